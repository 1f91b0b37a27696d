import NodeLintAnalysis
import NodeLintModel

/// `view` or `layer` of a node read while a node initializes (docs/texture-facts.md#view-access-in-init).
struct ViewAccessInInit: Rule {
    let id = "view-access-in-init"

    func check(_ context: RuleContext) {
        context.forEachExpression(in: [.bgInit]) { expr, _, region, entry in
            guard let offset = context.nodeViewOrLayerAccess(expr, in: region) else { return }
            let name = context.file.text.text(offset..<context.file.text.tokenEnd(at: offset))
            context.reportInitContract(at: offset,
                                       "'\(name)' loads the node while it initializes, possibly off the main thread; move view and layer work to didLoad()",
                                       region: region, entry: entry)
        }
    }
}
