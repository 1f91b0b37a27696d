import Foundation

open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    @MainThreadOnly("UIControl.isEnabled") open var isEnabled = true
    @MainThreadOnly("UIControl.isSelected") open var isSelected = false
    @MainThreadOnly("UIControl.isHighlighted") open var isHighlighted = false

    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        ThreadChecks.mainThreadOnly("UIControl.addTarget(_:action:for:)", of: self)
        OneTimeSetupCheck.observe("addTarget(_:action:for:)", on: self)
    }

    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        ThreadChecks.mainThreadOnly("UIControl.removeTarget(_:action:for:)", of: self)
    }

}

open class UILabel: UIView {
    @MainThreadOnly("UILabel.text") open var text: String? = nil
    @MainThreadOnly("UILabel.attributedText") open var attributedText: NSAttributedString? = nil
    @MainThreadOnly("UILabel.font") open var font: UIFont? = UIFont.systemFont(ofSize: 17)
    @MainThreadOnly("UILabel.textColor") open var textColor: UIColor? = .black
    @MainThreadOnly("UILabel.textAlignment") open var textAlignment: NSTextAlignment = .natural
    @MainThreadOnly("UILabel.numberOfLines") open var numberOfLines = 1
    @MainThreadOnly("UILabel.lineBreakMode") open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    @MainThreadOnly("UILabel.adjustsFontSizeToFitWidth") open var adjustsFontSizeToFitWidth = false
}

open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, contactAdd, close }

    @MainThreadOnly("UIButton.contentEdgeInsets") open var contentEdgeInsets: UIEdgeInsets = .zero
    private let label = LockedValue<UILabel?>(nil)
    private let titles = LockedValue<[UInt: String]>([:])

    public convenience init(type: ButtonType) { self.init(frame: .zero) }

    public var titleLabel: UILabel? {
        ThreadChecks.mainThreadOnly("UIButton.titleLabel", of: self)
        if let existing = label.value { return existing }
        let created = UILabel()
        label.value = created
        return created
    }
    open func setTitle(_ title: String?, for state: State) {
        ThreadChecks.mainThreadOnly("UIButton.setTitle(_:for:)", of: self)
        titles.modify { $0[state.rawValue] = title }
    }
    open func title(for state: State) -> String? {
        ThreadChecks.mainThreadOnly("UIButton.title(for:)", of: self)
        return titles.value[state.rawValue]
    }
    open func setTitleColor(_ color: UIColor?, for state: State) {
        ThreadChecks.mainThreadOnly("UIButton.setTitleColor(_:for:)", of: self)
    }
    open func setImage(_ image: UIImage?, for state: State) {
        ThreadChecks.mainThreadOnly("UIButton.setImage(_:for:)", of: self)
    }
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        ThreadChecks.mainThreadOnly("UIButton.setBackgroundImage(_:for:)", of: self)
    }
}

open class UIImageView: UIView {
    @MainThreadOnly("UIImageView.image") open var image: UIImage? = nil
    @MainThreadOnly("UIImageView.highlightedImage") open var highlightedImage: UIImage? = nil

    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }
}

open class UISwitch: UIControl {
    @MainThreadOnly("UISwitch.isOn") open var isOn = false
    @MainThreadOnly("UISwitch.onTintColor") open var onTintColor: UIColor? = nil

    open func setOn(_ on: Bool, animated: Bool) {
        ThreadChecks.mainThreadOnly("UISwitch.setOn(_:animated:)", of: self)
        $isOn.value = on
    }
}

open class UISlider: UIControl {
    @MainThreadOnly("UISlider.value") open var value: Float = 0
    @MainThreadOnly("UISlider.minimumValue") open var minimumValue: Float = 0
    @MainThreadOnly("UISlider.maximumValue") open var maximumValue: Float = 1
    @MainThreadOnly("UISlider.minimumTrackTintColor") open var minimumTrackTintColor: UIColor? = nil
    @MainThreadOnly("UISlider.maximumTrackTintColor") open var maximumTrackTintColor: UIColor? = nil

    open func setValue(_ value: Float, animated: Bool) {
        ThreadChecks.mainThreadOnly("UISlider.setValue(_:animated:)", of: self)
        $value.value = value
    }
}

open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable { case medium, large, whiteLarge, white, gray }

    @MainThreadOnly("UIActivityIndicatorView.hidesWhenStopped") open var hidesWhenStopped = true
    @MainThreadOnly("UIActivityIndicatorView.color") open var color: UIColor? = nil
    @MainThreadOnly("UIActivityIndicatorView.style") open var style: Style = .medium
    private let animating = LockedValue(false)

    public convenience init(style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        $style.value = style
    }
    open func startAnimating() {
        ThreadChecks.mainThreadOnly("UIActivityIndicatorView.startAnimating()", of: self)
        animating.value = true
    }
    open func stopAnimating() {
        ThreadChecks.mainThreadOnly("UIActivityIndicatorView.stopAnimating()", of: self)
        animating.value = false
    }
    open var isAnimating: Bool {
        ThreadChecks.mainThreadOnly("UIActivityIndicatorView.isAnimating", of: self)
        return animating.value
    }
}

public enum UIKeyboardType: Int, Sendable { case `default`, asciiCapable, numberPad, phonePad, emailAddress, URL, decimalPad }
public enum UIReturnKeyType: Int, Sendable { case `default`, go, next, search, send, done }
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

public protocol UITextFieldDelegate: AnyObject {}
public protocol UITextViewDelegate: AnyObject {}

open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }

    @MainThreadOnly("UITextField.text") open var text: String? = nil
    @MainThreadOnly("UITextField.placeholder") open var placeholder: String? = nil
    @MainThreadOnly("UITextField.font") open var font: UIFont? = nil
    @MainThreadOnly("UITextField.textColor") open var textColor: UIColor? = nil
    @MainThreadOnly("UITextField.keyboardType") open var keyboardType: UIKeyboardType = .default
    @MainThreadOnly("UITextField.returnKeyType") open var returnKeyType: UIReturnKeyType = .default
    @MainThreadOnly("UITextField.isSecureTextEntry") open var isSecureTextEntry = false
    @MainThreadOnly("UITextField.borderStyle") open var borderStyle: BorderStyle = .none
    @MainThreadOnlyWeak("UITextField.delegate") open var delegate: UITextFieldDelegate?
}

open class UITextView: UIScrollView {
    @MainThreadOnly("UITextView.text") open var text: String? = ""
    @MainThreadOnly("UITextView.attributedText") open var attributedText: NSAttributedString? = nil
    @MainThreadOnly("UITextView.font") open var font: UIFont? = nil
    @MainThreadOnly("UITextView.textColor") open var textColor: UIColor? = nil
    @MainThreadOnly("UITextView.isEditable") open var isEditable = true
    @MainThreadOnly("UITextView.keyboardType") open var keyboardType: UIKeyboardType = .default
    @MainThreadOnly("UITextView.returnKeyType") open var returnKeyType: UIReturnKeyType = .default
    @MainThreadOnly("UITextView.autocorrectionType") open var autocorrectionType: UITextAutocorrectionType = .default
    @MainThreadOnly("UITextView.autocapitalizationType")
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    @MainThreadOnly("UITextView.enablesReturnKeyAutomatically") open var enablesReturnKeyAutomatically = false
    @MainThreadOnly("UITextView.inputAccessoryView") open var inputAccessoryView: UIView? = nil
    @MainThreadOnly("UITextView.textContainerInset") open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    @MainThreadOnlyWeak("UITextView.delegate") open var textViewDelegate: UITextViewDelegate?
}

open class UIStackView: UIView {
    public enum Axis: Int, Sendable { case horizontal, vertical }
    @MainThreadOnly("UIStackView.axis") open var axis: Axis = .horizontal
    @MainThreadOnly("UIStackView.spacing") open var spacing: CGFloat = 0

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { insertSubviewUnchecked(view, at: subviewsUnchecked.count) }
    }
    open func addArrangedSubview(_ view: UIView) {
        ThreadChecks.mainThreadOnly("UIStackView.addArrangedSubview(_:)", of: self)
        insertSubviewUnchecked(view, at: subviewsUnchecked.count)
    }
}

public final class UIBlurEffect: NSObject {
    public enum Style: Int, Sendable { case light, dark, regular, prominent, systemMaterial }
    public init(style: Style) {}
}

open class UIVisualEffectView: UIView {
    public convenience init(effect: UIBlurEffect?) { self.init(frame: .zero) }
    public var contentView: UIView {
        ThreadChecks.mainThreadOnly("UIVisualEffectView.contentView", of: self)
        return self
    }
}

open class UIRefreshControl: UIControl {
    open func beginRefreshing() { ThreadChecks.mainThreadOnly("UIRefreshControl.beginRefreshing()", of: self) }
    open func endRefreshing() { ThreadChecks.mainThreadOnly("UIRefreshControl.endRefreshing()", of: self) }
}
