import NodeLintAnalysis
import NodeLintModel
import NodeLintRules

/// The rules and settings files are linted with. Files under different configurations (nested
/// `.nodelint.yml`, `per-file-ignores`) get different profiles; a run parses and indexes every file
/// once and lints each with its own profile.
public struct LintProfile: Sendable {
    public var rules: [any Rule]
    public var settings: LintSettings
    /// Severities the configuration sets, by rule id. Other rules keep the severity they report (a
    /// rule may choose it per finding, e.g. from the Texture version).
    public var severities: [String: Severity]
    /// Whether suppressions that suppress nothing are reported (`unused-suppression`).
    public var reportUnusedSuppressions: Bool

    public init(rules: [any Rule], settings: LintSettings = LintSettings(), severities: [String: Severity] = [:],
                reportUnusedSuppressions: Bool = true) {
        self.rules = rules
        self.settings = settings
        self.severities = severities
        self.reportUnusedSuppressions = reportUnusedSuppressions
    }

    /// The profile's linter and its severity overrides, built once per run and shared by its files.
    public func makeLinter() -> ProfileLinter {
        ProfileLinter(linter: Linter(rules: rules, settings: settings, severities: severities,
                                     reportUnusedSuppressions: reportUnusedSuppressions),
                      severities: severities)
    }
}

public struct ProfileLinter: Sendable {
    public let linter: Linter
    public let severities: [String: Severity]

    public func lint(_ analysis: FileAnalysis, costs: RuleCosts? = nil) -> [Diagnostic] {
        let found = linter.lint(analysis, costs: costs)
        guard !severities.isEmpty else { return found }
        return found.map { diagnostic in
            // A finding with evidence chose its level from the configured one (one step lower when the
            // node is created only on main): setting it back would undo that.
            guard diagnostic.evidence == nil, let severity = severities[diagnostic.ruleID] else { return diagnostic }
            var adjusted = diagnostic
            adjusted.severity = severity
            return adjusted
        }
    }
}
