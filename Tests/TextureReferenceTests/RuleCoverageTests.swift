import Foundation
import TextureReference
import XCTest

// One small app-like class per behaviour; the offending line is captured with #line.

final class GestureCell: ASCellNode {
    static var line = 0
    override init() {
        super.init()
        GestureCell.line = #line; _ = UITapGestureRecognizer(target: self, action: Selector("tap"))
    }
}

final class ScreenWidthNode: ASDisplayNode {
    static var line = 0
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ScreenWidthNode.line = #line; let width = UIScreen.main.bounds.width - 32
        let spacer = ASLayoutSpec()
        spacer.style.width = ASDimensionMake(width)
        return spacer
    }
}

final class ImageViewTweakingNode: ASDisplayNode {
    let imageNode = ASImageNode()
    static var line = 0
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ImageViewTweakingNode.line = #line; imageNode.view.contentMode = .scaleAspectFill
        return ASWrapperLayoutSpec(layoutElement: imageNode)
    }
}

final class NodeMakingNode: ASDisplayNode {
    static var line = 0
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        NodeMakingNode.line = #line; let badge = ASTextNode()
        return ASWrapperLayoutSpec(layoutElement: badge)
    }
}

final class BoundsReadingNode: ASDisplayNode {
    static var line = 0
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        BoundsReadingNode.line = #line; _ = bounds.width
        return ASLayoutSpec()
    }
}

final class ManualLayoutBadge: ASDisplayNode {
    static let line = #line - 1
    let text = ASTextNode()
    override init() {
        super.init()
        addSubnode(text)
    }
    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        CGSize(width: 40, height: 20)
    }
}

final class FormCell: ASCellNode {
    let input = ASEditableTextNode()
    static var line = 0
    override init() {
        super.init()
        FormCell.line = #line; input.textView.keyboardType = .emailAddress
    }
}

final class VideoCell: ASCellNode {
    let videoNode = ASVideoNode()
    static var line = 0
    init(url: URL) {
        super.init()
        VideoCell.line = #line; videoNode.assetURL = url
    }
}

final class SelfParametersNode: ASDisplayNode {
    var progress: CGFloat = 0
    static let line = #line + 1
    override func drawParameters(forAsyncLayer layer: _ASDisplayLayer) -> NSObjectProtocol? {
        self
    }
    static var drawLine = 0
    override class func draw(_ bounds: CGRect, withParameters parameters: Any?, isCancelled isCancelledBlock: () -> Bool,
                             isRasterizing: Bool) {
        SelfParametersNode.drawLine = #line; _ = UIScreen.main.scale
    }
}

final class ExpandingNode: ASDisplayNode {
    static let line = #line + 6
    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec { ASLayoutSpec() }
    override func animateLayoutTransition(_ context: ASContextTransitioning) {
        UIView.animate(withDuration: 0.3) { self.alpha = 1 }
    }
}

final class FrameInViewDidLoadController: ASDKViewController<ASDisplayNode> {
    let overlay = ASDisplayNode()
    static var line = 0
    override init() {
        super.init(node: ASDisplayNode())
        node.addSubnode(overlay)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() {
        super.viewDidLoad()
        FrameInViewDidLoadController.line = #line; overlay.frame = view.bounds
    }
}

/// The behaviours behind the other rules, each observed once where it happens.
final class RuleCoverageTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(TextureRuntime.canLocateViolations && TextureRuntime.canInspectOverrides)
    }

    private func pairs(_ body: () -> Void) -> Set<RuleAndLine> {
        Set(TextureRuntime.collectViolations(body).map(\.ruleAndLine))
    }

    func testGestureInInit() {
        XCTAssertEqual(pairs { ScenarioLife().makeInNodeBlock { GestureCell() } },
                       [RuleAndLine(ruleID: RuleID.gestureInInit, line: GestureCell.line)])
    }

    func testUIKitInLayoutSpecOffMain() {
        XCTAssertEqual(pairs { ScenarioLife().measureInBackground(ScreenWidthNode(), size: CGSize(width: 100, height: 100)) },
                       [RuleAndLine(ruleID: RuleID.uikitInLayoutSpec, line: ScreenWidthNode.line)])
    }

    func testViewAccessInLayoutSpec() {
        XCTAssertEqual(pairs { ScenarioLife().measureInBackground(ImageViewTweakingNode(), size: CGSize(width: 100, height: 100)) },
                       [RuleAndLine(ruleID: RuleID.viewAccessInLayoutSpec, line: ImageViewTweakingNode.line)])
    }

    func testNodeCreationInLayoutSpec() {
        let node = NodeMakingNode()
        XCTAssertEqual(pairs {
            let life = ScenarioLife()
            life.measureInBackground(node, size: CGSize(width: 100, height: 100))
            life.measureInBackground(node, size: CGSize(width: 120, height: 100))
        }, [RuleAndLine(ruleID: RuleID.nodeCreationInLayoutSpec, line: NodeMakingNode.line)],
        "the second pass creates the node again")
    }

    func testBridgedReadInLayoutSpecOfALoadedNode() {
        let node = BoundsReadingNode()
        let observed = pairs {
            let life = ScenarioLife()
            life.layout(node, size: CGSize(width: 100, height: 100))
            node.invalidateCalculatedLayout()
            life.measureInBackground(node, size: CGSize(width: 120, height: 100))
        }
        XCTAssertEqual(observed, [RuleAndLine(ruleID: RuleID.bridgedReadInLayoutSpec, line: BoundsReadingNode.line)])
    }

    func testNodeBlockCapturesUIKit() {
        let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
        var line = 0
        let observed = pairs {
            let life = ScenarioLife()
            life.show(collection)
            life.makeInNodeBlock { () -> ASCellNode in
                let cell = ASCellNode()
                line = #line; cell.style.preferredSize = collection.bounds.size
                return cell
            }
        }
        XCTAssertEqual(observed, [RuleAndLine(ruleID: RuleID.nodeBlockCapturesUIKit, line: line)])
    }

    func testCalculateSizeWithoutLayout() {
        XCTAssertEqual(pairs { ScenarioLife().layout(ManualLayoutBadge(), size: CGSize(width: 40, height: 20)) },
                       [RuleAndLine(ruleID: RuleID.calculateSizeWithoutLayout, line: ManualLayoutBadge.line)])
    }

    func testEditableTextViewBeforeLoad() {
        XCTAssertEqual(pairs { ScenarioLife().makeInNodeBlock { FormCell() } },
                       [RuleAndLine(ruleID: RuleID.editableTextViewBeforeLoad, line: FormCell.line)])
        XCTAssertEqual(pairs { _ = FormCell() },
                       [RuleAndLine(ruleID: RuleID.editableTextViewBeforeLoad, line: FormCell.line)],
                       "on main it still loads the node inside init")
    }

    func testVideoAssetOffMain() {
        let url = URL(string: "https://example.com/v.mp4")!
        XCTAssertEqual(pairs { ScenarioLife().makeInNodeBlock { VideoCell(url: url) } },
                       [RuleAndLine(ruleID: RuleID.videoAssetOffMain, line: VideoCell.line)])
        XCTAssertEqual(pairs { _ = VideoCell(url: url) }, [], "main thread is fine")
    }

    func testDrawingThreadSafety() {
        let node = SelfParametersNode()
        let observed = pairs {
            let life = ScenarioLife()
            life.layout(node, size: CGSize(width: 10, height: 10))
            life.display(node)
        }
        XCTAssertEqual(observed, [RuleAndLine(ruleID: RuleID.drawThreadSafety, line: SelfParametersNode.line),
                                  RuleAndLine(ruleID: RuleID.drawThreadSafety, line: SelfParametersNode.drawLine)])
    }

    func testTransitionWithoutCompletion() {
        let node = ExpandingNode()
        let observed = pairs {
            let life = ScenarioLife()
            life.layout(node, size: CGSize(width: 100, height: 100))
            life.transition(node)
        }
        XCTAssertEqual(observed, [RuleAndLine(ruleID: RuleID.missingCompleteTransition, line: ExpandingNode.line)])
    }

    func testTransitionOffMain() {
        let node = ExpandingNode()
        var line = 0
        let violations = TextureRuntime.collectViolations {
            ScenarioLife().layout(node, size: CGSize(width: 100, height: 100))
            _ = TextureRuntime.onBackgroundThread {
                line = #line; node.transitionLayout(withAnimation: true, shouldMeasureAsync: true)
            }
        }
        XCTAssertTrue(violations.contains { $0.ruleAndLine == RuleAndLine(ruleID: RuleID.transitionLayoutMisuse, line: line) })
    }

    /// Geometry set in viewDidLoad breaks no contract: Texture and UIKit accept it, and after a rotation
    /// the frame is merely what the code set (rules/layout-in-viewdidload.md: not runtime-observable).
    func testGeometrySetInViewDidLoadIsNotAViolation() {
        XCTAssertEqual(pairs {
            let life = ScenarioLife()
            let controller = FrameInViewDidLoadController()
            life.present(controller)
            life.rotate(controller)
        }, [])
    }
}
