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
/// A test alone (`if superview == nil`) does not make a guard: nothing stops the code running again.
public enum OneTimeGuard {
    /// The arm of an `if` that runs once: the then-arm when the condition tests a flag that arm sets.
    public static func guardedArm(of branch: Branch) -> Int? {
        guard branch.kind == .if, let flag = testedFlag(branch), let then = branch.arms.first,
              assigns(flag, in: then[...]) else { return nil }
        return 0
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
