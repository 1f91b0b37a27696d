import Foundation
@testable import RuleDocsEmbedding
import XCTest

/// The rule pages travel inside the binary through the committed, generated
/// `Sources/NodeLintRulePages/EmbeddedRulePages.swift`; it must say exactly what `rules/*.md` say.
final class EmbeddedRulePagesTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    func testTheEmbeddedPagesAreTheRepositorysPages() throws {
        let root = Self.packageRoot
        let pages = try RuleDocsEmbedding.readPages(in: root + "/" + RuleDocsEmbedding.pagesPath)
        XCTAssertFalse(pages.isEmpty)
        let committed = try String(contentsOfFile: root + "/" + RuleDocsEmbedding.outputPath, encoding: .utf8)
        XCTAssertTrue(committed == RuleDocsEmbedding.source(pages: pages),
                      "\(RuleDocsEmbedding.outputPath) is out of date with rules/*.md: run `swift run nodelint-embed-rule-docs`")
    }

    /// Any text survives the trip: `#` runs, triple quotes and backslashes included.
    func testAnyPageTextIsCarriedUnchanged() throws {
        let texts = ["plain", "a \"\"\" b", "#\"\"\"# ##\"\"\"##", "\\(x) \\#(y) \\n", "ends with #", "é 👍🏽\n\n"]
        for text in texts {
            let source = RuleDocsEmbedding.source(pages: [("p.md", text)])
            // The literal between the generated delimiters is the text itself.
            let literal = RuleDocsEmbedding.rawLiteral(text)
            XCTAssertTrue(source.contains(literal), text)
            let hashes = literal.prefix { $0 == "#" }
            XCTAssertFalse(text.contains("\"\"\"" + hashes), "the text could end the literal: \(text)")
            XCTAssertFalse(text.contains("\\" + hashes), "the text could start an escape: \(text)")
        }
    }
}
