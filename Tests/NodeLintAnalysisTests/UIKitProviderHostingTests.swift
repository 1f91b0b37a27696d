@testable import NodeLintAnalysis
import XCTest

/// Whether a UIKit cell provider's file may host a node (`ContainerMethod.uikitProviderMayHostNodes`): a
/// byte scan that decides whether the file is read at once and analysed, so it must say yes wherever
/// node-in-uikit-container can report (`addSubnode`, or a node's `view` passed to `addSubview` or
/// `insertSubview`) and may say no elsewhere.
final class UIKitProviderHostingTests: XCTestCase {
    private func mayHost(_ source: String) -> Bool {
        ContainerMethod.uikitProviderMayHostNodes(Array(source.utf8))
    }

    func testTheCallsTheRuleReportsMayHostANode() {
        XCTAssertTrue(mayHost("cell.contentView.addSubnode(node)"))
        XCTAssertTrue(mayHost("cell.contentView.addSubview(node.view)"))
        XCTAssertTrue(mayHost("cell.contentView.addSubview( item.node.view )"))
        XCTAssertTrue(mayHost("cell.contentView.insertSubview(node.view, at: 0)"))
        XCTAssertTrue(mayHost("cell.contentView.insertSubview(\n    node.view,\n    belowSubview: label\n)"))
        XCTAssertTrue(mayHost("cell.contentView.addSubview(node?.view)"))
        XCTAssertTrue(mayHost("[cell.contentView addSubview:node.view];"))
        XCTAssertTrue(mayHost("[cell.contentView insertSubview:_imageNode.view atIndex:0];"))
        XCTAssertTrue(mayHost("[cell.contentView insertSubview:node.view\n                    belowSubview:label];"))
    }

    func testAProviderThatAddsOnlyViewsOfItsOwnDoesNot() {
        XCTAssertFalse(mayHost("cell.contentView.addSubview(label)"))
        XCTAssertFalse(mayHost("cell.contentView.insertSubview(spinner, at: 0)"))
        // `.view` as a receiver, or a longer name that starts with it, is no argument.
        XCTAssertFalse(mayHost("self.view.addSubview(tableView)\nself.view.backgroundColor = .white"))
        XCTAssertFalse(mayHost("cell.contentView.addSubview(model.viewState.label)"))
        XCTAssertFalse(mayHost("cell.addSubview(badge)\nlet isOn = x ? self.view : other"))
        // A `.view` argument without any hosting call: nothing to host it with.
        XCTAssertFalse(mayHost("configure(with: node.view)"))
    }
}
