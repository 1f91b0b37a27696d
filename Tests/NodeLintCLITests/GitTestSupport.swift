import Foundation
import XCTest

/// The environment for git and the nodelint binary in tests: no GIT_* variables of an outer git (tests
/// may run inside a hook), no user or system git configuration, not CI (so nothing depends on where
/// the suite runs).
func isolatedEnvironment(home: String) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for key in environment.keys where key.hasPrefix("GIT_") || key == "CI" || key == "GITHUB_WORKSPACE" || key == "CI_PROJECT_DIR" {
        environment.removeValue(forKey: key)
    }
    environment["GIT_CONFIG_NOSYSTEM"] = "1"
    environment["HOME"] = home
    // HOME is often the test's repository: without this the cache would land in ~/.cache inside it.
    environment["XDG_CACHE_HOME"] = testCacheHome
    return environment
}

/// Runs a program and captures its output. `waitUntilExit()` polls every 50 ms on Linux; a termination
/// handler returns as soon as the process exits.
@discardableResult
func runProcess(_ executable: String, _ arguments: [String], in directory: String, environment: [String: String],
                input: String? = nil) throws -> CLIRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let inPipe = Pipe()
    process.standardInput = input == nil ? FileHandle.nullDevice : inPipe
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    if let input {
        inPipe.fileHandleForWriting.write(Data(input.utf8))
        try inPipe.fileHandleForWriting.close()
    }
    let errorText = StringBox()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
        errorText.value = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    group.wait()
    exited.wait()
    return CLIRun(status: process.terminationStatus, stdout: stdout, stderr: errorText.value)
}

private final class StringBox: @unchecked Sendable { var value = "" }

/// A real git repository in a temporary directory with a local identity, removed when the test ends.
final class GitSandbox {
    let root: String
    let environment: [String: String]

    init() throws {
        let path = NSTemporaryDirectory() + "nodelint-cli-git-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        root = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        environment = isolatedEnvironment(home: root)
        try git("init", "-q", "-b", "main")
        try git("config", "user.name", "nodelint tests")
        try git("config", "user.email", "tests@nodelint.invalid")
        try git("config", "commit.gpgsign", "false")
        try git("config", "core.autocrlf", "false")
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// `git ARGS` in the repository; a failure throws with git's output unless allowed.
    @discardableResult
    func git(_ arguments: String..., allowFailure: Bool = false) throws -> CLIRun {
        let run = try runProcess("/usr/bin/env", ["git"] + arguments, in: root, environment: environment)
        if run.status != 0 && !allowFailure {
            throw NSError(domain: "git", code: Int(run.status),
                          userInfo: [NSLocalizedDescriptionKey: "git \(arguments.joined(separator: " ")): \(run.stdout)\(run.stderr)"])
        }
        return run
    }

    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: root + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func commitAll(_ message: String) throws {
        try git("add", "-A")
        try git("commit", "-q", "-m", message)
    }

    /// The built `nodelint` binary, run in the repository with the isolated environment.
    func nodelintBinary(_ arguments: [String], input: String? = nil) throws -> CLIRun {
        try runProcess(try builtNodelint(), arguments, in: root, environment: environment, input: input)
    }
}

/// The `nodelint` executable built beside the test bundle (`swift build --build-tests` and `swift test`
/// build it), for the tests that need a real process: git runs hooks as programs.
func builtNodelint() throws -> String {
    var candidates: [URL] = []
    let testBinary = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    candidates.append(testBinary.deletingLastPathComponent())
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        candidates.append(bundle.bundleURL.deletingLastPathComponent())
    }
    candidates.append(URL(fileURLWithPath: repositoryRoot + "/.build/debug"))
    for directory in candidates {
        let path = directory.appendingPathComponent("nodelint").path
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    XCTFail("the nodelint executable is not built beside the tests (looked in \(candidates.map(\.path))); run swift build --build-tests")
    throw XCTSkip("no nodelint executable")
}
