import NodeLintAnalysis
import NodeLintModel

/// Nodes created while building a layout (docs/texture-facts.md#node-creation-in-layout-spec): without automatic subnode management
/// they are never added (shown nowhere); with it, every pass replaces them. A node created once
/// however often the layout runs is not reported: under a one-time guard (`if badge == nil { badge =
/// ASTextNode() }`), or in a lazy property's initializer (and what it calls), first used by the spec.
struct NodeCreationInLayoutSpec: Rule {
    let id = "node-creation-in-layout-spec"

    func check(_ context: RuleContext) {
        context.forEachExpression(in: [.bgLayout], everyTime: true) { expr, walk, region, entry in
            // A lazy node property is created once, the first time the spec uses it.
            if region.isPropertyInitializer && region.member.modifiers.contains(.lazy) { return }
            guard !walk.isOnceGuarded, let (type, offset) = Shapes.construction(expr),
                  context.index.isNode(type, from: region.typeName) else { return }
            context.report(at: offset,
                           "'\(type)' is created in a layout pass; create subnodes once (a stored property set in init) and only arrange them here",
                           via: entry.via)
        }
    }
}
