import Foundation
import TextureReference
import XCTest

final class StateRecordingNode: ASDisplayNode {
    var events: [String] = []
    var threads: Set<Bool> = []
    private func note(_ event: String) {
        events.append(event)
        threads.insert(Thread.isMainThread)
    }
    override func didEnterPreloadState() { super.didEnterPreloadState(); note("enterPreload") }
    override func didExitPreloadState() { super.didExitPreloadState(); note("exitPreload") }
    override func didEnterDisplayState() { super.didEnterDisplayState(); note("enterDisplay") }
    override func didExitDisplayState() { super.didExitDisplayState(); note("exitDisplay") }
    override func didEnterVisibleState() { super.didEnterVisibleState(); note("enterVisible") }
    override func didExitVisibleState() { super.didExitVisibleState(); note("exitVisible") }
    override func interfaceStateDidChange(_ newState: ASInterfaceState, from oldState: ASInterfaceState) {
        super.interfaceStateDidChange(newState, from: oldState)
        note("changed \(oldState) -> \(newState)")
    }
}

final class ForgetfulNode: ASDisplayNode {
    static let didLoadLine = #line + 1
    override func didLoad() {
        backgroundColor = .red
    }
    static let layoutLine = #line + 1
    override func layout() {
        backgroundColor = .blue
    }
}

final class ForgetfulCollection: ASCollectionNode {
    static let didLoadLine = #line + 1
    override func didLoad() {}
}

final class LayerBackedBadge: ASDisplayNode {
    static var viewLine = 0
    override init() {
        super.init()
        isLayerBacked = true
    }
    override func didLoad() {
        super.didLoad()
        LayerBackedBadge.viewLine = #line; _ = view
    }
}

/// Interface states, missing super calls, layer backing.
final class LifecycleTests: XCTestCase {
    func testInterfaceStatesAreDeliveredInOrderOnMain() {
        let node = StateRecordingNode()
        let violations = TextureRuntime.collectViolations {
            let life = ScenarioLife()
            life.setInterfaceState(node, [.measureLayout, .preload])
            life.setInterfaceState(node, [.measureLayout, .preload, .display, .visible])
            life.setInterfaceState(node, [])
        }
        XCTAssertEqual(violations, [])
        XCTAssertEqual(node.events, [
            "enterPreload", "changed [] -> [measureLayout, preload]",
            "enterDisplay", "enterVisible", "changed [measureLayout, preload] -> [measureLayout, preload, display, visible]",
            "exitPreload", "exitDisplay", "exitVisible", "changed [measureLayout, preload, display, visible] -> []",
        ])
        XCTAssertEqual(node.threads, [true])
    }

    func testMissingSuperCallsAreObservedAndLocatedAtTheOverride() throws {
        try XCTSkipUnless(TextureRuntime.canInspectOverrides)
        let violations = TextureRuntime.collectViolations {
            ScenarioLife().layout(ForgetfulNode(), size: CGSize(width: 10, height: 10))
        }
        XCTAssertEqual(Set(violations.map(\.ruleAndLine)), [
            RuleAndLine(ruleID: RuleID.missingSuperCall, line: ForgetfulNode.didLoadLine),
            RuleAndLine(ruleID: RuleID.missingSuperCall, line: ForgetfulNode.layoutLine),
        ], "\(violations)")
        XCTAssertTrue(violations.allSatisfy { $0.evidence == .observed })
    }

    func testSkippingSuperInACollectionNodeDidLoadLosesTheData() throws {
        try XCTSkipUnless(TextureRuntime.canInspectOverrides)
        final class Source: ASCollectionDataSource {
            func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
                { ASTextCellNode() }
            }
        }
        let source = Source()
        let collection = ForgetfulCollection(collectionViewLayout: UICollectionViewFlowLayout())
        collection.dataSource = source
        let violations = TextureRuntime.collectViolations { ScenarioLife().show(collection) }
        XCTAssertEqual(violations.map(\.ruleAndLine), [RuleAndLine(ruleID: RuleID.missingSuperCall,
                                                                   line: ForgetfulCollection.didLoadLine)])
        XCTAssertEqual(collection.numberOfItems(inSection: 0), 0, "the pending data source was never applied")
    }

    func testLayerBackingAssertions() {
        let badge = LayerBackedBadge()
        let control = ASControlNode()
        let cell = ASCellNode()
        var lines: [Int] = []
        let violations = TextureRuntime.collectViolations {
            _ = badge.layer
            lines.append(#line); cell.isLayerBacked = true
            control.addTarget(self, action: Selector("tap"), forControlEvents: .touchUpInside)
            control.isUserInteractionEnabled = false
            control.isLayerBacked = true
            lines.append(#line); control.addTarget(self, action: Selector("tap"), forControlEvents: .touchUpInside)
            let loaded = ASDisplayNode()
            _ = loaded.view
            lines.append(#line); loaded.isLayerBacked = true
            let parent = ASDisplayNode()
            parent.isLayerBacked = true
            lines.append(#line); parent.addSubnode(ASDisplayNode())
        }
        XCTAssertEqual(violations.filter { $0.ruleID == RuleID.layerBackedViewAccess }.compactMap(\.location?.line).sorted(),
                       ([LayerBackedBadge.viewLine] + lines).sorted(), "\(violations)")
    }

    func testGestureRecognizerMakesANodeUnableToBeLayerBacked() {
        let node = ASDisplayNode()
        let violations = TextureRuntime.collectViolations {
            XCTAssertTrue(node.supportsLayerBacking)
            node.view.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil))
            XCTAssertFalse(node.supportsLayerBacking)
        }
        XCTAssertEqual(violations, [])
    }
}
