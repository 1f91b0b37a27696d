import Foundation
import NodeLintEngine
import XCTest
@testable import NodeLintCLI
import NodeLintConfig

/// `.nodelint.yml` through the command line: discovery per file, excludes, rule selection, severities,
/// per-file ignores, Texture facts, broken configurations and `nodelint config`.
final class ConfigurationCLITests: XCTestCase {
    /// A scratch folder that is its own repository root, so no configuration above it applies.
    /// A git repository (a real one: a file named alone is linted with the files git lists as context,
    /// and a `.git` folder git does not accept makes the run say it could not list them).
    private func project() -> ScratchDirectory {
        let dir = ScratchDirectory()
        let initialised = try! runProcess("/usr/bin/env", ["git", "init", "-q"], in: dir.path, environment: isolatedEnvironment(home: dir.path))
        XCTAssertEqual(initialised.status, 0, initialised.stderr)
        return dir
    }

    private func paths(_ output: String) -> [String] {
        output.split(separator: "\n").map { String($0.prefix(while: { $0 != ":" })) }
    }

    /// A node whose init takes a lock: one warning of `lock-in-init`.
    private let lockingCell = """
        final class LockCell: ASCellNode {
            let lock = NSLock()
            override init() {
                super.init()
                lock.lock()
                lock.unlock()
            }
        }

        """

    func testTheClosestConfigurationAppliesToEachFileInOneRun() {
        let dir = project()
        dir.write("App/Cell.swift", violatingCell)
        dir.write("Legacy/Cell.swift", violatingCell)
        dir.write("Legacy/.nodelint.yml", "severity:\n  view-access-in-init: warning\n")
        dir.write("Generated/.nodelint.yml", "disable: [view-access-in-init]\n")
        dir.write("Generated/Cell.swift", violatingCell)
        let run = nodelint([], in: dir.path)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(run.stdout.split(separator: "\n").map { $0.split(separator: " ").prefix(2).joined(separator: " ") }, [
            "App/Cell.swift:4:9: error:",
            "Legacy/Cell.swift:4:9: warning:",
        ])
        XCTAssertEqual(run.status, 1)
    }

    func testFilesWithOtherConfigurationsShareOneProjectIndex() {
        let dir = project()
        // The base class is declared under one configuration, the subclass under another: the subclass
        // is still known to be a node.
        dir.write("Base/BaseNode.swift", "class BaseNode: ASDisplayNode {}\n")
        dir.write("Base/.nodelint.yml", "severity:\n  view-access-in-init: warning\n")
        dir.write("Feature/Cell.swift", violatingCell.replacingOccurrences(of: "ASCellNode", with: "BaseNode"))
        let run = nodelint([], in: dir.path)
        XCTAssertTrue(run.stdout.hasPrefix("Feature/Cell.swift:4:9: error: "), run.stdout)
    }

    func testExcludedFilesAreNotLintedEvenWhenNamedExplicitly() {
        let dir = project()
        dir.write(".nodelint.yml", "exclude: [Generated, \"*.pb.swift\"]\n")
        dir.write("Generated/Cell.swift", violatingCell)
        dir.write("Model.pb.swift", violatingCell)
        dir.write("App/Cell.swift", violatingCell)
        let explicit = nodelint(["Generated/Cell.swift", "Model.pb.swift", "App/Cell.swift"], in: dir.path)
        XCTAssertEqual(paths(explicit.stdout), ["App/Cell.swift"])
        XCTAssertEqual(explicit.stderr, "")
        let onlyExcluded = nodelint(["Generated/Cell.swift", "Generated"], in: dir.path)
        XCTAssertEqual(onlyExcluded.stdout, "")
        XCTAssertEqual(onlyExcluded.stderr, "", "an excluded folder named explicitly is skipped quietly")
        XCTAssertEqual(onlyExcluded.status, 0)
        XCTAssertEqual(paths(nodelint([], in: dir.path).stdout), ["App/Cell.swift"])
    }

    func testTheWalkDoesNotEnterExcludedFolders() throws {
        let dir = project()
        dir.write(".nodelint.yml", "exclude: [Frameworks]\n")
        dir.write("Frameworks/Lib/Deep/A.swift", violatingCell)
        dir.write("App/B.swift", violatingCell)
        let resolver = try ConfigurationResolver(rules: RuleInfo.catalog, currentDirectory: dir.path)
        let profiles = FileProfiles(resolver: resolver, only: nil)
        var asked: [String] = []
        var discovery = SourceDiscovery(languages: [.swift])
        discovery.excludesDirectory = { asked.append($0); return profiles.excludesDirectory($0) }
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(dir.path)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let found = discovery.find(["."])
        XCTAssertEqual(found.files.map(\.path), ["App/B.swift"])
        XCTAssertTrue(asked.contains("Frameworks"), "\(asked)")
        XCTAssertFalse(asked.contains { $0.hasPrefix("Frameworks/") }, "the walk entered an excluded folder: \(asked)")
    }

    func testIncludeLimitsWhatIsLinted() {
        let dir = project()
        dir.write(".nodelint.yml", "include: [Sources]\n")
        dir.write("Sources/Cell.swift", violatingCell)
        dir.write("Scripts/Cell.swift", violatingCell)
        XCTAssertEqual(paths(nodelint(["."], in: dir.path).stdout), ["Sources/Cell.swift"])
        let excluded = nodelint(["Scripts/Cell.swift"], in: dir.path)
        XCTAssertEqual(excluded.status, 0, excluded.stderr)
        XCTAssertEqual(excluded.stdout, "")
    }

    func testSeveritiesIncludingOffAndOnlyFromTheConfiguration() {
        let dir = project()
        dir.write("Cell.swift", violatingCell)
        dir.write("LockCell.swift", lockingCell)
        dir.write(".nodelint.yml", "severity:\n  view-access-in-init: off\n  lock-in-init: error\n")
        let run = nodelint([], in: dir.path)
        XCTAssertEqual(run.stdout.split(separator: "\n").map { $0.split(separator: " ").prefix(2).joined(separator: " ") },
                       ["LockCell.swift:5:14: error:"], run.stdout)
        XCTAssertEqual(run.status, 1)

        dir.write(".nodelint.yml", "only: [lock-in-init]\n")
        XCTAssertEqual(paths(nodelint([], in: dir.path).stdout), ["LockCell.swift"])
        // --only on the command line replaces the configuration's choice of rules.
        XCTAssertEqual(paths(nodelint(["--only", "view-access-in-init"], in: dir.path).stdout), ["Cell.swift"])
    }

    func testPerFileIgnoresApplyAlsoWithOnly() {
        let dir = project()
        dir.write(".nodelint.yml", "per-file-ignores:\n  \"*Preview.swift\": [view-access-in-init]\n")
        dir.write("CellPreview.swift", violatingCell)
        dir.write("Cell.swift", violatingCell)
        XCTAssertEqual(paths(nodelint([], in: dir.path).stdout), ["Cell.swift"])
        XCTAssertEqual(paths(nodelint(["--only", "view-access-in-init"], in: dir.path).stdout), ["Cell.swift"])
    }

    func testNodeBaseClassesAndTextureVersion() {
        let dir = project()
        dir.write("Brand.swift", violatingCell.replacingOccurrences(of: "ASCellNode", with: "BrandNode"))
        dir.write("Legacy.swift", """
            final class Screen: ASViewController<ASDisplayNode> {
            }
            final class Nav: ASNavigationController {
            }

            """)
        let plain = nodelint([], in: dir.path)
        XCTAssertEqual(plain.stdout, "", "BrandNode is unknown; no version is known and nothing uses the new names")
        XCTAssertEqual(plain.status, 0)
        dir.write(".nodelint.yml", "node-base-classes: [BrandNode]\ntexture-version: 3.0\n")
        let configured = nodelint([], in: dir.path)
        XCTAssertEqual(configured.stdout.split(separator: "\n").map { $0.split(separator: " ").prefix(2).joined(separator: " ") },
                       ["Brand.swift:4:9: error:", "Legacy.swift:1:21: warning:"],
                       "BrandNode is a node; Texture 3.0 still has ASNavigationController")
        dir.write(".nodelint.yml", "view-controller-base-classes: [BrandController]\ntexture-version: 3.1\n")
        XCTAssertEqual(nodelint([], in: dir.path).stdout.components(separatedBy: ": warning: ").count - 1, 2)
    }

    /// The version comes from each app's lock file, found walking up from the file: an app pinned to
    /// Texture 2.8 by its Podfile.lock keeps `ASViewController` (its only name), an app on 3.1 through
    /// its Package.resolved is told; `nodelint config` shows the version and the file it came from.
    func testTheTextureVersionComesFromEachAppsLockFile() {
        let dir = project()
        let screen = "final class Screen: ASViewController<ASDisplayNode> {\n}\n"
        dir.write("Legacy/Podfile.lock", "PODS:\n  - PINCache (3.0.3)\n  - Texture (2.8.1):\n    - Texture/PINRemoteImage (= 2.8.1)\n")
        dir.write("Legacy/Sources/Screen.swift", screen)
        dir.write("Current/Current.xcworkspace/xcshareddata/swiftpm/Package.resolved", """
            {
              "pins" : [
                {
                  "identity" : "texture",
                  "kind" : "remoteSourceControl",
                  "location" : "https://github.com/TextureGroup/Texture.git",
                  "state" : { "revision" : "a2b2e1b0", "version" : "3.1.0" }
                }
              ],
              "version" : 2
            }

            """)
        dir.write("Current/Sources/Screen.swift", screen)
        let run = nodelint([], in: dir.path)
        XCTAssertEqual(run.stdout, "Current/Sources/Screen.swift:1:21: warning: 'ASViewController' was renamed 'ASDKViewController' in Texture 3.0 and does not exist there; the project is on Texture 3.1 [legacy-asviewcontroller-name]\n")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stderr, "")
        let legacy = nodelint(["config", "Legacy/Sources/Screen.swift"], in: dir.path)
        XCTAssertTrue(legacy.stdout.contains("texture-version: 2.8.1  (Legacy/Podfile.lock:3, Podfile.lock)"), legacy.stdout)
        let current = nodelint(["config", "Current/Sources/Screen.swift"], in: dir.path)
        XCTAssertTrue(current.stdout.contains("texture-version: 3.1  (Current/Current.xcworkspace/xcshareddata/swiftpm/Package.resolved:"), current.stdout)
        // texture-version in the configuration overrides the lock file.
        dir.write("Legacy/.nodelint.yml", "texture-version: 3\n")
        XCTAssertEqual(paths(nodelint([], in: dir.path).stdout), ["Current/Sources/Screen.swift", "Legacy/Sources/Screen.swift"])
    }

    func testConfigFlagReplacesTheSearch() {
        let dir = project()
        dir.write("Cell.swift", violatingCell)
        dir.write(".nodelint.yml", "disable: [view-access-in-init]\n")
        dir.write("ci/strict.yml", "severity:\n  view-access-in-init: warning\n")
        let disabled = nodelint([], in: dir.path)
        XCTAssertEqual(disabled.status, 0, disabled.stderr)
        XCTAssertEqual(disabled.stdout, "")
        let run = nodelint(["--config", "ci/strict.yml"], in: dir.path)
        XCTAssertTrue(run.stdout.hasPrefix("Cell.swift:4:9: warning: "), run.stdout)
        let missing = nodelint(["--config", "nope.yml"], in: dir.path)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.hasPrefix("nope.yml:1:1: error: configuration file not found"), missing.stderr)
    }

    func testBrokenConfigurationIsExitTwoNamingTheLine() {
        let dir = project()
        dir.write("Cell.swift", violatingCell)
        dir.write(".nodelint.yml", "texture-version: 3\nexclud: [Pods]\n")
        let unknownKey = nodelint([], in: dir.path)
        XCTAssertEqual(unknownKey.status, 2)
        XCTAssertEqual(unknownKey.stderr, ".nodelint.yml:2:1: error: unknown key 'exclud' (did you mean 'exclude'?)\n")
        XCTAssertEqual(unknownKey.stdout, "")

        dir.write(".nodelint.yml", "severity:\n  view-acess-in-init: off\n")
        let unknownRule = nodelint(["Cell.swift"], in: dir.path)
        XCTAssertEqual(unknownRule.status, 2)
        XCTAssertEqual(unknownRule.stderr, ".nodelint.yml:2:3: error: unknown rule 'view-acess-in-init' (did you mean 'view-access-in-init'?)\n")

        dir.write(".nodelint.yml", "rules:\n  view-access-in-init: {max: 3}\n")
        let option = nodelint([], in: dir.path)
        XCTAssertEqual(option.status, 2)
        XCTAssertTrue(option.stderr.hasPrefix(".nodelint.yml:2:25: error: rule 'view-access-in-init' has no option 'max'"), option.stderr)

        // A YAML syntax error points where the unfinished construct began, not at the end of the file.
        dir.write(".nodelint.yml", "texture-version: 3\nstrict: true\nexclude: [Pods\n")
        let syntax = nodelint([], in: dir.path)
        XCTAssertEqual(syntax.status, 2)
        XCTAssertEqual(syntax.stderr, ".nodelint.yml:3:10: error: YAML syntax error: while parsing a flow sequence that starts here: "
                       + "did not find expected ',' or ']' (detected at line 4, column 1)\n")
    }

    func testABrokenNestedConfigurationStopsOnlyItsFiles() {
        let dir = project()
        dir.write("App/Cell.swift", violatingCell)
        dir.write("Broken/Cell.swift", violatingCell)
        dir.write("Broken/.nodelint.yml", "disable: [nope]\n")
        let run = nodelint([], in: dir.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "Broken/.nodelint.yml:1:11: error: unknown rule 'nope'\n")
        XCTAssertEqual(paths(run.stdout), ["App/Cell.swift"])
    }

    func testConfigCommandShowsTheEffectiveSettingsAndWhere() {
        let dir = project()
        dir.write(".nodelint.yml", "exclude: [Pods]\ntexture-version: 3\n")
        dir.write("Feed/.nodelint.yml", "extends: ../.nodelint.yml\ndisable: [lock-in-init]\n")
        let run = nodelint(["config", "Feed/Cell.swift"], in: dir.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(Array(lines.prefix(5)), [
            "configuration for Feed/Cell.swift",
            "files: .nodelint.yml -> Feed/.nodelint.yml",
            "linted: yes",
            "module: none (no Xcode project or Package.swift found: every file is in one module)",
            "texture-version: 3.0  (.nodelint.yml:2:18)",
        ])
        XCTAssertTrue(lines.contains { $0.hasPrefix("  lock-in-init ") && $0.hasSuffix("off      disable at Feed/.nodelint.yml:2:11") }, run.stdout)
        let excluded = nodelint(["config", "Pods/X.swift"], in: dir.path)
        XCTAssertTrue(excluded.stdout.contains("linted: no, excluded by 'Pods' (.nodelint.yml:1:11)"), excluded.stdout)
        dir.write(".nodelint.yml", "exclude: {a: b}\n")
        let broken = nodelint(["config", "Feed/Cell.swift"], in: dir.path)
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stderr.hasPrefix(".nodelint.yml:1:10: error: "), broken.stderr)
        XCTAssertEqual(nodelint(["config"]).status, 2)
    }

    func testProfilesAreSharedBetweenFilesWithTheSameSettings() throws {
        let dir = project()
        dir.write(".nodelint.yml", "per-file-ignores:\n  \"*Tests.swift\": [view-access-in-init]\n")
        for name in ["A", "B", "C"] { dir.write("Sources/\(name).swift", "") }
        for name in ["A", "B"] { dir.write("Sources/\(name)Tests.swift", "") }
        dir.write("Other/.nodelint.yml", "texture-version: 2\n")
        dir.write("Other/D.swift", "")
        let resolver = try ConfigurationResolver(rules: RuleInfo.catalog, currentDirectory: dir.path)
        let profiles = FileProfiles(resolver: resolver, only: nil)
        var chosen: [Int] = []
        for path in ["Sources/A.swift", "Sources/B.swift", "Sources/ATests.swift", "Sources/C.swift", "Sources/BTests.swift", "Other/D.swift"] {
            guard case .lint(let profile) = profiles.decide(path) else { return XCTFail(path) }
            chosen.append(profile)
        }
        XCTAssertEqual(chosen, [0, 0, 1, 0, 1, 2])
        XCTAssertFalse(profiles.profiles[1].rules.contains { $0.id == "view-access-in-init" })
        XCTAssertEqual(profiles.profiles[2].settings.textureVersion?.description, "2.0")
    }
}
