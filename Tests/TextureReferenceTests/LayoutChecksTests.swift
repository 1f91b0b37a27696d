import Foundation
import TextureReference
import XCTest

// Small nodes for the layout checks that record observed misbehaviour (`node-creation-in-layout-spec`, `self-style-in-layout-spec`) and for where the
// class-level checks (`conflicting-layout-overrides`, `calculate-size-without-layout`) and the duplicate search (`duplicate-layout-element`) locate what they find.

final class LazyBadgeNode: ASDisplayNode {
    private lazy var badge = ASTextNode()
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASWrapperLayoutSpec(layoutElement: badge)
    }
}

final class PerPassBadgeNode: ASDisplayNode {
    static var line = 0
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        PerPassBadgeNode.line = #line; let badge = ASTextNode()
        return ASWrapperLayoutSpec(layoutElement: badge)
    }
}

final class LoopBadgesNode: ASDisplayNode {
    static var line = 0
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        var badges: [ASLayoutElement] = []
        for _ in 0..<2 { LoopBadgesNode.line = #line; badges.append(ASTextNode()) }
        return ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start,
                                 children: badges)
    }
}

final class CompositeChipNode: ASDisplayNode {
    let label = ASTextNode()
    let icon: ASImageNode
    override init() {
        icon = ASImageNode()
        super.init()
        addSubnode(ASDisplayNode())
    }
}

final class ChipMakingNode: ASDisplayNode {
    static var line = 0
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ChipMakingNode.line = #line; let chip = CompositeChipNode()
        return ASWrapperLayoutSpec(layoutElement: chip)
    }
}

final class FullWidthNode: ASDisplayNode {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        style.width = ASDimensionMake(constrainedSize.max.width)
        return ASLayoutSpec()
    }
}

final class TallCardNode: ASDisplayNode {
    let title = ASDisplayNode()
    static var line = 0
    override init() {
        super.init()
        title.style.preferredSize = CGSize(width: 50, height: 40)
    }
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        TallCardNode.line = #line; style.height = ASDimensionMake(300)
        return ASWrapperLayoutSpec(layoutElement: title)
    }
}

class ManualBaseNode: ASDisplayNode {
    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize { CGSize(width: 10, height: 10) }
}

final class SpecOnManualBaseNode: ManualBaseNode {
    static let line = #line - 1
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec { ASLayoutSpec() }
}

final class BackgroundDuplicateNode: ASDisplayNode {
    let shared = ASDisplayNode()
    static var backgroundLine = 0
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let content = ASInsetLayoutSpec(insets: .zero, child: shared)
        BackgroundDuplicateNode.backgroundLine = #line; let behind = ASWrapperLayoutSpec(layoutElement: shared)
        return ASBackgroundLayoutSpec(child: content, background: behind)
    }
}

final class LayoutChecksTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(TextureRuntime.canLocateViolations && TextureRuntime.canInspectOverrides)
    }

    private func twoPasses(_ node: ASDisplayNode) -> [Violation] {
        TextureRuntime.collectViolations {
            let life = ScenarioLife()
            life.measureInBackground(node, size: CGSize(width: 100, height: 100))
            life.measureInBackground(node, size: CGSize(width: 120, height: 100))
        }
    }

    // MARK: node-creation-in-layout-spec

    func testLazyNodePropertyCreatedByTheSpecIsCreatedOnce() {
        XCTAssertEqual(twoPasses(LazyBadgeNode()), [])
    }

    func testNodeCreatedOnEveryPassIsObservedOnTheSecond() {
        let node = PerPassBadgeNode()
        let first = TextureRuntime.collectViolations {
            ScenarioLife().measureInBackground(node, size: CGSize(width: 100, height: 100))
        }
        XCTAssertEqual(first, [], "one creation is not yet a new node every pass")
        XCTAssertEqual(twoPasses(PerPassBadgeNode()).map(\.ruleAndLine),
                       [RuleAndLine(ruleID: RuleID.nodeCreationInLayoutSpec, line: PerPassBadgeNode.line)])
    }

    func testNodesCreatedInALoopOfOnePassAreObserved() {
        let violations = TextureRuntime.collectViolations {
            ScenarioLife().measureInBackground(LoopBadgesNode(), size: CGSize(width: 100, height: 100))
        }
        XCTAssertEqual(violations.map(\.ruleAndLine),
                       [RuleAndLine(ruleID: RuleID.nodeCreationInLayoutSpec, line: LoopBadgesNode.line)])
    }

    func testSubnodesCreatedByANodeMadeInTheSpecCountAsThatOneCreation() {
        XCTAssertEqual(twoPasses(ChipMakingNode()).map(\.ruleAndLine),
                       [RuleAndLine(ruleID: RuleID.nodeCreationInLayoutSpec, line: ChipMakingNode.line)])
    }

    // MARK: self-style-in-layout-spec

    func testOwnSizeTheResultHonoursIsNotObserved() {
        XCTAssertEqual(twoPasses(FullWidthNode()), [])
    }

    func testOwnSizeTheFirstPassIgnoresIsObservedOnceAtTheWrite() {
        let node = TallCardNode()
        var sizes: [CGSize] = []
        let violations = TextureRuntime.collectViolations {
            for width: CGFloat in [100, 120] {
                let range = ASSizeRange(min: CGSize(width: width, height: 0), max: CGSize(width: width, height: 1000))
                sizes.append(TextureRuntime.onBackgroundThread { node.layoutThatFits(range).size } ?? .zero)
            }
        }
        XCTAssertEqual(sizes.map(\.height), [40, 300], "the first pass used the old (automatic) height")
        XCTAssertEqual(violations.map(\.ruleAndLine),
                       [RuleAndLine(ruleID: RuleID.selfStyleInLayoutSpec, line: TallCardNode.line)])
        XCTAssertEqual(violations.first?.count, 1, "the second pass writes the same value: no change")
    }

    // MARK: Locations

    func testOverrideConflictIsLocatedAtTheClassThatBroughtTheSecondMethod() {
        let violations = TextureRuntime.collectViolations {
            _ = SpecOnManualBaseNode().layoutThatFits(ASSizeRange(exactly: CGSize(width: 10, height: 10)))
        }
        XCTAssertEqual(violations.map(\.ruleAndLine),
                       [RuleAndLine(ruleID: RuleID.conflictingLayoutOverrides, line: SpecOnManualBaseNode.line)])
    }

    func testDuplicateSearchVisitsABackgroundSpecsChildBeforeItsBackground() {
        let violations = TextureRuntime.collectViolations {
            _ = BackgroundDuplicateNode().layoutThatFits(ASSizeRange(exactly: CGSize(width: 10, height: 10)))
        }
        XCTAssertEqual(violations.map(\.ruleAndLine),
                       [RuleAndLine(ruleID: RuleID.duplicateLayoutElement, line: BackgroundDuplicateNode.backgroundLine)],
                       "Texture's children of a background spec are [child, background]")
    }
}
