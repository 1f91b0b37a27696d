import NodeLintRulePages
import XCTest
import NodeLintModel
@testable import NodeLintRules

/// Checks that the rule pages of the "more" batch (layout, containers, threading, transitions,
/// naming) parse and carry enough examples to specify their rule. The examples themselves are run
/// against the rules by the rule tests; this only guards the pages' shape.
final class RulePagesMoreParseTests: XCTestCase {
    static let ids = [
        // Layout
        "uikit-in-layout-spec", "add-subnode-in-layout-spec", "add-subnode-with-automatic-management",
        "layout-spec-block-with-override", "conflicting-layout-overrides", "forbidden-override",
        "self-style-in-layout-spec", "duplicate-layout-element", "bridged-read-in-layout-spec",
        "calculate-size-without-layout",
        // Containers and node blocks
        "node-block-data-source-access", "node-block-captures-uikit", "cell-node-reuse",
        "collection-update-off-main", "node-in-uikit-container",
        // Threading
        "main-sync-in-background-context", "video-asset-off-main", "editable-text-view-before-load",
        "layer-backed-view-access", "draw-thread-safety",
        // Transitions and lifetimes
        "transition-layout-misuse", "missing-complete-transition", "strong-self-in-stored-block",
        // Naming
        "legacy-asviewcontroller-name",
    ]

    func testEveryEmbeddedPageParses() {
        XCTAssertEqual(RuleCatalog.loaded.errors.map(\.description), [])
    }

    func testEachPageExistsWithEnoughExamples() throws {
        for id in Self.ids {
            let page = try XCTUnwrap(RuleCatalog.page(id), "rules/\(id).md is missing or does not parse")
            XCTAssertGreaterThanOrEqual(page.triggering.count, 2, "\(id): fewer than 2 triggering examples")
            XCTAssertGreaterThanOrEqual(page.nonTriggering.count, 3, "\(id): fewer than 3 non-triggering examples")
        }
    }

    func testPagesFollowTheWritingRules() throws {
        for id in Self.ids {
            let page = try XCTUnwrap(RuleCatalog.page(id))
            XCTAssertTrue(page.summary.hasSuffix("."), "\(id): the summary must end with a period")
            XCTAssertNotNil(page.fields["source"], "\(id): front matter lacks a source")
            XCTAssertNotNil(page.section("How to fix"), "\(id): no '## How to fix' section")
            if page.languages.contains(.objectiveC) {
                XCTAssertTrue(page.triggering.contains { $0.language == .objectiveC },
                              "\(id): applies to Objective-C but has no Objective-C triggering example")
            } else {
                XCTAssertFalse((page.triggering + page.nonTriggering).contains { $0.language == .objectiveC },
                               "\(id): Objective-C example on a Swift-only page")
            }
            let usesOptions = (page.triggering + page.nonTriggering).contains { !$0.options.isEmpty }
            XCTAssertEqual(usesOptions, page.section("Options") != nil,
                           "\(id): fence options and an '## Options' section go together")
        }
    }

    /// The harness wraps every example in a block comment and in a multi-line string literal; an
    /// example holding a comment terminator or a triple quote would break out of the wrapper.
    func testExamplesCanBeWrapped() throws {
        for id in Self.ids {
            let page = try XCTUnwrap(RuleCatalog.page(id))
            for example in page.triggering + page.nonTriggering {
                for forbidden in ["*/", "/*", "\"\"\""] {
                    XCTAssertFalse(example.code.contains(forbidden),
                                   "\(id), page line \(example.pageLine): example contains \(forbidden)")
                }
            }
        }
    }
}
