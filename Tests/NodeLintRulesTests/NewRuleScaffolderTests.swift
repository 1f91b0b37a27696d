import Foundation
import NodeLintModel
@testable import NodeLintRulePages
import XCTest

/// `scripts/new-rule` in a scratch copy of the files it edits: the page it writes reads as a page and
/// has what the page tests ask for, the rule file declares the rule, the registry lists it once.
final class NewRuleScaffolderTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    private func scratch() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("new-rule-\(UUID().uuidString)").path
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/rules", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: dir + "/Sources/NodeLintRules/Rules", withIntermediateDirectories: true)
        try fm.copyItem(atPath: Self.root + "/Sources/NodeLintRules/RuleRegistry.swift",
                        toPath: dir + "/Sources/NodeLintRules/RuleRegistry.swift")
        addTeardownBlock { try? fm.removeItem(atPath: dir) }
        return dir
    }

    private func run(_ arguments: [String], root: String) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.root + "/scripts/new-rule"] + arguments + ["--root", root, "--no-embed"]
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func testItWritesAPageARuleAndTheRegistration() throws {
        let dir = try scratch()
        let result = try run(["main-queue-hop-in-init", "--category", "threading", "--languages", "swift,objective-c",
                              "--severity", "error", "--summary", "A node's initializer hops to the main queue."], root: dir)
        XCTAssertEqual(result.status, 0, result.stderr)

        let text = try String(contentsOfFile: dir + "/rules/main-queue-hop-in-init.md", encoding: .utf8)
        let page = try RulePage.parse(file: "main-queue-hop-in-init.md", text: text)
        XCTAssertEqual(page.id, "main-queue-hop-in-init")
        XCTAssertEqual(page.severity, .error)
        XCTAssertEqual(page.category, "threading")
        XCTAssertEqual(page.languages, [.swift, .objectiveC])
        XCTAssertEqual(page.summary, "A node's initializer hops to the main queue.")
        XCTAssertEqual(page.fields["source"], "docs/texture-facts.md" + "#main-queue-hop-in-init")
        let examples = try page.examples()
        XCTAssertGreaterThanOrEqual(examples.triggering.count, 2)
        XCTAssertGreaterThanOrEqual(examples.nonTriggering.count, 3)
        XCTAssertEqual(Set((examples.triggering + examples.nonTriggering).map(\.language)), [.swift, .objectiveC])
        for heading in ["Triggering examples", "Non-triggering examples", "How to fix"] {
            XCTAssertNotNil(page.section(heading), heading)
        }

        let rule = try String(contentsOfFile: dir + "/Sources/NodeLintRules/Rules/MainQueueHopInInit.swift", encoding: .utf8)
        XCTAssertTrue(rule.contains("struct MainQueueHopInInit: Rule {"), rule)
        XCTAssertTrue(rule.contains("let id = \"main-queue-hop-in-init\""), rule)

        let registry = try String(contentsOfFile: dir + "/Sources/NodeLintRules/RuleRegistry.swift", encoding: .utf8)
        let original = try String(contentsOfFile: Self.root + "/Sources/NodeLintRules/RuleRegistry.swift", encoding: .utf8)
        XCTAssertEqual(registry.components(separatedBy: "MainQueueHopInInit(),").count, 2)
        // The entry is the last one of `all`, and nothing else changed.
        XCTAssertEqual(registry.replacingOccurrences(of: "        MainQueueHopInInit(),\n", with: ""), original)
        let all = try XCTUnwrap(registry.range(of: "public static let all"))
        let end = try XCTUnwrap(registry.range(of: "    ]\n", range: all.upperBound..<registry.endIndex))
        XCTAssertTrue(registry[all.upperBound..<end.lowerBound].hasSuffix("        MainQueueHopInInit(),\n"))
    }

    func testASwiftOnlyRuleHasSwiftExamplesOnly() throws {
        let dir = try scratch()
        let result = try run(["uikit-hop-in-init", "--category", "lifecycle", "--languages", "swift",
                              "--summary", "Something a node's init should not do."], root: dir)
        XCTAssertEqual(result.status, 0, result.stderr)
        let page = try RulePage.parse(file: "uikit-hop-in-init.md",
                                      text: try String(contentsOfFile: dir + "/rules/uikit-hop-in-init.md", encoding: .utf8))
        let examples = try page.examples()
        XCTAssertEqual(Set((examples.triggering + examples.nonTriggering).map(\.language)), [.swift])
        XCTAssertGreaterThanOrEqual(examples.triggering.count, 2)
        XCTAssertGreaterThanOrEqual(examples.nonTriggering.count, 3)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/Sources/NodeLintRules/Rules/UIKitHopInInit.swift"))
    }

    func testItRefusesBadInputAndExistingRules() throws {
        let dir = try scratch()
        let ok = ["--category", "layout", "--languages", "swift", "--summary", "One sentence."]
        XCTAssertNotEqual(try run(["Not_Kebab"] + ok, root: dir).status, 0)
        XCTAssertNotEqual(try run(["some-rule", "--category", "layout", "--languages", "kotlin", "--summary", "One."], root: dir).status, 0)
        XCTAssertNotEqual(try run(["some-rule", "--category", "layout", "--languages", "swift", "--summary", "no full stop"], root: dir).status, 0)
        XCTAssertEqual(try run(["some-rule"] + ok, root: dir).status, 0)
        let second = try run(["some-rule"] + ok, root: dir)
        XCTAssertNotEqual(second.status, 0)
        XCTAssertTrue(second.stderr.contains("exists already") || second.stderr.contains("already in"), second.stderr)
    }
}
