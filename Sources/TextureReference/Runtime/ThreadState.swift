import Foundation

/// Per-thread state of the model: the execution-context stack and what the last violation on this
/// thread was (to fold Main Thread Checker follow-ups into the assertion that caused them).
final class ThreadState {
    var contexts: [ContextEntry] = []
    /// Location of the last violation recorded on this thread, with the session it belongs to.
    var lastViolationLocation: SourceLocation?
    var lastViolationSession: Int = -1
    /// Set while the model itself calls a main-only UIKit member (applying pending state after an
    /// off-main load, for example) so that the stand-ins do not report the model's own calls.
    var internalUIKitAccess = 0

    private static let key = "TextureReference.ThreadState"

    static var current: ThreadState {
        let dictionary = Thread.current.threadDictionary
        if let state = dictionary[key] as? ThreadState { return state }
        let state = ThreadState()
        dictionary[key] = state
        return state
    }

    var innermostContext: ContextEntry? { contexts.last }
}

/// Whether the calling thread is the process's main thread (the one that drains the main queue).
/// Foundation answers from the real thread identity (pthread on Linux), never from a flag.
@inline(__always)
func isMainThread() -> Bool { Thread.isMainThread }

/// Runs `body` as the model's own UIKit access: stand-ins do not report it to the Main Thread Checker.
func asModelInternal<R>(_ body: () throws -> R) rethrows -> R {
    let state = ThreadState.current
    state.internalUIKitAccess += 1
    defer { state.internalUIKitAccess -= 1 }
    return try body()
}
