import XCTest
@testable import NodeLintProject

final class ProjectLayoutTests: XCTestCase {
    func testTheFixtureProjects() throws {
        let layout = ProjectLayout.discover(root: projectFixtures)
        XCTAssertEqual(layout.problems, [])
        XCTAssertEqual(layout.xcodeProjects.map(\.path), [projectFixtures + "/Notes/Notes.xcodeproj", projectFixtures + "/Shop/Shop.xcodeproj"])
        XCTAssertEqual(layout.modules.map(\.name), ["Notes", "NotesWidget", "NotesTests", "Shop", "ShopKit", "ShopTests"])
        let shop = projectFixtures + "/Shop"

        let app = try XCTUnwrap(layout.module(of: shop + "/Shop/Feed/FeedNode.swift"))
        XCTAssertEqual(app, ModuleInfo(name: "Shop", kind: .app, isExported: false, dependencies: ["ShopKit"],
                                       projectFile: shop + "/Shop.xcodeproj"))
        let framework = try XCTUnwrap(layout.module(of: shop + "/ShopKit/ProductCell.swift"))
        XCTAssertEqual(framework.name, "ShopKit")
        XCTAssertEqual(framework.kind, .framework)
        XCTAssertTrue(framework.isExported)
        XCTAssertEqual(layout.module(of: shop + "/ShopKit/Internal/PriceFormatter.h")?.name, "ShopKit")
        XCTAssertEqual(layout.module(of: shop + "/ShopTests/FeedNodeTests.swift")?.kind, .test)
    }

    func testAFileSeveralTargetsListGoesToTheFirstNonTestByName() throws {
        let layout = ProjectLayout.discover(root: projectFixtures)
        let theme = projectFixtures + "/Shop/Shared/Theme.swift"
        XCTAssertEqual(layout.modules(of: theme).map(\.name), ["Shop", "ShopTests"])
        XCTAssertEqual(layout.module(of: theme)?.name, "Shop")
        let note = projectFixtures + "/Notes/Notes/Model/Note.swift"
        XCTAssertEqual(layout.modules(of: note).map(\.name), ["Notes", "NotesWidget"])
        XCTAssertEqual(layout.module(of: note)?.name, "Notes")
        XCTAssertEqual(layout.module(of: projectFixtures + "/Notes/NotesWidget/NotesWidget.swift")?.kind, .extension)
    }

    func testListedFilesAndHeadersThroughTheirImplementation() {
        let layout = ProjectLayout.discover(root: projectFixtures)
        let shop = projectFixtures + "/Shop"
        XCTAssertTrue(layout.isListed(shop + "/Shop/AppDelegate.swift"))
        XCTAssertFalse(layout.isListed(shop + "/Shop/Feed/Unused.swift"))
        XCTAssertNil(layout.module(of: shop + "/Shop/Feed/Unused.swift"))
        // An app lists no headers; FeedViewController.h goes with FeedViewController.m.
        XCTAssertEqual(layout.module(of: shop + "/Shop/Feed/FeedViewController.h")?.name, "Shop")
        XCTAssertTrue(layout.isListed(shop + "/Shop/Feed/FeedViewController.h"))
        XCTAssertFalse(layout.isListed(shop + "/Shop/Shop-Bridging-Header.h"))
        // Paths are normalized before the lookup.
        XCTAssertEqual(layout.module(of: shop + "/ShopKit/../Shop/./Feed//FeedNode.swift")?.name, "Shop")
        // Outside the synchronized folder's membership: the exception set's folder.
        XCTAssertFalse(layout.isListed(projectFixtures + "/Notes/Notes/Legacy/OldEditor.swift"))
        XCTAssertEqual(layout.module(of: projectFixtures + "/Notes/Notes/Bridge/NoteStore.h")?.name, "Notes")
    }

    func testPackagesSkippedFoldersAndProblems() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit",
                products: [.library(name: "Kit", targets: ["Kit"])],
                targets: [
                    .target(name: "Kit", dependencies: [.product(name: "AsyncDisplayKit", package: "Texture")]),
                    .target(name: "KitInternals"),
                    .testTarget(name: "KitTests", dependencies: ["Kit"]),
                ])
            """, to: root + "/Package.swift")
        try write("", to: root + "/Sources/Kit/Kit.swift")
        try write("", to: root + "/Sources/KitInternals/Internals.swift")
        try write("", to: root + "/Tests/KitTests/KitTests.swift")
        for skipped in ["Pods/Pods.xcodeproj", "Carthage/Checkouts/X/X.xcodeproj", ".build/checkouts/Y/Y.xcodeproj",
                        "DerivedData/Z/Z.xcodeproj", "node_modules/n/N.xcodeproj", "vendor/v/V.xcodeproj", "Generated/G.xcodeproj"] {
            try write("garbage", to: root + "/" + skipped + "/project.pbxproj")
        }
        try write("let package = Package(name: \"Hidden\", targets: [.target(name: \"Hidden\")])", to: root + "/.hidden/Package.swift")
        try write("// !$*UTF8*$!\n{\n\tobjects = {\n", to: root + "/Broken/Broken.xcodeproj/project.pbxproj")

        let layout = ProjectLayout.discover(root: root) { $0.hasSuffix("/Generated") }
        XCTAssertEqual(layout.packages.map(\.path), [root + "/Package.swift"])
        XCTAssertEqual(layout.xcodeProjects.count, 0)
        XCTAssertEqual(layout.problems.map(\.description), ["\(root)/Broken/Broken.xcodeproj/project.pbxproj:3:12: the dictionary opened here is never closed"])
        XCTAssertEqual(layout.modules.map(\.name), ["Kit", "KitInternals", "KitTests"])
        XCTAssertEqual(layout.module(of: root + "/Sources/Kit/Kit.swift"),
                       ModuleInfo(name: "Kit", kind: .library, isExported: true, dependencies: ["AsyncDisplayKit"], projectFile: root + "/Package.swift"))
        XCTAssertEqual(layout.module(of: root + "/Sources/KitInternals/Internals.swift")?.isExported, false)
        XCTAssertEqual(layout.module(of: root + "/Tests/KitTests/KitTests.swift")?.kind, .test)
        XCTAssertNil(layout.module(of: root + "/Package.swift"))
    }

    func testAFolderWithoutProjectFilesHasNoModules() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("", to: root + "/Sources/A.swift")
        let layout = ProjectLayout.discover(root: root)
        XCTAssertTrue(layout.isEmpty)
        XCTAssertEqual(layout.problems, [])
        XCTAssertNil(layout.module(of: root + "/Sources/A.swift"))
        XCTAssertFalse(layout.isListed(root + "/Sources/A.swift"))
        XCTAssertTrue(ProjectLayout.discover(root: root + "/does-not-exist").isEmpty)
    }

    func testLinkedFoldersAreNotFollowed() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/real", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: projectFixtures + "/Shop", toPath: root + "/real/Shop")
        try FileManager.default.createSymbolicLink(atPath: root + "/real/loop", withDestinationPath: root + "/real")
        try FileManager.default.createSymbolicLink(atPath: root + "/real/_Shop.xcodeproj", withDestinationPath: "Shop/Shop.xcodeproj")
        let layout = ProjectLayout.discover(root: root)
        XCTAssertEqual(layout.xcodeProjects.map(\.path), [root + "/real/Shop/Shop.xcodeproj"])
        XCTAssertEqual(layout.module(of: root + "/real/Shop/Shop/AppDelegate.swift")?.name, "Shop")
    }

    /// A folder is skipped by the names it holds (a checkout of Texture, known by its podspec), asked of
    /// the listing discover reads anyway; the root itself is searched whatever it holds. A link named
    /// Package.swift that leads to a file is a manifest; one that leads nowhere is not.
    func testFoldersAreSkippedByWhatTheyHold() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manifest = "let package = Package(name: \"P\", targets: [.target(name: \"P\")])"
        try write("", to: root + "/Texture.podspec")
        try write(manifest, to: root + "/Package.swift")
        try write("", to: root + "/Vendor/Texture/Texture.podspec")
        try write(manifest.replacingOccurrences(of: "\"P\"", with: "\"Inside\""), to: root + "/Vendor/Texture/Package.swift")
        try write(manifest.replacingOccurrences(of: "\"P\"", with: "\"Linked\""), to: root + "/Real/Manifest.txt")
        try FileManager.default.createDirectory(atPath: root + "/Linked", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/Linked/Package.swift", withDestinationPath: "../Real/Manifest.txt")
        try FileManager.default.createDirectory(atPath: root + "/Dangling", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/Dangling/Package.swift", withDestinationPath: "../Nowhere.swift")

        let holdsPodspec: ([String]) -> Bool = { $0.contains("Texture.podspec") }
        let skipping = ProjectLayout.discover(root: root, skippingFolderHolding: holdsPodspec)
        XCTAssertEqual(skipping.packages.map(\.path), [root + "/Linked/Package.swift", root + "/Package.swift"])
        let everything = ProjectLayout.discover(root: root)
        XCTAssertEqual(everything.packages.map(\.path),
                       [root + "/Linked/Package.swift", root + "/Package.swift", root + "/Vendor/Texture/Package.swift"])
    }
}
