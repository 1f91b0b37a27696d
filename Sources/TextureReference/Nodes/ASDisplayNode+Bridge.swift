import Foundation

/// The node-side copy of the view/layer properties Texture bridges
/// (Source/Private/ASDisplayNode+UIViewBridge.mm): the pending state before load, the mirror after.
struct BridgedValues {
    var frame = CGRect.zero
    var boundsOrigin = CGPoint.zero
    var alpha: CGFloat = 1
    var isHidden = false
    var backgroundColor: UIColor?
    var clipsToBounds = false
    var contentMode: UIView.ContentMode = .scaleToFill
    var isUserInteractionEnabled = true
    var isExclusiveTouch = false
    var isOpaque = true
    var tintColor: UIColor?
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var borderColor: CGColor?
    var shadowColor: CGColor?
    var shadowOpacity: CGFloat = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var zPosition: CGFloat = 0
    var autoresizingMask: UIViewAutoresizing = []
    var accessibilityIdentifier: String?
    var accessibilityLabel: String?
    var isAccessibilityElement = false

    /// Writes one property to the view (or, layer-backed, the layer) without Main Thread Checker
    /// reports: this is the model flushing state on the thread Texture would use.
    static func apply(_ keyPath: PartialKeyPath<BridgedValues>, of values: BridgedValues, to view: UIView?,
                      layer: CALayer) {
        switch keyPath {
        case \BridgedValues.frame, \BridgedValues.boundsOrigin:
            if let view { view.setFrameUnchecked(values.frame) } else { layer.frame = values.frame }
        case \BridgedValues.alpha:
            if let view { view.$alpha.value = values.alpha } else { layer.opacity = Float(values.alpha) }
        case \BridgedValues.isHidden:
            if let view { view.$isHidden.value = values.isHidden } else { layer.isHidden = values.isHidden }
        case \BridgedValues.backgroundColor:
            if let view { view.$backgroundColor.value = values.backgroundColor }
            layer.backgroundColor = values.backgroundColor?.cgColor
        case \BridgedValues.clipsToBounds:
            if let view { view.$clipsToBounds.value = values.clipsToBounds }
            layer.masksToBounds = values.clipsToBounds
        case \BridgedValues.contentMode: view?.$contentMode.value = values.contentMode
        case \BridgedValues.isUserInteractionEnabled: view?.$isUserInteractionEnabled.value = values.isUserInteractionEnabled
        case \BridgedValues.isExclusiveTouch: view?.$isExclusiveTouch.value = values.isExclusiveTouch
        case \BridgedValues.isOpaque:
            if let view { view.$isOpaque.value = values.isOpaque }
            layer.isOpaque = values.isOpaque
        case \BridgedValues.tintColor: view?.$tintColor.value = values.tintColor
        case \BridgedValues.cornerRadius: layer.cornerRadius = values.cornerRadius
        case \BridgedValues.borderWidth: layer.borderWidth = values.borderWidth
        case \BridgedValues.borderColor: layer.borderColor = values.borderColor
        case \BridgedValues.shadowColor: layer.shadowColor = values.shadowColor
        case \BridgedValues.shadowOpacity: layer.shadowOpacity = Float(values.shadowOpacity)
        case \BridgedValues.shadowOffset: layer.shadowOffset = values.shadowOffset
        case \BridgedValues.shadowRadius: layer.shadowRadius = values.shadowRadius
        case \BridgedValues.zPosition: layer.zPosition = values.zPosition
        case \BridgedValues.autoresizingMask: view?.$autoresizingMask.value = values.autoresizingMask
        case \BridgedValues.accessibilityIdentifier: view?.$accessibilityIdentifier.value = values.accessibilityIdentifier
        case \BridgedValues.accessibilityLabel: view?.$accessibilityLabel.value = values.accessibilityLabel
        case \BridgedValues.isAccessibilityElement: view?.$isAccessibilityElement.value = values.isAccessibilityElement
        default: break
        }
    }

    static let allKeyPaths: [PartialKeyPath<BridgedValues>] = [
        \.frame, \.alpha, \.isHidden, \.backgroundColor, \.clipsToBounds, \.contentMode,
        \.isUserInteractionEnabled, \.isExclusiveTouch, \.isOpaque, \.tintColor, \.cornerRadius, \.borderWidth,
        \.borderColor, \.shadowColor, \.shadowOpacity, \.shadowOffset, \.shadowRadius, \.zPosition,
        \.autoresizingMask, \.accessibilityIdentifier, \.accessibilityLabel, \.isAccessibilityElement,
    ]

    /// Applies everything (at load).
    static func applyAll(_ values: BridgedValues, to view: UIView?, layer: CALayer) {
        for keyPath in allKeyPaths { apply(keyPath, of: values, to: view, layer: layer) }
    }

    /// Reads the current values back from a loaded view/layer (main thread: the view is the truth).
    static func read(from view: UIView?, layer: CALayer, into values: inout BridgedValues) {
        if let view {
            values.frame = view.frameUnchecked
            values.boundsOrigin = view.boundsUnchecked.origin
            values.alpha = view.$alpha.value
            values.isHidden = view.$isHidden.value
            values.backgroundColor = view.$backgroundColor.value
            values.clipsToBounds = view.$clipsToBounds.value
            values.contentMode = view.$contentMode.value
            values.isUserInteractionEnabled = view.$isUserInteractionEnabled.value
            values.isExclusiveTouch = view.$isExclusiveTouch.value
            values.isOpaque = view.$isOpaque.value
            values.tintColor = view.$tintColor.value
            values.autoresizingMask = view.$autoresizingMask.value
            values.accessibilityIdentifier = view.$accessibilityIdentifier.value
            values.accessibilityLabel = view.$accessibilityLabel.value
            values.isAccessibilityElement = view.$isAccessibilityElement.value
        } else {
            values.frame = layer.frame
            values.alpha = CGFloat(layer.opacity)
            values.isHidden = layer.isHidden
        }
        values.cornerRadius = layer.cornerRadius
        values.borderWidth = layer.borderWidth
        values.borderColor = layer.borderColor
        values.shadowColor = layer.shadowColor
        values.shadowOpacity = CGFloat(layer.shadowOpacity)
        values.shadowOffset = layer.shadowOffset
        values.shadowRadius = layer.shadowRadius
        values.zPosition = layer.zPosition
    }
}

extension ASDisplayNode {
    /// A bridged read: any thread before load; after load, off main asserts thread affinity
    /// (`_bridge_prologue_read`, UIViewBridge.mm:36-37).
    func bridgedRead<T>(_ name: String, _ keyPath: KeyPath<BridgedValues, T>) -> T {
        let snapshot = state.value
        let loaded = snapshot.view != nil || snapshot.layer != nil
        if loaded, !isMainThread(), ThreadState.current.internalUIKitAccess == 0 {
            ThreadChecks.report(.bridgedRead(property: name))
        }
        if loaded, isMainThread(), let layer = snapshot.layer {
            return state.modify { current -> T in
                BridgedValues.read(from: current.view, layer: layer, into: &current.bridged)
                return current.bridged[keyPath: keyPath]
            }
        }
        return snapshot.bridged[keyPath: keyPath]
    }

    /// A bridged write never asserts: before load it is pending state; after load it goes to the
    /// view on main, or is queued and flushed on main (ASPendingStateController).
    func bridgedWrite<T>(_ keyPath: WritableKeyPath<BridgedValues, T>, _ value: T) {
        let (view, layer) = state.modify { current -> (UIView?, CALayer?) in
            current.bridged[keyPath: keyPath] = value
            return (current.view, current.layer)
        }
        guard let layer else { return }
        if isMainThread() {
            BridgedValues.apply(keyPath, of: state.value.bridged, to: view, layer: layer)
        } else {
            MainQueue.async { [weak self] in
                guard let self else { return }
                BridgedValues.apply(keyPath, of: self.state.value.bridged, to: view, layer: layer)
            }
        }
    }

    /// The model's own frame writes (layout passes): same path, no checks.
    func setFrameFromLayout(_ frame: CGRect) {
        asModelInternal { bridgedWrite(\.frame, frame) }
    }

    func frameForModel() -> CGRect { asModelInternal { bridgedRead("frame", \.frame) } }
    func boundsForModel() -> CGRect {
        asModelInternal { CGRect(origin: bridgedRead("bounds", \.boundsOrigin), size: bridgedRead("bounds", \.frame).size) }
    }

    // MARK: Geometry

    public var frame: CGRect {
        get { bridgedRead("frame", \.frame) }
        set {
            bridgedWrite(\.frame, newValue)
        }
    }

    public var bounds: CGRect {
        get {
            let origin = bridgedRead("bounds", \.boundsOrigin)
            return CGRect(origin: origin, size: asModelInternal { bridgedRead("bounds", \.frame) }.size)
        }
        set {
            let frame = state.value.bridged.frame
            bridgedWrite(\.boundsOrigin, newValue.origin)
            bridgedWrite(\.frame, CGRect(x: frame.midX - newValue.width / 2, y: frame.midY - newValue.height / 2,
                                         width: newValue.width, height: newValue.height))
        }
    }

    public var position: CGPoint {
        get {
            let frame = bridgedRead("position", \.frame)
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set {
            let frame = state.value.bridged.frame
            bridgedWrite(\.frame, CGRect(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2,
                                         width: frame.width, height: frame.height))
        }
    }

    // MARK: Appearance

    public var alpha: CGFloat {
        get { bridgedRead("alpha", \.alpha) }
        set { bridgedWrite(\.alpha, newValue) }
    }
    public var isHidden: Bool {
        get { bridgedRead("isHidden", \.isHidden) }
        set { bridgedWrite(\.isHidden, newValue) }
    }
    public var backgroundColor: UIColor? {
        get { bridgedRead("backgroundColor", \.backgroundColor) }
        set { bridgedWrite(\.backgroundColor, newValue) }
    }
    public var clipsToBounds: Bool {
        get { bridgedRead("clipsToBounds", \.clipsToBounds) }
        set { bridgedWrite(\.clipsToBounds, newValue) }
    }
    public var contentMode: UIView.ContentMode {
        get { bridgedRead("contentMode", \.contentMode) }
        set { bridgedWrite(\.contentMode, newValue) }
    }
    public var isOpaque: Bool {
        get { bridgedRead("isOpaque", \.isOpaque) }
        set { bridgedWrite(\.isOpaque, newValue) }
    }
    public var tintColor: UIColor? {
        get { bridgedRead("tintColor", \.tintColor) }
        set { bridgedWrite(\.tintColor, newValue) }
    }
    public var cornerRadius: CGFloat {
        get { bridgedRead("cornerRadius", \.cornerRadius) }
        set { bridgedWrite(\.cornerRadius, newValue) }
    }
    public var borderWidth: CGFloat {
        get { bridgedRead("borderWidth", \.borderWidth) }
        set { bridgedWrite(\.borderWidth, newValue) }
    }
    public var borderColor: CGColor? {
        get { bridgedRead("borderColor", \.borderColor) }
        set { bridgedWrite(\.borderColor, newValue) }
    }
    public var shadowColor: CGColor? {
        get { bridgedRead("shadowColor", \.shadowColor) }
        set { bridgedWrite(\.shadowColor, newValue) }
    }
    public var shadowOpacity: CGFloat {
        get { bridgedRead("shadowOpacity", \.shadowOpacity) }
        set { bridgedWrite(\.shadowOpacity, newValue) }
    }
    public var shadowOffset: CGSize {
        get { bridgedRead("shadowOffset", \.shadowOffset) }
        set { bridgedWrite(\.shadowOffset, newValue) }
    }
    public var shadowRadius: CGFloat {
        get { bridgedRead("shadowRadius", \.shadowRadius) }
        set { bridgedWrite(\.shadowRadius, newValue) }
    }
    public var zPosition: CGFloat {
        get { bridgedRead("zPosition", \.zPosition) }
        set { bridgedWrite(\.zPosition, newValue) }
    }

    // MARK: Interaction and accessibility

    public var isUserInteractionEnabled: Bool {
        get { bridgedRead("isUserInteractionEnabled", \.isUserInteractionEnabled) }
        set { bridgedWrite(\.isUserInteractionEnabled, newValue) }
    }
    public var isExclusiveTouch: Bool {
        get { bridgedRead("isExclusiveTouch", \.isExclusiveTouch) }
        set { bridgedWrite(\.isExclusiveTouch, newValue) }
    }
    /// "Danger: this property is undefined on layer-backed nodes." (UIViewBridge.mm:698-708)
    public var autoresizingMask: UIViewAutoresizing {
        get {
            assertNotLayerBacked("autoresizingMask")
            return bridgedRead("autoresizingMask", \.autoresizingMask)
        }
        set {
            assertNotLayerBacked("autoresizingMask")
            bridgedWrite(\.autoresizingMask, newValue)
        }
    }
    public var accessibilityIdentifier: String? {
        get { bridgedRead("accessibilityIdentifier", \.accessibilityIdentifier) }
        set { bridgedWrite(\.accessibilityIdentifier, newValue) }
    }
    public var accessibilityLabel: String? {
        get { bridgedRead("accessibilityLabel", \.accessibilityLabel) }
        set { bridgedWrite(\.accessibilityLabel, newValue) }
    }
    public var isAccessibilityElement: Bool {
        get { bridgedRead("isAccessibilityElement", \.isAccessibilityElement) }
        set { bridgedWrite(\.isAccessibilityElement, newValue) }
    }

    private func assertNotLayerBacked(_ property: String) {
        guard state.value.isLayerBacked, ThreadState.current.internalUIKitAccess == 0 else { return }
        Report.violationHere(RuleID.layerBackedViewAccess,
                             "Danger: this property is undefined on layer-backed nodes. (\(property))",
                             evidence: .textureAssertion)
    }
}
