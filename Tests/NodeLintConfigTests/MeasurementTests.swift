import XCTest
@testable import NodeLintConfig

/// Timings for the report, not assertions: `NODELINT_MEASURE=1 swift test -c release --filter MeasurementTests`.
final class ConfigMeasurementTests: XCTestCase {
    func testResolvingTwentyThousandFiles() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["NODELINT_MEASURE"] == "1", "set NODELINT_MEASURE=1 to measure")
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        try write("""
            exclude: [Pods, "**/Generated/**", "*.pb.swift", "Vendor/**/*.m"]
            per-file-ignores: {"Tests/**": [view-access-in-init], "*Preview.swift": [layout-spec-cached]}
            """, to: root + "/.nodelint.yml")
        for module in 0..<20 { try write("extends: ../.nodelint.yml\ntexture-version: 3\n", to: root + "/M\(module)/.nodelint.yml") }
        let files = (0..<20_000).map { "M\($0 % 20)/Feature\($0 % 50)/Sub\($0 % 7)/File\($0).swift" }
        let resolver = try ConfigurationResolver(rules: testRules, currentDirectory: root)
        let start = Date()
        var linted = 0
        DispatchQueue.concurrentPerform(iterations: 8) { slice in
            var count = 0
            for index in stride(from: slice, to: files.count, by: 8) {
                let settings = try! resolver.settings(forFile: files[index])
                if settings.exclusion == nil && settings.effective.isEnabled("view-access-in-init") { count += 1 }
            }
            objc_sync(count, into: &linted)
        }
        let elapsed = Date().timeIntervalSince(start)
        print("MEASURE config: 20000 files resolved, excluded and given effective settings in \(Int(elapsed * 1000)) ms (\(linted) linted)")
    }

    func testGlobMatching() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["NODELINT_MEASURE"] == "1", "set NODELINT_MEASURE=1 to measure")
        let patterns = try ["Pods", "**/Generated/**", "*.pb.swift", "Sources/**/Legacy/*.m"].map(PathPattern.init)
        let paths = (0..<100_000).map { "Sources/Module\($0 % 40)/Feature\($0 % 13)/Deep/Er/File\($0).swift" }
        let start = Date()
        var matched = 0
        for path in paths where patterns.contains(where: { $0.matches(path) }) { matched += 1 }
        print("MEASURE glob: 100000 paths x 4 patterns in \(Int(Date().timeIntervalSince(start) * 1000)) ms (\(matched) matched)")
    }
}

private let measureLock = NSLock()
private func objc_sync(_ value: Int, into total: inout Int) {
    measureLock.lock()
    total += value
    measureLock.unlock()
}
