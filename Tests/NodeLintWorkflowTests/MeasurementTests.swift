import XCTest
import NodeLintModel
@testable import NodeLintWorkflow

/// Timings for the report, not assertions: `NODELINT_MEASURE=1 swift test -c release --filter MeasurementTests`.
final class WorkflowMeasurementTests: XCTestCase {
    func testBaselineOfTwentyThousandDiagnostics() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["NODELINT_MEASURE"] == "1", "set NODELINT_MEASURE=1 to measure")
        let diagnostics = (0..<20_000).map { i in
            Diagnostic(ruleID: "rule-\(i % 5)", severity: .warning, message: "m", path: "Sources/File\(i % 2_000).swift",
                       start: SourcePosition(line: i % 500 + 1, column: 3), end: SourcePosition(line: i % 500 + 1, column: 9),
                       range: 0..<1, lineText: "    let value\(i % 97) = node.view.frame")
        }
        var start = Date()
        let baseline = Baseline(diagnostics: diagnostics, root: "/repo", currentDirectory: "/repo")
        let text = baseline.rendered()
        print("MEASURE baseline write: 20000 diagnostics -> \(baseline.entries.count) entries in \(Int(Date().timeIntervalSince(start) * 1000)) ms, \(text.utf8.count / 1024) KiB")
        start = Date()
        let parsed = try Baseline.parse(Data(text.utf8), file: "b.json")
        let result = parsed.filter(diagnostics, root: "/repo", currentDirectory: "/repo")
        print("MEASURE baseline read+filter: \(Int(Date().timeIntervalSince(start) * 1000)) ms, \(result.suppressedCount) hidden")
    }
}
