import NodeLintAnalysis
import NodeLintModel

/// UIKit that must stay on the main thread used while a layout is computed (docs/texture-facts.md#uikit-in-layout-spec):
/// layout runs off main and under the node's lock. Constructions of views, view controllers and
/// gesture recognizers, and main-only singletons (`UIScreen.main` — use `constrainedSize`, or
/// `ASScreenScale()` for the scale).
struct UIKitInLayoutSpec: Rule {
    let id = "uikit-in-layout-spec"

    func check(_ context: RuleContext) {
        context.forEachExpression(in: [.bgLayout]) { expr, walk, region, entry in
            guard let (type, offset) = context.mainThreadOnlyUIKit(expr, walk: walk, in: region) else { return }
            let advice = type == "UIScreen" ? "use constrainedSize (or ASScreenScale() for the scale)" : "layout runs off the main thread; do UIKit work in didLoad() or layout()"
            context.report(at: offset, "'\(type)' is main-thread-only and is used while the layout is computed; \(advice)", via: entry.via)
        }
    }
}
