import Foundation
import NodeLintEngine
import NodeLintModel
import NodeLintRules
import XCTest

/// A measurement over real code, run on demand: each folder of NODELINT_TRIAGE_AGREEMENT (separated by
/// `:`) is linted as one project twice, reading every declaration and through the first-pass triage, and
/// the two runs must give the same diagnostics (notes and evidence included) and messages. Prints how
/// many files' declarations the triage read.
final class FirstPassTriageAgreementTests: XCTestCase {
    func testTriageAgreesOverRealCode() throws {
        guard let folders = ProcessInfo.processInfo.environment["NODELINT_TRIAGE_AGREEMENT"] else {
            throw XCTSkip("set NODELINT_TRIAGE_AGREEMENT to project folders")
        }
        let skipped: Set<String> = ["Pods", "Carthage", ".build", "build", "DerivedData", ".git"]
        var totalFiles = 0, totalRead = 0, totalDiagnostics = 0
        for folder in folders.split(separator: ":").map(String.init) {
            var inputs: [LintRun.Input] = []
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = walker.nextObject() as? String {
                if skipped.contains((relative as NSString).lastPathComponent) { walker.skipDescendants(); continue }
                switch (relative as NSString).pathExtension {
                case "swift": inputs.append(LintRun.Input(path: folder + "/" + relative, language: .swift))
                case "m", "mm", "h": inputs.append(LintRun.Input(path: folder + "/" + relative, language: .objectiveC))
                default: break
                }
            }
            inputs.sort { $0.path < $1.path }
            let every = run(inputs, readsEveryDeclaration: true)
            let triaged = run(inputs, readsEveryDeclaration: false)
            XCTAssertEqual(triaged.lines, every.lines, folder)
            XCTAssertEqual(triaged.messages, every.messages, folder)
            totalFiles += inputs.count
            totalRead += triaged.read
            totalDiagnostics += every.lines.count
            print("triage agreement: \(folder): \(inputs.count) files, declarations read \(triaged.read), \(every.lines.count) diagnostics, "
                  + (triaged.lines == every.lines && triaged.messages == every.messages ? "same" : "DIFFERENT"))
        }
        print("triage agreement: \(totalFiles) files, declarations read for \(totalRead), \(totalDiagnostics) diagnostics")
    }

    private func run(_ inputs: [LintRun.Input], readsEveryDeclaration: Bool) -> (lines: [String], messages: [String], read: Int) {
        var options = LintRun.Options(rules: RuleRegistry.all)
        options.readsEveryDeclaration = readsEveryDeclaration
        let clock = StageClock()
        options.clock = clock
        let result = LintRun.run(inputs, options: options)
        let step = clock.steps.map(\.name).first { $0.hasPrefix("parse declarations (") } ?? ""
        let read = Int(step.dropFirst("parse declarations (".count).prefix { $0.isNumber }) ?? -1
        let lines = result.diagnostics.map { d in
            "\(d.path):\(d.start): \(d.severity) \(d.ruleID) \(d.message) \(d.evidence.map { "\($0)" } ?? "")"
                + d.notes.map { " / \($0.path):\($0.start): \($0.message)" }.joined()
        }
        return (lines, result.messages, read)
    }
}
