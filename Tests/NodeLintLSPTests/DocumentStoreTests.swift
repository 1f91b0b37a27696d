import XCTest
@testable import NodeLintLSP

final class DocumentStoreTests: XCTestCase {
    private func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> (start: LSPPosition, end: LSPPosition) {
        (LSPPosition(line: l1, character: c1), LSPPosition(line: l2, character: c2))
    }

    func testIncrementalChangesApplyInOrderInUTF16() throws {
        var store = DocumentStore(encoding: .utf16)
        store.open(uri: "file:///a.swift", languageID: "swift", version: 1, text: "let a = \"😀\"\nlet b = 1\n")
        try store.change(uri: "file:///a.swift", version: 2, changes: [
            // After the emoji's two units: between the emoji and the closing quote.
            DocumentStore.Change(range: range(0, 11, 0, 11), text: "x"),
            // The second change sees the first's result.
            DocumentStore.Change(range: range(1, 4, 1, 5), text: "bee"),
            DocumentStore.Change(range: range(1, 10, 2, 0), text: "2\n"),
        ])
        XCTAssertEqual(String(decoding: store["file:///a.swift"]!.bytes, as: UTF8.self), "let a = \"😀x\"\nlet bee = 2\n")
        XCTAssertEqual(store["file:///a.swift"]?.version, 2)
    }

    func testUTF8ColumnsAreBytes() throws {
        var store = DocumentStore(encoding: .utf8)
        store.open(uri: "u", languageID: "swift", version: 1, text: "é = 1")
        try store.change(uri: "u", version: 2, changes: [DocumentStore.Change(range: range(0, 2, 0, 2), text: "x")])
        XCTAssertEqual(String(decoding: store["u"]!.bytes, as: UTF8.self), "éx = 1")
    }

    func testWholeTextChangeAndDeletionAcrossCRLF() throws {
        var store = DocumentStore(encoding: .utf16)
        store.open(uri: "u", languageID: "objective-c", version: 1, text: "a\r\nb\r\nc")
        try store.change(uri: "u", version: 2, changes: [DocumentStore.Change(range: range(0, 1, 2, 0), text: "")])
        XCTAssertEqual(String(decoding: store["u"]!.bytes, as: UTF8.self), "ac")
        try store.change(uri: "u", version: 3, changes: [DocumentStore.Change(range: nil, text: "new")])
        XCTAssertEqual(String(decoding: store["u"]!.bytes, as: UTF8.self), "new")
    }

    func testChangingAClosedDocumentFails() {
        var store = DocumentStore(encoding: .utf16)
        store.open(uri: "u", languageID: "swift", version: 1, text: "")
        XCTAssertNotNil(store.close(uri: "u"))
        XCTAssertThrowsError(try store.change(uri: "u", version: 2, changes: [])) { error in
            XCTAssertEqual(error as? DocumentStore.StoreError, .notOpen("u"))
        }
        XCTAssertEqual(store.uris, [])
    }
}
