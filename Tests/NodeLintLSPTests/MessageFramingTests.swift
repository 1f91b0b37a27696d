import XCTest
@testable import NodeLintLSP

final class MessageFramingTests: XCTestCase {
    private func events(_ chunks: [String]) -> [MessageFramer.Event] {
        var framer = MessageFramer()
        var found: [MessageFramer.Event] = []
        for chunk in chunks {
            framer.append(Array(chunk.utf8))
            while let event = framer.next() { found.append(event) }
        }
        return found
    }

    private func message(_ text: String) -> MessageFramer.Event { .message(Array(text.utf8)) }

    func testTwoMessagesInOneChunkAndOneSplitAnywhere() {
        let wire = "Content-Length: 2\r\n\r\n{}Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: 7\r\n\r\n[1,2,3]"
        XCTAssertEqual(events([wire]), [message("{}"), message("[1,2,3]")])
        // Every split point gives the same messages: headers and bodies may arrive in pieces.
        let bytes = Array(wire.utf8)
        for split in 1..<bytes.count {
            let parts = [String(decoding: bytes[..<split], as: UTF8.self), String(decoding: bytes[split...], as: UTF8.self)]
            XCTAssertEqual(events(parts), [message("{}"), message("[1,2,3]")], "split at \(split)")
        }
    }

    func testLengthCountsBytesNotCharacters() {
        let body = "{\"t\":\"é😀\"}"
        XCTAssertEqual(events(["Content-Length: \(body.utf8.count)\r\n\r\n\(body)"]), [message(body)])
    }

    func testHeaderNameIsCaseInsensitive() {
        XCTAssertEqual(events(["content-length:2\r\n\r\n{}"]), [message("{}")])
    }

    func testBadHeadersAreReportedAndTheStreamGoesOn() {
        let found = events(["Content-Length: x\r\n\r\nContent-Type: a\r\n\r\nno colon\r\n\r\nContent-Length: 2\r\n\r\n{}"])
        XCTAssertEqual(found.count, 4)
        guard case .malformed(let first) = found[0], case .malformed(let second) = found[1], case .malformed(let third) = found[2] else {
            return XCTFail("\(found)")
        }
        XCTAssertTrue(first.contains("not a number"), first)
        XCTAssertTrue(second.contains("without Content-Length"), second)
        XCTAssertTrue(third.contains("without ':'"), third)
        XCTAssertEqual(found[3], message("{}"))
    }

    func testIncompleteBodyWaits() {
        XCTAssertEqual(events(["Content-Length: 10\r\n\r\n{\"a\":"]), [])
    }

    func testRunawayHeaderIsDropped() {
        let found = events([String(repeating: "x", count: MessageFramer.maximumHeaderSize + 1), "Content-Length: 2\r\n\r\n{}"])
        XCTAssertEqual(found.count, 2)
        if case .malformed = found[0] {} else { XCTFail("\(found)") }
        XCTAssertEqual(found[1], message("{}"))
    }

    func testFrameWritesTheByteLength() {
        XCTAssertEqual(String(decoding: MessageFramer.frame(Array("é".utf8)), as: UTF8.self), "Content-Length: 2\r\n\r\né")
    }

    func testJSONRoundTripKeepsTypes() throws {
        let value = try JSONValue.parse(Array(#"{"a":[1,2.5,true,null,"s"],"b":{"c":false}}"#.utf8))
        XCTAssertEqual(value["a"]?[0], .int(1))
        XCTAssertEqual(value["a"]?[1], .double(2.5))
        XCTAssertEqual(value["a"]?[2], .bool(true))
        XCTAssertEqual(value["a"]?[3], .null)
        XCTAssertEqual(value["b"]?["c"], .bool(false))
        XCTAssertEqual(String(decoding: value.serialized(), as: UTF8.self), #"{"a":[1,2.5,true,null,"s"],"b":{"c":false}}"#)
        XCTAssertThrowsError(try JSONValue.parse(Array("{\"a\":".utf8)))
    }
}
