import NodeLintAnalysis
import NodeLintModel

/// Changing the node hierarchy while a layout is computed (docs/texture-facts.md#add-subnode-in-layout-spec): Texture asserts
/// "Adding or removing nodes in layoutSpecBlock or layoutSpecThatFits: is not allowed", and off main a
/// loaded node trips thread affinity. Nodes enter a layout by being named in the returned spec.
struct AddSubnodeInLayoutSpec: Rule {
    let id = "add-subnode-in-layout-spec"

    static let hierarchyCalls: Set<String> = TextureMethods.hierarchyChangeNames

    func check(_ context: RuleContext) {
        context.forEachExpression(in: [.bgLayout]) { expr, _, region, entry in
            guard let call = Shapes.methodCall(expr), Self.hierarchyCalls.contains(call.name) else { return }
            // UIView.addSubnode(_:) is UIKit's category, not a node hierarchy call.
            if let receiver = call.receiver, let type = context.type(of: receiver, in: region),
               context.index.isUIKitView(type.base, from: region.typeName) { return }
            context.report(at: call.offset,
                           "\(call.name) changes the node hierarchy while the layout is computed; name nodes in the returned spec (with automaticallyManagesSubnodes) or add them in init",
                           via: entry.via)
        }
    }
}
