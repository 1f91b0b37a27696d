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

    /// Every page has the sections the format requires, in order, and names its source.
    func testRequiredSectionsArePresent() {
        for page in RuleCatalog.pages {
            for heading in ["Triggering examples", "Non-triggering examples", "How to fix"] {
                XCTAssertNotNil(page.section(heading), "\(page.id): no '## \(heading)' section")
            }
            XCTAssertNotNil(page.fields["source"], "\(page.id): front matter lacks a source")
        }
    }

    /// A rule that covers Objective-C shows it failing there, not only passing.
    func testObjectiveCPagesHaveAnObjectiveCTriggeringExample() {
        for page in RuleCatalog.pages where page.languages.contains(.objectiveC) {
            XCTAssertTrue(page.triggering.contains { $0.language == .objectiveC },
                          "\(page.id): applies to Objective-C but has no Objective-C triggering example")
        }
    }

    /// Fence options are settings the example harness applies; a page whose examples depend on the
    /// Texture version says in its text how the version changes the rule (and what it assumes when the
    /// version is unknown). Rule options are documented in an '## Options' section.
    func testFenceOptionsAreKnownAndExplained() {
        let harnessOptions: Set<String> = ["texture-version", "file"]
        for page in RuleCatalog.pages {
            let examples = page.triggering + page.nonTriggering
            for example in examples {
                for key in example.options.keys {
                    XCTAssertTrue(harnessOptions.contains(key), "\(page.id), page line \(example.pageLine): unknown fence option '\(key)'")
                }
            }
            if examples.contains(where: { $0.options["texture-version"] != nil }) {
                var inFence = false
                let prose = page.markdown.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
                    if line.hasPrefix("```") { inFence.toggle(); return false }
                    return !inFence
                }.joined(separator: "\n")
                XCTAssertTrue(prose.contains("texture-version"), "\(page.id): examples set texture-version but the text does not say what it changes")
            }
        }
    }

    /// The harness wraps every example in a block comment and in a multi-line string literal; an
    /// example holding a comment terminator or a triple quote would break out of the wrapper.
    /// unused-suppression's examples are not wrapped: their comments are what the rule reads.
    func testExamplesCanBeWrapped() {
        for page in RuleCatalog.pages where page.id != Linter.unusedSuppressionID {
            for example in page.triggering + page.nonTriggering {
                for forbidden in ["*/", "/*", "\"\"\""] {
                    XCTAssertFalse(example.code.contains(forbidden),
                                   "\(page.id), page line \(example.pageLine): example contains \(forbidden)")
                }
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
