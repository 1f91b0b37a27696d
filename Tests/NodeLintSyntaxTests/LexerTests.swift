import Foundation
import XCTest
@testable import NodeLintSyntax

final class LexerTests: XCTestCase {
    // MARK: Helpers

    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fixtures/syntax")

    /// (kind, text) of every token but `.eof`.
    func tokens(_ source: String) -> [(TokenKind, String)] {
        let bytes = Array(source.utf8)
        return lexSwift(bytes).dropLast().map { ($0.kind, String(decoding: bytes[$0.start..<$0.end], as: UTF8.self)) }
    }

    func kinds(_ source: String, of text: String) -> [TokenKind] {
        tokens(source).filter { $0.1 == text }.map { $0.0 }
    }

    /// Lossless: tokens and the trivia between them cover the input exactly, in order; every gap is
    /// whitespace and comments only; the last token is `.eof` at the end.
    func assertLossless(_ bytes: [UInt8], _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let lexed = SwiftLexer.lex(bytes)
        XCTAssertEqual(lexed.reconstruct(bytes), bytes, "round trip of \(name)", file: file, line: line)
        guard let last = lexed.tokens.last else { return XCTFail("no tokens", file: file, line: line) }
        XCTAssertEqual(last.kind, .eof, file: file, line: line)
        XCTAssertEqual(last.start, bytes.count, file: file, line: line)
        var previousEnd = 0
        for (k, t) in lexed.tokens.enumerated() {
            XCTAssertLessThanOrEqual(previousEnd, t.start, "token \(k) of \(name) overlaps", file: file, line: line)
            XCTAssertLessThanOrEqual(t.start, t.end, file: file, line: line)
            if t.kind != .eof { XCTAssertLessThan(t.start, t.end, "empty token \(k) in \(name)", file: file, line: line) }
            let pieces = Trivia.pieces(bytes, previousEnd..<t.start)
            let covered = pieces.reduce(0) { $0 + $1.range.count }
            XCTAssertEqual(covered, t.start - previousEnd, "trivia before token \(k) of \(name)", file: file, line: line)
            if let bad = pieces.first(where: { $0.kind == .unexpected }) {
                XCTFail("non-trivia byte at \(bad.range.lowerBound) of \(name)", file: file, line: line)
                return
            }
            let leading = lexed.leadingTrivia(of: k, in: bytes)
            XCTAssertEqual(leading.upperBound, t.start, file: file, line: line)
            previousEnd = t.end
        }
        // Comments are within the gaps and in order.
        var lastComment = -1
        for c in lexed.comments {
            XCTAssertGreaterThan(c.start, lastComment, file: file, line: line)
            lastComment = c.start
        }
    }

    // MARK: Round trips

    func testRoundTripOfEveryFixture() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: LexerTests.fixtures.path).filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThanOrEqual(files.count, 10, "the torture fixtures are missing")
        for name in files {
            let bytes = [UInt8](try Data(contentsOf: LexerTests.fixtures.appendingPathComponent(name)))
            assertLossless(bytes, name)
        }
    }

    func testValidFixturesParseWithoutProblems() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: LexerTests.fixtures.path)
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("invalid") && !$0.hasPrefix("unterminated") }
        for name in files {
            let bytes = [UInt8](try Data(contentsOf: LexerTests.fixtures.appendingPathComponent(name)))
            let f = SwiftFrontEnd.parse(path: name, bytes: bytes)
            XCTAssertEqual(f.problems.map { $0.message }, [], name)
        }
        let texture = try XCTUnwrap(SwiftFrontEnd.parse(path: "t", bytes: [UInt8](try Data(contentsOf: LexerTests.fixtures.appendingPathComponent("texture-node.swift")))).types.last)
        XCTAssertEqual(texture.inherits.map { $0.text }, ["ASDKViewController<ASTableNode>", "ASTableDataSource"])
    }

    func testRoundTripOfRandomBytes() {
        var rng = SplitMix(seed: 42)
        for _ in 0..<300 {
            let count = Int(rng.next() % 400)
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            assertLossless(bytes, "random bytes")
        }
    }

    func testRoundTripOfRandomTokenSoup() {
        // Fragments chosen to hit every lexer mode and its edges: strings, raw strings, multi-line
        // strings, interpolation, regex, comments, operators, brackets, invalid UTF-8, NUL, CR.
        let fragments = [
            "\"", "\"\"\"", "#\"", "\"#", "##\"", "\\(", "\\#(", ")", "(", "{", "}", "[", "]", "/", "//", "/*", "*/",
            "#/", "/#", "#", "`", "x", "foo", " ", "\n", "\r\n", "\r", "\t", "1.5e3", "0x1p-2", "..<", "?", "!", "a?.b",
            "'", "\\", "@objc", "#if", "#endif", "$0", "é", "🎉", "\u{00A0}", "->", "=", "==", "&&", ",", ":", ";",
        ]
        var rng = SplitMix(seed: 7)
        for _ in 0..<400 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(rng.next() % 60) {
                let r = rng.next() % 100
                if r < 3 { bytes.append(0) } else if r < 6 { bytes.append(0xFF) } else if r < 8 { bytes.append(0xC3) }
                else { bytes.append(contentsOf: Array(fragments[Int(rng.next() % UInt64(fragments.count))].utf8)) }
            }
            assertLossless(bytes, "token soup")
        }
    }

    func testRoundTripOfDeepNesting() {
        let depth = 10_000
        let cases: [String] = [
            String(repeating: "(", count: depth) + String(repeating: ")", count: depth),
            String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth),
            String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth),
            String(repeating: "{ [", count: depth),
        ]
        for source in cases { assertLossless(Array(source.utf8), "deep nesting") }
    }

    func testEmptyInput() {
        let tokens = lexSwift([])
        XCTAssertEqual(tokens.count, 1)
        XCTAssertEqual(tokens[0].kind, .eof)
    }

    // MARK: Regex literals versus division

    func testRegexLiteralsWhereAnExpressionStarts() {
        XCTAssertEqual(kinds("let r = /abc/", of: "/abc/"), [.regex])
        XCTAssertEqual(kinds("split(separator: /\\s+/)", of: "/\\s+/"), [.regex])
        XCTAssertEqual(kinds("f(/a/)", of: "/a/"), [.regex])
        XCTAssertEqual(kinds("return /a/", of: "/a/"), [.regex])
        XCTAssertEqual(kinds("x = try? /x+/.wholeMatch(in: s)", of: "/x+/"), [.regex])
        XCTAssertEqual(kinds("let r = #/a/b/#", of: "#/a/b/#"), [.regex])
        XCTAssertEqual(kinds("let r = ##/a/#b/##", of: "##/a/#b/##"), [.regex])
        let extended = "let r = #/\n  a+ # comment\n  /#"
        XCTAssertEqual(kinds(extended, of: "#/\n  a+ # comment\n  /#"), [.regex])
    }

    func testDivisionIsNotARegex() {
        XCTAssertEqual(kinds("let q = a / b / c", of: "/"), [.op, .op])
        XCTAssertEqual(kinds("let q = a/b/c", of: "/"), [.op, .op])
        XCTAssertEqual(kinds("let q = (a) / 2 / 3", of: "/"), [.op, .op])
        XCTAssertEqual(kinds("let q = v[0] / 2 / x", of: "/"), [.op, .op])
        XCTAssertEqual(kinds("foo(x / y, z / w)", of: "/"), [.op, .op])
        XCTAssertEqual(kinds("x /= 2", of: "/="), [.op])
        XCTAssertEqual(kinds("func /(a: A, b: A) -> A", of: "/"), [.op])
        // A space after the opening `/` is never a bare regex.
        XCTAssertEqual(kinds("let q = f(a, / b /)", of: "/"), [.op, .op])
        // An unterminated candidate on its line is division.
        XCTAssertEqual(kinds("let q = a /b\nlet r = 1", of: "/"), [.op])
        // An unbalanced `)` inside the candidate makes it division.
        XCTAssertEqual(kinds("let q = (x /y) + (z / 2)", of: "/"), [.op, .op])
    }

    func testCommentsAreNotRegexOrDivision() {
        let t = tokens("let a = 1 // a /comment/\nlet b = 2 /* /x/ */ + 3")
        XCTAssertFalse(t.contains { $0.0 == .regex })
        XCTAssertEqual(SwiftLexer.lex(Array("a // x\n/* y /* z */ */ b".utf8)).comments.count, 2)
    }

    // MARK: Strings

    func testRawStringsWithPoundInside() {
        // `#"a "#` ends at the first `"#`; the final `"#` opens an unterminated string.
        XCTAssertEqual(tokens(##"#"a "# b"#"##).map { $0.0 },
                       [.stringStart, .stringSegment, .stringEnd, .identifier, .stringStart, .stringSegment])
        let t = tokens(###"##"has "# inside"## x"###)
        XCTAssertEqual(t.map { $0.0 }, [.stringStart, .stringSegment, .stringEnd, .identifier])
        XCTAssertEqual(t[1].1, ##"has "# inside"##)
        // `#"""#` is a one-line raw string holding a quote.
        XCTAssertEqual(tokens(##"let q = #"""#"##).suffix(3).map { $0.0 }, [.stringStart, .stringSegment, .stringEnd])
        // In a raw string `\(` is text; `\#(` interpolates.
        XCTAssertEqual(tokens(##"#"\(a) \#(b)"#"##).map { $0.0 },
                       [.stringStart, .stringSegment, .interpolationStart, .identifier, .interpolationEnd, .stringEnd])
    }

    func testInterpolationWithNestedStringsAndClosures() {
        let source = #""a\(items.map { "\($0)" }.joined(separator: ")"))b""#
        let t = tokens(source)
        XCTAssertEqual(t.first?.0, .stringStart)
        XCTAssertEqual(t.last?.0, .stringEnd)
        XCTAssertEqual(t.filter { $0.0 == .interpolationStart }.count, 2)
        XCTAssertEqual(t.filter { $0.0 == .interpolationEnd }.count, 2)
        XCTAssertTrue(t.contains { $0.0 == .lBrace })
        XCTAssertTrue(t.contains { $0.0 == .identifier && $0.1 == "joined" })
        XCTAssertTrue(t.contains { $0.0 == .stringSegment && $0.1 == ")" }, "a ) inside a nested string is text")
    }

    func testMultilineStringsAndEscapes() {
        let source = "let s = \"\"\"\n  a \"quote\" \\\"\"\" \\(x)\n  \"\"\"\nlet t = 1"
        let t = tokens(source)
        XCTAssertEqual(t.filter { $0.0 == .stringEnd }.count, 1)
        XCTAssertEqual(t.filter { $0.0 == .interpolationStart }.count, 1)
        XCTAssertEqual(t.last?.1, "1")
    }

    func testUnterminatedLiteralsAndComments() {
        // A single-line string ends at the line break; the next line is code again.
        var t = tokens("let s = \"abc\nlet t = 1")
        XCTAssertEqual(t.last?.1, "1")
        XCTAssertTrue(t.contains { $0.1 == "let" && $0.0 == .identifier })
        XCTAssertFalse(t.contains { $0.0 == .stringEnd })
        // An interpolation of a single-line string ends there too.
        t = tokens("let s = \"a\\(b\nlet t = 2")
        XCTAssertEqual(t.last?.1, "2")
        // Multi-line strings and block comments run to the end of the file.
        XCTAssertEqual(tokens("let s = \"\"\"\nabc\nlet t = 1").last?.0, .stringSegment)
        let lexed = SwiftLexer.lex(Array("x /* a /* b */ c".utf8))
        XCTAssertEqual(lexed.comments.count, 1)
        XCTAssertEqual(lexed.comments[0].end, 16)
    }

    // MARK: Other forms

    func testNumbers() {
        XCTAssertEqual(tokens("1_000 0xFF 0o7 0b101 1.5 1e10 1.5e-3 0x1p-2 0x1.8p3").map { $0.0 },
                       [.integer, .integer, .integer, .integer, .float, .float, .float, .float, .float])
        // A tuple index after `.` is not a float.
        XCTAssertEqual(tokens("t.0.1").map { $0.0 }, [.identifier, .period, .integer, .period, .integer])
        XCTAssertEqual(tokens("1..<2").map { $0.0 }, [.integer, .op, .integer])
    }

    func testOperatorsAndBinding() {
        let t = SwiftLexer.lex(Array("a?.b! + -c ..< d .* e".utf8)).tokens
        XCTAssertTrue(t[1].isPostfixOperator)      // ?
        XCTAssertTrue(t[4].isPostfixOperator)      // !
        XCTAssertTrue(t[5].isInfixOperator)        // +
        XCTAssertTrue(t[6].isPrefixOperator)       // -
        XCTAssertEqual(tokens("x ..< y .* z").map { $0.1 }, ["x", "..<", "y", ".*", "z"])
        XCTAssertEqual(tokens("a ∘ b").map { $0.0 }, [.identifier, .op, .identifier])
        XCTAssertEqual(tokens("a+/* c */b").map { $0.1 }, ["a", "+", "b"])
        // `a!=b` is `a! = b` (a postfix `!` binds left), as in Swift.
        XCTAssertEqual(tokens("a!=b").map { $0.1 }, ["a", "!", "=", "b"])
    }

    func testIdentifiersKeywordsAndPound() {
        let t = SwiftLexer.lex(Array("`class` class ünï 🐶 $0 _ #if #selector #Preview @objc".utf8)).tokens
        XCTAssertEqual(t[0].kind, .identifier)
        XCTAssertEqual(t[0].keyword, .none)
        XCTAssertTrue(t[0].flags.contains(.backticked))
        XCTAssertEqual(t[1].keyword, .class)
        XCTAssertEqual(t[2].kind, .identifier)
        XCTAssertEqual(t[3].kind, .identifier)
        XCTAssertEqual(t[4].kind, .identifier)
        XCTAssertEqual(t[5].keyword, ._)
        XCTAssertEqual(t[6].kind, .pound)
        XCTAssertEqual(t[6].keyword, .if)
        XCTAssertEqual(t[7].keyword, .selector)
        XCTAssertEqual(t[8].kind, .pound)
        XCTAssertEqual(t[9].kind, .at)
        XCTAssertEqual(tokens("ünï #ñame x").map { $0.1 }, ["ünï", "#ñame", "x"])
    }

    func testShebangBOMAndLineEndings() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/swift\r\nlet a = 1\r\n".utf8)
        let lexed = SwiftLexer.lex(bytes)
        XCTAssertEqual(lexed.tokens.first?.kind, .identifier)
        XCTAssertTrue(lexed.tokens[1].kind == .identifier)
        let pieces = Trivia.pieces(bytes, 0..<lexed.tokens[0].start).map { $0.kind }
        XCTAssertEqual(pieces, [.byteOrderMark, .shebang, .newlines])
        XCTAssertTrue(lexed.tokens[0].newlineBefore)
    }

    func testTriviaSplitsAtTheFirstLineBreak() {
        let source = Array("a // trailing\n  // leading\nb".utf8)
        let lexed = SwiftLexer.lex(source)
        let trailing = lexed.trailingTrivia(of: 0, in: source)
        XCTAssertEqual(String(decoding: source[trailing], as: UTF8.self), " // trailing")
        let leading = lexed.leadingTrivia(of: 1, in: source)
        XCTAssertEqual(String(decoding: source[leading], as: UTF8.self), "\n  // leading\n")
    }

    func testInvalidUTF8AndControlBytesAreUnknownTokens() {
        let bytes: [UInt8] = Array("let a = ".utf8) + [0xFF, 0xFE] + Array(" + ".utf8) + [0x01] + Array(" b".utf8)
        let t = SwiftLexer.lex(bytes).tokens
        XCTAssertEqual(t.filter { $0.kind == .unknown }.count, 2)
        XCTAssertEqual(t[t.count - 2].kind, .identifier)
    }
}

/// A small deterministic random generator (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
