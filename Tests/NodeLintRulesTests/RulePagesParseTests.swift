import NodeLintRulePages
import XCTest
import NodeLintModel
import NodeLintRules

/// The rule pages (rules/*.md) are the rules' documentation and their example tests. The parser only
/// runs when the catalog is first used, so a malformed page would otherwise surface at run time.
final class RulePagesParseTests: XCTestCase {
    func testEveryPageParses() {
        let errors = RuleCatalog.loaded.errors.map(\.description)
        XCTAssertEqual(errors, [], "rule pages that do not parse")
        XCTAssertFalse(RuleCatalog.pages.isEmpty, "no rule pages were embedded")
        // Examples are read when asked for, not when the catalog loads.
        for page in RuleCatalog.pages {
            XCTAssertNoThrow(try page.examples())
        }
    }

    func testEveryPageHasEnoughExamples() {
        for page in RuleCatalog.pages {
            XCTAssertGreaterThanOrEqual(page.triggering.count, 2, "\(page.id): fewer than 2 triggering examples")
            XCTAssertGreaterThanOrEqual(page.nonTriggering.count, 3, "\(page.id): fewer than 3 non-triggering examples")
        }
    }

    /// A page that says it covers a language shows that language in its examples, and only those.
    func testExamplesMatchTheLanguagesAPageDeclares() {
        for page in RuleCatalog.pages {
            let used = Set((page.triggering + page.nonTriggering).map(\.language))
            for language in page.languages {
                XCTAssertTrue(used.contains(language), "\(page.id): declares \(language) but has no example in it")
            }
            for language in used {
                XCTAssertTrue(page.languages.contains(language), "\(page.id): has a \(language) example but does not declare it")
            }
        }
    }

    /// The summary is what `nodelint rules` prints: one line ending with a period.
    func testSummariesAreOneSentenceLines() {
        for page in RuleCatalog.pages {
            XCTAssertTrue(page.summary.hasSuffix("."), "\(page.id): summary does not end with a period")
            XCTAssertFalse(page.summary.contains("\n"), "\(page.id): summary spans lines")
        }
    }

    /// Every page has the sections the format requires, in order.
    func testRequiredSectionsArePresent() {
        for page in RuleCatalog.pages {
            for heading in ["Triggering examples", "Non-triggering examples", "How to fix"] {
                XCTAssertNotNil(page.section(heading), "\(page.id): no '## \(heading)' section")
            }
        }
    }

    /// The rules taken from Texture's Subclassing page (docs/texture-facts.md#rule-facts) all have pages, with the
    /// catalog's default severity and a source that names the page.
    func testSubclassingPageRulesHavePagesWithCatalogSeverities() {
        let expected: [(id: String, severity: Severity)] = [
            ("view-access-in-init", .error), ("gesture-in-init", .error), ("uikit-in-init", .error),
            ("lock-in-init", .warning), ("view-access-in-layout-spec", .error), ("stored-layout-spec", .error),
            ("super-layout-spec-that-fits", .error), ("node-creation-in-layout-spec", .warning),
            ("missing-super-call", .error), ("view-access-in-vc-init", .warning), ("loadview-override", .warning),
            ("layout-in-viewdidload", .warning), ("one-time-setup-in-layout-pass", .warning),
            ("vc-created-off-main", .error),
        ]
        for (id, severity) in expected {
            guard let page = RuleCatalog.page(id) else {
                XCTFail("no page for \(id)")
                continue
            }
            XCTAssertEqual(page.severity, severity, "\(id): severity differs from the catalog")
            XCTAssertTrue(page.fields["source"]?.contains("Subclassing page") == true, "\(id): source does not name the Subclassing page")
        }
    }
}
