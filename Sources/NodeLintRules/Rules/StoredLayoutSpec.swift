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
            for member in decl.members where member.kind == .variable && member.isStoredProperty {
                guard let type = storedType(member, in: qualified, context: context) else { continue }
                let held = type.elementType ?? type
                guard context.index.isLayoutSpec(held.base, from: qualified), roots.contains(member.name) || member.modifiers.contains(.static),
                      !madeMutableAgain(member.name, in: qualified, context: context) else { continue }
                context.report(at: member.nameOffset,
                               "'\(member.name)' keeps a layout spec across layout passes; Texture freezes a returned spec and asserts when it is reused, so build a new spec in layoutSpecThatFits(_:)")
            }
        }
    }

    /// Whether the type's code sets the property's spec mutable again (`spec?.isMutable = true`,
    /// `_spec.isMutable = YES`): Texture asserts only that a returned spec is mutable before it freezes
    /// it, so a class that resets the flag before returning the spec reuses it on purpose.
    private func madeMutableAgain(_ property: String, in type: String, context: RuleContext) -> Bool {
        var found = false
        for region in context.allRegions where region.typeName == type && !found {
            context.walk(region.body) { expr, walk in
                guard walk.isAssignmentTarget, case .member(let base?, "isMutable", _) = expr.unparenthesized,
                      case .assignment(let a)? = walk.statement, case .literal(let literal) = a.value.unparenthesized,
                      literal.kind == .boolean(true) else { return }
                switch base.unparenthesized {
                case .name(let name, _, .unresolved), .member(.selfRef?, let name, _):
                    if name == property || name == "_" + property { found = true }
                default:
                    break
                }
            }
        }
        return found
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
