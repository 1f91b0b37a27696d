/// How serious a finding is. `error` trips a Texture assertion, a UIKit main-thread violation or a
/// deadlock; `warning` is documented bad practice or a likely bug; `info` is a hint.
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case info, warning, error

    private var rank: Int { self == .info ? 0 : self == .warning ? 1 : 2 }

    /// One step lower (error -> warning, warning -> info; info stays): a finding whose harm the
    /// evidence shows is not the worst case.
    public var lowered: Severity { self == .error ? .warning : .info }
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// One finding, located in a file. Rules create them through `RuleContext.report`, which fills the
/// positions from byte offsets; everything after the rules (suppressions, baseline, reporters) reads
/// only this value.
public struct Diagnostic: Sendable, Hashable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// The path as given on the command line.
    public var path: String
    public var start: SourcePosition
    /// End of the offending token (exclusive column), for SARIF regions and annotations.
    public var end: SourcePosition
    /// Byte offsets of the offending token.
    public var range: Range<Int>
    /// The text of the start line, for baselines, HTML reports and fingerprints.
    public var lineText: String
    /// Related locations: "called from init here", "the layout spec is stored here".
    public var notes: [DiagnosticNote]
    /// The mechanical change that resolves the finding, when the rule knows one that is safe.
    public var fix: Fix?
    /// For a finding that depends on a node's init running off the main thread: what nodelint knows of
    /// where the class is created (DESIGN.md, Evidence). Nil for other findings, and with `evidence: contract`.
    public var evidence: CreationEvidenceLevel?

    public init(ruleID: String, severity: Severity, message: String, path: String, start: SourcePosition,
                end: SourcePosition, range: Range<Int>, lineText: String, notes: [DiagnosticNote] = [], fix: Fix? = nil,
                evidence: CreationEvidenceLevel? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.path = path
        self.start = start
        self.end = end
        self.range = range
        self.lineText = lineText
        self.notes = notes
        self.fix = fix
        self.evidence = evidence
    }

    /// Output order: path, line, column, then rule id and message so equal positions are stable.
    public static func outputOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.start != b.start { return a.start < b.start }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}

public struct DiagnosticNote: Sendable, Hashable {
    public var message: String
    public var path: String
    public var start: SourcePosition
    public init(message: String, path: String, start: SourcePosition) {
        self.message = message
        self.path = path
        self.start = start
    }
}
