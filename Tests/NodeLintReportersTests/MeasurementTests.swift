import XCTest
import NodeLintModel
@testable import NodeLintReporters

/// Timings for the report, not assertions: `NODELINT_MEASURE=1 swift test -c release --filter MeasurementTests`.
final class ReporterMeasurementTests: XCTestCase {
    func testRenderingTwentyThousandDiagnostics() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["NODELINT_MEASURE"] == "1", "set NODELINT_MEASURE=1 to measure")
        let diagnostics = (0..<20_000).map { i in
            Sample.diagnostic(["view-access-in-init", "layout-spec-cached", "legacy-asviewcontroller-name"][i % 3], .warning,
                              "Message number \(i) with `code` and <markup>.", "Sources/Module\(i % 40)/File\(i % 2_000).swift",
                              i % 500 + 1, 9, i % 500 + 1, 14, "        view.backgroundColor = .white // \(i % 17)")
        }
        var start = Date()
        let fingerprints = Fingerprint.compute(diagnostics) { $0.path }
        print("MEASURE fingerprints: \(fingerprints.count) in \(Int(Date().timeIntervalSince(start) * 1000)) ms")
        let tree = JSONValue.array(diagnostics.map { .object([("message", .string($0.message)), ("path", .string($0.path)),
                                                               ("line", .int($0.start.line)), ("text", .string($0.lineText))]) })
        start = Date()
        let text = tree.rendered()
        print("MEASURE json writer: \(text.utf8.count / 1024) KiB in \(Int(Date().timeIntervalSince(start) * 1000)) ms")
        for type in Reporters.all {
            let reporter = type.init()
            let start = Date()
            let output = reporter.render(diagnostics, context: Sample.context)
            print("MEASURE reporter \(type.identifier): 20000 diagnostics in \(Int(Date().timeIntervalSince(start) * 1000)) ms, \(output.utf8.count / 1024) KiB")
        }
    }
}
