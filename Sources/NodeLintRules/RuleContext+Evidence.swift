import NodeLintAnalysis
import NodeLintModel

/// Evidence (DESIGN.md): Texture requires a node's init to be safe on any thread, but whether a finding
/// in an init happens today depends on where the class is created. These are the questions rules about
/// init code ask of the creation sites the index found.
extension RuleContext {
    /// What is known of where the node whose initializer runs the code is created; nil for code that
    /// does not run as part of a node's init (`entry` is not BG-INIT), and with `evidence: contract`.
    public func creationEvidence(for region: AnalyzedRegion, entry: ContextEntry) -> CreationEvidence? {
        guard settings.usesCreationEvidence, entry.context == .bgInit, !region.typeName.isEmpty else { return nil }
        return index.creationEvidence(of: region.typeName)
    }

    /// The evidence, when it proves the init runs on a background thread somewhere: the note a
    /// main-thread-API rule adds to a finding in init, which it reports either way.
    public func backgroundEvidence(for region: AnalyzedRegion, entry: ContextEntry) -> CreationEvidence? {
        creationEvidence(for: region, entry: entry).flatMap { $0.level == .background ? $0 : nil }
    }

    /// Whether the code is in the init of a node created only on the main thread (and not visible
    /// outside its module): then it is main-thread code, and an API that needs main is called on main.
    public func runsOnMainByEvidence(_ region: AnalyzedRegion, entry: ContextEntry) -> Bool {
        creationEvidence(for: region, entry: entry)?.level == .mainOnly
    }

    /// Reports a finding of an init-contract rule, whose harm depends on the thread the init runs on:
    /// created in the background somewhere, the rule's level and a note at that site; created only on
    /// main, one level lower and a note; otherwise the contract's level, as without evidence.
    public func reportInitContract(at offset: Int, _ message: String, region: AnalyzedRegion, entry: ContextEntry,
                                   notes: [DiagnosticNote] = []) {
        let evidence = creationEvidence(for: region, entry: entry)
        let severity = evidence?.level == .mainOnly ? defaultSeverity.lowered : defaultSeverity
        report(at: offset, message, severity: severity, via: entry.via, notes: notes, evidence: evidence)
    }
}
