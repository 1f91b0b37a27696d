import Foundation
import NodeLintEngine
import NodeLintModel
import NodeLintRules
import XCTest

/// A lint run keeps the full models of the files that concern Texture between their behaviour
/// summaries and their rules only within `LintRun.Options.keptModelBudget`; past it, a Swift file's
/// model is dropped and the file parsed again for its rules. The findings cannot depend on which.
final class KeptModelBudgetTests: XCTestCase {
    /// Every file of the sample apps, read as a run over the folders reads them.
    private func inputs() throws -> [LintRun.Input] {
        var inputs: [LintRun.Input] = []
        for app in ["FeedApp", "MixedApp", "ExtendedTexture"] {
            let root = repositoryRoot + "/fixtures/projects/" + app
            let enumerator = FileManager.default.enumerator(atPath: root)
            while let relative = enumerator?.nextObject() as? String {
                let language: Language
                switch (relative as NSString).pathExtension {
                case "swift": language = .swift
                case "m", "h": language = .objectiveC
                default: continue
                }
                let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + relative)))
                inputs.append(LintRun.Input(path: app + "/" + relative, language: language, content: bytes))
            }
        }
        return inputs.sorted { $0.path < $1.path }
    }

    private func run(budget: Int) throws -> (diagnostics: [Diagnostic], rulesStep: String) {
        var options = LintRun.Options(rules: RuleRegistry.all, jobs: 2)
        options.keptModelBudget = budget
        let clock = StageClock()
        options.clock = clock
        let result = LintRun.run(try inputs(), options: options)
        return (result.diagnostics, clock.steps.map(\.name).first { $0.hasPrefix("rules") } ?? "")
    }

    func testFindingsAreTheSameWhetherModelsAreKeptOrParsedAgain() throws {
        let kept = try run(budget: .max)
        let parsedAgain = try run(budget: 0)
        XCTAssertEqual(kept.rulesStep, "rules")
        XCTAssertEqual(parsedAgain.rulesStep, "rules, parsing Swift files again")
        XCTAssertGreaterThan(kept.diagnostics.count, 5)
        // Whole diagnostics: positions, notes, evidence and fixes.
        XCTAssertEqual(parsedAgain.diagnostics, kept.diagnostics)
        // Part kept, part parsed again: a budget of the largest Swift file keeps the first file a thread
        // adds (none is larger), and the step's name says some were parsed again.
        let largest = try inputs().filter { $0.language == .swift }.map { $0.content?.count ?? 0 }.max() ?? 0
        let part = try run(budget: largest)
        XCTAssertEqual(part.rulesStep, "rules, parsing Swift files again")
        XCTAssertEqual(part.diagnostics, kept.diagnostics)
    }
}
