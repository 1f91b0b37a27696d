extension Stmt {
    /// The expressions a statement list returns: the value of every `return` at any depth (in branches,
    /// loops and blocks; not in closures or local functions, which return for themselves), and the one
    /// expression of a list that is a single expression (Swift's implicit return).
    public static func returnedExpressions(_ statements: [Stmt]) -> [Expr] {
        returns(statements).map(\.value)
    }

    /// The same values with where each is handed out: the `return` keyword, or the expression itself for an
    /// implicit return.
    public static func returns(_ statements: [Stmt]) -> [(value: Expr, offset: Int)] {
        var values: [(value: Expr, offset: Int)] = []
        func scan(_ list: [Stmt]) {
            for s in list {
                switch s {
                case .return(let e?, let offset): values.append((e, offset))
                case .branch(let b): b.arms.forEach(scan)
                case .loop(let l): scan(l.body)
                case .block(let b): scan(b.body)
                default: break
                }
            }
        }
        scan(statements)
        if statements.count == 1, case .expression(let e) = statements[0] { values.append((e, e.leadingOffset)) }
        return values
    }
}
