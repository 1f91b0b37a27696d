import NodeLintAnalysis
import NodeLintModel

/// Queries most rules share, written once against the model.
extension RuleContext {
    /// The regions (bodies and closures) that run in one of `contexts`, each with the matching entry.
    public func regions(in contexts: Set<ExecutionContext>) -> [(region: AnalyzedRegion, entry: ContextEntry)] {
        analysis.regions.compactMap { region in
            region.contexts.first(where: { contexts.contains($0.context) }).map { (region, $0) }
        }
    }

    /// Visits every expression of the regions that run in one of `contexts`. Closures inside are
    /// regions of their own and are visited only if they run in one of `contexts` too.
    public func forEachExpression(in contexts: Set<ExecutionContext>,
                                  _ visit: (Expr, ExpressionWalk, AnalyzedRegion, ContextEntry) -> Void) {
        for (region, entry) in regions(in: contexts) {
            withoutActuallyEscaping(visit) { visit in
                ExpressionWalk.walk(region.body.statements, locals: file.locals) { expr, walk in
                    visit(expr, walk, region, entry)
                }
            }
        }
    }

    /// Whether `expr` is a node: `self` in a node class, or an expression whose type is a node class.
    public func isNode(_ expr: Expr, in region: AnalyzedRegion) -> Bool {
        if analysis.isSelf(expr) { return !region.typeName.isEmpty && index.isNode(region.typeName) }
        guard let type = analysis.type(of: expr, in: region) else { return false }
        return index.isNode(type.base, from: region.typeName)
    }

    /// If `expr` reads the `view` or `layer` of a node — `self.view`, `view` (implicit self, not a
    /// local), `avatar.layer`, `[self view]` — the offset of the member name.
    public func nodeViewOrLayerAccess(_ expr: Expr, in region: AnalyzedRegion, members: Set<String> = ["view", "layer"]) -> Int? {
        switch expr {
        case .member(let base?, let name, let offset) where members.contains(name):
            return isNode(base, in: region) ? offset : nil
        case .name(let name, let offset, .unresolved) where members.contains(name):
            guard !region.typeName.isEmpty, index.isNode(region.typeName) else { return nil }
            return offset
        default:
            return nil
        }
    }
}
