extension Stmt {
    /// The expressions a statement list returns: the value of every `return` at any depth (in branches,
    /// loops and blocks; not in closures or local functions, which return for themselves), and the one
    /// expression of a list that is a single expression (Swift's implicit return).
    public static func returnedExpressions(_ statements: [Stmt]) -> [Expr] {
        var values: [Expr] = []
        func scan(_ list: [Stmt]) {
            for s in list {
                switch s {
                case .return(let e?, _): values.append(e)
                case .branch(let b): b.arms.forEach(scan)
                case .loop(let l): scan(l.body)
                case .block(let b): scan(b.body)
                default: break
                }
            }
        }
        scan(statements)
        if statements.count == 1, case .expression(let e) = statements[0] { values.append(e) }
        return values
    }
}
