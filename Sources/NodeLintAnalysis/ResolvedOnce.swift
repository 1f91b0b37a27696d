import Synchronization

/// A value of an immutable index computed the first time a rule asks for it, from whichever thread.
/// The first asker computes it under the lock; the others wait for it rather than compute it again.
final class ResolvedOnce<Value: Sendable>: Sendable {
    private let resolved = Mutex<Value?>(nil)

    func value(_ resolve: () -> Value) -> Value {
        resolved.withLock { resolved in
            if let resolved { return resolved }
            let made = resolve()
            resolved = made
            return made
        }
    }
}
