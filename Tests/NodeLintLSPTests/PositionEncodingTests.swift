import XCTest
@testable import NodeLintLSP

final class PositionEncodingTests: XCTestCase {
    // "a" (1 byte), "é" (2 bytes, 1 unit), "€" (3 bytes, 1 unit), "😀" (4 bytes, 2 units), "b".
    private let table = LineTable(bytes: Array("x\r\na\u{E9}\u{20AC}\u{1F600}b\nlast".utf8))

    func testNegotiationPrefersUTF8WhenOffered() {
        XCTAssertEqual(PositionEncoding.negotiate(nil), .utf16)
        XCTAssertEqual(PositionEncoding.negotiate(["utf-16"]), .utf16)
        XCTAssertEqual(PositionEncoding.negotiate(["utf-32", "utf-16", "utf-8"]), .utf8)
        XCTAssertEqual(PositionEncoding.negotiate(["utf-32"]), .utf16)
    }

    func testOffsetsToPositionsInBothEncodings() {
        // Line 1 starts at byte 3 (after "x\r\n"); "b" is at byte 3 + 1 + 2 + 3 + 4 = 13.
        XCTAssertEqual(table.position(ofOffset: 13, encoding: .utf8), LSPPosition(line: 1, character: 10))
        XCTAssertEqual(table.position(ofOffset: 13, encoding: .utf16), LSPPosition(line: 1, character: 5))
        XCTAssertEqual(table.position(ofOffset: 9, encoding: .utf16), LSPPosition(line: 1, character: 3))  // before the emoji
        XCTAssertEqual(table.position(ofOffset: 0, encoding: .utf16), LSPPosition(line: 0, character: 0))
        XCTAssertEqual(table.position(ofOffset: 15, encoding: .utf16), LSPPosition(line: 2, character: 0))
    }

    func testPositionsToOffsetsRoundTrip() {
        for offset in [3, 4, 6, 9, 13, 14, 15, 19] {
            for encoding in [PositionEncoding.utf8, .utf16] {
                let position = table.position(ofOffset: offset, encoding: encoding)
                XCTAssertEqual(table.offset(of: position, encoding: encoding), offset, "\(offset) \(encoding)")
            }
        }
    }

    func testPositionsOutsideTheTextClamp() {
        // Past the end of a line: the end of its text, before the line break.
        XCTAssertEqual(table.offset(of: LSPPosition(line: 0, character: 40), encoding: .utf16), 1)
        XCTAssertEqual(table.offset(of: LSPPosition(line: 1, character: 99), encoding: .utf8), 14)
        // Past the last line: the end of the text.
        XCTAssertEqual(table.offset(of: LSPPosition(line: 9, character: 0), encoding: .utf16), 19)
        // Between the halves of a surrogate pair: the emoji's start. Inside a UTF-8 sequence: its start.
        XCTAssertEqual(table.offset(of: LSPPosition(line: 1, character: 4), encoding: .utf16), 9)
        XCTAssertEqual(table.offset(of: LSPPosition(line: 1, character: 2), encoding: .utf8), 4)
    }

    func testCharacterColumnsOfNotes() {
        // nodelint's columns count characters: column 5 of line 2 is "b".
        XCTAssertEqual(table.offset(line: 2, characterColumn: 5), 13)
        XCTAssertEqual(table.offset(line: 2, characterColumn: 1), 3)
        XCTAssertEqual(table.offset(line: 2, characterColumn: 99), 14)
    }

    func testFileURIs() {
        XCTAssertEqual(FileURI.path(of: "file:///Users/me/My%20App/Cell.swift"), "/Users/me/My App/Cell.swift")
        XCTAssertEqual(FileURI.path(of: "file://localhost/tmp/a.m"), "/tmp/a.m")
        XCTAssertEqual(FileURI.path(of: "file:/tmp/%C3%A9.swift"), "/tmp/é.swift")
        XCTAssertNil(FileURI.path(of: "untitled:Untitled-1"))
        XCTAssertNil(FileURI.path(of: "file://server/share/a.swift"))
        XCTAssertEqual(FileURI.uri(ofPath: "/tmp/My App/é#1.swift"), "file:///tmp/My%20App/%C3%A9%231.swift")
        XCTAssertEqual(FileURI.path(of: FileURI.uri(ofPath: "/tmp/My App/é#1.swift")), "/tmp/My App/é#1.swift")
    }
}
