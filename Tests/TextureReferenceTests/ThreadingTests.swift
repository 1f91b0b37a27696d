import Dispatch
import Foundation
import TextureReference
import XCTest

/// The model's threads are real threads, and "am I on main?" is answered by the thread itself.
final class ThreadingTests: XCTestCase {
    func testTestsRunOnTheRealMainThread() {
        XCTAssertTrue(TextureRuntime.isMainThread)
        XCTAssertTrue(Thread.isMainThread)
    }

    func testBackgroundWorkRunsOffMainAndCanHopBack() {
        var onMainInside: Bool?
        var hoppedToMain: Bool?
        let result = TextureRuntime.onBackgroundThread { () -> Int in
            onMainInside = TextureRuntime.isMainThread
            let group = DispatchGroup()
            group.enter()
            DispatchQueue.main.async {
                hoppedToMain = TextureRuntime.isMainThread
                group.leave()
            }
            group.wait()
            return 42
        }
        XCTAssertEqual(result, 42)
        XCTAssertEqual(onMainInside, false)
        XCTAssertEqual(hoppedToMain, true)
    }

    func testMainThreadCheckerFiresOnlyOffMain() {
        let violations = TextureRuntime.collectViolations {
            _ = UILabel()
            _ = TextureRuntime.onBackgroundThread { UILabel() }
        }
        XCTAssertEqual(violations.count, 1, "\(violations)")
        XCTAssertEqual(violations.first?.evidence, .mainThreadChecker)
        XCTAssertEqual(violations.first?.onMainThread, false)
    }

    func testNodeBlocksRunConcurrentlyOffMain() {
        final class Probe: ASCellNode {
            static let active = LockedCounter()
            static let maxActive = LockedCounter()
            static let offMain = LockedCounter()
            override init() {
                super.init()
                let now = Probe.active.increment()
                Probe.maxActive.raise(to: now)
                if !Thread.isMainThread { Probe.offMain.increment() }
                Thread.sleep(forTimeInterval: 0.05)
                Probe.active.decrement()
            }
        }
        final class Source: ASCollectionDataSource {
            var mainThreadCalls = 0
            func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
                if Thread.isMainThread { mainThreadCalls += 1 }
                return 8
            }
            func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
                if Thread.isMainThread { mainThreadCalls += 1 }
                return { Probe() }
            }
        }
        let source = Source()
        let violations = TextureRuntime.collectViolations {
            let life = ScenarioLife()
            let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
            collection.dataSource = source
            life.show(collection)
        }
        XCTAssertEqual(violations, [])
        XCTAssertEqual(Probe.offMain.value, 8, "every node block ran off main")
        XCTAssertGreaterThan(Probe.maxActive.value, 1, "node blocks ran concurrently")
        XCTAssertGreaterThanOrEqual(source.mainThreadCalls, 9, "data source methods ran on main")
    }
}

/// A counter several threads update.
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    @discardableResult func increment() -> Int { lock.withLock { count += 1; return count } }
    func decrement() { lock.withLock { count -= 1 } }
    func raise(to candidate: Int) { lock.withLock { count = max(count, candidate) } }
}
