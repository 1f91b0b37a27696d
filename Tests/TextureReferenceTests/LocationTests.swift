import Foundation
import TextureReference
import XCTest

// App-like classes for these tests. Lines that must be reported are found with #line.

final class ViewTouchingNode: ASDisplayNode {
    static var viewLine = 0
    override init() {
        super.init()
        ViewTouchingNode.viewLine = #line; view.backgroundColor = .red
    }
}

final class LabelHoldingCell: ASCellNode {
    static let labelLine = #line + 1
    let label = UILabel()
}

final class SpecHelperNode: ASDisplayNode {
    let text = ASTextNode()
    static var helperLine = 0
    override init() {
        super.init()
        helper()
    }
    private func helper() {
        SpecHelperNode.helperLine = #line; _ = UIScreen.main
    }
}

/// Violations are located at the offending line of user code, found on the real call stack.
final class LocationTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(TextureRuntime.canLocateViolations, "stack symbolication is not available here")
    }

    func testViewAccessInInitOffMainIsLocatedAtTheAccess() {
        let violations = TextureRuntime.collectViolations {
            ScenarioLife().makeInNodeBlock { ViewTouchingNode() }
        }
        let load = violations.first { $0.ruleID == RuleID.viewAccessInInit }
        XCTAssertNotNil(load, "\(violations)")
        XCTAssertEqual(load?.location?.line, ViewTouchingNode.viewLine)
        XCTAssertEqual(load?.location?.fileName, "LocationTests.swift")
        XCTAssertEqual(load?.evidence, .textureAssertion)
        XCTAssertEqual(load?.onMainThread, false)
        XCTAssertEqual(load?.context, "init of node ViewTouchingNode")
        // The UIKit call on the same line is a consequence, not a second report.
        XCTAssertEqual(violations.filter { $0.location?.line == ViewTouchingNode.viewLine }.count, 1, "\(violations)")
    }

    func testViewAccessInInitOnMainIsObservedToo() {
        let violations = TextureRuntime.collectViolations { _ = ViewTouchingNode() }
        XCTAssertEqual(violations.map(\.ruleAndLine), [RuleAndLine(ruleID: RuleID.viewAccessInInit,
                                                                   line: ViewTouchingNode.viewLine)])
        XCTAssertEqual(violations.first?.evidence, .observed)
    }

    func testStoredPropertyInitializerIsPartOfInit() {
        let violations = TextureRuntime.collectViolations {
            ScenarioLife().makeInNodeBlock { LabelHoldingCell() }
        }
        XCTAssertEqual(violations.map(\.ruleAndLine), [RuleAndLine(ruleID: RuleID.uikitInInit,
                                                                   line: LabelHoldingCell.labelLine)], "\(violations)")
    }

    func testHelperCalledFromInitIsStillInInitAndLocatedInTheHelper() {
        let violations = TextureRuntime.collectViolations {
            ScenarioLife().makeInNodeBlock { SpecHelperNode() }
        }
        XCTAssertEqual(violations.map(\.ruleAndLine), [RuleAndLine(ruleID: RuleID.uikitInInit,
                                                                   line: SpecHelperNode.helperLine)], "\(violations)")
    }

    func testPlainBackgroundCodeHasNoRule() {
        var line = 0
        let violations = TextureRuntime.collectViolations {
            _ = TextureRuntime.onBackgroundThread { line = #line; return UIScreen.main }
        }
        XCTAssertEqual(violations.map(\.ruleAndLine), [RuleAndLine(ruleID: RuleID.noRule, line: line)])
        XCTAssertEqual(violations.first?.context, "user code")
    }

    func testSameViolationOnSameLineIsCountedNotRepeated() {
        let violations = TextureRuntime.collectViolations {
            let life = ScenarioLife()
            for _ in 0..<3 { life.makeInNodeBlock { LabelHoldingCell() } }
        }
        XCTAssertEqual(violations.count, 1)
        XCTAssertEqual(violations.first?.count, 3)
    }

    func testMultiLineExpressionIsLocatedAtTheMemberToken() {
        var line = 0
        let node = ASDisplayNode()
        let violations = TextureRuntime.collectViolations {
            _ = TextureRuntime.onBackgroundThread {
                line = #line + 2
                return node
                    .view
            }
        }
        XCTAssertEqual(violations.map(\.ruleAndLine.line), [line])
    }
}
