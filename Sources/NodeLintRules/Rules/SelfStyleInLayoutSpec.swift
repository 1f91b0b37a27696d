import NodeLintAnalysis
import NodeLintModel

/// The node's own style size set inside its layout (docs/texture-facts.md#self-style-in-layout-spec): the parent has already
/// folded it into the size range it passed down, so the change does not affect this pass.
struct SelfStyleInLayoutSpec: Rule {
    let id = "self-style-in-layout-spec"

    static let sizeProperties: Set<String> = TextureLayoutElements.styleSizeProperties

    func check(_ context: RuleContext) {
        for region in context.allRegions where region.runs(in: .bgLayout) != nil {
            let ownNode = ownNodeParameter(region)
            context.walk(region.body) { expr, walk in
                guard walk.isAssignmentTarget, case .member(let styleExpr?, let property, let offset) = expr.unparenthesized,
                      Self.sizeProperties.contains(property), isOwnStyle(styleExpr, region: region, ownNode: ownNode, context: context)
                else { return }
                context.report(at: offset,
                               "'style.\(property)' of the node itself is set inside its layout, after the parent already used it; set it in init, or set the child's style from the parent")
            }
        }
    }

    /// `style` / `self.style` in the node's own layout; `node.style` for a layoutSpecBlock's node parameter.
    private func isOwnStyle(_ expr: Expr, region: AnalyzedRegion, ownNode: Int?, context: RuleContext) -> Bool {
        switch expr.unparenthesized {
        case .name("style", _, .unresolved):
            return region.closure == nil || region.source == .member ? context.index.isNode(region.typeName) : false
        case .member(let base?, "style", _):
            if context.isSelf(base) {
                // In a layoutSpecBlock, self is whoever set the block: its style is the node's only
                // when a node class set the block on itself.
                return region.closure == nil || context.index.isNode(region.typeName)
            }
            if case .name(_, _, .local(let id)) = base.unparenthesized, id == ownNode { return true }
            return false
        default:
            return false
        }
    }

    /// The first parameter of a `layoutSpecBlock` closure: the node being laid out.
    private func ownNodeParameter(_ region: AnalyzedRegion) -> Int? {
        guard let closure = region.closure, region.source == .fixed(.bgLayout) else { return nil }
        return closure.parameters.first
    }
}
