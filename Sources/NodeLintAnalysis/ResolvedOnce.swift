import Foundation

/// A value of an immutable index computed the first time a rule asks for it, from whichever thread.
final class ResolvedOnce<Value>: @unchecked Sendable {
    // @unchecked: `value` is only touched under `lock`.
    private let lock = NSLock()
    private var resolved: Value?

    func value(_ resolve: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let resolved { return resolved }
        let made = resolve()
        resolved = made
        return made
    }
}
