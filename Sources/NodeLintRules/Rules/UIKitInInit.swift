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
                                           "'\(type)' is created while the node initializes, possibly off the main thread; wrap it in a node (ASDisplayNode { \(type)() }) or create it in didLoad()",
                                           region: region, entry: entry)
            } else {
                context.reportInitContract(at: offset,
                                           "'\(type)' is main-thread-only and the node may initialize off the main thread; pass the value in, or read it in didLoad()",
                                           region: region, entry: entry)
            }
        }
    }
}
