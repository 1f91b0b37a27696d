import Foundation

/// Storage for a property that may be used on any thread (Core Animation layers, gesture state the
/// model keeps): no checks, just a lock so concurrent use cannot corrupt the model.
@propertyWrapper
public struct Locked<Value> {
    private let box: LockedValue<Value>
    public init(wrappedValue: Value) { box = LockedValue(wrappedValue) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}

/// Core Animation's layer. The Main Thread Checker does not cover Core Animation, so nothing here
/// is checked; what matters for Texture is *who creates* a node's layer (see `ASDisplayNode.layer`).
open class CALayer: NSObject {
    @Locked public var frame: CGRect = .zero
    @Locked public var cornerRadius: CGFloat = 0
    @Locked public var masksToBounds = false
    @Locked public var borderWidth: CGFloat = 0
    @Locked public var borderColor: CGColor?
    @Locked public var backgroundColor: CGColor?
    @Locked public var opacity: Float = 1
    @Locked public var isHidden = false
    @Locked public var isOpaque = false
    @Locked public var shadowColor: CGColor?
    @Locked public var shadowOpacity: Float = 0
    @Locked public var shadowOffset = CGSize(width: 0, height: -3)
    @Locked public var shadowRadius: CGFloat = 3
    @Locked public var shadowPath: CGPath?
    @Locked public var zPosition: CGFloat = 0
    @Locked public var contents: Any?
    @Locked public var contentsScale: CGFloat = 1
    @Locked public var mask: CALayer?
    private let treeLock = NSRecursiveLock()
    private var sublayerList: [CALayer]?
    private weak var parentLayer: CALayer?
    /// Set when the layer is the backing layer of a view.
    weak var owningView: UIView?
    /// Set when the layer belongs to a layer-backed node.
    weak var owningNode: ASDisplayNode?

    public var sublayers: [CALayer]? { treeLock.withLock { sublayerList } }
    public var superlayer: CALayer? { treeLock.withLock { parentLayer } }

    public required override init() { super.init() }

    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    public var position: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    public func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }

    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        treeLock.withLock {
            var list = sublayerList ?? []
            list.insert(layer, at: min(Int(index), list.count))
            sublayerList = list
        }
        layer.treeLock.withLock { layer.parentLayer = self }
    }

    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.treeLock.withLock { parent.sublayerList = parent.sublayerList?.filter { $0 !== self } }
        treeLock.withLock { parentLayer = nil }
    }

    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSublayers() {}
}

open class CAShapeLayer: CALayer {
    @Locked public var path: CGPath?
    @Locked public var fillColor: CGColor?
    @Locked public var strokeColor: CGColor?
    @Locked public var lineWidth: CGFloat = 1
}

open class CAGradientLayer: CALayer {
    @Locked public var colors: [Any]?
    @Locked public var startPoint = CGPoint(x: 0.5, y: 0)
    @Locked public var endPoint = CGPoint(x: 0.5, y: 1)
}
