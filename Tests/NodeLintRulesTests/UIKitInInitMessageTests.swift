import NodeLintModel
@testable import NodeLintRules
import XCTest

/// uikit-in-init's suggested fix suits what is created: a view can be wrapped in a node; a refresh control
/// (it belongs to a scroll view) and a view controller (not a view) are created later instead.
final class UIKitInInitMessageTests: XCTestCase {
    private func message(creating type: String) -> [String] {
        let source = """
            final class FeedNode: ASDisplayNode {
                let control = \(type)()
            }
            """
        return ExampleHarness.lint(source, language: .swift, ruleID: "uikit-in-init", options: [:]).map(\.message)
    }

    func testTheFixSuitsWhatIsCreated() {
        XCTAssertEqual(message(creating: "UISwitch"),
                       ["'UISwitch' is created while the node initializes, possibly off the main thread; wrap it in a node (ASDisplayNode { UISwitch() }) or create it in didLoad()"])
        XCTAssertEqual(message(creating: "UIRefreshControl"),
                       ["'UIRefreshControl' is created while the node initializes, possibly off the main thread; create it in didLoad(), where the scroll view it is given to is loaded"])
        XCTAssertEqual(message(creating: "UIImagePickerController"),
                       ["'UIImagePickerController' is created while the node initializes, possibly off the main thread; create it on the main thread where it is used, or in didLoad()"])
    }

    /// The screen's scale has a thread-safe source in Texture (`ASScreenScale()`, ASInternalHelpers.h);
    /// any other read of the screen is passed in or made in didLoad.
    func testTheScreensScaleHasATextureFunction() {
        func messages(_ property: String) -> [String] {
            ExampleHarness.lint("final class AvatarNode: ASDisplayNode {\n    let value = \(property)\n}\n", language: .swift,
                                ruleID: "uikit-in-init", options: [:]).map(\.message)
        }
        XCTAssertEqual(messages("UIScreen.main.scale"),
                       ["'UIScreen' is main-thread-only and the node may initialize off the main thread; use ASScreenScale() for the scale"])
        XCTAssertEqual(messages("UIScreen.main.bounds"),
                       ["'UIScreen' is main-thread-only and the node may initialize off the main thread; pass the value in, or read it in didLoad()"])
    }
}
