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
}
