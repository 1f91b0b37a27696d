import Foundation
import XCTest

/// The project's structure decides the class graph: each module (a Package.swift target, an Xcode
/// target) has its own names, so two modules with an `ItemNode` each are not one ambiguous class; and
/// a source file no target builds (a stray copy beside the real one) is not linted unless named.
final class ProjectStructureCLITests: XCTestCase {
    /// Two SwiftPM targets, each with its own `ItemNode`: Gallery's manages its subnodes automatically,
    /// Deals' does not. The subclass in Gallery that adds a subnode by hand is reported; the one in
    /// Deals is not. Without the manifest (one module), `ItemNode` is ambiguous and nodelint goes quiet.
    func testTwoModulesWithAClassOfOneNameEachKeepTheirFindings() {
        let dir = ScratchDirectory()
        try! FileManager.default.createDirectory(atPath: dir.path + "/.git", withIntermediateDirectories: true)
        dir.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Shop",
                targets: [
                    .target(name: "Deals"),
                    .target(name: "Gallery"),
                    .target(name: "App", dependencies: ["Deals", "Gallery"]),
                ]
            )

            """)
        dir.write("Sources/Deals/ItemNode.swift", """
            import AsyncDisplayKit

            class ItemNode: ASCellNode {
                let titleNode = ASTextNode()
            }

            final class DealRow: ItemNode {
                override init() {
                    super.init()
                    addSubnode(titleNode)
                }
            }

            """)
        dir.write("Sources/Gallery/ItemNode.swift", """
            import AsyncDisplayKit

            class ItemNode: ASCellNode {
                let imageNode = ASNetworkImageNode()

                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                }
            }

            final class GalleryRow: ItemNode {
                let captionNode = ASTextNode()

                override init() {
                    super.init()
                    addSubnode(captionNode)
                }
            }

            """)
        let expected = "Sources/Gallery/ItemNode.swift:17:9: error: \(addSubnodeWithAutomaticManagementMessage) [add-subnode-with-automatic-management]\n"
        let run = nodelint(["--only", "add-subnode-with-automatic-management"], in: dir.path)
        XCTAssertEqual(run.stdout, expected)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(run.status, 1)
        let config = nodelint(["config", "Sources/Gallery/ItemNode.swift"], in: dir.path)
        XCTAssertTrue(config.stdout.contains("module: Gallery (Package.swift, library)"), config.stdout)

        // One module: the two ItemNodes are one ambiguous name, and the finding is lost.
        try! FileManager.default.removeItem(atPath: dir.path + "/Package.swift")
        let single = nodelint(["--only", "add-subnode-with-automatic-management"], in: dir.path)
        XCTAssertEqual(single.stdout, "")
        XCTAssertEqual(single.status, 0)
    }

    /// An Xcode project lists its files. `ProductCell 2.swift`, a copy Finder made beside the real
    /// `ProductCell.swift`, is in no target: it is not linted when its folder is, and is when named.
    func testAFileNoTargetBuildsIsNotLintedUnlessNamed() {
        let dir = ScratchDirectory()
        copyFixture("fixtures/project-files/Shop", to: dir)
        try! FileManager.default.createDirectory(atPath: dir.path + "/.git", withIntermediateDirectories: true)
        let violating = productCellTouchingViewInInit
        dir.write("ShopKit/ProductCell.swift", violating)
        dir.write("ShopKit/ProductCell 2.swift", violating)
        let run = nodelint(["--only", "view-access-in-init", "."], in: dir.path)
        XCTAssertEqual(run.stdout, "ShopKit/ProductCell.swift:6:9: error: \(viewAccessInInitMessage) [view-access-in-init]\n")
        XCTAssertEqual(run.stderr, "")
        let named = nodelint(["--only", "view-access-in-init", "ShopKit/ProductCell 2.swift"], in: dir.path)
        XCTAssertEqual(named.stdout, "ShopKit/ProductCell 2.swift:6:9: error: \(viewAccessInInitMessage) [view-access-in-init]\n")
        let config = nodelint(["config", "ShopKit/ProductCell.swift"], in: dir.path)
        XCTAssertTrue(config.stdout.contains("module: ShopKit (Shop.xcodeproj, framework, exported)"), config.stdout)
        let stray = nodelint(["config", "ShopKit/ProductCell 2.swift"], in: dir.path)
        XCTAssertTrue(stray.stdout.contains("module: none: no target builds it"), stray.stdout)
    }

    /// A file that only a test target builds is unit-test code even when it does not import XCTest
    /// itself (a snapshot helper, a fake, a test node whose header brings XCTest in): found in a folder,
    /// it is read for the class graph but not linted; named, it is. The app's file beside it is linted.
    func testAFileOnlyATestTargetBuildsIsTestCode() {
        let dir = ScratchDirectory()
        dir.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "App",
                targets: [
                    .target(name: "App"),
                    .testTarget(name: "AppTests", dependencies: ["App"]),
                ]
            )

            """)
        let touchesView = { (name: String) in """
            import AsyncDisplayKit

            final class \(name): ASDisplayNode {
                override init() {
                    super.init()
                    view.backgroundColor = .white
                }
            }

            """ }
        dir.write("Sources/App/FeedNode.swift", touchesView("FeedNode"))
        dir.write("Tests/AppTests/SpecHostNode.swift", touchesView("SpecHostNode"))
        let run = nodelint(["--only", "view-access-in-init", "."], in: dir.path)
        XCTAssertEqual(run.stdout, "Sources/App/FeedNode.swift:6:9: error: \(viewAccessInInitMessage) [view-access-in-init]\n")
        XCTAssertEqual(run.stderr, "")
        let named = nodelint(["--only", "view-access-in-init", "Tests/AppTests/SpecHostNode.swift"], in: dir.path)
        XCTAssertEqual(named.stdout, "Tests/AppTests/SpecHostNode.swift:6:9: error: \(viewAccessInInitMessage) [view-access-in-init]\n")
    }

    /// A project file with unresolved merge conflicts (git leaves them there too) is still the
    /// project: both versions are read, so the stray copy stays out and the modules stay apart. It used
    /// to be an error line, every file one module, and the copy linted beside the original.
    func testAProjectFileWithMergeConflictsStillKeepsStrayCopiesOut() throws {
        let dir = ScratchDirectory()
        copyFixture("fixtures/project-files/Shop", to: dir)
        try FileManager.default.createDirectory(atPath: dir.path + "/.git", withIntermediateDirectories: true)
        let pbxproj = dir.path + "/Shop.xcodeproj/project.pbxproj"
        var lines = try String(contentsOfFile: pbxproj, encoding: .utf8).components(separatedBy: "\n")
        // One conflict around the first Sources phase's first entry: each side keeps it.
        let entry = try XCTUnwrap(lines.firstIndex { $0.contains("AppDelegate.swift in Sources") })
        lines.replaceSubrange(entry...entry, with: ["<<<<<<< Updated upstream", lines[entry], "=======", lines[entry], ">>>>>>> Stashed changes"])
        try lines.joined(separator: "\n").write(toFile: pbxproj, atomically: true, encoding: .utf8)
        dir.write("ShopKit/ProductCell.swift", productCellTouchingViewInInit)
        dir.write("ShopKit/ProductCell 2.swift", productCellTouchingViewInInit)
        let run = nodelint(["--only", "view-access-in-init", "."], in: dir.path)
        XCTAssertEqual(run.stdout, "ShopKit/ProductCell.swift:6:9: error: \(viewAccessInInitMessage) [view-access-in-init]\n")
        XCTAssertEqual(run.stderr, "")
        let config = nodelint(["config", "ShopKit/ProductCell.swift"], in: dir.path)
        XCTAssertTrue(config.stdout.contains("module: ShopKit (Shop.xcodeproj, framework, exported)"), config.stdout)
    }
}
