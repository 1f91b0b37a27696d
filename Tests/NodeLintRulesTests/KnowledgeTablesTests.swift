import Foundation
import XCTest

/// Texture's, UIKit's and Foundation's names live in `Sources/NodeLintAnalysis/Knowledge/`, each table
/// saying which header it comes from, not in the rules that use them (CONTRIBUTING.md, "The check"): a
/// rule refers to a table there, so that two rules cannot hold two versions of one list.
final class KnowledgeTablesTests: XCTestCase {
    static let rules = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/NodeLintRules/Rules")

    func testRulesHoldNoTablesOfNames() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.rules.path).filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(files.count, 30, "the rule files were not found in \(Self.rules.path)")
        let table = try NSRegularExpression(pattern: #"static let \w+: Set<String> = \["#)
        var found: [String] = []
        for file in files.sorted() {
            let text = try String(contentsOf: Self.rules.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(line)
                if table.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                    found.append("\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        XCTAssertEqual(found, [], "move these tables to Sources/NodeLintAnalysis/Knowledge/ (with the header they come from)")
    }
}
