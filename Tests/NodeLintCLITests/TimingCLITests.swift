import Foundation
import XCTest

/// `NODELINT_TIMING=1`: the command's steps and the lint run's, on standard error after the report;
/// the report itself is the same, and without the variable nothing is printed.
final class TimingCLITests: XCTestCase {
    func testTimingIsPrintedAfterTheReportAndChangesNothingElse() throws {
        let plain = nodelint(["fixtures/projects/FeedApp"], in: repositoryRoot)
        let timed = nodelint(["fixtures/projects/FeedApp"], in: repositoryRoot, environment: ["NODELINT_TIMING": "1"])
        let off = nodelint(["fixtures/projects/FeedApp"], in: repositoryRoot, environment: ["NODELINT_TIMING": "0"])
        XCTAssertEqual(timed.stdout, plain.stdout)
        XCTAssertEqual(timed.status, plain.status)
        XCTAssertFalse(plain.stderr.contains("nodelint timing"), plain.stderr)
        XCTAssertEqual(off.stderr, plain.stderr)

        let lines = timed.stderr.split(separator: "\n").map(String.init).drop { !$0.hasPrefix("nodelint timing:") }
        XCTAssertEqual(lines.first?.hasSuffix("wall s     CPU s"), true, timed.stderr)
        let steps = lines.dropFirst()
        func name(_ line: String) -> String { String(line.prefix(60)).trimmingCharacters(in: .whitespaces) }
        let commandSteps = steps.filter { $0.hasPrefix("  ") && !$0.hasPrefix("    ") }.map(name)
        XCTAssertEqual(commandSteps, ["configuration", "project files (Xcode projects, Package.swift)", "files to lint, and their context from git",
                                      "module map, Objective-C arguments", "lint", "report", "total"], timed.stderr)
        // The lint run's own steps, indented under "lint".
        let inner = steps.filter { $0.hasPrefix("    ") }.map(name)
        XCTAssertEqual(inner.first, "read, scan for declared names", timed.stderr)
        XCTAssertEqual(inner.last, "results", timed.stderr)
        // Every line has its wall and CPU seconds; the total is the sum of the command's steps.
        var sum = 0.0, total = -1.0
        for line in steps {
            let figures = line.dropFirst(60).split(separator: " ").compactMap { Double($0) }
            XCTAssertEqual(figures.count, 2, line)
            guard !line.hasPrefix("    "), let wall = figures.first else { continue }
            if line.hasPrefix("  total") { total = wall } else { sum += wall }
        }
        XCTAssertEqual(total, sum, accuracy: 0.001 * Double(steps.count), timed.stderr)
    }
}
