/// Code that runs once however often the method around it runs, because a flag it sets guards it:
///
/// ```swift
/// if isFirstLayout { isFirstLayout = false; … }
/// if !didSetUp { didSetUp = true; … }
/// if badgeNode == nil { badgeNode = ASTextNode(); … }
/// guard !didSetUp else { return }
/// didSetUp = true
/// …
/// ```
///
/// The test and the write must name the same property (`flag` or `self.flag`, `_flag` in Objective-C).
/// A test alone (`if isExpanded`) does not make a guard: nothing stops the code running again. The
/// other guard is a view or node added only while it has no parent, which adding it gives it:
///
/// ```swift
/// if spinner.superview == nil { view.addSubview(spinner) }
/// ```
public enum OneTimeGuard {
    /// The arm of an `if` that runs once: the then-arm when the condition tests a flag that arm sets,
    /// or tests that a view (node) has no superview (supernode) and the arm adds it.
    public static func guardedArm(of branch: Branch) -> Int? {
        guard branch.kind == .if, let then = branch.arms.first else { return nil }
        if let flag = testedFlag(branch), assigns(flag, in: then[...]) { return 0 }
        if let child = testedOrphan(branch), adds(child, in: then[...]) { return 0 }
        return nil
    }

    /// Whether a `guard` tests a flag that the statements after it set.
    public static func guardsRest(_ branch: Branch, rest: ArraySlice<Stmt>) -> Bool {
        guard branch.kind == .guard, let flag = testedFlag(branch) else { return false }
        return assigns(flag, in: rest)
    }

    /// The property a branch's single condition tests: `flag`, `!flag`, `flag == x`, `flag != x`.
    private static func testedFlag(_ branch: Branch) -> String? {
        guard branch.conditions.count == 1, case .expression(let condition) = branch.conditions[0] else { return nil }
        switch condition.unparenthesized {
        case .unary("!", let operand, true, _):
            return flagName(operand)
        case .sequence(let operands, let operators) where operands.count == 2 && (operators == ["=="] || operators == ["!="]):
            return flagName(operands[0])
        case let other:
            return flagName(other)
        }
    }

    /// `x.superview == nil` / `x.supernode == nil`: the name of `x`.
    private static func testedOrphan(_ branch: Branch) -> String? {
        guard branch.conditions.count == 1, case .expression(let condition) = branch.conditions[0],
              case .sequence(let operands, ["=="]) = condition.unparenthesized, operands.count == 2,
              case .literal(let literal) = operands[1].unparenthesized, literal.kind == .nil,
              case .member(let child?, let parent, _) = operands[0].unparenthesized,
              parent == "superview" || parent == "supernode" else { return nil }
        return flagName(child)
    }

    /// Whether the statements add `child` to a view or node: `addSubview(child)`, `addSubnode(child)`,
    /// `insertSubview(child, …)`, `insertSubnode(child, …)`.
    private static func adds(_ child: String, in statements: ArraySlice<Stmt>) -> Bool {
        var found = false
        ExpressionWalk.walk(Array(statements), locals: []) { expr, _ in
            guard !found, case .call(let call) = expr, case .member(_, let method, _) = call.callee.unparenthesized,
                  ["addSubview", "addSubnode", "insertSubview", "insertSubnode"].contains(method),
                  let first = call.arguments.first, flagName(first.value) == child else { return }
            found = true
        }
        return found
    }

    /// The property an expression names, with an Objective-C ivar's `_` dropped (`_didSetUp` and
    /// `self.didSetUp` are one flag).
    private static func flagName(_ expr: Expr) -> String? {
        let name: String
        switch expr.unparenthesized {
        case .name(let n, _, .unresolved): name = n
        case .member(.selfRef?, let n, _): name = n
        default: return nil
        }
        return name.hasPrefix("_") ? String(name.dropFirst()) : name
    }

    /// Whether the statements (not counting nested closures) assign `flag`, at any depth.
    private static func assigns(_ flag: String, in statements: ArraySlice<Stmt>) -> Bool {
        for statement in statements {
            switch statement {
            case .assignment(let a) where flagName(a.target) == flag:
                return true
            case .branch(let b):
                if b.arms.contains(where: { assigns(flag, in: $0[...]) }) { return true }
            case .block(let b):
                if assigns(flag, in: b.body[...]) { return true }
            default:
                break
            }
        }
        return false
    }
}
