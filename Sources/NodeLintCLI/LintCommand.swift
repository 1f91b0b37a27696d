import Foundation
import NodeLintModel
import NodeLintRules

/// `nodelint [PATH...]`: lint, print, and say with the exit status whether errors were found.
enum LintCommand {
    static func run(_ invocation: Invocation, output: TextOutput) -> Int32 {
        let rules: [any Rule]
        do {
            rules = try RuleSelection.rules(only: invocation.only)
        } catch {
            output.error("nodelint: \(error)")
            return 2
        }
        let paths = invocation.arguments.isEmpty ? ["."] : invocation.arguments
        let found = SourceDiscovery(languages: FrontEnds.languages).find(paths)
        for problem in found.problems { output.error("nodelint: \(problem)") }
        var options = LintRun.Options(rules: rules, maxFileSize: invocation.maxFileSize)
        if let jobs = invocation.jobs { options.jobs = jobs }
        let result = LintRun.run(found.files.map { LintRun.Input(path: $0.path, language: $0.language) }, options: options)
        if !invocation.quiet {
            for message in result.messages { output.error("nodelint: \(message)") }
        }
        let report = XcodeOutput.render(result.diagnostics)
        if let path = invocation.outputPath {
            do {
                try Data(report.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                output.error("nodelint: cannot write \(path): \(error.localizedDescription)")
                return 2
            }
        } else {
            output.write(report)
        }
        if found.missingPath { return 2 }
        let failing = result.diagnostics.contains { $0.severity == .error || invocation.strict }
        return failing ? 1 : 0
    }
}

/// Which rules a run uses: the enabled-by-default ones, or exactly those named with `--only`.
enum RuleSelection {
    static func rules(only: [String]) throws -> [any Rule] {
        if only.isEmpty {
            return RuleRegistry.all.filter { RuleCatalog.page($0.id)?.enabledByDefault ?? true }
        }
        var selected: [any Rule] = []
        for id in only {
            guard let rule = RuleRegistry.rule(id) else {
                throw UsageError(message: "unknown rule '\(id)' (see nodelint rules)")
            }
            selected.append(rule)
        }
        return selected
    }
}
