import Foundation

public enum ASButtonNodeImageAlignment: Int, Sendable { case beginning, end }

/// A control with a title, an image and a background image as subnodes. It turns on automatic
/// subnode management in its init (Source/ASButtonNode.mm:35) and implements `layoutSpecThatFits`,
/// so a subclass may call `super.layoutSpecThatFits` — and must not add subnodes by hand.
open class ASButtonNode: ASControlNode {
    public let titleNode = ASTextNode()
    public let imageNode = ASImageNode()
    public let backgroundImageNode = ASImageNode()
    private let options = LockedValue((spacing: CGFloat(8), horizontal: true, insets: UIEdgeInsets.zero,
                                       alignment: ASButtonNodeImageAlignment.beginning))
    private let titles = LockedValue<[UInt: NSAttributedString]>([:])
    private let images = LockedValue<[UInt: UIImage]>([:])

    public override init() {
        super.init()
        automaticallyManagesSubnodes = true
        // Texture creates them layer-backed (ASButtonNode.mm titleNode/imageNode/backgroundImageNode).
        titleNode.isLayerBacked = true
        imageNode.isLayerBacked = true
        backgroundImageNode.isLayerBacked = true
    }

    /// `setLayerBacked:` asserts "ASButtonNode must not be layer backed!" (ASButtonNode.mm).
    open override var supportsLayerBacking: Bool { false }

    public var contentSpacing: CGFloat {
        get { options.value.spacing }
        set { options.modify { $0.spacing = newValue } }
    }
    public var laysOutHorizontally: Bool {
        get { options.value.horizontal }
        set { options.modify { $0.horizontal = newValue } }
    }
    public var contentEdgeInsets: UIEdgeInsets {
        get { options.value.insets }
        set { options.modify { $0.insets = newValue } }
    }
    public var imageAlignment: ASButtonNodeImageAlignment {
        get { options.value.alignment }
        set { options.modify { $0.alignment = newValue } }
    }

    public func setTitle(_ title: String, with font: UIFont?, with color: UIColor?, for state: UIControl.State) {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let font { attributes[.font] = font }
        if let color { attributes[.foregroundColor] = color }
        setAttributedTitle(NSAttributedString(string: title, attributes: attributes), for: state)
    }

    public func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        titles.modify { $0[state.rawValue] = title }
        if state == .normal { titleNode.attributedText = title }
        setNeedsLayout()
    }

    public func attributedTitle(for state: UIControl.State) -> NSAttributedString? { titles.value[state.rawValue] }

    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        images.modify { $0[state.rawValue] = image }
        if state == .normal { imageNode.image = image }
        setNeedsLayout()
    }

    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        if state == .normal { backgroundImageNode.image = image }
        setNeedsLayout()
    }

    open override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let current = options.value
        var children: [ASLayoutElement] = []
        if imageNode.image != nil { children.append(imageNode) }
        if titleNode.attributedText != nil { children.append(titleNode) }
        if current.alignment == .end { children.reverse() }
        let stack = ASStackLayoutSpec(direction: current.horizontal ? .horizontal : .vertical,
                                      spacing: current.spacing, justifyContent: .center, alignItems: .center,
                                      children: children)
        let inset = ASInsetLayoutSpec(insets: current.insets, child: stack)
        guard backgroundImageNode.image != nil else { return inset }
        return ASBackgroundLayoutSpec(child: inset, background: backgroundImageNode)
    }
}
