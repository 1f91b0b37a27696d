import Foundation

extension ASDisplayNode {
    /// Setting a block on a class that overrides `layoutSpecThatFits` asserts
    /// (ASDisplayNode+LayoutSpec.mm:21-28).
    public var layoutSpecBlock: ASLayoutSpecBlock? {
        get { state.value.layoutSpecBlock }
        set {
            if newValue != nil, NodeClassChecks.overridesLayoutSpecThatFits(type(of: self)) {
                Report.violationHere(RuleID.layoutSpecBlockWithOverride,
                                     "Nodes with a .layoutSpecBlock must not also implement -layoutSpecThatFits:",
                                     evidence: .textureAssertion)
            }
            state.modify {
                $0.layoutSpecBlock = newValue
                $0.layoutIsValid = false
            }
        }
    }

    // MARK: Measurement (ASDisplayNode+LayoutSpec.mm, ASDisplayNode.mm:1060-1117)

    /// `layoutThatFits`: returns the cached layout for the same range, otherwise calculates one.
    func measureInternal(_ constrainedSize: ASSizeRange) -> ASLayout {
        let cached = state.value
        if cached.layoutIsValid, let layout = cached.calculatedLayout, cached.calculatedRange == constrainedSize {
            return layout
        }
        let layout = calculateLayoutThatFits(constrainedSize, restrictedTo: style.preferredLayoutSize,
                                             relativeToParentSize: constrainedSize.max)
        state.modify {
            $0.calculatedLayout = layout
            $0.calculatedRange = constrainedSize
            $0.layoutIsValid = true
        }
        if automaticallyManagesSubnodes {
            if !isNodeLoaded || isMainThread() {
                applyManagedSubnodes(from: layout)
            } else {
                state.modify { $0.pendingManagedLayout = layout }
            }
        }
        let reached = superCalls.run("calculatedLayoutDidChange") { calculatedLayoutDidChange() }
        if !reached {
            Report.overrideViolation(RuleID.missingSuperCall,
                                     "\(type(of: self)).calculatedLayoutDidChange does not call super",
                                     evidence: .observed, method: OverridableMethod(name: "calculatedLayoutDidChange"),
                                     of: self, upTo: ASDisplayNode.self)
        }
        return layout
    }

    func baseCalculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        NodeClassChecks.checkLayoutMethodOverrides(of: self)
        let locked = ModelLocks.lock(instanceLock, "measuring \(self)")
        defer { if locked { instanceLock.unlock() } }
        return calculateLayoutLayoutSpec(constrainedSize)
    }

    func baseCalculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        NodeClassChecks.checkLayoutMethodOverrides(of: self)
        let valid = constrainedSize.width.isFinite && constrainedSize.height.isFinite
            && constrainedSize.width >= 0 && constrainedSize.height >= 0
        return valid ? constrainedSize : .zero
    }

    func baseLayoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        if MethodDefinitions.isAvailable {
            // The model only calls layoutSpecThatFits on classes that override it, so reaching
            // ASDisplayNode's implementation means an override called super.
            Report.violationHere(RuleID.superLayoutSpecThatFits,
                                 "-[ASDisplayNode layoutSpecThatFits:] should never return an empty value. One way this is caused is by calling -[super layoutSpecThatFits:] which is not currently supported.",
                                 evidence: .textureAssertion)
        }
        return ASLayoutSpec()
    }

    /// The spec path with all of Texture's checks, in Texture's order.
    private func calculateLayoutLayoutSpec(_ constrainedSize: ASSizeRange) -> ASLayout {
        let block = state.value.layoutSpecBlock
        guard block != nil || NodeClassChecks.overridesLayoutSpecThatFits(type(of: self)) else {
            let size = constrainedSize.clamp(withExecutionContext(.layoutSpec, node: self) {
                calculateSizeThatFits(constrainedSize.max)
            })
            state.modify { $0.measuredWithSizeThatFits = true }
            SelfStyleCheck.check(self, measured: size, parentSize: constrainedSize.max)
            return ASLayout(layoutElement: self, size: size)
        }
        state.modify { $0.measuredWithSizeThatFits = false }
        let element: ASLayoutElement = withExecutionContext(.layoutSpec, node: self) {
            if let block { return block(self, constrainedSize) }
            return layoutSpecThatFits(constrainedSize)
        }
        var measured = element
        if let spec = element as? ASLayoutSpec {
            measured = checkedSpec(spec)
        }
        let layout = measured.layoutThatFits(constrainedSize)
        let root = layout.layoutElement === self
            ? layout
            : ASLayout(layoutElement: self, size: layout.size, sublayouts: [layout.placed(at: .zero)])
        SelfStyleCheck.check(self, measured: root.size, parentSize: constrainedSize.max)
        return ASLayout(layoutElement: self, size: root.size, sublayouts: root.flattenedNodeSublayouts())
    }

    /// Duplicate-element check (replaced by an empty spec, ASDisplayNode+LayoutSpec.mm:65-72), then the
    /// reuse check and the freeze (:74-76).
    private func checkedSpec(_ returned: ASLayoutSpec) -> ASLayoutSpec {
        var spec = returned
        let duplicates = spec.findDuplicatedElements()
        if !duplicates.isEmpty {
            let site = CallSite.capture()
            for duplicate in duplicates {
                Report.violation(RuleID.duplicateLayoutElement,
                                 "Node \(self) returned a layout spec that contains the same elements in multiple positions. Elements: \(duplicate.element)",
                                 evidence: .textureAssertion,
                                 at: site.relocated(to: duplicate.holder.childrenSiteLocation ?? site.location))
            }
            spec = ASLayoutSpec()
        }
        if !spec.isMutable {
            let site = CallSite.capture()
            Report.violation(RuleID.storedLayoutSpec,
                             "Node \(self) returned layout spec \(type(of: spec)) that has already been used. Layout specs should always be regenerated.",
                             evidence: .textureAssertion,
                             at: site.relocated(to: spec.creationStack.userLocation ?? site.location))
        }
        spec.isMutable = false
        return spec
    }

    // MARK: Layout pass (ASDisplayNode.mm:999-1045)

    /// `__layout`: measure for the current bounds if needed, apply subnode frames, then `layout()` and
    /// `layoutDidFinish()` on main. Zero bounds: nothing happens (Texture logs and returns).
    func performLayoutPass() {
        if isNodeLoaded, !isMainThread() {
            ThreadChecks.report(.hierarchyMutation(api: "__layout"))
        }
        let bounds = boundsForModel()
        guard bounds.size != .zero, !state.value.transitionInProgress else { return }
        let layout = layoutForBounds(bounds.size)
        if let pending = state.modify({ current -> ASLayout? in
            defer { current.pendingManagedLayout = nil }
            return current.pendingManagedLayout
        }) {
            applyManagedSubnodes(from: pending)
        }
        applySublayoutFrames(layout)
        guard isNodeLoaded else { return }
        runCallback("layout", .layout) { self.layout() }
        runCallback("layoutDidFinish", .layoutDidFinish) { layoutDidFinish() }
        NodeClassChecks.checkManualLayout(of: self)
        // Layer-backed subnodes have no view whose layoutSubviews would run their pass.
        for subnode in state.value.subnodes where subnode.isLayerBacked && subnode.isNodeLoaded {
            subnode.performLayoutPass()
        }
    }

    /// The calculated layout if it matches `size`, otherwise a new one measured at exactly `size`.
    func layoutForBounds(_ size: CGSize) -> ASLayout {
        let current = state.value
        if current.layoutIsValid, let layout = current.calculatedLayout, layout.size == size { return layout }
        return measureInternal(ASSizeRange(exactly: size))
    }

    /// `_layoutSublayouts`: each subnode gets the frame of its sublayout.
    func applySublayoutFrames(_ layout: ASLayout) {
        for sublayout in layout.sublayouts {
            guard let node = sublayout.layoutElement as? ASDisplayNode, node.supernode === self else { continue }
            node.setFrameFromLayout(sublayout.frame)
        }
    }

    /// Any thread: invalidates the calculated layout of this node and its supernodes; a loaded node's
    /// view gets a layout pass on main.
    public func setNeedsLayout() {
        var node: ASDisplayNode? = self
        while let current = node {
            current.state.modify { $0.layoutIsValid = false }
            if let view = current.state.value.view {
                if isMainThread() { view.needsLayoutFlag.value = true } else {
                    MainQueue.async { view.needsLayoutFlag.value = true }
                }
            }
            node = current.supernode
        }
    }

    public func invalidateCalculatedLayout() {
        state.modify { $0.layoutIsValid = false }
    }

    /// Main thread with a loaded node: runs the pending layout pass now. Otherwise measures for the
    /// current bounds and applies subnode frames (ASDisplayNode+UIViewBridge.mm:481-506).
    public func layoutIfNeeded() {
        if isNodeLoaded {
            if !isMainThread() {
                ThreadChecks.report(.hierarchyMutation(api: "layoutIfNeeded()"))
                return
            }
            if let view = state.value.view {
                view.layoutIfNeededUnchecked()
            } else {
                performLayoutPass()
            }
            return
        }
        let bounds = boundsForModel()
        guard bounds.size != .zero else { return }
        applySublayoutFrames(layoutForBounds(bounds.size))
    }

    public func setNeedsDisplay() {}

    func clearContentsRecursivelyInternal() {
        runCallback("clearContents", .interfaceState) { clearContents() }
        for subnode in state.value.subnodes { subnode.recursivelyClearContents() }
    }

    func clearPreloadedDataRecursivelyInternal() {
        for subnode in state.value.subnodes { subnode.recursivelyClearPreloadedData() }
    }
}
