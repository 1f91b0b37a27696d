import XCTest
import NodeLintModel
@testable import NodeLintConfig

final class ConfigFileParserTests: XCTestCase {
    private let parser = ConfigFileParser(rules: testRules)

    private func parse(_ text: String) throws -> ConfigFile {
        try parser.parse(path: "/repo/.nodelint.yml", bytes: Array(text.utf8))
    }

    private func assertError(_ text: String, line: Int, column: Int, contains fragment: String,
                             file: StaticString = #filePath, sourceLine: UInt = #line) {
        XCTAssertThrowsError(try parse(text), file: file, line: sourceLine) { error in
            guard let config = error as? ConfigError else { return XCTFail("\(error)", file: file, line: sourceLine) }
            XCTAssertEqual(config.origin.file, "/repo/.nodelint.yml", file: file, line: sourceLine)
            XCTAssertEqual(config.origin.line, line, "\(config)", file: file, line: sourceLine)
            XCTAssertEqual(config.origin.column, column, "\(config)", file: file, line: sourceLine)
            XCTAssertTrue(config.message.contains(fragment), "\(config.message)", file: file, line: sourceLine)
            XCTAssertEqual(config.description, "/repo/.nodelint.yml:\(line):\(column): error: \(config.message)",
                           file: file, line: sourceLine)
        }
    }

    func testEveryKey() throws {
        let file = try parse("""
            extends: ../base.yml
            texture-version: 3
            include: [Sources, "App/**/*.swift"]
            exclude: Pods
            disable: [view-access-in-init]
            enable: opt-in-rule
            only: []
            severity:
              layout-spec-cached: error
              legacy-asviewcontroller-name: off
            rules:
              opt-in-rule: {max-depth: 3, names: [A, B]}
            per-file-ignores:
              "Tests/**": [layout-spec-cached, view-access-in-init]
            node-base-classes: [BaseNode, FrameworkNode]
            view-controller-base-classes: BaseController

            """)
        XCTAssertEqual(file.directory, "/repo")
        XCTAssertEqual(file.extends?.value, "/base.yml")
        XCTAssertEqual(file.extends?.origin, ConfigOrigin(file: "/repo/.nodelint.yml", line: 1, column: 10))
        XCTAssertEqual(file.textureVersion?.value, TextureVersion(major: 3))
        XCTAssertEqual(file.include?.map(\.value.source), ["Sources", "App/**/*.swift"])
        XCTAssertEqual(file.exclude.map(\.value.source), ["Pods"])
        XCTAssertEqual(file.disable.map(\.value), ["view-access-in-init"])
        XCTAssertEqual(file.enable.map(\.value), ["opt-in-rule"])
        XCTAssertEqual(file.only?.count, 0)
        XCTAssertEqual(file.onlyOrigin?.line, 7)
        XCTAssertEqual(file.severity.map(\.rule), ["layout-spec-cached", "legacy-asviewcontroller-name"])
        XCTAssertEqual(file.severity.map(\.level.value), [.error, .off])
        XCTAssertEqual(file.ruleOptions["opt-in-rule"]?["max-depth"]?.value.int, 3)
        XCTAssertEqual(file.ruleOptions["opt-in-rule"]?["names"]?.value.strings, ["A", "B"])
        XCTAssertEqual(file.perFileIgnores.first?.pattern.value.source, "Tests/**")
        XCTAssertEqual(file.perFileIgnores.first?.rules.map(\.value), ["layout-spec-cached", "view-access-in-init"])
        XCTAssertEqual(file.nodeBaseClasses.map(\.value), ["BaseNode", "FrameworkNode"])
        XCTAssertEqual(file.viewControllerBaseClasses.map(\.value), ["BaseController"])
    }

    func testEmptyFileIsAnEmptyConfiguration() throws {
        let file = try parse("# nothing yet\n")
        XCTAssertNil(file.include)
        XCTAssertTrue(file.exclude.isEmpty)
        XCTAssertNil(file.only)
    }

    func testUnknownKeyNamesPlaceAndSuggests() {
        assertError("texture-version: 2\nexclud: [Pods]\n", line: 2, column: 1, contains: "unknown key 'exclud' (did you mean 'exclude'?)")
        assertError("swiftlint_rules: []\n", line: 1, column: 1, contains: "unknown key 'swiftlint_rules'")
    }

    func testUnknownRuleIDsEverywhere() {
        assertError("disable: [view-access-in-init, view-acces-in-init]\n", line: 1, column: 32,
                    contains: "unknown rule 'view-acces-in-init' (did you mean 'view-access-in-init'?)")
        assertError("enable:\n  - nope\n", line: 2, column: 5, contains: "unknown rule 'nope'")
        assertError("only: [nope]\n", line: 1, column: 8, contains: "unknown rule")
        assertError("severity:\n  nope: error\n", line: 2, column: 3, contains: "unknown rule")
        assertError("rules:\n  nope: {}\n", line: 2, column: 3, contains: "unknown rule")
        assertError("per-file-ignores:\n  Tests: [nope]\n", line: 2, column: 11, contains: "unknown rule")
    }

    func testTextureVersionIsMajorDotMinorDotPatch() throws {
        let parser = ConfigFileParser(rules: testRules)
        let file = try parser.parse(path: "/p/.nodelint.yml", bytes: Array("texture-version: 3.1\n".utf8))
        XCTAssertEqual(file.textureVersion?.value, TextureVersion(major: 3, minor: 1))
        let old = try parser.parse(path: "/p/.nodelint.yml", bytes: Array("texture-version: \"2.8.1\"\n".utf8))
        XCTAssertEqual(old.textureVersion?.value, TextureVersion(major: 2, minor: 8, patch: 1))
        assertError("texture-version: 3.x\n", line: 1, column: 18, contains: "not '3.x'")
    }

    func testBadValues() {
        assertError("texture-version: 4\n", line: 1, column: 18, contains: "texture-version must be a Texture version")
        assertError("texture-version: [3]\n", line: 1, column: 18, contains: "must be a single value")
        assertError("severity:\n  view-access-in-init: fatal\n", line: 2, column: 24, contains: "must be error, warning, info or off")
        assertError("severity: [view-access-in-init]\n", line: 1, column: 11, contains: "severity must be a map")
        assertError("exclude: {a: b}\n", line: 1, column: 10, contains: "must be a list of path patterns")
        assertError("exclude: [\"[abc\"]\n", line: 1, column: 11, contains: "unclosed '['")
        assertError("node-base-classes: [[A]]\n", line: 1, column: 21, contains: "must be a list of names")
        assertError("- a\n- b\n", line: 1, column: 1, contains: "must be a map of keys")
        assertError("rules:\n  opt-in-rule: {depth: 1}\n", line: 2, column: 17, contains: "has no option 'depth' (its options: max-depth, names)")
        assertError("rules:\n  view-access-in-init: {depth: 1}\n", line: 2, column: 25, contains: "it has no options")
    }

    func testDuplicatesAndContradictions() {
        assertError("exclude: [a]\nexclude: [b]\n", line: 2, column: 1, contains: "duplicate key 'exclude'")
        assertError("severity:\n  view-access-in-init: error\n  view-access-in-init: info\n", line: 3, column: 3, contains: "duplicate key")
        assertError("enable: [opt-in-rule]\ndisable: [opt-in-rule]\n", line: 1, column: 10, contains: "both enabled and disabled")
    }

    func testYAMLSyntaxErrorIsAConfigError() {
        XCTAssertThrowsError(try parse("exclude: [a\n")) { error in
            let config = error as! ConfigError
            XCTAssertTrue(config.message.contains("YAML syntax error"), config.message)
            XCTAssertEqual(config.origin.file, "/repo/.nodelint.yml")
        }
    }

    func testCatalogRulesAreKnown() {
        let ids = RuleInfo.catalog.map(\.id)
        XCTAssertTrue(ids.contains("view-access-in-init"), "\(ids)")
        let parser = ConfigFileParser(rules: RuleInfo.catalog)
        XCTAssertNoThrow(try parser.parse(path: "/x/.nodelint.yml", bytes: Array("disable: [view-access-in-init]\n".utf8)))
    }

    func testEditDistance() {
        XCTAssertEqual(editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(editDistance("", "abc"), 3)
        XCTAssertEqual(suggestion(for: "zzzzzz", among: ["exclude"]), "")
    }
}
