/// UIKit methods by Swift base name, where rules need UIKit's own contract for them.
public enum UIKitMethods {
    /// UIViewController hooks whose documentation asks an override to call super (UIKit/UIViewController.h:
    /// `viewWillLayoutSubviews`, `viewDidLayoutSubviews`, `viewWillAppear:`, `viewDidDisappear:`,
    /// `didMoveToParentViewController:`; `traitCollectionDidChange:` from UITraitCollection.h's
    /// UITraitEnvironment).
    public static let viewControllerHooksRequiringSuper: Set<String> = [
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewWillAppear", "viewDidDisappear",
        "traitCollectionDidChange", "didMove",
    ]

    /// Calls that add to a view's hierarchy or input once and for all: UIView's `addSubview:` and
    /// `addGestureRecognizer:` (UIKit/UIView.h).
    public static let viewSetUp: Set<String> = ["addSubview", "addGestureRecognizer"]
}
