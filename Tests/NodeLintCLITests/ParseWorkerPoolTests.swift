import Foundation
import NodeLintEngine
import NodeLintModel
import NodeLintObjC
import XCTest

/// The pool of parse workers, with the built `nodelint` binary as the worker: models come back
/// exactly as the in-process parse makes them, workers are reused, and a failure costs one worker.
final class ParseWorkerPoolTests: XCTestCase {
    private func fixture(_ name: String) throws -> (path: String, text: SourceText) {
        let path = repositoryRoot + "/fixtures/objc/" + name
        return (path, SourceText(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path)))))
    }

    func testWorkersGiveTheInProcessModelAndAreReused() throws {
        let pool = ParseWorkerPool(executable: try builtNodelint(), budget: ParseBudget(), maximumWorkers: 1)
        defer { pool.shutdown() }
        for name in ["PhotoCellNode.m", "FeedViewController.m", "LockedNode.mm", "PhotoCellNode.h", "Broken.m"] {
            let (path, text) = try fixture(name)
            guard case .parsed(let model, let included) = pool.parse(path: path, text: text, arguments: []) else {
                return XCTFail("\(name) was not parsed")
            }
            let local = ObjCFrontEnd.parseRecordingInputs(path: path, bytes: text.bytes, arguments: [])
            XCTAssertEqual(ModelCodec.encode(model), ModelCodec.encode(local.file), name)
            XCTAssertTrue(model.text === text, "the model refers to the caller's text")
            // The files the parse read besides the main file come back too: what a cache of the model checks.
            XCTAssertEqual(included, local.includedFiles, name)
        }
        XCTAssertEqual(pool.workersStarted, 1)
    }

    /// The files a parse read are the headers it imported, transitively, by absolute path; never the main
    /// file, nor nodelint's own prelude (in memory or precompiled), whose contents nodelint's version decides.
    func testAParseListsTheHeadersItRead() throws {
        let (path, text) = try fixture("PhotoCellNode.m")
        let parsed = ObjCFrontEnd.parseRecordingInputs(path: path, bytes: text.bytes, arguments: [])
        let folder = repositoryRoot + "/fixtures/objc/"
        let included = try XCTUnwrap(parsed.includedFiles)
        XCTAssertTrue(included.contains(folder + "PhotoCellNode.h"), "\(included)")
        // PhotoModel.h does not exist: nothing was read (a run keys its cached models by the set of the
        // project's headers too, so that one added later is seen).
        XCTAssertFalse(included.contains(folder + "PhotoModel.h"), "\(included)")
        XCTAssertFalse(included.contains(path))
        XCTAssertFalse(included.contains { $0.contains("nodelint-prelude") || $0.contains("nodelint-objc-") }, "\(included)")
        XCTAssertEqual(included, included.sorted())
    }

    func testDeclarationsOnlyDropsTheCode() throws {
        let pool = ParseWorkerPool(executable: try builtNodelint(), budget: ParseBudget(), maximumWorkers: 1)
        defer { pool.shutdown() }
        let (path, text) = try fixture("PhotoCellNode.m")
        guard case .parsed(let model, _) = pool.parse(path: path, text: text, arguments: [], declarationsOnly: true) else {
            return XCTFail("not parsed")
        }
        let local = ObjCFrontEnd.parse(path: path, bytes: text.bytes, arguments: [])
        XCTAssertEqual(model.types.map(\.name), local.types.map(\.name))
        XCTAssertEqual(model.types.flatMap(\.members).map(\.signature), local.types.flatMap(\.members).map(\.signature))
        XCTAssertTrue(model.types.flatMap(\.members).allSatisfy { $0.body == nil && $0.initializer == nil })
        XCTAssertTrue(model.locals.isEmpty)
    }

    func testAFailedParseCostsOneWorkerAndTheNextFileGetsANewOne() throws {
        let pool = ParseWorkerPool(executable: try builtNodelint(), budget: ParseBudget(memoryBytes: 512 << 20, seconds: 2),
                                   maximumWorkers: 1)
        defer { pool.shutdown() }
        let spin = SourceText("template <int N, int M> struct G { static constexpr int v = G<N - 1, 2 * M>::v + G<N - 1, 2 * M + 1>::v; };\n"
            + "template <int M> struct G<0, M> { static constexpr int v = 1; };\nstatic_assert(G<40, 1>::v > 0, \"\");\n")
        guard case .failed(let why) = pool.parse(path: "/tmp/nodelint-tests/Spin.mm", text: spin, arguments: []) else {
            return XCTFail("the runaway file was parsed")
        }
        // Whichever budget runs out first depends on the machine (a fast one fills 512 MB within 2 s).
        XCTAssertTrue(["libclang took longer than its 2 s budget", "libclang ran out of its 512 MB memory budget"].contains(why), why)
        let (path, text) = try fixture("PhotoCellNode.m")
        guard case .parsed = pool.parse(path: path, text: text, arguments: []) else { return XCTFail("not parsed after the failure") }
        XCTAssertEqual(pool.workersStarted, 2)
    }

    func testAWorkerThatCannotStartFallsBackToTheCaller() {
        let pool = ParseWorkerPool(executable: "/nonexistent/nodelint", budget: ParseBudget(), maximumWorkers: 1)
        guard case .noWorker = pool.parse(path: "/tmp/X.m", text: SourceText("@interface X\n@end\n"), arguments: []) else {
            return XCTFail("expected no worker")
        }
    }

    func testBudgetsFromTheEnvironment() {
        XCTAssertEqual(ParseBudget.from(environment: [:]), ParseBudget(memoryBytes: 1 << 30, seconds: 30))
        let small = ParseBudget.from(environment: ["NODELINT_PARSE_MEMORY_MB": "512", "NODELINT_PARSE_SECONDS": "2.5"])
        XCTAssertEqual(small, ParseBudget(memoryBytes: 512 << 20, seconds: 2.5))
        XCTAssertEqual(small.memoryDescription, "512 MB")
        XCTAssertEqual(small.timeDescription, "2.5 s")
        XCTAssertEqual(ParseBudget().memoryDescription, "1 GB")
        XCTAssertEqual(ParseBudget.from(environment: ["NODELINT_PARSE_MEMORY_MB": "lots", "NODELINT_PARSE_SECONDS": "-1"]), ParseBudget())
    }
}
