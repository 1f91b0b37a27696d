import NodeLintAnalysis
import NodeLintModel

/// Update and query APIs of Texture's containers called off the main thread (docs/texture-facts.md#collection-update-off-main):
/// they assert the main thread. Typically from `willBeginBatchFetchWith`, which Texture calls on a
/// background queue; also node blocks, node initializers, layout code and background queues.
struct CollectionUpdateOffMain: Rule {
    let id = "collection-update-off-main"

    static let methods: Set<String> = TextureContainerAPI.mainThreadMethods
    static let properties: Set<String> = TextureContainerAPI.mainThreadProperties
    static let containers: Set<String> = TextureContainerAPI.containers

    func check(_ context: RuleContext) {
        let contexts: Set<ExecutionContext> = [.bgFetch, .bgBlock, .bgInit, .bgLayout, .background]
        // The init of a node created only on main is main-thread code: the container is updated on main.
        context.forEachExpression(in: contexts, excludingMainByEvidence: true) { expr, walk, region, entry in
            let name: String, offset: Int, receiver: Expr
            if let call = Shapes.methodCall(expr), let r = call.receiver, Self.methods.contains(call.name) {
                (name, offset, receiver) = (call.name, call.offset, r)
            } else if case .member(let r?, let property, let o) = expr, Self.properties.contains(property),
                      !isCallee(expr, walk.parent) {
                (name, offset, receiver) = (property, o, r)
            } else {
                return
            }
            guard let type = context.type(of: receiver, in: region),
                  context.index.lineage(of: type.base, from: region.typeName).contains(where: Self.containers.contains) else { return }
            context.report(at: offset,
                           "\(name) must be called on the main thread, but this code runs \(entry.context.phrase); hop to DispatchQueue.main first",
                           via: entry.via, evidence: context.backgroundEvidence(for: region, entry: entry))
        }
    }

    private func isCallee(_ expr: Expr, _ parent: Expr?) -> Bool {
        if case .call(let call)? = parent, call.callee.offset == expr.offset { return true }
        return false
    }
}
