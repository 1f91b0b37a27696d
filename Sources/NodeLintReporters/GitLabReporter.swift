import NodeLintModel

/// GitLab Code Quality (a Code Climate subset): a JSON array GitLab shows in merge requests.
///
///     [{"description": "...", "check_name": "view-access-in-init", "fingerprint": "...",
///       "severity": "critical", "location": {"path": "Sources/A.swift", "lines": {"begin": 4, "end": 4}}}]
///
/// Severity: error -> critical, warning -> major, info -> info. Paths are relative to the workspace
/// root (`CI_PROJECT_DIR`). The fingerprint is `Fingerprint`'s, so moved lines keep their identity.
public struct GitLabReporter: Reporter {
    public static let identifier = "gitlab"
    public static let summary = "GitLab Code Quality JSON"

    public init() {}

    public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        let sorted = diagnostics.inOutputOrder
        let fingerprints = Fingerprint.compute(sorted, context: context)
        let issues: [JSONValue] = zip(sorted, fingerprints).map { d, fingerprint in
            .object([
                ("description", .string(d.message)),
                ("check_name", .string(d.ruleID)),
                ("fingerprint", .string(fingerprint)),
                ("severity", .string(severity(d.severity))),
                ("location", .object([
                    ("path", .string(context.repositoryRelative(d.path) ?? d.path)),
                    ("lines", .object([("begin", .int(d.start.line)), ("end", .int(max(d.start.line, d.end.line)))])),
                ])),
            ])
        }
        return JSONValue.array(issues).rendered()
    }

    private func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "critical"
        case .warning: return "major"
        case .info: return "info"
        }
    }
}
