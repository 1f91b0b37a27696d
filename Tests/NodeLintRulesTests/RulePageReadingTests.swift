@testable import NodeLintRulePages
import XCTest
@testable import NodeLintRules

/// Reading rule pages (which every run does) splits bytes and counts ASCII pieces by their bytes;
/// the results must be those of walking the text Character by Character.
final class RulePageReadingTests: XCTestCase {
    func characterByCharacter(_ text: String) -> (String, [Int]) {
        var code = "", markers: [Int] = [], count = 0
        for character in text {
            if character == RulePage.marker { markers.append(count) } else { code.append(character); count += 1 }
        }
        return (code, markers)
    }

    func testMarkersAreCountedInCharacters() {
        let texts = ["", "↓", "↓↓a↓", "let x = ↓view\nfoo.↓layer", "node.↓view // é👍🏽 ↓x", "a\r\n↓b", "e\u{301}↓x", "↓\u{301}x"]
        for text in texts {
            let fast = RulePage.removeMarkers(text)
            let slow = characterByCharacter(text)
            XCTAssertEqual(fast.code, slow.0, text)
            XCTAssertEqual(fast.markers, slow.1, text)
        }
    }

    func testLinesKeepEmptyLines() {
        XCTAssertEqual("a\n\nb\n".lines(), ["a", "", "b", ""])
        XCTAssertEqual("".lines(), [""])
        XCTAssertEqual("é\n👍🏽".lines(), ["é", "👍🏽"])
    }
}
