import Foundation
import Scenarios
import TextureReference
import XCTest

/// The scenarios of node initializers, view controllers, video and editable text nodes and layer
/// backing: what the model observes must be exactly the file's `// expect:` markers.
final class InitAndControllerScenarioTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(TextureRuntime.canLocateViolations && TextureRuntime.canInspectOverrides,
                          "scenario lines need stack symbolication and the symbol table")
    }

    private func check(_ scenario: Scenario.Type, file: StaticString = #filePath, line: UInt = #line) {
        let result = ScenarioRunner.run(scenario)
        XCTAssertEqual(result.observed, result.expected, "\(result)", file: file, line: line)
        XCTAssertEqual(result.strays, [], "\(result)", file: file, line: line)
    }

    func testGestureInInit() {
        check(GestureInInitViolating.self)
        check(GestureInInitClean.self)
    }

    func testUIKitInInit() {
        check(UIKitInInitViolating.self)
        check(UIKitInInitClean.self)
    }

    func testViewAccessInVCInit() {
        check(ViewAccessInVCInitViolating.self)
        check(ViewAccessInVCInitClean.self)
    }

    func testLoadViewOverride() {
        check(LoadViewOverrideViolating.self)
        check(LoadViewOverrideClean.self)
    }

    func testVCCreatedOffMain() {
        check(VCCreatedOffMainViolating.self)
        check(VCCreatedOffMainClean.self)
    }

    func testVideoAssetOffMain() {
        check(VideoAssetOffMainViolating.self)
        check(VideoAssetOffMainClean.self)
    }

    func testEditableTextViewBeforeLoad() {
        check(EditableTextViewBeforeLoadViolating.self)
        check(EditableTextViewBeforeLoadClean.self)
    }

    func testLayerBackedViewAccess() {
        check(LayerBackedViewAccessViolating.self)
        check(LayerBackedViewAccessClean.self)
    }
}
