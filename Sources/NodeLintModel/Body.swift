/// Code: a function, initializer, accessor or closure body, or a property initializer expression.
///
/// Statements keep their nesting (branches, loops) because rules care about it: the arms of an `if`
/// are exclusive, a `super.didLoad()` after `return` never runs. Names are already resolved by the
/// front end: a `.name` expression either refers to a local declaration (`file.locals[id]`: a local
/// variable, parameter, closure parameter or pattern binding, possibly of an enclosing body) or is
/// `.unresolved` (an implicit-`self` member, a global, or a type), so rules never redo scoping.
public final class Body: @unchecked Sendable {
    /// Unique within the file.
    public let id: Int
    public var kind: BodyKind
    /// From the opening brace (or the first token of an initializer expression) to the end.
    public var range: Range<Int>
    /// Parameters visible in the body, as locals (functions, initializers, subscripts, closures,
    /// `set(newValue)`, implicit `newValue`/`oldValue` are not listed).
    public var parameters: [Int] = []
    public var statements: [Stmt] = []

    public init(id: Int, kind: BodyKind, range: Range<Int>) {
        self.id = id
        self.kind = kind
        self.range = range
    }
}

public enum BodyKind: String, Sendable {
    case function, initializer, deinitializer, `subscript`, accessor, propertyInitializer, closure, localFunction
}

/// A local declaration: variable, parameter, pattern binding (`if let`, `for x in`, `case let`,
/// `catch let`), closure parameter, local function. Stored in `SourceFile.locals`, indexed by `id`.
public struct LocalDecl: Sendable {
    public var id: Int
    public var name: String
    public var offset: Int
    public var kind: LocalKind
    public var declaredType: TypeName?
    /// The initial value: `let x = <expr>`; for `if let x = <expr>` and `for x in <expr>` the
    /// expression bound (for `for`, the sequence); for shorthand `if let x` the outer `x`.
    public var initializer: Expr?
    public var isLet: Bool
    /// The body the declaration belongs to (captured when used from a nested closure).
    public var bodyID: Int

    public init(id: Int, name: String, offset: Int, kind: LocalKind, declaredType: TypeName?, initializer: Expr?, isLet: Bool, bodyID: Int) {
        self.id = id
        self.name = name
        self.offset = offset
        self.kind = kind
        self.declaredType = declaredType
        self.initializer = initializer
        self.isLet = isLet
        self.bodyID = bodyID
    }
}

public enum LocalKind: String, Sendable {
    case variable, parameter, closureParameter, patternBinding, loopVariable, function
}

public indirect enum Stmt: Sendable {
    case expression(Expr)
    /// A local variable (one per bound name) or pattern binding; the id indexes `SourceFile.locals`.
    case local(Int)
    /// A function declared inside a body.
    case localFunction(local: Int, body: Body)
    case assignment(Assignment)
    case `return`(Expr?, offset: Int)
    case `throw`(Expr, offset: Int)
    /// `if`, `guard`, `switch`; `if #available`. Arms are mutually exclusive.
    case branch(Branch)
    /// `for`, `while`, `repeat`.
    case loop(Loop)
    /// `do`, `defer`, `catch` clauses, Objective-C `@synchronized`/`@autoreleasepool`, a bare `{ }` scope.
    case block(BlockStmt)
    /// `break`, `continue`, `fallthrough`, declarations of local types, anything else with no expression.
    case other(offset: Int)
}

public struct Assignment: Sendable {
    public var target: Expr
    /// `=`, `+=`, `-=`, `??=`, ... (Objective-C `[x setFoo:v]` setter sends are `=` on `x.foo`).
    public var op: String
    public var value: Expr
    /// Offset of the operator.
    public var offset: Int
    public init(target: Expr, op: String, value: Expr, offset: Int) {
        self.target = target
        self.op = op
        self.value = value
        self.offset = offset
    }
}

public enum BranchKind: String, Sendable {
    case `if`, `guard`, `switch`
}

public struct Branch: Sendable {
    public var kind: BranchKind
    public var offset: Int
    /// Conditions as statements: `.expression(cond)` or `.local(id)` for `if let`/`case let` bindings;
    /// for `switch`, the subject expression. `else if` chains are nested branches in the last arm.
    public var conditions: [Stmt]
    /// `if`: then-arm and (possibly empty) else-arm; `guard`: the else-arm; `switch`: one arm per case,
    /// each starting with its pattern bindings and `where` clause.
    public var arms: [[Stmt]]
    public init(kind: BranchKind, offset: Int, conditions: [Stmt], arms: [[Stmt]]) {
        self.kind = kind
        self.offset = offset
        self.conditions = conditions
        self.arms = arms
    }
}

public enum LoopKind: String, Sendable {
    case `for`, `while`, `repeat`
}

public struct Loop: Sendable {
    public var kind: LoopKind
    public var offset: Int
    /// Loop variables (`.local`) and conditions / the sequence (`.expression`).
    public var header: [Stmt]
    public var body: [Stmt]
    public init(kind: LoopKind, offset: Int, header: [Stmt], body: [Stmt]) {
        self.kind = kind
        self.offset = offset
        self.header = header
        self.body = body
    }
}

/// What a `BlockStmt` is; the raw value is the keyword (`scope`: a bare `{ }`).
public enum BlockKind: String, Sendable {
    case `do`, `catch`, finally, `defer`, synchronized, autoreleasepool, scope
}

public struct BlockStmt: Sendable {
    public var kind: BlockKind
    public var offset: Int
    /// For `@synchronized(x)` the lock object; for `catch` its pattern bindings.
    public var header: [Stmt]
    public var body: [Stmt]
    public init(kind: BlockKind, offset: Int, header: [Stmt], body: [Stmt]) {
        self.kind = kind
        self.offset = offset
        self.header = header
        self.body = body
    }
}
