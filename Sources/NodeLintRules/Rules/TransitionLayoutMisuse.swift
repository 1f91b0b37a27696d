import NodeLintAnalysis
import NodeLintModel

/// The Layout Transition API used off the main thread (error) or on a node that does not manage its
/// subnodes automatically (warning) (docs/texture-facts.md#transition-layout-misuse).
struct TransitionLayoutMisuse: Rule {
    let id = "transition-layout-misuse"

    func check(_ context: RuleContext) {
        let offMain: Set<ExecutionContext> = [.bgInit, .bgLayout, .bgBlock, .bgDraw, .bgFetch, .background]
        var managed: [String: Set<ReceiverKey>] = [:]
        for region in context.allRegions {
            // The init of a node created only on main is main-thread code (Evidence).
            let entry = region.contexts.first { offMain.contains($0.context) && !context.runsOnMainByEvidence(region, entry: $0) }
            // Code that removes subnodes itself (`removeFromSupernode()`) before the transition manages
            // by hand what the new layout drops.
            var removesSubnodesByHand = false
            context.walk(region, entries: entry.map { [$0] }) { expr, _ in
                if let removal = Shapes.methodCall(expr), removal.name == "removeFromSupernode",
                   let removed = removal.receiver, !context.analysis.isSelf(removed) {
                    removesSubnodesByHand = true
                }
                guard let call = Shapes.call(expr, of: [TextureMethods.transitionLayout], in: context.file.language) else { return }
                if let entry {
                    context.report(at: call.offset,
                                   "transitionLayout must be called on the main thread, but this code runs \(entry.context.phrase); hop to DispatchQueue.main",
                                   severity: .error, via: entry.via, evidence: context.backgroundEvidence(for: region, entry: entry))
                    return
                }
                if removesSubnodesByHand { return }
                if managed[region.typeName] == nil { managed[region.typeName] = context.receiversSetTrue(["automaticallyManagesSubnodes"], in: context.regions(ofType: region.typeName),
                                                                                                 enteringClosures: true) }
                // Without management, what a transition leaves behind are the subnodes the new layout
                // drops: only a spec that places subnodes in some layouts and not others drops any.
                guard let type = context.receiverType(call.receiver, in: region),
                      context.index.isNode(type, from: region.typeName), context.index.record(type, from: region.typeName)?.kind == .class,
                      !context.index.managesSubnodesAutomatically(type, from: region.typeName),
                      context.index.layoutPlacesSubnodesConditionally(type, from: region.typeName) == true else { return }
                if let receiver = call.receiver, let key = context.receiverKey(receiver, in: region), managed[region.typeName]?.contains(key) == true {
                    return
                }
                context.report(at: call.offset,
                               "transitionLayout on a node without automaticallyManagesSubnodes: the subnodes the new layout drops are never removed and stay on screen; turn automatic subnode management on",
                               severity: .warning)
            }
        }
    }
}
