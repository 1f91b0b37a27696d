import NodeLintAnalysis
import NodeLintEngine
import NodeLintModel
import NodeLintRules
import NodeLintSyntax

/// A small project: several Swift files parsed and indexed together, as a lint run does.
struct TestProject {
    let files: [SourceFile]
    let index: ProjectIndex

    /// Files ending in `.swift` are Swift; the others Objective-C (parsed against the prelude).
    init(_ sources: [String: String]) {
        files = sources.keys.sorted().map {
            FrontEnds.parse(path: $0, language: $0.hasSuffix(".swift") ? .swift : .objectiveC, bytes: Array(sources[$0]!.utf8))
        }
        index = ProjectIndex.of(files)
    }

    func analysis(_ path: String) -> FileAnalysis {
        FileAnalysis(file: files.first { $0.path == path }!, index: index)
    }

    /// Lints the whole project with the given rules, as the CLI would.
    static func lint(_ sources: [String: String], rules: [String]) -> [Diagnostic] {
        let inputs = sources.keys.sorted().map { LintRun.Input(path: $0, language: .swift, content: Array(sources[$0]!.utf8)) }
        let selected = rules.compactMap { RuleRegistry.rule($0) }
        return LintRun.run(inputs, options: LintRun.Options(rules: selected, jobs: 2)).diagnostics
    }

    /// The contexts of the body or closure that contains the first occurrence of `marker` in `path`,
    /// the innermost region wins.
    func contexts(at marker: String, in path: String) -> [ExecutionContext] {
        let analysis = analysis(path)
        let text = String(decoding: analysis.file.text.bytes, as: UTF8.self)
        guard let range = text.range(of: marker) else { return [] }
        let offset = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        let containing = analysis.regions.filter { $0.body.range.contains(offset) }
        guard let innermost = containing.min(by: { $0.body.range.count < $1.body.range.count }) else { return [] }
        return innermost.contexts.map(\.context)
    }
}
