import Foundation
@testable import NodeLintEngine
import NodeLintModel
import XCTest

/// The cache of Objective-C models (`DeclarationCache.fullObjCModel`): libclang's parse of a file reads
/// the headers it imports, so an entry is used only while every file the parse read has the bytes it had,
/// under the same libclang and the same set of project headers; otherwise the file is parsed again.
final class ObjCModelCacheTests: XCTestCase {
    private let header = """
        #import <AsyncDisplayKit/AsyncDisplayKit.h>
        #define CELL_FADES_IN 1
        @interface Cell : ASCellNode
        @end

        """
    private let implementation = """
        #import "Cell.h"
        @implementation Cell
        - (instancetype)init {
            if ((self = [super init])) {
        #if CELL_FADES_IN
                self.view.alpha = 0;
        #endif
            }
            return self;
        }
        @end

        """

    /// Files written by a test are an hour old: an entry is not written from a parse that read a file
    /// modified in the last two seconds.
    private func age(_ paths: String...) throws {
        for path in paths {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: path)
        }
    }

    func testAModelIsUsedOnlyWhileTheHeadersItReadAreUnchanged() throws {
        let project = ScratchDirectory(), folder = ScratchDirectory()
        let headerPath = project.write("Cell.h", header)
        let path = project.write("Cell.m", implementation)
        try age(headerPath, path)
        let text = SourceText(bytes: Array(implementation.utf8))
        let cache = DeclarationCache(root: folder.path, toolVersion: "test")
        let headers = ContentHash(Array(headerPath.utf8))
        var parses = 0
        func model(projectHeaders: ContentHash = headers) throws -> [UInt8] {
            // Each call is a run of its own, with its own digests of the headers.
            let outcome = cache.fullObjCModel(path: path, text: text, arguments: [], projectHeaders: projectHeaders,
                                              digests: FileDigests()) {
                parses += 1
                return FrontEnds.parseRecordingInputs(path: path, language: .objectiveC, text: text, objcParsing: .inProcess)
            }
            guard case .parsed(let file) = outcome else { throw XCTSkip("libclang is not available") }
            return ModelCodec.encode(file)
        }
        let parsed = try model()
        XCTAssertEqual(parses, 1)
        XCTAssertEqual(try model(), parsed, "the decoded model is the parsed one")
        XCTAssertEqual([parses, cache.objcModelsDecoded], [1, 1])

        // The header's macro now turns the `#if` off: the entry no longer holds, and the model is what a
        // parse with the new header gives (without the statement).
        project.write("Cell.h", header.replacingOccurrences(of: "CELL_FADES_IN 1", with: "CELL_FADES_IN 0"))
        try age(headerPath)
        let again = try model()
        XCTAssertEqual(parses, 2)
        XCTAssertNotEqual(again, parsed, "the header's edit changes the model")
        XCTAssertEqual(try model(), again)
        XCTAssertEqual([parses, cache.objcModelsDecoded], [2, 2])

        // Another set of project headers (one added where an import could find it): another entry.
        _ = try model(projectHeaders: ContentHash(Array("other".utf8)))
        XCTAssertEqual(parses, 3)

        // A header modified just now may have had other bytes when the parse read it: nothing is stored,
        // so the next run parses again.
        project.write("Cell.h", header.replacingOccurrences(of: "CELL_FADES_IN 1", with: "CELL_FADES_IN 2"))
        _ = try model()
        _ = try model()
        XCTAssertEqual(parses, 5)

        // A header gone: parsed again (the import now fails, and the model says so).
        try age(headerPath)
        _ = try model()
        XCTAssertEqual(parses, 6)
        try FileManager.default.removeItem(atPath: headerPath)
        _ = try model()
        XCTAssertEqual(parses, 7)
    }

    /// End to end: the findings of an Objective-C file linted with a warm cache are those of a run
    /// without one, before and after an edit of the header it imports (which turns its finding off).
    func testAWarmRunSeesAnEditedHeader() throws {
        let project = ScratchDirectory(), cache = ScratchDirectory()
        let headerPath = project.write("Cell.h", header)
        try age(headerPath, project.write("Cell.m", implementation))
        let plain = nodelint(["Cell.m", "Cell.h", "--no-cache"], in: project.path)
        XCTAssertTrue(plain.stdout.contains("view-access-in-init"), plain.stdout + plain.stderr)
        for _ in 0..<2 {
            let run = nodelint(["Cell.m", "Cell.h", "--cache-path", cache.path], in: project.path)
            XCTAssertEqual([run.stdout, run.stderr], [plain.stdout, plain.stderr])
        }
        project.write("Cell.h", header.replacingOccurrences(of: "CELL_FADES_IN 1", with: "CELL_FADES_IN 0"))
        try age(headerPath)
        let edited = nodelint(["Cell.m", "Cell.h", "--no-cache"], in: project.path)
        XCTAssertFalse(edited.stdout.contains("view-access-in-init"), edited.stdout)
        let warm = nodelint(["Cell.m", "Cell.h", "--cache-path", cache.path], in: project.path)
        XCTAssertEqual([warm.stdout, warm.stderr], [edited.stdout, edited.stderr])
    }

    /// A worker's answer carries the files its parse read, or says they are not known (libclang parsed
    /// nothing, and such a model is not cached).
    func testAWorkersAnswerCarriesTheFilesItsParseRead() {
        for included in [["/p/Cell.h", "/p/Ünïcode.h"], [], nil] as [[String]?] {
            let bytes = WorkerProtocol.encode(.model([9, 8, 7], includedFiles: included))
            guard case .model(let model, let decoded)? = WorkerProtocol.decodeResponse(bytes) else {
                return XCTFail("\(String(describing: included)) did not round-trip")
            }
            XCTAssertEqual(model, [9, 8, 7])
            XCTAssertEqual(decoded, included)
        }
        XCTAssertNil(WorkerProtocol.decodeResponse([0, 2, 0, 0, 0, 0]))
    }

    /// The entry lists what the parse read, by path and digest, before the model; anything else is no entry.
    func testTheEntryRoundTripsAndRefusesOtherBytes() {
        let included = [ObjCModelEntry.IncludedFile(path: "/p/Cell.h", digest: ContentHash(Array("a".utf8))),
                        ObjCModelEntry.IncludedFile(path: "/p/Ünïcode.h", digest: ContentHash(Array("b".utf8)))]
        let bytes = ObjCModelEntry.encode(included: included, model: [1, 2, 3])
        let decoded = ObjCModelEntry.decode(bytes)
        XCTAssertEqual(decoded?.included, included)
        XCTAssertEqual(decoded.map { Array($0.model) }, [1, 2, 3])
        XCTAssertNil(ObjCModelEntry.decode(Array(bytes.prefix(10))))
        XCTAssertNil(ObjCModelEntry.decode([0xFF, 0xFF, 0xFF, 0x7F]))
    }
}
