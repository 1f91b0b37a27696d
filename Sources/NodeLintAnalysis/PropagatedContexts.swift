import Foundation

/// The contexts propagated to each type (`ProjectIndex.propagateContexts(reaching:)`), made the first
/// time a rule asks about the type and kept for the index's life. Rules run on many threads; a type
/// two of them ask about at once may be propagated twice, with the same result (propagation is a pure
/// function of the index), and the first one kept.
final class PropagatedContexts: @unchecked Sendable {
    // @unchecked: `byType` is only touched under `lock`.
    private let lock = NSLock()
    private var byType: [String: [String: [ContextEntry]]] = [:]

    func contexts(of type: String, propagate: () -> [String: [ContextEntry]]) -> [String: [ContextEntry]] {
        lock.lock()
        let known = byType[type]
        lock.unlock()
        if let known { return known }
        let made = propagate()
        lock.lock()
        defer { lock.unlock() }
        if let raced = byType[type] { return raced }
        byType[type] = made
        return made
    }
}
