import NodeLintAnalysis
import NodeLintModel

/// Mutable data-source state read inside a node block (texture-rules.md R18): the block runs later, on
/// a background thread, while the main thread may change the model; read what the block needs in the
/// outer method and capture the value. Reported: subscripts of data-source properties, `object(at:)`
/// calls, and reads of `var` collection properties.
struct NodeBlockDataSourceAccess: Rule {
    let id = "node-block-data-source-access"

    /// `object(at:)`, `[items objectAtIndex:i]`, `[frc objectAtIndexPath:p]` (Swift base name `object`).
    static let objectAccessors: Set<String> = ["object"]
    static let collections: Set<String> = [
        "Array", "Dictionary", "Set", "ContiguousArray", "NSArray", "NSMutableArray", "NSDictionary",
        "NSMutableDictionary", "NSOrderedSet", "NSMutableOrderedSet", "NSSet", "NSMutableSet",
    ]
    static let immutableCollections: Set<String> = ["Array", "Dictionary", "Set", "ContiguousArray", "NSArray", "NSDictionary", "NSSet", "NSOrderedSet"]

    func check(_ context: RuleContext) {
        context.forEachExpression(in: [.bgBlock]) { expr, walk, region, entry in
            switch expr {
            case .subscript(let base, _, _):
                guard let link = chainToSelf(base, region: region, context: context), link.isMutable,
                      !link.holdsNodes else { return }
                context.report(at: link.offset, message(link.name), via: entry.via)
            case .call(let call):
                guard let method = Shapes.methodCall(expr), Self.objectAccessors.contains(method.name) else { return }
                let onProperty = method.receiver.flatMap { chainToSelf($0, region: region, context: context) }
                if let link = onProperty, link.holdsNodes { return }
                if let link = onProperty, link.isMutable {
                    context.report(at: method.offset, message(link.name), via: entry.via)
                } else if usesOuterIndex(call, region: region, context: context) {
                    context.report(at: method.offset, message(method.name), via: entry.via)
                }
            case .member(let base?, let name, let offset):
                // Any other read of a var collection property: self.items.count.
                if case .subscript? = walk.parent { return }
                if isObjectAccessorReceiver(walk) { return }
                if case .call(let c)? = walk.parent, c.callee.offset == offset { return }
                guard context.analysis.isSelf(base), let link = chainToSelf(expr, region: region, context: context),
                      link.isVarCollection, !link.holdsNodes else { return }
                context.report(at: offset, message(name), via: entry.via)
            case .name(let name, let offset, .unresolved):
                if case .subscript? = walk.parent { return }
                if isObjectAccessorReceiver(walk) { return }
                guard let link = chainToSelf(expr, region: region, context: context), link.isVarCollection, !link.holdsNodes else { return }
                context.report(at: offset, message(name), via: entry.via)
            default:
                break
            }
        }
    }

    /// The receiver of `object(at:)` (`[_items objectAtIndex:i]`): the call is reported, not the receiver too.
    private func isObjectAccessorReceiver(_ walk: ExpressionWalk) -> Bool {
        let parents = walk.parents
        guard parents.count >= 2, case .member(_, let method, _) = parents[parents.count - 1], Self.objectAccessors.contains(method),
              case .call = parents[parents.count - 2] else { return false }
        return true
    }

    private func message(_ name: String) -> String {
        "'\(name)' is data-source state read inside the node block, which runs later on a background thread; read the value in the outer method and capture it"
    }

    /// The last property of a member chain that starts at `self` (or an ivar / implicit member), with
    /// whether the chain can change under the block.
    struct Link {
        var name: String
        var offset: Int
        var isMutable: Bool
        var isVarCollection: Bool
        var holdsNodes: Bool
    }

    private func chainToSelf(_ expr: Expr, region: AnalyzedRegion, context: RuleContext) -> Link? {
        // Collect the members from the root outwards.
        var members: [(name: String, offset: Int)] = []
        var current = expr.unparenthesized
        var rootIsSelf = false
        while true {
            switch current {
            case .member(let base?, let name, let offset):
                members.insert((name, offset), at: 0)
                if context.analysis.isSelf(base) { rootIsSelf = true; break }
                current = base.unparenthesized
                continue
            case .name(let name, let offset, .unresolved) where context.analysis.isImplicitSelfMember(name, in: region):
                members.insert((name, offset), at: 0)
                rootIsSelf = true
            default:
                break
            }
            break
        }
        guard rootIsSelf, let last = members.last else { return nil }
        // Walk the chain: a var link makes everything below mutable; a let of a value type freezes it.
        var ownerType = region.typeName
        var mutable = false
        var lastRecord: MemberRecord?
        for (position, link) in members.enumerated() {
            guard let found = context.index.declaredMember(link.name, in: ownerType)?.member, found.kind == .variable else {
                // Unknown member (a Texture or UIKit property, a method): not data-source state.
                return nil
            }
            lastRecord = found
            let isLet = found.modifiers.contains(.let)
            let typeName = found.type?.base ?? ""
            if !isLet || !found.isStored {
                mutable = true
            } else if position < members.count - 1 && !isClass(typeName, context: context) {
                // A let of a value type: everything reached through it is frozen.
                return Link(name: last.name, offset: last.offset, isMutable: mutable, isVarCollection: false, holdsNodes: false)
            }
            ownerType = context.index.resolve(typeName, from: ownerType)
        }
        guard let record = lastRecord else { return nil }
        let type = record.type
        let base = type.map { TypeInference.isTypeLike($0.simpleName) ? $0.simpleName : $0.base } ?? ""
        let isCollection = Self.collections.contains(base)
        let isLet = record.modifiers.contains(.let) && record.isStored
        if isLet && Self.immutableCollections.contains(base) && !mutable {
            mutable = false
        } else if !isLet || mutable {
            mutable = true
        } else {
            mutable = isCollection ? false : isClass(base, context: context)
        }
        let element = type.flatMap { $0.genericArguments.last }
        let holdsNodes = (type.map { context.index.isNode($0.base, from: region.typeName) } ?? false)
            || (element.map { context.index.isNode($0.base, from: region.typeName) } ?? false)
        return Link(name: last.name, offset: last.offset, isMutable: mutable, isVarCollection: isCollection && (!isLet || mutable),
                    holdsNodes: holdsNodes)
    }

    private func isClass(_ type: String, context: RuleContext) -> Bool {
        if let record = context.index.records[type] { return record.kind == .class || record.kind == .actor }
        return false
    }

    /// `object(at: indexPath)` with the outer method's index path (or index) among the arguments.
    private func usesOuterIndex(_ call: Call, region: AnalyzedRegion, context: RuleContext) -> Bool {
        let outer = Set(region.member.parameters.filter { parameter in
            ["IndexPath", "NSIndexPath", "Int", "NSInteger", "NSUInteger"].contains(parameter.type?.simpleName ?? "")
                || parameter.name.lowercased().contains("index")
        }.map(\.name))
        var found = false
        for argument in call.arguments {
            ExpressionWalk.walk(argument.value, locals: context.file.locals) { e, _ in
                if case .name(let name, _, .local) = e, outer.contains(name) { found = true }
            }
        }
        return found
    }
}
