/// Texture's classes as data (docs/texture-facts.md#classes). The index consults these tables for any
/// class the linted project does not declare itself.
public enum TextureClasses {
    /// Every Texture node class and its superclass (all derive from ASDisplayNode, itself an NSObject).
    public static let nodeSuperclass: [String: String] = [
        "ASDisplayNode": "NSObject",
        "ASControlNode": "ASDisplayNode",
        "ASImageNode": "ASControlNode",
        "ASNetworkImageNode": "ASImageNode",
        "ASMultiplexImageNode": "ASImageNode",
        "ASMapNode": "ASImageNode",
        "ASVideoNode": "ASNetworkImageNode",
        "ASVideoPlayerNode": "ASDisplayNode",
        "ASTextNode": "ASControlNode",
        "ASTextNode2": "ASControlNode",
        "ASButtonNode": "ASControlNode",
        "ASEditableTextNode": "ASDisplayNode",
        "ASScrollNode": "ASDisplayNode",
        "ASCollectionNode": "ASDisplayNode",
        "ASPagerNode": "ASCollectionNode",
        "ASTableNode": "ASDisplayNode",
        "ASCellNode": "ASDisplayNode",
        "ASTextCellNode": "ASCellNode",
    ]

    /// Node classes whose view is a UIKit view users reach through `node.view` (or a named property).
    public static let wrappedView: [String: String] = [
        "ASScrollNode": "UIScrollView",
        "ASCollectionNode": "ASCollectionView",
        "ASPagerNode": "ASCollectionView",
        "ASTableNode": "ASTableView",
        "ASMapNode": "MKMapView",
    ]

    /// Texture classes that implement `layoutSpecThatFits` themselves (calling super there is legal).
    public static let implementsLayoutSpecThatFits: Set<String> = ["ASButtonNode", "ASTextCellNode", "ASVideoPlayerNode"]

    /// Texture classes that implement `calculateSizeThatFits` (their subclasses already have one layout override).
    public static let implementsCalculateSizeThatFits: Set<String> = [
        "ASImageNode", "ASNetworkImageNode", "ASMultiplexImageNode", "ASMapNode", "ASVideoNode",
        "ASTextNode", "ASTextNode2", "ASEditableTextNode",
    ]

    /// The video nodes (Source/ASVideoNode.h, ASVideoPlayerNode.h).
    public static let videoNodes: Set<String> = ["ASVideoNode", "ASVideoPlayerNode"]

    /// Texture classes that turn on automatic subnode management in their own initializer.
    public static let enablesAutomaticSubnodeManagement: Set<String> = ["ASButtonNode", "ASTextCellNode"]

    /// Texture classes whose implementation of a lifecycle hook does real work, so an override that
    /// skips `super` breaks a feature (docs/texture-facts.md#requires-super; the table in rules/missing-super-call.md).
    /// `ASDisplayNode` listed means every node.
    public static let realImplementations: [String: Set<String>] = {
        var table: [String: Set<String>] = [
            // ASCellNode's didLoad (ASCellNode.mm:73) loads only a view-controller cell's controller, like its layout.
            "didLoad": ["ASCollectionNode", "ASTableNode", "ASTextNode", "ASTextNode2",
                        "ASEditableTextNode", "ASMapNode", "ASVideoPlayerNode"],
            // ASCellNode's layout (3.x, ASCellNode.mm:105) sizes only the node of a cell made with a view
            // controller block, which is not subclassed; an ordinary cell subclass loses nothing there.
            "layout": ["ASScrollNode", "ASButtonNode", "ASImageNode", "ASEditableTextNode"],
            "didEnterPreloadState": ["ASNetworkImageNode", "ASMultiplexImageNode", "ASMapNode", "ASCollectionNode",
                                     "ASTableNode", "ASVideoPlayerNode"],
            "didExitPreloadState": ["ASNetworkImageNode", "ASMultiplexImageNode", "ASMapNode", "ASCollectionNode", "ASTableNode"],
            "didEnterVisibleState": ["ASCellNode", "ASNetworkImageNode", "ASMultiplexImageNode", "ASCollectionNode", "ASTableNode"],
            "didExitVisibleState": ["ASCellNode", "ASNetworkImageNode", "ASMultiplexImageNode", "ASCollectionNode", "ASTableNode"],
            "didExitDisplayState": ["ASNetworkImageNode", "ASMultiplexImageNode"],
            "interfaceStateDidChange": ["ASCollectionNode", "ASTableNode"],
            "didEnterHierarchy": ["ASImageNode", "ASTextNode", "ASTextNode2", "ASPagerNode"],
            "calculatedLayoutDidChange": ["ASMapNode"],
        ]
        for touch in ["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"] {
            table[touch] = ["ASCellNode", "ASControlNode"]
        }
        for everyNode in ["clearContents", "willEnterHierarchy", "didExitHierarchy", "displayWillStartAsynchronously",
                          "displayDidFinish", "subnodeDisplayWillStart", "subnodeDisplayDidFinish",
                          "asyncTraitCollectionDidChange", "didCompleteLayoutTransition"] {
            table[everyNode] = ["ASDisplayNode"]
        }
        return table
    }()

    /// Layout spec classes and their superclasses (docs/texture-facts.md#layout-specs). Specs are not nodes.
    public static let layoutSpecSuperclass: [String: String] = [
        "ASLayoutSpec": "NSObject",
        "ASWrapperLayoutSpec": "ASLayoutSpec",
        "ASStackLayoutSpec": "ASLayoutSpec",
        "ASInsetLayoutSpec": "ASLayoutSpec",
        "ASOverlayLayoutSpec": "ASLayoutSpec",
        "ASBackgroundLayoutSpec": "ASLayoutSpec",
        "ASRelativeLayoutSpec": "ASLayoutSpec",
        "ASCenterLayoutSpec": "ASRelativeLayoutSpec",
        "ASRatioLayoutSpec": "ASLayoutSpec",
        "ASAbsoluteLayoutSpec": "ASLayoutSpec",
        "ASStaticLayoutSpec": "ASLayoutSpec",
        "ASCornerLayoutSpec": "ASLayoutSpec",
    ]

    /// Texture's view controllers, with the legacy names (2.x `ASViewController`, ≤3.0
    /// `ASNavigationController`) accepted as the same classes.
    public static let viewControllerSuperclass: [String: String] = [
        "ASDKViewController": "UIViewController",
        "ASViewController": "UIViewController",
        "ASDKNavigationController": "UINavigationController",
        "ASNavigationController": "UINavigationController",
        "ASTabBarController": "UITabBarController",
    ]

    /// Legacy names and the names that replaced them (docs/texture-facts.md#version-notes).
    /// `ASViewController` → `ASDKViewController` in 3.0 (PR #1876); `ASNavigationController` →
    /// `ASDKNavigationController` in 3.1 (PR #2020, CHANGELOG.md:32). No alias exists.
    public static let legacyNames: [String: (current: String, since: (major: Int, minor: Int))] = [
        "ASViewController": ("ASDKViewController", (3, 0)),
        "ASNavigationController": ("ASDKNavigationController", (3, 1)),
    ]

    /// Every class these tables name: code that uses Texture names at least one of them (a node, a
    /// spec, a view controller, a container view), or imports the framework.
    public static let allNames: Set<String> = Set(nodeSuperclass.keys).union(layoutSpecSuperclass.keys)
        .union(viewControllerSuperclass.keys).union(legacyNames.keys).union(otherSuperclass.keys)

    /// Other Texture classes that are neither nodes nor specs but appear as types.
    public static let otherSuperclass: [String: String] = [
        "ASCollectionView": "UICollectionView",
        "ASTableView": "UITableView",
        "ASLayoutElementStyle": "NSObject",
        "ASLayout": "NSObject",
        "ASBatchContext": "NSObject",
        "ASNodeController": "NSObject",
        "ASCollectionViewLayoutInspector": "NSObject",
        "ASPagerFlowLayout": "UICollectionViewFlowLayout",
    ]
}
