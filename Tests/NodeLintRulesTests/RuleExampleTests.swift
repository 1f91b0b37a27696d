import NodeLintModel
import NodeLintRules
import NodeLintRulePages
import XCTest

/// The rule pages' examples are the rules' tests (as in SwiftLint): every triggering example gives
/// exactly its marked diagnostics; every non-triggering example gives none; and every example keeps
/// its meaning when wrapped in a comment or a string (nothing), when preceded by a disable comment
/// (nothing, and the suppression counts as used), and with multi-byte characters before it.
final class RuleExampleTests: XCTestCase {
    private var pages: [RulePage] { RuleCatalog.pages }

    func testEveryPageParses() {
        XCTAssertEqual(RuleCatalog.loaded.errors.map(\.description), [])
        XCTAssertFalse(pages.isEmpty)
    }

    func testEveryRuleHasAPageAndEveryPageARule() {
        let ruleIDs = Set(RuleRegistry.all.map(\.id))
        let pageIDs = Set(pages.map(\.id)).subtracting([Linter.unusedSuppressionID])
        XCTAssertEqual(ruleIDs.subtracting(pageIDs).sorted(), [], "rules without a page")
        XCTAssertEqual(pageIDs.subtracting(ruleIDs).sorted(), [], "pages without a rule")
        XCTAssertNotNil(RuleCatalog.page(Linter.unusedSuppressionID), "unused-suppression needs its page")
    }

    func testTriggeringExamplesGiveExactlyTheMarkedDiagnostics() {
        forEachExample(triggering: true) { page, example in
            let found = lint(example.code, example, page)
            let expected = ExampleHarness.unmark(ExampleHarness.marked(example)).expected
            assertPositions(found, expected, page, example, variant: "as written")
        }
    }

    func testNonTriggeringExamplesGiveNothing() {
        forEachExample(triggering: false) { page, example in
            assertPositions(lint(example.code, example, page), [], page, example, variant: "as written")
        }
    }

    func testExamplesInACommentGiveNothing() {
        forEachExample(triggering: nil) { page, example in
            let code = ExampleHarness.wrappedInComment(example.code)
            assertPositions(lint(code, example, page), [], page, example, variant: "wrapped in a block comment")
        }
    }

    func testExamplesInAStringLiteralGiveNothing() {
        forEachExample(triggering: nil) { page, example in
            let code = ExampleHarness.wrappedInString(example.code, language: example.language)
            assertPositions(lint(code, example, page), [], page, example, variant: "wrapped in a string literal")
        }
    }

    func testDisableCommentSilencesTriggeringExamples() {
        forEachExample(triggering: true) { page, example in
            let code = "// nodelint:disable \(page.id)\n" + example.code
            assertPositions(lint(code, example, page), [], page, example, variant: "after // nodelint:disable \(page.id)")
        }
    }

    func testPositionsCountCharactersAfterMultiByteText() {
        forEachExample(triggering: true) { page, example in
            let variant = ExampleHarness.multiByteLine + ExampleHarness.multiBytePrefix + ExampleHarness.marked(example)
            let (code, expected) = ExampleHarness.unmark(variant)
            assertPositions(lint(code, example, page), expected, page, example, variant: "after multi-byte characters")
        }
    }

    // MARK: Helpers

    private func lint(_ code: String, _ example: RuleExample, _ page: RulePage) -> [Diagnostic] {
        ExampleHarness.lint(code, language: example.language, ruleID: page.id, options: example.options)
    }

    /// Visits the examples of every page (`triggering` nil: both kinds) in languages this build reads.
    private func forEachExample(triggering: Bool?, _ body: (RulePage, RuleExample) -> Void) {
        var count = 0
        for page in pages where page.id != Linter.unusedSuppressionID || triggering != nil {
            var examples: [RuleExample] = []
            if triggering != false { examples += page.triggering }
            if triggering != true { examples += page.nonTriggering }
            for example in examples where ExampleHarness.supports(example.language) {
                body(page, example)
                count += 1
            }
        }
        XCTAssertGreaterThan(count, 0, "no examples were checked")
    }

    private func assertPositions(_ found: [Diagnostic], _ expected: [SourcePosition], _ page: RulePage,
                                 _ example: RuleExample, variant: String, file: StaticString = #filePath, line: UInt = #line) {
        let actual = found.map(\.start).sorted()
        guard actual != expected.sorted() else { return }
        let details = found.map { "  \($0.start): [\($0.ruleID)] \($0.message)" }.joined(separator: "\n")
        XCTFail("""
            rules/\(page.id).md:\(example.pageLine) (\(example.language.rawValue) example, \(variant)):
            expected diagnostics at \(expected.sorted().map(\.description)), got \(actual.map(\.description))
            \(details)
            """, file: file, line: line)
    }
}
