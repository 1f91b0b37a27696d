import NodeLintAnalysis
import NodeLintModel

/// A node that measures itself with `calculateSizeThatFits` (its own, a project superclass's or a
/// Texture leaf's), adds subnodes, and never positions them (docs/texture-facts.md#calculate-size-without-layout): no `layout()` or
/// `layoutDidFinish()` in the class or a project superclass, and no frame set anywhere in the class.
struct CalculateSizeWithoutLayout: Rule {
    let id = "calculate-size-without-layout"

    static let geometry: Set<String> = Geometry.placement

    func check(_ context: RuleContext) {
        for (decl, type) in context.classDeclarations where context.index.isNode(type) {
            let methods = LayoutMethods.implemented(by: type, index: context.index)
            guard methods == ["calculateSizeThatFits"] else { continue }
            guard !hasManualLayout(type, context: context) else { continue }
            let regions = context.regions(ofType: type)
            guard addsSubnodesToSelf(regions, context: context), !setsGeometry(regions, context: context) else { continue }
            context.report(at: decl.nameOffset,
                           "'\(decl.name)' measures itself with calculateSizeThatFits and adds subnodes but never lays them out; override layout() and set their frames, or use layoutSpecThatFits(_:)")
        }
    }

    private func hasManualLayout(_ type: String, context: RuleContext) -> Bool {
        for ancestor in context.index.lineage(of: type) {
            guard let record = context.index.trustedRecord(ancestor) else { continue }
            if record.members.contains(where: { $0.kind == .function && ($0.name == "layout" || $0.name == "layoutDidFinish") }) {
                return true
            }
        }
        return false
    }

    private func addsSubnodesToSelf(_ regions: [AnalyzedRegion], context: RuleContext) -> Bool {
        var found = false
        for region in regions {
            context.walk(region.body) { expr, _ in
                guard let call = Shapes.methodCall(expr), call.name == "addSubnode" || call.name == "insertSubnode" else { return }
                if call.receiver.map({ context.isSelf($0) }) ?? true { found = true }
            }
        }
        return found
    }

    private func setsGeometry(_ regions: [AnalyzedRegion], context: RuleContext) -> Bool {
        var found = false
        for region in regions {
            context.walk(region.body) { expr, walk in
                guard walk.isAssignmentTarget else { return }
                var current: Expr? = expr.unparenthesized
                while case .member(let base, let name, _)? = current {
                    if Self.geometry.contains(name) { found = true }
                    current = base?.unparenthesized
                }
            }
        }
        return found
    }
}
