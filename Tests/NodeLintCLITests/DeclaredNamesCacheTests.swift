import Foundation
@testable import NodeLintEngine
import NodeLintModel
import NodeLintSyntax
import XCTest

/// The names a file declares, which the first pass's triage scans most files of a single-file run for,
/// are kept in the cache: a second run reads them from the entry, and an entry that is not sound is
/// scanned again and rewritten, never trusted.
final class DeclaredNamesCacheTests: XCTestCase {
    private let source = Array("final class FeedStore { }\nstruct FeedItem { }\ntypealias FeedID = String\n".utf8)

    func testNamesAreStoredAndReadBack() throws {
        let root = ScratchDirectory()
        let cache = DeclarationCache(root: root.path, toolVersion: "test")
        let scanned = SwiftDeclaredNames.scan(source)
        XCTAssertFalse(scanned.isEmpty)
        XCTAssertEqual(cache.declaredNames(path: "FeedStore.swift", bytes: source), scanned)
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache.folder).filter { !$0.hasPrefix(".") }
        XCTAssertEqual(entries.count, 1)
        // Read back from the entry by a new cache object (a later run), which writes nothing (a scan
        // would write the entry again), and an empty list too.
        let later = DeclarationCache(root: root.path, toolVersion: "test")
        XCTAssertEqual(later.declaredNames(path: "FeedStore.swift", bytes: source), scanned)
        XCTAssertEqual(later.writtenBytes, 0)
        XCTAssertEqual(cache.declaredNames(path: "Empty.swift", bytes: Array("// nothing\n".utf8)), [])
        XCTAssertEqual(later.declaredNames(path: "Empty.swift", bytes: Array("// nothing\n".utf8)), [])
        XCTAssertEqual(later.writtenBytes, 0)
    }

    func testACorruptEntryIsScannedAgain() throws {
        let root = ScratchDirectory()
        let cache = DeclarationCache(root: root.path, toolVersion: "test")
        let scanned = cache.declaredNames(path: "FeedStore.swift", bytes: source)
        let entry = try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: cache.folder).first { !$0.hasPrefix(".") })
        let path = cache.folder + "/" + entry
        var bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
        bytes[bytes.count - 3] ^= 0xFF
        try bytes.write(to: URL(fileURLWithPath: path))
        let later = DeclarationCache(root: root.path, toolVersion: "test")
        XCTAssertEqual(later.declaredNames(path: "FeedStore.swift", bytes: source), scanned)
        XCTAssertGreaterThan(later.writtenBytes, 0, "scanned again and rewritten")
    }
}
