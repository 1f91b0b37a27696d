import NodeLintAnalysis
import NodeLintModel

/// Mutable data-source state read inside a node block (docs/texture-facts.md#node-block-data-source-access): the block runs later, on
/// a background thread, while the main thread may change the model; read what the block needs in the
/// outer method and capture the value. Reported: subscripts of data-source properties, `object(at:)`
/// calls, reads of `var` collection properties, calls of the data source's own methods with the index
/// path that read such properties, and reads of global `var`s — each only where the state can change
/// after the container starts loading (ProjectIndex.changesAfterLoading): a collection filled in
/// `init` or `viewDidLoad` and never written again is not a race.
struct NodeBlockDataSourceAccess: Rule {
    let id = "node-block-data-source-access"

    static let objectAccessors: Set<String> = FoundationCollections.elementAccessors
    static let collections: Set<String> = FoundationCollections.all
    static let immutableCollections: Set<String> = FoundationCollections.immutable

    func check(_ context: RuleContext) {
        context.forEachExpression(in: [.bgBlock]) { expr, walk, region, entry in
            switch expr {
            case .subscript(let base, _, _):
                guard let link = chainToSelf(base, region: region, context: context), link.isMutable,
                      !link.holdsNodes else { return }
                context.report(at: link.offset, message(link.name), via: entry.via)
            case .call(let call):
                guard let method = Shapes.methodCall(expr) else { return }
                guard Self.objectAccessors.contains(method.name) else {
                    reportStorageReadThroughMethod(method, call: call, region: region, entry: entry, context: context)
                    return
                }
                let onProperty = method.receiver.flatMap { chainToSelf($0, region: region, context: context) }
                if let link = onProperty, link.holdsNodes { return }
                if let link = onProperty, link.isMutable {
                    context.report(at: method.offset, message(link.name), via: entry.via)
                } else if onProperty?.changes ?? true, usesOuterIndex(call, region: region, context: context) {
                    context.report(at: method.offset, message(method.name), via: entry.via)
                }
            case .member(let base?, let name, let offset):
                // Any other read of a var collection property: self.items.count.
                if case .subscript? = walk.parent { return }
                if isObjectAccessorReceiver(walk) { return }
                if case .call(let c)? = walk.parent, c.callee.offset == offset { return }
                guard context.isSelf(base), let link = chainToSelf(expr, region: region, context: context),
                      link.isVarCollection, !link.holdsNodes else { return }
                context.report(at: offset, message(name), via: entry.via)
            case .name(let name, let offset, .unresolved):
                if !context.isImplicitSelfMember(name, in: region) {
                    // Global state: a top-level var the app changes after loading.
                    if context.index.isGlobalVariable(name), context.index.changesAfterLoading(name, in: "") {
                        context.report(at: offset, message(name), via: entry.via)
                    }
                    return
                }
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

    /// `self.viewModel.item(at: indexPath)`, `self.item(at: indexPath)`: a method of the data source (or of
    /// an object it holds) called with the outer index path, that reads a collection the type changes
    /// after loading.
    private func reportStorageReadThroughMethod(_ method: (receiver: Expr?, name: String, offset: Int, call: Call), call: Call,
                                                region: AnalyzedRegion, entry: ContextEntry, context: RuleContext) {
        guard usesOuterIndex(call, region: region, context: context) else { return }
        let owner: String
        if let receiver = method.receiver, !context.isSelf(receiver) {
            guard chainToSelf(receiver, region: region, context: context) != nil,
                  let type = context.type(of: receiver, in: region) else { return }
            owner = context.index.resolve(type.base, from: region.typeName)
        } else {
            owner = region.typeName
        }
        guard context.index.record(owner) != nil,
              context.index.members(named: method.name, in: owner).contains(where: { $0.member.kind == .function }) else { return }
        for property in context.index.propertiesRead(by: method.name, in: owner).sorted() {
            guard let found = context.index.declaredMember(property, in: owner)?.member, found.kind == .variable, found.isStored,
                  let type = found.type, Self.collections.contains(TypeInference.isTypeLike(type.simpleName) ? type.simpleName : type.base),
                  context.index.changesAfterLoading(property, in: owner) else { continue }
            context.report(at: method.offset, message(method.name, reading: property), via: entry.via)
            return
        }
    }

    private func message(_ name: String, reading property: String) -> String {
        "'\(name)' reads '\(property)', data-source state, inside the node block, which runs later on a background thread; read the value in the outer method and capture it"
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
        /// Some link of the chain can change after the container starts loading.
        var changes: Bool = true
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
                if context.isSelf(base) { rootIsSelf = true; break }
                current = base.unparenthesized
                continue
            case .name(let name, let offset, .unresolved) where context.isImplicitSelfMember(name, in: region):
                members.insert((name, offset), at: 0)
                rootIsSelf = true
            default:
                break
            }
            break
        }
        guard rootIsSelf, let last = members.last else { return nil }
        // Walk the chain: a var link makes everything below mutable; a let of a value type freezes it.
        // The state can change under the block only where some link's owner changes it after loading.
        var ownerType = region.typeName
        var mutable = false
        var changes = false
        var lastRecord: MemberRecord?
        for (position, link) in members.enumerated() {
            guard let found = context.index.declaredMember(link.name, in: ownerType)?.member, found.kind == .variable else {
                // Unknown member (a Texture or UIKit property, a method): not data-source state.
                return nil
            }
            if found.isStored {
                // A field of a value held in the link before changes only as that link does (a write
                // through it, a mutating method called on it), which that link's owner answers for; the
                // value type's own code, read or not, changes a copy.
                let isFieldOfAValue = position > 0 && context.index.isValueType(ownerType)
                if !isFieldOfAValue && context.index.changesAfterLoading(link.name, in: ownerType) { changes = true }
            } else if context.index.propertiesRead(by: link.name, in: ownerType).contains(where: { context.index.changesAfterLoading($0, in: ownerType) }) {
                // A computed property has no storage of its own: it changes when what its getter reads does
                // (`var parts: [Part] { Part.allCases }` never does).
                changes = true
            }
            lastRecord = found
            let isLet = found.modifiers.contains(.let)
            let typeName = found.type?.base ?? ""
            if !isLet || !found.isStored {
                mutable = true
            } else if position < members.count - 1 && !isClass(typeName, context: context) {
                // A let of a value type: everything reached through it is frozen.
                return Link(name: last.name, offset: last.offset, isMutable: mutable && changes, isVarCollection: false, holdsNodes: false,
                            changes: changes)
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
        // An object of a class the project does not declare (a fetched results controller) changes by
        // its own means.
        let external = !isCollection && context.index.record(base) == nil && !base.isEmpty && TypeInference.isTypeLike(base)
        if external { changes = true }
        mutable = mutable && changes
        let element = type.flatMap { $0.genericArguments.last }
        let holdsNodes = (type.map { context.index.isNode($0.base, from: region.typeName) } ?? false)
            || (element.map { context.index.isNode($0.base, from: region.typeName) } ?? false)
        return Link(name: last.name, offset: last.offset, isMutable: mutable, isVarCollection: isCollection && (!isLet || mutable) && changes,
                    holdsNodes: holdsNodes, changes: changes)
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
            context.walk(argument.value) { e, _ in
                if case .name(let name, _, .local) = e, outer.contains(name) { found = true }
            }
        }
        return found
    }
}
