import Foundation
import XCTest

/// Runs the end-to-end tests in Tests/lsp, where pytest-lsp's client (pygls) drives `nodelint lsp`
/// with the capabilities VS Code and Neovim send, from within `swift test`: the README's test command
/// then covers the language server through a real client. Outside CI a machine without pytest-lsp
/// skips them (`.ci/setup` installs it); in CI that is a failure.
final class RealClientTests: XCTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    func testPytestLSPClientAgainstTheServer() throws {
        let binary = try builtBinary()
        guard let python = findExecutable("python3") else { return try missing("python3 is not on PATH") }
        let probe = run(python, ["-c", "import pytest, pytest_lsp"])
        guard probe.status == 0 else { return try missing("python3 cannot import pytest and pytest_lsp (pip install pytest-lsp)") }
        let result = run(python, ["-m", "pytest", "-q", "-p", "no:cacheprovider", Self.packageRoot + "/Tests/lsp"],
                         environment: ["NODELINT": binary])
        XCTAssertEqual(result.status, 0, "pytest Tests/lsp failed:\n\(result.output)")
        // The suite ran its tests (a collection error or an empty run is not a pass).
        XCTAssertTrue(result.output.contains(" passed"), result.output)
        XCTAssertFalse(result.output.contains(" skipped"), result.output)
    }

    /// The `nodelint` the test build made, next to this test bundle.
    private func builtBinary() throws -> String {
        var directory = Bundle(for: Self.self).bundleURL
        for _ in 0..<3 {
            directory = directory.deletingLastPathComponent()
            let candidate = directory.appendingPathComponent("nodelint").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        let fallback = Self.packageRoot + "/.build/debug/nodelint"
        if !FileManager.default.isExecutableFile(atPath: fallback) {
            try missing("no nodelint binary beside the test bundle (swift build --build-tests builds it)")
        }
        return fallback
    }

    private func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: Self.packageRoot)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "\(error)") }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    private func missing(_ reason: String) throws {
        if ProcessInfo.processInfo.environment["CI"] != nil {
            XCTFail("the language server's real-client tests cannot run in CI: \(reason); .ci/setup must install it")
        } else {
            throw XCTSkip("real-client tests skipped: \(reason)")
        }
    }

    private func findExecutable(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
