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
    private let completed = LockedValue(false)
    private let completion: (() -> Void)?

    init(node: ASDisplayNode, animated: Bool, from: ASLayout?, to: ASLayout, completion: (() -> Void)?) {
        self.node = node
        self.animated = animated
        fromLayout = from
        toLayout = to
        self.completion = completion
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
        MainQueue.performOnMain { [self] in
            node.finishLayoutTransition(self)
            completion?()
        }
    }
}

/// Transitions started and not yet completed; checked when a collection session ends (R23).
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
    /// Layout Transition API (ASDisplayNode+Layout.mm:600-663): main thread; needs automatic subnode
    /// management; measures, then lets `animateLayoutTransition` animate and complete.
    public func transitionLayout(withAnimation animated: Bool, shouldMeasureAsync: Bool,
                                 measurementCompletion completion: (() -> Void)? = nil) {
        let size = boundsForModel().size
        transitionLayout(with: ASSizeRange(exactly: size), animated: animated, shouldMeasureAsync: shouldMeasureAsync,
                         measurementCompletion: completion)
    }

    public func transitionLayout(with constrainedSize: ASSizeRange, animated: Bool, shouldMeasureAsync: Bool,
                                 measurementCompletion completion: (() -> Void)? = nil) {
        if !isMainThread() {
            Report.violationHere(RuleID.transitionLayoutMisuse, "\(TextureMessage.mainThread) (transitionLayout)",
                                 evidence: .textureAssertion)
        }
        if !automaticallyManagesSubnodes {
            Report.violationHere(RuleID.transitionLayoutMisuse,
                                 "Layout transitions require automaticallyManagesSubnodes; \(self) does not use it, so the transition does nothing",
                                 evidence: .observed)
            return
        }
        guard constrainedSize.max != .zero else { return }
        let from = state.value.calculatedLayout
        invalidateCalculatedLayout()
        let to = measureInternal(constrainedSize)
        let context = LayoutTransitionContext(node: self, animated: animated, from: from, to: to,
                                              completion: completion)
        PendingTransitions.add(context)
        state.modify { $0.transitionInProgress = true }
        MainQueue.performOnMain { [self] in
            withExecutionContext(.mainCallback(.transition), node: self) { animateLayoutTransition(context) }
        }
    }

    /// Default animation: apply the new layout and complete (ASDisplayNode+Layout.mm:820-830).
    func baseAnimateLayoutTransition(_ context: ASContextTransitioning) {
        for node in context.insertedSubnodes() { node.setFrameFromLayout(context.finalFrame(for: node)) }
        context.completeTransition(true)
    }

    /// Base `didCompleteLayoutTransition`: applies removals (ASDisplayNode+Layout.mm:911-919).
    func baseDidCompleteLayoutTransition(_ context: ASContextTransitioning) {
        for node in context.removedSubnodes() where node.supernode === self { node.removeFromSupernodeInternal() }
    }

    func finishLayoutTransition(_ context: LayoutTransitionContext) {
        state.modify { $0.transitionInProgress = false }
        runCallback("didCompleteLayoutTransition", .transition) { didCompleteLayoutTransition(context) }
        applyManagedSubnodes(from: context.toLayout)
        applySublayoutFrames(context.toLayout)
    }
}
