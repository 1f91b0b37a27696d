import NodeLintAnalysis
import NodeLintModel

/// One-time set-up in code that runs on every layout pass (texture-rules.md R16): `layout()` and
/// `layoutDidFinish()` of nodes, `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` of Texture view
/// controllers; observers, targets, subviews and requests pile up. In layout-spec bodies only the calls
/// that are legal there but repeated (`addTarget`, `addObserver`, `URLSession`) are reported; the
/// others are the error-level layout-spec rules'. Set-up behind a once-guard is only a hint.
struct OneTimeSetupInLayoutPass: Rule {
    let id = "one-time-setup-in-layout-pass"

    static let hierarchyCalls: Set<String> = ["addSubnode", "addSubview", "addGestureRecognizer"]
    static let tableTypes: Set<String> = [
        "ASTableNode", "ASCollectionNode", "ASPagerNode", "ASTableView", "ASCollectionView", "UITableView", "UICollectionView",
    ]

    func check(_ context: RuleContext) {
        for region in context.analysis.regions where !region.typeName.isEmpty {
            if region.source == .member, isLayoutPass(region, context: context) {
                visit(region.body.statements, guarded: false, layoutSpec: false, region: region, context: context)
            } else if region.runs(in: .bgLayout) != nil {
                visit(region.body.statements, guarded: false, layoutSpec: true, region: region, context: context)
            }
        }
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

    /// Walks statements in order; `guarded` once an `if` arm or a preceding `guard` tests a once-flag.
    private func visit(_ statements: [Stmt], guarded: Bool, layoutSpec: Bool, region: AnalyzedRegion, context: RuleContext) {
        var guarded = guarded
        for s in statements {
            switch s {
            case .branch(let b):
                report(b.conditions, guarded: guarded, layoutSpec: layoutSpec, region: region, context: context)
                let once = guarded || b.conditions.contains { testsOnceFlag($0, region: region, context: context) }
                for arm in b.arms { visit(arm, guarded: once, layoutSpec: layoutSpec, region: region, context: context) }
                if b.kind == .guard && once { guarded = true }
            case .loop(let l):
                report(l.header, guarded: guarded, layoutSpec: layoutSpec, region: region, context: context)
                visit(l.body, guarded: guarded, layoutSpec: layoutSpec, region: region, context: context)
            case .block(let b):
                visit(b.body, guarded: guarded, layoutSpec: layoutSpec, region: region, context: context)
            default:
                report([s], guarded: guarded, layoutSpec: layoutSpec, region: region, context: context)
            }
        }
    }

    private func report(_ statements: [Stmt], guarded: Bool, layoutSpec: Bool, region: AnalyzedRegion, context: RuleContext) {
        ExpressionWalk.walk(statements, locals: context.file.locals) { expr, _ in
            guard let (what, offset) = setUpCall(expr, layoutSpec: layoutSpec, region: region, context: context) else { return }
            context.report(at: offset,
                           "\(what) runs on every layout pass, and layout runs many times; do one-time set-up in didLoad() or viewDidLoad()",
                           severity: guarded ? .info : nil)
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
            return (name, call.offset)
        case "reloadData":
            guard let receiver = call.receiver, let type = context.analysis.type(of: receiver, in: region),
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
    private func testsOnceFlag(_ condition: Stmt, region: AnalyzedRegion, context: RuleContext) -> Bool {
        var found = false
        ExpressionWalk.walk([condition], locals: context.file.locals) { expr, _ in
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
