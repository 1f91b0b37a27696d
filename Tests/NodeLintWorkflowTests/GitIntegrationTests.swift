import XCTest
import NodeLintModel
@testable import NodeLintWorkflow

/// Staged contents and changed lines, in real temporary git repositories.
final class GitIntegrationTests: XCTestCase {
    private var repo: TestRepository!

    override func setUpWithError() throws { repo = try TestRepository() }
    override func tearDown() { repo.remove() }

    func testStagedFilesHoldTheIndexVersionNotTheWorkingTree() throws {
        try repo.write("let a = 1\n", to: "Sources/A.swift")
        try repo.write("old\n", to: "Sources/Deleted.swift")
        try repo.write("same\n", to: "Sources/Untouched.swift")
        try repo.write("r\n", to: "Sources/Renamed.swift")
        try repo.git("add", ".")
        try repo.git("commit", "-q", "-m", "initial")

        try repo.write("let a = 2 // staged\n", to: "Sources/A.swift")
        try repo.git("add", "Sources/A.swift")
        try repo.write("let a = 3 // not staged\n", to: "Sources/A.swift")
        try repo.write("new file\n", to: "Sources/New file é.swift")
        try repo.git("add", "Sources/New file é.swift")
        try repo.git("rm", "-q", "Sources/Deleted.swift")
        try repo.git("mv", "Sources/Renamed.swift", "Sources/Moved.swift")
        try repo.write("untracked\n", to: "Sources/Untracked.swift")
        try FileManager.default.createSymbolicLink(atPath: repo.root + "/Link.swift", withDestinationPath: "Sources/A.swift")
        try repo.git("add", "Link.swift")

        let repository = try GitRepository(containing: repo.root + "/Sources")
        XCTAssertEqual(repository.root, repo.root)
        let staged = try repository.stagedFiles()
        XCTAssertEqual(staged.map(\.path), ["Sources/A.swift", "Sources/Moved.swift", "Sources/New file é.swift"])
        XCTAssertEqual(String(decoding: staged[0].contents, as: UTF8.self), "let a = 2 // staged\n")
        XCTAssertEqual(staged[0].absolutePath, repo.root + "/Sources/A.swift")
        XCTAssertEqual(staged[0].displayPath(currentDirectory: repo.root + "/Sources"), "A.swift")
        XCTAssertEqual(staged[0].displayPath(currentDirectory: repo.root + "/Other"), repo.root + "/Sources/A.swift")
        XCTAssertEqual(String(decoding: staged[2].contents, as: UTF8.self), "new file\n")
        XCTAssertEqual(try repository.stagedContents(of: "Sources/A.swift").map { String(decoding: $0, as: UTF8.self) }, "let a = 2 // staged\n")
        XCTAssertNil(try repository.stagedContents(of: "Sources/Nope.swift"))
    }

    func testStagedFilesInAnEmptyRepositoryAndManyFiles() throws {
        let repository = try GitRepository(containing: repo.root)
        XCTAssertEqual(try repository.stagedFiles(), [])
        for i in 0..<200 { try repo.write(String(repeating: "line \(i)\n", count: i % 7 + 1), to: "F\(i).swift") }
        try repo.write("", to: "Empty.swift")
        try repo.git("add", ".")
        let staged = try repository.stagedFiles()
        XCTAssertEqual(staged.count, 201)
        let f13 = try XCTUnwrap(staged.first { $0.path == "F13.swift" })
        XCTAssertEqual(String(decoding: f13.contents, as: UTF8.self), String(repeating: "line 13\n", count: 13 % 7 + 1))
        XCTAssertEqual(staged.first { $0.path == "Empty.swift" }?.contents, [])
    }

    func testOutsideARepositoryIsAnError() throws {
        let directory = NSTemporaryDirectory() + "nodelint-nogit-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        XCTAssertThrowsError(try GitRepository(containing: directory)) { error in
            XCTAssertTrue("\(error)".contains("not inside a git repository"), "\(error)")
        }
    }

    func testChangedLinesSinceTheMergeBase() throws {
        try repo.write((1...10).map { "line \($0)" }.joined(separator: "\n") + "\n", to: "A.swift")
        try repo.write("keep\n", to: "B.swift")
        try repo.write("x\n", to: "ignored.log")
        try repo.write("*.log\n", to: ".gitignore")
        try repo.git("add", "A.swift", "B.swift", ".gitignore")
        try repo.git("commit", "-q", "-m", "base")
        try repo.git("checkout", "-q", "-b", "feature")
        // Committed on the branch: line 3 changed, two lines added after 7.
        var lines = (1...10).map { "line \($0)" }
        lines[2] = "line 3 changed"
        lines.insert(contentsOf: ["added a", "added b"], at: 7)
        try repo.write(lines.joined(separator: "\n") + "\n", to: "A.swift")
        try repo.git("commit", "-qam", "feature work")
        // Meanwhile main moves on: B changes there, which the branch must not be blamed for.
        try repo.git("checkout", "-q", "main")
        try repo.write("main changed\n", to: "B.swift")
        try repo.git("commit", "-qam", "main work")
        try repo.git("checkout", "-q", "feature")
        // Not committed: a staged and an unstaged edit, an untracked file.
        lines[0] = "line 1 staged"
        try repo.write(lines.joined(separator: "\n") + "\n", to: "A.swift")
        try repo.git("add", "A.swift")
        lines[11] = "line 10 unstaged"
        try repo.write(lines.joined(separator: "\n") + "\n", to: "A.swift")
        try repo.write("brand new\n", to: "Sources/New.swift")

        let repository = try GitRepository(containing: repo.root)
        let changed = try repository.changedLines(since: "main")
        XCTAssertEqual(changed.files[repo.root + "/A.swift"], .ranges([1...1, 3...3, 8...9, 12...12]))
        XCTAssertEqual(changed.files[repo.root + "/Sources/New.swift"], .all)
        XCTAssertNil(changed.files[repo.root + "/B.swift"], "main's change to B is not the branch's")
        XCTAssertNil(changed.files[repo.root + "/ignored.log"])
        XCTAssertEqual(changed.paths, [repo.root + "/A.swift", repo.root + "/Sources/New.swift"])

        // Without the merge base, main's newer B looks changed (reverted) too; B's line 1 differs.
        let direct = try repository.changedLines(since: "main", mergeBase: false)
        XCTAssertEqual(direct.files[repo.root + "/B.swift"], .ranges([1...1]))

        func diagnostic(_ path: String, _ line: Int) -> Diagnostic {
            Diagnostic(ruleID: "r", severity: .error, message: "m", path: path, start: SourcePosition(line: line, column: 1),
                       end: SourcePosition(line: line, column: 2), range: 0..<1, lineText: "")
        }
        let kept = changed.filter([diagnostic("A.swift", 2), diagnostic("A.swift", 3), diagnostic("Sources/New.swift", 40),
                                   diagnostic("B.swift", 1)], currentDirectory: repo.root)
        XCTAssertEqual(kept.map { "\($0.path):\($0.start.line)" }, ["A.swift:3", "Sources/New.swift:40"])
    }

    func testChangedLinesRejectsBadRevisions() throws {
        try repo.write("a\n", to: "A.swift")
        try repo.git("add", ".")
        try repo.git("commit", "-q", "-m", "one")
        let repository = try GitRepository(containing: repo.root)
        XCTAssertThrowsError(try repository.changedLines(since: "no-such-branch"))
        XCTAssertThrowsError(try repository.changedLines(since: "--output=/tmp/x"))
        XCTAssertEqual(try repository.changedLines(since: "HEAD").files, [:])
    }

    func testProjectFilesAreTrackedAndUntrackedButNotIgnored() throws {
        try repo.write("build/\n", to: ".gitignore")
        try repo.write("let a = 1\n", to: "Sources/A.swift")
        try repo.git("add", ".")
        try repo.git("commit", "-q", "-m", "initial")
        try repo.write("let b = 1\n", to: "Sources/B.swift")
        try repo.write("let c = 1\n", to: "build/C.swift")
        let files = try GitRepository(containing: repo.root + "/Sources").projectFiles()
        XCTAssertEqual(files, [".gitignore", "Sources/A.swift", "Sources/B.swift"])
    }
}
