import NodeLintAnalysis
import NodeLintModel

/// `view` or `layer` of the node or a subnode read while building a layout (docs/texture-facts.md#view-access-in-layout-spec):
/// layout runs off main under the node's lock; the views may not exist and must not be created there.
struct ViewAccessInLayoutSpec: Rule {
    let id = "view-access-in-layout-spec"

    func check(_ context: RuleContext) {
        context.forEachExpression(in: [.bgLayout]) { expr, _, region, entry in
            guard let offset = context.nodeViewOrLayerAccess(expr, in: region) ?? controllerView(expr, region: region, context: context)
            else { return }
            let name = context.file.text.text(offset..<context.file.text.tokenEnd(at: offset))
            context.report(at: offset,
                           "'\(name)' is read while the layout is computed, off the main thread; use the node's bridged properties, or do view work in didLoad() or layout()",
                           via: entry.via)
        }
    }

    /// A view controller's own `view` in a `layoutSpecBlock` it set (`self.view`, implicit `view`).
    private func controllerView(_ expr: Expr, region: AnalyzedRegion, context: RuleContext) -> Int? {
        guard !region.typeName.isEmpty, context.index.isViewController(region.typeName) else { return nil }
        switch expr {
        case .member(let base?, "view", let offset) where context.isSelf(base): return offset
        case .name("view", let offset, .unresolved): return offset
        default: return nil
        }
    }
}
