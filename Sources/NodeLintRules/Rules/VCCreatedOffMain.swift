import NodeLintAnalysis
import NodeLintModel

/// A view controller created off the main thread (texture-rules.md R17): in a background queue's
/// closure, a node block, a batch fetch, a layout pass or a node's initializer. UIKit view controllers
/// are main-thread-only.
struct VCCreatedOffMain: Rule {
    let id = "vc-created-off-main"

    func check(_ context: RuleContext) {
        let contexts = Set(ExecutionContext.allCases.filter(\.isBackground))
        context.forEachExpression(in: contexts) { expr, _, region, entry in
            guard let (type, offset) = Shapes.construction(expr),
                  context.index.isViewController(type, from: region.typeName) else { return }
            context.report(at: offset,
                           "'\(type)' is created off the main thread (\(entry.context.rawValue)); create view controllers on the main thread",
                           via: entry.via)
        }
    }
}
