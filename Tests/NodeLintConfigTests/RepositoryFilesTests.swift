import XCTest
import NodeLintModel
@testable import NodeLintConfig

/// Files at the repository root that tools other than nodelint read: they must stay well-formed.
final class RepositoryFilesTests: XCTestCase {
    private let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testExampleConfigurationParses() throws {
        let path = repositoryRoot.appendingPathComponent("fixtures/config/example.nodelint.yml").path
        // The real rule catalogue: the example names real rules.
        let file = try ConfigFileParser(rules: RuleInfo.catalog).parse(contentsOf: path)
        XCTAssertEqual(file.textureVersion?.value, TextureVersion(major: 3))
        XCTAssertEqual(file.exclude.map(\.value.source), ["Pods", "Carthage", "**/Generated/**", "*.pb.swift"])
        XCTAssertEqual(file.perFileIgnores.count, 2)
        let configuration = Configuration(files: [file], rules: RuleInfo.catalog, currentDirectory: file.directory)
        XCTAssertFalse(configuration.isLinted("Sources/Proto/Feed.pb.swift"))
        XCTAssertFalse(configuration.isLinted("Tools/Script.swift"))
        XCTAssertTrue(configuration.isLinted("App/FeedNode.swift"))
        XCTAssertFalse(configuration.effective(for: "App/FeedPreview.swift").isEnabled("view-access-in-init"))
        XCTAssertTrue(configuration.effective(for: "App/FeedNode.swift").isEnabled("view-access-in-init"))
        XCTAssertEqual(configuration.effective(for: "App/FeedNode.swift").severity(of: "lock-in-init"), .error)
        XCTAssertFalse(configuration.effective(for: "App/FeedNode.swift").isEnabled("one-time-setup-in-layout-pass"))
    }

    /// The pre-commit framework's manifest (`pre-commit validate-manifest` checks the same and more).
    func testPreCommitManifest() throws {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent(".pre-commit-hooks.yaml"))
        let root = try XCTUnwrap(try YAMLLoader.load(Array(data)))
        guard case .sequence(let hooks) = root.kind else { return XCTFail("the manifest is a list of hooks") }
        XCTAssertEqual(hooks.count, 2)
        for hook in hooks {
            guard case .mapping(let pairs) = hook.kind else { return XCTFail("a hook is a map") }
            var fields: [String: YAMLNode] = [:]
            for pair in pairs { fields[pair.key.scalar ?? ""] = pair.value }
            for key in ["id", "name", "entry", "language"] { XCTAssertNotNil(fields[key]?.scalar, key) }
            XCTAssertTrue(["swift", "system"].contains(fields["language"]?.scalar ?? ""))
            XCTAssertEqual(fields["entry"]?.scalar, "nodelint")
            XCTAssertEqual(fields["require_serial"]?.scalar, "true")
            guard case .sequence(let types)? = fields["types_or"]?.kind else { return XCTFail("types_or is a list") }
            XCTAssertEqual(Set(types.compactMap(\.scalar)), ["swift", "objective-c", "objective-c++", "header"])
        }
    }
}
