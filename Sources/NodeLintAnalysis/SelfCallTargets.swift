import Synchronization

/// What a self call reaches: the declaring type and signature of each method its arguments fit (or the
/// lazy property it reads), with the boolean literals it passes to the method's parameters.
typealias SelfCallTarget = (type: String, signature: String, constants: [String: Bool])

/// The targets of each of a type's self calls (`ProjectIndex.targets(of:in:)`), in the order of
/// `selfCalls[type]`, worked out the first time a propagation or a helper search walks the type's calls
/// and kept for the index's life. Every type a rule asks about is propagated on its own from the same
/// seed types, so without this the same calls were matched against the members of their lineage again
/// for each one (8% of a Texture-heavy run). Two threads may work out one type at once, with the same
/// result (a pure function of the index); the first is kept.
final class SelfCallTargets: Sendable {
    private let byType = Mutex<[String: [[SelfCallTarget]]]>([:])

    func targets(of type: String, make: () -> [[SelfCallTarget]]) -> [[SelfCallTarget]] {
        if let known = byType.withLock({ $0[type] }) { return known }
        let made = make()
        return byType.withLock { byType in
            if let raced = byType[type] { return raced }
            byType[type] = made
            return made
        }
    }
}
