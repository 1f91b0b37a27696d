import Foundation
@testable import NodeLintEngine
import NodeLintModel
import NodeLintRules
import XCTest

/// A lint run keeps the full models of the files that concern Texture between their behaviour
/// summaries and their rules only within `LintRun.Options.keptModelBudget`; past it, a Swift file's
/// model is dropped and the file parsed again for its rules. The findings cannot depend on which.
final class KeptModelBudgetTests: XCTestCase {
    /// Every file of the sample apps, read as a run over the folders reads them: with their content
    /// given (`fromDisk` false, as standard input or the git index gives it) or by path.
    private func inputs(fromDisk: Bool = false) throws -> [LintRun.Input] {
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
                if fromDisk {
                    inputs.append(LintRun.Input(path: root + "/" + relative, language: language))
                    continue
                }
                let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + relative)))
                inputs.append(LintRun.Input(path: app + "/" + relative, language: language, content: bytes))
            }
        }
        return inputs.sorted { $0.path < $1.path }
    }

    /// No memory limit unless one is given: the test process's own growth is not the run's to decide by.
    private func run(budget: Int, textBudget: Int = 8_000_000, firstPassBudget: Int = .max, memoryLimit: Int? = nil,
                     fromDisk: Bool = false) throws -> (diagnostics: [Diagnostic], rulesStep: String) {
        var options = LintRun.Options(rules: RuleRegistry.all, jobs: 2)
        options.keptModelBudget = budget
        options.keptModelMemoryLimit = memoryLimit
        options.keptTextBudget = textBudget
        options.keptFirstPassBudget = firstPassBudget
        let clock = StageClock()
        options.clock = clock
        let result = LintRun.run(try inputs(fromDisk: fromDisk), options: options)
        XCTAssertEqual(result.parseFailures, [])
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

    /// Past `keptModelMemoryLimit` (what the run may add to the process's peak resident size) no model is
    /// kept, whatever the budget allows: the same findings. A limit no run reaches keeps every model.
    func testModelsGiveWayToTheMemoryLimit() throws {
        let kept = try run(budget: .max, memoryLimit: .max)
        XCTAssertEqual(kept.rulesStep, "rules")
        XCTAssertGreaterThan(kept.diagnostics.count, 5)
        let overLimit = try run(budget: .max, memoryLimit: 0)
        XCTAssertEqual(overLimit.rulesStep, "rules, parsing Swift files again")
        XCTAssertEqual(overLimit.diagnostics, kept.diagnostics)
        // The default is a limit, not nil: a run over a large project bounds its models by memory too.
        XCTAssertNotNil(LintRun.Options(rules: []).keptModelMemoryLimit)
    }

    /// The process's peak resident size can be read here (Linux and macOS), in bytes, or the limit decides nothing.
    func testThePeakResidentSizeIsRead() throws {
        let before = try XCTUnwrap(ResidentMemory.peakBytes())
        // 64 MB written page by page is resident at once: the peak is at least that, in bytes.
        let touched = [UInt8](repeating: 1, count: 64_000_000)
        let after = try XCTUnwrap(ResidentMemory.peakBytes())
        XCTAssertGreaterThanOrEqual(after, before)
        XCTAssertGreaterThan(after, 64_000_000)
        XCTAssertEqual(touched.last, 1)
    }

    /// A dropped model's file is read again from the disk for its second parse: the same findings.
    func testFilesReadAgainFromTheDiskGiveTheSameFindings() throws {
        let kept = try run(budget: .max, fromDisk: true)
        let parsedAgain = try run(budget: 0, fromDisk: true)
        XCTAssertEqual(parsedAgain.rulesStep, "rules, parsing Swift files again")
        XCTAssertGreaterThan(kept.diagnostics.count, 5)
        XCTAssertEqual(parsedAgain.diagnostics, kept.diagnostics)
    }

    /// The texts of the files that concern Texture are kept from the first pass to their full parse
    /// only within `keptTextBudget`; past it, a file is read again for its full parse (and, with no
    /// model kept either, once more for its rules): the same findings, whole, whichever way.
    func testFilesWhoseTextsAreNotKeptForTheirFullParseGiveTheSameFindings() throws {
        let kept = try run(budget: .max, textBudget: .max, fromDisk: true)
        XCTAssertGreaterThan(kept.diagnostics.count, 5)
        XCTAssertEqual(try run(budget: .max, textBudget: 0, fromDisk: true).diagnostics, kept.diagnostics)
        XCTAssertEqual(try run(budget: 0, textBudget: 0, fromDisk: true).diagnostics, kept.diagnostics)
        // Content given (standard input, the git index) is "read again" from the input.
        XCTAssertEqual(try run(budget: .max, textBudget: 0).diagnostics, try run(budget: .max, textBudget: .max).diagnostics)
    }

    /// Past `keptFirstPassBudget` the first pass holds no file's bytes once scanned: its declarations
    /// are read, the files that concern Texture chosen and their full parses made from bytes read again
    /// (Swift and Objective-C, from the disk or the given content): the same findings, whole.
    func testFilesWhoseBytesTheFirstPassLetsGoGiveTheSameFindings() throws {
        let kept = try run(budget: .max, fromDisk: true)
        XCTAssertGreaterThan(kept.diagnostics.count, 5)
        XCTAssertEqual(try run(budget: .max, firstPassBudget: 0, fromDisk: true).diagnostics, kept.diagnostics)
        XCTAssertEqual(try run(budget: 0, textBudget: 0, firstPassBudget: 0, fromDisk: true).diagnostics, kept.diagnostics)
        XCTAssertEqual(try run(budget: .max, firstPassBudget: 0).diagnostics, try run(budget: .max).diagnostics)
    }

    /// The second parse reads only the bytes the first one read: a file changed (or gone) in between
    /// is not linted from a text its summary was not made from.
    func testAFileChangedBetweenItsParsesIsNotReadAgain() throws {
        let folder = NSTemporaryDirectory() + "nodelint-read-again-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Cell.swift"
        let first = Array("final class Cell: ASCellNode {}\n".utf8)
        try Data(first).write(to: URL(fileURLWithPath: path))
        let options = LintRun.Options(rules: RuleRegistry.all)
        let input = LintRun.Input(path: path, language: .swift)
        let digest = ContentHash(first)
        XCTAssertEqual(LintRun.readAgain(input, digest: digest, options: options)?.bytes, first)
        try Data("final class Cell: ASCellNode { let x = 1 }\n".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertNil(LintRun.readAgain(input, digest: digest, options: options))
        try FileManager.default.removeItem(atPath: path)
        XCTAssertNil(LintRun.readAgain(input, digest: digest, options: options))
        // Given content is what was read, whatever the disk holds.
        let given = LintRun.Input(path: path, language: .swift, content: first)
        XCTAssertEqual(LintRun.readAgain(given, digest: digest, options: options)?.bytes, first)
        XCTAssertEqual(LintRun.notLinted(input, "changed while nodelint was linting it"),
                       path + ": changed while nodelint was linting it; the file is not linted")
    }
}
