import Foundation

/// The view class Texture gives a node (`_ASDisplayView`): its layout pass runs the node's.
open class _ASDisplayView: UIView {
    open override func layoutSubviews() {
        super.layoutSubviews()
        owningNode?.performLayoutPass()
    }
}

/// The layer class of layer-backed nodes (`_ASDisplayLayer`).
open class _ASDisplayLayer: CALayer {}

/// A node's lock for loading: view creation happens once, whichever thread gets there first.
private let loadLock = NSRecursiveLock()

extension ASDisplayNode {
    /// Whether the view (or, layer-backed, the layer) exists. Thread-safe; never goes back to false.
    public var isNodeLoaded: Bool {
        let snapshot = state.value
        return snapshot.view != nil || snapshot.layer != nil
    }

    /// The `view` getter (Source/ASDisplayNode.mm:646-690). Non-optional in Swift even though Texture
    /// returns nil for layer-backed nodes (the model then returns a detached placeholder after
    /// recording the assertion).
    func viewForUserCode() -> UIView {
        let snapshot = state.value
        if snapshot.isLayerBacked {
            reportViewOfLayerBackedNode()
            return placeholderView()
        }
        if let view = snapshot.view { return view }
        noteLoadByUserCode("view")
        return loadIfNeeded().view ?? placeholderView()
    }

    /// "Call to -view undefined on layer-backed nodes" (ASDisplayNode.mm:650). Where code that may run
    /// off main touches `view` (a node's init, a layout spec, a node block) the view access is the
    /// mistake those contexts' rules report, whatever the node's backing; elsewhere it is `layer-backed-view-access`'s.
    private func reportViewOfLayerBackedNode() {
        guard ThreadState.current.internalUIKitAccess == 0 else { return }
        let site = CallSite.capture()
        let ruleID: String
        switch site.context {
        case .nodeInit: ruleID = RuleID.viewAccessInInit
        case .layoutSpec: ruleID = RuleID.viewAccessInLayoutSpec
        case .nodeBlock: ruleID = RuleID.nodeBlockCapturesUIKit
        default: ruleID = RuleID.layerBackedViewAccess
        }
        Report.violation(ruleID, "Call to -view undefined on layer-backed nodes", evidence: .textureAssertion, at: site)
    }

    /// The node's layer, created on first access (the view's layer for view-backed nodes).
    public var layer: CALayer {
        if let layer = state.value.layer { return layer }
        noteLoadByUserCode("layer")
        return loadIfNeeded().layer
    }

    /// Queues `body` for right after `didLoad`; runs it at once when already loaded (ASDisplayNode.mm:427-441).
    public func onDidLoad(_ body: @escaping ASDisplayNodeDidLoadBlock) {
        let alreadyLoaded = state.modify { current -> Bool in
            if current.view != nil || current.layer != nil { return true }
            current.didLoadBlocks.append(body)
            return false
        }
        guard alreadyLoaded else { return }
        if !isMainThread() { ThreadChecks.report(.hierarchyMutation(api: "onDidLoad(_:)")) }
        withExecutionContext(.mainCallback(.onDidLoad), node: self) { body(self) }
    }

    /// Gives a node created with `init()` a view block (Source/ASDisplayNode.h `setViewBlock:`): the view
    /// is then created by `block` on the main thread when the node loads. Setting it after load changes
    /// nothing (ASDisplayNode.mm `setViewBlock:` asserts `!self.nodeLoaded`; no nodelint rule claims it).
    public func setViewBlock(_ block: @escaping ASDisplayNodeViewBlock) {
        let loaded = state.modify { current -> Bool in
            if current.view != nil || current.layer != nil { return true }
            current.viewBlock = block
            current.isSynchronous = true
            return false
        }
        if loaded {
            Report.violationHere(RuleID.noRule, "ASDisplayNodeAssertFalse(self.nodeLoaded): setViewBlock: on a loaded node", evidence: .textureAssertion)
        }
    }

    /// Layer backing (docs/_docs/layer-backing.md; ASDisplayNode.mm:750-765).
    public var isLayerBacked: Bool {
        get { state.value.isLayerBacked }
        set {
            if newValue && !supportsLayerBacking {
                Report.violationHere(RuleID.layerBackedViewAccess, "Node \(self) does not support layer backing.",
                                     evidence: .textureAssertion)
            }
            let stack = newValue && ThreadState.current.internalUIKitAccess == 0 ? CallStack.capture() : nil
            let loaded = state.modify { current -> Bool? in
                guard current.isLayerBacked != newValue else { return nil }
                if current.view != nil || current.layer != nil { return true }
                current.isLayerBacked = newValue
                current.layerBackedStack = stack
                return false
            }
            if loaded == true {
                Report.violationHere(RuleID.layerBackedViewAccess, "Cannot change layerBacked after view/layer has loaded.",
                                     evidence: .textureAssertion)
            }
        }
    }

    func viewDidAddGestureRecognizer() {
        state.modify { $0.viewEverHadGestureRecognizer = true }
    }

    /// User code is about to create the view or layer. Off main that is Texture's main-thread
    /// assertion (mapped to `view-access-in-init`/`view-access-in-layout-spec`/`node-block-captures-uikit`/`view-access-in-vc-init` by context). On main it is still premature inside a node's
    /// init (didLoad runs inside init), a view controller's init, or a layout spec.
    func noteLoadByUserCode(_ property: String) {
        guard ThreadState.current.internalUIKitAccess == 0 else { return }
        if !isMainThread() {
            ThreadChecks.report(.viewLoad(property: property))
            return
        }
        let site = CallSite.capture()
        switch site.context {
        case .nodeInit:
            Report.violation(RuleID.viewAccessInInit,
                             "-\(property) of \(self) accessed during a node's init on main: the node loads and didLoad runs inside init",
                             evidence: .observed, at: site)
        case .viewControllerInit:
            Report.violation(RuleID.viewAccessInVCInit,
                             "-\(property) of \(self) accessed in a view controller's init: the node loads and the controller's loadView/viewDidLoad run inside init",
                             evidence: .observed, at: site)
        case .layoutSpec:
            Report.violation(RuleID.viewAccessInLayoutSpec,
                             "-\(property) of \(self) created while computing a layout spec",
                             evidence: .observed, at: site)
        default:
            break
        }
    }

    /// Creates the view or layer if needed, applies pending state, loads subnodes, runs didLoad and
    /// the onDidLoad blocks. Off main (after the assertion was recorded) the model continues as Texture
    /// does in Release builds: it loads on this thread; what follows from that is not reported again.
    @discardableResult
    func loadIfNeeded() -> (view: UIView?, layer: CALayer) {
        let locked = ModelLocks.lock(loadLock, "loading \(self)")
        defer { if locked { loadLock.unlock() } }
        let snapshot = state.value
        if let layer = snapshot.layer { return (snapshot.view, layer) }
        if isMainThread() { return load(snapshot) }
        return asModelInternal { load(snapshot) }
    }

    private func load(_ snapshot: State) -> (view: UIView?, layer: CALayer) {
        var view: UIView?
        let layer: CALayer
        if snapshot.isLayerBacked {
            if let block = snapshot.layerBlock {
                layer = withExecutionContext(.mainCallback(.viewBlock), node: self) { block() }
            } else {
                layer = _ASDisplayLayer()
            }
        } else {
            let created: UIView
            if let block = snapshot.viewBlock {
                created = withExecutionContext(.mainCallback(.viewBlock), node: self) { block() }
            } else {
                created = asModelInternal { makeDefaultView() }
            }
            created.owningNode = self
            layer = created.layerUnchecked
            view = created
        }
        layer.owningNode = self
        let pending = state.modify { current -> BridgedValues in
            current.view = view
            current.layer = layer
            return current.bridged
        }
        asModelInternal { BridgedValues.applyAll(pending, to: view, layer: layer) }
        addSubnodeViewsAndLayers()
        runCallback("didLoad", .didLoad) { didLoad() }
        let blocks = state.modify { current -> [ASDisplayNodeDidLoadBlock] in
            defer { current.didLoadBlocks = [] }
            return current.didLoadBlocks
        }
        for block in blocks {
            withExecutionContext(.mainCallback(.onDidLoad), node: self) { block(self) }
        }
        return (view, layer)
    }

    /// `_addSubnodeViewsAndLayers`: each subnode loads and joins this node's view or layer.
    func addSubnodeViewsAndLayers() {
        for subnode in state.value.subnodes { attachLoadedSubnode(subnode) }
    }

    func attachLoadedSubnode(_ subnode: ASDisplayNode, at index: Int? = nil) {
        guard let (parentView, parentLayer) = loadedBacking() else { return }
        let child = subnode.loadIfNeeded()
        asModelInternal {
            if let parentView, let childView = child.view {
                parentView.insertSubviewUnchecked(childView, at: index ?? parentView.subviewsUnchecked.count)
            } else {
                parentLayer.insertSublayer(child.layer, at: UInt32(index ?? parentLayer.sublayers?.count ?? 0))
            }
        }
    }

    func loadedBacking() -> (UIView?, CALayer)? {
        let snapshot = state.value
        guard let layer = snapshot.layer else { return nil }
        return (snapshot.view, layer)
    }

    func placeholderView() -> UIView {
        state.modify { current -> UIView in
            if let view = current.placeholderView { return view }
            let view = asModelInternal { UIView() }
            current.placeholderView = view
            return view
        }
    }
}
