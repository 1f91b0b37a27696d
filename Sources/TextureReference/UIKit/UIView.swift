import Foundation

public final class UITouch: NSObject {}
public final class UIEvent: NSObject {}

open class UIResponder: NSObject, UIKitObject {
    /// Views and view controllers created off the main thread: their creation was the violation (see
    /// `UIKitObject`).
    let createdOffMainThread = !isMainThread()

    open func becomeFirstResponder() -> Bool {
        ThreadChecks.mainThreadOnly("UIResponder.becomeFirstResponder()", of: self)
        return true
    }
    open func resignFirstResponder() -> Bool {
        ThreadChecks.mainThreadOnly("UIResponder.resignFirstResponder()", of: self)
        return true
    }
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

public struct UIViewAutoresizing: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleWidth = UIViewAutoresizing(rawValue: 1 << 1)
    public static let flexibleHeight = UIViewAutoresizing(rawValue: 1 << 4)
}

/// UIKit's view: every member is main-thread-only (checked like Apple's Main Thread Checker).
open class UIView: UIResponder {
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    }
    public typealias AutoresizingMask = UIViewAutoresizing

    @MainThreadOnly("UIView.backgroundColor") open var backgroundColor: UIColor? = nil
    @MainThreadOnly("UIView.alpha") open var alpha: CGFloat = 1
    @MainThreadOnly("UIView.isHidden") open var isHidden = false
    @MainThreadOnly("UIView.clipsToBounds") open var clipsToBounds = false
    @MainThreadOnly("UIView.contentMode") open var contentMode: ContentMode = .scaleToFill
    @MainThreadOnly("UIView.isUserInteractionEnabled") open var isUserInteractionEnabled = true
    @MainThreadOnly("UIView.isExclusiveTouch") open var isExclusiveTouch = false
    @MainThreadOnly("UIView.isOpaque") open var isOpaque = true
    @MainThreadOnly("UIView.tintColor") open var tintColor: UIColor? = nil
    @MainThreadOnly("UIView.tag") open var tag = 0
    @MainThreadOnly("UIView.transform") open var transform = CGAffineTransform.identity
    @MainThreadOnly("UIView.autoresizingMask") open var autoresizingMask: AutoresizingMask = []
    @MainThreadOnly("UIView.translatesAutoresizingMaskIntoConstraints")
    open var translatesAutoresizingMaskIntoConstraints = true
    @MainThreadOnly("UIView.accessibilityIdentifier") open var accessibilityIdentifier: String? = nil
    @MainThreadOnly("UIView.accessibilityLabel") open var accessibilityLabel: String? = nil
    @MainThreadOnly("UIView.isAccessibilityElement") open var isAccessibilityElement = false
    @MainThreadOnly("UIView.layoutMargins") open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    open class var layerClass: CALayer.Type { CALayer.self }

    private let backingLayer: CALayer
    private let geometry = LockedValue(CGRect.zero)
    private let boundsOrigin = LockedValue(CGPoint.zero)
    private let treeLock = NSRecursiveLock()
    private var subviewList: [UIView] = []
    private weak var parentView: UIView?
    private var recognizers: [UIGestureRecognizer] = []
    let needsLayoutFlag = LockedValue(true)
    /// The node this view belongs to (Texture's `asyncdisplaykit_node`).
    weak var owningNode: ASDisplayNode?

    public override convenience init() { self.init(frame: .zero) }

    public init(frame: CGRect) {
        backingLayer = Self.layerClass.init()
        super.init()
        UIKitCreation.checkMainThread(self, api: "\(type(of: self)).init(frame:)")
        backingLayer.owningView = self
        geometry.value = frame
        backingLayer.frame = frame
    }

    public required init?(coder: NSCoder) {
        backingLayer = Self.layerClass.init()
        super.init()
        UIKitCreation.checkMainThread(self, api: "\(type(of: self)).init(coder:)")
        backingLayer.owningView = self
    }

    // MARK: Geometry

    open var frame: CGRect {
        get {
            ThreadChecks.mainThreadOnly("UIView.frame", of: self)
            return geometry.value
        }
        set {
            ThreadChecks.mainThreadOnly("UIView.frame", of: self)
            setFrameUnchecked(newValue)
        }
    }

    open var bounds: CGRect {
        get {
            ThreadChecks.mainThreadOnly("UIView.bounds", of: self)
            return CGRect(origin: boundsOrigin.value, size: geometry.value.size)
        }
        set {
            ThreadChecks.mainThreadOnly("UIView.bounds", of: self)
            boundsOrigin.value = newValue.origin
            let old = geometry.value
            let center = CGPoint(x: old.midX, y: old.midY)
            setFrameUnchecked(CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                                     width: newValue.width, height: newValue.height))
        }
    }

    open var center: CGPoint {
        get {
            ThreadChecks.mainThreadOnly("UIView.center", of: self)
            let frame = geometry.value
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set {
            ThreadChecks.mainThreadOnly("UIView.center", of: self)
            let frame = geometry.value
            setFrameUnchecked(CGRect(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2,
                                     width: frame.width, height: frame.height))
        }
    }

    open var safeAreaInsets: UIEdgeInsets {
        ThreadChecks.mainThreadOnly("UIView.safeAreaInsets", of: self)
        return .zero
    }

    open var intrinsicContentSize: CGSize {
        ThreadChecks.mainThreadOnly("UIView.intrinsicContentSize", of: self)
        return CGSize(width: -1, height: -1)
    }

    open func sizeThatFits(_ size: CGSize) -> CGSize {
        ThreadChecks.mainThreadOnly("UIView.sizeThatFits(_:)", of: self)
        return geometry.value.size
    }

    open func sizeToFit() {
        ThreadChecks.mainThreadOnly("UIView.sizeToFit()", of: self)
    }

    /// The model's own geometry writes (layout passes, applying a node's pending state).
    func setFrameUnchecked(_ frame: CGRect) {
        let old = geometry.value
        geometry.value = frame
        backingLayer.frame = frame
        if old.size != frame.size { needsLayoutFlag.value = true }
    }
    var frameUnchecked: CGRect { geometry.value }
    var boundsUnchecked: CGRect { CGRect(origin: boundsOrigin.value, size: geometry.value.size) }

    // MARK: Layer

    public var layer: CALayer {
        ThreadChecks.mainThreadOnly("UIView.layer", of: self)
        return backingLayer
    }
    var layerUnchecked: CALayer { backingLayer }

    // MARK: Hierarchy

    public var subviews: [UIView] {
        ThreadChecks.mainThreadOnly("UIView.subviews", of: self)
        return treeLock.withLock { subviewList }
    }
    public var superview: UIView? {
        ThreadChecks.mainThreadOnly("UIView.superview", of: self)
        return treeLock.withLock { parentView }
    }
    var subviewsUnchecked: [UIView] { treeLock.withLock { subviewList } }
    var superviewUnchecked: UIView? { treeLock.withLock { parentView } }

    public var window: UIWindow? {
        ThreadChecks.mainThreadOnly("UIView.window", of: self)
        return windowUnchecked
    }
    var windowUnchecked: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superviewUnchecked
        }
        return nil
    }

    open func addSubview(_ view: UIView) {
        ThreadChecks.mainThreadOnly("UIView.addSubview(_:)", of: self)
        OneTimeSetupCheck.observe("addSubview(_:)", on: self)
        insertSubviewUnchecked(view, at: subviewsUnchecked.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        ThreadChecks.mainThreadOnly("UIView.insertSubview(_:at:)", of: self)
        insertSubviewUnchecked(view, at: index)
    }

    open func removeFromSuperview() {
        ThreadChecks.mainThreadOnly("UIView.removeFromSuperview()", of: self)
        removeFromSuperviewUnchecked()
    }

    open func bringSubviewToFront(_ view: UIView) {
        ThreadChecks.mainThreadOnly("UIView.bringSubviewToFront(_:)", of: self)
        guard view.superviewUnchecked === self else { return }
        view.removeFromSuperviewUnchecked()
        insertSubviewUnchecked(view, at: subviewsUnchecked.count)
    }

    func insertSubviewUnchecked(_ view: UIView, at index: Int) {
        view.removeFromSuperviewUnchecked()
        treeLock.withLock {
            subviewList.insert(view, at: max(0, min(index, subviewList.count)))
        }
        view.treeLock.withLock { view.parentView = self }
        backingLayer.insertSublayer(view.backingLayer, at: UInt32(max(0, index)))
    }

    func removeFromSuperviewUnchecked() {
        guard let parent = superviewUnchecked else { return }
        parent.treeLock.withLock { parent.subviewList.removeAll { $0 === self } }
        treeLock.withLock { parentView = nil }
        backingLayer.removeFromSuperlayer()
    }

    // MARK: Gestures

    public var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            ThreadChecks.mainThreadOnly("UIView.gestureRecognizers", of: self)
            return treeLock.withLock { recognizers.isEmpty ? nil : recognizers }
        }
        set {
            ThreadChecks.mainThreadOnly("UIView.gestureRecognizers", of: self)
            treeLock.withLock { recognizers = newValue ?? [] }
        }
    }

    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        ThreadChecks.mainThreadOnly("UIView.addGestureRecognizer(_:)", gesture: true)
        OneTimeSetupCheck.observe("addGestureRecognizer(_:)", on: self)
        treeLock.withLock { recognizers.append(recognizer) }
        recognizer.attachedView = self
        // _ASDisplayView reports this to its node: such a node can no longer be layer-backed.
        owningNode?.viewDidAddGestureRecognizer()
    }

    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        ThreadChecks.mainThreadOnly("UIView.removeGestureRecognizer(_:)", gesture: true)
        treeLock.withLock { recognizers.removeAll { $0 === recognizer } }
    }


    // MARK: Layout

    open func setNeedsLayout() {
        ThreadChecks.mainThreadOnly("UIView.setNeedsLayout()", of: self)
        needsLayoutFlag.value = true
    }

    open func layoutIfNeeded() {
        ThreadChecks.mainThreadOnly("UIView.layoutIfNeeded()", of: self)
        layoutIfNeededUnchecked()
    }

    open func layoutSubviews() {}

    open func setNeedsDisplay() {
        ThreadChecks.mainThreadOnly("UIView.setNeedsDisplay()", of: self)
    }

    /// UIKit's layout pass: lays out this view if it needs it, then its subviews.
    func layoutIfNeededUnchecked() {
        if needsLayoutFlag.value {
            needsLayoutFlag.value = false
            layoutSubviews()
        }
        for subview in subviewsUnchecked { subview.layoutIfNeededUnchecked() }
    }

    // MARK: Animation

    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, animations: animations, completion: nil)
    }

    /// Runs the animations at once and the completion on the next main-queue turn.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)?) {
        ThreadChecks.mainThreadOnly("UIView.animate(withDuration:animations:completion:)")
        animations()
        if let completion { MainQueue.async { completion(true) } }
    }

    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            options: AnimationOptions, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, animations: animations, completion: completion)
    }

    open class func performWithoutAnimation(_ actions: () -> Void) {
        ThreadChecks.mainThreadOnly("UIView.performWithoutAnimation(_:)")
        actions()
    }

    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut: AnimationOptions = []
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    }
}

/// A window: the root of a hierarchy on screen.
open class UIWindow: UIView {
    @MainThreadOnly("UIWindow.rootViewController") open var rootViewController: UIViewController? = nil

    open func makeKeyAndVisible() {
        ThreadChecks.mainThreadOnly("UIWindow.makeKeyAndVisible()", of: self)
    }
}
