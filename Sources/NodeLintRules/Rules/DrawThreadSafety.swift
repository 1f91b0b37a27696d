import NodeLintAnalysis
import NodeLintModel

/// Drawing code that is not thread-safe (docs/texture-facts.md#draw-thread-safety): drawing callbacks run on the display
/// queue. UIKit views, controllers, recognizers and main-only singletons there are errors;
/// `UIImage(named:)` is a warning (sub-check `image-named-off-main`); `drawParameters` returning the
/// live node (`self`) is a warning.
struct DrawThreadSafety: Rule {
    let id = "draw-thread-safety"

    func check(_ context: RuleContext) {
        context.forEachExpression(in: [.bgDraw]) { expr, walk, region, entry in
            if let (type, offset) = context.mainThreadOnlyUIKit(expr, walk: walk, in: region) {
                let advice = type == "UIScreen" && Shapes.readsTheScale(walk) ? "use ASScreenScale() for the scale"
                    : "prepare what drawing needs in drawParameters(forAsyncLayer:)"
                context.report(at: offset, "'\(type)' is main-thread-only and drawing runs on a background display queue; " + advice,
                               severity: .error, via: entry.via)
            } else if let (offset) = imageNamed(expr) {
                context.report(at: offset, "UIImage(named:) in drawing code: Texture warns it is not thread-safe with asset catalogs [image-named-off-main]; load the image on main and pass it in the draw parameters",
                               severity: .warning, via: entry.via)
            }
        }
        // drawParameters(forAsyncLayer:) returning the node itself: reported once, at the method's name
        // (the finding is about what the override hands to the display queue; the reference model,
        // which sees the returned object only after the method has returned, locates it there too).
        for region in context.allRegions where region.closure == nil && region.member.name == "drawParameters"
            && context.index.isNode(region.typeName) {
            let returnsSelf = Stmt.returnedExpressions(region.body.statements).contains {
                if case .selfRef = $0.unparenthesized { return true }
                return false
            }
            if returnsSelf {
                context.report(at: region.member.nameOffset, "drawParameters returns the node itself, which drawing then reads off the main thread while it changes; return an immutable snapshot of the values drawing needs",
                               severity: .warning)
            }
        }
    }

    /// `UIImage(named:)` / `[UIImage imageNamed:]`: the offset of `UIImage`.
    private func imageNamed(_ expr: Expr) -> Int? {
        guard case .call(let call) = expr else { return nil }
        switch call.callee.unparenthesized {
        case .name("UIImage", let offset, .unresolved) where call.arguments.first?.label == "named":
            return offset
        case .member(.name("UIImage", let offset, .unresolved)?, "imageNamed", _):
            return offset
        default:
            return nil
        }
    }
}
