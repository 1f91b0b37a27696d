import NodeLintModel

/// Turns diagnostics into one output format. Reporters are pure: the same diagnostics and context give
/// the same bytes (they sort diagnostics themselves and print no time or absolute path they were not given).
public protocol Reporter: Sendable {
    /// The `--reporter` name.
    static var identifier: String { get }
    /// One line for `nodelint reporters` and the documentation.
    static var summary: String { get }
    init()
    /// Whether the report shows rules' pages (`ReportContext.rules`); building them from every page
    /// costs a small run a fifth of its time, so reporters that do not show them go without.
    static var showsRulePages: Bool { get }
    /// The whole report; ends with a newline unless it is empty.
    func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String
}

extension Reporter {
    public static var showsRulePages: Bool { false }
}

/// What a report needs besides the diagnostics.
public struct ReportContext: Sendable {
    public var toolName: String
    public var toolVersion: String
    /// The tool's home page (SARIF `informationUri`); omitted when nil.
    public var informationURI: String?
    /// Rule metadata by id (SARIF `rules[]`, HTML headings). Diagnostics of rules missing here still
    /// report; their rule entry holds only the id.
    public var rules: [String: ReportRule]
    /// Absolute directory that relative diagnostic paths are relative to.
    public var currentDirectory: String
    /// Absolute root that `sarif`, `github` and `gitlab` make paths relative to: the repository root,
    /// `GITHUB_WORKSPACE` or `CI_PROJECT_DIR`. nil: the current directory.
    public var workspaceRoot: String?
    /// Every file that was linted, when known: `junit` adds a passing test case for each clean file and
    /// `summary` counts them.
    public var lintedFiles: [String]?

    public init(toolName: String = "nodelint", toolVersion: String, informationURI: String? = nil,
                rules: [ReportRule] = [], currentDirectory: String, workspaceRoot: String? = nil,
                lintedFiles: [String]? = nil) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        var byID: [String: ReportRule] = [:]
        for rule in rules { byID[rule.id] = rule }
        self.rules = byID
        self.currentDirectory = currentDirectory
        self.workspaceRoot = workspaceRoot
        self.lintedFiles = lintedFiles
    }

    /// The workspace root CI systems expect paths relative to: `GITHUB_WORKSPACE` (GitHub Actions), then
    /// `CI_PROJECT_DIR` (GitLab CI), then the repository root, if any.
    public static func workspaceRoot(environment: [String: String], repositoryRoot: String?) -> String? {
        for key in ["GITHUB_WORKSPACE", "CI_PROJECT_DIR"] {
            if let value = environment[key], value.hasPrefix("/") { return value }
        }
        return repositoryRoot
    }

    /// The root for repository-relative paths.
    var root: String { ReportPaths.normalize(workspaceRoot ?? currentDirectory, base: currentDirectory) }

    /// `path` relative to `root`, or nil when it lies outside.
    func repositoryRelative(_ path: String) -> String? {
        ReportPaths.relative(ReportPaths.normalize(path, base: currentDirectory), to: root)
    }

    /// The rule's metadata, or a stand-in holding only the id.
    func rule(_ id: String, severity: Severity) -> ReportRule {
        rules[id] ?? ReportRule(id: id, summary: id, severity: severity)
    }
}

/// The reporters `--reporter` accepts.
public enum Reporters {
    public static let all: [any Reporter.Type] = [
        XcodeReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self, CheckstyleReporter.self,
        JUnitReporter.self, GitLabReporter.self, SummaryReporter.self, HTMLReporter.self,
    ]

    public static let defaultIdentifier = XcodeReporter.identifier

    public static var identifiers: [String] { all.map { $0.identifier } }

    /// The reporter called `identifier`, or nil (the driver then names the valid ones and exits with 2).
    public static func reporter(named identifier: String) -> (any Reporter)? {
        all.first { $0.identifier == identifier }.map { $0.init() }
    }
}

extension Severity {
    /// How compilers and Xcode call the level: `info` is a `note`.
    var compilerName: String { self == .info ? "note" : rawValue }
}

extension Array where Element == Diagnostic {
    var inOutputOrder: [Diagnostic] { sorted(by: Diagnostic.outputOrder) }
}
