import NodeLintAnalysis
import NodeLintModel

/// UIKit views, view controllers and main-only singletons used while a node initializes
/// (docs/texture-facts.md#uikit-in-init), including stored-property initializers. Gesture recognizers are
/// `gesture-in-init`'s and Texture view controllers `vc-created-off-main`'s.
struct UIKitInInit: Rule {
    let id = "uikit-in-init"

    func check(_ context: RuleContext) {
        context.forEachExpression(in: [.bgInit]) { expr, walk, region, entry in
            guard let (type, offset) = context.mainThreadOnlyUIKit(expr, walk: walk, in: region, gestures: false) else { return }
            if case .call = expr {
                context.reportInitContract(at: offset,
                                           "'\(type)' is created while the node initializes, possibly off the main thread; " + fix(creating: type, in: region, context: context),
                                           region: region, entry: entry)
            } else {
                let advice = type == "UIScreen" && Shapes.readsTheScale(walk) ? "use ASScreenScale() for the scale" : "pass the value in, or read it in didLoad()"
                context.reportInitContract(at: offset,
                                           "'\(type)' is main-thread-only and the node may initialize off the main thread; " + advice,
                                           region: region, entry: entry)
            }
        }
    }

    /// What to do instead of creating `type` in init. A view can be wrapped in a node, which creates it on
    /// the main thread when the node loads; a view controller is not a view, and a refresh control
    /// belongs to a scroll view (`refreshControl`), which a wrapper node cannot give it.
    private func fix(creating type: String, in region: AnalyzedRegion, context: RuleContext) -> String {
        if context.index.isViewController(type, from: region.typeName) {
            return "create it on the main thread where it is used, or in didLoad()"
        }
        if context.index.lineage(of: type, from: region.typeName).contains("UIRefreshControl") {
            return "create it in didLoad(), where the scroll view it is given to is loaded"
        }
        return "wrap it in a node (ASDisplayNode { \(type)() }) or create it in didLoad()"
    }
}
