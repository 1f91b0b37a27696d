import XCTest
@testable import NodeLintProject

final class OldStylePropertyListTests: XCTestCase {
    private func parse(_ text: String) throws -> PropertyListValue {
        try OldStylePropertyList.parse(text)
    }

    private func assertError(_ text: String, line: Int, column: Int, contains fragment: String,
                             file: StaticString = #filePath, sourceLine: UInt = #line) {
        XCTAssertThrowsError(try parse(text), file: file, line: sourceLine) { error in
            guard let error = error as? PropertyListError else { return XCTFail("\(error)", file: file, line: sourceLine) }
            XCTAssertEqual(error.line, line, "\(error)", file: file, line: sourceLine)
            XCTAssertEqual(error.column, column, "\(error)", file: file, line: sourceLine)
            XCTAssertTrue(error.message.contains(fragment), error.message, file: file, line: sourceLine)
        }
    }

    func testDictionariesArraysAndStrings() throws {
        let value = try parse("""
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tclasses = {
            \t};
            \tlist = (a, "b c", 3.0, );
            \tnested = { key = value; other = ( ( ), { } ); };
            \t"quoted key" = "";
            }
            """)
        XCTAssertEqual(value["archiveVersion"], .string("1"))
        XCTAssertEqual(value["classes"], .dictionary([:]))
        XCTAssertEqual(value["list"]?.strings, ["a", "b c", "3.0"])
        XCTAssertEqual(value["nested"]?["key"]?.string, "value")
        XCTAssertEqual(value["nested"]?["other"], .array([.array([]), .dictionary([:])]))
        XCTAssertEqual(value["quoted key"], .string(""))
    }

    func testUnquotedStringsTakeLettersDigitsAndTheSevenPunctuationMarks() throws {
        let value = try parse("{ path = ../Shared/$Theme+Dark_v2:x.swift-1; }")
        XCTAssertEqual(value["path"]?.string, "../Shared/$Theme+Dark_v2:x.swift-1")
        XCTAssertEqual(try parse("(a/b, c)").strings, ["a/b", "c"])
    }

    func testQuotedStringEscapes() throws {
        let value = try parse(#"{ s = "say \"hi\"\\ \n\t\r end"; u = "caf\U00e9 \U2603"; o = "\101\0612"; x = "\q"; }"#)
        XCTAssertEqual(value["s"]?.string, "say \"hi\"\\ \n\t\r end")
        XCTAssertEqual(value["u"]?.string, "café ☃")
        XCTAssertEqual(value["o"]?.string, "A12")
        XCTAssertEqual(value["x"]?.string, "q")
    }

    func testUnicodeEscapesCombineSurrogatePairsAndReplaceLoneHalves() throws {
        XCTAssertEqual(try parse(#""\UD83D\UDE00""#).string, "😀")
        XCTAssertEqual(try parse(#""\UD83Dx""#).string, "\u{FFFD}x")
        XCTAssertEqual(try parse(#""\UDE00""#).string, "\u{FFFD}")
    }

    func testRawUTF8AndSingleQuotes() throws {
        XCTAssertEqual(try parse("{ name = \"Überblick 📦\"; }")["name"]?.string, "Überblick 📦")
        XCTAssertEqual(try parse("'single \"quoted\"'").string, "single \"quoted\"")
    }

    func testData() throws {
        XCTAssertEqual(try parse("<0fbd 77>"), .data([0x0F, 0xBD, 0x77]))
        XCTAssertEqual(try parse("<>"), .data([]))
        XCTAssertEqual(try parse("{ d = < 00\n FF >; }")["d"], .data([0x00, 0xFF]))
    }

    func testCommentsAnywhereBetweenTokens() throws {
        let value = try parse("""
            /* leading */ { // line
            key /* a */ = /* b */ value /* c */ ; /* d */
            list = ( one /* 1 */, two // 2
            , );
            }
            // trailing
            """)
        XCTAssertEqual(value["key"]?.string, "value")
        XCTAssertEqual(value["list"]?.strings, ["one", "two"])
    }

    func testTheLastSemicolonMayBeMissingAndRepeatedKeysKeepTheLastValue() throws {
        XCTAssertEqual(try parse("{ a = 1; a = 2 }")["a"]?.string, "2")
    }

    func testByteOrderMarkAndWhitespaceOnlyAround() throws {
        XCTAssertEqual(try OldStylePropertyList.parse([0xEF, 0xBB, 0xBF] + Array("  { a = b; }\n".utf8))["a"]?.string, "b")
    }

    func testErrorsSayWhereAndWhat() {
        assertError("", line: 1, column: 1, contains: "no property list")
        assertError("{\n  a = b;\n  c = d\n  e = f;\n}", line: 4, column: 3, contains: "expected ';' after the value of \"c\"")
        assertError("{\n  a b;\n}", line: 2, column: 5, contains: "expected '='")
        assertError("{\n  a = (x y);\n}", line: 2, column: 10, contains: "expected ',' or ')'")
        assertError("{ a = b;", line: 1, column: 1, contains: "dictionary opened here is never closed")
        assertError("(\n a,\n", line: 1, column: 1, contains: "array opened here is never closed")
        assertError("{ a = \"abc;\n}", line: 1, column: 7, contains: "string opened here is never closed")
        assertError("{ a = b; } }", line: 1, column: 12, contains: "after the property list")
        assertError("<0f1>", line: 1, column: 5, contains: "odd number")
        assertError("<0g>", line: 1, column: 3, contains: "in data")
        assertError("{ /* open", line: 1, column: 3, contains: "comment opened here is never closed")
        assertError("{ a = ; }", line: 1, column: 7, contains: "where a value was expected")
        assertError("{ = b; }", line: 1, column: 3, contains: "where a dictionary key was expected")
        assertError("{ a = b; }\u{1}", line: 1, column: 11, contains: "byte 0x1")
        // Columns count characters, not bytes.
        assertError("{ \"é\" x }", line: 1, column: 7, contains: "expected '='")
        assertError("{\r\n a = @; }", line: 2, column: 6, contains: "'@'")
    }

    func testNestingBeyondTheLimitIsAnErrorNotADeepRecursion() throws {
        let deep = String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
        XCTAssertThrowsError(try parse(deep)) { error in
            XCTAssertTrue("\(error)".contains("nesting deeper than 256"), "\(error)")
        }
        let allowed = String(repeating: "(", count: 256) + String(repeating: ")", count: 256)
        XCTAssertNoThrow(try parse(allowed))
        XCTAssertThrowsError(try OldStylePropertyList.parse(Array("((()))".utf8), maxDepth: 2))
    }

    func testTheFixtureProjectsParse() throws {
        for name in ["Shop/Shop", "Notes/Notes"] {
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: "\(projectFixtures)/\(name).xcodeproj/project.pbxproj"))
            let value = try OldStylePropertyList.parse([UInt8](bytes))
            XCTAssertEqual(value["archiveVersion"]?.string, "1")
            XCTAssertNotNil(value["objects"]?.dictionary?.count)
            let script = value["objects"]?.dictionary?.values.first { $0["isa"]?.string == "PBXShellScriptBuildPhase" }
            if let script {
                XCTAssertEqual(script["shellScript"]?.string?.hasPrefix("if command -v nodelint > /dev/null; then\n  nodelint \"$SRCROOT/Shop\"\n"), true)
            }
        }
    }

    // MARK: Fuzzing

    /// Every prefix of a real project file, and every prefix with one byte changed: each either parses
    /// or fails with a located error, and none traps.
    func testEveryPrefixOfAFixtureEndsInAValueOrAnError() throws {
        let bytes = [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: "\(projectFixtures)/Notes/Notes.xcodeproj/project.pbxproj")))
        var errors = 0
        for length in 0..<bytes.count {
            do {
                _ = try OldStylePropertyList.parse(Array(bytes[..<length]))
            } catch let error as PropertyListError {
                errors += 1
                XCTAssertGreaterThanOrEqual(error.line, 1)
                XCTAssertGreaterThanOrEqual(error.column, 1)
            }
        }
        // Only the whole file (and the prefixes that differ from it by trailing whitespace) parse.
        XCTAssertGreaterThan(errors, bytes.count - 5)
        XCTAssertNoThrow(try OldStylePropertyList.parse(bytes))
    }

    func testRandomBytesAndMutationsNeverTrap() throws {
        var random = SplitMix64(state: 0x5EED)
        let alphabet = Array("{}();=,<>\"'\\/*Uu0aZ_$+:.- \n\t".utf8)
        for round in 0..<3000 {
            let length = Int.random(in: 0..<200, using: &random)
            let bytes: [UInt8] = (0..<length).map { _ in
                round % 2 == 0 ? UInt8.random(in: 0...255, using: &random) : alphabet.randomElement(using: &random)!
            }
            _ = try? OldStylePropertyList.parse(bytes)
        }
        let fixture = [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: "\(projectFixtures)/Shop/Shop.xcodeproj/project.pbxproj")))
        for _ in 0..<300 {
            var mutated = fixture
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let index = Int.random(in: 0..<mutated.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: mutated[index] = alphabet.randomElement(using: &random)!
                case 1: mutated.remove(at: index)
                default: mutated.insert(UInt8.random(in: 0...255, using: &random), at: index)
                }
            }
            _ = try? OldStylePropertyList.parse(mutated)
        }
    }

    func testParsingIsLinear() throws {
        // 200 000 build files: a quadratic step would take minutes, a linear parse well under seconds.
        var text = "{ objects = {\n"
        for i in 0..<200_000 {
            text += "\t\t\(String(format: "%024X", i)) /* f.swift in Sources */ = {isa = PBXBuildFile; fileRef = ABC /* f.swift */; };\n"
        }
        text += "}; }"
        let start = Date()
        let value = try parse(text)
        XCTAssertEqual(value["objects"]?.dictionary?.count, 200_000)
        XCTAssertLessThan(Date().timeIntervalSince(start), 30)
    }
}
