import NodeLintAnalysis
import NodeLintModel

/// `loadView()` overridden in an ASDKViewController (docs/texture-facts.md#loadview-override): Texture's `loadView`
/// replaces the view with the node's. Overriding it is discouraged (warning); skipping `super` or
/// reassigning `view` breaks the controller (error). A controller that never passes a node behaves
/// like a plain UIViewController, so there it is only a hint.
struct LoadViewOverride: Rule {
    let id = "loadview-override"

    func check(_ context: RuleContext) {
        for (decl, qualified) in context.ownTypes where context.index.isNodeViewController(qualified) {
            guard let member = decl.members.first(where: { $0.kind == .function && $0.name == "loadView" && $0.parameters.isEmpty }),
                  let body = member.body else { continue }
            // The Texture class the controller derives from, as the project names it: ASViewController
            // before Texture 3, ASDKViewController since.
            let base = context.index.textureAncestor(of: qualified) ?? "ASDKViewController"
            // One diagnostic per override, at its name: the worst of what is wrong with it.
            if !callsSuperOnEveryPath(body, context: context) {
                context.report(at: member.nameOffset,
                               "loadView() does not call super.loadView(); \(base)'s loadView installs the node's view",
                               severity: .error)
            } else if !viewAssignments(body, context: context).isEmpty {
                context.report(at: member.nameOffset, "loadView() replaces the node's view; the node is no longer shown", severity: .error)
            } else {
                let passesNode = passesANode(qualified, context: context)
                context.report(at: member.nameOffset,
                               "overriding loadView() in an \(base) is discouraged; configure the node in init and the view in viewDidLoad()",
                               severity: passesNode ? .warning : .info)
            }
        }
    }

    private func callsSuperOnEveryPath(_ body: Body, context: RuleContext) -> Bool {
        var counted: Set<Int> = []
        context.walk(body) { expr, _ in
            if let offset = Shapes.superCall(expr, named: "loadView") { counted.insert(offset) }
        }
        return SuperCallFlow(counted: counted, context: context).outcome(of: body.statements) == .called
    }

    /// `view = …` / `self.view = …` in the body.
    private func viewAssignments(_ body: Body, context: RuleContext) -> [Int] {
        var offsets: [Int] = []
        context.walk(body) { expr, walk in
            guard walk.isAssignmentTarget else { return }
            switch expr.unparenthesized {
            case .name("view", let offset, .unresolved): offsets.append(offset)
            case .member(let base?, "view", let offset) where context.isSelf(base): offsets.append(offset)
            default: break
            }
        }
        return offsets
    }

    /// Whether some initializer of the class passes a node to `super.init(node:)`.
    private func passesANode(_ type: String, context: RuleContext) -> Bool {
        guard let record = context.index.record(type) else { return true }
        let hasInits = record.members.contains { $0.kind == .initializer }
        // Without the initializers' bodies in this file, assume the usual init(node:).
        guard hasInits else { return true }
        for region in context.allRegions where region.typeName == type && region.member.kind == .initializer {
            var passes = false
            context.walk(region.body) { expr, _ in
                if Shapes.nodePassedToControllerInit(expr) != nil { passes = true }
            }
            if passes { return true }
        }
        return !context.allRegions.contains { $0.typeName == type && $0.member.kind == .initializer }
    }
}
