import NodeLintModel

/// Which thread and lifecycle phase a body or closure runs in (docs/texture-facts.md#where-code-runs).
public enum ExecutionContext: String, Sendable, Hashable, CaseIterable {
    /// A node's initializer or a stored-property initializer of a node class: any thread (background
    /// when a node block creates the node).
    case bgInit = "BG-INIT"
    /// `layoutSpecThatFits`, `calculateSizeThatFits`, `calculateLayoutThatFits`, `layoutSpecBlock`:
    /// usually off main, under the node's lock.
    case bgLayout = "BG-LAYOUT"
    /// The closure a container's `nodeBlockFor…` method returns: run later, off main, concurrently.
    case bgBlock = "BG-BLOCK"
    /// `class func draw`, `class func display`, `placeholderImage`, image modification blocks.
    case bgDraw = "BG-DRAW"
    /// `willBeginBatchFetchWith`: called on a background queue.
    case bgFetch = "BG-FETCH"
    /// A closure sent to a background queue (`DispatchQueue.global().async`, an `OperationQueue`).
    case background = "BG"
    /// The main thread: `didLoad`, `layout`, interface-state callbacks, view controller methods,
    /// `DispatchQueue.main.async`, `onDidLoad`, view blocks.
    case main = "MAIN"
    /// A closure handed to an API nodelint does not know: it may run anywhere. Rules stay silent.
    case unknown = "UNKNOWN"

    /// Where the code runs, in words for messages: "in a node block (a background thread)".
    public var phrase: String {
        switch self {
        case .bgInit: return "in a node's initializer, which may run on a background thread"
        case .bgLayout: return "in layout code, which runs off the main thread"
        case .bgBlock: return "in a node block, which runs on a background thread"
        case .bgDraw: return "in drawing code, which runs on a background display queue"
        case .bgFetch: return "in willBeginBatchFetchWith, which Texture calls on a background queue"
        case .background: return "on a background queue"
        case .main: return "on the main thread"
        case .unknown: return "where the thread is not known"
        }
    }

    /// Contexts that can run off the main thread for sure or typically.
    public var isBackground: Bool {
        switch self {
        case .bgInit, .bgLayout, .bgBlock, .bgDraw, .bgFetch, .background: return true
        case .main, .unknown: return false
        }
    }
}

/// One context a body runs in, and how nodelint knows: empty `via` when the body itself is, e.g., an
/// `init`; otherwise the chain of calls that carried the context into a helper method
/// (`setupViews()` called from `init`), nearest call first.
public struct ContextEntry: Sendable, Hashable {
    public var context: ExecutionContext
    public var via: [CallSite]
    /// The code runs at most once per object, not each time the context recurs: it was reached through
    /// the first read of a lazy property, or through a call under a one-time guard. A layout-pass rule
    /// (set-up repeated on every pass) does not apply; a thread rule still does.
    public var runsOnce: Bool
    /// Parameters of the method that the calls reaching it pass boolean literals to
    /// (`update(animated: false)` gives `animated: false`): branches testing them can be decided.
    public var constants: [String: Bool]
    public init(_ context: ExecutionContext, via: [CallSite] = [], runsOnce: Bool = false, constants: [String: Bool] = [:]) {
        self.context = context
        self.via = via
        self.runsOnce = runsOnce
        self.constants = constants
    }
}

/// A call that carried a context into another method, for the diagnostic's note.
public struct CallSite: Sendable, Hashable {
    /// The calling member's outline name (`init(title:)`), for the note's text.
    public var caller: String
    /// The called method's name (`setupViews`).
    public var callee: String
    /// A method call, or the read of a lazy property (which runs its initializer).
    public var isCall: Bool
    public var path: String
    public var position: SourcePosition
    public init(caller: String, callee: String, isCall: Bool = true, path: String, position: SourcePosition) {
        self.caller = caller
        self.callee = callee
        self.isCall = isCall
        self.path = path
        self.position = position
    }

    /// The note a diagnostic carries for this call.
    public var note: String {
        isCall ? "\(callee)() is called from \(caller) here" : "lazy property '\(callee)' is first used in \(caller) here"
    }
}
