import Foundation
import NodeLintEngine
import XCTest

/// The command line's messages with a count of one: "1 file", "1 diagnostic", never "1 files".
final class CountWordingCLITests: XCTestCase {
    func testProgressLineForOneFile() {
        let progress = LintProgress(toParse: 1, toLint: 1)
        XCTAssertEqual(progress.text, "parsing 0/1 file")
        progress.parsed()
        XCTAssertEqual(progress.text, "indexing 1 file")
        progress.indexed()
        XCTAssertEqual(progress.text, "linting 0/1 file")
    }

    func testBenchmarkOfOneFileOneJobOneRun() {
        let dir = ScratchDirectory()
        dir.write("Cell.swift", "final class Cell: ASCellNode {}")
        let run = nodelint(["benchmark", ".", "--runs", "1", "--jobs", "1"], in: dir.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        let first = run.stdout.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertTrue(first.hasPrefix("nodelint benchmark: 1 file (1 Swift, 0 Objective-C), 0 lines, "), first)
        XCTAssertTrue(first.contains(", 1 job, best of 1 run, "), first)
    }

    func testBaselineAndFixMessagesForOne() {
        let dir = ScratchDirectory()
        dir.write("Cell.swift", violatingCell)
        XCTAssertEqual(nodelint(["--write-baseline", "baseline.json"], in: dir.path).status, 1)
        XCTAssertEqual(nodelint(["--baseline", "baseline.json"], in: dir.path).stderr,
                       "nodelint: baseline.json: 1 known diagnostic hidden by the baseline\n")
        dir.write("Cell.swift", cleanCell)
        XCTAssertEqual(nodelint(["--baseline", "baseline.json"], in: dir.path).stderr,
                       "nodelint: baseline.json: 1 baselined diagnostic no longer found; --write-baseline baseline.json shrinks the baseline\n")

        dir.write(".nodelint.yml", "texture-version: 3.0\n")
        dir.write("Coordinator.swift", "final class Coordinator {\n    var root: ASViewController<ASDisplayNode>?\n}\n")
        XCTAssertEqual(nodelint(["--fix", "Coordinator.swift"], in: dir.path).stderr, "nodelint: fixed 1 finding in 1 file\n")
    }

    func testRulesFooterCountsRules() {
        let last = nodelint(["rules"]).stdout.split(separator: "\n").last.map(String.init) ?? ""
        XCTAssertTrue(last.range(of: #"^\d+ rules \(\d+ fixable with --fix\)\. "#, options: .regularExpression) != nil, last)
    }
}
