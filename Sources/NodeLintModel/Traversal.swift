/// Walking bodies: every expression of a statement list in source order, with its parent chain.
///
/// Closures are not entered unless `enterClosure` says so: a closure's body usually runs in a context
/// of its own, and the analysis visits it as a separate body.
///
/// What a visitor is handed is one visit of a `RecordedWalk`: the walk records each visit as it makes
/// it, and a recording can be replayed (`RecordedWalk.replay`) by every reader of the same body
/// instead of walking the tree again. Two words: handing it to a visitor costs nothing.
public struct ExpressionWalk {
    fileprivate let recording: RecordedWalk
    fileprivate let index: Int

    /// The expressions enclosing the one being visited, outermost first.
    public var parents: [Expr] { recording.parents(of: index) }
    /// The nearest enclosing expression, if any.
    public var parent: Expr? { recording.parent(of: index) }
    /// The number of enclosing expressions (`parents.count`, without making the list).
    public var depth: Int { Int(recording.visits[index].depth) }
    /// True when the visited expression is the whole left-hand side of an assignment (a write).
    public var isAssignmentTarget: Bool { recording.visits[index].isAssignmentTarget }
    /// The statement the visited expression belongs to.
    public var statement: Stmt? { recording.visits[index].statement }
    /// The visited code runs at most once however often its body runs: it sits under a one-time guard
    /// (`if !didSetUp { didSetUp = true; … }`, see `OneTimeGuard`).
    public var isOnceGuarded: Bool { recording.visits[index].isOnceGuarded }
    /// The conditions the visited code runs under: those of the enclosing `if`/`switch` arms and of the
    /// `guard`s before it in the enclosing statement lists, outermost first.
    public var conditions: [Stmt] { recording.conditions(of: index) }

    /// Visits every expression of `statements` (conditions, arms, loop bodies and the initial values
    /// of local declarations included). `locals` is the file's `SourceFile.locals`. `liveArm` leaves out
    /// the arms of branches that cannot run (a condition on an argument known to be `false`).
    public static func walk(_ statements: [Stmt], locals: [LocalDecl], enterClosure: @escaping (Closure) -> Bool = { _ in false },
                            liveArm: ((Branch, Int) -> Bool)? = nil, visit: @escaping (Expr, ExpressionWalk) -> Void) {
        var walker = Walker(recording: RecordedWalk(), locals: locals, enterClosure: enterClosure, liveArm: liveArm, visit: visit)
        walker.statements(statements)
    }

    /// Visits one expression and everything inside it.
    public static func walk(_ expr: Expr, locals: [LocalDecl], enterClosure: @escaping (Closure) -> Bool = { _ in false },
                            visit: @escaping (Expr, ExpressionWalk) -> Void) {
        var walker = Walker(recording: RecordedWalk(), locals: locals, enterClosure: enterClosure, liveArm: nil, visit: visit)
        walker.expression(expr)
    }
}

/// The walk itself: its state, and the recording it fills as it goes.
private struct Walker {
    let recording: RecordedWalk
    let locals: [LocalDecl]
    let enterClosure: (Closure) -> Bool
    /// Whether an arm of a branch can run; nil: every arm can.
    let liveArm: ((Branch, Int) -> Bool)?
    let visit: ((Expr, ExpressionWalk) -> Void)?

    /// Visit indices of the enclosing expressions, outermost first.
    private var stack: [Int32] = []
    private var assignmentTarget = false
    private var currentStatement: Stmt?
    private var onceGuarded = false
    private var conditionStack: [Stmt] = []
    /// The conditions changed since the recording last kept a copy of them.
    private var conditionsChanged = false

    init(recording: RecordedWalk, locals: [LocalDecl], enterClosure: @escaping (Closure) -> Bool, liveArm: ((Branch, Int) -> Bool)?,
         visit: ((Expr, ExpressionWalk) -> Void)?) {
        self.recording = recording
        self.locals = locals
        self.enterClosure = enterClosure
        self.liveArm = liveArm
        self.visit = visit
    }

    mutating func statements(_ list: [Stmt]) {
        let wasGuarded = onceGuarded, conditionCount = conditionStack.count
        defer {
            onceGuarded = wasGuarded
            if conditionStack.count != conditionCount {
                conditionStack.removeLast(conditionStack.count - conditionCount)
                conditionsChanged = true
            }
        }
        for (i, s) in list.enumerated() {
            statement(s)
            guard case .branch(let b) = s, b.kind == .guard else { continue }
            // The rest of the list runs only when the guard's conditions hold.
            if !b.conditions.isEmpty {
                conditionStack += b.conditions
                conditionsChanged = true
            }
            // `guard !didSetUp else { return }; didSetUp = true`: the rest of the list runs once.
            if !onceGuarded, OneTimeGuard.guardsRest(b, rest: list[(i + 1)...]) { onceGuarded = true }
        }
    }

    private mutating func statement(_ s: Stmt) {
        let saved = currentStatement
        currentStatement = s
        defer { currentStatement = saved }
        switch s {
        case .expression(let e): expression(e)
        case .local(let id):
            if id >= 0 && id < locals.count, let value = locals[id].initializer { expression(value) }
        case .localFunction: break // a separate body
        case .assignment(let a):
            assignmentTarget = true
            expression(a.target)
            assignmentTarget = false
            expression(a.value)
        case .return(let e, _): if let e { expression(e) }
        case .throw(let e, _): expression(e)
        case .branch(let b):
            statements(b.conditions)
            let onceArm = onceGuarded || b.kind != .if ? nil : OneTimeGuard.guardedArm(of: b)
            for (i, arm) in b.arms.enumerated() where liveArm?(b, i) ?? true {
                let wasGuarded = onceGuarded
                if i == onceArm { onceGuarded = true }
                // A guard's else-arm runs when its conditions fail: they are not conditions it runs under.
                let pushes = b.kind != .guard && !b.conditions.isEmpty
                if pushes {
                    conditionStack += b.conditions
                    conditionsChanged = true
                }
                statements(arm)
                if pushes {
                    conditionStack.removeLast(b.conditions.count)
                    conditionsChanged = true
                }
                onceGuarded = wasGuarded
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

    mutating func expression(_ e: Expr) {
        if conditionsChanged {
            recording.keepConditions(conditionStack)
            conditionsChanged = false
        }
        let index = recording.append(e, statement: currentStatement, parent: stack.last ?? -1, depth: stack.count,
                                     isAssignmentTarget: assignmentTarget, isOnceGuarded: onceGuarded)
        visit?(e, ExpressionWalk(recording: recording, index: index))
        let wasTarget = assignmentTarget
        // Only the root of an assignment target is written; its bases and arguments are read.
        assignmentTarget = false
        stack.append(Int32(index))
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
        stack.removeLast()
        assignmentTarget = wasTarget
    }
}

/// Every visit of one walk of a statement list, kept in order: the many rules that read one body
/// replay it instead of walking the tree again (walking the tree, with the reference counting each
/// step of it costs, was the largest part of a lint run). A replay visits the same expressions in the
/// same order with the same walk state as `ExpressionWalk.walk` with the same arguments.
/// Sendable as the model's classes are: written only by its initialiser, read-only once made.
public final class RecordedWalk: @unchecked Sendable {
    fileprivate struct Visit {
        let expr: Expr
        let statement: Stmt?
        /// Index of the enclosing expression's visit; -1 at the top of a statement.
        let parent: Int32
        let depth: Int32
        /// Index into `conditionLists`.
        let conditions: Int32
        let isAssignmentTarget: Bool
        let isOnceGuarded: Bool
    }

    // Not checked for exclusive access at run time: both are appended to only while the walk records
    // (each append ends before the visitor it records is called) and only read after, so no two
    // accesses can overlap; the checks cost about 4% of a lint run's instructions, most of them in
    // the visitors' reads (`ExpressionWalk.isAssignmentTarget`, `depth`, `parent`).
    @exclusivity(unchecked) fileprivate private(set) var visits: [Visit] = []
    /// The walk's conditions, one copy each time they changed.
    @exclusivity(unchecked) private var conditionLists: [[Stmt]] = [[]]

    fileprivate init() {}

    /// Records the walk `ExpressionWalk.walk(statements, locals:, enterClosure:)` makes.
    public convenience init(_ statements: [Stmt], locals: [LocalDecl], enterClosure: @escaping (Closure) -> Bool = { _ in false }) {
        self.init()
        var walker = Walker(recording: self, locals: locals, enterClosure: enterClosure, liveArm: nil, visit: nil)
        walker.statements(statements)
    }

    /// The number of visits.
    public var count: Int { visits.count }

    /// Visits every recorded expression, in order.
    public func replay(_ visit: (Expr, ExpressionWalk) -> Void) {
        for index in visits.indices {
            visit(visits[index].expr, ExpressionWalk(recording: self, index: index))
        }
    }

    fileprivate func append(_ expr: Expr, statement: Stmt?, parent: Int32, depth: Int, isAssignmentTarget: Bool,
                            isOnceGuarded: Bool) -> Int {
        visits.append(Visit(expr: expr, statement: statement, parent: parent, depth: Int32(depth),
                            conditions: Int32(conditionLists.count - 1), isAssignmentTarget: isAssignmentTarget,
                            isOnceGuarded: isOnceGuarded))
        return visits.count - 1
    }

    fileprivate func keepConditions(_ conditions: [Stmt]) { conditionLists.append(conditions) }

    fileprivate func parent(of index: Int) -> Expr? {
        let parent = visits[index].parent
        return parent < 0 ? nil : visits[Int(parent)].expr
    }

    fileprivate func parents(of index: Int) -> [Expr] {
        var result: [Expr] = []
        var current = visits[index].parent
        while current >= 0 {
            result.append(visits[Int(current)].expr)
            current = visits[Int(current)].parent
        }
        return result.reversed()
    }

    fileprivate func conditions(of index: Int) -> [Stmt] { conditionLists[Int(visits[index].conditions)] }
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
        statements.forEachNestedStatement { statement in
            if case .local(let id) = statement, id >= 0 && id < locals.count { result.append(locals[id]) }
        }
        return result
    }
}

extension Array where Element == Stmt {
    /// Visits each statement and every statement nested in it (a branch's conditions and arms, a loop's
    /// header and body, a block's header and body), each before the ones inside it, in source order.
    /// Closures and local functions are not entered: their bodies run apart, as bodies of their own.
    public func forEachNestedStatement(_ visit: (Stmt) -> Void) {
        for statement in self {
            visit(statement)
            switch statement {
            case .branch(let b):
                b.conditions.forEachNestedStatement(visit)
                for arm in b.arms { arm.forEachNestedStatement(visit) }
            case .loop(let l):
                l.header.forEachNestedStatement(visit)
                l.body.forEachNestedStatement(visit)
            case .block(let b):
                b.header.forEachNestedStatement(visit)
                b.body.forEachNestedStatement(visit)
            case .expression, .local, .localFunction, .assignment, .return, .throw, .other:
                break
            }
        }
    }
}
