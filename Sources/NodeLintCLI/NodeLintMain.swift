import Foundation
import NodeLintModel
import NodeLintRules
import NodeLintSyntax

/// The `nodelint` command. Returns the exit status: 0 no errors, 1 errors (or any diagnostic with
/// `--strict`), 2 usage, configuration or internal error.
public enum NodeLintMain {
    public static let version = "0.1.0"

    public static func run(_ arguments: [String], output: TextOutput = .standard) -> Int32 {
        let invocation: Invocation
        do {
            invocation = try CommandLineParser.parse(arguments)
        } catch {
            output.error("nodelint: \(error)")
            return 2
        }
        for problem in RuleCatalog.loaded.errors { output.error("nodelint: internal error: \(problem)") }
        switch invocation.command {
        case .help:
            output.write(CommandLineParser.help + "\n")
            return 0
        case .version:
            output.write(version + "\n")
            return 0
        case .rules:
            output.write(RulesCommand.render())
            return 0
        case .explain:
            return ExplainCommand.run(invocation.arguments[0], output: output)
        case .outline:
            return OutlineCommand.run(invocation.arguments, maxFileSize: invocation.maxFileSize, output: output)
        case .benchmark:
            return BenchmarkCommand.run(invocation, output: output)
        case .lint:
            return LintCommand.run(invocation, output: output)
        }
    }
}

/// Where a command writes: standard output / error, or buffers in tests.
public final class TextOutput: @unchecked Sendable {
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void

    public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void) {
        writeOut = out
        writeErr = err
    }

    public static let standard = TextOutput(
        out: { FileHandle.standardOutput.write(Data($0.utf8)) },
        err: { FileHandle.standardError.write(Data($0.utf8)) })

    public func write(_ text: String) { if !text.isEmpty { writeOut(text) } }
    /// One line on standard error.
    public func error(_ line: String) { writeErr(line + "\n") }
}
