import Foundation

public typealias ASDisplayNodeViewBlock = () -> UIView
public typealias ASDisplayNodeLayerBlock = () -> CALayer
public typealias ASDisplayNodeDidLoadBlock = (ASDisplayNode) -> Void
public typealias ASDisplayNodeViewControllerBlock = () -> UIViewController
public typealias ASLayoutSpecBlock = (ASDisplayNode, ASSizeRange) -> ASLayoutSpec

/// The model of Texture's `ASDisplayNode` (Source/ASDisplayNode.h): a thread-safe object that owns a
/// lazily created view (or, layer-backed, only a layer).
///
/// - init runs on any thread; nothing UIKit may happen there.
/// - `view`/`layer` create the backing store on first access, which must be on main; then pending
///   bridged properties are applied, subnodes are loaded, `didLoad` runs, then `onDidLoad` blocks.
/// - Bridged properties (frame, backgroundColor, cornerRadius ...) work on any thread before load;
///   after load, reads off main assert thread affinity and writes off main are queued for main.
/// - Measurement (`layoutThatFits`) runs on any thread under the node's lock; the layout pass (apply
///   frames, `layout()`, `layoutDidFinish()`) runs on main.
///
/// Files: this one (state, initializers, override points), `+Loading`, `+Bridge`, `+Hierarchy`,
/// `+Layout`, `+InterfaceState`.
open class ASDisplayNode: NSObject, ASLayoutElement {
    struct State {
        var view: UIView?
        var layer: CALayer?
        var isLayerBacked = false
        var viewBlock: ASDisplayNodeViewBlock?
        var layerBlock: ASDisplayNodeLayerBlock?
        var isSynchronous = false
        var didLoadBlocks: [ASDisplayNodeDidLoadBlock] = []
        var automaticallyManagesSubnodes = false
        var interfaceState: ASInterfaceState = []
        var subnodes: [ASDisplayNode] = []
        weak var supernode: ASDisplayNode?
        var bridged = BridgedValues()
        var layoutSpecBlock: ASLayoutSpecBlock?
        var calculatedLayout: ASLayout?
        var calculatedRange: ASSizeRange?
        var layoutIsValid = false
        /// An ASM layout measured off main on a loaded node, to be applied by the next layout pass.
        var pendingManagedLayout: ASLayout?
        var measuredWithSizeThatFits = false
        var viewEverHadGestureRecognizer = false
        var isRangeManaged = false
        var isInHierarchy = false
        var isViewControllerRoot = false
        var displaysAsynchronously = true
        var placeholderView: UIView?
        /// The stack of the user code that made the node layer-backed (a view controller's root node
        /// asserts later, in loadView; the report goes to that line). Symbolicated only if needed.
        var layerBackedStack: CallStack?
        var transitionInProgress = false
        /// Call stacks of `addSubnode` calls made by user code, by child (`add-subnode-with-automatic-management` orphan reports).
        var manualAdditions: [ObjectIdentifier: CallStack] = [:]
    }

    let state = LockedValue(State())
    /// Texture's `__instanceLock__`: held while the node measures itself (and runs layoutSpecThatFits).
    let instanceLock = NSRecursiveLock()
    let superCalls = SuperCallTracker()
    public let style = ASLayoutElementStyle()

    public override init() {
        super.init()
        style.ownerNode = self
        InitializerFrames.register(type(of: self))
        NodeClassChecks.checkOnFirstUse(of: type(of: self), node: self)
        NodeCreationCheck.observe(self)
    }

    /// A node whose view is created by `viewBlock` (on main, at load). Also the trailing-closure form
    /// `ASDisplayNode { UISwitch() }`.
    public convenience init(viewBlock: @escaping ASDisplayNodeViewBlock) {
        self.init(viewBlock: viewBlock, didLoad: nil)
    }

    public convenience init(viewBlock: @escaping ASDisplayNodeViewBlock, didLoad: ASDisplayNodeDidLoadBlock?) {
        self.init()
        state.modify {
            $0.viewBlock = viewBlock
            $0.isSynchronous = true
            if let didLoad { $0.didLoadBlocks.append(didLoad) }
        }
    }

    public convenience init(layerBlock: @escaping ASDisplayNodeLayerBlock) {
        self.init(layerBlock: layerBlock, didLoad: nil)
    }

    public convenience init(layerBlock: @escaping ASDisplayNodeLayerBlock, didLoad: ASDisplayNodeDidLoadBlock?) {
        self.init()
        state.modify {
            $0.layerBlock = layerBlock
            $0.isLayerBacked = true
            $0.isSynchronous = true
            if let didLoad { $0.didLoadBlocks.append(didLoad) }
        }
    }

    /// The node's view, created on main at first access (see `viewForUserCode`). Containers and
    /// the scroll node narrow its type (`collectionNode.view` is an `ASCollectionView`).
    public var view: UIView { viewForUserCode() }

    /// Nodes whose view or layer comes from a block.
    public var isSynchronous: Bool { state.value.isSynchronous }

    /// False for view/layer-block nodes and nodes whose view ever had a gesture recognizer; subclasses
    /// that need a view (cells, editable text, interactive controls) return false too.
    open var supportsLayerBacking: Bool {
        let snapshot = state.value
        return !snapshot.isSynchronous && !snapshot.viewEverHadGestureRecognizer
    }

    /// The view a node gets when it has no view block (Texture's `+viewClass`).
    func makeDefaultView() -> UIView { _ASDisplayView() }

    /// The class name only, so that the same violation on many instances reads (and merges) as one.
    open override var description: String { "<\(type(of: self))>" }

    // MARK: Override points (Source/ASDisplayNode+Subclasses.h). Each base implementation marks that it
    // ran, so the model can tell when an override skipped `super`.

    /// Main thread, once, right after the view or layer is created. Requires super.
    open func didLoad() { superCalls.markReached("didLoad") }

    /// Main thread, during every layout pass of a loaded node, after subnode frames are set. Requires super.
    open func layout() { superCalls.markReached("layout") }

    /// Main thread, after `layout()`. Requires super.
    open func layoutDidFinish() { superCalls.markReached("layoutDidFinish") }

    /// After a new layout was calculated (background if not loaded, main if loaded). Requires super.
    open func calculatedLayoutDidChange() { superCalls.markReached("calculatedLayoutDidChange") }

    open func didEnterPreloadState() { superCalls.markReached("didEnterPreloadState") }
    open func didExitPreloadState() { superCalls.markReached("didExitPreloadState") }
    open func didEnterDisplayState() { superCalls.markReached("didEnterDisplayState") }
    open func didExitDisplayState() { superCalls.markReached("didExitDisplayState") }
    open func didEnterVisibleState() { superCalls.markReached("didEnterVisibleState") }
    open func didExitVisibleState() { superCalls.markReached("didExitVisibleState") }
    open func interfaceStateDidChange(_ newState: ASInterfaceState, from oldState: ASInterfaceState) {
        superCalls.markReached("interfaceStateDidChange")
    }
    open func willEnterHierarchy() { superCalls.markReached("willEnterHierarchy") }
    open func didEnterHierarchy() { superCalls.markReached("didEnterHierarchy") }
    open func didExitHierarchy() { superCalls.markReached("didExitHierarchy") }
    open func clearContents() { superCalls.markReached("clearContents") }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { superCalls.markReached("touchesBegan") }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { superCalls.markReached("touchesMoved") }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { superCalls.markReached("touchesEnded") }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        superCalls.markReached("touchesCancelled")
    }

    // MARK: Layout override points (implemented in ASDisplayNode+Layout.swift)

    /// Build and return a fresh spec, on any thread (usually background), under the node's lock.
    /// Do not call super: ASDisplayNode's implementation asserts (ASDisplayNode+LayoutSpec.mm:154-160).
    open func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        baseLayoutSpecThatFits(constrainedSize)
    }

    /// Manual measurement (commits the node to manual layout in `layout()`).
    open func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        baseCalculateSizeThatFits(constrainedSize)
    }

    /// Rarely overridden; the default runs the override-count check and the layout spec machinery.
    open func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        baseCalculateLayoutThatFits(constrainedSize)
    }

    /// The three-argument form (overridden by ASScrollNode); not counted by the override check.
    open func calculateLayoutThatFits(_ constrainedSize: ASSizeRange, restrictedTo size: ASLayoutSize,
                                      relativeToParentSize parentSize: CGSize) -> ASLayout {
        calculateLayoutThatFits(style.resolvedRange(within: constrainedSize, parentSize: parentSize))
    }

    /// Must not be overridden (asserted in +initialize, ASDisplayNode.mm:177-190).
    open func layoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        measureInternal(constrainedSize)
    }

    /// Must not be overridden.
    open func layoutThatFits(_ constrainedSize: ASSizeRange, parentSize: CGSize) -> ASLayout {
        measureInternal(style.resolvedRange(within: constrainedSize, parentSize: parentSize))
    }

    /// Must not be overridden.
    open var calculatedSize: CGSize { state.value.calculatedLayout?.size ?? .zero }

    /// Must not be overridden.
    open var calculatedLayout: ASLayout? { state.value.calculatedLayout }

    /// Must not be overridden.
    open func recursivelyClearContents() {
        clearContentsRecursivelyInternal()
    }

    /// Must not be overridden.
    open func recursivelyClearPreloadedData() {
        clearPreloadedDataRecursivelyInternal()
    }

    // MARK: Layout transitions (implemented in ASDisplayNode+Transition.swift)

    /// Animate from the old to the new layout; must call `context.completeTransition(_:)`.
    open func animateLayoutTransition(_ context: ASContextTransitioning) {
        baseAnimateLayoutTransition(context)
    }

    /// Called once the transition completed; the base applies the subnode removals. Requires super.
    open func didCompleteLayoutTransition(_ context: ASContextTransitioning) {
        superCalls.markReached("didCompleteLayoutTransition")
        baseDidCompleteLayoutTransition(context)
    }

    // MARK: Drawing (implemented in ASDisplayNode+Display.swift)

    /// Main thread: copy the drawing state into an immutable object for the display queue.
    open func drawParameters(forAsyncLayer layer: _ASDisplayLayer) -> NSObjectProtocol? { nil }

    /// Display queue (background): draw with the parameters. Must be thread-safe.
    open class func draw(_ bounds: CGRect, withParameters parameters: Any?, isCancelled isCancelledBlock: () -> Bool,
                         isRasterizing: Bool) {}

    /// Display queue (background): return the contents image. The default draws through `draw(...)`.
    open class func display(withParameters parameters: Any?, isCancelled isCancelledBlock: () -> Bool) -> UIImage? {
        draw(.zero, withParameters: parameters, isCancelled: isCancelledBlock, isRasterizing: false)
        return nil
    }

    /// May run off main; `UIImage(named:)` here is the `draw-thread-safety` sub-check.
    open func placeholderImage() -> UIImage? { nil }

    /// Runs an override point in its main-thread context and reports a missing `super` call
    /// (`missing-super-call`) at the override's declaration.
    func runCallback(_ method: String, _ callback: MainCallback, _ body: () -> Void) {
        let reached = superCalls.run(method) { withExecutionContext(.mainCallback(callback), node: self) { body() } }
        if !reached {
            Report.overrideViolation(RuleID.missingSuperCall,
                                     "\(type(of: self)).\(method) does not call super (ASDISPLAYNODE_REQUIRES_SUPER)",
                                     evidence: .observed, method: OverridableMethod(name: method), of: self,
                                     upTo: ASDisplayNode.self, context: .mainCallback(callback))
        }
    }
}

extension ASDisplayNode {
    /// Set by ASDKViewController for its root node.
    var isViewControllerRoot: Bool {
        get { state.value.isViewControllerRoot }
        set { state.modify { $0.isViewControllerRoot = newValue } }
    }
}
