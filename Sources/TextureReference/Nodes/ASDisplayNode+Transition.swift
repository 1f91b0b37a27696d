import Foundation

public let ASTransitionContextFromLayoutKey = "org.asyncdisplaykit.ASTransitionContextFromLayoutKey"
public let ASTransitionContextToLayoutKey = "org.asyncdisplaykit.ASTransitionContextToLayoutKey"

/// What `animateLayoutTransition` receives (Source/ASContextTransitioning.h).
public protocol ASContextTransitioning: AnyObject {
    func isAnimated() -> Bool
    func layout(forKey key: String) -> ASLayout?
    func subnodes(forKey key: String) -> [ASDisplayNode]
    func insertedSubnodes() -> [ASDisplayNode]
    func removedSubnodes() -> [ASDisplayNode]
    func initialFrame(for node: ASDisplayNode) -> CGRect
    func finalFrame(for node: ASDisplayNode) -> CGRect
    func completeTransition(_ didComplete: Bool)
}

final class LayoutTransitionContext: ASContextTransitioning {
    let node: ASDisplayNode
    let animated: Bool
    let fromLayout: ASLayout?
    let toLayout: ASLayout
    /// Where user code started the transition (the `transitionLayout` call).
    let site: CallSite
    private let completed = LockedValue(false)

    init(node: ASDisplayNode, animated: Bool, from: ASLayout?, to: ASLayout, site: CallSite) {
        self.node = node
        self.animated = animated
        fromLayout = from
        toLayout = to
        self.site = site
    }

    var isCompleted: Bool { completed.value }

    func isAnimated() -> Bool { animated }
    func layout(forKey key: String) -> ASLayout? { key == ASTransitionContextFromLayoutKey ? fromLayout : toLayout }
    func subnodes(forKey key: String) -> [ASDisplayNode] {
        (layout(forKey: key)?.sublayouts ?? []).compactMap { $0.layoutElement as? ASDisplayNode }
    }
    func insertedSubnodes() -> [ASDisplayNode] {
        let before = subnodes(forKey: ASTransitionContextFromLayoutKey)
        return subnodes(forKey: ASTransitionContextToLayoutKey).filter { node in !before.contains { $0 === node } }
    }
    func removedSubnodes() -> [ASDisplayNode] {
        let after = subnodes(forKey: ASTransitionContextToLayoutKey)
        return subnodes(forKey: ASTransitionContextFromLayoutKey).filter { node in !after.contains { $0 === node } }
    }
    func initialFrame(for node: ASDisplayNode) -> CGRect {
        fromLayout?.sublayouts.first { $0.layoutElement === node }?.frame ?? node.frameForModel()
    }
    func finalFrame(for node: ASDisplayNode) -> CGRect {
        toLayout.sublayouts.first { $0.layoutElement === node }?.frame ?? .zero
    }

    /// Completes once: the node then calls `didCompleteLayoutTransition`.
    func completeTransition(_ didComplete: Bool) {
        let first = completed.modify { done -> Bool in
            defer { done = true }
            return !done
        }
        guard first else { return }
        MainQueue.performOnMain { [self] in node.finishLayoutTransition(self) }
    }
}

/// Transitions started and not yet completed; checked when a collection session ends (`missing-complete-transition`).
enum PendingTransitions {
    private static let pending = LockedValue<[LayoutTransitionContext]>([])

    static func add(_ context: LayoutTransitionContext) { pending.modify { $0.append(context) } }

    /// Reports transitions whose `animateLayoutTransition` never completed them.
    static func reportUnfinished() {
        let unfinished = pending.modify { list -> [LayoutTransitionContext] in
            defer { list = [] }
            return list.filter { !$0.isCompleted }
        }
        for context in unfinished {
            Report.overrideViolation(RuleID.missingCompleteTransition,
                                     "\(type(of: context.node)).animateLayoutTransition never called context.completeTransition(_:): the transition never ends and its subnode removals are never applied",
                                     evidence: .observed, method: OverridableMethod(name: "animateLayoutTransition"),
                                     of: context.node, upTo: ASDisplayNode.self)
        }
    }
}

extension ASDisplayNode {
    /// Layout Transition API (ASDisplayNode+Layout.mm:600-760), in Texture's order: assert the main
    /// thread; ignore an empty size; measure the new layout; on main call `measurementCompletion`,
    /// insert the subnodes the new layout adds (for every node, ASLayoutTransition.mm:93-126), then
    /// `animateLayoutTransition`. The removals wait for `completeTransition` and are applied only with
    /// automatic subnode management (ASLayoutTransition.mm:129-147): without it, a subnode the new
    /// layout drops stays on screen, which the model records against the `transitionLayout` call (`transition-layout-misuse`).
    public func transitionLayout(withAnimation animated: Bool, shouldMeasureAsync: Bool,
                                 measurementCompletion completion: (() -> Void)? = nil) {
        let size = boundsForModel().size
        transitionLayout(with: ASSizeRange(exactly: size), animated: animated, shouldMeasureAsync: shouldMeasureAsync,
                         measurementCompletion: completion)
    }

    public func transitionLayout(with constrainedSize: ASSizeRange, animated: Bool, shouldMeasureAsync: Bool,
                                 measurementCompletion completion: (() -> Void)? = nil) {
        let site = CallSite.capture()
        if !isMainThread() {
            Report.violation(RuleID.transitionLayoutMisuse, "\(TextureMessage.mainThread) (transitionLayout)",
                             evidence: .textureAssertion, at: site)
        }
        guard constrainedSize.max.width > 0, constrainedSize.max.height > 0 else { return }
        let from = state.value.calculatedLayout
        invalidateCalculatedLayout()
        let to = measureForTransition(constrainedSize)
        let context = LayoutTransitionContext(node: self, animated: animated, from: from, to: to, site: site)
        PendingTransitions.add(context)
        state.modify { $0.transitionInProgress = true }
        MainQueue.performOnMain { [self] in
            completion?()
            for (index, sublayout) in to.sublayouts.enumerated() {
                guard let subnode = sublayout.layoutElement as? ASDisplayNode, subnode.supernode !== self else { continue }
                insertSubnodeInternal(subnode, at: index)
            }
            withExecutionContext(.mainCallback(.transition), node: self) { animateLayoutTransition(context) }
        }
    }

    /// The transition's measurement: the new layout becomes the calculated one, but the subnodes are
    /// not changed yet (Texture measures with its own context and applies the changes in steps).
    private func measureForTransition(_ constrainedSize: ASSizeRange) -> ASLayout {
        let layout = calculateLayoutThatFits(constrainedSize, restrictedTo: style.preferredLayoutSize,
                                             relativeToParentSize: constrainedSize.max)
        state.modify {
            $0.calculatedLayout = layout
            $0.calculatedRange = constrainedSize
            $0.layoutIsValid = true
        }
        return layout
    }

    /// Default animation: apply the new layout and complete (ASDisplayNode+Layout.mm:820-830).
    func baseAnimateLayoutTransition(_ context: ASContextTransitioning) {
        for node in context.insertedSubnodes() { node.setFrameFromLayout(context.finalFrame(for: node)) }
        context.completeTransition(true)
    }

    /// Base `didCompleteLayoutTransition`: applies the removals, with automatic subnode management only
    /// (ASDisplayNode+Layout.mm:911-919; ASLayoutTransition.mm:140-146).
    func baseDidCompleteLayoutTransition(_ context: ASContextTransitioning) {
        guard automaticallyManagesSubnodes else { return }
        for node in context.removedSubnodes() where node.supernode === self { node.removeFromSupernodeInternal() }
    }

    func finishLayoutTransition(_ context: LayoutTransitionContext) {
        state.modify { $0.transitionInProgress = false }
        runCallback("didCompleteLayoutTransition", .transition) { didCompleteLayoutTransition(context) }
        if automaticallyManagesSubnodes {
            applyManagedSubnodes(from: context.toLayout)
        } else {
            reportSubnodesLeftBehind(context)
        }
        applySublayoutFrames(context.toLayout)
    }

    /// `transition-layout-misuse` without automatic subnode management: the subnodes the new layout no longer contains were
    /// not removed; they stay on screen with their old frames.
    private func reportSubnodesLeftBehind(_ context: LayoutTransitionContext) {
        let stale = context.removedSubnodes().filter { $0.supernode === self }
        guard !stale.isEmpty else { return }
        let names = stale.map { "\(type(of: $0))" }.joined(separator: ", ")
        Report.violation(RuleID.transitionLayoutMisuse,
                         "layout transition on \(type(of: self)), which does not use automaticallyManagesSubnodes: the new layout no longer contains \(names), yet it was not removed: it stays on screen with its old frame",
                         evidence: .observed, at: context.site)
    }
}
