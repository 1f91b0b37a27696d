import NodeLintAnalysis
import NodeLintModel

/// What a rule sees of one file, and where it reports. Positions are byte offsets; the context turns
/// them into lines and character columns.
public final class RuleContext {
    public let analysis: FileAnalysis
    public let settings: LintSettings
    public let ruleID: String
    public let defaultSeverity: Severity
    public private(set) var diagnostics: [Diagnostic] = []

    public var file: SourceFile { analysis.file }
    public var index: ProjectIndex { analysis.index }

    public init(analysis: FileAnalysis, settings: LintSettings, ruleID: String, defaultSeverity: Severity) {
        self.analysis = analysis
        self.settings = settings
        self.ruleID = ruleID
        self.defaultSeverity = defaultSeverity
    }

    /// The options the configuration gives this rule.
    public var options: [String: String] { settings.ruleOptions[ruleID] ?? [:] }

    /// Reports at the token starting at `offset`. `via` names the calls that carried a context into
    /// the method (one note each); `notes` adds other related places; `evidence`, what is known of where
    /// the node whose init runs the code is created (its notes come last, see RuleContext+Evidence);
    /// `fix`, the change that resolves the finding, only where applying it cannot change what the code
    /// means beyond the rule's point (the rule's page then says `fixable: true`). Make its edits with
    /// `file.text.edit(replacing:with:)`.
    public func report(at offset: Int, _ message: String, severity: Severity? = nil, via: [CallSite] = [],
                       notes: [DiagnosticNote] = [], evidence: CreationEvidence? = nil, fix: Fix? = nil) {
        let text = file.text
        let end = text.tokenEnd(at: offset)
        let start = text.position(of: offset)
        var allNotes = notes
        for site in via {
            allNotes.append(DiagnosticNote(message: site.note,
                                           path: site.path, start: site.position))
        }
        allNotes += evidence?.notes ?? []
        diagnostics.append(Diagnostic(ruleID: ruleID, severity: severity ?? defaultSeverity, message: message,
                                      path: file.path, start: start, end: text.position(of: end), range: offset..<end,
                                      lineText: text.lineText(start.line), notes: allNotes, fix: fix, evidence: evidence?.level))
    }

    /// A note pointing at a place in this file.
    public func note(_ message: String, at offset: Int) -> DiagnosticNote {
        DiagnosticNote(message: message, path: file.path, start: file.text.position(of: offset))
    }
}

/// The file's analysis as rules ask it: what they read goes through the context, so a rule reads
/// like its page and the analysis underneath can change without touching the rules.
extension RuleContext {
    /// Every body of the file, with its owner and contexts (`FileAnalysis.regions`).
    public var allRegions: [AnalyzedRegion] { analysis.regions }
    /// The file's local declarations, by the id a `.local(id)` name or statement holds.
    public var locals: [LocalDecl] { file.locals }
    /// The local declaration a `.local(id)` reference names.
    public func local(_ id: Int) -> LocalDecl { file.locals[id] }
    /// Whether the expression is `self` or an alias of it (`strongSelf`, `guard let self`).
    public func isSelf(_ expr: Expr) -> Bool { analysis.isSelf(expr) }
    /// The type of an expression in a region, when a linter can know it; nil otherwise.
    public func type(of expr: Expr, in region: AnalyzedRegion) -> TypeName? { analysis.type(of: expr, in: region) }
    /// Whether a bare name in the region means a member of `self`.
    public func isImplicitSelfMember(_ name: String, in region: AnalyzedRegion) -> Bool {
        analysis.isImplicitSelfMember(name, in: region)
    }
}
