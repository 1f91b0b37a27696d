import Foundation
import TextureReference
import XCTest

final class PendingPlayerCell: ASCellNode {
    let playerNode: ASVideoPlayerNode
    init(url: URL) {
        playerNode = ASVideoPlayerNode(url: url)
        super.init()
        addSubnode(playerNode)
    }
}

/// ASVideoNode and ASVideoPlayerNode (Source/ASVideoNode.mm, ASVideoPlayerNode.mm).
final class VideoNodeTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(TextureRuntime.canLocateViolations)
    }

    func testPlayerInitializersKeepTheAssetPendingUntilPreload() throws {
        let url = try XCTUnwrap(URL(string: "https://example.com/v.mp4"))
        var cell: PendingPlayerCell?
        let violations = TextureRuntime.collectViolations {
            let life = ScenarioLife()
            cell = life.makeInNodeBlock { PendingPlayerCell(url: url) }
            XCTAssertNil(cell?.playerNode.videoNode.asset, "pending, not yet on the video node")
            XCTAssertEqual(cell?.playerNode.assetURL, url)
            if let cell { life.setInterfaceState(cell, .preload) }
        }
        XCTAssertEqual(violations, [])
        XCTAssertEqual(cell?.playerNode.videoNode.assetURL, url, "applied on main when preloading")
    }

    func testAssetSettersAssertOffMain() throws {
        let url = try XCTUnwrap(URL(string: "https://example.com/v.mp4"))
        var lines: [Int] = []
        let violations = TextureRuntime.collectViolations {
            _ = TextureRuntime.onBackgroundThread {
                let player = ASVideoPlayerNode()
                let video = ASVideoNode()
                lines.append(#line); player.asset = AVAsset(url: url)
                lines.append(#line); video.assetURL = url
            }
        }
        XCTAssertEqual(violations.map(\.ruleAndLine), lines.map { RuleAndLine(ruleID: RuleID.videoAssetOffMain, line: $0) },
                       "\(violations)")
    }
}
