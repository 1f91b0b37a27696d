import Foundation

/// Gesture recognizers are UIKit objects: creating and configuring them is main-thread-only.
open class UIGestureRecognizer: NSObject, UIKitObject {
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }

    @MainThreadOnly("UIGestureRecognizer.isEnabled") open var isEnabled = true
    @MainThreadOnly("UIGestureRecognizer.cancelsTouchesInView") open var cancelsTouchesInView = true
    @MainThreadOnly("UIGestureRecognizer.state") open var state: State = .possible
    @MainThreadOnly("UIGestureRecognizer.delegate") open var delegate: AnyObject? = nil
    private var targets: [(AnyObject, Selector)] = []
    weak var attachedView: UIView?
    let createdOffMainThread = !isMainThread()

    public init(target: Any?, action: Selector?) {
        super.init()
        UIKitCreation.checkMainThread(self, api: "\(type(of: self)).init(target:action:)", gesture: true)
        if let target = target as AnyObject?, let action { targets.append((target, action)) }
    }

    public override convenience init() { self.init(target: nil, action: nil) }

    public var view: UIView? {
        ThreadChecks.mainThreadOnly("UIGestureRecognizer.view", of: self)
        return attachedView
    }

    open func addTarget(_ target: Any, action: Selector) {
        ThreadChecks.mainThreadOnly("UIGestureRecognizer.addTarget(_:action:)", of: self, gesture: true)
        targets.append((target as AnyObject, action))
    }

    open func location(in view: UIView?) -> CGPoint {
        ThreadChecks.mainThreadOnly("UIGestureRecognizer.location(in:)", of: self)
        return .zero
    }
}

open class UITapGestureRecognizer: UIGestureRecognizer {
    @MainThreadOnly("UITapGestureRecognizer.numberOfTapsRequired") open var numberOfTapsRequired = 1
    @MainThreadOnly("UITapGestureRecognizer.numberOfTouchesRequired") open var numberOfTouchesRequired = 1
}

open class UIPanGestureRecognizer: UIGestureRecognizer {
    @MainThreadOnly("UIPanGestureRecognizer.maximumNumberOfTouches") open var maximumNumberOfTouches = Int.max
    open func translation(in view: UIView?) -> CGPoint {
        ThreadChecks.mainThreadOnly("UIPanGestureRecognizer.translation(in:)", of: self)
        return .zero
    }
    open func velocity(in view: UIView?) -> CGPoint {
        ThreadChecks.mainThreadOnly("UIPanGestureRecognizer.velocity(in:)", of: self)
        return .zero
    }
}

open class UILongPressGestureRecognizer: UIGestureRecognizer {
    @MainThreadOnly("UILongPressGestureRecognizer.minimumPressDuration")
    open var minimumPressDuration: TimeInterval = 0.5
}

open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1), left = Direction(rawValue: 2)
        public static let up = Direction(rawValue: 4), down = Direction(rawValue: 8)
    }
    @MainThreadOnly("UISwipeGestureRecognizer.direction") open var direction: Direction = .right
}

open class UIPinchGestureRecognizer: UIGestureRecognizer {
    @MainThreadOnly("UIPinchGestureRecognizer.scale") open var scale: CGFloat = 1
}

open class UIRotationGestureRecognizer: UIGestureRecognizer {
    @MainThreadOnly("UIRotationGestureRecognizer.rotation") open var rotation: CGFloat = 0
}
