/// An expression, reduced to the shapes rules look at: names, member accesses, calls (and
/// constructions, which are calls whose callee names a type), subscripts, closures and literals.
/// Operators are kept as flat sequences; precedence is not modelled because no rule needs it.
///
/// Offsets point at the token a diagnostic should point at: the member name in `a.view`, the callee
/// name in `UILabel(...)` or `x.addSubnode(y)`, the `[` of a subscript, the `{` of a closure.
///
/// How the two languages map onto it:
///
/// | Source | Expr |
/// |---|---|
/// | `view` (Swift, not a local) / `_node` (Objective-C ivar) | `.name("view", ref: .unresolved)` |
/// | `self.view`, `self.view` (ObjC property) | `.member(base: .selfRef, name: "view")` |
/// | `[self view]` | `.call(Call(callee: .member(base: .selfRef, name: "view"), arguments: []))` |
/// | `.zero` (implicit member) | `.member(base: nil, name: "zero")` |
/// | `UILabel()`, `[[UILabel alloc] init]`, `[UILabel new]` | `.call(callee: .name("UILabel"))` |
/// | `UITapGestureRecognizer(target: self, action: #selector(tap))`, `[[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(tap)]` | `.call` with labels `target`, `action` |
/// | `node.addSubnode(child)`, `[node addSubnode:child]` | `.call(callee: .member(node, "addSubnode"), [nil: child])` |
/// | `a?.b`, `a!.b` | `.member(base: a, name: "b")` (optional chaining and force unwraps are dropped) |
/// | `try x`, `await x` | `x` |
public indirect enum Expr: Sendable {
    case name(String, offset: Int, ref: NameRef)
    case selfRef(offset: Int)
    case superRef(offset: Int)
    /// `base.name`; `base == nil` for a Swift implicit member expression (`.zero`, `.init(...)`).
    case member(base: Expr?, name: String, offset: Int)
    case call(Call)
    case `subscript`(base: Expr, arguments: [Argument], offset: Int)
    case closure(Closure)
    case literal(Literal)
    /// Array (`[a, b]`, `@[a, b]`) or dictionary literal (keys and values alternate).
    case collection(elements: [Expr], isDictionary: Bool, offset: Int)
    /// Parenthesized expression or tuple.
    case tuple([Argument], offset: Int)
    /// Operands joined by infix operators, in source order: `a + b ?? c` is operands `[a, b, c]`,
    /// operators `["+", "??"]`. The ternary is `["?", ":"]`.
    case sequence(operands: [Expr], operators: [String])
    /// Prefix (`!x`, `-x`, `&x`) or postfix (`x...`) operator application.
    case unary(op: String, operand: Expr, isPrefix: Bool, offset: Int)
    /// `x as T`, `x as? T`, `x as! T`, `x is T` (`op` is `as`, `as?`, `as!`, `is`).
    case cast(Expr, op: String, type: TypeName, offset: Int)
    /// A type used as a value where it is not a call: `UILabel.self`, `[ASCellNode].self`, generic
    /// specialisations `Foo<Bar>` before `(` are still `.call(callee: .name("Foo"))`.
    case type(TypeName, offset: Int)
    /// `\Type.path` key paths.
    case keyPath(components: [String], offset: Int)
    /// `#selector(tap)`, `#available(iOS 15, *)`, `#keyPath(...)`, freestanding macros; Objective-C
    /// `@selector(tap)` is `#selector`.
    case pound(name: String, arguments: [Argument], offset: Int)
    /// Something the front end skipped (an unsupported construct); carries any sub-expressions found.
    case unknown(offset: Int, children: [Expr])
}

/// What a `.name` refers to.
public enum NameRef: Sendable, Equatable {
    /// A local declaration: `SourceFile.locals[id]`.
    case local(Int)
    /// Not a local: a member of `self` used implicitly, a global, a type, or unknown.
    case unresolved
}

public struct Call: Sendable {
    public var callee: Expr
    /// Arguments in order, trailing closures last (`isTrailingClosure`), the first unlabelled.
    public var arguments: [Argument]
    public init(callee: Expr, arguments: [Argument]) {
        self.callee = callee
        self.arguments = arguments
    }
}

public struct Argument: Sendable {
    public var label: String?
    public var value: Expr
    public var isTrailingClosure: Bool
    public init(label: String?, value: Expr, isTrailingClosure: Bool = false) {
        self.label = label
        self.value = value
        self.isTrailingClosure = isTrailingClosure
    }
}

public struct Literal: Sendable {
    public enum Kind: Sendable, Equatable {
        case string, integer, float, `nil`, regex, other
        /// `true`/`false` (Swift), `YES`/`NO`/`true`/`false` (Objective-C), with its value.
        case boolean(Bool)

        /// The kind's name (`boolean` for both values), for model dumps.
        public var name: String {
            switch self {
            case .string: return "string"
            case .integer: return "integer"
            case .float: return "float"
            case .nil: return "nil"
            case .regex: return "regex"
            case .other: return "other"
            case .boolean: return "boolean"
            }
        }
    }
    public var kind: Kind
    public var offset: Int
    /// Expressions inside string interpolations (`"\(x.view)"`), analysed like any other code.
    public var interpolations: [Expr]
    public init(kind: Kind, offset: Int, interpolations: [Expr] = []) {
        self.kind = kind
        self.offset = offset
        self.interpolations = interpolations
    }
}

/// A closure (Swift) or block (Objective-C). Its body is a separate `Body` whose execution context is
/// decided by where the closure is used (passed to `DispatchQueue.main.async`, returned from a node
/// block method, assigned to `layoutSpecBlock`, ...), which the context model works out.
public final class Closure: @unchecked Sendable {
    public let id: Int
    /// Offset of `{` (Swift) or `^` (Objective-C).
    public var offset: Int
    public var captures: [Capture] = []
    /// Parameters, as ids into `SourceFile.locals`.
    public var parameters: [Int] = []
    public var body: Body
    /// Attributes written before the parameters: `@MainActor`, `@Sendable`, `@escaping` does not occur here.
    public var attributes: [String] = []

    public init(id: Int, offset: Int, body: Body) {
        self.id = id
        self.offset = offset
        self.body = body
    }
}

public struct Capture: Sendable {
    public enum Specifier: String, Sendable { case strong, weak, unowned, unownedUnsafe = "unowned(unsafe)" }
    public var name: String
    public var specifier: Specifier
    /// `[x = expr]`; nil for `[x]`, `[weak self]`.
    public var value: Expr?
    public var offset: Int
    /// The local the capture introduces inside the closure (`SourceFile.locals`), when the front end
    /// made one; `self` captures introduce none.
    public var local: Int?
    public init(name: String, specifier: Specifier, value: Expr?, offset: Int, local: Int?) {
        self.name = name
        self.specifier = specifier
        self.value = value
        self.offset = offset
        self.local = local
    }
}

extension Expr {
    /// `true`/`false` (Swift) or `YES`/`NO` (Objective-C) as a value; nil for anything else.
    public var booleanLiteral: Bool? {
        switch unparenthesized {
        case .literal(let literal):
            if case .boolean(let value) = literal.kind { return value }
            return nil
        // Macros a front end did not expand (an Objective-C file read without its headers).
        case .name("YES", _, .unresolved), .name("true", _, .unresolved): return true
        case .name("NO", _, .unresolved), .name("false", _, .unresolved): return false
        default: return nil
        }
    }
}
