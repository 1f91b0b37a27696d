import NodeLintModel
import XCTest

/// How fixes are combined in one file: all that do not overlap are applied, the first of overlapping
/// ones wins, a fix is applied whole or not at all; and where an edit's positions are.
final class FixApplicationTests: XCTestCase {
    private func edit(_ text: SourceText, _ range: Range<Int>, _ replacement: String) -> Fix {
        Fix(description: "edit", edits: [text.edit(replacing: range, with: replacement)])
    }

    func testNonOverlappingFixesAreAllApplied() {
        let text = SourceText("let a = 1\nlet b = 2\n")
        let result = FixApplication.apply([edit(text, 14..<15, "bee"), edit(text, 4..<5, "alpha"), edit(text, 10..<10, "// x\n")],
                                          to: text.bytes)
        XCTAssertEqual(String(decoding: result.bytes, as: UTF8.self), "let alpha = 1\n// x\nlet bee = 2\n")
        XCTAssertEqual(result.applied, 3)
        XCTAssertEqual(result.deferred, 0)
    }

    func testTheFirstOfOverlappingFixesWinsAndTheOtherWaits() {
        let text = SourceText("let a = 1\n")
        let fixes = [edit(text, 4..<5, "first"), edit(text, 4..<9, "second = 2"), edit(text, 5..<5, " /* touching */"),
                     edit(text, 0..<0, "// head\n"), edit(text, 0..<0, "// head again\n")]
        let result = FixApplication.apply(fixes, to: text.bytes)
        XCTAssertEqual(String(decoding: result.bytes, as: UTF8.self), "// head\nlet first = 1\n")
        XCTAssertEqual(result.applied, 2)
        XCTAssertEqual(result.deferred, 3)
    }

    func testAFixIsAppliedWholeOrNotAtAll() {
        let text = SourceText("a b c\n")
        let taken = edit(text, 2..<3, "B")
        let both = Fix(description: "two", edits: [text.edit(replacing: 0..<1, with: "A"), text.edit(replacing: 2..<3, with: "X")])
        let result = FixApplication.apply([taken, both], to: text.bytes)
        XCTAssertEqual(String(decoding: result.bytes, as: UTF8.self), "a B c\n")
        XCTAssertEqual(result.deferred, 1)
        let outside = FixApplication.apply([edit(text, 0..<1, "A"), Fix(description: "past the end", edits: [
            TextEdit(range: 10..<12, replacement: "", start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1),
                     startCodePointColumn: 1, endCodePointColumn: 1),
        ])], to: text.bytes)
        XCTAssertEqual(String(decoding: outside.bytes, as: UTF8.self), "A b c\n")
        XCTAssertEqual(outside.deferred, 1)
    }

    func testEditPositionsCountCharactersAndCodePoints() {
        // 👍🏽 is one character of two code points (and eight bytes).
        let text = SourceText("let s = \"👍🏽\"; ASViewController()\n")
        let offset = Array(text.bytes).firstIndex(of: UInt8(ascii: "A"))!
        let e = text.edit(replacing: offset..<(offset + 16), with: "ASDKViewController")
        XCTAssertEqual(e.start, SourcePosition(line: 1, column: 14))
        XCTAssertEqual(e.startCodePointColumn, 15)
        XCTAssertEqual(e.end, SourcePosition(line: 1, column: 30))
        XCTAssertEqual(e.endCodePointColumn, 31)
    }
}
