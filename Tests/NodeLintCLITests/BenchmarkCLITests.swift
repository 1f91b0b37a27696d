import Foundation
import NodeLintRules
import XCTest

/// `nodelint benchmark`: one line per stage, Swift and Objective-C front ends measured separately,
/// the whole lint broken into its steps.
final class BenchmarkCLITests: XCTestCase {
    func testReportsSwiftAndObjectiveCSeparately() {
        let dir = ScratchDirectory()
        dir.write("Cell.swift", violatingCell)
        dir.write("BadgeNode.m", """
            @interface BadgeNode : ASDisplayNode
            @end
            @implementation BadgeNode
            - (instancetype)init {
                if ((self = [super init])) {
                    self.view.alpha = 0.5;
                }
                return self;
            }
            @end

            """)
        let run = nodelint(["benchmark", ".", "--runs", "1", "--jobs", "2"], in: dir.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.first?.hasPrefix("nodelint benchmark: 2 files (1 Swift, 1 Objective-C), ") ?? false, run.stdout)
        let stages = lines.dropFirst(2).prefix { !$0.hasPrefix("diagnostics:") }.map { String($0.prefix(48)).trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(stages, ["read", "read + lex (Swift)", "read + lex + declarations (Swift)", "read + lex + parse (Swift)",
                                "read + declarations (Objective-C, scanner)", "read + parse (Objective-C, prelude)", "whole lint (all rules)",
                                // The whole lint's steps (both files concern Texture).
                                "read, scan for declared names", "parse declarations (2 of 2 files), summarise", "class graph", "Texture files (2, 0.0 MB): parse, behaviour",
                                "rules", "results"])
        // Every stage line has its five figures: wall s, MB/s, files/s, CPU s, MB/CPU-s.
        for line in lines.dropFirst(2).prefix(while: { !$0.hasPrefix("diagnostics:") }) {
            XCTAssertEqual(line.dropFirst(48).split(separator: " ").compactMap { Double($0) }.count, 5, line)
        }
        XCTAssertTrue(lines.contains("diagnostics: 2"), run.stdout)

        // The rules step, rule by rule: its total, the ten costliest rows (the rules that ran on these
        // files, and each file's analysis before its rules), then the rest summed on one line.
        let ruleLines = lines.drop { !$0.hasPrefix("rules step by rule (CPU s, over all threads): ") }
        let total = try? XCTUnwrap(ruleLines.first.flatMap { Double($0.split(separator: " ").last ?? "") }, run.stdout)
        let rows = ruleLines.dropFirst().prefix { $0.hasPrefix("  ") }
        XCTAssertEqual(rows.count, 11, run.stdout)
        let names = rows.map { String($0.prefix(48)).trimmingCharacters(in: .whitespaces) }
        let known = Set(RuleRegistry.all.map(\.id)).union(["(the file's analysis, before its rules)"])
        XCTAssertEqual(names.prefix(10).filter { !known.contains($0) }, [], run.stdout)
        // Both languages are here, so every rule ran on some file: all of them have a row.
        XCTAssertEqual(names.last, "the other \(known.count - 10)", run.stdout)
        let seconds = rows.compactMap { $0.dropFirst(48).split(separator: " ").first.flatMap { Double($0) } }
        XCTAssertEqual(seconds.count, 11, run.stdout)
        XCTAssertEqual(seconds.prefix(10).map { $0 }, seconds.prefix(10).sorted(by: >), "the costliest first: \(run.stdout)")
        if let total { XCTAssertEqual(seconds.reduce(0, +), total, accuracy: 0.002 * 11, run.stdout) }
    }

    func testObjectiveCLineNamesRealArguments() {
        let dir = ScratchDirectory()
        dir.write("A.m", "@interface A : NSObject\n@end\n")
        let run = nodelint(["benchmark", ".", "--runs", "1", "--objc-arg", "-DX=1"], in: dir.path)
        XCTAssertTrue(run.stdout.contains("read + parse (Objective-C, real args)"), run.stdout)
        XCTAssertFalse(run.stdout.contains("(Swift)"), run.stdout)
    }
}
