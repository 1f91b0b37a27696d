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
