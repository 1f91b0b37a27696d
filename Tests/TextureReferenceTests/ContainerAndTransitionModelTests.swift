import Foundation
import TextureReference
import XCTest

// Small app-like classes for the behaviours the container, transition and layout-pass scenarios rest
// on; offending lines are captured with #line.

/// Returns one stored cell per row; the same cells again after a reload.
final class StoredRowsSource: ASTableDataSource {
    let cells = [ASTextCellNode(), ASTextCellNode(), ASTextCellNode()]
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { cells.count }
    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode { cells[indexPath.row] }
}

/// Returns one stored cell from a node block for every row.
final class SharedBlockSource: ASCollectionDataSource {
    let shared = ASTextCellNode()
    static let methodLine = #line + 2
    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        { self.shared }
    }
}

/// Adds its subnodes by hand and transitions between one and two of them.
final class ManualDetailNode: ASDisplayNode {
    let title = ASTextNode()
    let detail = ASTextNode()
    var showsDetail = false
    static var transitionLine = 0

    override init() {
        super.init()
        addSubnode(title)
        addSubnode(detail)
    }

    func toggle() {
        showsDetail.toggle()
        ManualDetailNode.transitionLine = #line; transitionLayout(withAnimation: true, shouldMeasureAsync: false)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch,
                          children: showsDetail ? [title, detail] : [title])
    }
}

/// Manages its subnodes and completes its transitions only when told to.
final class DeferredTransitionNode: ASDisplayNode {
    let title = ASTextNode()
    let detail = ASTextNode()
    var showsDetail = true
    var pending: ASContextTransitioning?

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch,
                          children: showsDetail ? [title, detail] : [title])
    }

    override func animateLayoutTransition(_ context: ASContextTransitioning) {
        pending = context
    }
}

/// Registers a target while its layout spec is computed.
final class TargetInSpecNode: ASDisplayNode {
    let button = ASButtonNode()
    static var addLine = 0

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        TargetInSpecNode.addLine = #line; button.addTarget(self, action: Selector("tapped"), forControlEvents: .touchUpInside)
        return ASWrapperLayoutSpec(layoutElement: button)
    }
}

/// Reloads its table on every layout pass.
final class ReloadingController: ASDKViewController<ASTableNode> {
    static var reloadLine = 0
    override init() { super.init(node: ASTableNode()) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        ReloadingController.reloadLine = #line; node.reloadData()
    }
}

/// Rows from an array the test changes.
final class CountingSource: ASTableDataSource {
    var count = 4
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { count }
    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        { ASTextCellNode() }
    }
}

final class ContainerAndTransitionModelTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(TextureRuntime.canLocateViolations && TextureRuntime.canInspectOverrides)
    }

    private func pairs(_ violations: [Violation]) -> Set<RuleAndLine> { Set(violations.map(\.ruleAndLine)) }

    // MARK: cell-node-reuse

    func testStoredCellsHandedOutOncePerItemAndAgainAfterAReloadAreNotObserved() {
        let source = StoredRowsSource()
        let table = ASTableNode()
        table.dataSource = source
        let violations = TextureRuntime.collectViolations {
            let life = ScenarioLife()
            life.show(table)
            table.reloadData()
            life.waitForBackgroundWork()
        }
        XCTAssertEqual(violations, [], "Texture moves a stored node into its new cell without a visible failure")
        XCTAssertTrue(table.nodeForRow(at: IndexPath(row: 0, section: 0)) === source.cells[0])
    }

    func testOneNodeFromANodeBlockForSeveralItemsIsObservedAtTheBlockMethod() {
        let source = SharedBlockSource()
        let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
        collection.dataSource = source
        let violations = TextureRuntime.collectViolations { ScenarioLife().show(collection) }
        XCTAssertEqual(pairs(violations), [RuleAndLine(ruleID: RuleID.cellNodeReuse, line: SharedBlockSource.methodLine)],
                       "\(violations)")
        XCTAssertEqual(violations.first?.count, 1, "reported once per node")
    }

    // MARK: collection-update-off-main

    func testTheTableViewsOwnUpdateAPIAssertsTheMainThread() {
        let source = CountingSource()
        let table = ASTableNode()
        table.dataSource = source
        var line = 0
        let violations = TextureRuntime.collectViolations {
            let life = ScenarioLife()
            life.show(table)
            life.onBackgroundThread {
                source.count = 5
                line = #line; table.view.reloadData()
            }
            life.waitForBackgroundWork()
        }
        XCTAssertEqual(pairs(violations), [RuleAndLine(ruleID: RuleID.collectionUpdateOffMain, line: line)], "\(violations)")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 5, "the reload still happened, on main")
    }

    func testACountMismatchAfterAnOffMainUpdateIsAConsequenceNotANewViolation() {
        let source = CountingSource()
        let table = ASTableNode()
        table.dataSource = source
        var line = 0
        let violations = TextureRuntime.collectViolations {
            let life = ScenarioLife()
            life.show(table)
            life.onBackgroundThread {
                source.count = 6
                line = #line; table.insertRows(at: [IndexPath(row: 4, section: 0)], with: .automatic)
            }
            life.waitForBackgroundWork()
        }
        XCTAssertEqual(pairs(violations), [RuleAndLine(ruleID: RuleID.collectionUpdateOffMain, line: line)], "\(violations)")
    }

    // MARK: transition-layout-misuse, missing-complete-transition

    func testWithoutAutomaticManagementATransitionInsertsButNeverRemoves() {
        let node = ManualDetailNode()
        var framesAfterExpanding: CGRect = .zero
        let violations = TextureRuntime.collectViolations {
            let life = ScenarioLife()
            life.layout(node, size: CGSize(width: 200, height: 100))
            node.toggle()
            life.waitForBackgroundWork()
            framesAfterExpanding = node.detail.frame
            XCTAssertEqual(node.subnodes?.count, 2)
            node.toggle()
            life.waitForBackgroundWork()
        }
        XCTAssertNotEqual(framesAfterExpanding, .zero, "expanding works: the detail got a frame")
        XCTAssertTrue(node.detail.supernode === node, "collapsing left the detail in place")
        XCTAssertEqual(pairs(violations), [RuleAndLine(ruleID: RuleID.transitionLayoutMisuse, line: ManualDetailNode.transitionLine)],
                       "\(violations)")
        XCTAssertEqual(violations.first?.evidence, .observed)
    }

    func testRemovalsWaitForCompleteTransition() {
        let node = DeferredTransitionNode()
        let violations = TextureRuntime.collectViolations {
            let life = ScenarioLife()
            life.layout(node, size: CGSize(width: 200, height: 100))
            XCTAssertEqual(node.subnodes?.count, 2)
            node.showsDetail = false
            life.transition(node)
            XCTAssertTrue(node.detail.supernode === node, "still there while the animation runs")
            node.pending?.completeTransition(true)
            life.waitForBackgroundWork()
            XCTAssertNil(node.detail.supernode, "removed once the transition completed")
        }
        XCTAssertEqual(violations, [])
    }

    // MARK: one-time-setup-in-layout-pass

    func testATargetAddedInALayoutSpecIsObservedWhenTheNodeIsMeasuredAgain() {
        let node = TargetInSpecNode()
        let violations = TextureRuntime.collectViolations {
            let life = ScenarioLife()
            life.measureInBackground(node, size: CGSize(width: 100, height: 44))
            node.invalidateCalculatedLayout()
            life.layout(node, size: CGSize(width: 200, height: 44))
        }
        XCTAssertEqual(pairs(violations), [RuleAndLine(ruleID: RuleID.oneTimeSetupInLayoutPass, line: TargetInSpecNode.addLine)],
                       "\(violations)")
    }

    func testAReloadInALayoutPassIsObservedOnTheSecondPassOnly() {
        let first = TextureRuntime.collectViolations { ScenarioLife().present(ReloadingController()) }
        XCTAssertEqual(first, [], "one layout pass: nothing repeated yet")
        let second = TextureRuntime.collectViolations {
            let life = ScenarioLife()
            let controller = ReloadingController()
            life.present(controller)
            life.rotate(controller)
        }
        XCTAssertEqual(pairs(second), [RuleAndLine(ruleID: RuleID.oneTimeSetupInLayoutPass, line: ReloadingController.reloadLine)],
                       "\(second)")
    }

    // MARK: harness

    func testWaitingCoversModelWorkStartedByTheAppsOwnMainQueueBlocks() {
        let source = CountingSource()
        let table = ASTableNode()
        table.dataSource = source
        let violations = TextureRuntime.collectViolations {
            let life = ScenarioLife()
            life.show(table)
            DispatchQueue.main.async {
                source.count = 7
                table.reloadData()
            }
            life.waitForBackgroundWork()
            XCTAssertEqual(table.numberOfRows(inSection: 0), 7)
        }
        XCTAssertEqual(violations, [])
    }
}
