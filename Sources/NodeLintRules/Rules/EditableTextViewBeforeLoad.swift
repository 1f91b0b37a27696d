import NodeLintAnalysis
import NodeLintModel

/// `ASEditableTextNode.textView` used before the node loads or off the main thread
/// (docs/texture-facts.md#editable-text-view-before-load): the getter asserts the main thread and
/// the text view is created in `didLoad`. The node
/// bridges the text input traits (`keyboardType`, `returnKeyType`, …) that people reach for.
struct EditableTextViewBeforeLoad: Rule {
    let id = "editable-text-view-before-load"

    func check(_ context: RuleContext) {
        let contexts: Set<ExecutionContext> = [.bgInit, .bgLayout, .bgBlock, .bgDraw, .background]
        context.forEachExpression(in: contexts) { expr, _, region, entry in
            let receiverType: String?
            let offset: Int
            switch expr {
            case .member(let base?, "textView", let o):
                receiverType = context.receiverType(base, in: region)
                offset = o
            case .name("textView", let o, .unresolved):
                receiverType = context.receiverType(nil, in: region)
                offset = o
            default:
                return
            }
            guard let type = receiverType, !type.isEmpty,
                  context.index.lineage(of: type, from: region.typeName).contains("ASEditableTextNode") else { return }
            // In init the harm depends on the thread (off main it asserts, on main it loads the node early).
            context.reportInitContract(at: offset,
                                       "textView of an ASEditableTextNode exists only after the node loads, on the main thread; use the node's own text input properties, or do it in didLoad()",
                                       region: region, entry: entry)
        }
    }
}
