import NodeLintModel

/// The node properties that mirror its view or layer (ASDisplayNode (UIViewBridge), Source/ASDisplayNode.h:599-830
/// in 3.0) whose getters begin with `_bridge_prologue_read` (Source/Private/ASDisplayNode+UIViewBridge.mm:37): a
/// read takes the node's lock and asserts thread affinity, so off the main thread it asserts once the node is
/// loaded. Writes never assert (they are queued), so only reads are listed. Both spellings are listed where Swift
/// and Objective-C name the getter differently (`isHidden` / `hidden`).
public enum TextureBridge {
    /// Geometry: also the previous layout pass's result, so the wrong input for a layout being computed.
    public static let geometryReads: Set<String> = [
        "bounds", "frame", "position", "anchorPoint", "zPosition", "transform", "subnodeTransform",
    ]

    /// Every other bridged read that asserts. Left out: `safeAreaInsets`, `layoutMargins` and their two flags,
    /// which ASDisplayNode.h documents for layout code (with `automaticallyRelayoutOnSafeAreaChanges` and
    /// `automaticallyRelayoutOnLayoutMarginsChanges`).
    static let stateReads: Set<String> = [
        "alpha", "isHidden", "hidden", "isOpaque", "opaque", "isUserInteractionEnabled", "userInteractionEnabled",
        "isExclusiveTouch", "exclusiveTouch", "clipsToBounds", "contentMode", "backgroundColor", "tintColor",
        "contents", "contentsGravity", "contentsRect", "contentsCenter", "contentsScale", "rasterizationScale",
        "needsDisplayOnBoundsChange", "autoresizesSubviews", "autoresizingMask",
        "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "borderWidth", "borderColor",
        "allowsGroupOpacity", "allowsEdgeAntialiasing", "edgeAntialiasingMask", "layerCornerRadius", "layerMaskedCorners",
        "accessibilityLabel", "accessibilityAttributedLabel", "accessibilityHint", "accessibilityAttributedHint",
        "accessibilityValue", "accessibilityAttributedValue", "accessibilityTraits", "accessibilityFrame",
        "accessibilityLanguage", "accessibilityElementsHidden", "accessibilityViewIsModal",
        "shouldGroupAccessibilityChildren", "accessibilityIdentifier", "accessibilityNavigationStyle",
        "accessibilityCustomActions", "accessibilityActivationPoint", "accessibilityPath",
    ]

    /// Before 2.6 the node's `cornerRadius` was the layer's, read through the bridge; 2.6 made it a node property
    /// (Source/ASDisplayNode.mm, under the node's lock only) and moved the layer's to `layerCornerRadius`.
    static let bridgedCornerRadiusUntil = TextureVersion(major: 2, minor: 6)

    /// The bridged reads that assert off the main thread on a loaded node, for the project's Texture version
    /// (unknown: the newest release).
    public static func assertingReads(version: TextureVersion?) -> Set<String> {
        var reads = geometryReads.union(stateReads)
        if let version, version < bridgedCornerRadiusUntil { reads.insert("cornerRadius") }
        return reads
    }
}
