import Synchronization

/// The contexts propagated to each type (`ProjectIndex.propagateContexts(reaching:)`), made the first
/// time a rule asks about the type and kept for the index's life. Rules run on many threads; a type
/// two of them ask about at once may be propagated twice, with the same result (propagation is a pure
/// function of the index), and the first one kept.
final class PropagatedContexts: Sendable {
    private let byType = Mutex<[String: [String: [ContextEntry]]]>([:])

    func contexts(of type: String, propagate: () -> [String: [ContextEntry]]) -> [String: [ContextEntry]] {
        if let known = byType.withLock({ $0[type] }) { return known }
        // Propagated outside the lock: other types' questions need not wait for this one.
        let made = propagate()
        return byType.withLock { byType in
            if let raced = byType[type] { return raced }
            byType[type] = made
            return made
        }
    }
}
