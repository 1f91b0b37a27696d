import XCTest
@testable import NodeLintProject

final class XcodeProjectTests: XCTestCase {
    private func target(_ name: String, in project: XcodeProject, file: StaticString = #filePath, line: UInt = #line) throws -> XcodeTarget {
        try XCTUnwrap(project.targets.first { $0.name == name }, "no target \(name)", file: file, line: line)
    }

    // MARK: The fixture projects

    func testShopTargetsAndTheirFiles() throws {
        let root = projectFixtures + "/Shop"
        let project = try XcodeProject(contentsOf: root + "/Shop.xcodeproj")
        XCTAssertEqual(project.path, root + "/Shop.xcodeproj")
        XCTAssertEqual(project.sourceRoot, root)
        XCTAssertEqual(project.targets.map(\.name), ["Shop", "ShopKit", "ShopTests"])

        let app = try target("Shop", in: project)
        XCTAssertEqual(app.productType, "com.apple.product-type.application")
        XCTAssertEqual(app.kind, .app)
        // A group without a path (Support, Screens) is its parent's folder; Theme.swift is SOURCE_ROOT.
        XCTAssertEqual(app.sourceFiles, [
            root + "/Shared/Theme.swift",
            root + "/Shop/AppDelegate.swift",
            root + "/Shop/Feed/FeedNode.swift",
            root + "/Shop/Feed/FeedViewController.m",
        ])
        XCTAssertEqual(app.headers, [])
        // The target dependency and the linked framework name the same target once; UIKit is no target.
        XCTAssertEqual(app.dependencies, ["ShopKit"])

        let framework = try target("ShopKit", in: project)
        XCTAssertEqual(framework.kind, .framework)
        XCTAssertEqual(framework.sourceFiles, [
            root + "/Shared/Palette.swift",  // "../Shared/Palette.swift" from the ShopKit group
            root + "/ShopKit/Internal/PriceFormatter.m",
            root + "/ShopKit/ProductCell.swift",
        ])
        XCTAssertEqual(framework.headers, [root + "/ShopKit/Internal/PriceFormatter.h", root + "/ShopKit/ShopKit.h"])
        XCTAssertEqual(framework.publicHeaders, [root + "/ShopKit/ShopKit.h"])
        XCTAssertEqual(framework.dependencies, [])

        let tests = try target("ShopTests", in: project)
        XCTAssertEqual(tests.kind, .test)
        XCTAssertEqual(tests.sourceFiles, [root + "/Shared/Theme.swift", root + "/ShopTests/FeedNodeTests.swift"])
        XCTAssertEqual(tests.dependencies, ["Shop"])
    }

    func testEveryFileTheFixturesListExists() throws {
        for name in ["Shop/Shop", "Notes/Notes"] {
            let project = try XcodeProject(contentsOf: "\(projectFixtures)/\(name).xcodeproj")
            for target in project.targets {
                XCTAssertFalse(target.sourceFiles.isEmpty, target.name)
                for file in target.sourceFiles + target.headers {
                    XCTAssertTrue(FileManager.default.fileExists(atPath: file), file)
                }
            }
        }
    }

    func testSynchronizedFoldersWithMembershipExceptions() throws {
        let root = projectFixtures + "/Notes"
        let project = try XcodeProject(contentsOf: root + "/Notes.xcodeproj")
        XCTAssertEqual(project.targets.map(\.name), ["Notes", "NotesWidget", "NotesTests"])

        let app = try target("Notes", in: project)
        // Everything under Notes/ except the Info.plist and the Legacy folder the exception set names;
        // the asset catalog holds no source.
        XCTAssertEqual(app.sourceFiles, [
            root + "/Notes/Bridge/NoteStore.m",
            root + "/Notes/Editor/EditorNode.swift",
            root + "/Notes/Model/Note.swift",
            root + "/Notes/NotesApp.swift",
        ])
        XCTAssertEqual(app.headers, [root + "/Notes/Bridge/NoteStore.h", root + "/Notes/Bridge/Notes-Bridging-Header.h"])
        XCTAssertEqual(app.publicHeaders, [])
        // The target dependency, then the Swift package product (linked by product, not by file).
        XCTAssertEqual(app.dependencies, ["NotesWidget", "AsyncDisplayKit"])

        // The widget's own folder, and the one file of the app's folder its exception set adds.
        let widget = try target("NotesWidget", in: project)
        XCTAssertEqual(widget.kind, .extension)
        XCTAssertEqual(widget.sourceFiles, [root + "/Notes/Model/Note.swift", root + "/NotesWidget/NotesWidget.swift"])

        let tests = try target("NotesTests", in: project)
        XCTAssertEqual(tests.sourceFiles, [root + "/NotesTests/NoteTests.swift"])
        XCTAssertEqual(tests.dependencies, ["Notes"])
    }

    // MARK: Hand-made projects

    /// A minimal project around `objects` (text of `id = {...};` entries), main group `MAIN`.
    private func project(_ objects: String, targets: [String], projectDirPath: String = "", in folder: String) throws -> XcodeProject {
        let text = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tPROJECT = {isa = PBXProject; mainGroup = MAIN; projectDirPath = "\(projectDirPath)"; targets = (\(targets.map { $0 + ", " }.joined())); };
            \(objects)
            \t};
            \trootObject = PROJECT;
            }
            """
        try write(text, to: folder + "/App.xcodeproj/project.pbxproj")
        return try XcodeProject(contentsOf: folder + "/App.xcodeproj")
    }

    func testSourceTreesAndPaths() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let project = try self.project("""
            MAIN = {isa = PBXGroup; children = (G1, ABS, BUILT, SDK, DEV, SETTING, SRCVAR, ); sourceTree = "<group>"; };
            G1 = {isa = PBXGroup; children = (G2, ); path = "Sources/./App"; sourceTree = "<group>"; };
            G2 = {isa = PBXGroup; children = (F1, ROOTED, ); path = "Sub//Deeper/../Deep"; sourceTree = "<group>"; };
            F1 = {isa = PBXFileReference; path = "../A.swift"; sourceTree = "<group>"; };
            ROOTED = {isa = PBXFileReference; path = Other/B.swift; sourceTree = SOURCE_ROOT; };
            ABS = {isa = PBXFileReference; path = /opt/shared/C.swift; sourceTree = "<absolute>"; };
            BUILT = {isa = PBXFileReference; path = Generated.swift; sourceTree = BUILT_PRODUCTS_DIR; };
            SDK = {isa = PBXFileReference; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
            DEV = {isa = PBXFileReference; path = Platforms/X.swift; sourceTree = DEVELOPER_DIR; };
            SETTING = {isa = PBXFileReference; path = "$(PODS_ROOT)/D.swift"; sourceTree = "<group>"; };
            SRCVAR = {isa = PBXFileReference; path = "$(SRCROOT)/E.swift"; sourceTree = "<absolute>"; };
            ORPHAN = {isa = PBXFileReference; path = Orphan.swift; sourceTree = "<group>"; };
            T = {isa = PBXNativeTarget; name = App; buildPhases = (S, ); productType = "com.apple.product-type.application"; };
            S = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3, B4, B5, B6, B7, B8, B9, BMISSING, ); };
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            B2 = {isa = PBXBuildFile; fileRef = ROOTED; };
            B3 = {isa = PBXBuildFile; fileRef = ABS; };
            B4 = {isa = PBXBuildFile; fileRef = BUILT; };
            B5 = {isa = PBXBuildFile; fileRef = SDK; };
            B6 = {isa = PBXBuildFile; fileRef = DEV; };
            B7 = {isa = PBXBuildFile; fileRef = SETTING; };
            B8 = {isa = PBXBuildFile; fileRef = SRCVAR; };
            B9 = {isa = PBXBuildFile; fileRef = ORPHAN; };
            BMISSING = {isa = PBXBuildFile; fileRef = NOWHERE; };
            """, targets: ["T"], in: folder)
        XCTAssertEqual(try target("App", in: project).sourceFiles, [
            folder + "/E.swift",
            folder + "/Orphan.swift",  // held by no group: relative to the project folder
            folder + "/Other/B.swift",
            folder + "/Sources/App/Sub/A.swift",
            "/opt/shared/C.swift",
        ].sorted())
    }

    func testProjectDirPathMovesTheSourceRoot() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let project = try self.project("""
            MAIN = {isa = PBXGroup; children = (F, ); sourceTree = "<group>"; };
            F = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
            T = {isa = PBXNativeTarget; name = App; buildPhases = (S, ); };
            S = {isa = PBXSourcesBuildPhase; files = (B, ); };
            B = {isa = PBXBuildFile; fileRef = F; };
            """, targets: ["T"], projectDirPath: "../Code", in: folder + "/Project")
        XCTAssertEqual(project.sourceRoot, folder + "/Code")
        XCTAssertEqual(try target("App", in: project).sourceFiles, [folder + "/Code/A.swift"])
    }

    func testOnlyNativeTargetsAndCrossProjectDependencies() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let project = try self.project("""
            MAIN = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            APP = {isa = PBXNativeTarget; name = App; buildPhases = (FW, ); dependencies = (D1, D2, D3, ); productType = "com.apple.product-type.application"; };
            AGG = {isa = PBXAggregateTarget; name = Everything; };
            LEGACY = {isa = PBXLegacyTarget; name = Make; };
            D1 = {isa = PBXTargetDependency; target = AGG; };
            D2 = {isa = PBXTargetDependency; name = Named; };
            D3 = {isa = PBXTargetDependency; targetProxy = PROXY; };
            PROXY = {isa = PBXContainerItemProxy; proxyType = 1; remoteInfo = SubKit; };
            FW = {isa = PBXFrameworksBuildPhase; files = (L1, ); };
            L1 = {isa = PBXBuildFile; fileRef = REFPROXY; };
            REFPROXY = {isa = PBXReferenceProxy; path = LinkedKit.framework; remoteRef = PROXY2; sourceTree = BUILT_PRODUCTS_DIR; };
            PROXY2 = {isa = PBXContainerItemProxy; proxyType = 2; remoteInfo = LinkedKit; };
            """, targets: ["APP", "AGG", "LEGACY"], in: folder)
        XCTAssertEqual(project.targets.map(\.name), ["App"])
        XCTAssertEqual(project.targets.first?.dependencies, ["Everything", "Named", "SubKit", "LinkedKit"])
    }

    func testGroupCyclesAndDanglingIdsEndQuietly() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let project = try self.project("""
            MAIN = {isa = PBXGroup; children = (G, MISSING, ); sourceTree = "<group>"; };
            G = {isa = PBXGroup; children = (MAIN, G, F, ); path = G; sourceTree = "<group>"; };
            F = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
            T = {isa = PBXNativeTarget; name = App; buildPhases = (S, NOPHASE, ); dependencies = (NODEP, ); };
            S = {isa = PBXSourcesBuildPhase; files = (B, "not an id", ); };
            B = {isa = PBXBuildFile; fileRef = F; };
            """, targets: ["T", "NOTARGET"], in: folder)
        XCTAssertEqual(project.targets.first?.sourceFiles, [folder + "/G/A.swift"])
    }

    func testXMLProjectFilesAreReadToo() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let objects: [String: Any] = [
            "P": ["isa": "PBXProject", "mainGroup": "M", "targets": ["T"]],
            "M": ["isa": "PBXGroup", "children": ["F"], "sourceTree": "<group>"],
            "F": ["isa": "PBXFileReference", "path": "Main.m", "sourceTree": "<group>"],
            "T": ["isa": "PBXNativeTarget", "name": "Old", "buildPhases": ["S"], "productType": "com.apple.product-type.application"],
            "S": ["isa": "PBXSourcesBuildPhase", "files": ["B"]],
            "B": ["isa": "PBXBuildFile", "fileRef": "F"],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: ["archiveVersion": "1", "objects": objects, "rootObject": "P"],
                                                      format: .xml, options: 0)
        try FileManager.default.createDirectory(atPath: folder + "/Old.xcodeproj", withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: folder + "/Old.xcodeproj/project.pbxproj"))
        let project = try XcodeProject(contentsOf: folder + "/Old.xcodeproj")
        XCTAssertEqual(project.targets.first?.sourceFiles, [folder + "/Main.m"])
    }

    func testALinkedBundleResolvesWhereItReallyIs() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try project("""
            MAIN = {isa = PBXGroup; children = (F, ); sourceTree = "<group>"; };
            F = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
            T = {isa = PBXNativeTarget; name = App; buildPhases = (S, ); };
            S = {isa = PBXSourcesBuildPhase; files = (B, ); };
            B = {isa = PBXBuildFile; fileRef = F; };
            """, targets: ["T"], in: folder + "/Example/Pods")
        try FileManager.default.createSymbolicLink(atPath: folder + "/_Pods.xcodeproj", withDestinationPath: "Example/Pods/App.xcodeproj")
        let linked = try XcodeProject(contentsOf: folder + "/_Pods.xcodeproj")
        XCTAssertEqual(linked.path, folder + "/_Pods.xcodeproj")
        XCTAssertEqual(linked.targets.first?.sourceFiles, [folder + "/Example/Pods/A.swift"])
    }

    // MARK: Problems

    func testABrokenProjectFileIsAProblemWithItsLocation() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fixture = try String(contentsOfFile: projectFixtures + "/Shop/Shop.xcodeproj/project.pbxproj", encoding: .utf8)
        // Cut after the first build file: the `objects` dictionary (line 7) is never closed.
        let truncated = fixture.split(separator: "\n", omittingEmptySubsequences: false).prefix(11).joined(separator: "\n")
        try write(truncated, to: folder + "/Broken.xcodeproj/project.pbxproj")
        XCTAssertThrowsError(try XcodeProject(contentsOf: folder + "/Broken.xcodeproj")) { error in
            guard let problem = error as? ProjectProblem else { return XCTFail("\(error)") }
            XCTAssertEqual(problem.file, folder + "/Broken.xcodeproj/project.pbxproj")
            XCTAssertEqual(problem.line, 7)
            XCTAssertEqual(problem.column, 12)
            XCTAssertEqual(problem.description, "\(folder)/Broken.xcodeproj/project.pbxproj:7:12: the dictionary opened here is never closed")
        }
    }

    func testAFileThatIsNoProjectIsAProblem() throws {
        XCTAssertThrowsError(try XcodeProject(pbxproj: Array("{ objects = {}; }".utf8), projectPath: "/p/X.xcodeproj")) { error in
            XCTAssertEqual("\(error)", "/p/X.xcodeproj/project.pbxproj:1:1: 'rootObject' does not name a PBXProject")
        }
        XCTAssertThrowsError(try XcodeProject(pbxproj: Array("( a, b )".utf8), projectPath: "/p/X.xcodeproj")) { error in
            XCTAssertEqual("\(error)", "/p/X.xcodeproj/project.pbxproj:1:1: no 'objects' dictionary: not an Xcode project")
        }
        XCTAssertThrowsError(try XcodeProject(contentsOf: "/nonexistent/X.xcodeproj")) { error in
            XCTAssertEqual("\(error)", "/nonexistent/X.xcodeproj/project.pbxproj:1:1: cannot read the project file")
        }
    }

    /// git leaves conflicts in project files too (`<<<<<<< Updated upstream` … `>>>>>>> Stashed changes`):
    /// both versions are read and a target builds what either gives it; a diff3 base is in neither.
    func testAProjectFileWithMergeConflictsIsReadAsBothItsVersions() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let project = try self.project("""
            MAIN = {isa = PBXGroup; children = (FA, FB, FC, FD, ); sourceTree = "<group>"; };
            FA = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
            FB = {isa = PBXFileReference; path = B.swift; sourceTree = "<group>"; };
            FC = {isa = PBXFileReference; path = C.swift; sourceTree = "<group>"; };
            FD = {isa = PBXFileReference; path = Base.swift; sourceTree = "<group>"; };
            T = {isa = PBXNativeTarget; name = App; buildPhases = (S, ); productType = "com.apple.product-type.application"; };
            <<<<<<< Updated upstream
            S = {isa = PBXSourcesBuildPhase; files = (BA, BB, ); };
            ||||||| merged common ancestors
            S = {isa = PBXSourcesBuildPhase; files = (BA, BD, ); };
            =======
            S = {isa = PBXSourcesBuildPhase; files = (BA, BC, ); };
            >>>>>>> Stashed changes
            BA = {isa = PBXBuildFile; fileRef = FA; };
            BB = {isa = PBXBuildFile; fileRef = FB; };
            BC = {isa = PBXBuildFile; fileRef = FC; };
            BD = {isa = PBXBuildFile; fileRef = FD; };
            """, targets: ["T"], in: folder)
        XCTAssertEqual(try target("App", in: project).sourceFiles, [folder + "/A.swift", folder + "/B.swift", folder + "/C.swift"])
    }

    func testAConflictNeitherVersionOfWhichReadsIsAProblemAtTheMarker() throws {
        let text = "{ objects = {\n<<<<<<< ours\n(\n=======\n[\n>>>>>>> theirs\n}; }"
        XCTAssertThrowsError(try XcodeProject(pbxproj: Array(text.utf8), projectPath: "/p/X.xcodeproj")) { error in
            XCTAssertTrue("\(error)".hasPrefix("/p/X.xcodeproj/project.pbxproj:2:1: "), "\(error)")
        }
    }

    func testProductTypesMapToKinds() {
        let kinds: [(String, ModuleKind)] = [
            ("com.apple.product-type.application", .app),
            ("com.apple.product-type.application.watchapp2", .app),
            ("com.apple.product-type.tool", .app),
            ("com.apple.product-type.framework", .framework),
            ("com.apple.product-type.framework.static", .framework),
            ("com.apple.product-type.library.static", .library),
            ("com.apple.product-type.library.dynamic", .library),
            ("com.apple.product-type.bundle.unit-test", .test),
            ("com.apple.product-type.bundle.ui-testing", .test),
            ("com.apple.product-type.app-extension", .extension),
            ("com.apple.product-type.app-extension.messages", .extension),
            ("com.apple.product-type.extensionkit-extension", .extension),
            ("com.apple.product-type.watchkit2-extension", .extension),
            ("com.apple.product-type.bundle", .other),
            ("", .other),
        ]
        for (type, kind) in kinds { XCTAssertEqual(ModuleKind(xcodeProductType: type), kind, type) }
    }
}
