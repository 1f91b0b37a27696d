import Foundation
import Scenarios
import TextureReference
import XCTest

/// The container, transition, drawing and layout-pass scenarios: what the model observes must be
/// exactly what each file's `// expect:` markers say, with nothing located elsewhere.
final class ContainerAndDrawingScenarioTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(TextureRuntime.canLocateViolations && TextureRuntime.canInspectOverrides,
                          "scenario lines need stack symbolication and the symbol table")
    }

    private func check(_ scenario: Scenario.Type, file: StaticString = #filePath, line: UInt = #line) {
        let result = ScenarioRunner.run(scenario)
        XCTAssertEqual(result.observed, result.expected, "\(result)", file: file, line: line)
        XCTAssertEqual(result.strays, [], "\(result)", file: file, line: line)
    }

    func testCollectionUpdateOffMain() {
        check(CollectionUpdateOffMainViolating.self)
        check(CollectionUpdateOffMainClean.self)
    }

    func testNodeBlockCapturesUIKit() {
        check(NodeBlockCapturesUIKitViolating.self)
        check(NodeBlockCapturesUIKitClean.self)
    }

    func testCellNodeReuse() {
        check(CellNodeReuseViolating.self)
        check(CellNodeReuseClean.self)
    }

    func testTransitionLayoutMisuse() {
        check(TransitionLayoutMisuseViolating.self)
        check(TransitionLayoutMisuseClean.self)
    }

    func testMissingCompleteTransition() {
        check(MissingCompleteTransitionViolating.self)
        check(MissingCompleteTransitionClean.self)
    }

    func testDrawThreadSafety() {
        check(DrawThreadSafetyViolating.self)
        check(DrawThreadSafetyClean.self)
    }

    func testOneTimeSetupInLayoutPass() {
        check(OneTimeSetupInLayoutPassViolating.self)
        check(OneTimeSetupInLayoutPassClean.self)
    }

    func testEveryScenarioOfTheGroupIsRegistered() {
        let registered = Set(allScenarios.map { String(describing: $0) })
        for rule in ["CollectionUpdateOffMain", "NodeBlockCapturesUIKit", "CellNodeReuse", "TransitionLayoutMisuse",
                     "MissingCompleteTransition", "DrawThreadSafety", "OneTimeSetupInLayoutPass"] {
            XCTAssertTrue(registered.contains(rule + "Violating"), rule)
            XCTAssertTrue(registered.contains(rule + "Clean"), rule)
        }
    }
}
