#if os(Linux)
import Foundation
import NodeLintEngine
import NodeLintModel
import NodeLintRules
import NodeLintSyntax
import Scenarios
import TextureReference
import NodeLintRulePages
import XCTest

/// nodelint's rules rest on behaviour: every scenario in fixtures/scenarios is run against the
/// reference model and linted by nodelint, and the (rule id, line) pairs must be equal, scenario by
/// scenario. Every rule that can be observed at run time needs a violating and a clean scenario; the
/// others say why not in their page's front matter. The table printed here is the agreement report.
final class ScenarioAgreementTests: XCTestCase {
    func testNodelintAgreesWithTheReferenceModel() throws {
        // Lint every scenario file together, as one project.
        let paths = allScenarios.map { $0.sourceFile }
        let inputs = paths.map { LintRun.Input(path: $0, language: .swift) }
        let lint = LintRun.run(inputs, options: LintRun.Options(rules: RuleRegistry.all))
        XCTAssertEqual(lint.messages, [], "the scenario files must parse cleanly")
        var reported: [String: Set<RuleAndLine>] = [:]
        for d in lint.diagnostics {
            let line = Self.comparedByMethod.contains(d.ruleID) ? Self.enclosingMethodLine(of: d.start.line, in: d.path) : d.start.line
            reported[d.path, default: []].insert(RuleAndLine(ruleID: d.ruleID, line: line))
        }

        var rows: [String: (scenarios: Int, agree: Int, disagree: Int)] = [:]
        var agreeing = 0, disagreeing = 0
        var violatingRules: Set<String> = [], cleanRules: Set<String> = []
        for scenario in allScenarios {
            let result = ScenarioRunner.run(scenario)
            XCTAssertEqual(result.strays.map(\.description), [], "\(result.name): violations located outside the scenario")
            let observed = result.observed
            let linted = reported[scenario.sourceFile] ?? []
            if observed.contains(where: { $0.ruleID == scenario.subjectRule }) { violatingRules.insert(scenario.subjectRule) }
            if observed.isEmpty && linted.isEmpty { cleanRules.insert(scenario.subjectRule) }
            let rules = Set(observed.map(\.ruleID)).union(linted.map(\.ruleID)).union([scenario.subjectRule])
            for rule in rules {
                let agrees = observed.filter { $0.ruleID == rule } == linted.filter { $0.ruleID == rule }
                var row = rows[rule] ?? (0, 0, 0)
                row.scenarios += 1
                if agrees { row.agree += 1 } else { row.disagree += 1 }
                rows[rule] = row
            }
            if observed == linted {
                agreeing += 1
            } else {
                disagreeing += 1
                XCTFail("""
                    \(result.name): the model observed \(observed.sorted()) but nodelint reported \(linted.sorted())
                      only observed: \(observed.subtracting(linted).sorted())
                      only reported: \(linted.subtracting(observed).sorted())
                    """)
            }
        }

        let observable = RuleCatalog.pages.filter(\.runtimeObservable)
        let notObservable = RuleCatalog.pages.filter { !$0.runtimeObservable }
        for page in observable {
            XCTAssertTrue(violatingRules.contains(page.id), "\(page.id) is runtime-observable but no scenario shows it")
            XCTAssertTrue(cleanRules.contains(page.id), "\(page.id) has no clean scenario")
        }
        for page in notObservable {
            XCTAssertFalse(violatingRules.contains(page.id), "\(page.id) is marked not runtime-observable, yet a scenario shows it")
        }

        // The agreement report.
        var report = "\nrule                                       scenarios  agree  disagree\n"
        for rule in rows.keys.sorted() {
            let row = rows[rule]!
            report += rule.padding(toLength: 43, withPad: " ", startingAt: 0)
                + String(format: "%9d  %5d  %8d\n", row.scenarios, row.agree, row.disagree)
        }
        for page in notObservable {
            report += page.id.padding(toLength: 43, withPad: " ", startingAt: 0) + "not runtime-observable: \(page.runtimeReason ?? "")\n"
        }
        report += "scenario agreement: \(rows.count) rules, \(allScenarios.count) scenarios, \(agreeing) agree, \(disagreeing) disagree, \(notObservable.count) not runtime-observable\n"
        print(report)
    }

    /// Rules whose finding points inside a method the model can only name as a whole: cell-node-reuse
    /// points at the `return` that hands a stored node out; at run time the model sees which data-source
    /// method returned one node for two items, not which of its returns did.
    static let comparedByMethod: Set<String> = ["cell-node-reuse"]

    /// The line of the name of the innermost function whose declaration spans `line` (the line the model's
    /// symbolication gives for that function).
    static func enclosingMethodLine(of line: Int, in path: String) -> Int {
        guard let bytes = FileManager.default.contents(atPath: path).map(Array.init) else { return line }
        let file = SwiftFrontEnd.parse(path: path, bytes: bytes)
        var best: (span: Int, line: Int)?
        func visit(_ types: [TypeDecl]) {
            for type in types {
                for member in type.members where member.kind == .function {
                    let first = file.text.line(of: member.range.lowerBound), last = file.text.line(of: max(member.range.upperBound - 1, 0))
                    guard (first...last).contains(line), best.map({ last - first < $0.span }) ?? true else { continue }
                    best = (last - first, file.text.line(of: member.nameOffset))
                }
                visit(type.nestedTypes)
            }
        }
        visit(file.types)
        return best?.line ?? line
    }
}
#endif
