import Foundation
import TextureReference
import XCTest

final class FeedSource: NSObject, ASCollectionDataSource, ASCollectionDelegate {
    var items = (0..<30).map { "Item \($0)" }
    var fetches = 0
    var fetchWasOnMain: Bool?
    var completeFetchInBackground = false
    static var insertLine = 0

    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
        items.count
    }
    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        let text = items[indexPath.item]
        return {
            let cell = ASTextCellNode()
            cell.text = text
            return cell
        }
    }
    func collectionNode(_ collectionNode: ASCollectionNode, willBeginBatchFetchWith context: ASBatchContext) {
        fetches += 1
        fetchWasOnMain = Thread.isMainThread
        if completeFetchInBackground {
            let start = items.count
            items += (start..<start + 10).map { "Item \($0)" }
            FeedSource.insertLine = #line; collectionNode.insertItems(at: (start..<start + 10).map { IndexPath(item: $0, section: 0) })
            context.completeBatchFetching(true)
        }
    }
}

final class CachingSource: NSObject, ASTableDataSource {
    let cell = ASTextCellNode()
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 2 }
    static let nodeForRowLine = #line + 1
    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
        cell
    }
}

/// Containers (docs/texture-facts.md#containers).
final class ContainerTests: XCTestCase {
    private func makeFeed(_ source: FeedSource) -> ASCollectionNode {
        let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
        collection.dataSource = source
        collection.delegate = source
        return collection
    }

    func testScrollingMovesCellsThroughTheRanges() {
        let source = FeedSource()
        let collection = makeFeed(source)
        var visibleBefore: [IndexPath] = []
        var visibleAfter: [IndexPath] = []
        let violations = TextureRuntime.collectViolations {
            let life = ScenarioLife()
            life.show(collection)
            visibleBefore = collection.indexPathsForVisibleItems
            let first = collection.nodeForItem(at: IndexPath(item: 0, section: 0))
            XCTAssertEqual(first?.interfaceState.contains(.visible), true)
            XCTAssertEqual(first?.isNodeLoaded, true)
            let far = collection.nodeForItem(at: IndexPath(item: 29, section: 0))
            XCTAssertEqual(far?.interfaceState.contains(.visible), false)
            life.scroll(collection, by: 300)
            visibleAfter = collection.indexPathsForVisibleItems
            XCTAssertEqual(first?.interfaceState.contains(.visible), false, "scrolled out of view")
            XCTAssertEqual(first?.interfaceState.contains(.display), true, "still in the trailing display range")
        }
        XCTAssertEqual(violations, [])
        XCTAssertFalse(visibleBefore.isEmpty)
        XCTAssertNotEqual(visibleBefore, visibleAfter)
        XCTAssertGreaterThan(source.fetches, 0, "near the end of the content a batch fetch began")
        XCTAssertEqual(source.fetchWasOnMain, false, "willBeginBatchFetchWith runs on a background queue")
    }

    func testUpdatesFromTheBatchFetchQueueAssert() {
        let source = FeedSource()
        source.completeFetchInBackground = true
        source.items = Array(source.items.prefix(5))
        let collection = makeFeed(source)
        let violations = TextureRuntime.collectViolations {
            let life = ScenarioLife()
            life.show(collection)
            life.waitForBackgroundWork()
        }
        XCTAssertTrue(violations.contains { $0.ruleAndLine == RuleAndLine(ruleID: RuleID.collectionUpdateOffMain,
                                                                          line: FeedSource.insertLine) },
                      "\(violations)")
        XCTAssertEqual(collection.numberOfItems(inSection: 0), source.items.count,
                       "the model still applied the update (on main)")
    }

    func testUpdatesOnMainAreFine() {
        let source = FeedSource()
        let collection = makeFeed(source)
        let violations = TextureRuntime.collectViolations {
            let life = ScenarioLife()
            life.show(collection)
            source.items.insert("New", at: 0)
            collection.performBatchUpdates({
                collection.insertItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: nil)
            collection.waitUntilAllUpdatesAreProcessed()
            XCTAssertEqual(collection.numberOfItems(inSection: 0), 31)
            source.items.removeLast(2)
            collection.reloadData()
        }
        XCTAssertEqual(violations, [])
        XCTAssertEqual(collection.numberOfItems(inSection: 0), 29)
    }

    func testInconsistentUpdateIsReported() {
        let source = FeedSource()
        let collection = makeFeed(source)
        let violations = TextureRuntime.collectViolations {
            ScenarioLife().show(collection)
            source.items.append("Unannounced")
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        XCTAssertEqual(violations.map(\.ruleID), [RuleID.noRule])
        XCTAssertEqual(violations.first?.message.hasPrefix("Invalid update"), true)
    }

    func testReturningTheSameCellNodeTwiceIsObserved() throws {
        try XCTSkipUnless(TextureRuntime.canInspectOverrides)
        let source = CachingSource()
        let table = ASTableNode()
        table.dataSource = source
        let violations = TextureRuntime.collectViolations { ScenarioLife().show(table) }
        XCTAssertEqual(violations.map(\.ruleAndLine), [RuleAndLine(ruleID: RuleID.cellNodeReuse,
                                                                   line: CachingSource.nodeForRowLine)], "\(violations)")
    }

    func testPagerNodeUsesPagesAndFillsTheScreen() {
        final class Pages: ASPagerDataSource {
            func numberOfPages(in pagerNode: ASPagerNode) -> Int { 4 }
            func pagerNode(_ pagerNode: ASPagerNode, nodeBlockAt index: Int) -> ASCellNodeBlock {
                { ASCellNode() }
            }
        }
        let pages = Pages()
        let pager = ASPagerNode()
        pager.setDataSource(pages)
        let violations = TextureRuntime.collectViolations {
            let life = ScenarioLife()
            life.show(pager)
            XCTAssertEqual(pager.nodeForPage(at: 0).calculatedSize, life.screenSize)
            life.scroll(pager, by: life.screenSize.width)
            XCTAssertEqual(pager.currentPageIndex, 1)
        }
        XCTAssertEqual(violations, [])
    }

    /// A pager's delegate is the collection node's `delegate`: set through the property or through
    /// `setDelegate`, it is told about the pages it shows.
    func testPagerDelegateSetEitherWayIsTold() {
        final class Pages: NSObject, ASPagerDataSource, ASPagerDelegate {
            var displayed = 0
            func numberOfPages(in pagerNode: ASPagerNode) -> Int { 3 }
            func pagerNode(_ pagerNode: ASPagerNode, nodeBlockAt index: Int) -> ASCellNodeBlock { { ASCellNode() } }
            func collectionNode(_ collectionNode: ASCollectionNode, willDisplayItemWith node: ASCellNode) { displayed += 1 }
        }
        for useProperty in [true, false] {
            let pages = Pages()
            let pager = ASPagerNode()
            pager.setDataSource(pages)
            if useProperty { pager.delegate = pages } else { pager.setDelegate(pages) }
            let violations = TextureRuntime.collectViolations { ScenarioLife().show(pager) }
            XCTAssertEqual(violations, [])
            XCTAssertGreaterThan(pages.displayed, 0, useProperty ? "pager.delegate = ..." : "setDelegate(...)")
        }
    }
}
