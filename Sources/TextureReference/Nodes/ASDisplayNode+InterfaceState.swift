import Foundation

extension ASDisplayNode {
    public var interfaceState: ASInterfaceState { state.value.interfaceState }
    public var isVisible: Bool { interfaceState.contains(.visible) }
    public var isInPreloadState: Bool { interfaceState.contains(.preload) }
    public var isInDisplayState: Bool { interfaceState.contains(.display) }
    public var isInHierarchy: Bool { state.value.isInHierarchy }

    /// `applyPendingInterfaceState:` (ASDisplayNode.mm:2957-3084), main thread only. One transition is
    /// delivered in a fixed order: preload enter/exit, display enter/exit, visible enter/exit, then
    /// `interfaceStateDidChange`. `didExitPreloadState` only reaches range-managed nodes.
    func setInterfaceState(_ newState: ASInterfaceState) {
        if !isMainThread() {
            Report.violationHere(RuleID.noRule, "\(TextureMessage.mainThread) (interface state change)",
                                 evidence: .textureAssertion)
        }
        let (oldState, rangeManaged) = state.modify { current -> (ASInterfaceState, Bool) in
            defer { current.interfaceState = newState }
            return (current.interfaceState, current.isRangeManaged)
        }
        guard oldState != newState else { return }
        if newState.contains(.visible), !newState.contains(.display) {
            Report.violationHere(RuleID.noRule, "Visible state without display state", evidence: .textureAssertion)
        }
        func changed(_ bit: ASInterfaceState) -> Bool? {
            oldState.contains(bit) == newState.contains(bit) ? nil : newState.contains(bit)
        }
        if let entered = changed(.preload) {
            if entered {
                if automaticallyManagesSubnodes { layoutIfNeededForPreload() }
                runCallback("didEnterPreloadState", .interfaceState) { didEnterPreloadState() }
            } else if rangeManaged {
                runCallback("didExitPreloadState", .interfaceState) { didExitPreloadState() }
            }
        }
        if let entered = changed(.display) {
            if entered {
                runCallback("didEnterDisplayState", .interfaceState) { didEnterDisplayState() }
                DisplayPass.displayIfNeeded(self)
            } else {
                runCallback("didExitDisplayState", .interfaceState) { didExitDisplayState() }
            }
        }
        if let entered = changed(.visible) {
            if entered {
                if !isNodeLoaded {
                    Report.violationHere(RuleID.noRule, "Node should be loaded before entering visible state.",
                                         evidence: .textureAssertion)
                }
                runCallback("didEnterVisibleState", .interfaceState) { didEnterVisibleState() }
            } else {
                runCallback("didExitVisibleState", .interfaceState) { didExitVisibleState() }
            }
        }
        runCallback("interfaceStateDidChange", .interfaceState) { interfaceStateDidChange(newState, from: oldState) }
    }

    /// Applies a state to this node and all its subnodes, parents first.
    func setInterfaceStateRecursively(_ newState: ASInterfaceState) {
        setInterfaceState(newState)
        for subnode in state.value.subnodes { subnode.setInterfaceStateRecursively(newState) }
    }

    /// The ASM node entering preload lays itself out so its subnodes exist early (ASDisplayNode.mm:3228-3248).
    private func layoutIfNeededForPreload() {
        let bounds = boundsForModel()
        guard bounds.size != .zero else { return }
        _ = layoutForBounds(bounds.size)
    }

    /// The node's view entered a window (`__enterHierarchy`): `willEnterHierarchy`, the full interface
    /// state for nodes that are not managed by a container's ranges, subnodes, `didEnterHierarchy`.
    func enterHierarchy() {
        guard !state.value.isInHierarchy else { return }
        state.modify { $0.isInHierarchy = true }
        runCallback("willEnterHierarchy", .hierarchy) { willEnterHierarchy() }
        if !state.value.isRangeManaged { setInterfaceState(.inHierarchy) }
        for subnode in state.value.subnodes { subnode.enterHierarchy() }
        runCallback("didEnterHierarchy", .hierarchy) { didEnterHierarchy() }
    }

    /// The node's view left the window (`__exitHierarchy`).
    func exitHierarchy() {
        guard state.value.isInHierarchy else { return }
        state.modify { $0.isInHierarchy = false }
        for subnode in state.value.subnodes { subnode.exitHierarchy() }
        runCallback("didExitHierarchy", .hierarchy) { didExitHierarchy() }
        if !state.value.isRangeManaged { setInterfaceState([]) }
    }
}
