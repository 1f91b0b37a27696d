/// The bits of UIKit (and MapKit/WebKit/AVKit) the rules classify
/// (docs/texture-facts.md#uikit-off-the-main-thread). Main-thread-only views and controllers, main-only singletons, and the value types
/// that are safe on any thread.
public enum UIKitClasses {
    /// Views: creating or touching one is main-thread-only. Superclass given so project subclasses of
    /// any of them resolve through the graph.
    public static let viewSuperclass: [String: String] = [
        "UIView": "UIResponder",
        "UILabel": "UIView",
        "UIControl": "UIView",
        "UIButton": "UIControl",
        "UISwitch": "UIControl",
        "UISlider": "UIControl",
        "UISegmentedControl": "UIControl",
        "UIStepper": "UIControl",
        "UIPageControl": "UIControl",
        "UIDatePicker": "UIControl",
        "UITextField": "UIControl",
        "UIRefreshControl": "UIControl",
        "UIImageView": "UIView",
        "UIScrollView": "UIView",
        "UITableView": "UIScrollView",
        "UICollectionView": "UIScrollView",
        "UITextView": "UIScrollView",
        "UIActivityIndicatorView": "UIView",
        "UIProgressView": "UIView",
        "UIStackView": "UIView",
        "UIVisualEffectView": "UIView",
        "UIPickerView": "UIView",
        "UISearchBar": "UIView",
        "UIToolbar": "UIView",
        "UINavigationBar": "UIView",
        "UITabBar": "UIView",
        "UIWindow": "UIView",
        "UITableViewCell": "UIView",
        "UICollectionReusableView": "UIView",
        "UICollectionViewCell": "UICollectionReusableView",
        "UITableViewHeaderFooterView": "UIView",
        "MKMapView": "UIView",
        "WKWebView": "UIView",
        "ASCollectionView": "UICollectionView",
        "ASTableView": "UITableView",
        "_ASDisplayView": "UIView",
    ]

    /// View controllers: main-thread-only to create and to use.
    public static let viewControllerSuperclass: [String: String] = [
        "UIViewController": "UIResponder",
        "UINavigationController": "UIViewController",
        "UITabBarController": "UIViewController",
        "UITableViewController": "UIViewController",
        "UICollectionViewController": "UIViewController",
        "UIPageViewController": "UIViewController",
        "UISplitViewController": "UIViewController",
        "UIAlertController": "UIViewController",
        "UIActivityViewController": "UIViewController",
        "UIImagePickerController": "UINavigationController",
        "UISearchController": "UIViewController",
        "SFSafariViewController": "UIViewController",
        "AVPlayerViewController": "UIViewController",
    ]

    /// Main-only singletons and the members that reach them, with their Objective-C spellings:
    /// `UIScreen.main`, `[UIScreen mainScreen]`, `UIApplication.shared`, `UIDevice.current`.
    public static let mainOnlySingletons: [String: Set<String>] = [
        "UIScreen": ["main", "mainScreen", "screens"],
        "UIApplication": ["shared", "sharedApplication"],
        "UIDevice": ["current", "currentDevice"],
    ]

    /// Layer classes: not views, but Core Animation objects the node creates lazily. Constructing one is
    /// not a `.layer` access.
    public static let layerSuperclass: [String: String] = [
        "CALayer": "NSObject",
        "CAShapeLayer": "CALayer",
        "CAGradientLayer": "CALayer",
        "CATextLayer": "CALayer",
        "CAReplicatorLayer": "CALayer",
        "CAEmitterLayer": "CALayer",
        "AVPlayerLayer": "CALayer",
        "_ASDisplayLayer": "CALayer",
    ]

    /// Types that are safe to create and use on any thread (values or immutable objects). Listed so that
    /// a `UI` prefix alone never makes something main-only.
    public static let threadSafe: Set<String> = [
        "UIColor", "UIFont", "UIFontDescriptor", "UIImage", "UIEdgeInsets", "UIOffset", "UIBezierPath",
        "UIGraphicsImageRenderer", "UIGraphicsImageRendererFormat", "UIImageConfiguration",
        "UIImageSymbolConfiguration", "UIAccessibilityTraits", "UIRectCorner", "UIEdgeInsetsMake",
        "UIColorFromRGB", "NSAttributedString", "NSMutableAttributedString", "NSParagraphStyle",
        "NSMutableParagraphStyle", "NSShadow", "NSTextAttachment", "UIGraphicsGetCurrentContext",
        "UIGraphicsBeginImageContextWithOptions", "UIGraphicsEndImageContext",
        "UIGraphicsGetImageFromCurrentImageContext", "UIRectFill", "UIKeyboardType",
    ]

    /// Reusable UIKit cells and supplementary views (UIKit/UITableViewCell.h, UICollectionViewCell.h, which
    /// declares UICollectionReusableView too, and UITableViewHeaderFooterView.h).
    public static let reusableCells: Set<String> = [
        "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
    ]

    /// UIKit's list views (UIKit/UITableView.h, UICollectionView.h).
    public static let listViews: Set<String> = ["UITableView", "UICollectionView"]

    /// Gesture recognizer classes are `UI…GestureRecognizer` (and project subclasses of UIGestureRecognizer).
    public static func isGestureRecognizerName(_ name: String) -> Bool {
        name.hasPrefix("UI") && name.hasSuffix("GestureRecognizer")
    }
}
