import Dispatch
import Foundation
import NodeLintModel
import NodeLintRules
import NodeLintSyntax

/// `nodelint benchmark [DIR...]`: how fast each stage runs on real code, beside the cost of merely
/// reading the same files. Every stage reads the files itself, in parallel on `--jobs` threads, so the
/// figures compare like with like; each is the best of `--runs` runs. Build in release to measure.
enum BenchmarkCommand {
    static func run(_ invocation: Invocation, output: TextOutput) -> Int32 {
        let paths = invocation.arguments.isEmpty ? ["."] : invocation.arguments
        let found = SourceDiscovery(languages: FrontEnds.languages).find(paths)
        for problem in found.problems { output.error("nodelint: \(problem)") }
        guard !found.files.isEmpty else { return 2 }
        let jobs = invocation.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let runs = invocation.benchmarkRuns
        let files = found.files
        let maxSize = invocation.maxFileSize

        // What there is to read.
        let sizes = parallelMap(files.count, jobs: jobs) { i -> (bytes: Int, lines: Int) in
            guard case .text(let b) = SourceReader.read(files[i].path, maxSize: maxSize) else { return (0, 0) }
            return (b.count, b.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 })
        }
        let totalBytes = sizes.reduce(0) { $0 + $1.bytes }
        let totalLines = sizes.reduce(0) { $0 + $1.lines }
        var report = "nodelint benchmark: \(files.count) files, \(totalLines) lines, "
            + String(format: "%.1f MB", Double(totalBytes) / 1_000_000) + ", \(jobs) jobs, best of \(runs) runs\n"
        report += "stage                      seconds      MB/s    files/s\n"

        func line(_ name: String, _ seconds: Double) {
            let mbps = Double(totalBytes) / 1_000_000 / seconds
            let fps = Double(files.count) / seconds
            report += name.padding(toLength: 25, withPad: " ", startingAt: 0)
                + String(format: "%9.3f %9.1f %10.0f\n", seconds, mbps, fps)
        }

        let swiftFiles = files.filter { $0.language == .swift }
        line("read", best(runs) {
            _ = parallelMap(files.count, jobs: jobs) { i -> Int in
                if case .text(let b) = SourceReader.read(files[i].path, maxSize: maxSize) { return b.count }
                return 0
            }
        })
        line("read + lex (Swift)", best(runs) {
            _ = parallelMap(swiftFiles.count, jobs: jobs) { i -> Int in
                guard case .text(let b) = SourceReader.read(swiftFiles[i].path, maxSize: maxSize) else { return 0 }
                return SwiftLexer.lex(b).tokens.count
            }
        })
        line("read + lex + parse", best(runs) {
            _ = parallelMap(files.count, jobs: jobs) { i -> Int in
                guard case .text(let b) = SourceReader.read(files[i].path, maxSize: maxSize) else { return 0 }
                return FrontEnds.parse(path: files[i].path, language: files[i].language, bytes: b).types.count
            }
        })
        var diagnostics = 0
        var options = LintRun.Options(rules: RuleRegistry.all, maxFileSize: maxSize)
        options.jobs = jobs
        line("whole lint (all rules)", best(runs) {
            let result = LintRun.run(files.map { LintRun.Input(path: $0.path, language: $0.language) }, options: options)
            diagnostics = result.diagnostics.count
        })
        report += "diagnostics: \(diagnostics)\n"
        report += "peak memory (whole process): \(peakMemoryMegabytes()) MB\n"
        output.write(report)
        return 0
    }

    /// The shortest wall-clock time of `runs` runs of `work`, in seconds.
    static func best(_ runs: Int, _ work: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            work()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }

    /// The process's maximum resident set size so far.
    static func peakMemoryMegabytes() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) / 1024 // kilobytes on Linux
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss) / (1024 * 1024) // bytes on macOS
        #endif
    }
}
