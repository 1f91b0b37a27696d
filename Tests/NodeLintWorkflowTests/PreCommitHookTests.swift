import XCTest
@testable import NodeLintWorkflow

/// Hook installation in real repositories, and real commits that run the hook.
final class PreCommitHookTests: XCTestCase {
    private var repo: TestRepository!
    /// A stand-in for nodelint that records its arguments and what is staged, and fails on request.
    private var fakeNodelint = ""

    override func setUpWithError() throws {
        repo = try TestRepository()
        fakeNodelint = repo.root + "/.fake/nodelint"
        try repo.write("""
            #!/bin/sh
            echo "nodelint $*" >> "$(git rev-parse --show-toplevel)/.fake/log"
            [ -f "$(git rev-parse --show-toplevel)/.fake/fail" ] && exit 1
            exit 0

            """, to: ".fake/nodelint")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fakeNodelint)
        try repo.write(".fake/\n", to: ".git/info/exclude")
    }

    override func tearDown() { repo.remove() }

    private func hook() throws -> PreCommitHook { PreCommitHook(repository: try GitRepository(containing: repo.root)) }

    private func commit(_ file: String) throws -> Bool {
        try repo.write(UUID().uuidString, to: file)
        try repo.git("add", file)
        let output = try repo.git("commit", "-q", "-m", "change \(file)", allowFailure: true)
        return try repo.git("status", "--porcelain", "--untracked-files=no").isEmpty && !output.contains("fatal")
    }

    func testInstallRunsNodelintStagedOnCommitAndBlocksOnFailure() throws {
        XCTAssertEqual(try hook().install(executable: fakeNodelint, arguments: ["--config", "ci/my config.yml"]), .installed)
        XCTAssertTrue(try hook().isInstalled())
        let script = try XCTUnwrap(repo.read(".git/hooks/pre-commit"))
        XCTAssertTrue(script.contains(PreCommitHook.marker))
        XCTAssertTrue(try commit("A.swift"))
        XCTAssertEqual(repo.read(".fake/log"), "nodelint --staged --config ci/my config.yml\n")
        try repo.write("", to: ".fake/fail")
        XCTAssertFalse(try commit("B.swift"), "a failing nodelint must stop the commit")
    }

    func testExistingHookIsChainedAndRestored() throws {
        let original = "#!/bin/sh\necho \"original $*\" >> \"$(git rev-parse --show-toplevel)/.fake/log\"\nexit 0\n"
        try repo.write(original, to: ".git/hooks/pre-commit")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: repo.root + "/.git/hooks/pre-commit")

        let result = try hook().install(executable: fakeNodelint)
        XCTAssertEqual(result, .installedChained(previous: repo.root + "/.git/hooks/pre-commit.before-nodelint"))
        XCTAssertEqual(try hook().install(executable: fakeNodelint), .updated, "installing twice is idempotent")
        XCTAssertEqual(repo.read(".git/hooks/pre-commit.before-nodelint"), original)
        XCTAssertTrue(try commit("A.swift"))
        XCTAssertEqual(repo.read(".fake/log"), "original \nnodelint --staged\n")

        // A failing previous hook stops the commit before nodelint runs.
        try repo.write("#!/bin/sh\nexit 3\n", to: ".git/hooks/pre-commit.before-nodelint")
        XCTAssertFalse(try commit("B.swift"))
        XCTAssertEqual(repo.read(".fake/log"), "original \nnodelint --staged\n")

        try repo.write(original, to: ".git/hooks/pre-commit.before-nodelint")
        XCTAssertEqual(try hook().uninstall(), .restored(previous: repo.root + "/.git/hooks/pre-commit"))
        XCTAssertEqual(repo.read(".git/hooks/pre-commit"), original)
        XCTAssertNil(repo.read(".git/hooks/pre-commit.before-nodelint"))
        XCTAssertFalse(try hook().isInstalled())
        XCTAssertThrowsError(try hook().uninstall(), "a hook nodelint did not write is left alone")
        XCTAssertEqual(repo.read(".git/hooks/pre-commit"), original)
    }

    func testUninstallWithoutPreviousHookAndWhenNothingIsInstalled() throws {
        XCTAssertEqual(try hook().uninstall(), .notInstalled)
        try hook().install(executable: fakeNodelint)
        XCTAssertEqual(try hook().uninstall(), .removed)
        XCTAssertNil(repo.read(".git/hooks/pre-commit"))
        XCTAssertTrue(try commit("A.swift"))
        XCTAssertNil(repo.read(".fake/log"))
    }

    func testCoreHooksPathIsRespected() throws {
        try repo.git("config", "core.hooksPath", ".githooks")
        XCTAssertEqual(try hook().hooksDirectory(), repo.root + "/.githooks")
        try hook().install(executable: fakeNodelint)
        XCTAssertNotNil(repo.read(".githooks/pre-commit"))
        XCTAssertNil(repo.read(".git/hooks/pre-commit"))
        XCTAssertTrue(try commit("A.swift"))
        XCTAssertEqual(repo.read(".fake/log"), "nodelint --staged\n")
    }

    func testMissingExecutableFallsBackToPathOrFailsClearly() throws {
        try hook().install(executable: repo.root + "/.fake/gone")
        let hookPath = repo.root + "/.git/hooks/pre-commit"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: hookPath)
        process.currentDirectoryURL = URL(fileURLWithPath: repo.root)
        process.environment = ["PATH": "/usr/bin:/bin"]
        let pipe = Pipe()
        process.standardError = pipe
        try process.run()
        let message = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1)
        XCTAssertTrue(message.contains("is gone and nodelint is not on PATH"), message)

        let found = Process()
        found.executableURL = URL(fileURLWithPath: hookPath)
        found.currentDirectoryURL = URL(fileURLWithPath: repo.root)
        found.environment = ["PATH": repo.root + "/.fake:/usr/bin:/bin"]
        try found.run()
        found.waitUntilExit()
        XCTAssertEqual(found.terminationStatus, 0)
        XCTAssertEqual(repo.read(".fake/log"), "nodelint --staged\n")
    }

    func testShellQuoting() {
        XCTAssertEqual(PreCommitHook.shellQuote("it's $HOME"), "'it'\\''s $HOME'")
    }
}
