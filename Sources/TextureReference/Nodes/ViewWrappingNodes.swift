import Foundation

public struct ASScrollDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = ASScrollDirection(rawValue: 1 << 0)
    public static let left = ASScrollDirection(rawValue: 1 << 1)
    public static let up = ASScrollDirection(rawValue: 1 << 2)
    public static let down = ASScrollDirection(rawValue: 1 << 3)
    public static let verticalDirections: ASScrollDirection = [.up, .down]
    public static let horizontalDirections: ASScrollDirection = [.left, .right]
}
public let ASScrollDirectionVerticalDirections = ASScrollDirection.verticalDirections
public let ASScrollDirectionHorizontalDirections = ASScrollDirection.horizontalDirections

open class ASScrollView: UIScrollView {
    /// Runs the scroll node's layout pass (which sets the content size).
    open override func layoutSubviews() {
        super.layoutSubviews()
        owningNode?.performLayoutPass()
    }
}

/// A node backed by a scroll view (Source/ASScrollNode.mm). With `automaticallyManagesContentSize`
/// its `layout()` sets the content size (so subclasses must call super).
open class ASScrollNode: ASDisplayNode {
    private let options = LockedValue((managesContentSize: false, directions: ASScrollDirection.verticalDirections))

    public override init() {
        super.init()
    }

    override func makeDefaultView() -> UIView { ASScrollView() }

    public override var view: ASScrollView {
        (viewForUserCode() as? ASScrollView) ?? fallbackScrollView
    }
    private var fallbackScrollView: ASScrollView { asModelInternal { ASScrollView() } }

    open override var supportsLayerBacking: Bool { false }

    public var automaticallyManagesContentSize: Bool {
        get { options.value.managesContentSize }
        set { options.modify { $0.managesContentSize = newValue } }
    }
    public var scrollableDirections: ASScrollDirection {
        get { options.value.directions }
        set { options.modify { $0.directions = newValue } }
    }

    open override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange, restrictedTo size: ASLayoutSize,
                                               relativeToParentSize parentSize: CGSize) -> ASLayout {
        var range = constrainedSize
        if automaticallyManagesContentSize {
            let directions = scrollableDirections
            if !directions.isDisjoint(with: .verticalDirections) { range.max.height = .infinity }
            if !directions.isDisjoint(with: .horizontalDirections) { range.max.width = .infinity }
        }
        let content = super.calculateLayoutThatFits(range, restrictedTo: size, relativeToParentSize: parentSize)
        contentSizeValue.value = content.size
        return ASLayout(layoutElement: self, size: constrainedSize.clamp(content.size), sublayouts: content.sublayouts)
    }

    private let contentSizeValue = LockedValue(CGSize.zero)

    open override func layout() {
        super.layout()
        if automaticallyManagesContentSize, let view = state.value.view as? UIScrollView {
            asModelInternal { view.$contentSize.value = contentSizeValue.value }
        }
    }
}

public protocol ASEditableTextNodeDelegate: AnyObject {}

/// Wraps two UITextViews created in `didLoad` (ASEditableTextNode.mm:174-200). `textView` is
/// main-thread-only and forces the view to load (ASEditableTextNode.mm:317-322).
open class ASEditableTextNode: ASDisplayNode {
    private let texts = LockedValue((text: NSAttributedString?.none, placeholder: NSAttributedString?.none))
    private let traits = LockedValue((keyboard: UIKeyboardType.default, returnKey: UIReturnKeyType.default,
                                      secure: false, autocorrection: UITextAutocorrectionType.default,
                                      autocapitalization: UITextAutocapitalizationType.sentences,
                                      returnKeyAutomatically: false))
    private let textViews = LockedValue<(UITextView, UITextView)?>(nil)
    public weak var delegate: ASEditableTextNodeDelegate?
    public var typingAttributes: [String: Any]?
    public var maximumLinesToDisplay: UInt = 0
    public var scrollEnabled = true
    public var textContainerInset: UIEdgeInsets = .zero

    public override init() {
        super.init()
    }

    open override var supportsLayerBacking: Bool { false }

    public var attributedText: NSAttributedString? {
        get { texts.value.text }
        set { texts.modify { $0.text = newValue } }
    }
    public var attributedPlaceholderText: NSAttributedString? {
        get { texts.value.placeholder }
        set { texts.modify { $0.placeholder = newValue } }
    }
    /// Text input traits are bridged on the node: any thread.
    public var keyboardType: UIKeyboardType {
        get { traits.value.keyboard }
        set { traits.modify { $0.keyboard = newValue } }
    }
    public var returnKeyType: UIReturnKeyType {
        get { traits.value.returnKey }
        set { traits.modify { $0.returnKey = newValue } }
    }
    public var isSecureTextEntry: Bool {
        get { traits.value.secure }
        set { traits.modify { $0.secure = newValue } }
    }
    public var autocorrectionType: UITextAutocorrectionType {
        get { traits.value.autocorrection }
        set { traits.modify { $0.autocorrection = newValue } }
    }
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { traits.value.autocapitalization }
        set { traits.modify { $0.autocapitalization = newValue } }
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { traits.value.returnKeyAutomatically }
        set { traits.modify { $0.returnKeyAutomatically = newValue } }
    }

    /// Main thread only; loads the node (`editable-text-view-before-load` when used in init or off main).
    public var textView: UITextView {
        noteTextViewAccess("textView")
        if !isNodeLoaded { _ = loadIfNeeded() }
        return textViews.value?.0 ?? asModelInternal { UITextView() }
    }

    public var placeholderTextView: UITextView {
        noteTextViewAccess("placeholderTextView")
        if !isNodeLoaded { _ = loadIfNeeded() }
        return textViews.value?.1 ?? asModelInternal { UITextView() }
    }

    private func noteTextViewAccess(_ property: String) {
        guard ThreadState.current.internalUIKitAccess == 0 else { return }
        if !isMainThread() {
            Report.violationHere(RuleID.editableTextViewBeforeLoad, "\(TextureMessage.mainThread) (-[ASEditableTextNode \(property)])",
                                 evidence: .textureAssertion)
            return
        }
        guard !isNodeLoaded else { return }
        let site = CallSite.capture()
        if case .nodeInit = site.context {
            Report.violation(RuleID.editableTextViewBeforeLoad,
                             "\(property) used during a node's init: it loads the node and runs didLoad inside init",
                             evidence: .observed, at: site)
        }
    }

    open override func didLoad() {
        super.didLoad()
        let current = traits.value
        let created = asModelInternal { () -> (UITextView, UITextView) in
            let editable = UITextView()
            let placeholder = UITextView()
            editable.$keyboardType.value = current.keyboard
            editable.$returnKeyType.value = current.returnKey
            editable.$autocorrectionType.value = current.autocorrection
            editable.$autocapitalizationType.value = current.autocapitalization
            editable.$enablesReturnKeyAutomatically.value = current.returnKeyAutomatically
            editable.$attributedText.value = texts.value.text
            placeholder.$attributedText.value = texts.value.placeholder
            placeholder.$isEditable.value = false
            return (editable, placeholder)
        }
        textViews.value = created
        if let view = state.value.view {
            asModelInternal {
                view.insertSubviewUnchecked(created.1, at: 0)
                view.insertSubviewUnchecked(created.0, at: 1)
            }
        }
    }

    open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        let lines = CGFloat(max(1, maximumLinesToDisplay))
        return CGSize(width: constrainedSize.width.isFinite ? constrainedSize.width : 200, height: lines * 20 + 16)
    }
}
