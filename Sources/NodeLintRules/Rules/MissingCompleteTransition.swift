import NodeLintAnalysis
import NodeLintModel

/// An `animateLayoutTransition(_:)` override that never completes the transition
/// (docs/texture-facts.md#missing-complete-transition): no `completeTransition` call, no
/// `super.animateLayoutTransition`, and the context is not handed
/// to another function. Removed subnodes stay and later transitions are cancelled.
struct MissingCompleteTransition: Rule {
    let id = "missing-complete-transition"

    func check(_ context: RuleContext) {
        for (decl, type) in context.ownTypes where context.index.isNode(type) {
            for member in decl.members where member.kind == .function && member.name == "animateLayoutTransition" {
                guard let body = member.body else { continue }
                let contextParameter = body.parameters.first
                var completes = false
                context.walk(body, enteringClosures: true) { expr, _ in
                    guard case .call(let call) = expr else { return }
                    if let method = Shapes.methodCall(expr), method.name == "completeTransition" { completes = true }
                    if Shapes.superCall(expr, named: "animateLayoutTransition") != nil { completes = true }
                    // Handing the context on to a helper counts.
                    if let parameter = contextParameter, call.arguments.contains(where: {
                        if case .name(_, _, .local(parameter)) = $0.value.unparenthesized { return true }
                        return false
                    }) {
                        completes = true
                    }
                }
                guard !completes else { continue }
                context.report(at: member.nameOffset,
                               "animateLayoutTransition never calls context.completeTransition(_:); the removed subnodes stay and later transitions are cancelled — complete it in the animation's completion")
            }
        }
    }
}
