import NodeLintAnalysis
import NodeLintModel

/// UIKit and loaded-node state used inside a node block (docs/texture-facts.md#node-block-captures-uikit): the block runs off
/// main. Reported: UIKit constructions and main-only singletons, `view`/`layer` of nodes and the
/// controller's `view`, and geometry reads of nodes the block did not create.
struct NodeBlockCapturesUIKit: Rule {
    let id = "node-block-captures-uikit"

    static let geometry: Set<String> = Geometry.displayedState

    func check(_ context: RuleContext) {
        for (region, entry) in context.regions(in: [.bgBlock]) {
            let createdHere = Set(region.body.localDeclarations(locals: context.locals)
                .filter { $0.initializer.flatMap(TypeInference.constructedType(of:)) != nil }.map(\.id))
            var reportedChains: [Int] = []
            context.walk(region.body) { expr, walk in
                // A chain is reported once, at its first offending member.
                if walk.parents.contains(where: { reportedChains.contains($0.offset) }) { return }
                if let (type, offset) = context.mainThreadOnlyUIKit(expr, walk: walk, in: region) {
                    context.report(at: offset, "'\(type)' is main-thread-only and the node block runs on a background thread; use a node (a view block) or do it in didLoad()",
                                   via: entry.via)
                    return
                }
                switch expr {
                case .member(let base?, let name, let offset):
                    // A node's view or layer is reported even when the block created the node: loading it
                    // off the main thread asserts either way.
                    if (name == "view" || name == "layer") && context.isNode(base, in: region) {
                        report(name, offset, entry, context)
                        reportedChains.append(expr.offset)
                    } else if name == "view" && context.isSelf(base) && context.index.isViewController(region.typeName) {
                        report(name, offset, entry, context)
                        reportedChains.append(expr.offset)
                    } else if Self.geometry.contains(name), !walk.isAssignmentTarget, context.isNode(base, in: region),
                              !isCreatedHere(base, createdHere) {
                        report(name, offset, entry, context)
                        reportedChains.append(expr.offset)
                    }
                case .name("view", let offset, .unresolved) where context.index.isViewController(region.typeName):
                    report("view", offset, entry, context)
                default:
                    break
                }
            }
        }
    }

    private func isCreatedHere(_ expr: Expr, _ createdHere: Set<Int>) -> Bool {
        if case .name(_, _, .local(let id)) = expr.unparenthesized { return createdHere.contains(id) }
        return false
    }

    private func report(_ name: String, _ offset: Int, _ entry: ContextEntry, _ context: RuleContext) {
        context.report(at: offset,
                       "'\(name)' is read inside the node block, which runs on a background thread; read it in the outer method (on main) and capture the value",
                       via: entry.via)
    }
}
