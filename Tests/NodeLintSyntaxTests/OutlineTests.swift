import Foundation
import NodeLintModel
import NodeLintSyntax
import XCTest

/// `Outline.lines(for:)` over the Swift front end, against the compiler parser's outline of the
/// same fixture (`fixtures/syntax/outline-sample.expected`, produced by the swift-outline-oracle).
final class OutlineTests: XCTestCase {
    func testSampleMatchesTheCompilersOutline() throws {
        let dir = LexerTests.fixtures
        let source = [UInt8](try Data(contentsOf: dir.appendingPathComponent("outline-sample.swift")))
        let expected = try String(contentsOf: dir.appendingPathComponent("outline-sample.expected"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let ours = Outline.lines(for: SwiftFrontEnd.parse(path: "PATH", bytes: source))
        XCTAssertEqual(ours.count, expected.count)
        for (a, b) in zip(ours, expected) { XCTAssertEqual(a, b) }
    }

    func testBindingsOfOneDeclarationKeepSourceOrder() {
        let f = parse("class C { var z = 1, y = 2, x = 3, w = 4, v = 5, u = 6, t = 7, s = 8, r = 9, q = 10, p = 11, o = 12, n = 13, m = 14, l = 15, k = 16, j = 17 }")
        XCTAssertEqual(Outline.lines(for: f).dropFirst().map { $0.split(separator: "\t")[3] },
                       ["z", "y", "x", "w", "v", "u", "t", "s", "r", "q", "p", "o", "n", "m", "l", "k", "j"])
    }

    func testLineBreaksCountAsTheCompilerCountsThem() {
        let text = SourceText("a\nb\r\nc\rd\n\ne")
        XCTAssertEqual(text.lineStarts, [0, 2, 5, 7, 9, 10])
        XCTAssertEqual(text.line(of: 3), 2)
        XCTAssertEqual(SourceText("").lineStarts, [0])
        XCTAssertEqual(SourceText("\r").lineStarts, [0, 1])
        let f = parse("class A {\r\n  func f() {}\r\n}\r\n")
        XCTAssertEqual(Outline.lines(for: f), ["test.swift\tclass\t\tA\t1\t3\t", "test.swift\tfunc\tA\tf()\t2\t2\t"])
    }

    /// Line starts are found eight bytes at a time; a byte-by-byte count must give the same, with
    /// breaks at every position of a word, `\r\n` split across words, and long lines.
    func testLineStartsMatchAByteByByteCount() {
        var state: UInt64 = 7
        for length in 0..<200 {
            var bytes: [UInt8] = []
            for _ in 0..<length {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                switch (state >> 33) % 16 {
                case 0: bytes.append(0x0A)
                case 1: bytes.append(0x0D)
                case 2: bytes += [0x0D, 0x0A]
                case 3: bytes += [0xC3, 0xA9]
                default: bytes.append(UInt8(ascii: "a") + UInt8((state >> 40) % 26))
                }
            }
            var expected = [0]
            var i = 0
            while i < bytes.count {
                if bytes[i] == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 2; expected.append(i); continue }
                if bytes[i] == 0x0A || bytes[i] == 0x0D { expected.append(i + 1) }
                i += 1
            }
            XCTAssertEqual(SourceText(bytes: bytes).lineStarts, expected, "\(bytes)")
        }
    }

    func testLinesOfKeywordsAndEnds() {
        let f = parse("class C {\n  @objc\n  override\n  init() {\n  }\n  var a: Int {\n    1\n  }\n}")
        XCTAssertEqual(Outline.lines(for: f), ["test.swift\tclass\t\tC\t1\t9\t", "test.swift\tinit\tC\tinit()\t4\t5\t", "test.swift\tvar\tC\ta\t6\t8\t"])
    }
}
