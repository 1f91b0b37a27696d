import Foundation
import XCTest

/// libclang is loaded on first use, not linked (Sources/CClang/include/CClang.h): a run over Swift
/// files maps none of it, Objective-C files are parsed in workers that load it, and where it cannot be
/// loaded the Swift files are still linted, each Objective-C file that needed a parse is named on
/// standard error, and the run is incomplete (status 2). These run the built binary: the test process
/// itself has loaded libclang long before.
final class LibclangLoadingTests: XCTestCase {
    private let mixedApp = repositoryRoot + "/fixtures/projects/MixedApp"

    private func run(_ arguments: [String], in directory: String, environment extra: [String: String]) throws -> CLIRun {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testCacheHome
        extra.forEach { environment[$0.key] = $0.value }
        return try runProcess(try builtNodelint(), arguments, in: directory, environment: environment)
    }

    /// The dynamic loader's own account of the libraries each process of the run maps (glibc's
    /// LD_DEBUG=files, which the parse workers inherit, written to one file per process).
    private func librariesMapped(_ arguments: [String], in directory: String) throws -> String {
        #if os(Linux)
        let log = ScratchDirectory()
        _ = try run(arguments, in: directory, environment: ["LD_DEBUG": "files", "LD_DEBUG_OUTPUT": log.path + "/ld"])
        return try FileManager.default.contentsOfDirectory(atPath: log.path).sorted()
            .map { try String(contentsOfFile: log.path + "/" + $0, encoding: .utf8) }.joined()
        #else
        throw XCTSkip("LD_DEBUG is glibc's")
        #endif
    }

    func testASwiftOnlyRunNeverMapsLibclang() throws {
        // FeedApp is Swift only. (A Swift file of MixedApp linted alone still parses the Objective-C files
        // that create its nodes, for the evidence.)
        let mapped = try librariesMapped(["--no-cache", "."], in: repositoryRoot + "/fixtures/projects/FeedApp")
        XCTAssertTrue(mapped.contains("libswiftCore"), "LD_DEBUG printed nothing: \(mapped.prefix(300))")
        XCTAssertFalse(mapped.contains("libclang"), "a run without Objective-C loaded libclang")
    }

    func testObjectiveCIsParsedWithTheLibclangLoadedOnFirstUse() throws {
        let mapped = try librariesMapped(["--no-cache", "."], in: mixedApp)
        XCTAssertTrue(mapped.contains("libclang"), "the Objective-C files were parsed without loading libclang?")
        let run = try run(["--no-cache", "."], in: mixedApp, environment: [:])
        XCTAssertEqual(run.stdout, try String(contentsOfFile: mixedApp + ".expected", encoding: .utf8))
        XCTAssertEqual(run.status, 1)
    }

    func testWithoutLibclangSwiftIsLintedAndEachObjectiveCFileIsNamed() throws {
        let run = try run(["--no-cache", "."], in: mixedApp, environment: ["NODELINT_LIBCLANG": "/nonexistent/libclang.so"])
        // The Swift files' own findings (those that need no Objective-C class) are all there.
        XCTAssertTrue(run.stdout.contains("Sources/Cards/PhotoCardNode.swift:10:9: error: \(viewAccessInInitMessage) [view-access-in-init]"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Sources/Profile/AccountViewController.swift:10:14: warning:"), run.stdout)
        XCTAssertFalse(run.stdout.contains(".m:"), run.stdout)
        let lines = run.stderr.split(separator: "\n")
        XCTAssertTrue(lines.contains { $0.hasPrefix("nodelint: Sources/Feed/MXFeedViewController.m: libclang could not be loaded (NODELINT_LIBCLANG=/nonexistent/libclang.so") && $0.hasSuffix("; the file is not linted") }, run.stderr)
        XCTAssertTrue(lines.allSatisfy { $0.contains("libclang could not be loaded") }, run.stderr)
        XCTAssertEqual(run.status, 2, "Objective-C files were not linted: the run is incomplete")
    }
}
