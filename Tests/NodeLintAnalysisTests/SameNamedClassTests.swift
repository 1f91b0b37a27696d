import NodeLintAnalysis
import NodeLintModel
import XCTest

/// Two apps or modules linted in one run may each have a class of the same name (Texture's own
/// examples have two `ItemNode`s and three `PostNode`s). Their records merge, so the index marks the
/// name ambiguous and answers "unknown" where the merged facts would mislead; and Texture's own
/// classes, when their source is in the tree, are described by the tables, not by that source.
final class SameNamedClassTests: XCTestCase {
    func testAClassDeclaredInTwoFilesIsAmbiguous() {
        let project = TestProject([
            "Deals/ItemNode.swift": """
                final class ItemNode: ASCellNode {
                    override init() {
                        super.init()
                        automaticallyManagesSubnodes = true
                    }
                }
                """,
            "Gallery/ItemNode.swift": "final class ItemNode: ASCellNode {}\n",
        ])
        XCTAssertEqual(project.index.record("ItemNode")?.isAmbiguous, true)
        XCTAssertTrue(project.index.hasAmbiguousLineage("ItemNode"))
        // Still a node (both declarations agree on the superclass) ...
        XCTAssertTrue(project.index.isNode("ItemNode"))
        // ... but what one of them sets on itself says nothing about the other.
        XCTAssertFalse(project.index.managesSubnodesAutomatically("ItemNode"))
        XCTAssertNil(project.index.assignedValues(of: "automaticallyManagesSubnodes", in: "ItemNode"))
    }

    func testSameNamedClassesWithDifferentSuperclassesHaveNone() {
        let project = TestProject([
            "App/BadgeView.swift": "final class Badge: ASDisplayNode {}\n",
            "Widget/BadgeView.swift": "final class Badge: UIView {}\n",
        ])
        XCTAssertNil(project.index.record("Badge")?.superclass)
        XCTAssertFalse(project.index.isNode("Badge"))
        XCTAssertFalse(project.index.isUIKitView("Badge"))
    }

    func testOneClassInTheBranchesOfAnIfOrInAHeaderAndImplementationIsNot() {
        let project = TestProject([
            "Card.swift": """
                #if os(iOS)
                final class CardNode: ASDisplayNode {}
                #else
                final class CardNode: ASDisplayNode {}
                #endif
                """,
            "ChipNode.h": "@interface ChipNode : ASDisplayNode\n@end\n",
            "ChipNode.m": "@implementation ChipNode\n- (void)didLoad { [super didLoad]; }\n@end\n",
        ])
        XCTAssertEqual(project.index.record("CardNode")?.isAmbiguous, false)
        XCTAssertEqual(project.index.record("ChipNode")?.isAmbiguous, false)
        XCTAssertTrue(project.index.isNode("ChipNode"))
    }

    func testTexturesOwnClassesInTheTreeAreDescribedByTheTables() {
        let project = TestProject([
            // As in Texture's own source: the base class, and a category that turns a flag on in passing.
            "ASDisplayNode.mm": """
                @implementation ASDisplayNode
                - (void)didLoad {}
                - (void)layout {}
                @end
                @implementation ASDisplayNode (LayoutTransition)
                - (void)transitionLayoutWithAnimation:(BOOL)animated { self.automaticallyManagesSubnodes = YES; }
                @end
                """,
            "Cell.swift": "final class Cell: ASCellNode {}\n",
        ])
        // Declared in the project, but its own implementation's members are not taken as overrides.
        XCTAssertTrue(project.index.declares("ASDisplayNode"))
        XCTAssertFalse(project.index.record("ASDisplayNode")?.members.contains { $0.name == "didLoad" } ?? false)
        XCTAssertEqual(project.index.lineage(of: "Cell"), ["Cell", "ASCellNode", "ASDisplayNode", "NSObject"])
        XCTAssertFalse(project.index.managesSubnodesAutomatically("Cell"))
    }
}
