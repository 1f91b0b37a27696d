import NodeLintAnalysis
import NodeLintModel

/// The Layout Transition API used off the main thread (error) or on a node that does not manage its
/// subnodes automatically (warning) (texture-rules.md R22).
struct TransitionLayoutMisuse: Rule {
    let id = "transition-layout-misuse"

    func check(_ context: RuleContext) {
        let offMain: Set<ExecutionContext> = [.bgInit, .bgLayout, .bgBlock, .bgDraw, .bgFetch, .background]
        var managed: [String: Set<String>] = [:]
        for region in context.analysis.regions {
            let entry = region.contexts.first { offMain.contains($0.context) }
            ExpressionWalk.walk(region.body.statements, locals: context.file.locals) { expr, _ in
                guard let call = Shapes.methodCall(expr), call.name == "transitionLayout" else { return }
                if let entry {
                    context.report(at: call.offset,
                                   "transitionLayout must be called on the main thread, but this code runs \(entry.context.phrase); hop to DispatchQueue.main",
                                   severity: .error, via: entry.via)
                    return
                }
                if managed[region.typeName] == nil { managed[region.typeName] = identifiersManaged(region.typeName, context: context) }
                guard let type = context.receiverType(call.receiver, in: region),
                      context.index.isNode(type, from: region.typeName), context.index.record(type, from: region.typeName)?.kind == .class,
                      !context.index.managesSubnodesAutomatically(type, from: region.typeName) else { return }
                if let receiver = call.receiver, let key = Self.key(receiver, context: context), managed[region.typeName]?.contains(key) == true {
                    return
                }
                context.report(at: call.offset,
                               "transitionLayout on a node without automaticallyManagesSubnodes: the subnodes the new layout drops are never removed and stay on screen; turn automatic subnode management on",
                               severity: .warning)
            }
        }
    }

    static func key(_ expr: Expr, context: RuleContext) -> String? {
        switch expr.unparenthesized {
        case .name(let name, _, _): return name
        case .member(let base?, let name, _) where context.analysis.isSelf(base): return name
        default: return nil
        }
    }

    /// Identifiers the class sets `automaticallyManagesSubnodes = true` on.
    private func identifiersManaged(_ type: String, context: RuleContext) -> Set<String> {
        var keys: Set<String> = []
        for region in context.regions(ofType: type) {
            ExpressionWalk.walk(region.body.statements, locals: context.file.locals, enterClosure: { _ in true }) { expr, walk in
                guard walk.isAssignmentTarget, case .member(let base?, "automaticallyManagesSubnodes", _) = expr.unparenthesized,
                      case .assignment(let a)? = walk.statement, ProjectIndex.booleanLiteral(a.value, in: context.file) == true,
                      let key = Self.key(base, context: context) else { return }
                keys.insert(key)
            }
        }
        return keys
    }
}
