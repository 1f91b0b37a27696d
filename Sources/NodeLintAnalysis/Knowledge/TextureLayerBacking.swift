/// Layer backing by name (docs/texture-facts.md#layer-backing).
public enum TextureLayerBacking {
    /// The property, as Swift (`isLayerBacked`) and Objective-C (`layerBacked`) spell it
    /// (Source/ASDisplayNode.h: `@property (getter=isLayerBacked) BOOL layerBacked`).
    public static let properties: Set<String> = ["isLayerBacked", "layerBacked"]

    /// Classes whose `setLayerBacked:YES` asserts (Source/ASDisplayNode.mm:753, `supportsLayerBacking`
    /// at :774): the nodes that wrap a view (ASEditableTextNode.h, ASMapNode.h, ASScrollNode.h) and the
    /// containers (ASTableNode.h, ASCollectionNode.h, ASPagerNode.h); ASButtonNode refuses it outright
    /// ("ASButtonNode must not be layer backed!", Source/ASButtonNode.mm).
    public static let unsupportedClasses: Set<String> = [
        "ASEditableTextNode", "ASMapNode", "ASScrollNode", "ASTableNode", "ASCollectionNode", "ASPagerNode",
        "ASButtonNode",
    ]
}
