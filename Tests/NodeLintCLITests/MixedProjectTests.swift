import Foundation
import XCTest

/// End to end on `fixtures/projects/MixedApp`, a Swift and Objective-C app: an Objective-C base node
/// declared in a header and subclassed in Swift, a Swift node exposed as `@objc(MXAvatarNode)` and
/// subclassed in Objective-C, an Objective-C base view controller with a Swift subclass, real mistakes
/// in both languages next to clean code. Several findings exist only because the class graph crosses
/// the languages; removing the declaration on the other side makes them disappear.
final class MixedProjectTests: XCTestCase {
    private let project = repositoryRoot + "/fixtures/projects/MixedApp"
    /// The whole project's output, pinned in fixtures/projects/MixedApp.expected (`NODELINT_UPDATE_EXPECTED=1` rewrites it).
    private let pinned = "fixtures/projects/MixedApp.expected"
    private var expected: String {
        (try? String(contentsOfFile: repositoryRoot + "/" + pinned, encoding: .utf8)) ?? "<\(pinned) is missing>"
    }

    func testExactDiagnosticsOfTheWholeProject() {
        let run = nodelint(["."], in: project)
        assertMatchesPinned(run.stdout, pinned)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(run.status, 1)
    }

    func testParallelAndSerialRunsAgree() {
        XCTAssertEqual(nodelint(["--jobs", "1", "."], in: project).stdout, expected)
        XCTAssertEqual(nodelint(["--jobs", "4", "."], in: project).stdout, expected)
    }

    /// The Swift class behind `@objc(MXAvatarNode)` is what makes the Objective-C subclass a node with
    /// automatic subnode management; without it the finding goes.
    func testObjCNamesResolveToTheSwiftClass() throws {
        let copy = try copyOfProject(without: ["Sources/Avatar/RoundAvatarNode.swift"])
        let run = nodelint(["."], in: copy.path)
        XCTAssertEqual(run.stdout, lines(removing: ["MXBadgedAvatarNode.m:15:15"]))
    }

    /// The header's `@interface BaseCardNode : ASCellNode` is what makes both the `@implementation` in
    /// the `.m` and the Swift subclass nodes.
    func testHeaderInterfaceMergesWithImplementationAndSwiftSubclass() throws {
        let copy = try copyOfProject(without: ["Sources/Cards/BaseCardNode.h"])
        let run = nodelint(["."], in: copy.path)
        XCTAssertEqual(run.stdout, lines(removing: ["BaseCardNode.m:16:22", "PhotoCardNode.swift:10:9", "MXFeedViewController.m:27:18"]))
    }

    /// A file linted alone (in a repository of its own) gets its classes from the rest of the project:
    /// the Objective-C file from the Swift superclass, the Swift file from the Objective-C header.
    func testOneFileLintedAloneUsesTheProjectForContext() throws {
        let repo = try GitSandbox()
        let files = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: project))
        for file in files where file.contains(".") {
            try repo.write(file, String(decoding: try Data(contentsOf: URL(fileURLWithPath: project + "/" + file)), as: UTF8.self))
        }
        for file in ["Sources/Avatar/MXBadgedAvatarNode.m", "Sources/Cards/PhotoCardNode.swift"] {
            let run = nodelint([file], in: repo.root)
            XCTAssertEqual(run.stdout, findings(in: file))
            XCTAssertEqual(run.status, 1)
        }
    }

    // MARK: Helpers

    /// The expected findings in one file, each with its note lines (which may point at other files).
    private func findings(in file: String) -> String {
        var kept = "", keeping = false
        for line in expected.split(separator: "\n") {
            if !line.contains(": note: ") || line.hasSuffix("]") { keeping = line.hasPrefix(file + ":") }
            if keeping { kept += line + "\n" }
        }
        return kept
    }

    private func lines(removing positions: [String]) -> String {
        expected.split(separator: "\n").filter { line in !positions.contains { line.contains($0) } }.map { $0 + "\n" }.joined()
    }

    /// The project copied into a scratch folder (outside any repository), minus some files.
    private func copyOfProject(without removed: [String]) throws -> ScratchDirectory {
        let copy = ScratchDirectory()
        let files = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: project))
        for file in files where !removed.contains(file) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: project + "/" + file, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            let bytes = try Data(contentsOf: URL(fileURLWithPath: project + "/" + file))
            copy.write(file, bytes: Array(bytes))
        }
        return copy
    }
}
