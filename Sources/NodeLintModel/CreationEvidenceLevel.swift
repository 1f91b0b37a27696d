/// What nodelint knows of where a node class is created, for a finding that depends on the class's
/// init running off the main thread (DESIGN.md, Evidence). Reporters show it; the severity of a
/// `mainOnly` finding is one step below the rule's.
public enum CreationEvidenceLevel: String, Sendable, Hashable, CaseIterable {
    /// Some creation site runs on a background thread: the finding happens today.
    case background
    /// Every creation site found runs on the main thread, and no other module can create the class.
    case mainOnly = "main-only"
    /// No creation site found, some in unknown contexts only, or the class is public API.
    case unknown
}
