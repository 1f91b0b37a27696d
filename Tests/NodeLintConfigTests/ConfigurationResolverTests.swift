import XCTest
import NodeLintModel
import NodeLintProject
@testable import NodeLintConfig

final class ConfigurationResolverTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = try makeTemporaryDirectory()
        try FileManager.default.createDirectory(atPath: root + "/repo/.git", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func resolver(config: String? = nil, cwd: String? = nil) throws -> ConfigurationResolver {
        try ConfigurationResolver(rules: testRules, configFile: config, currentDirectory: cwd ?? root + "/repo")
    }

    func testClosestConfigurationWinsWithoutImplicitMerge() throws {
        try write("disable: [view-access-in-init]\n", to: root + "/repo/.nodelint.yml")
        try write("texture-version: 3\n", to: root + "/repo/Sources/Feed/.nodelint.yml")
        let resolver = try resolver()

        let feed = try resolver.configuration(forFile: "Sources/Feed/Deep/FeedNode.swift")
        XCTAssertEqual(feed.files.map(\.path), [root + "/repo/Sources/Feed/.nodelint.yml"])
        XCTAssertTrue(feed.effective(for: "Sources/Feed/Deep/FeedNode.swift").isEnabled("view-access-in-init"))

        let other = try resolver.configuration(forFile: "Sources/Other/A.swift")
        XCTAssertEqual(other.files.map(\.path), [root + "/repo/.nodelint.yml"])
        XCTAssertFalse(other.effective(for: "Sources/Other/A.swift").isEnabled("view-access-in-init"))
    }

    func testSearchStopsAtTheRepositoryRoot() throws {
        // A configuration above the repository does not apply inside it.
        try write("disable: [view-access-in-init]\n", to: root + "/.nodelint.yml")
        let configuration = try resolver().configuration(forFile: "Sources/A.swift")
        XCTAssertTrue(configuration.files.isEmpty)
        XCTAssertTrue(configuration.effective(for: "Sources/A.swift").isEnabled("view-access-in-init"))
    }

    func testStdinFilenameNeedNotExist() throws {
        try write("exclude: [Generated]\n", to: root + "/repo/.nodelint.yml")
        let configuration = try resolver().configuration(forFile: "Sources/Generated/NotOnDisk.swift")
        XCTAssertEqual(configuration.files.count, 1)
        XCTAssertFalse(configuration.isLinted("Sources/Generated/NotOnDisk.swift"))
    }

    func testExplicitConfigOverridesDiscovery() throws {
        try write("disable: [view-access-in-init]\n", to: root + "/repo/Sources/.nodelint.yml")
        try write("severity: {view-access-in-init: warning}\nexclude: [Vendor]\n", to: root + "/ci.yml")
        let resolver = try resolver(config: "../ci.yml")
        let configuration = try resolver.configuration(forFile: "Sources/A.swift")
        XCTAssertEqual(configuration.files.map(\.path), [root + "/ci.yml"])
        XCTAssertEqual(configuration.effective(for: "Sources/A.swift").severity(of: "view-access-in-init"), .warning)
        // Patterns are relative to the configuration's directory, not the current one.
        XCTAssertFalse(configuration.isLinted(root + "/Vendor/B.swift"))
        // "Vendor" has no slash, so it matches at any depth below the configuration's directory.
        XCTAssertFalse(configuration.isLinted("Vendor/B.swift"))
        XCTAssertTrue(configuration.isLinted("Sources/B.swift"))
    }

    func testExplicitConfigThatIsMissingOrBrokenFailsAtOnce() throws {
        XCTAssertThrowsError(try resolver(config: "nope.yml")) { error in
            XCTAssertTrue("\(error)".contains("configuration file not found"), "\(error)")
        }
        try write("bogus: 1\n", to: root + "/repo/bad.yml")
        XCTAssertThrowsError(try resolver(config: "bad.yml")) { error in
            XCTAssertEqual((error as? ConfigError)?.origin.line, 1)
        }
    }

    func testBrokenDiscoveredConfigurationIsReportedForEachFileBelowIt() throws {
        try write("disable: [nope]\n", to: root + "/repo/.nodelint.yml")
        let resolver = try resolver()
        for file in ["A.swift", "Sources/B.swift"] {
            XCTAssertThrowsError(try resolver.configuration(forFile: file)) { error in
                XCTAssertEqual((error as? ConfigError)?.origin, ConfigOrigin(file: root + "/repo/.nodelint.yml", line: 1, column: 11))
            }
        }
    }

    func testExtendsMergesParentFirst() throws {
        try write("""
            texture-version: 2
            disable: [layout-spec-cached]
            exclude: [Pods]
            severity: {view-access-in-init: warning}
            rules: {opt-in-rule: {max-depth: 2, names: [A]}}
            node-base-classes: [BaseNode]
            per-file-ignores: {"Tests/**": [view-access-in-init]}

            """, to: root + "/repo/base.yml")
        try write("""
            extends: ../base.yml
            texture-version: 3
            enable: [layout-spec-cached, opt-in-rule]
            exclude: ["*.pb.swift"]
            rules: {opt-in-rule: {max-depth: 5}}
            node-base-classes: [BaseNode, OtherNode]

            """, to: root + "/repo/App/.nodelint.yml")
        let resolver = try resolver()
        let configuration = try resolver.configuration(forFile: "App/Feed.swift")
        XCTAssertEqual(configuration.files.map(\.path), [root + "/repo/base.yml", root + "/repo/App/.nodelint.yml"])
        XCTAssertEqual(configuration.textureVersion?.value, TextureVersion(major: 3))
        XCTAssertEqual(configuration.nodeBaseClasses.map(\.value), ["BaseNode", "OtherNode"])

        let effective = configuration.effective(for: "App/Feed.swift")
        XCTAssertEqual(effective.textureVersion, TextureVersion(major: 3))
        XCTAssertTrue(effective.isEnabled("layout-spec-cached"))  // re-enabled by the child
        XCTAssertEqual(effective.severity(of: "view-access-in-init"), .warning)
        XCTAssertEqual(effective.options(for: "opt-in-rule")["max-depth"]?.int, 5)
        XCTAssertEqual(effective.options(for: "opt-in-rule")["names"]?.strings, ["A"])
        // The version does not change severities; version-dependent rules read it themselves.
        XCTAssertEqual(effective.severity(of: "legacy-asviewcontroller-name"), .warning)

        // Excludes accumulate; each is relative to its own file's directory.
        XCTAssertFalse(configuration.isLinted(root + "/repo/Pods/X.swift"))
        XCTAssertFalse(configuration.isLinted("App/Pods/X.swift"))  // "Pods" has no slash: any depth
        XCTAssertFalse(configuration.isLinted("App/Model.pb.swift"))
        XCTAssertTrue(configuration.isLinted("App/Model.swift"))

        // per-file-ignores of the parent apply, relative to the parent's directory.
        XCTAssertFalse(configuration.effective(for: root + "/repo/Tests/A.swift").isEnabled("view-access-in-init"))
        XCTAssertTrue(configuration.effective(for: "App/Tests/A.swift").isEnabled("view-access-in-init"))
    }

    func testExtendsCycleAndMissingParent() throws {
        try write("extends: b.yml\n", to: root + "/repo/a.yml")
        try write("extends: a.yml\n", to: root + "/repo/b.yml")
        XCTAssertThrowsError(try resolver(config: "a.yml")) { error in
            let config = error as! ConfigError
            XCTAssertTrue(config.message.hasPrefix("extends cycle: "), config.message)
            XCTAssertEqual(config.origin.file, root + "/repo/b.yml")
            XCTAssertEqual(config.origin.column, 10)
        }
        try write("extends: itself.yml\n", to: root + "/repo/itself.yml")
        XCTAssertThrowsError(try resolver(config: "itself.yml"))
        try write("extends: missing.yml\n", to: root + "/repo/c.yml")
        XCTAssertThrowsError(try resolver(config: "c.yml")) { error in
            XCTAssertTrue("\(error)".contains("does not exist"), "\(error)")
        }
    }

    func testOnlyEnableDisableSeverityOrder() throws {
        try write("""
            only: [view-access-in-init, opt-in-rule]
            severity: {view-access-in-init: off, opt-in-rule: error}

            """, to: root + "/repo/.nodelint.yml")
        let effective = try resolver().configuration(forFile: "A.swift").effective(for: "A.swift")
        XCTAssertEqual(effective.enabledRules, ["opt-in-rule"])
        XCTAssertEqual(effective.severity(of: "opt-in-rule"), .error)
        XCTAssertNil(effective.severity(of: "view-access-in-init"))
        if case .key("severity", let origin)? = effective.rules["view-access-in-init"]?.enabledSource {
            XCTAssertEqual(origin.line, 2)
        } else {
            XCTFail("\(String(describing: effective.rules["view-access-in-init"]?.enabledSource))")
        }
    }

    func testSeverityDoesNotEnableAnOptInRuleAndExplicitSeverityBeatsTextureVersion() throws {
        try write("""
            texture-version: 3
            severity: {opt-in-rule: error, legacy-asviewcontroller-name: info}

            """, to: root + "/repo/.nodelint.yml")
        let effective = try resolver().configuration(forFile: "A.swift").effective(for: "A.swift")
        XCTAssertFalse(effective.isEnabled("opt-in-rule"))
        XCTAssertEqual(effective.severity(of: "legacy-asviewcontroller-name"), .info)
    }

    /// Without `texture-version`, a file's version is what the nearest lock file pins; a configuration
    /// that sets it overrides the lock file; `nodelint config` says which and where.
    func testTheProjectsLockFilesGiveTheVersionAndTheConfigurationOverridesThem() throws {
        try write("PODS:\n  - Texture (2.8.1):\n    - Texture/PINRemoteImage (= 2.8.1)\n", to: root + "/repo/App/Podfile.lock")
        let resolver = try ConfigurationResolver(rules: testRules, currentDirectory: root + "/repo",
                                                 textureVersions: TextureVersionDiscovery(stopFolder: root + "/repo"))
        let app = try resolver.settings(forFile: "App/Sources/Feed.swift")
        XCTAssertEqual(app.effective.textureVersion, TextureVersion(major: 2, minor: 8, patch: 1))
        XCTAssertNil(try resolver.settings(forFile: "Tools/Script.swift").effective.textureVersion)
        let shown = ConfigPrinter.render(file: "App/Sources/Feed.swift", configuration: app.configuration,
                                         projectVersion: resolver.projectTextureVersion(forFile: "App/Sources/Feed.swift"))
        XCTAssertTrue(shown.contains("texture-version: 2.8.1  (App/Podfile.lock:2, Podfile.lock)"), shown)

        try write("texture-version: 3.1\n", to: root + "/repo/App/.nodelint.yml")
        let overriding = try ConfigurationResolver(rules: testRules, currentDirectory: root + "/repo",
                                                   textureVersions: TextureVersionDiscovery(stopFolder: root + "/repo"))
        let configured = try overriding.settings(forFile: "App/Sources/Feed.swift")
        XCTAssertEqual(configured.effective.textureVersion, TextureVersion(major: 3, minor: 1))
        let overridden = ConfigPrinter.render(file: "App/Sources/Feed.swift", configuration: configured.configuration,
                                              projectVersion: overriding.projectTextureVersion(forFile: "App/Sources/Feed.swift"))
        XCTAssertTrue(overridden.contains("texture-version: 3.1  (App/.nodelint.yml:1:18)"), overridden)
        let unknown = ConfigPrinter.render(file: "Tools/Script.swift", configuration: try overriding.configuration(forFile: "Tools/Script.swift"),
                                           projectVersion: overriding.projectTextureVersion(forFile: "Tools/Script.swift"))
        XCTAssertTrue(unknown.contains("texture-version: unknown"), unknown)
    }

    func testIncludeAndExcludeApplyToExplicitFilesAndDirectoriesCanBePruned() throws {
        try write("include: [Sources]\nexclude: [\"Sources/Generated/**\", \"*.generated.swift\"]\n", to: root + "/repo/.nodelint.yml")
        let configuration = try resolver().configuration(forFile: "Sources/A.swift")
        XCTAssertTrue(configuration.isLinted("Sources/A.swift"))
        XCTAssertEqual(configuration.exclusion(for: "Scripts/tool.swift"), .notIncluded(include: ConfigOrigin(file: root + "/repo/.nodelint.yml", line: 1, column: 11)))
        guard case .excluded(let pattern)? = configuration.exclusion(for: "Sources/Generated/X.swift") else { return XCTFail() }
        XCTAssertEqual(pattern.value.source, "Sources/Generated/**")
        XCTAssertFalse(configuration.isLinted("Sources/Feed/Cell.generated.swift"))
        XCTAssertTrue(configuration.excludesDirectory("Sources/Generated"))
        XCTAssertTrue(configuration.excludesDirectory(root + "/repo/Sources/Generated/Deeper"))
        XCTAssertFalse(configuration.excludesDirectory("Sources"))
    }

    func testSettingsAnswersAllThreeQuestionsAtOnce() throws {
        try write("exclude: [Pods]\nper-file-ignores: {\"*Tests.swift\": [view-access-in-init]}\n", to: root + "/repo/.nodelint.yml")
        let resolver = try resolver()
        let excluded = try resolver.settings(forFile: "./Pods/../Pods/A.swift")
        XCTAssertEqual(excluded.exclusion.map { "\($0)" }?.hasPrefix("excluded by 'Pods'"), true)
        let test = try resolver.settings(forFile: root + "/repo/Sources/FeedTests.swift")
        XCTAssertNil(test.exclusion)
        XCTAssertFalse(test.effective.isEnabled("view-access-in-init"))
        XCTAssertEqual(test.configuration.files.count, 1)
    }

    func testApplyFiltersAndRewritesDiagnostics() throws {
        try write("disable: [layout-spec-cached]\nseverity: {view-access-in-init: warning}\n", to: root + "/repo/.nodelint.yml")
        let effective = try resolver().configuration(forFile: "A.swift").effective(for: "A.swift")
        func diagnostic(_ rule: String) -> Diagnostic {
            Diagnostic(ruleID: rule, severity: .error, message: "m", path: "A.swift", start: SourcePosition(line: 1, column: 1),
                       end: SourcePosition(line: 1, column: 2), range: 0..<1, lineText: "x")
        }
        let result = effective.apply(to: [diagnostic("view-access-in-init"), diagnostic("layout-spec-cached"), diagnostic("unused-suppression"),
                                          diagnostic("legacy-asviewcontroller-name")])
        XCTAssertEqual(result.map(\.ruleID), ["view-access-in-init", "unused-suppression", "legacy-asviewcontroller-name"])
        // A severity key rewrites; a rule at its default keeps what it reported.
        XCTAssertEqual(result.map(\.severity), [.warning, .error, .error])
    }

    func testConcurrentLookupsAreSafe() throws {
        try write("exclude: [Pods]\n", to: root + "/repo/.nodelint.yml")
        for i in 0..<20 { try write("texture-version: 3\n", to: root + "/repo/M\(i)/.nodelint.yml") }
        let resolver = try resolver()
        DispatchQueue.concurrentPerform(iterations: 400) { i in
            let configuration = try? resolver.configuration(forFile: "M\(i % 20)/Deep/F\(i).swift")
            XCTAssertEqual(configuration?.textureVersion?.value, TextureVersion(major: 3))
        }
    }

    func testPrinterShowsSourcesOfEveryValue() throws {
        try write("""
            texture-version: 3
            exclude: [Pods]
            disable: [layout-spec-cached]
            enable: [opt-in-rule]
            rules: {opt-in-rule: {max-depth: 4}}
            node-base-classes: [BaseNode]
            per-file-ignores: {"*Tests.swift": [view-access-in-init]}

            """, to: root + "/repo/.nodelint.yml")
        let resolver = try resolver()
        let text = ConfigPrinter.render(file: "Sources/FeedTests.swift", configuration: try resolver.configuration(forFile: "Sources/FeedTests.swift"))
        XCTAssertEqual(text, """
            configuration for Sources/FeedTests.swift
            files: .nodelint.yml
            linted: yes
            texture-version: 3.0  (.nodelint.yml:1:18)
            evidence: creation-sites (default: init findings judged by where each node is created)
            node-base-classes: BaseNode (.nodelint.yml:6:21)
            view-controller-base-classes: none
            rules:
              layout-spec-cached            off      disable at .nodelint.yml:3:11
              legacy-asviewcontroller-name  warning  rule default
              opt-in-rule                   warning  enable at .nodelint.yml:4:10
                max-depth: 4  (.nodelint.yml:5:34)
              view-access-in-init           off      per-file-ignores '*Tests.swift' at .nodelint.yml:7:20

            """)
        let excluded = ConfigPrinter.render(file: "Pods/X.swift", configuration: try resolver.configuration(forFile: "Pods/X.swift"))
        XCTAssertTrue(excluded.contains("linted: no, excluded by 'Pods' (.nodelint.yml:2:11)"), excluded)
        try FileManager.default.createDirectory(atPath: root + "/other/.git", withIntermediateDirectories: true)
        let defaults = try ConfigurationResolver(rules: testRules, currentDirectory: root + "/other")
        let plain = ConfigPrinter.render(file: "A.swift", configuration: try defaults.configuration(forFile: "A.swift"))
        XCTAssertTrue(plain.contains("files: none (rule defaults)"), plain)
        XCTAssertTrue(plain.contains("opt-in-rule                   off      opt-in, not enabled"), plain)
        XCTAssertTrue(plain.contains("view-access-in-init           error    rule default"), plain)
    }
}
