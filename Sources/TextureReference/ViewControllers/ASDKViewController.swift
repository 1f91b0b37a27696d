import Foundation

/// A view controller whose view is its node's view (Source/ASDKViewController.h/.mm).
///
/// - `init(node:)` marks the node as root; if the node is already loaded the controller's view loads
///   at once, otherwise an `onDidLoad` hook loads it as soon as the node loads — so touching
///   `node.view` in init runs `loadView` and `viewDidLoad` inside init (`view-access-in-vc-init`).
/// - `loadView` calls super, then replaces the view with `node.view` (`loadview-override` when an override skips
///   super or reassigns `view`).
/// - `viewWillLayoutSubviews` measures the node for the view's size; it runs on every layout pass.
open class ASDKViewController<DisplayNodeType: ASDisplayNode>: UIViewController, ASDKViewControllerMarker {
    public private(set) var node: DisplayNodeType!

    public init(node: DisplayNodeType) {
        super.init(nibName: nil, bundle: nil)
        self.node = node
        InitializerFrames.register(type(of: self))
        initializeInstance()
    }

    /// A controller without a node behaves like a plain UIViewController.
    public init() {
        super.init(nibName: nil, bundle: nil)
        InitializerFrames.register(type(of: self))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func initializeInstance() {
        guard let node else { return }
        node.isViewControllerRoot = true
        if node.isNodeLoaded {
            _ = viewLoadingIfNeeded()
        } else {
            node.state.modify { current in
                current.didLoadBlocks.append { [weak self] _ in
                    guard let self, self.viewIfLoadedUnchecked == nil else { return }
                    _ = self.viewLoadingIfNeeded()
                }
            }
        }
    }

    open override func loadView() {
        super.loadView()
        guard let node else { return }
        if node.isLayerBacked {
            // Located where the node was made layer-backed: that line is the mistake, loadView only finds it.
            let site = CallSite.capture()
            Report.violation(RuleID.layerBackedViewAccess,
                             "ASDisplayNodeAssertTrue(!_node.layerBacked): a view controller's root node cannot be layer-backed",
                             evidence: .textureAssertion,
                             at: site.relocated(to: node.state.value.layerBackedStack?.userLocation ?? site.location))
        }
        let frame = viewIfLoadedUnchecked?.frameUnchecked ?? UIScreen.boundsUnchecked
        let nodeView = node.loadIfNeeded().view ?? node.placeholderView()
        node.setFrameFromLayout(frame)
        replaceViewUnchecked(with: nodeView)
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard let node, let view = viewIfLoadedUnchecked else { return }
        _ = node.layoutThatFits(ASSizeRange(exactly: view.boundsUnchecked.size))
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Forces a layout pass early so ASM inserts container nodes before UIKit adjusts insets (:182-199).
        viewIfLoadedUnchecked?.layoutIfNeededUnchecked()
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        node?.setNeedsLayout()
    }

    // MARK: loadview-override

    /// After loadView, the controller's view must be the node's view (ASDKViewController.mm:108-136).
    /// An override that skips super, or reassigns `view` after it, breaks that: the node is not on
    /// screen. Observed once per override, at its declaration (the override as a whole is what is
    /// wrong; where it went wrong inside is not one line when super is simply missing).
    override func didRunLoadView(reachedSuper: Bool) {
        guard let node, !node.isLayerBacked, viewIfLoadedUnchecked !== node.state.value.view else { return }
        let method = OverridableMethod(name: "loadView")
        guard MethodDefinitions.declaringClasses(of: method, from: type(of: self), upTo: UIViewController.self)
            .contains(where: { !MethodDefinitions.isModelClass($0.0) }) else { return }
        let what = reachedSuper ? "reassigns view after super.loadView()" : "does not call super.loadView()"
        Report.overrideViolation(RuleID.loadViewOverride,
                                 "\(type(of: self)).loadView \(what): the controller's view is not the node's view, so the node is not shown",
                                 evidence: .observed, method: method, of: self, upTo: UIViewController.self)
    }
}

/// Texture 2.x's name (removed in 3.0, where AuthenticationServices declares its own ASViewController).
public typealias ASViewController<DisplayNodeType: ASDisplayNode> = ASDKViewController<DisplayNodeType>

/// Manages the visibility depth of its children (Source/ASDKNavigationController.h).
open class ASDKNavigationController: UINavigationController {}

/// Texture ≤ 3.0's name.
public typealias ASNavigationController = ASDKNavigationController

open class ASTabBarController: UITabBarController {}
