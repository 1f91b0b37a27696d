import NodeLintAnalysis
import NodeLintModel

/// Reads of a node's bridged view and layer properties while its layout is computed (docs/texture-facts.md#bridged-read-in-layout-spec;
/// the list is `TextureBridge`'s): off main, a loaded node asserts thread affinity, and geometry is the
/// previous pass's anyway. The size to fit is `constrainedSize`. Receivers: the node itself, the block's
/// node parameter, the node's node properties, `supernode`, and node-typed locals not created in the same body.
struct BridgedReadInLayoutSpec: Rule {
    let id = "bridged-read-in-layout-spec"

    func check(_ context: RuleContext) {
        let bridged = TextureBridge.assertingReads(version: context.settings.textureVersion)
        for (region, entry) in context.regions(in: [.bgLayout]) {
            // Code that runs once (a lazy property first read in the layout) runs on the first pass, before
            // the node is usually loaded: a state read there does not assert, but geometry is still zero.
            let everyPass = region.contexts.contains { $0.context == .bgLayout && !$0.runsOnce }
            let blockNode = region.source == .fixed(.bgLayout) ? region.closure?.parameters.first : nil
            let createdHere = Set(region.body.localDeclarations(locals: context.locals)
                .filter { $0.initializer.flatMap(TypeInference.constructedType(of:)) != nil }.map(\.id))
            context.walk(region.body) { expr, walk in
                guard !walk.isAssignmentTarget else { return }
                switch expr {
                case .name(let name, let offset, .unresolved) where bridged.contains(name) && (everyPass || TextureBridge.geometryReads.contains(name)):
                    guard region.source == .member || region.closure == nil, context.index.isNode(region.typeName) else { return }
                    report(name, offset, entry, context)
                case .member(let base?, let name, let offset) where bridged.contains(name) && (everyPass || TextureBridge.geometryReads.contains(name)):
                    guard isLayoutNode(base, region: region, blockNode: blockNode, createdHere: createdHere, context: context) else { return }
                    report(name, offset, entry, context)
                default:
                    break
                }
            }
        }
    }

    private func report(_ name: String, _ offset: Int, _ entry: ContextEntry, _ context: RuleContext) {
        if TextureBridge.geometryReads.contains(name) {
            context.report(at: offset,
                           "'\(name)' of a node is read while the layout is computed: off the main thread this asserts once the node is loaded, and it holds the previous layout; use constrainedSize",
                           via: entry.via)
        } else {
            context.report(at: offset,
                           "'\(name)' of a node is read while the layout is computed: it is the view's, and off the main thread the read asserts once the node is loaded; keep the value in a property the layout reads",
                           via: entry.via)
        }
    }

    private func isLayoutNode(_ base: Expr, region: AnalyzedRegion, blockNode: Int?, createdHere: Set<Int>, context: RuleContext) -> Bool {
        switch base.unparenthesized {
        case .selfRef:
            return (region.source == .member || region.closure == nil) && context.index.isNode(region.typeName)
        case .name(_, _, .local(let id)):
            if id == blockNode { return true }
            if createdHere.contains(id) { return false }
            return context.isNode(base, in: region)
        case .name("supernode", _, .unresolved), .member(_, "supernode", _):
            return true
        default:
            return context.isNode(base, in: region)
        }
    }
}
