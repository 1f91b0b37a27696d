import NodeLintModel
import XCTest

/// `firstOffset(of:in:from:)` anchors its search on the needle's rarest byte, not its first: every
/// answer must still be the first occurrence at or after `start`, as a naive search finds it.
final class ByteSearchTests: XCTestCase {
    /// The first offset at or after `start` where `needle` occurs, by trying every offset.
    private func naiveFirstOffset(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty else { return start }
        guard haystack.count >= needle.count else { return nil }
        var i = max(start, 0)
        while i + needle.count <= haystack.count {
            if haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    func testAgreesWithANaiveSearchOnSourceLikeText() {
        let haystack = Array("""
        import XCTest
        @testable import App
        final class XNode: ASDisplayNode { override init() { super.init(); zz = 1 } }
        // import XCTest again, and ASDisplayNode at the very end: ASDisplayNode
        """.utf8)
        let needles = ["import", "XCTest", "ASDisplayNode", "zz", "e", "Node", "init()", "{ ", "end: ASDisplayNode",
                       "missing", "ASDisplayNodeX", "\n@", "\n"]
        for needle in needles {
            for start in [0, 1, 7, 13, 40, haystack.count - 13, haystack.count, haystack.count + 5] {
                XCTAssertEqual(firstOffset(of: needle, in: haystack, from: start),
                               naiveFirstOffset(of: Array(needle.utf8), in: haystack, from: start),
                               "\(needle) from \(start)")
            }
        }
    }

    func testAgreesWithANaiveSearchOnRandomBytes() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aeXz_ (\n".utf8)
        for _ in 0..<2_000 {
            let haystack = (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let needle = (0..<Int.random(in: 1...4, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let start = Int.random(in: 0...42, using: &generator)
            XCTAssertEqual(firstOffset(of: String(decoding: needle, as: UTF8.self), in: haystack, from: start),
                           naiveFirstOffset(of: needle, in: haystack, from: start),
                           "\(String(decoding: needle, as: UTF8.self)) in \(String(decoding: haystack, as: UTF8.self)) from \(start)")
        }
    }

    func testAnEmptyNeedleIsFoundWhereTheSearchStarts() {
        XCTAssertEqual(firstOffset(of: "", in: Array("abc".utf8), from: 2), 2)
        XCTAssertNil(firstOffset(of: "abcd", in: Array("abc".utf8)))
    }
}
