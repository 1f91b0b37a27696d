import NodeLintEngine
import Foundation
import NodeLintModel
import NodeLintReporters

/// Where the report goes: `--output FILE` (written atomically: a reader never sees half a report; missing
/// folders are created), or standard output, in colour when that is a terminal.
struct ReportOutput {
    var reporter: any Reporter
    var outputPath: String?

    /// The reporter `--reporter` names, or a usage error listing the valid names.
    static func reporter(named name: String) throws -> any Reporter {
        guard let reporter = Reporters.reporter(named: name) else {
            throw UsageError(message: "unknown reporter '\(name)' (valid: \(Reporters.identifiers.joined(separator: ", ")))")
        }
        return reporter
    }

    /// Writes the report; returns false (after saying why on standard error) when the file cannot be written.
    func write(_ diagnostics: [Diagnostic], context: ReportContext, to output: TextOutput) -> Bool {
        if let outputPath {
            let text = reporter.render(diagnostics, context: context)
            do {
                let url = URL(fileURLWithPath: outputPath)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .atomic)
                return true
            } catch {
                output.error("nodelint: cannot write \(outputPath): \(error.localizedDescription)")
                return false
            }
        }
        if reporter is XcodeReporter && Colour.isWanted(outputIsTerminal: output.outputIsTerminal, environment: output.environment) {
            output.write(Colour.xcodeReport(diagnostics, context: context))
        } else {
            output.write(reporter.render(diagnostics, context: context))
        }
        return true
    }
}

/// Colour for the default report on a terminal: the level word is red, yellow or cyan, as compilers
/// print it. Never in a pipe or a file, and never when `NO_COLOR` is set (no-color.org).
enum Colour {
    static func isWanted(outputIsTerminal: Bool, environment: [String: String]) -> Bool {
        outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    static let reset = "\u{1B}[0m"

    static func code(_ level: String) -> String {
        switch level {
        case "error": return "\u{1B}[1;31m"
        case "warning": return "\u{1B}[1;33m"
        default: return "\u{1B}[1;36m"
        }
    }

    /// The xcode reporter's text with each line's level coloured. Each diagnostic is rendered on its own,
    /// so the position prefix of every line is known and a `: error: ` inside a path cannot mislead.
    static func xcodeReport(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        let reporter = XcodeReporter()
        var out = ""
        for diagnostic in diagnostics.sorted(by: Diagnostic.outputOrder) {
            let lines = reporter.render([diagnostic], context: context).split(separator: "\n", omittingEmptySubsequences: false)
            let prefixes = ["\(diagnostic.path):\(diagnostic.start.line):\(diagnostic.start.column): "]
                + diagnostic.notes.map { "\($0.path):\($0.start.line):\($0.start.column): " }
            for (index, line) in lines.enumerated() where !(line.isEmpty && index == lines.count - 1) {
                out += colourLevel(String(line), prefix: index < prefixes.count ? prefixes[index] : nil) + "\n"
            }
        }
        return out
    }

    private static func colourLevel(_ line: String, prefix: String?) -> String {
        guard let prefix, line.hasPrefix(prefix) else { return line }
        let rest = line.dropFirst(prefix.count)
        for level in ["error", "warning", "note"] where rest.hasPrefix(level + ":") {
            return prefix + code(level) + level + ":" + reset + rest.dropFirst(level.count + 1)
        }
        return line
    }
}
