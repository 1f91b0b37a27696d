import NodeLintAnalysis
import NodeLintModel

/// A Texture view controller created off the main thread (docs/texture-facts.md#vc-created-off-main): in a closure sent to
/// a background queue, a node block, a batch fetch, a node's initializer, layout or drawing code. This
/// rule owns those constructions everywhere; plain UIKit controllers are left to other rules.
struct VCCreatedOffMain: Rule {
    let id = "vc-created-off-main"

    func check(_ context: RuleContext) {
        let contexts = Set(ExecutionContext.allCases.filter(\.isBackground))
        // The init of a node created only on main is main-thread code: the controller is created on main.
        context.forEachExpression(in: contexts, excludingMainByEvidence: true) { expr, _, region, entry in
            guard let (type, offset) = Shapes.construction(expr),
                  context.index.isTextureViewController(type, from: region.typeName) else { return }
            context.report(at: offset,
                           "'\(type)' is created \(entry.context.phrase); view controllers must be created on the main thread",
                           via: entry.via, evidence: context.backgroundEvidence(for: region, entry: entry))
        }
    }
}
