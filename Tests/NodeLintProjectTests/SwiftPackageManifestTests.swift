import XCTest
@testable import NodeLintProject

final class SwiftPackageManifestTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Creates the (empty) files, relative to the temporary package folder.
    private func files(_ paths: String...) throws {
        for path in paths { try write("", to: folder + "/" + path) }
    }

    private func manifest(_ text: String) throws -> SwiftPackageManifest {
        try write(text, to: folder + "/Package.swift")
        return try SwiftPackageManifest(contentsOf: folder + "/Package.swift")
    }

    private func target(_ name: String, in manifest: SwiftPackageManifest, file: StaticString = #filePath, line: UInt = #line) throws -> SwiftPackageTarget {
        try XCTUnwrap(manifest.targets.first { $0.name == name }, "no target \(name)", file: file, line: line)
    }

    func testConventionFolders() throws {
        try files("Sources/Feed/FeedNode.swift", "Sources/Feed/Cells/Cell.swift", "Sources/Feed/README.md",
                  "Sources/Feed/.hidden.swift", "Tests/FeedTests/FeedTests.swift", "src/Legacy/Legacy.m",
                  "Sources/Tool/main.swift", "Plugins/Gen/plugin.swift", "Sources/Macros/Macros.swift")
        let manifest = try self.manifest("""
            // swift-tools-version:5.9
            import PackageDescription
            import CompilerPluginSupport

            let package = Package(
                name: "Feed",
                products: [.library(name: "Feed", targets: ["Feed"])],
                targets: [
                    .target(name: "Feed"),
                    .target(name: "Legacy"),
                    .target(name: "Missing"),
                    .executableTarget(name: "Tool"),
                    .testTarget(name: "FeedTests", dependencies: ["Feed"]),
                    .macro(name: "Macros"),
                    .plugin(name: "Gen", capability: .buildTool()),
                ]
            )
            """)
        XCTAssertEqual(manifest.name, "Feed")
        XCTAssertEqual(manifest.path, folder + "/Package.swift")
        XCTAssertEqual(manifest.targets.map(\.name), ["Feed", "Legacy", "Missing", "Tool", "FeedTests", "Macros", "Gen"])
        XCTAssertEqual(manifest.targets.map(\.kind), [.regular, .regular, .regular, .executable, .test, .macro, .plugin])
        let feed = try target("Feed", in: manifest)
        XCTAssertEqual(feed.directory, folder + "/Sources/Feed")
        XCTAssertEqual(feed.sourceFiles, [folder + "/Sources/Feed/Cells/Cell.swift", folder + "/Sources/Feed/FeedNode.swift"])
        XCTAssertTrue(feed.isExported)
        XCTAssertEqual(feed.moduleKind, .library)
        // SwiftPM's fallbacks when Sources/<name> does not exist; Sources/<name> when none does.
        XCTAssertEqual(try target("Legacy", in: manifest).sourceFiles, [folder + "/src/Legacy/Legacy.m"])
        XCTAssertFalse(try target("Legacy", in: manifest).isExported)
        XCTAssertEqual(try target("Missing", in: manifest).directory, folder + "/Sources/Missing")
        XCTAssertEqual(try target("Missing", in: manifest).sourceFiles, [])
        XCTAssertEqual(try target("Tool", in: manifest).moduleKind, .app)
        let tests = try target("FeedTests", in: manifest)
        XCTAssertEqual(tests.sourceFiles, [folder + "/Tests/FeedTests/FeedTests.swift"])
        XCTAssertEqual(tests.dependencies, ["Feed"])
        XCTAssertEqual(tests.moduleKind, .test)
        XCTAssertEqual(try target("Gen", in: manifest).sourceFiles, [folder + "/Plugins/Gen/plugin.swift"])
        XCTAssertEqual(manifest.libraries, [SwiftPackageLibrary(name: "Feed", targets: ["Feed"])])
    }

    func testPathSourcesAndExclude() throws {
        try files("Code/Core/A.swift", "Code/Core/B.swift", "Code/Core/Generated/G.swift", "Code/Core/Old.swift",
                  "Code/Core/include/Core.h", "Code/Core/Impl.m", "Code/Core/Impl.h",
                  "Lib/x/One.swift", "Lib/x/Two.swift", "Lib/x/Sub/Three.swift", "Lib/x/Sub/Four.swift", "Lib/x/Sub/Skip.swift")
        let manifest = try self.manifest("""
            let package = Package(name: "P", targets: [
                .target(name: "Core", path: "Code/Core", exclude: ["Generated", "Old.swift"]),
                .target(
                    name: "X",
                    path: "Lib/x/",
                    exclude: ["Sub/Skip.swift"],
                    sources: ["One.swift", "Sub"]
                ),
                .target(name: "Headers", path: "Code/Core", sources: ["Impl.m"], publicHeadersPath: "."),
            ])
            """)
        let core = try target("Core", in: manifest)
        XCTAssertEqual(core.path, "Code/Core")
        XCTAssertEqual(core.exclude, ["Generated", "Old.swift"])
        XCTAssertEqual(core.sourceFiles, ["A.swift", "B.swift", "Impl.m"].map { folder + "/Code/Core/" + $0 })
        XCTAssertEqual(core.headers, [folder + "/Code/Core/Impl.h", folder + "/Code/Core/include/Core.h"])
        XCTAssertEqual(core.publicHeaders, [folder + "/Code/Core/include/Core.h"])
        let x = try target("X", in: manifest)
        XCTAssertEqual(x.directory, folder + "/Lib/x")
        XCTAssertEqual(x.sources, ["One.swift", "Sub"])
        XCTAssertEqual(x.sourceFiles, ["One.swift", "Sub/Four.swift", "Sub/Three.swift"].map { folder + "/Lib/x/" + $0 })
        XCTAssertEqual(try target("Headers", in: manifest).sourceFiles, [folder + "/Code/Core/Impl.m"])
    }

    func testDependencyForms() throws {
        let manifest = try self.manifest("""
            let package = Package(
                name: "P",
                dependencies: [
                    .package(url: "https://github.com/TextureGroup/Texture.git", from: "3.1.0"),
                    .package(path: "../Local"),
                ],
                targets: [
                    .target(
                        name: "App",
                        dependencies: [
                            "Core",
                            .target(name: "Model"),
                            .target(name: "Linux", condition: .when(platforms: [.linux])),
                            .product(name: "AsyncDisplayKit", package: "Texture"),
                            Target.Dependency.product(name: "Local", package: "Local", condition: nil),
                            .byName(name: "Shared"),
                            someVariable,
                        ],
                        plugins: [.plugin(name: "Lint", package: "Linter")]
                    ),
                    .target(name: "Model"),
                ]
            )
            """)
        // `.target(name:)` inside dependencies names a dependency; `.plugin(name:package:)` is a use.
        XCTAssertEqual(manifest.targets.map(\.name), ["App", "Model"])
        XCTAssertEqual(try target("App", in: manifest).dependencies, ["Core", "Model", "Linux", "AsyncDisplayKit", "Local", "Shared"])
    }

    func testCommentsAndStringsWithParenthesesAndBrackets() throws {
        try files("Sources/odd)dir [1]/A.swift")
        let manifest = try self.manifest(#"""
            // .target(name: "LineComment"),
            /* .target(name: "BlockComment"), /* nested */ .target(name: "StillComment") */
            let note = "a string with .target(name: \"InString\") and ( unbalanced ["
            let package = Package(
                name: "P(arens)",
                targets: [
                    .target(name: "Odd", path: "Sources/odd)dir [1]"), // .target(name: "Trailing")
                    .target(name: #"Raw"#, path: #"Sources/raw\dir"#),
                    .target(name: "Interpolated\(suffix)"),
                    .target(name: "Escaped\"Quote"),
                ]
            )
            """#)
        XCTAssertEqual(manifest.name, "P(arens)")
        XCTAssertEqual(manifest.targets.map(\.name), ["Odd", "Raw", "Escaped\"Quote"])
        XCTAssertEqual(try target("Odd", in: manifest).sourceFiles, [folder + "/Sources/odd)dir [1]/A.swift"])
        XCTAssertEqual(try target("Raw", in: manifest).path, #"Sources/raw\dir"#)
        XCTAssertEqual(manifest.problems, [])
    }

    func testConditionalCompilationAndWhatCannotBeEvaluated() throws {
        try files("Sources/Shared/S.swift", "Sources/Linux/L.swift")
        let manifest = try self.manifest("""
            import PackageDescription
            let settings: [SwiftSetting] = [.define("X")]
            let customPath = "Somewhere"
            var targets: [Target] = [
                .target(name: "Shared", path: customPath, sources: computedSources, swiftSettings: settings),
            ]
            #if os(Linux)
            targets.append(.target(name: "Linux"))
            #else
            targets.append(.target(name: "Linux", path: "Apple/Linux"))
            targets.append(.target(name: "Darwin"))
            #endif
            let package = Package(name: name, targets: targets)
            package.targets += [.testTarget(name: "SharedTests", dependencies: ["Shared"])]
            """)
        XCTAssertNil(manifest.name)
        XCTAssertEqual(manifest.targets.map(\.name), ["Shared", "Linux", "Darwin", "SharedTests"])
        // A path or sources that are not literals fall back to the convention.
        let shared = try target("Shared", in: manifest)
        XCTAssertNil(shared.path)
        XCTAssertNil(shared.sources)
        XCTAssertEqual(shared.sourceFiles, [folder + "/Sources/Shared/S.swift"])
        // Both sides of the #if are read; the first declaration of a name wins.
        XCTAssertEqual(try target("Linux", in: manifest).sourceFiles, [folder + "/Sources/Linux/L.swift"])
    }

    func testProductsOnlyExportRegularTargets() throws {
        let manifest = try self.manifest("""
            let package = Package(name: "P",
                products: [
                    .library(name: "Kit", type: .dynamic, targets: ["Kit", "KitSupport"]),
                    .executable(name: "tool", targets: ["Tool"]),
                    .plugin(name: "GenPlugin", targets: ["Gen"]),
                ],
                targets: [
                    .target(name: "Kit"), .target(name: "KitSupport"), .target(name: "Internal"),
                    .executableTarget(name: "Tool"),
                    .plugin(name: "Gen", capability: .command(intent: .custom(verb: "gen", description: "")), dependencies: ["Tool"]),
                ])
            """)
        XCTAssertEqual(manifest.targets.map(\.name), ["Kit", "KitSupport", "Internal", "Tool", "Gen"])
        XCTAssertEqual(manifest.targets.filter(\.isExported).map(\.name), ["Kit", "KitSupport"])
        XCTAssertEqual(try target("Gen", in: manifest).dependencies, ["Tool"])
    }

    func testUnterminatedTextIsAProblemAndTheRestIsRead() throws {
        let manifest = try self.manifest("""
            let package = Package(name: "P", targets: [
                .target(name: "A"),
                .target(name: "B", path: "unterminated),
                .target(name: "C"),
            ])
            /* never closed
            """)
        XCTAssertEqual(manifest.targets.map(\.name), ["A", "B", "C"])
        XCTAssertNil(try target("B", in: manifest).path)
        XCTAssertEqual(manifest.problems.map(\.description), [
            "\(folder)/Package.swift:3:30: the string opened here is never closed",
            "\(folder)/Package.swift:6:1: the comment opened here is never closed",
        ])
    }

    func testAnUnreadableManifestIsAProblem() {
        XCTAssertThrowsError(try SwiftPackageManifest(contentsOf: folder + "/Nothing/Package.swift")) { error in
            XCTAssertEqual("\(error)", "\(folder)/Nothing/Package.swift:1:1: cannot read the manifest")
        }
    }

    func testRandomTextAndBytesNeverTrap() {
        var random = SplitMix64(state: 42)
        let pieces = [".target(", "name:", "\"A\"", "(", ")", "[", "]", ",", "#if", "\"\"\"", "#\"", "\\(", "//", "/*", "*/", "\n", " "]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0..<60, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            _ = SwiftPackageManifest(text: Array(text.utf8), path: folder + "/Package.swift")
        }
        for _ in 0..<500 {
            let bytes = (0..<Int.random(in: 0..<100, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            _ = SwiftPackageManifest(text: bytes, path: folder + "/Package.swift")
        }
    }

    func testDeepNestingIsAProblemNotADeepTree() {
        let text = "let package = Package(targets: [.target(name: \"A\")])\n" + String(repeating: "(", count: 100_000)
        let manifest = SwiftPackageManifest(text: Array(text.utf8), path: folder + "/Package.swift")
        XCTAssertEqual(manifest.targets.map(\.name), ["A"])
        XCTAssertEqual(manifest.problems.map(\.line), [2])
        XCTAssertTrue(manifest.problems.first?.message.contains("nested deeper than 200") == true)
    }

    func testTheRepositorysOwnManifest() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let manifest = try SwiftPackageManifest(contentsOf: root + "/Package.swift")
        XCTAssertEqual(manifest.name, "nodelint")
        let names = manifest.targets.map(\.name)
        for name in ["NodeLintModel", "NodeLintProject", "NodeLintProjectTests", "nodelint", "TextureReference", "Scenarios"] {
            XCTAssertTrue(names.contains(name), name)
        }
        // System libraries, binary targets and plugin uses are no source targets; plugin declarations are
        // (nodelint's are in the plugins package, NodeLintPlugins/).
        XCTAssertFalse(names.contains("CYaml"))
        // CClang is a C target (libclang's loader), so it is a source target.
        XCTAssertTrue(names.contains("CClang"))
        XCTAssertFalse(names.contains("NodeLintBuildToolPlugin"))
        let plugins = try SwiftPackageManifest(contentsOf: root + "/NodeLintPlugins/Package.swift")
        XCTAssertEqual(plugins.name, "NodeLintPlugins")
        XCTAssertEqual(try target("NodeLintBuildToolPlugin", in: plugins).directory, root + "/NodeLintPlugins/Plugins/NodeLintBuildToolPlugin")
        XCTAssertTrue(plugins.targets.map(\.name).contains("NodeLintCommandPlugin"))
        XCTAssertEqual(try target("nodelint-embed-rule-docs", in: manifest).directory, root + "/Sources/EmbedRuleDocsTool")
        XCTAssertEqual(try target("Scenarios", in: manifest).directory, root + "/fixtures/scenarios")
        XCTAssertEqual(try target("NodeLintProject", in: manifest).dependencies, ["NodeLintModel"])
        XCTAssertTrue(try target("NodeLintProject", in: manifest).sourceFiles.contains(root + "/Sources/NodeLintProject/OldStylePropertyList.swift"))
        XCTAssertEqual(manifest.libraries, [])
    }
}
