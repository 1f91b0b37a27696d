import Foundation
import NodeLintModel
import NodeLintSyntax
import XCTest

/// Inputs no real file has: the front end must neither crash, hang nor recurse without bound.
final class RobustnessTests: XCTestCase {
    /// Parses on a thread with a 4 MB stack (less than a main thread's 8 MB), so a recursion that
    /// is not bounded shows up here, in the debug build the tests run in.
    func parseOnSmallStack(_ source: String) -> SourceFile {
        final class Box: @unchecked Sendable { var file: SourceFile? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.file = parse(source)
            done.signal()
        }
        thread.stackSize = 4 << 20
        thread.start()
        done.wait()
        return box.file!
    }

    func assertDeepNestingIsBounded(_ open: String, _ close: String, file: StaticString = #filePath, line: UInt = #line) {
        let depth = 10_000
        let source = "class C {\n func f() {\n let x = " + String(repeating: open, count: depth) + "1"
            + String(repeating: close, count: depth) + "\n }\n func after() {}\n}\n"
        let f = parseOnSmallStack(source)
        XCTAssertTrue(f.problems.contains { $0.message.contains("nesting deeper") }, "one problem reports the skipped part", file: file, line: line)
        XCTAssertEqual(f.types.first?.members.map { $0.signature }, ["f()", "after()"], "parsing goes on after the deep part", file: file, line: line)
    }

    func testDeepParentheses() { assertDeepNestingIsBounded("(", ")") }
    func testDeepBrackets() { assertDeepNestingIsBounded("[", "]") }
    func testDeepClosures() { assertDeepNestingIsBounded("{ ", " }") }
    func testDeepCalls() { assertDeepNestingIsBounded("f(", ")") }
    func testDeepPrefixedParentheses() { assertDeepNestingIsBounded("-(", ")") }
    func testDeepInterpolation() { assertDeepNestingIsBounded("\"\\(", ")\"") }
    func testDeepClosuresWithSignatures() { assertDeepNestingIsBounded("{ [weak self] a in ", " }") }

    func testDeepStatementsAndTypes() {
        let depth = 10_000
        let blocks = "class C { func f() {" + String(repeating: "if a { ", count: depth) + String(repeating: "} ", count: depth) + "} func g() {} }"
        XCTAssertEqual(parseOnSmallStack(blocks).types.first?.members.map { $0.signature }, ["f()", "g()"])
        let types = String(repeating: "class A { ", count: depth) + String(repeating: "} ", count: depth) + "func top() {}"
        XCTAssertEqual(parseOnSmallStack(types).globals.map { $0.signature }, ["top()"])
        let braces = String(repeating: "{", count: depth) + String(repeating: "}", count: depth) + "\nfunc top() {}"
        XCTAssertEqual(parseOnSmallStack(braces).globals.map { $0.signature }, ["top()"])
        let elseIfs = "func f() { if a {}" + String(repeating: " else if b {}", count: depth) + " }\nfunc g() {}"
        XCTAssertEqual(parseOnSmallStack(elseIfs).globals.map { $0.signature }, ["f()", "g()"])
        let generics = "let x: " + String(repeating: "A<", count: depth) + "B" + String(repeating: ">", count: depth) + "\nfunc g() {}"
        XCTAssertEqual(parseOnSmallStack(generics).globals.map { $0.signature }, ["x", "g()"])
    }

    func testLongChainsAndSequences() {
        let chain = "func f() { a" + String(repeating: ".b", count: 20_000) + " }\nfunc g() {}"
        XCTAssertEqual(parseOnSmallStack(chain).globals.map { $0.signature }, ["f()", "g()"])
        let sequence = "func f() { let x = a" + String(repeating: " + a", count: 20_000) + " }\nfunc g() {}"
        XCTAssertEqual(parseOnSmallStack(sequence).globals.map { $0.signature }, ["f()", "g()"])
        let statements = "func f() {" + String(repeating: " let v = 1;", count: 20_000) + " v.x() }"
        XCTAssertEqual(parseOnSmallStack(statements).locals.count, 20_000)
    }

    func testUnbalancedBracesAndGarbage() {
        var f = parse("class A {\n func f() {\n}\nclass B {\n func g() {}\n}")
        XCTAssertEqual(f.types.map { $0.name }, ["A"])
        XCTAssertFalse(f.problems.isEmpty)
        f = parse("}}} ))) func f() {} ]]] class B { ) func g() {} }")
        XCTAssertEqual(f.globals.map { $0.signature }, ["f()"])
        XCTAssertEqual(f.types.first?.members.map { $0.signature }, ["g()"])
        f = parse("class C { @@@ ### func f() {} 123 \"s\" var x = 1 }")
        XCTAssertEqual(f.types.first?.members.map { $0.signature }, ["f()", "x"])
        f = parse("func f( { } class D {}")
        XCTAssertEqual(f.types.map { $0.name }, ["D"])
    }

    func testProblemsAreCapped() {
        let f = parse(String(repeating: ") ", count: 10_000))
        XCTAssertLessThanOrEqual(f.problems.count, 51)
    }

    func testTruncatedFilesAtEveryByte() {
        let source = """
        import UIKit
        @objc final class Node: ASDisplayNode, P<Q> {
            private lazy var a: [String: Int] = { ["k": 1] }()
            var b: Int { get { 1 } set { c = newValue } }
            init(x: Int) { super.init(); view.frame = .zero; let s = "\\(x) \\(y.map { "\\($0)" })" }
            func f<T>(_ t: T) -> T where T: Equatable { if let u = t as? U { return u } ; switch t { case .a(let v): v() default: break }; return t }
            deinit { NotificationCenter.default.removeObserver(self) }
            let r = #/a+/#; let q = a / b
        }
        """
        let bytes = Array(source.utf8)
        for end in 0...bytes.count {
            let f = SwiftFrontEnd.parse(path: "t.swift", bytes: Array(bytes[0..<end]))
            XCTAssertLessThanOrEqual(f.types.count, 1)
        }
    }

    func testRandomBytesAndTokenSoupParse() {
        var rng = SplitMix(seed: 99)
        let words = ["class", "func", "{", "}", "(", ")", "[", "]", "let", "var", "x", "=", "if", "else", "switch", "case", ":",
                     "in", "for", "\"", "\\(", "#if", "#endif", "@objc", "<", ">", "->", ",", ".", "?", "!", "init", "return",
                     "guard", "do", "catch", "{ [weak self] a in", "get", "set", "didSet", "/", "#/", "\n", ";", "_", "$0"]
        for _ in 0..<300 {
            let soup = (0..<Int(rng.next() % 120)).map { _ in words[Int(rng.next() % UInt64(words.count))] }.joined(separator: " ")
            _ = parse(soup)
            let bytes = (0..<Int(rng.next() % 300)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            _ = SwiftFrontEnd.parse(path: "b.swift", bytes: bytes)
        }
    }

    func testBinaryAndEmptyInput() {
        XCTAssertTrue(SwiftFrontEnd.parse(path: "e.swift", bytes: []).types.isEmpty)
        let binary = (0..<20_000).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ ($0 >> 3)) }
        let f = SwiftFrontEnd.parse(path: "bin.swift", bytes: binary)
        XCTAssertLessThanOrEqual(f.problems.count, 51)
    }

    func testLargeFileIsLinear() {
        // Ordinary code at two sizes, 8 times apart: the larger must take about 8 times as long, not
        // 64 (quadratic). The bound leaves room for a busy machine; the small size is timed twice and
        // the faster run kept, so one slow moment does not make the ratio look good.
        let unit = """
        final class Node\u{24}N: ASDisplayNode {
            let label = ASTextNode()
            override init() { super.init(); automaticallyManagesSubnodes = true; label.attributedText = NSAttributedString(string: "x") }
            override func layoutSpecThatFits(_ size: ASSizeRange) -> ASLayoutSpec {
                ASInsetLayoutSpec(insets: .zero, child: ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .center, children: [label]))
            }
        }

        """
        func source(bytes: Int) -> (String, Int) {
            var source = ""
            source.reserveCapacity(bytes + unit.utf8.count)
            var n = 0
            while source.utf8.count < bytes {
                source += unit.replacingOccurrences(of: "$N", with: String(n))
                n += 1
            }
            return (source, n)
        }
        func time(_ source: String, types: Int) -> TimeInterval {
            let start = Date()
            let f = parse(source)
            let elapsed = Date().timeIntervalSince(start)
            XCTAssertEqual(f.types.count, types)
            XCTAssertTrue(f.problems.isEmpty)
            return elapsed
        }
        let (small, smallTypes) = source(bytes: 400_000)
        let (large, largeTypes) = source(bytes: 3_200_000)
        let smallTime = min(time(small, types: smallTypes), time(small, types: smallTypes))
        let largeTime = time(large, types: largeTypes)
        let ratio = largeTime / max(smallTime, 0.000_1)
        XCTAssertLessThan(ratio, 24, "0.4 MB took \(smallTime) s, 3.2 MB \(largeTime) s: \(ratio) times as long for 8 times the input")
    }
}
