import NodeLintModel
@testable import NodeLintRules
import XCTest

/// loadview-override names the Texture controller class the project derives from: `ASViewController`
/// before Texture 3 (kwikcy2, on AsyncDisplayKit 1.9), `ASDKViewController` since.
final class LoadViewOverrideMessageTests: XCTestCase {
    private func messages(superclass: String) -> [String] {
        let source = """
            final class SettingsViewController: \(superclass) {
                override func loadView() {
                    super.loadView()
                }
            }
            """
        return ExampleHarness.lint(source, language: .swift, ruleID: "loadview-override", options: [:]).map(\.message)
    }

    func testTheMessageNamesTheClassTheControllerDerivesFrom() {
        XCTAssertEqual(messages(superclass: "ASViewController<ASTableNode>"),
                       ["overriding loadView() in an ASViewController is discouraged; configure the node in init and the view in viewDidLoad()"])
        XCTAssertEqual(messages(superclass: "ASDKViewController<ASTableNode>"),
                       ["overriding loadView() in an ASDKViewController is discouraged; configure the node in init and the view in viewDidLoad()"])
    }
}
