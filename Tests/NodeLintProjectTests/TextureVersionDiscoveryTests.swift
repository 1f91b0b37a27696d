import XCTest
import NodeLintModel
@testable import NodeLintProject

final class TextureVersionDiscoveryTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = try makeTemporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private let lock31 = "PODS:\n  - Texture (3.1.0)\n"
    private let lock28 = "PODS:\n  - Texture/Core (2.8.1)\n"

    func testTheNearestFolderWithAnAnswerDecides() throws {
        try write(lock31, to: root + "/Podfile.lock")
        try write(lock28, to: root + "/Modules/Legacy/Podfile.lock")
        try write("", to: root + "/Modules/Legacy/Sources/Deep/File.swift")
        let discovery = TextureVersionDiscovery(stopFolder: root)
        XCTAssertEqual(discovery.version(forFile: root + "/Modules/Legacy/Sources/Deep/File.swift"),
                       TextureVersionFinding(version: TextureVersion("2.8.1")!, file: root + "/Modules/Legacy/Podfile.lock", line: 2,
                                             source: .podfileLock))
        XCTAssertEqual(discovery.version(forFile: root + "/App/Feed/FeedNode.swift")?.file, root + "/Podfile.lock")
        XCTAssertEqual(discovery.version(forFile: root + "/Top.swift")?.version, TextureVersion("3.1"))
    }

    func testTheWalkStopsAtTheStopFolder() throws {
        try write(lock31, to: root + "/Podfile.lock")
        try write("", to: root + "/repo/App/File.swift")
        let discovery = TextureVersionDiscovery(stopFolder: root + "/repo")
        XCTAssertNil(discovery.version(forFile: root + "/repo/App/File.swift"))
        XCTAssertNil(discovery.version(forFile: root + "/repo/File.swift"))
        // A file outside the stop folder gets only its own folder's answer.
        XCTAssertEqual(discovery.version(forFile: root + "/Other.swift")?.version, TextureVersion("3.1"))
        XCTAssertNil(discovery.version(forFile: root + "/elsewhere/Other.swift"))
    }

    func testTheOrderOfTheFilesInOneFolder() throws {
        let folder = root + "/app"
        func answer() -> TextureVersionFinding.Source? {
            var problems: [ProjectProblem] = []
            return TextureVersionDiscovery.textureVersion(inFolder: folder, problems: &problems)?.source
        }
        try write("pod 'Texture', '~> 2.0'\n", to: folder + "/Podfile")
        XCTAssertEqual(answer(), .podfile)
        try write("Pod::Spec.new do |s|\n  s.dependency 'Texture', '~> 2.5'\nend\n", to: folder + "/Kit.podspec")
        XCTAssertEqual(answer(), .podspec)
        try write(#"github "TextureGroup/Texture" "2.6""#, to: folder + "/Cartfile.resolved")
        XCTAssertEqual(answer(), .cartfileResolved)
        try write(#"{"pins":[{"identity":"texture","state":{"version":"2.7.0"}}],"version":2}"#, to: folder + "/Package.resolved")
        XCTAssertEqual(answer(), .packageResolved)
        try write(lock28, to: folder + "/Podfile.lock")
        XCTAssertEqual(answer(), .podfileLock)
        // A lock file that pins no Texture gives the next file its turn.
        try write("PODS:\n  - Alamofire (5.0.0)\n", to: folder + "/Podfile.lock")
        XCTAssertEqual(answer(), .packageResolved)
    }

    func testPackageResolvedInsideXcodeProjectsAndWorkspaces() throws {
        let discovery = TextureVersionDiscovery(stopFolder: projectFixtures)
        let found = try XCTUnwrap(discovery.version(forFile: projectFixtures + "/Notes/Notes/Editor/EditorNode.swift"))
        XCTAssertEqual(found.version, TextureVersion("3.1"))
        XCTAssertEqual(found.file, projectFixtures + "/Notes/Notes.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved")
        XCTAssertEqual(found.line, 19)
        XCTAssertNil(discovery.version(forFile: projectFixtures + "/Shop/Shop/AppDelegate.swift"))

        try write(#"{"pins":[{"identity":"texture","state":{"version":"3.0.1"}}],"version":2}"#,
                  to: root + "/App.xcworkspace/xcshareddata/swiftpm/Package.resolved")
        XCTAssertEqual(TextureVersionDiscovery(stopFolder: root).version(forFile: root + "/A.swift")?.version, TextureVersion("3.0.1"))
    }

    func testALocalTexturePodGivesItsPodspecsVersion() throws {
        try write("target 'App' do\n  pod 'Texture', :path => 'Vendor/Texture'\nend\n", to: root + "/Podfile")
        try write("Pod::Spec.new do |spec|\n  spec.name = 'Texture'\n  spec.version = '2.6'\nend\n", to: root + "/Vendor/Texture/Texture.podspec")
        let found = TextureVersionDiscovery(stopFolder: root).version(forFile: root + "/App/A.swift")
        XCTAssertEqual(found, TextureVersionFinding(version: TextureVersion("2.6")!, file: root + "/Vendor/Texture/Texture.podspec",
                                                    line: 3, source: .podspec))
    }

    func testEachFolderIsReadOnce() throws {
        try write(lock31, to: root + "/Podfile.lock")
        for i in 0..<20 { try write("", to: root + "/A/B/C\(i % 4)/F\(i).swift") }
        let discovery = TextureVersionDiscovery(stopFolder: root)
        for _ in 0..<3 {
            for i in 0..<20 {
                XCTAssertEqual(discovery.version(forFile: root + "/A/B/C\(i % 4)/F\(i).swift")?.version, TextureVersion("3.1"))
            }
        }
        // C0...C3, B, A and the root.
        XCTAssertEqual(discovery.foldersRead, 7)
        // Changing the files afterwards changes nothing: the answers are kept.
        try write(lock28, to: root + "/A/Podfile.lock")
        XCTAssertEqual(discovery.version(forFile: root + "/A/B/C0/F0.swift")?.version, TextureVersion("3.1"))
        XCTAssertEqual(discovery.foldersRead, 7)
    }

    func testConcurrentLookupsAgreeAndReadEachFolderOnce() throws {
        try write(lock31, to: root + "/Podfile.lock")
        try write(lock28, to: root + "/Old/Podfile.lock")
        let discovery = TextureVersionDiscovery(stopFolder: root)
        let paths = (0..<2000).map { i in root + (i % 2 == 0 ? "/New" : "/Old") + "/M\(i / 2 % 10)/F\(i).swift" }
        let results = UnsafeMutableBufferPointer<TextureVersion?>.allocate(capacity: paths.count)
        defer { results.deallocate() }
        results.initialize(repeating: nil)
        DispatchQueue.concurrentPerform(iterations: paths.count) { i in
            results[i] = discovery.version(forFile: paths[i])?.version
        }
        for (i, version) in results.enumerated() {
            XCTAssertEqual(version, i % 2 == 0 ? TextureVersion("3.1") : TextureVersion("2.8.1"))
        }
        // New and Old with their ten subfolders each, and the root.
        XCTAssertEqual(discovery.foldersRead, 23)
    }

    func testBrokenFilesAreProblemsAndTheSearchGoesOn() throws {
        try write("{\"pins\": [ {\"identity\": \"texture\", ", to: root + "/Package.resolved")
        try write(#"github "TextureGroup/Texture" "3.0.0""#, to: root + "/Cartfile.resolved")
        try write("\u{FF}\u{FE}garbage", to: root + "/Podfile.lock")
        let discovery = TextureVersionDiscovery(stopFolder: root)
        XCTAssertEqual(discovery.version(forFile: root + "/A.swift")?.source, .cartfileResolved)
        XCTAssertEqual(discovery.problems.count, 1)
        XCTAssertTrue(discovery.problems[0].description.hasPrefix(root + "/Package.resolved:1:"), discovery.problems[0].description)
        XCTAssertTrue(discovery.problems[0].description.hasSuffix(": not valid JSON"))
        // Asking again reports nothing new.
        _ = discovery.version(forFile: root + "/B.swift")
        XCTAssertEqual(discovery.problems.count, 1)
    }

    func testNoFilesNoVersion() {
        let discovery = TextureVersionDiscovery(stopFolder: root)
        XCTAssertNil(discovery.version(forFile: root + "/a/b/c.swift"))
        XCTAssertNil(discovery.version(forFolder: "/nonexistent/folder"))
    }
}
