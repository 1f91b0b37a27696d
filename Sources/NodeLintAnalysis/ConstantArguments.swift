import NodeLintModel

/// Branches a method cannot take when it is called with boolean literals: `update(animated: false)`
/// reaching `if animated { transitionLayout(…) }` never runs the transition. The literals come with the
/// context (`ContextEntry.constants`), by parameter name.
public enum ConstantArguments {
    /// Whether arm `arm` of `branch` can run with the parameters of `member` bound to `constants`.
    /// Arms whose condition cannot be decided can run.
    public static func isLive(_ branch: Branch, arm: Int, member: Member, constants: [String: Bool], locals: [LocalDecl]) -> Bool {
        guard !constants.isEmpty, branch.kind != .switch, let value = value(of: branch.conditions, member: member,
                                                                             constants: constants, locals: locals) else { return true }
        switch branch.kind {
        case .if: return arm == 0 ? value : !value
        case .guard: return !value  // the else-arm runs when the conditions fail
        case .switch: return true
        }
    }

    /// The value of a condition list (all must hold), when the constants decide it.
    private static func value(of conditions: [Stmt], member: Member, constants: [String: Bool], locals: [LocalDecl]) -> Bool? {
        var all: Bool? = true
        for condition in conditions {
            guard case .expression(let e) = condition, let v = value(of: e, member: member, constants: constants, locals: locals) else {
                all = nil
                continue
            }
            if !v { return false }
        }
        return all
    }

    private static func value(of expr: Expr, member: Member, constants: [String: Bool], locals: [LocalDecl]) -> Bool? {
        switch expr.unparenthesized {
        case .name(_, _, .local(let id)):
            guard id >= 0, id < locals.count, locals[id].kind == .parameter,
                  member.body?.parameters.contains(id) == true else { return nil }
            return constants[locals[id].name]
        case .unary("!", let operand, true, _):
            return value(of: operand, member: member, constants: constants, locals: locals).map { !$0 }
        case .sequence(let operands, let operators) where operands.count == 2 && operators.count == 1:
            let a = value(of: operands[0], member: member, constants: constants, locals: locals) ?? operands[0].booleanLiteral
            let b = value(of: operands[1], member: member, constants: constants, locals: locals) ?? operands[1].booleanLiteral
            switch operators[0] {
            case "&&":
                if a == false || b == false { return false }
                if let a, let b { return a && b }
                return nil
            case "||":
                if a == true || b == true { return true }
                if let a, let b { return a || b }
                return nil
            case "==":
                guard let a, let b else { return nil }
                return a == b
            case "!=":
                guard let a, let b else { return nil }
                return a != b
            default:
                return nil
            }
        default:
            return nil
        }
    }
}
