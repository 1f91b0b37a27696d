import Foundation
import NodeLintModel
import NodeLintReporters

/// The diagnostics every golden file renders: several files, a note, every severity, a rule missing
/// from the catalog, characters each format must escape, a multi-line range, an emoji before a column,
/// a path with a space and a path outside the workspace, a fix that replaces and one that inserts.
enum Sample {
    static func diagnostic(_ rule: String, _ severity: Severity, _ message: String, _ path: String,
                           _ line: Int, _ column: Int, _ endLine: Int? = nil, _ endColumn: Int, _ text: String,
                           notes: [DiagnosticNote] = [], fix: Fix? = nil) -> Diagnostic {
        Diagnostic(ruleID: rule, severity: severity, message: message, path: path,
                   start: SourcePosition(line: line, column: column), end: SourcePosition(line: endLine ?? line, column: endColumn),
                   range: (line * 100 + column)..<((endLine ?? line) * 100 + endColumn), lineText: text, notes: notes, fix: fix)
    }

    /// An edit of `line`, its byte offsets made up as the diagnostics' are.
    static func edit(_ line: Int, _ column: Int, _ endColumn: Int, _ replacement: String) -> TextEdit {
        TextEdit(range: (line * 100 + column)..<(line * 100 + endColumn), replacement: replacement,
                 start: SourcePosition(line: line, column: column), end: SourcePosition(line: line, column: endColumn),
                 startCodePointColumn: column, endCodePointColumn: endColumn)
    }

    static let diagnostics: [Diagnostic] = [
        diagnostic("layout-spec-cached", .warning, "The layout spec is stored in `cachedSpec` and returned again; specs are frozen once returned.",
                   "Sources/Feed/FeedNode.swift", 30, 9, 30, 28, "        return self.cachedSpec ?? spec",
                   notes: [DiagnosticNote(message: "stored here", path: "Sources/Feed/FeedNode.swift", start: SourcePosition(line: 22, column: 9))]),
        diagnostic("view-access-in-init", .error, "`view` is read in init, which loads the node off the main thread.",
                   "Sources/Feed/FeedNode.swift", 12, 9, 12, 13, "        view.backgroundColor = .white",
                   notes: [DiagnosticNote(message: "init calls setUpViews() here", path: "Sources/Feed/FeedNode.swift",
                                          start: SourcePosition(line: 8, column: 9))]),
        diagnostic("view-access-in-init", .error, "`layer` is read in init, which loads the node off the main thread.",
                   "Sources/Feed/FeedNode.swift", 14, 17, 14, 22, "\tlet s = \"👍🏽\"; layer.cornerRadius = 8"),
        diagnostic("legacy-asviewcontroller-name", .info, "ASViewController is ASDKViewController in Texture 3; 100% the same class, renamed.",
                   "Sources/Profile Screen/ProfileController.m", 3, 36, 3, 52, "@interface ProfileController : ASViewController<ASTableDelegate>",
                   fix: Fix(description: "rename 'ASViewController' to 'ASDKViewController'", edits: [edit(3, 36, 52, "ASDKViewController")])),
        diagnostic("custom-team-rule", .warning, "Message with <angle> & \"quotes\", a comma, a colon: and\na second line.",
                   "../Shared/Helpers.swift", 5, 1, 7, 2, "func helper() {",
                   fix: Fix(description: "insert 'setUp()' as the first statement", edits: [edit(6, 1, 1, "    setUp()\n")])),
    ]

    static let rules: [ReportRule] = [
        ReportRule(id: "view-access-in-init", summary: "A node's initializer touches `view` or `layer`.", severity: .error,
                   category: "lifecycle", title: "View or layer accessed in a node's initializer",
                   explanation: "A node's `init` may run on a background thread; `view` loads the node.",
                   howToFix: "Move view work to `didLoad()`.",
                   markdown: "# View or layer accessed in a node's initializer\n\nA node's `init` may run on a background thread.\n\n## How to fix\n\nMove view work to `didLoad()`."),
        ReportRule(id: "layout-spec-cached", summary: "A layout spec is stored and returned again.", severity: .warning,
                   category: "layout", explanation: "Layout specs are frozen once returned.", howToFix: "Build a new spec each time."),
        ReportRule(id: "legacy-asviewcontroller-name", summary: "ASViewController is ASDKViewController in Texture 3.", severity: .info,
                   enabledByDefault: false, category: "naming"),
    ]

    static let context = ReportContext(toolVersion: "1.2.3", informationURI: "https://example.invalid/nodelint",
                                       rules: rules, currentDirectory: "/workspace/app", workspaceRoot: "/workspace",
                                       lintedFiles: ["Sources/Feed/FeedNode.swift", "Sources/Profile Screen/ProfileController.m",
                                                     "../Shared/Helpers.swift", "Sources/Clean.swift"])
}

/// fixtures/ at the repository root, found from this file's path.
let fixturesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("fixtures")
