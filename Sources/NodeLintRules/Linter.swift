import NodeLintAnalysis
import NodeLintModel
import NodeLintRulePages

/// Runs the enabled rules on one analysed file, then applies inline suppressions and reports the
/// suppressions that suppressed nothing (rule `unused-suppression`).
public struct Linter: Sendable {
    public static let unusedSuppressionID = "unused-suppression"

    public let rules: [any Rule]
    public let settings: LintSettings
    /// Ids of the rules this run has on, for deciding whether a suppression could have been used.
    public let enabledIDs: Set<String>
    /// Levels the configuration sets, by rule id: the level a rule reports at (`RuleContext.defaultSeverity`),
    /// from which a finding with evidence chooses its own (see `ProfileLinter`).
    public let severities: [String: Severity]
    /// Per rule, in `rules` order: its id, the level it reports at and its languages, looked up once
    /// per run rather than once per file.
    private let prepared: [(id: String, severity: Severity, languages: Set<Language>)]

    public init(rules: [any Rule], settings: LintSettings = LintSettings(), severities: [String: Severity] = [:],
                reportUnusedSuppressions: Bool = true) {
        self.rules = rules
        self.settings = settings
        self.severities = severities
        var ids = Set(rules.map(\.id))
        if reportUnusedSuppressions { ids.insert(Self.unusedSuppressionID) }
        enabledIDs = ids
        prepared = rules.map { ($0.id, severities[$0.id] ?? RuleCatalog.page($0.id)?.severity ?? .warning, $0.languages) }
    }

    /// The file's findings after suppressions; with `costs`, each rule's check is timed into it.
    public func lint(_ analysis: FileAnalysis, costs: RuleCosts? = nil) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var timed: [(row: String, seconds: Double)] = []
        for (rule, (id, severity, languages)) in zip(rules, prepared) where languages.contains(analysis.file.language) {
            let context = RuleContext(analysis: analysis, settings: settings, ruleID: id, defaultSeverity: severity)
            let start = costs == nil ? 0 : RuleCosts.threadCPUSeconds()
            rule.check(context)
            if costs != nil { timed.append((id, RuleCosts.threadCPUSeconds() - start)) }
            found += context.diagnostics
        }
        costs?.add(timed)
        // Where the parser recovered inside a type, the member and context a finding depends on are guesses.
        if !analysis.recoveredRanges.isEmpty { found.removeAll { analysis.isRecovered($0.range.lowerBound) } }
        found = Self.deduplicated(found)
        return applySuppressions(found, in: analysis)
    }

    /// One diagnostic per rule and token: the same token reached twice (a helper called twice from
    /// init) is reported once, with the first notes.
    static func deduplicated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<String> = []
        var result: [Diagnostic] = []
        for d in diagnostics.sorted(by: Diagnostic.outputOrder) {
            if seen.insert("\(d.ruleID)|\(d.range.lowerBound)").inserted { result.append(d) }
        }
        return result
    }

    private func applySuppressions(_ diagnostics: [Diagnostic], in analysis: FileAnalysis) -> [Diagnostic] {
        let file = analysis.file
        let (comments, problems) = SuppressionParser.parse(file)
        let suppressions = comments + CompilerPragmaSuppressions.parse(file)
        guard !suppressions.isEmpty || !problems.isEmpty else { return diagnostics }
        var used = Array(repeating: Set<String>(), count: suppressions.count)
        func filter(_ list: [Diagnostic]) -> [Diagnostic] {
            list.filter { d in
                var suppressed = false
                for (i, s) in suppressions.enumerated() where s.covers(d) {
                    used[i].insert(s.ruleIDs.contains(d.ruleID) ? d.ruleID : "all")
                    suppressed = true
                }
                return !suppressed
            }
        }
        var kept = filter(diagnostics)
        guard enabledIDs.contains(Self.unusedSuppressionID) else { return kept }
        let reporter = RuleContext(analysis: analysis, settings: settings, ruleID: Self.unusedSuppressionID,
                                   defaultSeverity: RuleCatalog.page(Self.unusedSuppressionID)?.severity ?? .warning)
        for problem in problems { reporter.report(at: problem.offset, problem.message) }
        // A suppression in a recovered type may have had a finding to suppress: it is not called unused.
        for (i, s) in suppressions.enumerated() where !s.isCompilerPragma && !analysis.isRecovered(s.commentOffset) {
            for id in s.ruleIDs where !used[i].contains(id) && id != Self.unusedSuppressionID {
                if id == "all" {
                    reporter.report(at: s.commentOffset, "nodelint suppression of all rules suppresses nothing")
                } else if RuleCatalog.page(id) == nil {
                    reporter.report(at: s.commentOffset, "nodelint suppression names unknown rule '\(id)'")
                } else if enabledIDs.contains(id) {
                    reporter.report(at: s.commentOffset, "nodelint suppression of '\(id)' suppresses nothing")
                }
            }
        }
        // Suppressions of unused-suppression itself apply to these reports; one of them that then
        // suppressed nothing is reported in turn (and that report is final).
        kept += filter(reporter.diagnostics)
        let unusedOfUnused = RuleContext(analysis: analysis, settings: settings, ruleID: Self.unusedSuppressionID,
                                         defaultSeverity: reporter.defaultSeverity)
        for (i, s) in suppressions.enumerated() where s.ruleIDs == [Self.unusedSuppressionID] && used[i].isEmpty {
            unusedOfUnused.report(at: s.commentOffset, "nodelint suppression of '\(Self.unusedSuppressionID)' suppresses nothing")
        }
        kept += unusedOfUnused.diagnostics
        return kept.sorted(by: Diagnostic.outputOrder)
    }
}
