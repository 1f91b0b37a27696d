import NodeLintModel
@testable import NodeLintRules
import XCTest

/// draw-thread-safety points a read of the screen's scale at Texture's thread-safe `ASScreenScale()`;
/// other main-thread-only reads are to be prepared in drawParameters.
final class DrawThreadSafetyMessageTests: XCTestCase {
    func testTheScreensScaleHasATextureFunction() {
        let source = """
            final class BadgeNode: ASDisplayNode {
                override class func draw(_ bounds: CGRect, withParameters parameters: Any?, isCancelled: () -> Bool, isRasterizing: Bool) {
                    let scale = UIScreen.main.scale
                    let width = UIScreen.main.bounds.width
                    print(scale, width)
                }
            }
            """
        let messages = ExampleHarness.lint(source, language: .swift, ruleID: "draw-thread-safety", options: [:]).map(\.message)
        XCTAssertEqual(messages, [
            "'UIScreen' is main-thread-only and drawing runs on a background display queue; use ASScreenScale() for the scale",
            "'UIScreen' is main-thread-only and drawing runs on a background display queue; prepare what drawing needs in drawParameters(forAsyncLayer:)",
        ])
    }
}
