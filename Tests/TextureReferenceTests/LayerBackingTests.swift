import Foundation
import TextureReference
import XCTest

final class LayerBackedTagCell: ASCellNode {
    static var line = 0
    let textNode = ASTextNode()
    override init() {
        super.init()
        textNode.isLayerBacked = true
        LayerBackedTagCell.line = #line; textNode.view.isUserInteractionEnabled = false
    }
}

final class LayerBackedRootController: ASDKViewController<ASDisplayNode> {
    static var line = 0
    override init() {
        super.init(node: ASDisplayNode())
        LayerBackedRootController.line = #line; node.isLayerBacked = true
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Layer backing (docs/texture-facts.md#layer-backing).
final class LayerBackingTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(TextureRuntime.canLocateViolations)
    }

    private func pairs(_ body: () -> Void) -> Set<RuleAndLine> {
        Set(TextureRuntime.collectViolations(body).map(\.ruleAndLine))
    }

    func testControlsStartWithoutInteractionAndTargetsTurnItOn() {
        XCTAssertEqual(pairs {
            let control = ASControlNode()
            XCTAssertFalse(control.isUserInteractionEnabled)
            control.isLayerBacked = true
            control.isLayerBacked = false
            control.addTarget(self, action: Selector("tap"), forControlEvents: .touchUpInside)
            XCTAssertTrue(control.isUserInteractionEnabled)
        }, [])
    }

    func testButtonsRefuseLayerBacking() {
        var line = 0
        let violations = pairs {
            let button = ASButtonNode()
            line = #line; button.isLayerBacked = true
        }
        XCTAssertEqual(violations, [RuleAndLine(ruleID: RuleID.layerBackedViewAccess, line: line)])
    }

    func testViewOfALayerBackedNodeInInitIsTheInitsViewAccess() {
        XCTAssertEqual(pairs { ScenarioLife().makeInNodeBlock { LayerBackedTagCell() } },
                       [RuleAndLine(ruleID: RuleID.viewAccessInInit, line: LayerBackedTagCell.line)])
    }

    func testALayerBackedRootNodeIsReportedWhereItWasMadeLayerBacked() {
        XCTAssertEqual(pairs { ScenarioLife().present(LayerBackedRootController()) },
                       [RuleAndLine(ruleID: RuleID.layerBackedViewAccess, line: LayerBackedRootController.line)])
    }
}
