import Foundation
import TextureReference
import XCTest

/// Bridged properties (docs/texture-facts.md#bridged-properties): any thread before load; after load, reads off main assert
/// thread affinity and writes off main are queued for main.
final class BridgeTests: XCTestCase {
    func testBeforeLoadAnyThreadAndAppliedAtLoad() {
        let node = ASDisplayNode()
        let violations = TextureRuntime.collectViolations {
            _ = TextureRuntime.onBackgroundThread {
                node.backgroundColor = .red
                node.cornerRadius = 8
                node.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
                node.isHidden = true
                return node.frame
            }
            XCTAssertFalse(node.isNodeLoaded, "bridged properties never load the node")
            let view = node.view
            XCTAssertEqual(view.backgroundColor, .red)
            XCTAssertEqual(view.layer.cornerRadius, 8)
            XCTAssertEqual(view.frame.size, CGSize(width: 10, height: 20))
            XCTAssertTrue(view.isHidden)
        }
        XCTAssertEqual(violations, [])
    }

    func testAfterLoadReadOffMainAssertsThreadAffinity() {
        let node = ASDisplayNode()
        var line = 0
        let violations = TextureRuntime.collectViolations {
            _ = node.view
            _ = TextureRuntime.onBackgroundThread { line = #line; return node.bounds }
        }
        XCTAssertEqual(violations.count, 1, "\(violations)")
        XCTAssertEqual(violations.first?.location?.line, line)
        XCTAssertEqual(violations.first?.evidence, .textureAssertion)
        XCTAssertEqual(violations.first?.message.hasPrefix("Incorrect display node thread affinity"), true)
    }

    func testAfterLoadWriteOffMainIsQueuedForMainWithoutAssertion() {
        let node = ASDisplayNode()
        let violations = TextureRuntime.collectViolations {
            let view = node.view
            _ = TextureRuntime.onBackgroundThread { node.alpha = 0.5 }
            TextureRuntime.waitForBackgroundWork()
            XCTAssertEqual(view.alpha, 0.5, "flushed on main")
            XCTAssertEqual(node.alpha, 0.5)
        }
        XCTAssertEqual(violations, [])
    }

    func testOnMainAfterLoadTheViewIsTheTruth() {
        let node = ASDisplayNode()
        let violations = TextureRuntime.collectViolations {
            node.view.backgroundColor = .blue
            XCTAssertEqual(node.backgroundColor, .blue)
            node.clipsToBounds = true
            XCTAssertTrue(node.view.clipsToBounds)
        }
        XCTAssertEqual(violations, [])
    }
}
