import Foundation
import NodeLintRules
import NodeLintRulePages
import XCTest

/// The README's first command lints the sample app: its output is pinned here, so the demo keeps
/// showing real diagnostics (and only those).
final class SampleProjectTests: XCTestCase {
    func testTheSampleAppGivesItsKnownDiagnostics() throws {
        let run = nodelint(["fixtures/projects/FeedApp"], in: repositoryRoot)
        assertMatchesPinned(run.stdout, "fixtures/projects/FeedApp.expected")
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(run.status, 1)
    }
}

/// The README's rule table is made from the rule pages: one row per page, under its category, with the
/// page's severity, whether the model observes it, and its summary. `NODELINT_UPDATE_EXPECTED=1`
/// rewrites the table from the pages (a new rule's row, a changed summary).
final class ReadmeTests: XCTestCase {
    /// The README's headings for the pages' categories, in the order the table lists them.
    static let categories: [(category: String, heading: String)] = [
        ("lifecycle", "Lifecycle"), ("layout", "Layout"), ("containers", "Containers and node blocks"),
        ("threading", "Threading"), ("transitions", "Transitions and lifetimes"), ("naming", "Naming"),
        ("suppressions", "Suppressions"),
    ]

    static func table(_ pages: [RulePage]) -> String {
        var lines = ["| Rule | Severity | Observed at run time | What it finds |", "|---|---|---|---|"]
        for (category, heading) in categories {
            let inCategory = pages.filter { $0.category == category }.sorted { $0.id < $1.id }
            if inCategory.isEmpty { continue }
            lines.append("| **\(heading)** | | | |")
            for page in inCategory {
                lines.append("| `\(page.id)` | \(page.severity.rawValue) | \(page.runtimeObservable ? "yes" : "no") | \(page.summary) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func testEveryPageHasAKnownCategory() {
        let known = Set(Self.categories.map(\.category))
        for page in RuleCatalog.pages {
            XCTAssertTrue(known.contains(page.category), "\(page.id): category \(page.category) has no README heading (ReadmeTests.categories)")
        }
    }

    func testTheRuleTableIsMadeFromThePages() throws {
        let path = repositoryRoot + "/README.md"
        let readme = try String(contentsOfFile: path, encoding: .utf8)
        let header = "| Rule | Severity | Observed at run time | What it finds |\n"
        let start = try XCTUnwrap(readme.range(of: header), "README has no rule table")
        let end = readme.range(of: "\n\n", range: start.lowerBound..<readme.endIndex)?.lowerBound ?? readme.endIndex
        let current = String(readme[start.lowerBound..<end]) + "\n"
        let made = Self.table(RuleCatalog.pages)
        if ProcessInfo.processInfo.environment["NODELINT_UPDATE_EXPECTED"] == "1" {
            let updated = readme.replacingCharacters(in: start.lowerBound..<end, with: String(made.dropLast()))
            try updated.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(current, made, "README's rule table differs from rules/*.md; NODELINT_UPDATE_EXPECTED=1 swift test --skip-build --filter ReadmeTests rewrites it")
    }
}
