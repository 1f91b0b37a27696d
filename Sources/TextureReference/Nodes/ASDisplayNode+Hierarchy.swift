import Foundation

extension ASDisplayNode {
    public var subnodes: [ASDisplayNode]? { state.value.subnodes }
    public var supernode: ASDisplayNode? { state.value.supernode }

    /// Automatic subnode management (ASM): the subnodes are exactly the nodes of the last layout,
    /// inserted and removed by diffing layouts (ASDisplayNode+Layout.mm:551-555).
    public var automaticallyManagesSubnodes: Bool {
        get { state.value.automaticallyManagesSubnodes }
        set { state.modify { $0.automaticallyManagesSubnodes = newValue } }
    }

    // MARK: Manual hierarchy API (ASDisplayNode.mm:2108-2490)

    public func addSubnode(_ subnode: ASDisplayNode) {
        if subnode.supernode === self {
            // Texture asserts thread affinity, then returns: "Don't add if it's already a subnode"
            // (ASDisplayNode.mm:2218-2228). The subnode array does not change, so nothing else fires.
            if isNodeLoaded, !isMainThread() { ThreadChecks.report(.hierarchyMutation(api: "addSubnode(_:)")) }
            OneTimeSetupCheck.observe("addSubnode(_:)", on: self)
            return
        }
        guard checkHierarchyCall("addSubnode(_:)", inserting: subnode) else { return }
        OneTimeSetupCheck.observe("addSubnode(_:)", on: self)
        insertSubnodeInternal(subnode, at: state.value.subnodes.count, userStack: CallStack.capture())
    }

    public func insertSubnode(_ subnode: ASDisplayNode, at index: Int) {
        guard checkHierarchyCall("insertSubnode(_:at:)", inserting: subnode) else { return }
        let count = state.value.subnodes.count
        guard index >= 0, index <= count else {
            Report.violationHere(RuleID.noRule, "Cannot insert a subnode at index \(index). Count is \(count)",
                                 evidence: .textureAssertion)
            return
        }
        if subnode.supernode === self, index >= count {
            reportAlreadySubnode(subnode)
            return
        }
        insertSubnodeInternal(subnode, at: index, userStack: CallStack.capture())
    }

    public func insertSubnode(_ subnode: ASDisplayNode, belowSubnode below: ASDisplayNode) {
        guard checkHierarchyCall("insertSubnode(_:belowSubnode:)", inserting: subnode) else { return }
        guard let index = state.value.subnodes.firstIndex(where: { $0 === below }) else {
            Report.violationHere(RuleID.noRule, "Node to insert below must be a subnode", evidence: .textureAssertion)
            return
        }
        insertSubnodeInternal(subnode, at: index, userStack: CallStack.capture())
    }

    public func insertSubnode(_ subnode: ASDisplayNode, aboveSubnode above: ASDisplayNode) {
        guard checkHierarchyCall("insertSubnode(_:aboveSubnode:)", inserting: subnode) else { return }
        guard let index = state.value.subnodes.firstIndex(where: { $0 === above }) else {
            Report.violationHere(RuleID.noRule, "Node to insert above must be a subnode", evidence: .textureAssertion)
            return
        }
        insertSubnodeInternal(subnode, at: index + 1, userStack: CallStack.capture())
    }

    public func replaceSubnode(_ oldSubnode: ASDisplayNode, withSubnode replacement: ASDisplayNode) {
        guard checkHierarchyCall("replaceSubnode(_:withSubnode:)", inserting: replacement) else { return }
        guard let index = state.value.subnodes.firstIndex(where: { $0 === oldSubnode }) else {
            Report.violationHere(RuleID.noRule, "Old Subnode to replace must be a subnode", evidence: .textureAssertion)
            return
        }
        oldSubnode.removeFromSupernodeInternal()
        insertSubnodeInternal(replacement, at: index, userStack: CallStack.capture())
    }

    public func removeFromSupernode() {
        guard let parent = supernode else { return }
        if parent.isNodeLoaded, !isMainThread() {
            ThreadChecks.report(.hierarchyMutation(api: "removeFromSupernode()"))
        }
        if parent.automaticallyManagesSubnodes {
            Report.violationHere(RuleID.addSubnodeWithAutomaticManagement,
                                 "removeFromSupernode() on a subnode of \(parent), which uses automaticallyManagesSubnodes: the subnode list and the layout no longer match (TextureGroup/Texture PR #563)",
                                 evidence: .observed)
        }
        parent.checkNotInOwnLayoutSpec("removeFromSupernode()")
        removeFromSupernodeInternal()
    }

    // MARK: Checks

    /// Checks shared by the insertion APIs; false when Texture refuses the insertion.
    private func checkHierarchyCall(_ api: String, inserting subnode: ASDisplayNode) -> Bool {
        if isNodeLoaded, !isMainThread() { ThreadChecks.report(.hierarchyMutation(api: api)) }
        if subnode === self {
            Report.violationHere(RuleID.noRule, "Cannot insert a nil subnode or self as subnode", evidence: .textureAssertion)
            return false
        }
        if isLayerBacked, !subnode.isLayerBacked {
            Report.violationHere(RuleID.layerBackedViewAccess,
                                 "Cannot add a view-backed node as a subnode of a layer-backed node. Supernode: \(self), subnode: \(subnode)",
                                 evidence: .textureAssertion)
            return false
        }
        if automaticallyManagesSubnodes {
            Report.violationHere(RuleID.addSubnodeWithAutomaticManagement,
                                 "\(api) on \(self), which uses automaticallyManagesSubnodes: the next layout removes the subnode as an orphan unless the layout spec contains it (\"Attempt to manually add subnode to node with automaticallyManagesSubnodes=YES\", AsyncDisplayKit 2.x)",
                                 evidence: .observed)
        }
        checkNotInOwnLayoutSpec(api)
        return true
    }

    /// DEBUG check (ASDisplayNode.mm:192-201): the subnode array must not change while this node's
    /// layout spec is computed.
    private func checkNotInOwnLayoutSpec(_ api: String) {
        guard let entry = ThreadState.current.contexts.last(where: { $0.context == .layoutSpec }),
              entry.node === self else { return }
        Report.violationHere(RuleID.addSubnodeInLayoutSpec,
                             "Adding or removing nodes in layoutSpecBlock or layoutSpecThatFits: is not allowed and can cause unexpected behavior. (\(api))",
                             evidence: .textureAssertion)
    }

    private func reportAlreadySubnode(_ subnode: ASDisplayNode) {
        let site = CallSite.capture()
        var rule = RuleID.noRule
        if automaticallyManagesSubnodes {
            rule = RuleID.addSubnodeWithAutomaticManagement
        } else if case .mainCallback(let callback) = site.context, callback.isLayoutPass {
            rule = RuleID.oneTimeSetupInLayoutPass
        }
        Report.violation(rule,
                         "node \(subnode) is already a subnode of \(self). index \(state.value.subnodes.count) will be out of bounds once we call [subnode removeFromSupernode]. This can be caused by using automaticallyManagesSubnodes while also calling addSubnode explicitly.",
                         evidence: .textureAssertion, at: site)
    }

    // MARK: Model internals

    /// Inserts without user-facing checks. `userStack` is set for insertions user code made.
    func insertSubnodeInternal(_ subnode: ASDisplayNode, at index: Int, userStack: CallStack? = nil) {
        if subnode.supernode != nil { subnode.removeFromSupernodeInternal() }
        let (insertedAt, inheritedState) = state.modify { current -> (Int, ASInterfaceState) in
            let position = max(0, min(index, current.subnodes.count))
            current.subnodes.insert(subnode, at: position)
            if let userStack { current.manualAdditions[ObjectIdentifier(subnode)] = userStack }
            return (position, current.interfaceState)
        }
        subnode.state.modify {
            $0.supernode = self
            if self.state.value.isRangeManaged { $0.isRangeManaged = true }
        }
        if isNodeLoaded {
            if isMainThread() {
                attachLoadedSubnode(subnode, at: insertedAt)
            } else {
                asModelInternal { attachLoadedSubnode(subnode, at: insertedAt) }
            }
        }
        if !inheritedState.isEmpty {
            MainQueue.performOnMain { subnode.setInterfaceStateRecursively(inheritedState) }
        }
    }

    func removeFromSupernodeInternal() {
        guard let parent = supernode else { return }
        parent.state.modify { current in
            current.subnodes.removeAll { $0 === self }
            current.manualAdditions[ObjectIdentifier(self)] = nil
        }
        let (view, layer) = state.modify { current -> (UIView?, CALayer?) in
            current.supernode = nil
            return (current.view, current.layer)
        }
        asModelInternal {
            if let view { view.removeFromSuperviewUnchecked() } else { layer?.removeFromSuperlayer() }
        }
        if !state.value.interfaceState.isEmpty {
            MainQueue.performOnMain { self.setInterfaceStateRecursively([]) }
        }
    }

    /// ASM: makes the subnodes match the nodes of `layout` (insertions and removals by diffing).
    /// Subnodes that user code added by hand and the layout does not contain are removed as orphans
    /// (`_assertSubnodeState`, ASDisplayNode+Layout.mm:963-1007) and reported at the `addSubnode` line.
    func applyManagedSubnodes(from layout: ASLayout) {
        let layoutNodes = layout.flattenedNodeSublayouts().compactMap { $0.layoutElement as? ASDisplayNode }
        let current = state.value.subnodes
        for subnode in current where !layoutNodes.contains(where: { $0 === subnode }) {
            if let stack = state.value.manualAdditions[ObjectIdentifier(subnode)] {
                let site = CallSite.capture()
                Report.violation(RuleID.addSubnodeWithAutomaticManagement,
                                 "Automatically removing orphaned subnode \(subnode), from parent \(self) (added by hand to a node with automaticallyManagesSubnodes)",
                                 evidence: .observed, at: site.relocated(to: stack.userLocation ?? site.location))
            }
            subnode.removeFromSupernodeInternal()
        }
        for (index, node) in layoutNodes.enumerated() {
            let subnodes = state.value.subnodes
            if let existing = subnodes.firstIndex(where: { $0 === node }) {
                if existing != index, index < subnodes.count {
                    state.modify { current in
                        let moved = current.subnodes.remove(at: existing)
                        current.subnodes.insert(moved, at: min(index, current.subnodes.count))
                    }
                }
            } else {
                insertSubnodeInternal(node, at: index)
            }
        }
    }
}

/// `node-creation-in-layout-spec`: nodes created while a layout spec is computed are never added (without ASM) or churn the
/// subnodes on every pass (with ASM). What is observed is the churn: the same line creating a node for
/// the same measured node a second time (on a later pass, or in a loop of one pass). A line that creates
/// its node once per owner — a lazy property's initializer first read by the spec — is not a new node
/// every pass and is never reported.
enum NodeCreationCheck {
    /// The creation lines seen for one measured node in one collection session. The owner is held
    /// weakly so that a new node at a reused address starts afresh.
    private final class Creations {
        weak var owner: ASDisplayNode?
        let session: Int
        var lines: Set<String> = []
        init(owner: ASDisplayNode, session: Int) {
            self.owner = owner
            self.session = session
        }
    }

    private static let lock = NSLock()
    private static var creations: [ObjectIdentifier: Creations] = [:]

    static func observe(_ node: ASDisplayNode) {
        guard let entry = ThreadState.current.innermostContext, entry.context == .layoutSpec,
              let owner = entry.node else { return }
        let stack = CallStack.capture()
        for frame in stack.frames {
            if frame.isModel {
                if frame.rawName.contains(executionContextTrampolineName) { return }
                continue
            }
            guard frame.isUser else { continue }
            if let initializer = InitializerFrames.owner(ofFrameNamed: frame.rawName) {
                // The node's own initializers (a project subclass's init chain) are part of its creation;
                // any other node's initializer means another node creates this one as its subnode, and
                // that node's creation is the one that counts.
                guard case .nodeInit(let name) = initializer, isOwnInitializer(name, of: node) else { return }
                continue
            }
            if isStoredPropertyInitializer(frame.rawName) { return }
            guard let location = frame.location, isRepeat(at: location, for: owner) else { return }
            let site = CallSite(stack: stack, context: .layoutSpec, location: location, onMainThread: isMainThread())
            Report.violation(RuleID.nodeCreationInLayoutSpec,
                             "\(type(of: node)) created while computing the layout spec of \(owner), again at this line: it is a new node on every layout pass",
                             evidence: .observed, at: site)
            return
        }
    }

    private static func isOwnInitializer(_ typeName: String, of node: ASDisplayNode) -> Bool {
        var current: AnyClass? = type(of: node)
        while let type = current {
            if String(describing: type) == typeName { return true }
            current = _getSuperclass(type)
        }
        return false
    }

    /// A stored-property initializer runs inside the initializer of the class declaring the property
    /// (never inside the node's own creation, whose properties are set before ASDisplayNode.init runs).
    private static func isStoredPropertyInitializer(_ rawName: String) -> Bool {
        rawName.hasPrefix("$s") && demangleSwiftSymbol(rawName).hasPrefix("variable initialization expression of ")
    }

    /// Records a creation at `location` for `owner`; true when that line already created a node for it.
    private static func isRepeat(at location: SourceLocation, for owner: ASDisplayNode) -> Bool {
        let session = ViolationLog.shared.currentSession
        let key = ObjectIdentifier(owner)
        let line = "\(location.path):\(location.line)"
        return lock.withLock {
            if let known = creations[key], known.owner === owner, known.session == session {
                return !known.lines.insert(line).inserted
            }
            creations = creations.filter { $0.value.owner != nil && $0.value.session == session }
            let fresh = Creations(owner: owner, session: session)
            fresh.lines.insert(line)
            creations[key] = fresh
            return false
        }
    }
}
