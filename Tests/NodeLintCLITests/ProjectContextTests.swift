import Foundation
import XCTest

/// A file linted on its own (named alone, staged, from standard input) gets the findings a run over the
/// whole repository gives it: the repository's other files are read for the class graph, not linted.
final class ProjectContextTests: XCTestCase {
    private let base = """
        class BaseNode: ASDisplayNode {
            override init() {
                super.init()
                view.tag = 1
            }
        }

        """

    private let subclass = violatingCell.replacingOccurrences(of: "ASCellNode", with: "BaseNode")

    /// A real repository (the context is the files git lists); the files need not be committed.
    private func project() throws -> GitSandbox {
        let repo = try GitSandbox()
        try repo.write("Shared/BaseNode.swift", base)
        try repo.write("Feature/Cell.swift", subclass)
        return repo
    }

    func testANamedFileKnowsBaseClassesDeclaredElsewhere() throws {
        let dir = try project()
        let named = nodelint(["Feature/Cell.swift"], in: dir.root)
        XCTAssertEqual(named.stdout.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" },
                       ["Feature/Cell.swift:4:9:"], "the base class's own violation is not reported: it was not named")
        XCTAssertEqual(named.status, 1)
        // From a subdirectory too.
        XCTAssertTrue(nodelint(["Cell.swift"], in: dir.root + "/Feature").stdout.hasPrefix("Cell.swift:4:9: error:"))
        // Standard input, linted as a file of the project.
        let stdin = nodelint(["--stdin-filename", "Feature/Cell.swift"], in: dir.root, input: subclass)
        XCTAssertTrue(stdin.stdout.hasPrefix("Feature/Cell.swift:4:9: error:"), stdin.stdout)
    }

    func testANamedFolderIsTheProject() throws {
        let dir = try project()
        XCTAssertEqual(nodelint(["Feature"], in: dir.root).stdout, "", "a folder is linted on its own, as named")
    }

    func testContextFollowsExcludesAndIgnoresBrokenConfigurationsElsewhere() throws {
        let dir = try project()
        try dir.write(".nodelint.yml", "exclude: [Shared]\n")
        try dir.write("Other/.nodelint.yml", "disable: [nope]\n")
        try dir.write("Other/X.swift", "")
        let run = nodelint(["Feature/Cell.swift"], in: dir.root)
        XCTAssertEqual(run.stdout, "", "an excluded base class is unknown, as in a whole-project run")
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(nodelint(["Feature"], in: dir.root).stdout, "", "a whole-project run agrees")
    }

    func testTheHookKnowsCommittedBaseClasses() throws {
        let repo = try GitSandbox()
        try repo.write("Shared/BaseNode.swift", "class BaseNode: ASDisplayNode {}\n")
        try repo.commitAll("base class")
        XCTAssertEqual(try repo.nodelintBinary(["install-hook"]).status, 0)
        try repo.write("Feature/Cell.swift", subclass)
        try repo.git("add", "Feature/Cell.swift")
        let commit = try repo.git("commit", "-q", "-m", "subclass", allowFailure: true)
        XCTAssertNotEqual(commit.status, 0, "the hook let a violation in a subclass of a project class through")
        XCTAssertTrue((commit.stdout + commit.stderr).contains("Feature/Cell.swift:4:9: error:"), commit.stdout + commit.stderr)
    }
}
