import XCTest
import NodeLintModel
@testable import NodeLintReporters

/// Each reporter's output for `Sample` is compared with fixtures/reporters/<identifier>.expected.
/// `NODELINT_UPDATE_EXPECTED=1 swift test --filter GoldenFileTests` rewrites the files (as it rewrites every
/// pinned output); review the diff.
final class GoldenFileTests: XCTestCase {
    private func check(_ identifier: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let reporter = try XCTUnwrap(Reporters.reporter(named: identifier), file: file, line: line)
        let output = reporter.render(Sample.diagnostics, context: Sample.context)
        let golden = fixturesDirectory.appendingPathComponent("reporters/\(identifier).expected")
        if ProcessInfo.processInfo.environment["NODELINT_UPDATE_EXPECTED"] == "1" {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(output.utf8).write(to: golden)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        if output != expected {
            let outputLines = output.split(separator: "\n", omittingEmptySubsequences: false)
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(outputLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(outputLines.count, expectedLines.count)
            let got = first < outputLines.count ? String(outputLines[first]) : "<end>"
            let want = first < expectedLines.count ? String(expectedLines[first]) : "<end>"
            XCTFail("\(identifier) differs from \(golden.path) at line \(first + 1):\n  got:  \(got)\n  want: \(want)",
                    file: file, line: line)
        }
    }

    func testXcode() throws { try check("xcode") }
    func testJSON() throws { try check("json") }
    func testSARIF() throws { try check("sarif") }
    func testGitHub() throws { try check("github") }
    func testCheckstyle() throws { try check("checkstyle") }
    func testJUnit() throws { try check("junit") }
    func testGitLab() throws { try check("gitlab") }
    func testSummary() throws { try check("summary") }
    func testHTML() throws { try check("html") }

    func testEveryReporterHasAGoldenFile() {
        let tested = ["xcode", "json", "sarif", "github", "checkstyle", "junit", "gitlab", "summary", "html"]
        XCTAssertEqual(Reporters.identifiers.sorted(), tested.sorted())
        XCTAssertEqual(Reporters.defaultIdentifier, "xcode")
        XCTAssertNil(Reporters.reporter(named: "emoji"))
    }

    func testOutputDoesNotDependOnInputOrder() {
        for type in Reporters.all {
            let reporter = type.init()
            let forward = reporter.render(Sample.diagnostics, context: Sample.context)
            let backward = reporter.render(Sample.diagnostics.reversed(), context: Sample.context)
            XCTAssertEqual(forward, backward, type.identifier)
        }
    }

    func testEmptyReports() throws {
        let context = ReportContext(toolVersion: "1.2.3", currentDirectory: "/w")
        XCTAssertEqual(XcodeReporter().render([], context: context), "")
        XCTAssertEqual(GitHubReporter().render([], context: context), "")
        XCTAssertEqual(GitLabReporter().render([], context: context), "[]\n")
        let sarif = try JSONSerialization.jsonObject(with: Data(SARIFReporter().render([], context: context).utf8)) as! [String: Any]
        let run = (sarif["runs"] as! [[String: Any]])[0]
        XCTAssertEqual((run["results"] as! [Any]).count, 0, "results must be present and empty")
        let junit = JUnitReporter().render([], context: context)
        XCTAssertTrue(junit.contains("tests=\"1\" failures=\"0\""), junit)
        XCTAssertTrue(SummaryReporter().render([], context: context).hasSuffix("0 diagnostics in 0 files (0 errors, 0 warnings, 0 infos)\n"))
        XCTAssertTrue(HTMLReporter().render([], context: context).contains("<p>No diagnostics.</p>"))
    }
}
