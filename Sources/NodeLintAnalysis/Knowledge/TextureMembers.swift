/// Members of Texture and UIKit classes whose types or threading the rules need.
public enum TextureMembers {
    /// Declared types of well-known members, by class. A generic parameter is written `<0>` (the first
    /// generic argument of the class as the project wrote it: `ASDKViewController<ASTableNode>.node`).
    public static let memberTypes: [String: [String: String]] = [
        "ASDisplayNode": ["view": "UIView", "layer": "CALayer", "supernode": "ASDisplayNode",
                          "style": "ASLayoutElementStyle", "subnodes": "[ASDisplayNode]"],
        "ASButtonNode": ["titleNode": "ASTextNode", "imageNode": "ASImageNode", "backgroundImageNode": "ASImageNode"],
        "ASTextCellNode": ["textNode": "ASTextNode"],
        "ASCollectionNode": ["view": "ASCollectionView"],
        "ASPagerNode": ["view": "ASCollectionView"],
        "ASTableNode": ["view": "ASTableView"],
        "ASScrollNode": ["view": "UIScrollView"],
        "ASEditableTextNode": ["textView": "UITextView"],
        "ASVideoPlayerNode": ["videoNode": "ASVideoNode"],
        "ASDKViewController": ["node": "<0>", "view": "UIView"],
        "ASViewController": ["node": "<0>", "view": "UIView"],
        "UIViewController": ["view": "UIView", "navigationController": "UINavigationController"],
        "UIView": ["layer": "CALayer", "superview": "UIView", "window": "UIWindow"],
        "UITableViewCell": ["contentView": "UIView"],
        "UICollectionViewCell": ["contentView": "UIView"],
    ]

    /// Return types of well-known UIKit methods whose result rules follow (a dequeued cell is a
    /// reusable UIKit cell).
    public static let methodReturnTypes: [String: String] = [
        "dequeueReusableCell": "UITableViewCell",
        "dequeueReusableHeaderFooterView": "UITableViewHeaderFooterView",
        "dequeueReusableSupplementaryView": "UICollectionReusableView",
        "dequeueConfiguredReusableCell": "UICollectionViewCell",
    ]

    /// Node lifecycle methods whose body runs in a known context (docs/texture-facts.md#where-code-runs).
    public static let layoutMethods: Set<String> = ["layoutSpecThatFits", "calculateSizeThatFits", "calculateLayoutThatFits"]
    public static let mainThreadNodeMethods: Set<String> = [
        "didLoad", "layout", "layoutDidFinish", "didEnterPreloadState", "didExitPreloadState",
        "didEnterDisplayState", "didExitDisplayState", "didEnterVisibleState", "didExitVisibleState",
        "interfaceStateDidChange", "willEnterHierarchy", "didEnterHierarchy", "didExitHierarchy",
        "clearContents", "drawParameters", "touchesBegan", "touchesMoved", "touchesEnded",
        "touchesCancelled", "animateLayoutTransition", "didCompleteLayoutTransition",
    ]

    /// Closures a node keeps once given: `layoutSpecBlock` (Source/ASDisplayNode.h), `imageModificationBlock`
    /// (Source/ASImageNode.h), and the view and layer blocks of `setViewBlock:`/`setLayerBlock:`
    /// (Source/ASDisplayNode.h), which Objective-C code calls as `[node setViewBlock:^{…}]` and the front
    /// end reads as assignments.
    public static let storedBlockProperties: Set<String> = ["layoutSpecBlock", "imageModificationBlock", "viewBlock", "layerBlock"]
    /// Of those, the blocks a node lets go once it has loaded (`_viewBlock = nil`, `_layerBlock = nil` in
    /// `-_locked_viewToLoad`/`-_locked_layerToLoad`, Source/ASDisplayNode.mm); the others it keeps for life.
    public static let storedUntilLoadedBlockProperties: Set<String> = ["viewBlock", "layerBlock"]
    /// Argument labels of the initializers that keep their blocks: `init(viewBlock:didLoad:)`,
    /// `init(layerBlock:didLoad:)` (Objective-C: `initWithViewBlock:didLoadBlock:`, Source/ASDisplayNode.h).
    public static let storedBlockLabels: Set<String> = ["viewBlock", "layerBlock", "didLoad", "didLoadBlock"]

    /// Closure-valued node properties that Texture runs in a known context.
    public static let layoutBlockProperties: Set<String> = ["layoutSpecBlock"]
    public static let drawBlockProperties: Set<String> = [
        "imageModificationBlock", "willDisplayNodeContentWithRenderingContext",
        "didDisplayNodeContentWithRenderingContext",
    ]
}
