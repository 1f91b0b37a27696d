import NodeLintAnalysis
import NodeLintModel

/// Geometry code in a Texture view controller's `viewDidLoad` (texture-rules.md R15): it runs once,
/// before the final size is known, and never again on rotation, split screen or keyboard changes.
/// Reported: assignments to `frame`/`bounds`/`center`/`position` of the controller's view, node and
/// stored properties (at the property); `layoutThatFits`/`transitionLayout` calls; other reads of the
/// controller's geometry (`view.bounds`, `UIScreen.main.bounds`). Helpers and later closures are not
/// followed.
struct LayoutInViewDidLoad: Rule {
    let id = "layout-in-viewdidload"

    static let assignedGeometry: Set<String> = ["frame", "bounds", "center", "position"]
    static let readGeometry: Set<String> = ["frame", "bounds", "safeAreaInsets"]
    static let layoutCalls: Set<String> = ["layoutThatFits", "transitionLayout"]

    func check(_ context: RuleContext) {
        for region in context.analysis.regions where region.member.name == "viewDidLoad" && region.source == .member {
            guard !region.typeName.isEmpty, context.index.isNodeViewController(region.typeName) else { continue }
            // Offsets inside the values of reported assignments: their reads are part of that one finding.
            var covered: [Range<Int>] = []
            ExpressionWalk.walk(region.body.statements, locals: context.file.locals) { expr, walk in
                if walk.isAssignmentTarget, let (name, offset) = geometryTarget(expr, region: region, context: context) {
                    context.report(at: offset,
                                   "'\(name)' is set in viewDidLoad, which runs once, before the final size is known; set geometry in viewWillLayoutSubviews()")
                    if case .assignment(let a)? = walk.statement { covered.append(Self.extent(of: a.value)) }
                } else if let call = Shapes.methodCall(expr), Self.layoutCalls.contains(call.name) {
                    context.report(at: call.offset,
                                   "\(call.name) in viewDidLoad measures once, before the final size is known; lay out in viewWillLayoutSubviews()")
                } else if !walk.isAssignmentTarget, case .member(let base?, let name, let offset) = expr,
                          Self.readGeometry.contains(name), !covered.contains(where: { $0.contains(offset) }),
                          !isInsideAssignmentTarget(walk), isControllerGeometry(base, region: region, context: context) {
                    context.report(at: offset,
                                   "'\(name)' is read in viewDidLoad, before the final size is known; size things in viewWillLayoutSubviews() or in the layout spec")
                }
            }
        }
    }

    /// `x.frame = …` where `x` is the controller's view, node or a stored property (not a local).
    private func geometryTarget(_ target: Expr, region: AnalyzedRegion, context: RuleContext) -> (String, Int)? {
        var current = target.unparenthesized
        while case .member(let base?, let name, let offset) = current {
            if Self.assignedGeometry.contains(name) {
                return isControllerOwned(base, region: region, context: context) ? (name, offset) : nil
            }
            current = base.unparenthesized
        }
        return nil
    }

    /// The controller itself, its view or node, a stored property, or a member chain from one of them.
    private func isControllerOwned(_ expr: Expr, region: AnalyzedRegion, context: RuleContext) -> Bool {
        switch expr.unparenthesized {
        case .selfRef: return true
        case .name(let name, _, .unresolved): return context.analysis.isImplicitSelfMember(name, in: region)
        case .member(let base?, _, _): return isControllerOwned(base, region: region, context: context)
        case .call(let call) where call.arguments.isEmpty: return isControllerOwned(call.callee, region: region, context: context)
        default: return false
        }
    }

    /// Geometry whose value depends on the final size: the controller's (view, node, stored
    /// properties) or the screen's.
    private func isControllerGeometry(_ base: Expr, region: AnalyzedRegion, context: RuleContext) -> Bool {
        // `UIScreen.main.bounds`, and `[UIScreen mainScreen].bounds` (a message: `mainScreen()`).
        if let path = calleePath(base), path.count == 2,
           UIKitClasses.mainOnlySingletons[path[0]]?.contains(path[1].hasSuffix("()") ? String(path[1].dropLast(2)) : path[1]) == true {
            return true
        }
        return isControllerOwned(base, region: region, context: context)
    }

    private func isInsideAssignmentTarget(_ walk: ExpressionWalk) -> Bool {
        guard case .assignment(let a)? = walk.statement else { return false }
        let target = Self.extent(of: a.target)
        return walk.parents.contains { target.contains($0.offset) }
    }

    /// The offsets an expression's tokens span, from its sub-expressions.
    static func extent(of expr: Expr) -> Range<Int> {
        var low = expr.offset, high = expr.offset
        ExpressionWalk.walk(expr, locals: [], enterClosure: { _ in true }) { e, _ in
            low = min(low, e.offset)
            high = max(high, e.offset)
        }
        return low..<(high + 1)
    }
}
