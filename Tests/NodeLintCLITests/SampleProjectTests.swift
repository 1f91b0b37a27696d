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

/// The README's rule table lists every rule.
final class ReadmeTests: XCTestCase {
    func testTheReadmeListsEveryRule() throws {
        let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
        for page in RuleCatalog.pages {
            XCTAssertTrue(readme.contains("| `\(page.id)` | \(page.severity.rawValue) |"), "README lacks \(page.id)")
        }
    }
}
