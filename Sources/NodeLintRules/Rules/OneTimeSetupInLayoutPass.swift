import NodeLintAnalysis
import NodeLintModel

/// One-time set-up in code that runs on every layout pass (docs/texture-facts.md#one-time-setup-in-layout-pass): `layout()` and
/// `layoutDidFinish()` of nodes, `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` of Texture view
/// controllers; observers, targets, subviews and requests pile up. In layout-spec bodies only the calls
/// that are legal there but repeated (`addTarget`, `addObserver`, `URLSession`) are reported; the
/// others are the error-level layout-spec rules'. Code that runs once however often the pass runs is
/// not reported: under a one-time guard, or reached through the first read of a lazy property; nor
/// set-up of an object the pass has just created.
struct OneTimeSetupInLayoutPass: Rule {
    let id = "one-time-setup-in-layout-pass"

    static let hierarchyCalls: Set<String> = UIKitMethods.viewSetUp.union([TextureMethods.addSubnode.base])
    static let tableTypes: Set<String> = TextureContainerAPI.containers.union(UIKitClasses.listViews)

    func check(_ context: RuleContext) {
        for region in context.allRegions where !region.typeName.isEmpty {
            let layoutSpec: Bool
            let entries: [ContextEntry]?
            if region.source == .member, isLayoutPass(region, context: context) {
                layoutSpec = false
                entries = nil
            } else {
                // Layout-spec code, unless it runs once (a lazy property's initializer first read there).
                let passes = region.contexts.filter { $0.context == .bgLayout && !$0.runsOnce }
                guard !passes.isEmpty else { continue }
                layoutSpec = true
                entries = passes
            }
            context.walk(region, entries: entries) { expr, walk in
                guard !walk.isOnceGuarded, let (what, offset) = setUpCall(expr, layoutSpec: layoutSpec, region: region, context: context),
                      !isOnObjectCreatedInThePass(expr, context: context) else { return }
                // Under a condition on the object's own state (a size it remembers, a view's superview),
                // the call may be meant to run only when that state changes: a hint, not a warning.
                let conditional = walk.conditions.contains { readsOwnState($0, region: region, context: context) }
                context.report(at: offset,
                               "\(what) runs on every layout pass, and layout runs many times; do one-time set-up in didLoad() or viewDidLoad()",
                               severity: conditional ? .info : nil)
            }
        }
    }

    /// The call's receiver is a local the same code has just created (`let name = TextNode();
    /// name.addTarget(…)`): each pass sets up a new object once, so nothing piles up; creating objects
    /// in the pass is other rules' finding.
    private func isOnObjectCreatedInThePass(_ expr: Expr, context: RuleContext) -> Bool {
        guard let call = Shapes.methodCall(expr), case .name(_, _, .local(let id))? = call.receiver?.unparenthesized,
              let initializer = context.local(id).initializer else { return false }
        return TypeInference.constructedType(of: initializer) != nil
    }

    private func isLayoutPass(_ region: AnalyzedRegion, context: RuleContext) -> Bool {
        let member = region.member
        guard member.kind == .function, member.parameters.isEmpty, !region.isPropertyInitializer else { return false }
        switch member.name {
        case "layout", "layoutDidFinish": return context.index.isNode(region.typeName)
        case "viewWillLayoutSubviews", "viewDidLayoutSubviews": return context.index.isNodeViewController(region.typeName)
        default: return false
        }
    }

    private func setUpCall(_ expr: Expr, layoutSpec: Bool, region: AnalyzedRegion, context: RuleContext) -> (String, Int)? {
        if case .name(let session, let offset, .unresolved) = expr, session == "URLSession" || session == "NSURLSession" {
            return (session, offset)
        }
        guard let call = Shapes.methodCall(expr) else { return nil }
        switch call.name {
        case "addTarget":
            return ("addTarget", call.offset)
        case "addObserver":
            guard let receiver = call.receiver, let path = calleePath(receiver),
                  path.first == "NotificationCenter" || path.first == "NSNotificationCenter" else { return nil }
            return ("addObserver", call.offset)
        case _ where layoutSpec:
            return nil
        case let name where Self.hierarchyCalls.contains(name):
            let isProjectShim = UIKitMethods.viewSetUp.contains(name) && context.callsProjectMethod(call.receiver, named: name, in: region)
            return isProjectShim ? nil : (name, call.offset)
        case "reloadData":
            guard let receiver = call.receiver, let type = context.type(of: receiver, in: region),
                  isTable(type.base, region: region, context: context) else { return nil }
            return ("reloadData", call.offset)
        default:
            return nil
        }
    }

    private func isTable(_ type: String, region: AnalyzedRegion, context: RuleContext) -> Bool {
        context.index.lineage(of: type, from: region.typeName).contains { Self.tableTypes.contains($0) }
    }

    /// A condition that reads a stored property of the class, or `superview`/`supernode`.
    private func readsOwnState(_ condition: Stmt, region: AnalyzedRegion, context: RuleContext) -> Bool {
        var found = false
        context.walk([condition]) { expr, _ in
            switch expr {
            case .member(_, "superview", _), .member(_, "supernode", _):
                found = true
            case .name(let name, _, .unresolved), .member(.selfRef?, let name, _):
                if let member = context.index.declaredMember(name, in: region.typeName)?.member,
                   member.kind == .variable, member.isStored {
                    found = true
                }
            default:
                break
            }
        }
        return found
    }
}
