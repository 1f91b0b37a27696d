import Foundation
import Scenarios
import TextureReference
import XCTest

/// The layout scenarios (fixtures/scenarios/LayoutScenarios.swift): what the model observes must be
/// exactly what each file's `// expect:` markers say, with nothing located outside the file.
final class LayoutScenarioTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(TextureRuntime.canLocateViolations && TextureRuntime.canInspectOverrides,
                          "scenario lines need stack symbolication and the symbol table")
    }

    private func check(_ scenario: Scenario.Type, file: StaticString = #filePath, line: UInt = #line) {
        let result = ScenarioRunner.run(scenario)
        XCTAssertEqual(result.observed, result.expected, "\(result)", file: file, line: line)
        XCTAssertEqual(result.strays, [], "\(result)", file: file, line: line)
    }

    func testViewAccessInLayoutSpec() {
        check(ViewAccessInLayoutSpecViolating.self)
        check(ViewAccessInLayoutSpecClean.self)
    }

    func testUIKitInLayoutSpec() {
        check(UIKitInLayoutSpecViolating.self)
        check(UIKitInLayoutSpecClean.self)
    }

    func testAddSubnodeInLayoutSpec() {
        check(AddSubnodeInLayoutSpecViolating.self)
        check(AddSubnodeInLayoutSpecClean.self)
    }

    func testNodeCreationInLayoutSpec() {
        check(NodeCreationInLayoutSpecViolating.self)
        check(NodeCreationInLayoutSpecClean.self)
    }

    func testDuplicateLayoutElement() {
        check(DuplicateLayoutElementViolating.self)
        check(DuplicateLayoutElementClean.self)
    }

    func testBridgedReadInLayoutSpec() {
        check(BridgedReadInLayoutSpecViolating.self)
        check(BridgedReadInLayoutSpecClean.self)
    }

    func testConflictingLayoutOverrides() {
        check(ConflictingLayoutOverridesViolating.self)
        check(ConflictingLayoutOverridesClean.self)
    }

    func testForbiddenOverride() {
        check(ForbiddenOverrideViolating.self)
        check(ForbiddenOverrideClean.self)
    }

    func testLayoutSpecBlockWithOverride() {
        check(LayoutSpecBlockWithOverrideViolating.self)
        check(LayoutSpecBlockWithOverrideClean.self)
    }

    func testAddSubnodeWithAutomaticManagement() {
        check(AddSubnodeWithAutomaticManagementViolating.self)
        check(AddSubnodeWithAutomaticManagementClean.self)
    }

    func testSelfStyleInLayoutSpec() {
        check(SelfStyleInLayoutSpecViolating.self)
        check(SelfStyleInLayoutSpecClean.self)
    }

    func testCalculateSizeWithoutLayout() {
        check(CalculateSizeWithoutLayoutViolating.self)
        check(CalculateSizeWithoutLayoutClean.self)
    }
}
