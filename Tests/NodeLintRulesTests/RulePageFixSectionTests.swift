import NodeLintRulePages
import XCTest

/// The page format of fixable rules: `fixable: true` in the front matter, and a `## Fix` section of
/// pairs, code and then the same code fixed in a fence marked `fixed`. Mistakes in it are parse errors.
final class RulePageFixSectionTests: XCTestCase {
    private func page(_ body: String, fixable: String? = "true") throws -> RulePage {
        var front = "---\nid: sample-rule\nseverity: warning\ncategory: naming\nlanguages: swift\n"
        if let fixable { front += "fixable: \(fixable)\n" }
        front += "summary: A sample.\n---\n"
        let examples = """
            ## Triggering examples

            ```swift
            let ↓a = 1
            ```

            ## Non-triggering examples

            ```swift
            let b = 1
            ```

            """
        return try RulePage.parse(file: "sample-rule.md", text: front + examples + body)
    }

    func testFixSectionPairsParse() throws {
        let parsed = try page("## Fix\n\n```swift texture-version=3\nlet a = 1\n```\n\n```swift fixed\nlet b = 1\n```\n")
        XCTAssertTrue(parsed.fixable)
        let fixes = try parsed.examples().fixes
        XCTAssertEqual(fixes.map(\.before), ["let a = 1\n"])
        XCTAssertEqual(fixes.map(\.after), ["let b = 1\n"])
        XCTAssertEqual(fixes.first?.options["texture-version"], "3")
        XCTAssertFalse(try page("", fixable: nil).fixable)
    }

    func testMalformedFixSectionsAreErrors() throws {
        XCTAssertThrowsError(try page("", fixable: "yes"))
        XCTAssertThrowsError(try page("").examples(), "fixable without a Fix section")
        XCTAssertThrowsError(try page("## Fix\n\n```swift\nlet a = 1\n```\n").examples(), "code without its fixed fence")
        XCTAssertThrowsError(try page("## Fix\n\n```swift fixed\nlet a = 1\n```\n").examples(), "a fixed fence without code")
        XCTAssertThrowsError(try page("## Fix\n\n```swift\nlet a = 1\n```\n\n```objc fixed\nint a;\n```\n").examples())
        XCTAssertThrowsError(try page("## Fix\n\n```swift\nlet a = 1\n```\n\n```swift fixed\nlet b = 1\n```\n", fixable: "false").examples(),
                             "a Fix section in a page without fixable: true")
    }
}
