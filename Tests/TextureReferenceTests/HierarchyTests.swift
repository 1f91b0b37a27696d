import Foundation
import TextureReference
import XCTest

final class ToggleNode: ASDisplayNode {
    let title = ASTextNode()
    let badge = ASTextNode()
    var showsBadge = false
    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        title.attributedText = NSAttributedString(string: "Title")
        badge.attributedText = NSAttributedString(string: "3")
    }
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .center,
                          children: showsBadge ? [title, badge] : [title])
    }
}

final class ManualAddOnManagedNode: ASDisplayNode {
    let title = ASTextNode()
    let extra = ASTextNode()
    static var addLine = 0
    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        ManualAddOnManagedNode.addLine = #line; addSubnode(extra)
    }
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASWrapperLayoutSpec(layoutElement: title)
    }
}

final class TextCellWithManualSubnode: ASTextCellNode {
    let icon = ASImageNode()
    static var addLine = 0
    override init() {
        super.init()
        TextCellWithManualSubnode.addLine = #line; addSubnode(icon)
    }
}

/// Automatic subnode management and the manual hierarchy API (docs/texture-facts.md#layout-and-automatic-subnode-management).
final class HierarchyTests: XCTestCase {
    func testManagedSubnodesFollowTheLayoutByDiffing() {
        let node = ToggleNode()
        let violations = TextureRuntime.collectViolations {
            let life = ScenarioLife()
            life.layout(node, size: CGSize(width: 200, height: 40))
            XCTAssertEqual(node.subnodes?.count, 1)
            XCTAssertTrue(node.subnodes?.first === node.title)
            node.showsBadge = true
            node.setNeedsLayout()
            life.layout(node, size: CGSize(width: 200, height: 40))
            XCTAssertEqual(node.subnodes?.count, 2)
            XCTAssertTrue(node.badge.supernode === node)
            XCTAssertTrue(node.badge.isNodeLoaded, "inserted into a loaded node on main: loaded and added")
            node.showsBadge = false
            node.setNeedsLayout()
            life.layout(node, size: CGSize(width: 200, height: 40))
            XCTAssertNil(node.badge.supernode)
        }
        XCTAssertEqual(violations, [])
    }

    func testManagedNodeMeasuredOffMainWhileLoadedAppliesOnMain() {
        let node = ToggleNode()
        let violations = TextureRuntime.collectViolations {
            let life = ScenarioLife()
            life.layout(node, size: CGSize(width: 200, height: 40))
            node.showsBadge = true
            node.invalidateCalculatedLayout()
            life.measureInBackground(node, size: CGSize(width: 200, height: 40))
            XCTAssertEqual(node.subnodes?.count, 1, "not applied off main on a loaded node")
            life.layout(node, size: CGSize(width: 200, height: 40))
            XCTAssertEqual(node.subnodes?.count, 2)
        }
        XCTAssertEqual(violations, [])
    }

    func testManualAddOnManagedNodeIsReportedAndTheOrphanRemoved() {
        let node = ManualAddOnManagedNode()
        var violations: [Violation] = []
        violations = TextureRuntime.collectViolations {
            ScenarioLife().layout(node, size: CGSize(width: 100, height: 30))
        }
        XCTAssertNil(node.extra.supernode, "removed as an orphan by the layout")
        XCTAssertEqual(Set(violations.map(\.ruleAndLine)),
                       [RuleAndLine(ruleID: RuleID.addSubnodeWithAutomaticManagement, line: ManualAddOnManagedNode.addLine)],
                       "\(violations)")
    }

    func testSubclassOfTextCellNodeInheritsManagement() {
        let violations = TextureRuntime.collectViolations { _ = TextCellWithManualSubnode() }
        XCTAssertEqual(violations.map(\.ruleAndLine),
                       [RuleAndLine(ruleID: RuleID.addSubnodeWithAutomaticManagement, line: TextCellWithManualSubnode.addLine)])
    }

    func testAddSubnodeOffMainAfterLoadAssertsThreadAffinity() {
        let parent = ASDisplayNode()
        let child = ASDisplayNode()
        var line = 0
        let violations = TextureRuntime.collectViolations {
            _ = parent.view
            _ = TextureRuntime.onBackgroundThread { line = #line; parent.addSubnode(child) }
        }
        XCTAssertEqual(violations.map(\.location?.line), [line])
        XCTAssertEqual(violations.first?.message.hasPrefix("Incorrect display node thread affinity"), true)
    }

    func testAddSubnodeBeforeLoadIsFineOnAnyThread() {
        let parent = ASDisplayNode()
        let violations = TextureRuntime.collectViolations {
            _ = TextureRuntime.onBackgroundThread { parent.addSubnode(ASDisplayNode()) }
        }
        XCTAssertEqual(violations, [])
        XCTAssertEqual(parent.subnodes?.count, 1)
    }

    func testAddingTheSameSubnodeTwiceIsIgnored() {
        let parent = ASDisplayNode()
        let child = ASDisplayNode()
        let violations = TextureRuntime.collectViolations {
            parent.addSubnode(child)
            parent.addSubnode(child)
        }
        XCTAssertEqual(violations, [], "addSubnode returns early for a node that is already a subnode")
        XCTAssertEqual(parent.subnodes?.count, 1)
    }

    func testInsertingAnExistingSubnodePastTheEndAsserts() {
        let parent = ASDisplayNode()
        let child = ASDisplayNode()
        let violations = TextureRuntime.collectViolations {
            parent.addSubnode(child)
            parent.insertSubnode(child, at: 1)
        }
        XCTAssertEqual(violations.count, 1)
        XCTAssertEqual(violations.first?.message.contains("is already a subnode of"), true)
    }
}
