import Foundation
import XCTest

/// A real git repository in a temporary directory, with a local identity, for the git tests.
final class TestRepository {
    let root: String

    init() throws {
        let path = NSTemporaryDirectory() + "nodelint-git-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        root = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        try git("init", "-q", "-b", "main")
        try git("config", "user.name", "nodelint tests")
        try git("config", "user.email", "tests@nodelint.invalid")
        try git("config", "commit.gpgsign", "false")
        try git("config", "core.autocrlf", "false")
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    @discardableResult
    func git(_ arguments: String..., allowFailure: Bool = false) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        var environment = ProcessInfo.processInfo.environment
        for key in environment.keys where key.hasPrefix("GIT_") { environment.removeValue(forKey: key) }
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["HOME"] = root  // no user configuration
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }  // waitUntilExit() polls every 50 ms on Linux
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        exited.wait()
        if process.terminationStatus != 0 && !allowFailure {
            throw NSError(domain: "git", code: Int(process.terminationStatus),
                          userInfo: [NSLocalizedDescriptionKey: "git \(arguments.joined(separator: " ")): \(text)"])
        }
        return text
    }

    func write(_ text: String, to relative: String) throws {
        let url = URL(fileURLWithPath: root + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: root + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }
}
