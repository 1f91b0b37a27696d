import NodeLintAnalysis
import NodeLintModel

/// Gesture recognizers created or added while a node initializes (docs/texture-facts.md#gesture-in-init). Adding one
/// needs the view; creating one is UIKit work that belongs in `didLoad`.
struct GestureInInit: Rule {
    let id = "gesture-in-init"

    func check(_ context: RuleContext) {
        context.forEachExpression(in: [.bgInit]) { expr, walk, region, entry in
            if let (type, offset) = Shapes.construction(expr), context.index.isGestureRecognizer(type, from: region.typeName) {
                // A recognizer passed straight to addGestureRecognizer is reported once, at the add.
                if let parent = walk.parent, let add = Shapes.methodCall(parent), add.name == "addGestureRecognizer" { return }
                context.reportInitContract(at: offset, "'\(type)' is created while the node initializes; create and add gesture recognizers in didLoad()",
                                           region: region, entry: entry)
            } else if let call = Shapes.methodCall(expr), call.name == "addGestureRecognizer",
                      !context.callsProjectMethod(call.receiver, named: call.name, in: region) {
                context.reportInitContract(at: call.offset, Self.addGestureRecognizerMessage,
                                           region: region, entry: entry)
            }
        }
    }

    /// The message for `addGestureRecognizer` in init; the command-line tests build their expected lines
    /// from it, so rewording it is one edit.
    static let addGestureRecognizerMessage = "addGestureRecognizer needs the node's view; add gesture recognizers in didLoad()"
}
