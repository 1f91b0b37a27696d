import Foundation
import XCTest

/// The git workflows end to end, in real temporary repositories with the built `nodelint` binary:
/// the pre-commit hook on real commits, `--staged`, `--changed-since` on a real history.
final class GitWorkflowTests: XCTestCase {
    private var repo: GitSandbox!

    override func setUpWithError() throws {
        repo = try GitSandbox()
        try repo.write("README.md", "a project\n")
        try repo.commitAll("initial")
    }

    override func tearDown() { repo = nil }

    /// Commits what is staged; whether the commit was made, and what git and its hooks printed (git
    /// sends a hook's standard output to standard error).
    private func commit(_ message: String) throws -> (made: Bool, output: String) {
        let before = try repo.git("rev-parse", "HEAD").stdout
        let run = try repo.git("commit", "-q", "-m", message, allowFailure: true)
        let after = try repo.git("rev-parse", "HEAD").stdout
        return (before != after, run.stdout + run.stderr)
    }

    func testTheInstalledHookRefusesAViolatingCommitAndLetsACleanOneThrough() throws {
        let install = try repo.nodelintBinary(["install-hook"])
        XCTAssertEqual(install.status, 0, install.stderr)
        XCTAssertEqual(install.stdout, "nodelint: installed \(repo.root)/.git/hooks/pre-commit\n")

        try repo.write("Sources/Cell.swift", violatingCell)
        try repo.git("add", "Sources/Cell.swift")
        let refused = try commit("add a violation")
        XCTAssertFalse(refused.made, "the hook let a violation through")
        XCTAssertTrue(refused.output.contains("Sources/Cell.swift:4:9: error: 'view' loads the node"), refused.output)

        try repo.write("Sources/Cell.swift", cleanCell)
        try repo.git("add", "Sources/Cell.swift")
        let accepted = try commit("add a clean cell")
        XCTAssertTrue(accepted.made, accepted.output)
        XCTAssertEqual(accepted.output, "")
    }

    func testTheHookLintsWhatIsStagedNotTheWorkingTree() throws {
        XCTAssertEqual(try repo.nodelintBinary(["install-hook"]).status, 0)

        // Staged clean, working tree dirty: passes.
        try repo.write("Cell.swift", cleanCell)
        try repo.git("add", "Cell.swift")
        try repo.write("Cell.swift", violatingCell)
        XCTAssertTrue(try commit("clean version staged").made)

        // Staged dirty, working tree clean: fails, and the report points at the staged text.
        try repo.write("Cell.swift", violatingCell)
        try repo.git("add", "Cell.swift")
        try repo.write("Cell.swift", cleanCell)
        let refused = try commit("violating version staged")
        XCTAssertFalse(refused.made)
        XCTAssertTrue(refused.output.contains("Cell.swift:4:9: error:"), refused.output)

        // The same through `nodelint --staged` directly, from a subdirectory: paths are relative to it.
        try repo.write("Feature/Node.swift", violatingCell)
        try repo.git("add", "Feature/Node.swift")
        let staged = try runProcess(try builtNodelint(), ["--staged"], in: repo.root + "/Feature", environment: repo.environment)
        XCTAssertEqual(staged.status, 1)
        XCTAssertEqual(staged.stdout.split(separator: "\n").map { String($0.prefix(while: { $0 != ":" })) },
                       ["\(repo.root)/Cell.swift", "Node.swift"])
    }

    func testStagedHonoursExcludesAndCommitAllSeesItsIndex() throws {
        try repo.write(".nodelint.yml", "exclude: [Generated]\n")
        try repo.write("Generated/Cell.swift", violatingCell)
        try repo.git("add", ".")
        let excluded = try repo.nodelintBinary(["--staged"])
        XCTAssertEqual(excluded.status, 0, excluded.stderr)
        XCTAssertEqual(excluded.stdout, "")
        XCTAssertEqual(excluded.stderr, "")
        XCTAssertEqual(try repo.nodelintBinary(["install-hook"]).status, 0)
        XCTAssertTrue(try commit("generated code").made)

        // `git commit -a` stages into a temporary index (GIT_INDEX_FILE) that the hook must read.
        try repo.write("Generated/Cell.swift", cleanCell)
        try repo.write("Cell.swift", cleanCell)
        try repo.git("add", "Cell.swift")
        try repo.git("commit", "-q", "-m", "clean cell")
        try repo.write("Cell.swift", violatingCell)
        let all = try repo.git("commit", "-q", "-a", "-m", "commit -a", allowFailure: true)
        XCTAssertNotEqual(all.status, 0, "commit -a must run the hook on the temporary index")
        XCTAssertTrue((all.stdout + all.stderr).contains("Cell.swift:4:9: error:"), all.stdout + all.stderr)
    }

    /// `--staged` reads `.nodelint.yml` from the index too: the commit is judged by the configuration it
    /// will be committed with, not by an edit that is not staged.
    func testStagedUsesTheStagedConfiguration() throws {
        try repo.write(".nodelint.yml", "severity:\n  view-access-in-init: warning\n")
        try repo.write("Feature/.nodelint.yml", "extends: ../.nodelint.yml\n")
        try repo.commitAll("configuration")

        // Not staged: a working-tree edit that turns the rule off changes nothing.
        try repo.write("Feature/Cell.swift", violatingCell)
        try repo.git("add", "Feature/Cell.swift")
        try repo.write("Feature/.nodelint.yml", "extends: ../.nodelint.yml\ndisable: [view-access-in-init]\n")
        let unstagedEdit = try repo.nodelintBinary(["--staged"])
        XCTAssertEqual(unstagedEdit.status, 0, unstagedEdit.stderr)
        XCTAssertTrue(unstagedEdit.stdout.contains("Feature/Cell.swift:4:9: warning:"), unstagedEdit.stdout)

        // Staged: it applies, even once the working tree has moved on (the severity comes through extends).
        try repo.git("add", "Feature/.nodelint.yml")
        try repo.write("Feature/.nodelint.yml", "extends: ../.nodelint.yml\n")
        let stagedEdit = try repo.nodelintBinary(["--staged"])
        XCTAssertEqual(stagedEdit.status, 0, stagedEdit.stderr)
        XCTAssertEqual(stagedEdit.stdout, "")
        XCTAssertEqual(stagedEdit.stderr, "")

        // A broken configuration that is staged fails the run, naming the file; one only on disk does not.
        try repo.write("Feature/.nodelint.yml", "disable: [no-such-rule]\n")
        try repo.git("add", "Feature/.nodelint.yml")
        try repo.write("Feature/.nodelint.yml", "extends: ../.nodelint.yml\n")
        let broken = try repo.nodelintBinary(["--staged"])
        XCTAssertEqual(broken.status, 2, broken.stdout + broken.stderr)
        XCTAssertTrue(broken.stderr.contains("Feature/.nodelint.yml:1:"), broken.stderr)
        // Without --staged, the working tree's configuration is what counts.
        let workingTree = try repo.nodelintBinary(["Feature"])
        XCTAssertEqual(workingTree.status, 0, workingTree.stderr)
        XCTAssertTrue(workingTree.stdout.contains("Feature/Cell.swift:4:9: warning:"), workingTree.stdout)
    }

    func testInstallHookChainsRespectsHooksPathAndIsIdempotent() throws {
        try repo.git("config", "core.hooksPath", ".githooks")
        try repo.write(".githooks/pre-commit", "#!/bin/sh\necho previous hook ran >&2\nexit 0\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: repo.root + "/.githooks/pre-commit")

        let first = try repo.nodelintBinary(["install-hook", "--strict"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("\(repo.root)/.githooks/pre-commit"), first.stdout)
        XCTAssertTrue(first.stdout.contains("pre-commit.before-nodelint and runs first"), first.stdout)
        let second = try repo.nodelintBinary(["install-hook", "--strict"])
        XCTAssertEqual(second.stdout, "nodelint: updated \(repo.root)/.githooks/pre-commit\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: repo.root + "/.git/hooks/pre-commit"))

        // --strict reaches the hook: a warning now stops the commit, after the previous hook ran.
        try repo.write("LockCell.swift", """
            final class LockCell: ASCellNode {
                let lock = NSLock()
                override init() {
                    super.init()
                    lock.lock()
                    lock.unlock()
                }
            }

            """)
        try repo.git("add", "LockCell.swift")
        let refused = try commit("a warning")
        XCTAssertFalse(refused.made)
        XCTAssertTrue(refused.output.contains("previous hook ran"), refused.output)
        XCTAssertTrue(refused.output.contains("LockCell.swift:5:14: warning:"), refused.output)

        let removed = try repo.nodelintBinary(["uninstall-hook"])
        XCTAssertEqual(removed.status, 0, removed.stderr)
        XCTAssertEqual(FileManager.default.contents(atPath: repo.root + "/.githooks/pre-commit").map { String(decoding: $0, as: UTF8.self) },
                       "#!/bin/sh\necho previous hook ran >&2\nexit 0\n")
        XCTAssertTrue(try commit("no nodelint hook any more").made)
        XCTAssertEqual(try repo.nodelintBinary(["uninstall-hook"]).stdout, "nodelint: no nodelint hook in \(repo.root)/.githooks/pre-commit\n")
    }

    func testOutsideARepositoryGitCommandsAreExitTwo() throws {
        let dir = ScratchDirectory()
        for arguments in [["--staged"], ["--changed-since", "main"], ["install-hook"]] {
            let run = try runProcess(try builtNodelint(), arguments, in: dir.path, environment: isolatedEnvironment(home: dir.path))
            XCTAssertEqual(run.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(run.stderr.hasPrefix("nodelint: error: "), run.stderr)
        }
    }

    func testChangedSinceReportsOnlyChangedLinesOnARealHistory() throws {
        try repo.write("Sources/Old.swift", violatingCell)
        try repo.write("Sources/Edited.swift", violatingCell)
        try repo.commitAll("existing violations")
        try repo.git("checkout", "-q", "-b", "feature")
        // Lines move above the old violation, and a new violation is added below it.
        let edited = "// a new comment\n// another\n" + violatingCell + """
            final class OtherCell: ASDisplayNode {
                init(title: String) {
                    super.init()
                    layer.cornerRadius = 4
                }
            }

            """
        try repo.write("Sources/Edited.swift", edited)
        try repo.write("Sources/New.swift", violatingCell)
        try repo.commitAll("feature work")
        // main moves on after the branch started; its changes are not the branch's.
        try repo.git("checkout", "-q", "main")
        try repo.write("Sources/OnMain.swift", violatingCell)
        try repo.commitAll("main moves on")
        try repo.git("checkout", "-q", "feature")
        try repo.write("Sources/Untracked.swift", violatingCell)

        let run = try repo.nodelintBinary(["--changed-since", "main"])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }, [
            "Sources/Edited.swift:12:9:",
            "Sources/New.swift:4:9:",
            "Sources/Untracked.swift:4:9:",
        ])
        let everything = try repo.nodelintBinary([])
        XCTAssertEqual(everything.stdout.split(separator: "\n").count, 5)
        let unknown = try repo.nodelintBinary(["--changed-since", "no-such-branch"])
        XCTAssertEqual(unknown.status, 2)
    }
}
