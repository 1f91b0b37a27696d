import NodeLintModel

/// How a closure literal is used where it is written: passed to a call, called on the spot, assigned,
/// returned, or kept in a local. The context model reads the use to decide where the closure runs.
public enum ClosureUse {
    case argument(call: Call, label: String?, isTrailing: Bool)
    case calledImmediately
    case assigned(target: Expr)
    case returned
    case storedInLocal(Int)
    /// The whole of an expression statement: the value of a single-expression body.
    case expressionStatement
    case other
}

extension ClosureUse {
    /// The use of the closure `closure`, given the walk position at which it was visited.
    static func of(_ closure: Closure, at walk: ExpressionWalk) -> ClosureUse {
        // Look through parentheses and `as` casts to the expression that uses the closure.
        let parents = walk.parents  // made once: each read of `walk.parents` builds the list again
        var index = parents.count - 1
        while index >= 0 {
            switch parents[index] {
            case .tuple(let args, _) where args.count == 1 && args[0].label == nil: index -= 1; continue
            case .cast: index -= 1; continue
            default: break
            }
            break
        }
        if index >= 0 {
            if case .call(let call) = parents[index] {
                if case .closure(let callee) = call.callee.unparenthesized, callee.id == closure.id { return .calledImmediately }
                for argument in call.arguments where argument.value.unparenthesized.closureID == closure.id
                    || isWrapped(argument.value, closure) {
                    return .argument(call: call, label: argument.label, isTrailing: argument.isTrailingClosure)
                }
            }
            return .other
        }
        switch walk.statement {
        case .assignment(let a)?: return .assigned(target: a.target)
        case .return?: return .returned
        case .local(let id)?: return .storedInLocal(id)
        case .expression?: return .expressionStatement
        default: return .other
        }
    }

    private static func isWrapped(_ e: Expr, _ closure: Closure) -> Bool {
        if case .cast(let inner, _, _, _) = e { return inner.unparenthesized.closureID == closure.id }
        return false
    }
}

extension Expr {
    /// The id of the closure this expression is, if it is a closure literal.
    public var closureID: Int? {
        if case .closure(let c) = self { return c.id }
        return nil
    }
}

/// A callee written as a dotted path: `DispatchQueue.main.async` -> ["DispatchQueue", "main", "async"];
/// `DispatchQueue.global(qos: .background).async` -> ["DispatchQueue", "global()", "async"];
/// `self.onDidLoad` -> ["self", "onDidLoad"]; `(0..<5).map` -> ["?", "map"] (a receiver that is not
/// a path is "?"). Nil when the callee is not a name or member access at all.
public func calleePath(_ expr: Expr) -> [String]? {
    switch expr.unparenthesized {
    case .name(let name, _, _): return [name]
    case .selfRef: return ["self"]
    case .superRef: return ["super"]
    case .member(let base, let name, _):
        guard let base else { return ["", name] }
        return (calleePath(base) ?? ["?"]) + [name]
    case .call(let call):
        guard var prefix = calleePath(call.callee), !prefix.isEmpty else { return nil }
        prefix[prefix.count - 1] += "()"
        return prefix
    default:
        return nil
    }
}
