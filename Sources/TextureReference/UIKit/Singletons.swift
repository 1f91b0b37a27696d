import Foundation

/// `UIScreen.main` and its members are main-thread-only.
public final class UIScreen: NSObject {
    private static let mainScreen = UIScreen()
    private static let simulatedBounds = LockedValue(CGRect(x: 0, y: 0, width: 390, height: 844))

    public static var main: UIScreen {
        ThreadChecks.mainThreadOnly("UIScreen.main")
        return mainScreen
    }
    public var bounds: CGRect {
        ThreadChecks.mainThreadOnly("UIScreen.bounds", of: self)
        return Self.simulatedBounds.value
    }
    public var scale: CGFloat {
        ThreadChecks.mainThreadOnly("UIScreen.scale", of: self)
        return 3
    }
    public var nativeScale: CGFloat {
        ThreadChecks.mainThreadOnly("UIScreen.nativeScale", of: self)
        return 3
    }
    /// The model's screen size (rotation swaps it).
    static var boundsUnchecked: CGRect {
        get { simulatedBounds.value }
        set { simulatedBounds.value = newValue }
    }
}

/// Texture's thread-safe screen scale (Source/ASInternalHelpers.mm).
public func ASScreenScale() -> CGFloat { 3 }

public final class UIApplication: NSObject {
    private static let sharedApplication = UIApplication()

    public static var shared: UIApplication {
        ThreadChecks.mainThreadOnly("UIApplication.shared")
        return sharedApplication
    }
    @MainThreadOnly("UIApplication.isNetworkActivityIndicatorVisible")
    public var isNetworkActivityIndicatorVisible = false
    @MainThreadOnly("UIApplication.applicationIconBadgeNumber") public var applicationIconBadgeNumber = 0

    public var keyWindow: UIWindow? {
        ThreadChecks.mainThreadOnly("UIApplication.keyWindow", of: self)
        return nil
    }
    public var windows: [UIWindow] {
        ThreadChecks.mainThreadOnly("UIApplication.windows", of: self)
        return []
    }
    public func open(_ url: URL) {
        ThreadChecks.mainThreadOnly("UIApplication.open(_:)", of: self)
    }
}

public final class UIDevice: NSObject {
    public enum Orientation: Int, Sendable { case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight }
    public enum UserInterfaceIdiom: Int, Sendable { case unspecified, phone, pad }

    public static let current = UIDevice()
    public let systemVersion = "17.0"
    public let userInterfaceIdiom: UserInterfaceIdiom = .phone

    public var orientation: Orientation {
        ThreadChecks.mainThreadOnly("UIDevice.orientation", of: self)
        return .portrait
    }
}

public final class UITraitCollection: NSObject {
    public enum SizeClass: Int, Sendable { case unspecified, compact, regular }
    public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
    public let horizontalSizeClass: SizeClass
    public let verticalSizeClass: SizeClass
    public let userInterfaceStyle: UserInterfaceStyle
    public let displayScale: CGFloat

    public init(horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular,
                userInterfaceStyle: UserInterfaceStyle = .light, displayScale: CGFloat = 3) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
    }
}
