import NodeLintEngine
import Foundation
import NodeLintModel
import NodeLintReporters
import NodeLintWorkflow

/// `--baseline FILE` hides the diagnostics a baseline records; `--write-baseline FILE` records this
/// run's. Baseline paths are relative to `root` (the repository root, else the current directory).
struct BaselineStep {
    var readPath: String?
    var writePath: String?
    var root: String
    var currentDirectory: String

    struct Outcome {
        var reported: [Diagnostic]
        /// Lines for standard error: what the baseline hid, or that it was written.
        var messages: [String] = []
    }

    /// Filters `diagnostics` and writes the new baseline. Errors are BaselineErrors (exit 2).
    /// - Parameter lintedPaths: the files this run linted; a written baseline keeps the entries of the
    ///   other files, so linting a part of a project does not forget the rest.
    func apply(to diagnostics: [Diagnostic], lintedPaths: [String]) throws -> Outcome {
        var outcome = Outcome(reported: diagnostics)
        // The baseline read, kept for writing when the same file is written back (read once).
        var readBaseline: Baseline?
        if let readPath {
            let baseline: Baseline
            if !FileManager.default.fileExists(atPath: readPath) && isSameFile(readPath, writePath) {
                // The first run of `--baseline F --write-baseline F`: nothing is known yet.
                baseline = Baseline(entries: [])
            } else {
                baseline = try Baseline.read(from: readPath)
            }
            readBaseline = baseline
            let filtered = baseline.filter(diagnostics, root: root, currentDirectory: currentDirectory, lintedPaths: lintedPaths)
            outcome.reported = filtered.newDiagnostics
            if filtered.suppressedCount > 0 {
                outcome.messages.append("\(readPath): \(filtered.suppressedCount) known \(pluralized(filtered.suppressedCount, "diagnostic")) hidden by the baseline")
            }
            let fixed = filtered.fixed.reduce(0) { $0 + $1.count }
            if fixed > 0 && writePath == nil {
                outcome.messages.append("\(readPath): \(fixed) baselined \(pluralized(fixed, "diagnostic")) no longer found; --write-baseline \(readPath) shrinks the baseline")
            }
        }
        if let writePath {
            let current = Baseline(diagnostics: diagnostics, root: root, currentDirectory: currentDirectory)
            var written = current
            let previous = readPath.map({ isSameFile($0, writePath) }) == true ? readBaseline
                : FileManager.default.fileExists(atPath: writePath) ? try? Baseline.read(from: writePath) : nil
            if let previous {
                let paths = BaselinePaths(root: root, currentDirectory: currentDirectory)
                written = previous.replacing(paths: Set(lintedPaths.map(paths.key(for:))), with: current)
            }
            try written.write(to: writePath)
        }
        return outcome
    }

    private func isSameFile(_ a: String, _ b: String?) -> Bool {
        guard let b else { return false }
        let cwd = ReportPaths.normalize(currentDirectory, base: "/")
        return ReportPaths.normalize(a, base: cwd) == ReportPaths.normalize(b, base: cwd)
    }
}
