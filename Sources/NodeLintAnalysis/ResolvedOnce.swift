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

/// Values of an immutable index computed per key the first time a rule asks about the key, from
/// whichever thread. Computed outside the lock, so that questions about other keys need not wait: two
/// threads asking about one key at once may both compute it, with the same result (a pure function of
/// the index), and the first is kept.
final class ResolvedOncePerKey<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let byKey = Mutex<[Key: Value]>([:])

    func value(for key: Key, _ resolve: () -> Value) -> Value {
        if let known = byKey.withLock({ $0[key] }) { return known }
        let made = resolve()
        return byKey.withLock { byKey in
            if let raced = byKey[key] { return raced }
            byKey[key] = made
            return made
        }
    }
}
