import Foundation

/// How a scenario's life runs: the things UIKit and Texture do to app code (create a cell in a node
/// block, load and lay out on main, present a view controller, rotate, scroll, reload). Every method
/// is called on the main thread; methods that involve background work wait for it while pumping the
/// main queue.
///
/// The driver is part of TextureReference, so its own frames are never taken for the offending user
/// line: a violation it provokes is located in the app code it called.
public final class ScenarioLife {
    /// The simulated screen (iPhone-sized, portrait).
    public private(set) var screenSize = CGSize(width: 390, height: 844)
    private var windows: [ObjectIdentifier: UIWindow] = [:]

    /// Every life starts on a portrait iPhone screen.
    public init() {
        UIScreen.boundsUnchecked = CGRect(origin: .zero, size: screenSize)
    }

    // MARK: Threads

    /// Runs `block` the way a container runs a node block: on a background thread of the data
    /// controller, in the node-block context, then measures the node there for `width`.
    @discardableResult
    public func makeInNodeBlock<Node: ASDisplayNode>(width: CGFloat? = nil, _ block: @escaping () -> Node) -> Node {
        let constrained = ASSizeRange(min: CGSize(width: width ?? screenSize.width, height: 0),
                                      max: CGSize(width: width ?? screenSize.width, height: .infinity))
        let node = TextureRuntime.onBackgroundThread { () -> Node in
            let node = withExecutionContext(.nodeBlock) { block() }
            _ = node.layoutThatFits(constrained)
            return node
        }
        return node ?? block()
    }

    /// Runs `work` on a background thread (plain app code, e.g. a network callback) and waits.
    @discardableResult
    public func onBackgroundThread<R>(_ work: @escaping () -> R) -> R? {
        TextureRuntime.onBackgroundThread(work)
    }

    /// Measures `node` on a background thread, as Texture does for cells and async layouts.
    @discardableResult
    public func measureInBackground(_ node: ASDisplayNode, size: CGSize) -> CGSize {
        TextureRuntime.onBackgroundThread { node.layoutThatFits(ASSizeRange(exactly: size)).size } ?? .zero
    }

    public func waitForBackgroundWork() { TextureRuntime.waitForBackgroundWork() }

    // MARK: Nodes

    /// Loads the node on main, as adding its view to a hierarchy would.
    public func load(_ node: ASDisplayNode) { node.loadIfNeeded() }

    /// Gives the node a frame of `size`, loads it and runs a layout pass on main (measure, apply subnode
    /// frames, `layout()`, `layoutDidFinish()`), like a host view laying out.
    public func layout(_ node: ASDisplayNode, size: CGSize) {
        node.setFrameFromLayout(CGRect(origin: .zero, size: size))
        let backing = node.loadIfNeeded()
        if let view = backing.view {
            view.needsLayoutFlag.value = true
            view.layoutIfNeededUnchecked()
        } else {
            node.performLayoutPass()
        }
    }

    /// Puts the node on screen: it enters the hierarchy (interface state `inHierarchy`: preload,
    /// display, visible, in Texture's order).
    public func show(_ node: ASDisplayNode, size: CGSize? = nil) {
        layout(node, size: size ?? screenSize)
        node.enterHierarchy()
        waitForBackgroundWork()
        node.state.value.view?.layoutIfNeededUnchecked()
    }

    /// Takes the node off screen.
    public func hide(_ node: ASDisplayNode) { node.exitHierarchy() }

    /// Sets a range-managed interface state (as a container's range controller does).
    public func setInterfaceState(_ node: ASDisplayNode, _ state: ASInterfaceState) {
        node.state.modify { $0.isRangeManaged = true }
        if state.contains(.display) || state.contains(.visible) { node.loadIfNeeded() }
        node.setInterfaceStateRecursively(state)
    }

    /// Calls a layout transition on main and lets its animation run.
    public func transition(_ node: ASDisplayNode, animated: Bool = true) {
        node.transitionLayout(withAnimation: animated, shouldMeasureAsync: false, measurementCompletion: nil)
        waitForBackgroundWork()
    }

    // MARK: View controllers

    /// Presents `controller` in a window of the screen's size: `loadView`, `viewDidLoad`,
    /// `viewWillAppear`, a layout pass (`viewWillLayoutSubviews` ... `viewDidLayoutSubviews`), nodes enter
    /// the hierarchy, `viewDidAppear`.
    public func present(_ controller: UIViewController) {
        let window = asModelInternal { UIWindow(frame: CGRect(origin: .zero, size: screenSize)) }
        windows[ObjectIdentifier(controller)] = window
        let view = controller.viewLoadingIfNeeded()
        view.setFrameUnchecked(CGRect(origin: .zero, size: screenSize))
        controller.runCheckingSuper("viewWillAppear", callback: .viewAppearance) { controller.viewWillAppear(false) }
        asModelInternal { window.insertSubviewUnchecked(view, at: 0) }
        if let navigation = controller as? UINavigationController, let top = navigation.topViewControllerUnchecked {
            let content = top.viewLoadingIfNeeded()
            content.setFrameUnchecked(CGRect(origin: .zero, size: screenSize))
            top.runCheckingSuper("viewWillAppear", callback: .viewAppearance) { top.viewWillAppear(false) }
            asModelInternal { view.insertSubviewUnchecked(content, at: 0) }
            layoutPass(top)
        }
        layoutPass(controller)
        enterHierarchy(view)
        controller.runCheckingSuper("viewDidAppear", callback: .viewAppearance) { controller.viewDidAppear(false) }
        waitForBackgroundWork()
        relayoutContents(of: controller)
    }

    /// Another layout pass at `size` (the view's size changed, or UIKit just asks again).
    public func relayout(_ controller: UIViewController, size: CGSize? = nil) {
        let size = size ?? controller.viewIfLoadedUnchecked?.frameUnchecked.size ?? screenSize
        for target in contents(of: controller) {
            target.viewIfLoadedUnchecked?.setFrameUnchecked(CGRect(origin: .zero, size: size))
            layoutPass(target)
        }
        waitForBackgroundWork()
        relayoutContents(of: controller)
    }

    /// Rotation: width and height swap.
    public func rotate(_ controller: UIViewController) {
        screenSize = CGSize(width: screenSize.height, height: screenSize.width)
        UIScreen.boundsUnchecked = CGRect(origin: .zero, size: screenSize)
        relayout(controller, size: screenSize)
    }

    /// The keyboard appears: the view gets shorter.
    public func showKeyboard(_ controller: UIViewController, height: CGFloat = 300) {
        relayout(controller, size: CGSize(width: screenSize.width, height: screenSize.height - height))
    }

    /// Split screen on iPad: half the width.
    public func splitScreen(_ controller: UIViewController) {
        relayout(controller, size: CGSize(width: screenSize.width / 2, height: screenSize.height))
    }

    /// `viewWillDisappear`, nodes exit the hierarchy, `viewDidDisappear`.
    public func dismiss(_ controller: UIViewController) {
        controller.runCheckingSuper("viewWillDisappear", callback: .viewAppearance, requiresSuper: false) {
            controller.viewWillDisappear(false)
        }
        if let view = controller.viewIfLoadedUnchecked {
            exitHierarchy(view)
            asModelInternal { view.removeFromSuperviewUnchecked() }
        }
        controller.runCheckingSuper("viewDidDisappear", callback: .viewAppearance) { controller.viewDidDisappear(false) }
        windows[ObjectIdentifier(controller)] = nil
    }

    private func contents(of controller: UIViewController) -> [UIViewController] {
        if let navigation = controller as? UINavigationController, let top = navigation.topViewControllerUnchecked {
            return [controller, top]
        }
        return [controller]
    }

    private func layoutPass(_ controller: UIViewController) {
        guard let view = controller.viewIfLoadedUnchecked else { return }
        view.needsLayoutFlag.value = true
        controller.runCheckingSuper("viewWillLayoutSubviews", callback: .viewWillLayoutSubviews) {
            controller.viewWillLayoutSubviews()
        }
        view.layoutIfNeededUnchecked()
        controller.runCheckingSuper("viewDidLayoutSubviews", callback: .viewDidLayoutSubviews) {
            controller.viewDidLayoutSubviews()
        }
    }

    /// After background work committed (container data), lay out again so new content gets frames.
    private func relayoutContents(of controller: UIViewController) {
        for target in contents(of: controller) { target.viewIfLoadedUnchecked?.layoutIfNeededUnchecked() }
    }

    private func enterHierarchy(_ view: UIView) {
        if let node = view.owningNode, node.supernode == nil {
            node.enterHierarchy()
            return
        }
        for subview in view.subviewsUnchecked { enterHierarchy(subview) }
    }

    private func exitHierarchy(_ view: UIView) {
        if let node = view.owningNode, node.supernode == nil {
            node.exitHierarchy()
            return
        }
        for subview in view.subviewsUnchecked { exitHierarchy(subview) }
    }

    // MARK: Containers

    /// Scrolls a collection, table or pager node by `delta` points (positive: towards the end),
    /// moving cells through the ranges, then waits for what that started (batch fetches ...).
    public func scroll(_ container: ASDisplayNode, by delta: CGFloat) {
        guard let core = Self.core(of: container) else { return }
        core.scroll(to: core.currentOffset + delta)
        waitForBackgroundWork()
    }

    /// Scrolls to the end of the content.
    public func scrollToEnd(_ container: ASDisplayNode) {
        guard let core = Self.core(of: container) else { return }
        core.scroll(to: core.contentLength)
        waitForBackgroundWork()
    }

    private static func core(of container: ASDisplayNode) -> ContainerCore? {
        (container as? ASCollectionNode)?.core ?? (container as? ASTableNode)?.core
    }

    // MARK: Drawing and touches

    /// Runs the display pass of a loaded node (drawParameters on main, draw on the display queue).
    public func display(_ node: ASDisplayNode) {
        DisplayPass.displayIfNeeded(node)
        waitForBackgroundWork()
    }

    /// A tap on the node: touchesBegan then touchesEnded (each must reach super).
    public func tap(_ node: ASDisplayNode) {
        let touches: Set<UITouch> = [UITouch()]
        node.runCallback("touchesBegan", .touches) { node.touchesBegan(touches, with: nil) }
        node.runCallback("touchesEnded", .touches) { node.touchesEnded(touches, with: nil) }
    }
}
