import NodeLintModel
@testable import NodeLintRules
import XCTest

/// Messages whose wording depends on the code: the class the project derives from, what was created,
/// what was read. The rule pages' examples check where findings are; these check what they say.
final class RuleMessageTests: XCTestCase {
    private func messages(_ source: String, rule: String) -> [String] {
        ExampleHarness.lint(source, language: .swift, ruleID: rule, options: [:]).map(\.message)
    }

    /// loadview-override names the Texture controller class the project derives from: `ASViewController`
    /// before Texture 3 (kwikcy2, on AsyncDisplayKit 1.9), `ASDKViewController` since.
    func testLoadViewOverrideNamesTheClassTheControllerDerivesFrom() {
        func loadView(in superclass: String) -> [String] {
            messages("final class SettingsViewController: \(superclass) {\n    override func loadView() {\n        super.loadView()\n    }\n}\n",
                     rule: "loadview-override")
        }
        XCTAssertEqual(loadView(in: "ASViewController<ASTableNode>"),
                       ["overriding loadView() in an ASViewController is discouraged; configure the node in init and the view in viewDidLoad()"])
        XCTAssertEqual(loadView(in: "ASDKViewController<ASTableNode>"),
                       ["overriding loadView() in an ASDKViewController is discouraged; configure the node in init and the view in viewDidLoad()"])
    }

    /// uikit-in-init's fix suits what is created: a view can be wrapped in a node; a refresh control (it
    /// belongs to a scroll view) and a view controller (not a view) are created later instead.
    func testUIKitInInitSuggestsAFixThatSuitsWhatIsCreated() {
        func created(_ type: String) -> [String] {
            messages("final class FeedNode: ASDisplayNode {\n    let control = \(type)()\n}\n", rule: "uikit-in-init")
        }
        XCTAssertEqual(created("UISwitch"),
                       ["'UISwitch' is created while the node initializes, possibly off the main thread; wrap it in a node (ASDisplayNode { UISwitch() }) or create it in didLoad()"])
        XCTAssertEqual(created("UIRefreshControl"),
                       ["'UIRefreshControl' is created while the node initializes, possibly off the main thread; create it in didLoad(), where the scroll view it is given to is loaded"])
        XCTAssertEqual(created("UIImagePickerController"),
                       ["'UIImagePickerController' is created while the node initializes, possibly off the main thread; create it on the main thread where it is used, or in didLoad()"])
    }

    /// The screen's scale has a thread-safe source in Texture (`ASScreenScale()`, ASInternalHelpers.h);
    /// any other read of the screen is passed in or made in didLoad.
    func testUIKitInInitPointsTheScreensScaleAtASScreenScale() {
        func read(_ property: String) -> [String] {
            messages("final class AvatarNode: ASDisplayNode {\n    let value = \(property)\n}\n", rule: "uikit-in-init")
        }
        XCTAssertEqual(read("UIScreen.main.scale"),
                       ["'UIScreen' is main-thread-only and the node may initialize off the main thread; use ASScreenScale() for the scale"])
        XCTAssertEqual(read("UIScreen.main.bounds"),
                       ["'UIScreen' is main-thread-only and the node may initialize off the main thread; pass the value in, or read it in didLoad()"])
    }

    /// draw-thread-safety the same, in drawing code.
    func testDrawThreadSafetyPointsTheScreensScaleAtASScreenScale() {
        let source = """
            final class BadgeNode: ASDisplayNode {
                override class func draw(_ bounds: CGRect, withParameters parameters: Any?, isCancelled: () -> Bool, isRasterizing: Bool) {
                    let scale = UIScreen.main.scale
                    let width = UIScreen.main.bounds.width
                    print(scale, width)
                }
            }
            """
        XCTAssertEqual(messages(source, rule: "draw-thread-safety"), [
            "'UIScreen' is main-thread-only and drawing runs on a background display queue; use ASScreenScale() for the scale",
            "'UIScreen' is main-thread-only and drawing runs on a background display queue; prepare what drawing needs in drawParameters(forAsyncLayer:)",
        ])
    }

    /// strong-self-in-stored-block says how long the node keeps the closure (a view block only until the
    /// node loads: Texture lets it go then) and whose cycle it is (a node's own closure capturing the node,
    /// or a node that self owns).
    func testStrongSelfInStoredBlockSaysHowLongAndWhoseCycleItIs() {
        let source = """
            final class SearchNode: ASDisplayNode {
                let resultsNode = ASDisplayNode()
                var query = ""
                override init() {
                    super.init()
                    setViewBlock { UISearchBar(frame: .zero, query: self.query) }
                    layoutSpecBlock = { _, _ in ASWrapperLayoutSpec(layoutElement: self.resultsNode) }
                    resultsNode.setViewBlock { UILabel(text: self.query) }
                }
            }

            final class SearchViewController: ASDKViewController<ASDisplayNode> {
                let listNode = ASDisplayNode()
                override init() {
                    super.init(node: ASDisplayNode())
                    node.layoutSpecBlock = { _, _ in ASWrapperLayoutSpec(layoutElement: self.listNode) }
                }
            }

            """
        XCTAssertEqual(messages(source, rule: "strong-self-in-stored-block"), [
            "the node keeps this closure until it loads, and it captures the node itself strongly: a retain cycle until then, for good if the node never loads; capture [weak self] or the values it needs",
            "the node keeps this closure, and it captures the node itself strongly: a retain cycle; capture [weak self] or the values it needs",
            "the node keeps this closure until it loads, and it captures self strongly: when self owns the node, a retain cycle until then, for good if the node never loads; capture [weak self] or the values it needs",
            "the node keeps this closure, and it captures self strongly: a retain cycle when self owns the node; capture [weak self] or the values it needs",
        ])
    }

    /// node-creation-in-layout-spec: a plain node that only takes a size in the spec is a spacer, which
    /// needs no node at all (WXMessageKit's message cell); a node given a color or content is one to keep.
    func testNodeCreationInLayoutSpecPointsASpacerToALayoutSpec() {
        let source = """
            final class MessageCellNode: ASCellNode {
                let avatarNode = ASNetworkImageNode()
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let spacer = ASDisplayNode()
                    spacer.style.preferredSize = CGSize(width: 40, height: 40)
                    let separator = ASDisplayNode()
                    separator.backgroundColor = .gray
                    separator.style.height = ASDimensionMake(1)
                    return ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                                             children: [spacer, avatarNode, separator])
                }
            }

            """
        XCTAssertEqual(messages(source, rule: "node-creation-in-layout-spec"), [
            "'ASDisplayNode' is created in a layout pass as a spacer; a spacer needs no node: use an ASLayoutSpec() with the same style",
            "'ASDisplayNode' is created in a layout pass; create subnodes once (a stored property set in init) and only arrange them here",
        ])
    }

    /// missing-super-call: ASDKViewController's viewDidLayoutSubviews does work only for a controller that
    /// sets `neverShowPlaceholders` (it displays the node at once), and UIKit's does nothing (Bubbles'
    /// alert controller): elsewhere skipping it skips nothing, and the finding is a warning that says so.
    func testMissingSuperCallClaimsWorkInViewDidLayoutSubviewsOnlyWithNeverShowPlaceholders() {
        func controller(_ setUp: String) -> [String] {
            messages("""
                final class AlertViewController: ASDKViewController<ASDisplayNode> {
                    override init() {
                        super.init(node: ASDisplayNode())
                        \(setUp)
                    }
                    override func viewDidLayoutSubviews() {
                        node.alpha = 1
                    }
                }

                """, rule: "missing-super-call")
        }
        XCTAssertEqual(controller(""), ["override of viewDidLayoutSubviews does not call super.viewDidLayoutSubviews on every path"])
        XCTAssertEqual(controller("neverShowPlaceholders = true"),
                       ["override of viewDidLayoutSubviews does not call super.viewDidLayoutSubviews on every path; the superclass does work there that is then skipped"])
    }
}
