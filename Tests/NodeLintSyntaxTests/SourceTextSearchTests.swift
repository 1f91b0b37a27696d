import NodeLintModel
import XCTest

/// `SourceText.contains(bytes:)`, which lets rules skip files that cannot concern them, must find a
/// needle wherever it is and never where it is not.
final class SourceTextSearchTests: XCTestCase {
    func testFindsTheNeedleAnywhereAndOnlyWhereItIs() {
        func text(_ s: String) -> SourceText { SourceText(bytes: Array(s.utf8)) }
        XCTAssertTrue(text("nodelint:").contains(bytes: "nodelint:"))
        XCTAssertTrue(text("// nodelint:disable x").contains(bytes: "nodelint:"))
        XCTAssertTrue(text("nnnodelint:").contains(bytes: "nodelint:"), "after partial matches of the first byte")
        XCTAssertTrue(text("é ASViewController").contains(bytes: "ASViewController"))
        XCTAssertFalse(text("nodelint").contains(bytes: "nodelint:"), "a prefix at the end is not a match")
        XCTAssertFalse(text("").contains(bytes: "x"))
        XCTAssertFalse(text("ASDKViewController").contains(bytes: "ASViewController"))
        XCTAssertTrue(text("abc").contains(bytes: ""))
        // Against the standard library on every split of a longer text.
        let haystack = "let a = ASNavigationController(); // nodelint:disable:next rule"
        for start in haystack.indices {
            for end in haystack[start...].indices.prefix(12) {
                let needle = String(haystack[start...end])
                XCTAssertTrue(text(haystack).contains(bytes: needle), needle)
                XCTAssertEqual(text(haystack).contains(bytes: needle + "#"), haystack.contains(needle + "#"), needle)
            }
        }
    }
}
