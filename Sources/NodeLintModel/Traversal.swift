/// Walking bodies: every expression of a statement list in source order, with its parent chain.
///
/// Closures are not entered unless `enterClosure` says so: a closure's body usually runs in a context
/// of its own, and the analysis visits it as a separate body.
public struct ExpressionWalk {
    /// The expressions enclosing the one being visited, outermost first.
    public private(set) var parents: [Expr] = []
    /// True when the visited expression is the whole left-hand side of an assignment (a write).
    public private(set) var isAssignmentTarget = false
    /// The statement the visited expression belongs to.
    public private(set) var statement: Stmt?
    /// The visited code runs at most once however often its body runs: it sits under a one-time guard
    /// (`if !didSetUp { didSetUp = true; … }`, see `OneTimeGuard`).
    public private(set) var isOnceGuarded = false
    /// The conditions the visited code runs under: those of the enclosing `if`/`switch` arms and of the
    /// `guard`s before it in the enclosing statement lists, outermost first.
    public private(set) var conditions: [Stmt] = []

    private let locals: [LocalDecl]
    private let enterClosure: (Closure) -> Bool
    /// Whether an arm of a branch can run; nil: every arm can.
    private let liveArm: ((Branch, Int) -> Bool)?
    private let visit: (Expr, ExpressionWalk) -> Void

    private init(locals: [LocalDecl], enterClosure: @escaping (Closure) -> Bool, liveArm: ((Branch, Int) -> Bool)?,
                 visit: @escaping (Expr, ExpressionWalk) -> Void) {
        self.locals = locals
        self.enterClosure = enterClosure
        self.liveArm = liveArm
        self.visit = visit
    }

    /// Visits every expression of `statements` (conditions, arms, loop bodies and the initial values
    /// of local declarations included). `locals` is the file's `SourceFile.locals`. `liveArm` leaves out
    /// the arms of branches that cannot run (a condition on an argument known to be `false`).
    public static func walk(_ statements: [Stmt], locals: [LocalDecl], enterClosure: @escaping (Closure) -> Bool = { _ in false },
                            liveArm: ((Branch, Int) -> Bool)? = nil, visit: @escaping (Expr, ExpressionWalk) -> Void) {
        var walker = ExpressionWalk(locals: locals, enterClosure: enterClosure, liveArm: liveArm, visit: visit)
        walker.statements(statements)
    }

    /// Visits one expression and everything inside it.
    public static func walk(_ expr: Expr, locals: [LocalDecl], enterClosure: @escaping (Closure) -> Bool = { _ in false },
                            visit: @escaping (Expr, ExpressionWalk) -> Void) {
        var walker = ExpressionWalk(locals: locals, enterClosure: enterClosure, liveArm: nil, visit: visit)
        walker.expression(expr)
    }

    /// The nearest enclosing expression, if any.
    public var parent: Expr? { parents.last }

    private mutating func statements(_ list: [Stmt]) {
        let wasGuarded = isOnceGuarded, conditionCount = conditions.count
        defer {
            isOnceGuarded = wasGuarded
            conditions.removeLast(conditions.count - conditionCount)
        }
        for (i, s) in list.enumerated() {
            statement(s)
            guard case .branch(let b) = s, b.kind == .guard else { continue }
            // The rest of the list runs only when the guard's conditions hold.
            conditions += b.conditions
            // `guard !didSetUp else { return }; didSetUp = true`: the rest of the list runs once.
            if !isOnceGuarded, OneTimeGuard.guardsRest(b, rest: list[(i + 1)...]) { isOnceGuarded = true }
        }
    }

    private mutating func statement(_ s: Stmt) {
        let saved = statement
        statement = s
        defer { statement = saved }
        switch s {
        case .expression(let e): expression(e)
        case .local(let id):
            if id >= 0 && id < locals.count, let value = locals[id].initializer { expression(value) }
        case .localFunction: break // a separate body
        case .assignment(let a):
            isAssignmentTarget = true
            expression(a.target)
            isAssignmentTarget = false
            expression(a.value)
        case .return(let e, _): if let e { expression(e) }
        case .throw(let e, _): expression(e)
        case .branch(let b):
            statements(b.conditions)
            let onceArm = isOnceGuarded || b.kind != .if ? nil : OneTimeGuard.guardedArm(of: b)
            for (i, arm) in b.arms.enumerated() where liveArm?(b, i) ?? true {
                let wasGuarded = isOnceGuarded
                if i == onceArm { isOnceGuarded = true }
                // A guard's else-arm runs when its conditions fail: they are not conditions it runs under.
                if b.kind != .guard { conditions += b.conditions }
                statements(arm)
                if b.kind != .guard { conditions.removeLast(b.conditions.count) }
                isOnceGuarded = wasGuarded
            }
        case .loop(let l):
            statements(l.header)
            statements(l.body)
        case .block(let b):
            statements(b.header)
            statements(b.body)
        case .other: break
        }
    }

    private mutating func expression(_ e: Expr) {
        visit(e, self)
        let wasTarget = isAssignmentTarget
        // Only the root of an assignment target is written; its bases and arguments are read.
        isAssignmentTarget = false
        parents.append(e)
        // Children are visited in place (not through `children`, which allocates): this is the
        // hottest loop of a lint run.
        switch e {
        case .name, .selfRef, .superRef, .type, .keyPath:
            break
        case .closure(let c):
            if enterClosure(c) { statements(c.body.statements) }
        case .member(let base, _, _):
            if let base { expression(base) }
        case .call(let call):
            expression(call.callee)
            for argument in call.arguments { expression(argument.value) }
        case .subscript(let base, let arguments, _):
            expression(base)
            for argument in arguments { expression(argument.value) }
        case .literal(let literal):
            for child in literal.interpolations { expression(child) }
        case .collection(let elements, _, _):
            for child in elements { expression(child) }
        case .tuple(let arguments, _), .pound(_, let arguments, _):
            for argument in arguments { expression(argument.value) }
        case .sequence(let operands, _):
            for child in operands { expression(child) }
        case .unary(_, let operand, _, _):
            expression(operand)
        case .cast(let inner, _, _, _):
            expression(inner)
        case .unknown(_, let children):
            for child in children { expression(child) }
        }
        parents.removeLast()
        isAssignmentTarget = wasTarget
    }
}

extension Expr {
    /// Direct sub-expressions, in source order. A closure has none: its body is a separate `Body`.
    public var children: [Expr] {
        switch self {
        case .name, .selfRef, .superRef, .closure, .type, .keyPath:
            return []
        case .member(let base, _, _):
            return base.map { [$0] } ?? []
        case .call(let call):
            return [call.callee] + call.arguments.map(\.value)
        case .subscript(let base, let arguments, _):
            return [base] + arguments.map(\.value)
        case .literal(let literal):
            return literal.interpolations
        case .collection(let elements, _, _):
            return elements
        case .tuple(let arguments, _):
            return arguments.map(\.value)
        case .sequence(let operands, _):
            return operands
        case .unary(_, let operand, _, _):
            return [operand]
        case .cast(let e, _, _, _):
            return [e]
        case .pound(_, let arguments, _):
            return arguments.map(\.value)
        case .unknown(_, let children):
            return children
        }
    }

    /// The offset a diagnostic about this expression points at.
    public var offset: Int {
        switch self {
        case .name(_, let o, _), .selfRef(let o), .superRef(let o), .member(_, _, let o),
             .subscript(_, _, let o), .collection(_, _, let o), .tuple(_, let o), .unary(_, _, _, let o),
             .cast(_, _, _, let o), .type(_, let o), .keyPath(_, let o), .pound(_, _, let o), .unknown(let o, _):
            return o
        case .call(let call): return call.callee.offset
        case .closure(let c): return c.offset
        case .literal(let l): return l.offset
        case .sequence(let operands, _): return operands.first?.offset ?? 0
        }
    }

    /// The offset of the expression's first token (`cells` in `cells[row]`, `self` in `self.cell`): where a
    /// diagnostic about the whole value points. Parentheses and closures start at their own offset.
    public var leadingOffset: Int {
        children.reduce(offset) { min($0, $1.leadingOffset) }
    }

    /// Strips parentheses around a single unlabelled value: `(x)` -> `x`.
    public var unparenthesized: Expr {
        if case .tuple(let args, _) = self, args.count == 1, args[0].label == nil { return args[0].value.unparenthesized }
        return self
    }
}

extension Body {
    /// Every closure literal directly in this body (not inside nested closures), in source order,
    /// including those in local variable initializers.
    public func directClosures(locals: [LocalDecl]) -> [Closure] {
        var found: [Closure] = []
        let visit: (Expr, ExpressionWalk) -> Void = { e, _ in
            if case .closure(let c) = e { found.append(c) }
        }
        ExpressionWalk.walk(statements, locals: locals, visit: visit)
        return found
    }

    /// The local declarations made by statements of this body (not of nested closures).
    public func localDeclarations(locals: [LocalDecl]) -> [LocalDecl] {
        var result: [LocalDecl] = []
        func collect(_ list: [Stmt]) {
            for s in list {
                switch s {
                case .local(let id): if id >= 0 && id < locals.count { result.append(locals[id]) }
                case .branch(let b): collect(b.conditions); b.arms.forEach(collect)
                case .loop(let l): collect(l.header); collect(l.body)
                case .block(let b): collect(b.header); collect(b.body)
                default: break
                }
            }
        }
        collect(statements)
        return result
    }
}
