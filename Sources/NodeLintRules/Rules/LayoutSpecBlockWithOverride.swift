import NodeLintAnalysis
import NodeLintModel

/// `layoutSpecBlock` set on a node whose class implements `layoutSpecThatFits` (docs/texture-facts.md#layout-spec-block-with-override):
/// Texture's setter asserts "Nodes with a .layoutSpecBlock must not also implement -layoutSpecThatFits:".
struct LayoutSpecBlockWithOverride: Rule {
    let id = "layout-spec-block-with-override"

    func check(_ context: RuleContext) {
        for region in context.allRegions {
            context.walk(region.body) { expr, walk in
                guard walk.isAssignmentTarget, let receiverType = receiverType(expr, region: region, context: context) else { return }
                guard context.index.isNode(receiverType, from: region.typeName),
                      LayoutMethods.overridesLayoutSpecThatFits(context.index.resolve(receiverType, from: region.typeName), index: context.index)
                else { return }
                context.report(at: expr.offset,
                               "'\(receiverType)' implements layoutSpecThatFits(_:); setting layoutSpecBlock on it asserts — use one or the other")
            }
        }
    }

    /// For `layoutSpecBlock = …` / `x.layoutSpecBlock = …`: the type of the node receiving the block.
    private func receiverType(_ target: Expr, region: AnalyzedRegion, context: RuleContext) -> String? {
        switch target.unparenthesized {
        case .name("layoutSpecBlock", _, .unresolved):
            return context.receiverType(nil, in: region)
        case .member(let base?, "layoutSpecBlock", _):
            return context.receiverType(base, in: region)
        default:
            return nil
        }
    }
}
