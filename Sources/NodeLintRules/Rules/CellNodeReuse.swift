import NodeLintAnalysis
import NodeLintModel

/// Cell nodes kept by the data source and handed to the container again (docs/texture-facts.md#cell-node-reuse): the
/// container owns its cells' lifetimes, and one node in two cells breaks both. Found from the stored
/// property read in the value a `nodeFor…` method or a node block returns; reported at the `return` that
/// hands the stored node out (DESIGN.md), naming the property. A property holding one node is one
/// item's, reported only when the container can ask for an item again (`repeatedNodeRequests`), with a
/// note at the update that makes it ask. The reference model sees only which
/// method handed a node out twice, so the scenario agreement compares this rule by enclosing method.
struct CellNodeReuse: Rule {
    let id = "cell-node-reuse"

    func check(_ context: RuleContext) {
        for region in context.allRegions where returnsCells(region) {
            for (value, offset) in Stmt.returns(region.body.statements) {
                guard let (name, holding) = storedCellSource(value, region: region, context: context, depth: 0),
                      !storesNewNode(name, before: offset, in: region, context: context) else { continue }
                var notes: [DiagnosticNote] = []
                if holding == .oneNode {
                    // One node backs one item: handed out again only if the container asks for the item again.
                    switch context.index.repeatedNodeRequests(from: region.typeName, seenFrom: context.file.path) {
                    case .never: continue
                    case .unknown: break
                    case .after(let update):
                        notes.append(DiagnosticNote(message: "the container asks for its items' nodes again after this \(update.method)(…)",
                                                    path: update.path, start: update.position))
                    }
                }
                context.report(at: offset,
                               "returns the cell node kept in '\(name)' to the container again; containers own their cells and never reuse them, so create a new node each time",
                               notes: notes)
            }
        }
    }

    /// What a stored property holds: one node (one item's), or a collection of them.
    private enum Holding { case oneNode, collection }

    private func returnsCells(_ region: AnalyzedRegion) -> Bool {
        if region.closure != nil { return region.source == .fixed(.bgBlock) }
        return region.member.kind == .function
            && ContainerMethod.kind(name: region.member.name, signature: region.member.signature) == .nodeFor
    }

    /// The stored property holding cell nodes that a returned value reads: `cells[row]`,
    /// `cellCache[id]!`, `self.cachedCell`, or a local bound from one of them.
    private func storedCellSource(_ value: Expr, region: AnalyzedRegion, context: RuleContext, depth: Int) -> (String, Holding)? {
        guard depth < 4 else { return nil }
        switch value.unparenthesized {
        case .subscript(let base, _, _):
            return storedCellSource(base, region: region, context: context, depth: depth + 1)
        case .cast(let inner, _, _, _), .unary(_, let inner, _, _):
            return storedCellSource(inner, region: region, context: context, depth: depth + 1)
        case .sequence(let operands, let operators) where operators.allSatisfy({ $0 == "??" }):
            return operands.lazy.compactMap { storedCellSource($0, region: region, context: context, depth: depth + 1) }.first
        case .name(_, _, .local(let id)):
            guard let initializer = context.local(id).initializer else { return nil }
            return storedCellSource(initializer, region: region, context: context, depth: depth + 1)
        case .name(let name, _, .unresolved):
            return holdsCellNodes(name, region: region, context: context).map { (name, $0) }
        case .member(let base?, let name, _) where context.isSelf(base):
            return holdsCellNodes(name, region: region, context: context).map { (name, $0) }
        case .call(let call):
            // cells.first, cache.object(forKey:)
            if case .member(let receiver?, _, _) = call.callee.unparenthesized {
                return storedCellSource(receiver, region: region, context: context, depth: depth + 1)
            }
            return nil
        case .member(let base?, _, _):
            return storedCellSource(base, region: region, context: context, depth: depth + 1)
        default:
            return nil
        }
    }

    /// `_cellNode = [[TextCellNode alloc] init]; return _cellNode;`: the body unconditionally stores a node it
    /// has just created in the property before the return, so the container gets a new node each time.
    private func storesNewNode(_ name: String, before offset: Int, in region: AnalyzedRegion, context: RuleContext) -> Bool {
        region.body.statements.contains { statement in
            guard case .assignment(let a) = statement, a.op == "=", a.offset < offset,
                  TypeInference.constructedType(of: a.value) != nil else { return false }
            switch a.target.unparenthesized {
            case .name(let target, _, .unresolved): return target == name
            case .member(let base?, let target, _): return target == name && context.isSelf(base)
            default: return false
            }
        }
    }

    /// Whether a stored property of the data source holds a node or a collection of nodes.
    private func holdsCellNodes(_ name: String, region: AnalyzedRegion, context: RuleContext) -> Holding? {
        guard !region.typeName.isEmpty, let member = context.index.declaredMember(name, in: region.typeName)?.member,
              member.kind == .variable, member.isStored, let type = member.type else { return nil }
        if context.index.isNode(type.base, from: region.typeName) { return .oneNode }
        guard let element = type.genericArguments.last, context.index.isNode(element.base, from: region.typeName) else { return nil }
        return .collection
    }
}
