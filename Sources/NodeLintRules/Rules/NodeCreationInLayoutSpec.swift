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
            if type == "ASDisplayNode", isSpacer(expr, walk: walk, region: region, context: context) {
                context.report(at: offset,
                               "'\(type)' is created in a layout pass as a spacer; a spacer needs no node: use an ASLayoutSpec() with the same style",
                               via: entry.via)
                return
            }
            context.report(at: offset,
                           "'\(type)' is created in a layout pass; create subnodes once (a stored property set in init) and only arrange them here",
                           via: entry.via)
        }
    }

    /// A plain node made into a local that the code only sizes (`spacer.style.preferredSize = …`) and
    /// places in the spec: nothing of it is drawn, so an `ASLayoutSpec` with that style does its work.
    private func isSpacer(_ construction: Expr, walk: ExpressionWalk, region: AnalyzedRegion, context: RuleContext) -> Bool {
        guard case .call(let call) = construction.unparenthesized, call.arguments.isEmpty,
              case .local(let id)? = walk.statement, walk.depth == 0 else { return false }
        var onlySizedAndPlaced = true
        context.walk(region) { expr, use in
            guard onlySizedAndPlaced, case .name(_, _, .local(id)) = expr.unparenthesized, let parent = use.parent else { return }
            switch parent.unparenthesized {
            case .member(_, "style", _): break
            case .collection, .tuple: break
            case .call(let outer):
                // An argument: a layout spec's child, unless it is added to the hierarchy (`addSubnode`).
                if case .member(_, let method, _) = outer.callee.unparenthesized, method.hasPrefix("add") || method.hasPrefix("insert") {
                    onlySizedAndPlaced = false
                }
            default: onlySizedAndPlaced = false
            }
        }
        return onlySizedAndPlaced
    }
}
