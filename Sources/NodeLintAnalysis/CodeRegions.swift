import NodeLintModel

/// Where the context of a piece of code comes from: its member (an `init`, a `didLoad`, a helper that
/// gets contexts by propagation), a closure with a known context of its own, or an unknown closure.
public enum ContextSource: Equatable, Sendable {
    case member
    case fixed(ExecutionContext)
    case unknown
}

/// A body inside a member's code whose context is decided locally: the member's body itself, each
/// closure in it and each local function, with the source of its context.
public struct CodeRegion {
    public var body: Body
    public var source: ContextSource
    /// The closure, if the region is one.
    public var closure: Closure?
}

public enum CodeRegions {
    /// The member body and every closure and local function inside it, outermost first.
    /// `walks`: the file's (`FileWalks`), shared by whoever reads the same bodies.
    public static func regions(of body: Body, in file: SourceFile, walks: FileWalks, classifier: ClosureClassifier,
                               isNodeBlockMethod: Bool) -> [CodeRegion] {
        var result = [CodeRegion(body: body, source: .member, closure: nil)]
        collect(body, source: .member, walks: walks, classifier: classifier, isNodeBlockMethod: isNodeBlockMethod, into: &result)
        return result
    }

    private static func collect(_ body: Body, source: ContextSource, walks: FileWalks, classifier: ClosureClassifier,
                                isNodeBlockMethod: Bool, into result: inout [CodeRegion]) {
        let returnedLocals = isNodeBlockMethod ? returnedLocalIDs(body.statements) : []
        var found: [(Closure, ContextSource)] = []
        walks.walk(body).replay { expr, walk in
            guard case .closure(let closure) = expr else { return }
            let use = ClosureUse.of(closure, at: walk)
            var closureSource: ContextSource
            if isNodeBlockMethod, isReturned(use, body: body, returnedLocals: returnedLocals) {
                closureSource = .fixed(.bgBlock)
            } else {
                switch classifier.verdict(for: closure, use: use) {
                case .runs(let context): closureSource = .fixed(context)
                case .inherits: closureSource = source
                case .unknown: closureSource = .unknown
                }
            }
            found.append((closure, closureSource))
        }
        for (closure, closureSource) in found {
            result.append(CodeRegion(body: closure.body, source: closureSource, closure: closure))
            collect(closure.body, source: closureSource, walks: walks, classifier: classifier, isNodeBlockMethod: false, into: &result)
        }
        for function in localFunctions(body.statements) {
            result.append(CodeRegion(body: function, source: source, closure: nil))
            collect(function, source: source, walks: walks, classifier: classifier, isNodeBlockMethod: false, into: &result)
        }
    }

    private static func isReturned(_ use: ClosureUse, body: Body, returnedLocals: Set<Int>) -> Bool {
        switch use {
        case .returned: return true
        case .expressionStatement: return body.statements.count == 1
        case .storedInLocal(let id): return returnedLocals.contains(id)
        default: return false
        }
    }

    /// Locals that the body returns by name (`let block = { … }; return block`).
    private static func returnedLocalIDs(_ statements: [Stmt]) -> Set<Int> {
        Set(Stmt.returnedExpressions(statements).compactMap { e -> Int? in
            if case .name(_, _, .local(let id)) = e.unparenthesized { return id }
            return nil
        })
    }

    private static func localFunctions(_ statements: [Stmt]) -> [Body] {
        var bodies: [Body] = []
        func scan(_ list: [Stmt]) {
            for s in list {
                switch s {
                case .localFunction(_, let body): bodies.append(body)
                case .branch(let b): b.arms.forEach(scan)
                case .loop(let l): scan(l.body)
                case .block(let b): scan(b.body)
                default: break
                }
            }
        }
        scan(statements)
        return bodies
    }

    /// Uses of members of `self` made directly in `body` (not in nested closures): calls
    /// (`setupViews()`, `self.setupViews()`) and reads (`badge`, `self.badge`), which run a lazy
    /// property's initializer. Names that are locals, or type-like (constructors), are not self uses.
    public static func selfUses(in body: Body, walks: FileWalks) -> [SelfUse] {
        var uses: [SelfUse] = []
        walks.walk(body).replay { expr, walk in
            // The expression first: most are not uses of self, and need not have their parent read.
            let name: String, offset: Int
            switch expr {
            case .name(let n, let o, .unresolved) where !TypeInference.isTypeLike(n): (name, offset) = (n, o)
            case .member(.selfRef?, let n, let o) where n != "init": (name, offset) = (n, o)
            default: return
            }
            var arguments: [ArgumentShape]?
            if case .call(let call)? = walk.parent, call.callee.offset == expr.offset { arguments = call.arguments.map(\.shape) }
            uses.append(SelfUse(name: name, offset: offset, arguments: arguments, isOnceGuarded: walk.isOnceGuarded))
        }
        return uses
    }
}

/// A use of a member of `self` (see `CodeRegions.selfUses`).
public struct SelfUse {
    public var name: String
    public var offset: Int
    /// The call's arguments; nil for a read.
    public var arguments: [ArgumentShape]?
    /// Under a one-time guard (`OneTimeGuard`): what it runs, it runs once.
    public var isOnceGuarded: Bool
    public var isCall: Bool { arguments != nil }
}
