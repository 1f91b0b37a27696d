import NodeLintModel
import NodeLintRulePages
import NodeLintRules
import XCTest

/// The fixes `nodelint --fix` applies, checked on the rule pages: every `## Fix` example becomes exactly
/// its `fixed` code (also with CRLF line breaks and after multi-byte characters), and fixing any
/// triggering example of a fixable rule leaves only its findings that had no fix. Pages without
/// `fixable: true` offer no fix at all.
final class RuleFixTests: XCTestCase {
    private var fixablePages: [RulePage] { RuleCatalog.pages.filter(\.fixable) }

    func testTheFixableRules() {
        XCTAssertEqual(fixablePages.map(\.id), ["legacy-asviewcontroller-name", "missing-super-call"])
    }

    func testFixExamplesGiveTheirFixedCode() {
        var count = 0
        for page in fixablePages {
            for example in page.fixExamples where ExampleHarness.supports(example.language) {
                let variants: [(String, (String) -> String)] = [
                    ("as written", { $0 }),
                    ("with CRLF line breaks", { $0.replacingOccurrences(of: "\n", with: "\r\n") }),
                    ("after multi-byte characters", { ExampleHarness.multiByteLine + ExampleHarness.multiBytePrefix + $0 }),
                ]
                for (variant, transform) in variants {
                    let (fixed, deferred) = fix(transform(example.before), example.language, page.id, example.options)
                    XCTAssertEqual(fixed, transform(example.after),
                                   "rules/\(page.id).md:\(example.pageLine) (\(variant)): the fix does not give the fixed code")
                    XCTAssertEqual(deferred, 0, "rules/\(page.id).md:\(example.pageLine) (\(variant)): overlapping fixes")
                }
                count += 1
            }
        }
        XCTAssertGreaterThanOrEqual(count, 4)
    }

    /// Running the fix again changes nothing: the fixed code has no finding with a fix.
    func testFixedCodeHasNothingLeftToFix() {
        for page in fixablePages {
            for example in page.fixExamples where ExampleHarness.supports(example.language) {
                let left = ExampleHarness.lint(example.after, language: example.language, ruleID: page.id, options: example.options)
                XCTAssertEqual(left.filter { $0.fix != nil }.map(\.start.description), [],
                               "rules/\(page.id).md:\(example.pageLine): the fixed code still has fixes")
            }
        }
    }

    /// Every triggering example of a fixable rule: after its fixes, the rule reports exactly the findings
    /// that had none (the fix resolves what it is offered for, and nothing else).
    func testFixingTriggeringExamplesRemovesTheirFixableFindings() {
        for page in fixablePages {
            var offered = 0
            for example in page.triggering where ExampleHarness.supports(example.language) {
                let before = ExampleHarness.lint(example.code, language: example.language, ruleID: page.id, options: example.options)
                let withFix = before.filter { $0.fix != nil }
                offered += withFix.count
                let (fixed, deferred) = fix(example.code, example.language, page.id, example.options)
                XCTAssertEqual(deferred, 0, "rules/\(page.id).md:\(example.pageLine): overlapping fixes")
                XCTAssertEqual(fixed == example.code, withFix.isEmpty, "rules/\(page.id).md:\(example.pageLine): fixes that change nothing")
                let after = ExampleHarness.lint(fixed, language: example.language, ruleID: page.id, options: example.options)
                XCTAssertEqual(after.map(\.message).sorted(), before.filter { $0.fix == nil }.map(\.message).sorted(),
                               "rules/\(page.id).md:\(example.pageLine): after fixing\n\(fixed)")
            }
            XCTAssertGreaterThan(offered, 0, "\(page.id) says fixable: true, but none of its triggering examples has a fix")
        }
    }

    func testPagesWithoutFixableOfferNoFix() {
        for page in RuleCatalog.pages where !page.fixable {
            for example in page.triggering where ExampleHarness.supports(example.language) {
                let found = ExampleHarness.lint(example.code, language: example.language, ruleID: page.id, options: example.options)
                XCTAssertEqual(found.filter { $0.fix != nil }.map(\.ruleID), [],
                               "rules/\(page.id).md:\(example.pageLine): a fix from a rule whose page does not say fixable: true")
            }
        }
    }

    func testExplainShowsTheFixSection() throws {
        let page = try XCTUnwrap(RuleCatalog.page("missing-super-call"))
        let section = try XCTUnwrap(page.section("Fix"))
        XCTAssertTrue(section.contains("```swift fixed"), section)
    }

    // MARK: Helpers

    /// The code after applying every fix the rule offers, and how many fixes were left for another run.
    private func fix(_ code: String, _ language: Language, _ ruleID: String, _ options: [String: String]) -> (String, Int) {
        let found = ExampleHarness.lint(code, language: language, ruleID: ruleID, options: options)
        let result = FixApplication.apply(found.compactMap(\.fix), to: Array(code.utf8))
        return (String(decoding: result.bytes, as: UTF8.self), result.deferred)
    }
}
