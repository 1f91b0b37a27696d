import Foundation
import NodeLintModel

/// `--fix`: applies the fixes of the findings a run would report (suppressed and baselined findings
/// never get here) to their files. A file is read again, changed in memory and written atomically
/// only when a fix changes it; a file without fixes is not opened for writing, so its bytes and its
/// modification time stay. A file that cannot be written is named in one line and left as it was.
struct FixStep {
    struct Outcome {
        var fixedFiles = 0
        var appliedFixes = 0
        /// Fixes left for the next run: they overlap another fix in the same file.
        var deferredFixes = 0
        /// One line each for standard error: a file that could not be fixed, and why.
        var problems: [String] = []
    }

    /// Applies every fix of `diagnostics`, file by file, in nodelint's output order.
    static func apply(_ diagnostics: [Diagnostic]) -> Outcome {
        var outcome = Outcome()
        var fixesByPath: [String: [Fix]] = [:]
        var paths: [String] = []
        for d in diagnostics.sorted(by: Diagnostic.outputOrder) {
            guard let fix = d.fix else { continue }
            if fixesByPath[d.path] == nil { paths.append(d.path) }
            fixesByPath[d.path, default: []].append(fix)
        }
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                outcome.problems.append("cannot fix \(path): the file cannot be read")
                continue
            }
            let bytes = [UInt8](data)
            let result = FixApplication.apply(fixesByPath[path] ?? [], to: bytes)
            outcome.deferredFixes += result.deferred
            guard result.bytes != bytes else { continue }
            do {
                try AtomicFileWrite.replace(path, with: result.bytes)
                outcome.fixedFiles += 1
                outcome.appliedFixes += result.applied
            } catch {
                outcome.problems.append("cannot fix \(path): \(error)")
            }
        }
        return outcome
    }
}

extension FixStep.Outcome {
    /// The line `--fix` prints on standard error when it changed something: "fixed 3 findings in 2 files".
    var summary: String? {
        guard appliedFixes > 0 else { return nil }
        var line = "fixed \(counted(appliedFixes, "finding")) in \(counted(fixedFiles, "file"))"
        if deferredFixes > 0 { line += "; \(counted(deferredFixes, "fix", "fixes")) overlapped another and \(deferredFixes == 1 ? "is" : "are") left for the next run" }
        return line
    }
}
