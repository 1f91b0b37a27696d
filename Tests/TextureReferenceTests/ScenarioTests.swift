import Foundation
import Scenarios
import TextureReference
import XCTest

/// Every scenario: what the model observes must be exactly what the file's `// expect:` markers say,
/// and nothing may be located outside the scenario's own file.
final class ScenarioTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(TextureRuntime.canLocateViolations && TextureRuntime.canInspectOverrides,
                          "scenario lines need stack symbolication and the symbol table")
    }

    private func check(_ scenario: Scenario.Type, file: StaticString = #filePath, line: UInt = #line) {
        let result = ScenarioRunner.run(scenario)
        XCTAssertEqual(result.observed, result.expected, "\(result)", file: file, line: line)
        XCTAssertEqual(result.strays, [], "\(result)", file: file, line: line)
    }

    func testViewAccessInInit() {
        check(ViewAccessInInitViolating.self)
        check(ViewAccessInInitClean.self)
    }

    func testStoredLayoutSpec() {
        check(StoredLayoutSpecViolating.self)
        check(StoredLayoutSpecClean.self)
    }

    func testSuperLayoutSpecThatFits() {
        check(SuperLayoutSpecThatFitsViolating.self)
        check(SuperLayoutSpecThatFitsClean.self)
    }

    func testMissingSuperCall() {
        check(MissingSuperCallViolating.self)
        check(MissingSuperCallClean.self)
    }

    func testEveryScenarioIsRegisteredAndHasAFile() throws {
        let directory = URL(fileURLWithPath: ViewAccessInInitViolating.sourceFile).deletingLastPathComponent()
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix("Violating.swift") || $0.hasSuffix("Clean.swift") }
        XCTAssertEqual(Set(allScenarios.map { ($0.sourceFile as NSString).lastPathComponent }), Set(files),
                       "every scenario file is registered once, and every registered scenario has its file")
        XCTAssertEqual(allScenarios.count, files.count)
        for scenario in allScenarios {
            let markers = try ScenarioRunner.expectations(inFile: scenario.sourceFile)
            let name = (scenario.sourceFile as NSString).lastPathComponent
            XCTAssertEqual(markers.isEmpty, name.hasSuffix("Clean.swift"), "\(name): violating scenarios have markers, clean ones none")
        }
        let hasMarkers = { (scenario: Scenario.Type) in
            !((try? ScenarioRunner.expectations(inFile: scenario.sourceFile)) ?? []).isEmpty
        }
        var violatingRules: Set<String> = [], cleanRules: Set<String> = []
        for scenario in allScenarios {
            if hasMarkers(scenario) { violatingRules.insert(scenario.subjectRule) } else { cleanRules.insert(scenario.subjectRule) }
        }
        XCTAssertEqual(violatingRules.subtracting(cleanRules).sorted(), [],
                       "every rule a scenario violates needs a clean scenario too")
        XCTAssertEqual(Set(allScenarios.map { ObjectIdentifier($0) }).count, allScenarios.count, "registered twice")
        for scenario in allScenarios {
            XCTAssertTrue(FileManager.default.fileExists(atPath: scenario.sourceFile), "\(scenario)")
            XCTAssertEqual((scenario.sourceFile as NSString).lastPathComponent, "\(scenario).swift",
                           "one scenario per file, named after its type")
        }
    }

    func testMarkerParsing() {
        let source = """
        let a = 1
        view.x = 2 // expect: view-access-in-init
        b() // expect: uikit-in-init, gesture-in-init
        """
        XCTAssertEqual(ScenarioRunner.expectations(inSource: source), [
            RuleAndLine(ruleID: "view-access-in-init", line: 2),
            RuleAndLine(ruleID: "uikit-in-init", line: 3),
            RuleAndLine(ruleID: "gesture-in-init", line: 3),
        ])
    }
}
