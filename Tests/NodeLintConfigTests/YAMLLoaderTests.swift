import XCTest
@testable import NodeLintConfig

final class YAMLLoaderTests: XCTestCase {
    private func load(_ text: String) throws -> YAMLNode? { try YAMLLoader.load(Array(text.utf8)) }

    func testScalarsSequencesMappingsWithPositions() throws {
        let root = try XCTUnwrap(load("a: 1\nlist:\n  - x\n  - \"y\"\nmap: {k: v}\n"))
        guard case .mapping(let pairs) = root.kind else { return XCTFail("not a mapping") }
        XCTAssertEqual(pairs.map { $0.key.scalar }, ["a", "list", "map"])
        XCTAssertEqual(pairs[0].value.scalar, "1")
        XCTAssertEqual(pairs[0].value.line, 1)
        XCTAssertEqual(pairs[0].value.column, 4)
        guard case .sequence(let items) = pairs[1].value.kind else { return XCTFail("not a sequence") }
        XCTAssertEqual(items.map(\.scalar), ["x", "y"])
        XCTAssertEqual(items[1].line, 4)
        XCTAssertEqual(items[1].column, 5)
        if case .scalar(_, let plain) = items[1].kind { XCTAssertFalse(plain) }
        XCTAssertEqual(pairs[2].value.kindName, "a map")
    }

    func testEmptyDocumentIsNil() throws {
        XCTAssertNil(try load(""))
        XCTAssertNil(try load("# only a comment\n"))
        XCTAssertTrue(try XCTUnwrap(load("~")).isNull)
        XCTAssertFalse(try XCTUnwrap(load("\"null\"")).isNull)
    }

    func testSyntaxErrorHasPosition() {
        // Where the unclosed `[` is, and where libyaml noticed.
        XCTAssertThrowsError(try load("a: [1, 2\nb: 3\n")) { error in
            let yaml = error as! YAMLError
            XCTAssertTrue(yaml.message.hasPrefix("YAML syntax error"), yaml.message)
            XCTAssertEqual(yaml.line, 1, yaml.message)
            XCTAssertEqual(yaml.column, 4, yaml.message)
            XCTAssertTrue(yaml.message.contains("(detected at line "), yaml.message)
        }
        XCTAssertThrowsError(try load("a: b: c\n"))
        XCTAssertThrowsError(try load("\t- x\n"))
    }

    /// An unclosed `[` on the last line of a three-line file: libyaml notices at the end of the file
    /// (line 4, which does not exist); the error points at the `[` and says where it was detected.
    func testUnclosedBracketOnTheLastLinePointsAtTheBracket() {
        XCTAssertThrowsError(try load("texture-version: 3.1\nstrict: true\nexclude: [Pods/**, Generated\n")) { error in
            let yaml = error as! YAMLError
            XCTAssertEqual(yaml.line, 3, yaml.message)
            XCTAssertEqual(yaml.column, 10, yaml.message)
            XCTAssertEqual(yaml.message,
                           "YAML syntax error: while parsing a flow sequence that starts here: did not find expected ',' or ']' (detected at line 4, column 1)")
        }
        // An unclosed quote: the same, from libyaml's scanner.
        XCTAssertThrowsError(try load("a: 1\nb: \"open\n")) { error in
            let yaml = error as! YAMLError
            XCTAssertEqual(yaml.line, 2, yaml.message)
            XCTAssertEqual(yaml.column, 4, yaml.message)
            XCTAssertTrue(yaml.message.contains("that starts here") && yaml.message.contains("(detected at line 3, column 1)"), yaml.message)
        }
        // A problem with no construct around it keeps the place it was found.
        XCTAssertThrowsError(try load("a: 1\nb: c: d\n")) { error in
            let yaml = error as! YAMLError
            XCTAssertEqual(yaml.line, 2, yaml.message)
            XCTAssertFalse(yaml.message.contains("detected at"), yaml.message)
        }
    }

    func testInvalidUTF8IsAnError() {
        XCTAssertThrowsError(try YAMLLoader.load([0x61, 0x3A, 0x20, 0xFF, 0xFE, 0x0A]))
    }

    func testSeveralDocumentsAreRefused() {
        XCTAssertThrowsError(try load("a: 1\n---\nb: 2\n")) { error in
            XCTAssertEqual((error as! YAMLError).line, 3)
        }
    }

    func testAliasesExpandButCyclesAndBombsAreRefused() throws {
        let root = try XCTUnwrap(load("base: &b [x, y]\nother: *b\n"))
        guard case .mapping(let pairs) = root.kind, case .sequence(let items) = pairs[1].value.kind else {
            return XCTFail("alias not expanded")
        }
        XCTAssertEqual(items.map(\.scalar), ["x", "y"])

        XCTAssertThrowsError(try load("a: &a [*a]\n"))

        var bomb = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1..<9 {
            bomb += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let start = Date()
        XCTAssertThrowsError(try load(bomb)) { error in
            XCTAssertTrue((error as! YAMLError).message.contains("expands"), "\(error)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
    }
}
