import Foundation
import NodeLintAnalysis
import NodeLintEngine
import NodeLintModel
import XCTest

/// The cache stays within its size limit, least recently used entries going first.
final class CacheTrimmingTests: XCTestCase {
    func testTrimmingRemovesTheOldestEntriesDownToThreeQuartersOfTheLimit() throws {
        let root = ScratchDirectory()
        let probe = DeclarationCache(root: root.path, toolVersion: "test")
        // Ten files with entries of about the same size; each gets an age, the first the oldest.
        for i in 0..<10 {
            let source = "final class Node\(i): ASDisplayNode { var title = \"\(String(repeating: "x", count: 200))\" }\n"
            _ = probe.summary(path: "Node\(i).swift", language: .swift, bytes: Array(source.utf8), objcArguments: [])
        }
        let folder = probe.folder
        var names = try FileManager.default.contentsOfDirectory(atPath: folder)
        XCTAssertEqual(names.count, 10)
        let sizes = try names.map { try FileManager.default.attributesOfItem(atPath: folder + "/" + $0)[.size] as! Int }
        names.sort()
        let now = Date()
        for (i, name) in names.enumerated() {
            try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(Double(i - 20) * 3600)],
                                                  ofItemAtPath: folder + "/" + name)
        }
        // A temporary file of a run killed mid-write two hours ago goes; one being written now stays.
        FileManager.default.createFile(atPath: folder + "/.tmp-stale", contents: Data([1]),
                                       attributes: [.modificationDate: now.addingTimeInterval(-7200)])
        FileManager.default.createFile(atPath: folder + "/.tmp-fresh", contents: Data([1]))

        let limit = sizes.reduce(0, +) / 2
        DeclarationCache(root: root.path, toolVersion: "test", sizeLimit: limit).trim()
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        XCTAssertTrue(left.contains(".tmp-fresh"))
        XCTAssertFalse(left.contains(".tmp-stale"))
        let kept = left.filter { !$0.hasPrefix(".") }
        XCTAssertEqual(kept, Array(names.suffix(kept.count)), "the newest entries are kept")
        let total = try kept.map { try FileManager.default.attributesOfItem(atPath: folder + "/" + $0)[.size] as! Int }.reduce(0, +)
        XCTAssertLessThanOrEqual(total, limit / 4 * 3)
        XCTAssertGreaterThan(kept.count, 0)
    }

    /// A file's entry decodes to the summary of what a parse gives, and is keyed by the compiler
    /// arguments of an Objective-C file: other `-D` flags, another entry.
    func testAnEntryIsTheParsedSummaryAndDependsOnTheArguments() throws {
        let root = ScratchDirectory()
        let cache = DeclarationCache(root: root.path, toolVersion: "test")
        let source = Array("#if FEED\n@interface Feed : ASDisplayNode\n@end\n#endif\n".utf8)
        let parsed = FileSummary(FrontEnds.parseDeclarations(path: "Feed.m", language: .objectiveC, bytes: source, objcArguments: ["-DFEED"]))
        let first = cache.summary(path: "Feed.m", language: .objectiveC, bytes: source, objcArguments: ["-DFEED"])
        let cached = cache.summary(path: "Feed.m", language: .objectiveC, bytes: source, objcArguments: ["-DFEED"])
        XCTAssertEqual(first.summary.encoded(objcNames: []), parsed.encoded(objcNames: []))
        XCTAssertEqual(cached.summary.encoded(objcNames: []), parsed.encoded(objcNames: []))
        XCTAssertEqual(cached.summary.declaredTypeNames, ["Feed"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache.folder).count, 1)
        let without = cache.summary(path: "Feed.m", language: .objectiveC, bytes: source, objcArguments: [])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache.folder).count, 2)
        XCTAssertEqual(without.summary.declaredTypeNames, [])
        XCTAssertNotEqual(ContentHash(Array("ab".utf8)), ContentHash(Array("ab\u{0}".utf8)))
    }

    /// The `@objc` names of a file's types come back from its entry with its summary.
    func testTheObjCNamesAreKeptWithTheSummary() throws {
        let root = ScratchDirectory()
        let cache = DeclarationCache(root: root.path, toolVersion: "test")
        let source = Array("@objc(FDFeedCell) final class FeedCell: ASCellNode {}\n".utf8)
        XCTAssertEqual(cache.summary(path: "FeedCell.swift", language: .swift, bytes: source, objcArguments: []).objcNames.map(\.objc), ["FDFeedCell"])
        let cached = cache.summary(path: "Renamed.swift", language: .swift, bytes: source, objcArguments: [])
        XCTAssertEqual(cached.objcNames.map { "\($0.qualified) \($0.objc)" }, ["FeedCell FDFeedCell"])
        XCTAssertEqual(cached.summary.path, "Renamed.swift", "the same content under another name shares the entry")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache.folder).count, 1)
    }

    /// A Swift file's full model (bodies and all) decodes to what the parser gives and has an entry of
    /// its own beside its declarations' summary: one never stands in for the other.
    func testAFullSwiftModelIsStoredBesideItsSummary() throws {
        let root = ScratchDirectory()
        let cache = DeclarationCache(root: root.path, toolVersion: "test")
        let source = Array("final class Cell: ASCellNode {\n    override init() {\n        super.init()\n        view.tag = 1\n    }\n}\n".utf8)
        let text = SourceText(bytes: source)
        let parsed = FrontEnds.parse(path: "Cell.swift", language: .swift, bytes: source)
        _ = cache.summary(path: "Cell.swift", language: .swift, bytes: source, objcArguments: [])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache.folder).count, 1)
        let first = cache.fullSwiftModel(path: "Cell.swift", text: text)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache.folder).count, 2)
        let cached = cache.fullSwiftModel(path: "Cell.swift", text: text)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache.folder).count, 2)
        XCTAssertEqual(ModelCodec.encode(first), ModelCodec.encode(parsed))
        XCTAssertEqual(ModelCodec.encode(cached), ModelCodec.encode(parsed))
        XCTAssertEqual(cached.path, "Cell.swift")
        XCTAssertEqual(cache.summary(path: "Cell.swift", language: .swift, bytes: source, objcArguments: []).summary.declaredTypeNames, ["Cell"])
    }
}
