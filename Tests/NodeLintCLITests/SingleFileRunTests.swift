import Foundation
import XCTest

/// A file linted on its own inside a repository (what the pre-commit hook and an editor run) reports
/// what a run over the whole repository reports for it, whatever the cache holds: empty, warm, after a
/// context file was edited, added, removed, or touched without a change. Through the built binary, as
/// a hook runs it; no run writes in the project.
final class SingleFileRunTests: XCTestCase {
    func testEachSampleFileAloneGetsTheWholeRunsFindingsWhateverTheCacheHolds() throws {
        var projects: [String] = []
        for folder in ["fixtures/projects", "fixtures/evidence"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/" + folder).sorted() {
                var directory: ObjCBool = false
                if FileManager.default.fileExists(atPath: repositoryRoot + "/" + folder + "/" + name, isDirectory: &directory),
                   directory.boolValue {
                    projects.append(folder + "/" + name)
                }
            }
        }
        XCTAssertGreaterThan(projects.count, 8)
        for project in projects { try check(project) }
    }

    private func check(_ project: String) throws {
        let repo = try GitSandbox(), cache = ScratchDirectory()
        for file in try sources(of: repositoryRoot + "/" + project) {
            try repo.write(file, String(contentsOfFile: repositoryRoot + "/" + project + "/" + file, encoding: .utf8))
        }
        try repo.commitAll("sample")
        let swiftFiles = try sources(of: repo.root).filter { $0.hasSuffix(".swift") }
        let largest = try XCTUnwrap(swiftFiles.max { try size(repo, $0) < size(repo, $1) })

        func compare(_ state: String, attempts: [String]) throws {
            // Headers are context here, not named: a header alone is linted like any file, and costs a
            // libclang parse per run.
            let files = try sources(of: repo.root).filter { !$0.hasSuffix(".h") }
            let snapshot = try contents(repo.root)
            let whole = try repo.nodelintBinary(["--no-cache", "."])
            for file in files {
                let alone = try repo.nodelintBinary(["--no-cache", file])
                XCTAssertEqual(alone.stdout, Self.lines(of: file, in: whole.stdout), "\(project), \(state): \(file) alone")
                for attempt in attempts {
                    let cached = try repo.nodelintBinary(["--cache-path", cache.path, file])
                    let what = "\(project), \(state), \(attempt) cache: \(file)"
                    XCTAssertEqual(cached.stdout, alone.stdout, what)
                    XCTAssertEqual(cached.stderr, alone.stderr, what)
                    XCTAssertEqual(cached.status, alone.status, what)
                }
            }
            XCTAssertEqual(try contents(repo.root), snapshot, "\(project), \(state): a run wrote in the project")
        }

        try compare("as committed", attempts: ["empty", "warm"])
        // Every line of the largest Swift file moves down: a note pointing into it must move too.
        try repo.write(largest, "\n" + String(contentsOfFile: repo.root + "/" + largest, encoding: .utf8))
        try compare("after an edit", attempts: ["warm"])
        // A node class whose init loads its view.
        try repo.write("Sources/AddedByTest.swift", """
            import AsyncDisplayKit

            final class AddedByTestNode: ASDisplayNode {
                override init() {
                    super.init()
                    view.backgroundColor = .red
                }
            }

            """)
        let removed = try XCTUnwrap(swiftFiles.first { $0 != largest })
        try FileManager.default.removeItem(atPath: repo.root + "/" + removed)
        try compare("after a file was added and another removed", attempts: ["warm"])
        // A new modification time, the same bytes.
        let touched = repo.root + "/" + largest
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 5)], ofItemAtPath: touched)
        try compare("after a touch", attempts: ["warm"])
    }

    /// The cache keeps the behaviour summaries of the files read for context, made against the class
    /// graph of their run. An edit to another file's declarations can change such a summary although
    /// its own text is the same: here the factory's return type stops being a node, so the node block's
    /// call of it is no longer a creation of the cell, and the cell's finding loses its note. The warm
    /// run must not read the old summary.
    func testAnEditedDeclarationElsewhereIsNotAnsweredFromAnOlderSummary() throws {
        let repo = try GitSandbox(), cache = ScratchDirectory()
        try repo.write("Sources/Cell.swift", """
            import AsyncDisplayKit

            final class Cell: ASCellNode {
                override init() {
                    super.init()
                    view.backgroundColor = .red
                }
            }

            """)
        try repo.write("Sources/Maker.swift", """
            import AsyncDisplayKit

            enum Maker {
                static func make() -> ASCellNode { return Cell() }
            }

            """)
        try repo.write("Sources/Feed.swift", """
            import AsyncDisplayKit

            final class Feed: NSObject, ASTableDataSource {
                func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
                    return { Maker.make() }
                }
            }

            """)
        try repo.commitAll("factory")
        let cell = "Sources/Cell.swift"
        let before = try repo.nodelintBinary(["--no-cache", cell])
        XCTAssertTrue(before.stdout.contains("Sources/Feed.swift:5:24: note: Cell is created here, by make(), in a node block"), before.stdout)
        XCTAssertEqual(try repo.nodelintBinary(["--cache-path", cache.path, cell]).stdout, before.stdout)
        XCTAssertEqual(try repo.nodelintBinary(["--cache-path", cache.path, cell]).stdout, before.stdout)

        try repo.write("Sources/Maker.swift", """
            import AsyncDisplayKit

            enum Maker {
                static func make() -> AnyObject { return Cell() }
            }

            """)
        let after = try repo.nodelintBinary(["--no-cache", cell])
        XCTAssertFalse(after.stdout.contains("note:"), after.stdout)
        XCTAssertTrue(after.stdout.contains("[view-access-in-init]"), after.stdout)
        let warm = try repo.nodelintBinary(["--cache-path", cache.path, cell])
        XCTAssertEqual(warm.stdout, after.stdout)
        XCTAssertEqual(warm.status, after.status)
    }

    /// The lines of a whole run's report that belong to `file`: its diagnostics and the notes under them.
    static func lines(of file: String, in report: String) -> String {
        var groups: [[Substring]] = []
        for line in report.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if line.contains(": note: "), !groups.isEmpty { groups[groups.count - 1].append(line) } else { groups.append([line]) }
        }
        return groups.filter { $0[0].hasPrefix(file + ":") }.flatMap { $0 }.map { $0 + "\n" }.joined()
    }

    /// The Swift and Objective-C files below `root` (outside `.git`), relative to it, sorted.
    private func sources(of root: String) throws -> [String] {
        try everything(root).filter { [".swift", ".m", ".h"].contains(where: $0.hasSuffix) }
    }

    private func everything(_ root: String) throws -> [String] {
        (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { $0 != ".git" && !$0.hasPrefix(".git/") }.sorted()
    }

    /// Every path below `root` but `.git` with its bytes (a folder's are empty).
    private func contents(_ root: String) throws -> [String: Data] {
        var found: [String: Data] = [:]
        for path in try everything(root) { found[path] = FileManager.default.contents(atPath: root + "/" + path) ?? Data() }
        return found
    }

    private func size(_ repo: GitSandbox, _ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: repo.root + "/" + path)[.size] as? NSNumber)?.intValue ?? 0
    }
}
