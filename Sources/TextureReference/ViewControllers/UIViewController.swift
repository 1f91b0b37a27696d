import Foundation

public final class UINavigationItem: NSObject {
    @MainThreadOnly("UINavigationItem.title") public var title: String? = nil
}

/// UIKit's view controller: created, loaded and driven on the main thread.
open class UIViewController: UIResponder {
    @MainThreadOnly("UIViewController.title") open var title: String? = nil
    @MainThreadOnly("UIViewController.additionalSafeAreaInsets") open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    public let navigationItem = UINavigationItem()
    let superCalls = SuperCallTracker()
    private let loadedView = LockedValue<UIView?>(nil)
    private let childList = LockedValue<[UIViewController]>([])
    weak var parentController: UIViewController?

    public init(nibName: String?, bundle: Bundle?) {
        super.init()
        Self.checkCreationThread(self)
    }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    public required init?(coder: NSCoder) {
        super.init()
        Self.checkCreationThread(self)
    }

    /// `vc-created-off-main`: a Texture view controller must be created on main; reported at the line that constructs
    /// it. A plain UIKit view controller created off main is UIKit work like a view's creation, whose
    /// rule depends on where it happens (`uikit-in-init` in a node's init ...).
    private static func checkCreationThread(_ controller: UIViewController) {
        guard !isMainThread(), ThreadState.current.internalUIKitAccess == 0 else { return }
        guard controller is ASDKViewControllerMarker else {
            UIKitCreation.checkMainThread(controller, api: "\(type(of: controller)).init")
            return
        }
        let site = CallSite.capture()
        Report.violation(RuleID.vcCreatedOffMain,
                         "Main Thread Checker: UI API called on a background thread: \(type(of: controller)).init",
                         evidence: .mainThreadChecker,
                         at: site.relocated(to: site.stack.constructionLocation(of: type(of: controller)) ?? site.location))
    }

    // MARK: View

    open var view: UIView! {
        get {
            ThreadChecks.mainThreadOnly("UIViewController.view", of: self)
            if loadedView.value == nil { noteEarlyViewLoad("view") }
            return viewLoadingIfNeeded()
        }
        set {
            ThreadChecks.mainThreadOnly("UIViewController.view", of: self)
            loadedView.value = newValue
        }
    }

    /// The view if it is loaded; never loads it.
    public var viewIfLoaded: UIView? {
        ThreadChecks.mainThreadOnly("UIViewController.viewIfLoaded", of: self)
        return loadedView.value
    }

    public var isViewLoaded: Bool {
        ThreadChecks.mainThreadOnly("UIViewController.isViewLoaded", of: self)
        return loadedView.value != nil
    }

    public func loadViewIfNeeded() {
        ThreadChecks.mainThreadOnly("UIViewController.loadViewIfNeeded()", of: self)
        if loadedView.value == nil { noteEarlyViewLoad("loadViewIfNeeded()") }
        _ = viewLoadingIfNeeded()
    }

    /// UIKit's default: a plain view the size of the screen.
    open func loadView() {
        superCalls.markReached("loadView")
        loadedView.value = asModelInternal { UIView(frame: UIScreen.boundsUnchecked) }
    }

    open func viewDidLoad() { superCalls.markReached("viewDidLoad") }
    open func viewWillAppear(_ animated: Bool) { superCalls.markReached("viewWillAppear") }
    open func viewDidAppear(_ animated: Bool) { superCalls.markReached("viewDidAppear") }
    open func viewWillDisappear(_ animated: Bool) { superCalls.markReached("viewWillDisappear") }
    open func viewDidDisappear(_ animated: Bool) { superCalls.markReached("viewDidDisappear") }
    open func viewWillLayoutSubviews() { superCalls.markReached("viewWillLayoutSubviews") }
    open func viewDidLayoutSubviews() { superCalls.markReached("viewDidLayoutSubviews") }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        superCalls.markReached("traitCollectionDidChange")
    }
    open func didMove(toParent parent: UIViewController?) { superCalls.markReached("didMove") }
    open func willMove(toParent parent: UIViewController?) {}

    public var traitCollection: UITraitCollection {
        ThreadChecks.mainThreadOnly("UIViewController.traitCollection", of: self)
        return UITraitCollection()
    }

    // MARK: Containment

    public var children: [UIViewController] {
        ThreadChecks.mainThreadOnly("UIViewController.children", of: self)
        return childList.value
    }
    public var parent: UIViewController? {
        ThreadChecks.mainThreadOnly("UIViewController.parent", of: self)
        return parentController
    }
    public var navigationController: UINavigationController? {
        ThreadChecks.mainThreadOnly("UIViewController.navigationController", of: self)
        var current = parentController
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parentController
        }
        return nil
    }
    open func addChild(_ child: UIViewController) {
        ThreadChecks.mainThreadOnly("UIViewController.addChild(_:)", of: self)
        childList.modify { $0.append(child) }
        child.parentController = self
    }
    open func removeFromParent() {
        ThreadChecks.mainThreadOnly("UIViewController.removeFromParent()", of: self)
        parentController?.childList.modify { $0.removeAll { $0 === self } }
        parentController = nil
    }
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        ThreadChecks.mainThreadOnly("UIViewController.present(_:animated:completion:)", of: self)
        completion?()
    }
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        ThreadChecks.mainThreadOnly("UIViewController.dismiss(animated:completion:)", of: self)
        completion?()
    }

    // MARK: Model internals

    var viewIfLoadedUnchecked: UIView? { loadedView.value }
    func replaceViewUnchecked(with view: UIView) { loadedView.value = view }

    /// Loads the view the way UIKit does: `loadView`, then `viewDidLoad`, once.
    func viewLoadingIfNeeded() -> UIView {
        if let view = loadedView.value { return view }
        let loadViewReachedSuper = superCalls.run("loadView") {
            withExecutionContext(.mainCallback(.loadView)) { loadView() }
        }
        didRunLoadView(reachedSuper: loadViewReachedSuper)
        if loadedView.value == nil {
            // UIKit would call loadView again and again; the model gives it a plain view once.
            loadedView.value = asModelInternal { UIView(frame: UIScreen.boundsUnchecked) }
        }
        runCheckingSuper("viewDidLoad", callback: .viewDidLoad, requiresSuper: false) { viewDidLoad() }
        return loadedView.value!
    }

    /// Runs a lifecycle method in its context and reports a missing `super` call when required.
    func runCheckingSuper(_ method: String, callback: MainCallback, requiresSuper: Bool = true,
                          _ body: () -> Void) {
        let reached = superCalls.run(method) { withExecutionContext(.mainCallback(callback)) { body() } }
        if requiresSuper && !reached {
            Report.overrideViolation(RuleID.missingSuperCall,
                                     "\(method) override does not call super (UIViewController's implementation did not run)",
                                     evidence: .observed, method: OverridableMethod(name: method), of: self,
                                     upTo: UIViewController.self, context: .mainCallback(callback))
        }
    }

    /// Hooks for ASDKViewController.
    func didRunLoadView(reachedSuper: Bool) {}

    /// The view is being loaded by user code: inside a view controller's init that is premature (`view-access-in-vc-init`).
    func noteEarlyViewLoad(_ what: String) {
        guard isMainThread() else { return }
        let site = CallSite.capture()
        if case .viewControllerInit = site.context {
            Report.violation(RuleID.viewAccessInVCInit,
                             "\(what) accessed in a view controller's init: loadView and viewDidLoad run inside init",
                             evidence: .observed, at: site)
        }
    }
}

open class UINavigationController: UIViewController {
    private let stack = LockedValue<[UIViewController]>([])

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        stack.value = [rootViewController]
        rootViewController.parentController = self
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public var viewControllers: [UIViewController] {
        get {
            ThreadChecks.mainThreadOnly("UINavigationController.viewControllers", of: self)
            return stack.value
        }
        set {
            ThreadChecks.mainThreadOnly("UINavigationController.viewControllers", of: self)
            stack.value = newValue
            for controller in newValue { controller.parentController = self }
        }
    }
    public var topViewController: UIViewController? {
        ThreadChecks.mainThreadOnly("UINavigationController.topViewController", of: self)
        return stack.value.last
    }
    var topViewControllerUnchecked: UIViewController? { stack.value.last }

    open func pushViewController(_ controller: UIViewController, animated: Bool) {
        ThreadChecks.mainThreadOnly("UINavigationController.pushViewController(_:animated:)", of: self)
        stack.modify { $0.append(controller) }
        controller.parentController = self
    }
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        ThreadChecks.mainThreadOnly("UINavigationController.popViewController(animated:)", of: self)
        return stack.modify { $0.count > 1 ? $0.removeLast() : nil }
    }
}

open class UITabBarController: UIViewController {
    @MainThreadOnly("UITabBarController.viewControllers") open var viewControllers: [UIViewController]? = nil
}
