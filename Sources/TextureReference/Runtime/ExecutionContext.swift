import Foundation

/// Where user code is running, as Texture's contracts see it. The model knows most contexts because it
/// is the one calling user code (a layout pass, a node block, `didLoad` ...); it pushes them on a
/// thread-local stack through `withExecutionContext`. The one context user code enters on its own, a
/// node's (or view controller's) initializer, is found on the real call stack (see `CallStack`).
public enum ExecutionContext: Equatable, Sendable, CustomStringConvertible {
    /// Plain code: a test, a scenario's life, a `DispatchQueue` closure the app started itself.
    case userCode
    /// An initializer (or stored-property initializer) of an `ASDisplayNode` subclass.
    case nodeInit(String)
    /// An initializer of an `ASDKViewController` subclass.
    case viewControllerInit(String)
    /// `layoutSpecThatFits`, a `layoutSpecBlock`, `calculateSizeThatFits`, `calculateLayoutThatFits`.
    case layoutSpec
    /// A node block returned by a container data source, run by the data controller.
    case nodeBlock
    /// `willBeginBatchFetchWith`, called on a background queue.
    case batchFetch
    /// `class func draw(...)` / `display(withParameters:...)` on the display queue.
    case drawing
    /// A main-thread callback Texture or UIKit makes (didLoad, layout, viewDidLoad ...).
    case mainCallback(MainCallback)

    public var description: String {
        switch self {
        case .userCode: return "user code"
        case .nodeInit(let type): return "init of node \(type)"
        case .viewControllerInit(let type): return "init of view controller \(type)"
        case .layoutSpec: return "layout spec computation"
        case .nodeBlock: return "node block"
        case .batchFetch: return "willBeginBatchFetchWith"
        case .drawing: return "display queue drawing"
        case .mainCallback(let callback): return callback.rawValue
        }
    }
}

/// The main-thread callbacks the model distinguishes (rules `layout-in-viewdidload` and `one-time-setup-in-layout-pass` care which one runs).
public enum MainCallback: String, Sendable {
    case didLoad, onDidLoad, viewBlock, layout, layoutDidFinish, interfaceState, hierarchy
    case loadView, viewDidLoad, viewWillLayoutSubviews, viewDidLayoutSubviews, viewAppearance
    case traitCollection, dataSource, drawParameters, transition, touches
    case calculatedLayoutDidChange

    /// Callbacks that run on every layout pass (rotation, keyboard, split screen ...).
    var isLayoutPass: Bool {
        switch self {
        case .layout, .layoutDidFinish, .viewWillLayoutSubviews, .viewDidLayoutSubviews: return true
        default: return false
        }
    }
}

/// One entry of the thread-local context stack.
struct ContextEntry {
    var context: ExecutionContext
    /// The node whose callback runs (for `layoutSpec`: the node being measured).
    weak var node: ASDisplayNode?
}

/// Pushes `context` for the duration of `body` on this thread. Every place where the model calls user
/// code goes through here, so the frame of this function marks, on the real call stack, where model
/// code hands over to user code (`CallStack` looks for it by name: keep the name).
@inline(never)
func withExecutionContext<R>(_ context: ExecutionContext, node: ASDisplayNode? = nil,
                             _ body: () throws -> R) rethrows -> R {
    let state = ThreadState.current
    state.contexts.append(ContextEntry(context: context, node: node))
    defer { state.contexts.removeLast() }
    return try body()
}

/// The name `CallStack` recognises the trampoline frame by.
let executionContextTrampolineName = "withExecutionContext"
