import NodeLintEngine
import NodeLintLSP
import NodeLintRulePages
import Foundation
import NodeLintModel
import NodeLintRules
import NodeLintSyntax

/// The `nodelint` command. Returns the exit status: 0 no errors, 1 errors (or any diagnostic with
/// `--strict`), 2 usage, configuration or internal error.
public enum NodeLintMain {
    public static let version = "0.1.0"

    /// The executable's entry point: the hidden parse-worker subcommand (`ParseWorker.subcommand`),
    /// else `run` with Objective-C parsed in worker processes of this executable, under budgets.
    /// Callers of `run` itself (tests that run the command in-process) parse in their own process.
    public static func main(_ arguments: [String]) -> Int32 {
        if arguments.first == ParseWorker.subcommand { return ParseWorker.serve(arguments: Array(arguments.dropFirst())) }
        ObjCWorkers.executable = ObjCWorkers.currentExecutable()
        return run(arguments)
    }

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
        case .reporters:
            output.write(ReportersCommand.render())
            return 0
        case .config:
            return ConfigCommand.run(invocation, output: output)
        case .installHook:
            return HookCommands.install(invocation, output: output)
        case .uninstallHook:
            return HookCommands.uninstall(output: output)
        case .explain:
            return ExplainCommand.run(invocation.arguments[0], output: output)
        case .outline:
            return OutlineCommand.run(invocation.arguments, maxFileSize: invocation.maxFileSize, output: output)
        case .benchmark:
            return BenchmarkCommand.run(invocation, output: output)
        case .lsp:
            return StdioServer.run(version: version)
        case .lint:
            return LintCommand.run(invocation, output: output)
        }
    }
}

/// What a command talks to: standard output and error (or buffers in tests), standard input, whether
/// the outputs are terminals (colour, the progress line) and the environment (`NO_COLOR`, `CI`,
/// `GITHUB_WORKSPACE`). Tests give their own; nothing reads the process's globals behind its back.
public final class TextOutput: @unchecked Sendable {
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void
    private let readInput: () -> [UInt8]
    public let outputIsTerminal: Bool
    public let errorIsTerminal: Bool
    public let environment: [String: String]

    public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, input: @escaping () -> [UInt8] = { [] },
                outputIsTerminal: Bool = false, errorIsTerminal: Bool = false, environment: [String: String] = [:]) {
        writeOut = out
        writeErr = err
        readInput = input
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.environment = environment
    }

    public static let standard = TextOutput(
        out: { FileHandle.standardOutput.write(Data($0.utf8)) },
        err: { FileHandle.standardError.write(Data($0.utf8)) },
        input: { Array(FileHandle.standardInput.readDataToEndOfFile()) },
        outputIsTerminal: isatty(STDOUT_FILENO) == 1,
        errorIsTerminal: isatty(STDERR_FILENO) == 1,
        environment: ProcessInfo.processInfo.environment)

    public func write(_ text: String) { if !text.isEmpty { writeOut(text) } }
    /// One line on standard error.
    public func error(_ line: String) { writeErr(line + "\n") }
    /// Text on standard error as it is (the progress line).
    func errorText(_ text: String) { writeErr(text) }
    /// All of standard input.
    func readAllInput() -> [UInt8] { readInput() }
}
