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
            + String(format: "%.1f MB", Double(totalBytes) / 1_000_000) + ", \(jobs) jobs, best of \(runs) runs, "
            + "load average \(loadAverage())\n"
        report += "stage".padding(toLength: 40, withPad: " ", startingAt: 0) + "   wall s      MB/s   files/s     CPU s  MB/CPU-s\n"

        func line(_ name: String, _ time: StageTime, indent: Bool = false) {
            let mb = Double(totalBytes) / 1_000_000
            let label = (indent ? "  " : "") + name
            report += label.padding(toLength: 40, withPad: " ", startingAt: 0)
                + String(format: "%9.3f %9.1f %9.0f %9.3f %9.1f\n", time.wall, mb / time.wall,
                         Double(files.count) / time.wall, time.cpu, mb / time.cpu)
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
        line("read + lex + declarations (Swift)", best(runs) {
            _ = parallelMap(swiftFiles.count, jobs: jobs) { i -> Int in
                guard case .text(let b) = SourceReader.read(swiftFiles[i].path, maxSize: maxSize) else { return 0 }
                return SwiftFrontEnd.parseDeclarations(path: swiftFiles[i].path, bytes: b).types.count
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
        var steps: [(name: String, time: StageTime)] = []
        var fastest = Double.infinity
        let whole = best(runs) {
            let clock = StageClock()
            options.clock = clock
            let start = StageTime.now()
            let result = LintRun.run(files.map { LintRun.Input(path: $0.path, language: $0.language) }, options: options)
            let wall = (StageTime.now() - start).wall
            if wall < fastest {
                fastest = wall
                steps = clock.steps
            }
            diagnostics = result.diagnostics.count
        }
        line("whole lint (all rules)", whole)
        for step in steps { line(step.name, step.time, indent: true) }
        report += "diagnostics: \(diagnostics)\n"
        report += "peak memory (whole process): \(peakMemoryMegabytes()) MB\n"
        output.write(report)
        return 0
    }

    /// The shortest wall-clock time and the smallest CPU time of `runs` runs of `work`.
    static func best(_ runs: Int, _ work: () -> Void) -> StageTime {
        var best = StageTime(wall: .infinity, cpu: .infinity)
        for _ in 0..<runs {
            let start = StageTime.now()
            work()
            let time = StageTime.now() - start
            best = StageTime(wall: min(best.wall, time.wall), cpu: min(best.cpu, time.cpu))
        }
        return best
    }

    /// The 1, 5 and 15 minute load averages, which say how much of the machine the figures had.
    static func loadAverage() -> String {
        var loads = [Double](repeating: 0, count: 3)
        guard getloadavg(&loads, 3) == 3 else { return "unknown" }
        return loads.map { String(format: "%.2f", $0) }.joined(separator: " ")
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
