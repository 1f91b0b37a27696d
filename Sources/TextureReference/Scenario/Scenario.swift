import Foundation

/// A scenario: app-like code written against the model, plus the life that runs it.
///
/// Conventions (see the top of `TextureReference.swift` and of the Scenarios target):
/// - one scenario per file; the file holds the app code (nodes, cells, controllers, data sources) and
///   a type conforming to `Scenario`;
/// - `sourceFile` is `#filePath`, written in the scenario itself;
/// - each line where the model must observe a violation carries a trailing `// expect: <rule-id>`
///   comment (several ids separated by commas); a clean scenario has none;
/// - `run(_:)` says how the code's life runs, with `ScenarioLife` (create a cell in a node block,
///   lay out on main, present a controller, rotate, scroll, reload ...).
public protocol Scenario {
    static var sourceFile: String { get }
    /// The nodelint rule id the scenario is about: a violating scenario shows it, a clean one shows
    /// its traps. The agreement report groups scenarios by it.
    static var subjectRule: String { get }
    static func run(_ life: ScenarioLife)
}

/// What running a scenario produced.
public struct ScenarioResult: CustomStringConvertible {
    public let name: String
    /// Every violation the model recorded, wherever it was located.
    public let violations: [Violation]
    /// (rule id, line) of the violations located in the scenario's file.
    public let observed: Set<RuleAndLine>
    /// Violations located elsewhere or nowhere (model or location problems: a test should see none).
    public let strays: [Violation]
    /// The `// expect:` markers of the scenario's file.
    public let expected: Set<RuleAndLine>


    public var description: String {
        var lines = ["\(name): expected \(expected.sorted()), observed \(observed.sorted())"]
        lines += violations.map { "  \($0)" }
        return lines.joined(separator: "\n")
    }
}

public enum ScenarioRunner {
    /// Runs the scenario on the main thread and compares what the model observed with its markers.
    public static func run(_ scenario: Scenario.Type) -> ScenarioResult {
        let life = ScenarioLife()
        let violations = TextureRuntime.collectViolations { scenario.run(life) }
        let file = (scenario.sourceFile as NSString).lastPathComponent
        var observed = Set<RuleAndLine>()
        var strays: [Violation] = []
        for violation in violations {
            if let location = violation.location, location.fileName == file {
                observed.insert(violation.ruleAndLine)
            } else {
                strays.append(violation)
            }
        }
        let expected = (try? expectations(inFile: scenario.sourceFile)) ?? []
        return ScenarioResult(name: String(describing: scenario), violations: violations, observed: observed,
                              strays: strays, expected: expected)
    }

    /// Reads the `// expect: rule-id[, rule-id]` markers of a file.
    public static func expectations(inFile path: String) throws -> Set<RuleAndLine> {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return expectations(inSource: text)
    }

    public static func expectations(inSource text: String) -> Set<RuleAndLine> {
        var result = Set<RuleAndLine>()
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            guard let marker = line.range(of: "// expect:") else { continue }
            let ids = line[marker.upperBound...].split(whereSeparator: { $0 == "," || $0 == " " })
            for id in ids where !id.isEmpty { result.insert(RuleAndLine(ruleID: String(id), line: index + 1)) }
        }
        return result
    }
}
