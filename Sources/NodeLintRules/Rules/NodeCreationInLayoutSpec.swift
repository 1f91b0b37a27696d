import NodeLintAnalysis
import NodeLintModel

/// Nodes created while building a layout (texture-rules.md R9): without automatic subnode management
/// they are never added (shown nowhere); with it, every pass replaces them. A node created once and
/// kept in a property (`if badge == nil { badge = ASTextNode() }`) is only a hint.
struct NodeCreationInLayoutSpec: Rule {
    let id = "node-creation-in-layout-spec"

    func check(_ context: RuleContext) {
        context.forEachExpression(in: [.bgLayout]) { expr, walk, region, entry in
            // A lazy node property is created once, the first time the spec uses it.
            if region.isPropertyInitializer && region.member.modifiers.contains(.lazy) { return }
            guard let (type, offset) = Shapes.construction(expr), context.index.isNode(type, from: region.typeName) else { return }
            let cachedOnce = isCachedInProperty(walk: walk, expr: expr, region: region, context: context)
            context.report(at: offset,
                           cachedOnce
                               ? "'\(type)' is created in a layout pass and kept in a property; create subnodes in init instead"
                               : "'\(type)' is created in a layout pass; create subnodes once (a stored property set in init) and only arrange them here",
                           severity: cachedOnce ? .info : nil, via: entry.via)
        }
    }

    /// `badge = ASTextNode()` assigned to a property of self.
    private func isCachedInProperty(walk: ExpressionWalk, expr: Expr, region: AnalyzedRegion, context: RuleContext) -> Bool {
        guard walk.parents.isEmpty, case .assignment(let a)? = walk.statement else { return false }
        return context.isOwnedBySelf(a.target, in: region)
    }
}
