import Foundation
import TextureReference
import XCTest

final class OrderRecordingNode: ASDisplayNode {
    let child = ASDisplayNode()
    var events: [String] = []
    var childFrameSeenInLayout: CGRect?
    override init() {
        super.init()
        child.style.preferredSize = CGSize(width: 30, height: 40)
        addSubnode(child)
    }
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        events.append("layoutSpecThatFits(main: \(Thread.isMainThread))")
        let column = ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                                       children: [child])
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 5, left: 6, bottom: 5, right: 6), child: column)
    }
    override func layout() {
        super.layout()
        childFrameSeenInLayout = child.frame
        events.append("layout")
    }
    override func layoutDidFinish() {
        super.layoutDidFinish()
        events.append("layoutDidFinish")
    }
}

final class StoredSpecNode: ASDisplayNode {
    let text = ASTextNode()
    static let specLine = #line + 1
    private lazy var spec = ASInsetLayoutSpec(insets: .zero, child: text)
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec { spec }
}

final class MutatedSpecNode: ASDisplayNode {
    let title = ASTextNode()
    static let stackLine = #line + 1
    let stack = ASStackLayoutSpec.vertical()
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        stack.children = [title]
        return ASWrapperLayoutSpec(layoutElement: stack)
    }
}

final class DuplicateNode: ASDisplayNode {
    let title = ASTextNode()
    static var duplicateLine = 0
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        // Tree order: the stack holds `title` first, so the repeat is the one inside `inset`.
        DuplicateNode.duplicateLine = #line; let inset = ASInsetLayoutSpec(insets: .zero, child: title)
        return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [title, inset])
    }
}

final class SuperCallingNode: ASDisplayNode {
    let title = ASTextNode()
    static var superLine = 0
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        SuperCallingNode.superLine = #line; _ = super.layoutSpecThatFits(constrainedSize)
        return ASWrapperLayoutSpec(layoutElement: title)
    }
}

final class ButtonSubclass: ASButtonNode {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: .zero, child: super.layoutSpecThatFits(constrainedSize))
    }
}

final class AvatarNode: ASImageNode {
    static let declarationLine = #line - 1
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASLayoutSpec()
    }
}

final class ForbiddenNode: ASDisplayNode {
    static let overrideLine = #line + 1
    override func layoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        super.layoutThatFits(constrainedSize)
    }
}

final class AddsInLayoutSpecNode: ASDisplayNode {
    let icon = ASImageNode()
    static var addLine = 0
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        AddsInLayoutSpecNode.addLine = #line; addSubnode(icon)
        return ASWrapperLayoutSpec(layoutElement: icon)
    }
}

final class BlockAndOverrideNode: ASDisplayNode {
    static var blockLine = 0
    override init() {
        super.init()
        BlockAndOverrideNode.blockLine = #line; layoutSpecBlock = { _, _ in ASLayoutSpec() }
    }
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec { ASLayoutSpec() }
}

final class SelfStyleNode: ASDisplayNode {
    static var styleLine = 0
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        SelfStyleNode.styleLine = #line; style.preferredSize = CGSize(width: 100, height: 40)
        return ASLayoutSpec()
    }
}

/// The layout pass and the layout-spec contracts (docs/texture-facts.md#layout-and-automatic-subnode-management).
final class LayoutTests: XCTestCase {
    private func lines(_ violations: [Violation], _ rule: String) -> [Int] {
        violations.filter { $0.ruleID == rule }.compactMap { $0.location?.line }
    }

    func testLayoutPassOrderAndFramesBeforeLayout() {
        let node = OrderRecordingNode()
        let violations = TextureRuntime.collectViolations {
            let life = ScenarioLife()
            life.measureInBackground(node, size: CGSize(width: 200, height: 100))
            life.layout(node, size: CGSize(width: 200, height: 100))
        }
        XCTAssertEqual(violations, [])
        XCTAssertEqual(node.events, ["layoutSpecThatFits(main: false)", "layout", "layoutDidFinish"],
                       "measured once off main; the main-thread pass reuses the layout")
        XCTAssertEqual(node.childFrameSeenInLayout, CGRect(x: 6, y: 5, width: 30, height: 40),
                       "subnode frames are applied before layout()")
    }

    func testZeroBoundsSkipLayout() {
        let node = OrderRecordingNode()
        _ = TextureRuntime.collectViolations { ScenarioLife().layout(node, size: .zero) }
        XCTAssertEqual(node.events, [])
    }

    func testSpecsAreFrozenOnceReturned() {
        let node = OrderRecordingNode()
        let spec = ASStackLayoutSpec.vertical()
        node.layoutSpecBlock = { _, _ in spec }
        var line = 0
        let violations = TextureRuntime.collectViolations {
            XCTAssertTrue(spec.isMutable)
            _ = node.layoutThatFits(ASSizeRange(exactly: CGSize(width: 10, height: 10)))
            XCTAssertFalse(spec.isMutable)
            line = #line; spec.spacing = 4
        }
        XCTAssertEqual(violations.count, 1)
        XCTAssertEqual(violations.first?.message.hasPrefix("Cannot set properties when layout spec is not mutable (spacing set at LayoutTests.swift:\(line):"), true, "\(violations)")
    }

    func testStoredSpecReuseAssertsAtItsDeclaration() {
        let node = StoredSpecNode()
        let violations = TextureRuntime.collectViolations {
            _ = node.layoutThatFits(ASSizeRange(exactly: CGSize(width: 100, height: 50)))
            _ = node.layoutThatFits(ASSizeRange(exactly: CGSize(width: 200, height: 50)))
        }
        XCTAssertEqual(lines(violations, RuleID.storedLayoutSpec), [StoredSpecNode.specLine], "\(violations)")
        XCTAssertEqual(violations.first?.message.hasSuffix("Layout specs should always be regenerated."), true)
    }

    func testMutatingAStoredNestedSpecAssertsOnTheSecondPass() {
        let node = MutatedSpecNode()
        let violations = TextureRuntime.collectViolations {
            _ = node.layoutThatFits(ASSizeRange(exactly: CGSize(width: 100, height: 50)))
            _ = node.layoutThatFits(ASSizeRange(exactly: CGSize(width: 200, height: 50)))
        }
        // Texture freezes only the returned spec; the nested stored one stays mutable: no assertion.
        XCTAssertEqual(violations, [])
    }

    func testDuplicateElementsAssertAndUseAnEmptySpec() {
        let node = DuplicateNode()
        var layout: ASLayout?
        let violations = TextureRuntime.collectViolations {
            layout = node.layoutThatFits(ASSizeRange(exactly: CGSize(width: 100, height: 50)))
        }
        XCTAssertEqual(lines(violations, RuleID.duplicateLayoutElement), [DuplicateNode.duplicateLine])
        XCTAssertEqual(layout?.sublayouts.count, 0, "an empty spec replaces the broken one")
    }

    func testSuperLayoutSpecThatFitsOnTheBaseAsserts() throws {
        try XCTSkipUnless(TextureRuntime.canInspectOverrides)
        let violations = TextureRuntime.collectViolations {
            _ = SuperCallingNode().layoutThatFits(ASSizeRange(exactly: CGSize(width: 100, height: 50)))
            _ = ButtonSubclass().layoutThatFits(ASSizeRange(exactly: CGSize(width: 100, height: 50)))
        }
        XCTAssertEqual(violations.map(\.ruleAndLine), [RuleAndLine(ruleID: RuleID.superLayoutSpecThatFits,
                                                                   line: SuperCallingNode.superLine)],
                       "calling super on ASButtonNode (which implements it) is fine: \(violations)")
    }

    func testOverrideCountCheck() throws {
        try XCTSkipUnless(TextureRuntime.canInspectOverrides)
        let violations = TextureRuntime.collectViolations {
            _ = AvatarNode().layoutThatFits(ASSizeRange(exactly: CGSize(width: 100, height: 50)))
        }
        XCTAssertEqual(violations.map(\.ruleAndLine), [RuleAndLine(ruleID: RuleID.conflictingLayoutOverrides,
                                                                   line: AvatarNode.declarationLine)], "\(violations)")
    }

    func testForbiddenOverrideAssertsAtFirstUseOfTheClass() throws {
        try XCTSkipUnless(TextureRuntime.canInspectOverrides)
        let violations = TextureRuntime.collectViolations {
            _ = ForbiddenNode()
            _ = ForbiddenNode()
        }
        XCTAssertEqual(violations.map(\.ruleAndLine), [RuleAndLine(ruleID: RuleID.forbiddenOverride,
                                                                   line: ForbiddenNode.overrideLine)])
        XCTAssertEqual(violations.first?.count, 1, "once per class")
    }

    func testAddingSubnodesInLayoutSpecAsserts() {
        let violations = TextureRuntime.collectViolations {
            _ = AddsInLayoutSpecNode().layoutThatFits(ASSizeRange(exactly: CGSize(width: 100, height: 50)))
        }
        XCTAssertEqual(lines(violations, RuleID.addSubnodeInLayoutSpec), [AddsInLayoutSpecNode.addLine])
    }

    func testLayoutSpecBlockWithOverrideAsserts() throws {
        try XCTSkipUnless(TextureRuntime.canInspectOverrides)
        let violations = TextureRuntime.collectViolations { _ = BlockAndOverrideNode() }
        XCTAssertEqual(lines(violations, RuleID.layoutSpecBlockWithOverride), [BlockAndOverrideNode.blockLine])
    }

    func testOwnStyleSizeInLayoutSpecIsObserved() {
        let violations = TextureRuntime.collectViolations {
            _ = SelfStyleNode().layoutThatFits(ASSizeRange(exactly: CGSize(width: 100, height: 50)))
        }
        XCTAssertEqual(lines(violations, RuleID.selfStyleInLayoutSpec), [SelfStyleNode.styleLine])
    }

    func testStackLayoutGeometry() {
        let a = ASDisplayNode(), b = ASDisplayNode()
        a.style.preferredSize = CGSize(width: 20, height: 10)
        b.style.preferredSize = CGSize(width: 30, height: 15)
        let stack = ASStackLayoutSpec(direction: .horizontal, spacing: 5, justifyContent: .start,
                                      alignItems: .start, children: [a, b])
        let layout = stack.layoutThatFits(ASSizeRange(min: .zero, max: CGSize(width: 100, height: 100)))
        XCTAssertEqual(layout.size, CGSize(width: 55, height: 15))
        XCTAssertEqual(layout.sublayouts.map(\.frame), [CGRect(x: 0, y: 0, width: 20, height: 10),
                                                       CGRect(x: 25, y: 0, width: 30, height: 15)])
    }
}
