import NodeLintAnalysis
import NodeLintModel

/// `view` or `layer` of a node read while a node initializes (docs/texture-facts.md#view-access-in-init).
struct ViewAccessInInit: Rule {
    let id = "view-access-in-init"

    func check(_ context: RuleContext) {
        context.forEachExpression(in: [.bgInit]) { expr, _, region, entry in
            guard let offset = context.nodeViewOrLayerAccess(expr, in: region) else { return }
            let name = context.file.text.text(offset..<context.file.text.tokenEnd(at: offset))
            context.reportInitContract(at: offset, Self.message(accessing: name), region: region, entry: entry)
        }
    }

    /// The message for reading `name` (`view` or `layer`); the command-line tests build their expected
    /// lines from it, so rewording it is one edit.
    static func message(accessing name: String) -> String {
        "'\(name)' loads the node while it initializes, possibly off the main thread; move view and layer work to didLoad()"
    }
}
