import NodeLintAnalysis
import NodeLintModel

/// A layout spec kept in a stored property and returned as a layout's root (docs/texture-facts.md#stored-layout-spec): Texture
/// freezes the returned spec and asserts when the same spec comes back ("Layout specs should always be
/// regenerated"). A `static` spec is shared by every instance, whose layouts run on several threads at
/// once. A stored spec only ever placed inside a spec built in the pass is not frozen and is not reported.
/// Reported once, at the property's name, for nodes and Texture view controllers; the `return`
/// of the property is a consequence and is not reported again.
struct StoredLayoutSpec: Rule {
    let id = "stored-layout-spec"

    func check(_ context: RuleContext) {
        for (decl, qualified) in context.ownTypes
        where context.index.isNode(qualified) || context.index.isNodeViewController(qualified) {
            let roots = context.layoutRootMembers(of: qualified)
            let kept = decl.members.filter { member in
                guard member.kind == .variable && member.isStoredProperty,
                      let type = storedType(member, in: qualified, context: context) else { return false }
                return context.index.isLayoutSpec((type.elementType ?? type).base, from: qualified)
                    && (roots.contains(member.name) || member.modifiers.contains(.static))
            }
            guard !kept.isEmpty else { continue }
            // Specs the class makes mutable again (`spec?.isMutable = true`, `_spec.isMutable = YES`):
            // Texture asserts only that a returned spec is mutable before it freezes it, so a class that
            // resets the flag before returning the spec reuses it on purpose.
            let madeMutableAgain = context.receiversSetTrue(["isMutable"], in: context.allRegions.filter { $0.typeName == qualified },
                                                            enteringClosures: false)
            for member in kept where !madeMutableAgain.contains(.member(member.name)) && !madeMutableAgain.contains(.member("_" + member.name)) {
                context.report(at: member.nameOffset,
                               "'\(member.name)' keeps a layout spec across layout passes; Texture freezes a returned spec and asserts when it is reused, so build a new spec in layoutSpecThatFits(_:)")
            }
        }
    }

    /// The written type, or the type of the initializer: a construction (`ASStackLayoutSpec.vertical()`)
    /// or a call of a method of the class declared to return a spec (`makeHeaderSpec()`).
    private func storedType(_ member: Member, in type: String, context: RuleContext) -> TypeName? {
        if let declared = member.declaredType { return declared }
        guard let initializer = member.initializer else { return nil }
        if let constructed = TypeInference.constructedType(ofInitializer: initializer) { return constructed }
        guard initializer.statements.count == 1, case .expression(let e) = initializer.statements[0],
              let call = Shapes.methodCall(e), call.receiver.map({ context.isSelf($0) }) ?? true else { return nil }
        return context.index.declaredMember(call.name, in: type)?.member.type
    }
}
