#if os(Linux)
import Foundation
import NodeLintRulePages
import NodeLintRules
import Scenarios
import XCTest

/// The lists people write by hand beside the rule pages, held to the pages and the files: the rule ids
/// the reference model knows (`RuleID`) and the scenario group lists (`allScenarios`). A rule added,
/// renamed or made runtime-observable fails here until both say so.
final class HandWrittenListsTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `RuleID`'s constants, by id, and whether the line says the rule is not observable at run time.
    func modelRuleIDs() throws -> [String: Bool] {
        let source = try String(contentsOf: Self.root.appendingPathComponent("Sources/TextureReference/Runtime/RuleID.swift"), encoding: .utf8)
        var ids: [String: Bool] = [:]
        let constant = try NSRegularExpression(pattern: #"public static let \w+ = "([^"]+)""#)
        for line in source.split(separator: "\n").map(String.init) {
            let range = NSRange(line.startIndex..., in: line)
            guard let match = constant.firstMatch(in: line, range: range), let id = Range(match.range(at: 1), in: line) else { continue }
            ids[String(line[id])] = line.contains("// not observable at run time")
        }
        return ids
    }

    func testTheModelsRuleIDsAreThePagesOfRegisteredRules() throws {
        let pages = Dictionary(uniqueKeysWithValues: RuleCatalog.pages.map { ($0.id, $0) })
        let registered = Set(RuleRegistry.all.map(\.id))
        let model = try modelRuleIDs()
        XCTAssertGreaterThan(model.count, 2, "RuleID.swift was not read")
        for (id, markedNotObservable) in model where id != "no-rule" && id != "model-harness" {
            XCTAssertTrue(registered.contains(id), "RuleID has \(id), which is not a registered rule")
            guard let page = pages[id] else { XCTFail("RuleID has \(id), which has no page"); continue }
            XCTAssertEqual(!markedNotObservable, page.runtimeObservable,
                           "RuleID.\(id): the page says runtime-observable: \(page.runtimeObservable), the line's comment says otherwise")
        }
        for page in RuleCatalog.pages where page.runtimeObservable {
            XCTAssertNotNil(model[page.id], "\(page.id) is runtime-observable but RuleID (Sources/TextureReference/Runtime/RuleID.swift) has no constant for it")
        }
    }

    func testEveryScenarioFileIsInAGroupList() throws {
        let folder = Self.root.appendingPathComponent("fixtures/scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix("Violating.swift") || $0.hasSuffix("Clean.swift") }
        XCTAssertFalse(files.isEmpty, "no scenario files in \(folder.path)")
        let listed = allScenarios.map { URL(fileURLWithPath: $0.sourceFile).lastPathComponent }
        XCTAssertEqual(listed.count, Set(listed).count, "a scenario is listed twice: \(listed.sorted())")
        XCTAssertEqual(Set(files).subtracting(listed).sorted(), [],
                       "scenario files that no group list in fixtures/scenarios/*Scenarios.swift names (they are never run)")
        XCTAssertEqual(Set(listed).subtracting(files).sorted(), [], "listed scenarios whose file is not in fixtures/scenarios")
    }
}
#endif
