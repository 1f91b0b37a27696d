import XCTest
import NodeLintModel
@testable import NodeLintReporters

/// Messages that print a count say "1 file", "1 error", "1 warning", and the plural otherwise.
final class CountWordingTests: XCTestCase {
    private let one = [Sample.diagnostic("view-access-in-init", .error, "m", "A.swift", 1, 1, 1, 2, "x")]

    func testCounted() {
        XCTAssertEqual(counted(0, "file"), "0 files")
        XCTAssertEqual(counted(1, "file"), "1 file")
        XCTAssertEqual(counted(2, "file"), "2 files")
        XCTAssertEqual(counted(1, "fix", "fixes"), "1 fix")
        XCTAssertEqual(counted(3, "fix", "fixes"), "3 fixes")
        XCTAssertEqual(pluralized(1, "diagnostic"), "diagnostic")
        XCTAssertEqual(pluralized(2, "diagnostic"), "diagnostics")
    }

    func testSummarySaysOneOfEach() {
        let context = ReportContext(toolVersion: "1.0.0", currentDirectory: "/w", lintedFiles: ["A.swift"])
        let mixed = one + [Sample.diagnostic("r", .warning, "w", "A.swift", 2, 1, 2, 2, "y"),
                           Sample.diagnostic("r", .info, "i", "A.swift", 3, 1, 3, 2, "z")]
        let text = SummaryReporter().render(mixed, context: context)
        XCTAssertTrue(text.hasSuffix("\n3 diagnostics in 1 file (1 error, 1 warning, 1 info); 1 file linted\n"), text)
        let single = SummaryReporter().render(one, context: context)
        XCTAssertTrue(single.hasSuffix("\n1 diagnostic in 1 file (1 error, 0 warnings, 0 infos); 1 file linted\n"), single)
    }

    func testHTMLSummarySaysOneOfEach() {
        let html = HTMLReporter().render(one, context: ReportContext(toolVersion: "1.0.0", currentDirectory: "/w"))
        XCTAssertTrue(html.contains(": 1 diagnostic in 1 file: 1 error, 0 warnings, 0 infos.</p>"), html)
    }

    func testGitHubNoticeSaysOneOfEach() {
        let errors = (1...(GitHubReporter.annotationsShownPerLevel + 1)).map {
            Sample.diagnostic("r", .error, "e", "A.swift", $0, 1, $0, 2, "x")
        }
        let all = errors + [Sample.diagnostic("r", .warning, "w", "B.swift", 1, 1, 1, 2, "y"),
                            Sample.diagnostic("r", .info, "i", "B.swift", 2, 1, 2, 2, "z")]
        let text = GitHubReporter().render(all, context: ReportContext(toolVersion: "1.0.0", currentDirectory: "/w"))
        XCTAssertTrue(text.contains("reported \(errors.count) errors, 1 warning and 1 note; "), text)
    }
}
