import Foundation
import TextureReference
import XCTest

final class BadgeCell: ASCellNode {
    static var labelLine = 0, recognizerLine = 0, addLine = 0
    let badgeNode = ASDisplayNode()

    override init() {
        super.init()
        BadgeCell.labelLine = #line; let label = UILabel()
        label.text = "New"
        label.textColor = .red
        BadgeCell.recognizerLine = #line; let tap = UITapGestureRecognizer(target: self, action: Selector("tap"))
        tap.numberOfTapsRequired = 2
        tap.addTarget(self, action: Selector("tapAgain"))
        BadgeCell.addLine = #line; badgeNode.view.addGestureRecognizer(tap)
    }
}

/// A shared label created on main and then touched from a node block.
final class SharedLabelCell: ASCellNode {
    static let label = UILabel()
    static var line = 0

    override init() {
        super.init()
        SharedLabelCell.line = #line; SharedLabelCell.label.text = "Shared"
    }
}

final class RoundedBadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 4
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
final class PlainPlayerController: UIViewController {}
final class TexturePlayerController: ASDKViewController<ASDisplayNode> {
    let spinner = UIActivityIndicatorView(style: .medium)
    override init() {
        super.init(node: ASDisplayNode())
        title = "Player"
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class EmbeddingCell: ASCellNode {
    static let line = #line + 1
    let badge = RoundedBadgeView()
    static let plainLine = #line + 1
    let plain = PlainPlayerController()
    static let textureLine = #line + 1
    let player = TexturePlayerController()
}

/// UIKit objects created off the main thread (UIKit/MainThreadOnly.swift): the creation is the
/// violation; what is then done with the same object is a consequence and not reported again.
final class UIKitObjectTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(TextureRuntime.canLocateViolations && TextureRuntime.canInspectOverrides)
    }

    private func pairs(_ body: () -> Void) -> Set<RuleAndLine> {
        Set(TextureRuntime.collectViolations(body).map(\.ruleAndLine))
    }

    func testUsingAViewOrRecognizerCreatedOffMainIsNotReportedAgain() {
        XCTAssertEqual(pairs { ScenarioLife().makeInNodeBlock { BadgeCell() } }, [
            RuleAndLine(ruleID: RuleID.uikitInInit, line: BadgeCell.labelLine),
            RuleAndLine(ruleID: RuleID.gestureInInit, line: BadgeCell.recognizerLine),
            // Loading the view and adding a recognizer on one line: two mistakes, neither folded.
            RuleAndLine(ruleID: RuleID.viewAccessInInit, line: BadgeCell.addLine),
            RuleAndLine(ruleID: RuleID.gestureInInit, line: BadgeCell.addLine),
        ])
    }

    func testAnObjectCreatedOnMainIsStillCheckedOffMain() {
        _ = SharedLabelCell.label
        XCTAssertEqual(pairs { ScenarioLife().makeInNodeBlock { SharedLabelCell() } },
                       [RuleAndLine(ruleID: RuleID.uikitInInit, line: SharedLabelCell.line)])
    }

    func testObjectsCreatedOnMainAreUncheckedOnMain() {
        XCTAssertEqual(pairs {
            let label = UILabel()
            label.text = "Main"
            let recognizer = UITapGestureRecognizer(target: nil, action: nil)
            recognizer.numberOfTapsRequired = 2
            label.addGestureRecognizer(recognizer)
        }, [])
    }

    func testCreationIsLocatedWhereTheObjectIsConstructed() {
        XCTAssertEqual(pairs { ScenarioLife().makeInNodeBlock { EmbeddingCell() } }, [
            // Not inside RoundedBadgeView.init(frame:), nor in the initializers the compiler writes.
            RuleAndLine(ruleID: RuleID.uikitInInit, line: EmbeddingCell.line),
            // A plain view controller is UIKit like a view; a Texture one is vc-created-off-main's, and
            // what its init does off main (a spinner, the title) is part of that one mistake.
            RuleAndLine(ruleID: RuleID.uikitInInit, line: EmbeddingCell.plainLine),
            RuleAndLine(ruleID: RuleID.vcCreatedOffMain, line: EmbeddingCell.textureLine),
        ])
    }
}
