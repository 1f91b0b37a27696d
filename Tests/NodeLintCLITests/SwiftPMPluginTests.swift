import Foundation
import XCTest

/// The SwiftPM plugins, end to end: a package that depends on nodelint's plugins package
/// (`NodeLintPlugins/`, by path, as no network is needed) builds with the build-tool plugin and lints
/// with the command plugin. The first build compiles nodelint from source inside the test, so this test
/// takes a minute or more.
final class SwiftPMPluginTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    let violating = """
        // Stand-ins for Texture's class, so that the package compiles without Texture.
        class ASDisplayNode {
            init() {}
            var view: View { View() }
            func didLoad() {}
        }

        final class View { var alpha = 1.0 }

        final class Cell: ASDisplayNode {
            override init() {
                super.init()
                view.alpha = 0.5
            }
        }

        """

    func testBuildToolAndCommandPluginsLintAConsumingPackage() throws {
        let dir = ScratchDirectory()
        // The checkout in a folder not named `nodelint`: the plugins package names its dependency on the
        // checkout, so the folder's name (which is a path dependency's identity) does not matter.
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/checkout", withDestinationPath: Self.packageRoot)
        dir.write("Consumer/Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Consumer",
                dependencies: [.package(path: "../checkout/NodeLintPlugins")],
                targets: [
                    .target(name: "Feed", plugins: [.plugin(name: "NodeLintBuildToolPlugin", package: "NodeLintPlugins")]),
                ]
            )

            """)
        dir.write("Consumer/Sources/Feed/Cell.swift", violating)
        let consumer = dir.path + "/Consumer"
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testCacheHome  // the plugins run nodelint: not the user's cache
        func swift(_ arguments: [String]) throws -> CLIRun {
            try runProcess("/usr/bin/env", ["swift"] + arguments + ["--scratch-path", dir.path + "/build"],
                           in: consumer, environment: environment)
        }
        let expected = "Sources/Feed/Cell.swift:13:9: error: \(viewAccessInInitMessage)"

        // The build-tool plugin: the error fails the build, and shows in its log.
        let failing = try swift(["build"])
        XCTAssertNotEqual(failing.status, 0, failing.stdout + failing.stderr)
        XCTAssertTrue((failing.stdout + failing.stderr).contains(expected), failing.stdout + failing.stderr)
        // It runs on every build, not only when a source changes.
        let again = try swift(["build"])
        XCTAssertNotEqual(again.status, 0)
        XCTAssertTrue((again.stdout + again.stderr).contains(expected), again.stdout + again.stderr)

        // The command plugin: `swift package nodelint`, with nodelint's exit status.
        let command = try runProcess("/usr/bin/env", ["swift", "package", "--scratch-path", dir.path + "/build", "nodelint"],
                                     in: consumer, environment: environment)
        XCTAssertEqual(command.status, 1, command.stdout + command.stderr)
        XCTAssertTrue((command.stdout + command.stderr).contains("[view-access-in-init]"), command.stdout + command.stderr)

        // Fixed: the build passes, and nothing in its log is an error (nodelint's own modules included).
        dir.write("Consumer/Sources/Feed/Cell.swift", violating.replacingOccurrences(of: """
                override init() {
                    super.init()
                    view.alpha = 0.5
                }
            """, with: """
                override func didLoad() {
                    super.didLoad()
                    view.alpha = 0.5
                }
            """))
        let passing = try swift(["build"])
        XCTAssertEqual(passing.status, 0, passing.stdout + passing.stderr)
        XCTAssertFalse((passing.stdout + passing.stderr).contains("error:"), passing.stdout + passing.stderr)
    }
}
