import Foundation

/// Draws a `UIImage` into its layer (no UIImageView). Implements `calculateSizeThatFits`, so a
/// subclass overriding `layoutSpecThatFits` trips the override-count check (`conflicting-layout-overrides`).
open class ASImageNode: ASControlNode {
    private let imageValue = LockedValue<UIImage?>(nil)
    private let options = LockedValue((placeholderColor: UIColor?.none, forcedSize: CGSize.zero,
                                       cropRect: CGRect(x: 0.5, y: 0.5, width: 0, height: 0)))
    public var imageModificationBlock: ((UIImage) -> UIImage?)?

    public override init() {
        super.init()
        isUserInteractionEnabled = false
    }

    /// Any thread (the image is drawn asynchronously).
    open var image: UIImage? {
        get { imageValue.value }
        set {
            imageValue.value = newValue
            invalidateCalculatedLayout()
        }
    }
    public var placeholderColor: UIColor? {
        get { options.value.placeholderColor }
        set { options.modify { $0.placeholderColor = newValue } }
    }
    public var forcedSize: CGSize {
        get { options.value.forcedSize }
        set { options.modify { $0.forcedSize = newValue } }
    }
    public var cropRect: CGRect {
        get { options.value.cropRect }
        set { options.modify { $0.cropRect = newValue } }
    }

    open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        let size = imageValue.value?.size ?? .zero
        return CGSize(width: min(size.width, constrainedSize.width), height: min(size.height, constrainedSize.height))
    }
}

public protocol ASNetworkImageNodeDelegate: AnyObject {}

/// Downloads its `url` when it enters the preload range and clears it when it leaves
/// (Source/ASNetworkImageNode.mm:440-458). Setting `url` is fine on any thread.
open class ASNetworkImageNode: ASImageNode {
    private let urlValue = LockedValue<URL?>(nil)
    public var defaultImage: UIImage?
    public weak var delegate: ASNetworkImageNodeDelegate?
    public var shouldCacheImage = true

    public var url: URL? {
        get { urlValue.value }
        set { urlValue.value = newValue }
    }

    open override func didEnterPreloadState() {
        super.didEnterPreloadState()
        guard url != nil else { return }
        // The download finishes on a background queue; the image is set from there (thread-safe).
        BackgroundExecutor.async { [weak self] in self?.image = UIImage(size: CGSize(width: 100, height: 100)) }
    }

    open override func didExitPreloadState() {
        super.didExitPreloadState()
        image = defaultImage
    }
}

public enum ASTextNodeTruncationMode: Int, Sendable { case byWordWrapping, byCharWrapping, byClipping, byTruncatingTail }

public protocol ASTextNodeDelegate: AnyObject {}

/// Text state and the toy text metric shared by ASTextNode and ASTextNode2 (7 pt per character,
/// 20 pt per line — the model needs plausible sizes, not typography).
final class TextContent: @unchecked Sendable {
    private let values = LockedValue((text: NSAttributedString?.none, maximumNumberOfLines: UInt(0),
                                      truncation: ASTextNodeTruncationMode.byTruncatingTail))

    var attributedText: NSAttributedString? {
        get { values.value.text }
        set { values.modify { $0.text = newValue } }
    }
    var maximumNumberOfLines: UInt {
        get { values.value.maximumNumberOfLines }
        set { values.modify { $0.maximumNumberOfLines = newValue } }
    }
    var truncationMode: ASTextNodeTruncationMode {
        get { values.value.truncation }
        set { values.modify { $0.truncation = newValue } }
    }

    func size(fitting constrainedSize: CGSize) -> CGSize {
        let characters = CGFloat(attributedText?.length ?? 0)
        guard characters > 0 else { return .zero }
        let natural = characters * 7
        let width = min(natural, constrainedSize.width.isFinite ? constrainedSize.width : natural)
        var lines = width > 0 ? (natural / width).rounded(.up) : 1
        if maximumNumberOfLines > 0 { lines = min(lines, CGFloat(maximumNumberOfLines)) }
        return CGSize(width: width, height: min(lines * 20, constrainedSize.height))
    }
}

/// Renders attributed text into its layer (TextKit). Implements `calculateSizeThatFits`. Setting the
/// text is fine on any thread.
open class ASTextNode: ASControlNode {
    let content = TextContent()
    public var truncationAttributedText: NSAttributedString?
    public var linkAttributeNames: [String] = []
    public weak var delegate: ASTextNodeDelegate?
    public var placeholderColor: UIColor?

    public override init() {
        super.init()
        isUserInteractionEnabled = false
    }

    open var attributedText: NSAttributedString? {
        get { content.attributedText }
        set {
            content.attributedText = newValue
            invalidateCalculatedLayout()
        }
    }
    public var maximumNumberOfLines: UInt {
        get { content.maximumNumberOfLines }
        set { content.maximumNumberOfLines = newValue }
    }
    public var truncationMode: ASTextNodeTruncationMode {
        get { content.truncationMode }
        set { content.truncationMode = newValue }
    }

    open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        content.size(fitting: constrainedSize)
    }
}

/// The CoreText-based text node: a separate ASControlNode subclass when AS_ENABLE_TEXTNODE is on
/// (the default, Source/ASTextNode2.h:21-25).
open class ASTextNode2: ASControlNode {
    let content = TextContent()
    public var truncationAttributedText: NSAttributedString?
    public weak var delegate: ASTextNodeDelegate?

    public override init() {
        super.init()
        isUserInteractionEnabled = false
    }

    open var attributedText: NSAttributedString? {
        get { content.attributedText }
        set {
            content.attributedText = newValue
            invalidateCalculatedLayout()
        }
    }
    public var maximumNumberOfLines: UInt {
        get { content.maximumNumberOfLines }
        set { content.maximumNumberOfLines = newValue }
    }
    public var truncationMode: ASTextNodeTruncationMode {
        get { content.truncationMode }
        set { content.truncationMode = newValue }
    }

    open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        content.size(fitting: constrainedSize)
    }
}
