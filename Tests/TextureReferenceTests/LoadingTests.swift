import Foundation
import TextureReference
import XCTest

final class RecordingNode: ASDisplayNode {
    var events: [String] = []
    var didLoadThreads: [Bool] = []
    override func didLoad() {
        super.didLoad()
        events.append("didLoad")
        didLoadThreads.append(Thread.isMainThread)
    }
}

/// Loading rules (docs/texture-facts.md#loading).
final class LoadingTests: XCTestCase {
    func testOnMainLoadsOnceRunsDidLoadThenOnDidLoadBlocks() {
        let node = RecordingNode()
        let violations = TextureRuntime.collectViolations {
            node.onDidLoad { loaded in (loaded as? RecordingNode)?.events.append("onDidLoad 1") }
            node.onDidLoad { loaded in (loaded as? RecordingNode)?.events.append("onDidLoad 2") }
            XCTAssertFalse(node.isNodeLoaded)
            let first = node.view
            let second = node.view
            XCTAssertTrue(first === second)
            XCTAssertTrue(node.isNodeLoaded)
            node.onDidLoad { loaded in (loaded as? RecordingNode)?.events.append("after load") }
        }
        XCTAssertEqual(violations, [])
        XCTAssertEqual(node.events, ["didLoad", "onDidLoad 1", "onDidLoad 2", "after load"])
        XCTAssertEqual(node.didLoadThreads, [true])
    }

    func testViewOffMainBeforeLoadAsserts() {
        let node = ASDisplayNode()
        var line = 0
        let violations = TextureRuntime.collectViolations {
            _ = TextureRuntime.onBackgroundThread { line = #line; return node.view }
        }
        XCTAssertEqual(violations.count, 1, "\(violations)")
        XCTAssertEqual(violations.first?.message.hasPrefix("This method must be called on the main thread"), true)
        XCTAssertEqual(violations.first?.location?.line, line)
        XCTAssertEqual(violations.first?.ruleID, RuleID.noRule, "plain background code is covered by no rule")
    }

    func testLayerOffMainBeforeLoadAssertsAndLoadedViewHasNoThreadCheck() {
        let unloaded = ASDisplayNode()
        let loaded = ASDisplayNode()
        let violations = TextureRuntime.collectViolations {
            _ = loaded.view
            _ = TextureRuntime.onBackgroundThread { (unloaded.layer, loaded.view) }
        }
        XCTAssertEqual(violations.count, 1, "\(violations)")
        XCTAssertEqual(violations.first?.message.contains("-layer"), true)
    }

    func testLoadingLoadsSubnodesFirst() {
        let parent = RecordingNode()
        let child = RecordingNode()
        var order: [String] = []
        parent.addSubnode(child)
        parent.onDidLoad { _ in order.append("parent") }
        child.onDidLoad { _ in order.append("child") }
        let violations = TextureRuntime.collectViolations { _ = parent.view }
        XCTAssertEqual(violations, [])
        XCTAssertEqual(order, ["child", "parent"])
        XCTAssertTrue(child.view.superview === parent.view)
    }

    func testViewBlockRunsOnMainAtLoadAndTrailingClosureFormIsAViewBlock() {
        var blockThread: Bool?
        let switchNode = ASDisplayNode { () -> UIView in
            blockThread = Thread.isMainThread
            return UISwitch()
        }
        var didLoadRan = false
        let sliderNode = ASDisplayNode(viewBlock: { UISlider() }, didLoad: { _ in didLoadRan = true })
        let violations = TextureRuntime.collectViolations {
            _ = TextureRuntime.onBackgroundThread { (switchNode, sliderNode) }
            XCTAssertNil(blockThread, "the block does not run before load")
            XCTAssertTrue(switchNode.view is UISwitch)
            XCTAssertTrue(sliderNode.view is UISlider)
        }
        XCTAssertEqual(violations, [])
        XCTAssertEqual(blockThread, true)
        XCTAssertTrue(didLoadRan)
        XCTAssertTrue(switchNode.isSynchronous)
    }

    func testLayerBlockNodeIsLayerBacked() {
        let node = ASDisplayNode(layerBlock: { CAShapeLayer() })
        let violations = TextureRuntime.collectViolations {
            XCTAssertTrue(node.layer is CAShapeLayer)
        }
        XCTAssertEqual(violations, [])
        XCTAssertTrue(node.isLayerBacked)
    }
}
