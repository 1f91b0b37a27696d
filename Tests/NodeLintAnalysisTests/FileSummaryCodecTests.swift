@testable import NodeLintAnalysis
import Foundation
import NodeLintEngine
import NodeLintModel
import XCTest

/// A declaration summary read back from the cache is the one that was written (`FileSummary.encoded`,
/// `decoded`), with the `@objc` names kept beside it, and anything but a whole payload is refused.
final class FileSummaryCodecTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The declarations of the sample apps' Swift and Objective-C files.
    private func sampleFiles() throws -> [SourceFile] {
        var files: [SourceFile] = []
        for app in ["FeedApp", "MixedApp", "ExtendedTexture"] {
            let folder = root + "/fixtures/projects/" + app
            for relative in (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted() {
                let language: Language
                if relative.hasSuffix(".swift") { language = .swift } else if relative.hasSuffix(".m") || relative.hasSuffix(".h") { language = .objectiveC } else { continue }
                let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + relative)))
                files.append(FrontEnds.parseDeclarations(path: app + "/" + relative, language: language, bytes: bytes, objcArguments: []))
            }
        }
        return files
    }

    func testASummaryReadBackIsTheOneWritten() throws {
        let files = try sampleFiles()
        XCTAssertGreaterThan(files.filter { $0.language == .objectiveC }.count, 2)
        var seen = (types: 0, members: 0, aliases: 0, publicTypes: 0, parameters: 0)
        for file in files {
            let summary = FileSummary(file)
            let objcNames = [(qualified: "Feed.Cell", objc: "FDCell"), (qualified: "", objc: "")]
            let bytes = summary.encoded(objcNames: objcNames)
            let read = try XCTUnwrap(FileSummary.decoded(bytes, path: file.path), file.path)
            XCTAssertEqual(read.summary.encoded(objcNames: read.objcNames), bytes, file.path)
            XCTAssertEqual(read.objcNames.map { "\($0.qualified)|\($0.objc)" }, ["Feed.Cell|FDCell", "|"])
            XCTAssertEqual(read.summary.path, file.path)
            XCTAssertTrue(read.summary.declaresTheSame(as: summary), file.path)
            XCTAssertEqual(read.summary.types.map(\.isPublic), summary.types.map(\.isPublic), file.path)
            XCTAssertEqual(read.summary.types.map(\.nameOffset), summary.types.map(\.nameOffset), file.path)
            seen.types += summary.types.count
            seen.members += summary.types.reduce(0) { $0 + $1.members.count }
            seen.aliases += summary.typealiases.count
            seen.publicTypes += summary.types.filter(\.isPublic).count
            seen.parameters += summary.types.flatMap(\.members).reduce(0) { $0 + $1.parameters.count }
        }
        // The samples hold every kind of field.
        XCTAssertGreaterThan(seen.types, 20)
        XCTAssertGreaterThan(seen.members, 50)
        XCTAssertGreaterThan(seen.parameters, 10)
    }

    func testAnythingButAWholePayloadIsRefused() throws {
        let file = FrontEnds.parseDeclarations(path: "Cell.swift", language: .swift, bytes: Array("""
            public final class Cell: ASCellNode {
                typealias Item = [String: Int]
                var title: String = ""
                func update(with item: Item, animated: Bool = false) {}
            }
            var recent: [Int] = []

            """.utf8), objcArguments: [])
        let bytes = FileSummary(file).encoded(objcNames: [(qualified: "Cell", objc: "XYCell")])
        XCTAssertNotNil(FileSummary.decoded(bytes, path: "Cell.swift"))
        for length in [0, 1, bytes.count / 2, bytes.count - 1] {
            XCTAssertNil(FileSummary.decoded(Array(bytes.prefix(length)), path: "Cell.swift"), "cut at \(length)")
        }
        XCTAssertNil(FileSummary.decoded(bytes + [0], path: "Cell.swift"), "a byte too many")
        // A kind this build does not have.
        var corrupt = bytes
        let kind = Array("class".utf8)
        let at = try XCTUnwrap((0...(corrupt.count - kind.count)).first { Array(corrupt[$0..<($0 + kind.count)]) == kind })
        corrupt[at] = UInt8(ascii: "k")
        XCTAssertNil(FileSummary.decoded(corrupt, path: "Cell.swift"))
    }
}
