import XCTest
import NodeLintModel
@testable import NodeLintWorkflow

final class BaselineTests: XCTestCase {
    private func d(_ rule: String, _ path: String, _ line: Int, _ text: String) -> Diagnostic {
        Diagnostic(ruleID: rule, severity: .error, message: "m", path: path, start: SourcePosition(line: line, column: 1),
                   end: SourcePosition(line: line, column: 2), range: 0..<1, lineText: text)
    }

    private let cwd = "/repo/App"
    private let root = "/repo"

    func testWrittenBaselineHidesTheSameDiagnosticsAfterLinesMove() {
        let before = [d("view-access-in-init", "Sources/A.swift", 10, "    view.alpha = 0"),
                      d("view-access-in-init", "Sources/A.swift", 20, "    view.alpha = 0"),
                      d("layout-spec-cached", "Sources/B.swift", 5, "return spec")]
        let baseline = Baseline(diagnostics: before, root: root, currentDirectory: cwd)
        XCTAssertEqual(baseline.entries, [
            Baseline.Entry(path: "App/Sources/A.swift", rule: "view-access-in-init", lineText: "view.alpha = 0", count: 2),
            Baseline.Entry(path: "App/Sources/B.swift", rule: "layout-spec-cached", lineText: "return spec", count: 1),
        ])
        // Lines moved and re-indented, run from another directory: all still hidden.
        let after = [d("view-access-in-init", "App/Sources/A.swift", 14, "\tview.alpha = 0"),
                     d("view-access-in-init", "App/Sources/A.swift", 31, "        view.alpha  = 0"),
                     d("layout-spec-cached", "/repo/App/Sources/B.swift", 9, "return spec")]
        let result = baseline.filter(after, root: root, currentDirectory: root)
        XCTAssertEqual(result.newDiagnostics, [])
        XCTAssertEqual(result.suppressedCount, 3)
        XCTAssertEqual(result.fixed, [])
    }

    func testNewDiagnosticsAndOverCountsAreReported() {
        let baseline = Baseline(diagnostics: [d("r", "A.swift", 1, "x()")], root: root, currentDirectory: root)
        let new = d("r", "A.swift", 9, "y()")
        let otherRule = d("s", "A.swift", 1, "x()")
        var result = baseline.filter([d("r", "A.swift", 3, "x()"), new, otherRule], root: root, currentDirectory: root)
        XCTAssertEqual(result.newDiagnostics, [new, otherRule])
        XCTAssertEqual(result.suppressedCount, 1)
        // A copy of a baselined line: nodelint cannot tell which is new, so it reports both.
        let copies = [d("r", "A.swift", 3, "x()"), d("r", "A.swift", 30, "x()")]
        result = baseline.filter(copies, root: root, currentDirectory: root)
        XCTAssertEqual(result.newDiagnostics, copies)
        XCTAssertEqual(result.suppressedCount, 0)
    }

    func testFixedEntriesOnlyForLintedFiles() {
        let baseline = Baseline(entries: [
            Baseline.Entry(path: "A.swift", rule: "r", lineText: "x()", count: 3),
            Baseline.Entry(path: "B.swift", rule: "r", lineText: "y()", count: 1),
        ])
        let result = baseline.filter([d("r", "A.swift", 1, "x()")], root: root, currentDirectory: root, lintedPaths: ["A.swift"])
        XCTAssertEqual(result.fixed, [Baseline.Entry(path: "A.swift", rule: "r", lineText: "x()", count: 2)])
        let all = baseline.filter([], root: root, currentDirectory: root)
        XCTAssertEqual(all.fixed.map(\.path), ["A.swift", "B.swift"])
    }

    func testFileRoundTripIsSortedAndStable() throws {
        let baseline = Baseline(entries: [
            Baseline.Entry(path: "Z.swift", rule: "r", lineText: "z \"quoted\"", count: 1),
            Baseline.Entry(path: "A.swift", rule: "s", lineText: "a", count: 1),
            Baseline.Entry(path: "A.swift", rule: "r", lineText: "a", count: 1),
            Baseline.Entry(path: "A.swift", rule: "r", lineText: "a", count: 2),
        ])
        XCTAssertEqual(baseline.rendered(), """
            {
              "format": "nodelint-baseline",
              "formatVersion": 1,
              "entries": [
                {
                  "path": "A.swift",
                  "rule": "r",
                  "lineText": "a",
                  "count": 3
                },
                {
                  "path": "A.swift",
                  "rule": "s",
                  "lineText": "a",
                  "count": 1
                },
                {
                  "path": "Z.swift",
                  "rule": "r",
                  "lineText": "z \\"quoted\\"",
                  "count": 1
                }
              ]
            }

            """)
        let file = NSTemporaryDirectory() + "nodelint-baseline-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: file) }
        try baseline.write(to: file)
        XCTAssertEqual(try Baseline.read(from: file), baseline)
    }

    func testBadFilesAreOneLineErrors() {
        func parse(_ text: String) -> String {
            do { _ = try Baseline.parse(Data(text.utf8), file: "b.json"); return "parsed" } catch { return "\(error)" }
        }
        XCTAssertEqual(parse("[]"), "b.json: error: the baseline is not a JSON object")
        XCTAssertEqual(parse("{\"format\": \"x\"}"), "b.json: error: not a nodelint baseline (format is not \"nodelint-baseline\")")
        XCTAssertTrue(parse("{\"format\": \"nodelint-baseline\", \"formatVersion\": 9, \"entries\": []}").contains("upgrade nodelint"))
        XCTAssertEqual(parse("{\"format\": \"nodelint-baseline\", \"formatVersion\": 1, \"entries\": [{\"path\": \"a\"}]}"),
                       "b.json: error: entry 1 needs path, rule and lineText strings")
        XCTAssertTrue(parse("{\"format\": \"nodelint-baseline\", \"formatVersion\": 1, \"entries\": [{\"path\": \"a\", \"rule\": \"r\", \"lineText\": \"t\", \"count\": 0}]}").contains("counts start at 1"))
        XCTAssertTrue(parse("{\"format\": \"nodelint-baseline\", \"formatVersion\": 1, \"entries\": [{\"path\": \"a\", \"rule\": \"r\", \"lineText\": \"t\", \"count\": \"2\"}]}").contains("not a whole number"))
        XCTAssertThrowsError(try Baseline.read(from: "/nonexistent/baseline.json"))
    }

    func testReplacingKeepsOtherFilesEntries() {
        let old = Baseline(entries: [Baseline.Entry(path: "A.swift", rule: "r", lineText: "a", count: 1),
                                     Baseline.Entry(path: "B.swift", rule: "r", lineText: "b", count: 1)])
        let fresh = Baseline(entries: [Baseline.Entry(path: "A.swift", rule: "r", lineText: "a2", count: 1)])
        XCTAssertEqual(old.replacing(paths: ["A.swift"], with: fresh).entries.map(\.lineText), ["a2", "b"])
    }

    func testPathsOutsideTheRootStayAbsolute() {
        let baseline = Baseline(diagnostics: [d("r", "../Other/X.swift", 1, "x")], root: "/repo", currentDirectory: "/repo")
        XCTAssertEqual(baseline.entries.first?.path, "/Other/X.swift")
    }
}
