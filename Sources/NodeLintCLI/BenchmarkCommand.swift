import Dispatch
import Foundation
import NodeLintModel
import NodeLintRules
import NodeLintSyntax

/// `nodelint benchmark [DIR...]`: how fast each stage runs on real code, beside the cost of merely
/// reading the same files. Every stage reads the files itself, in parallel on `--jobs` threads, so the
/// figures compare like with like; each is the best of `--runs` runs. Swift and Objective-C front ends
/// are measured separately (each line's MB/s and files/s count only the files it read); Objective-C
/// files are parsed with the arguments a lint run would give them. Build in release to measure.
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
        // The same compiler arguments a lint run would use for Objective-C files.
        let objcArguments: ObjCCompilerArguments
        do {
            let currentDirectory = FileManager.default.currentDirectoryPath
            let found = try ObjCCompilerArguments.database(explicit: invocation.compileCommandsPath, currentDirectory: currentDirectory,
                                                           repositoryRoot: RepositoryRoot.find(from: currentDirectory))
            if let problem = found.problem { output.error("nodelint: \(problem)") }
            objcArguments = ObjCCompilerArguments(database: found.database, extra: invocation.objcArguments)
        } catch {
            output.error("nodelint: \(error)")
            return 2
        }

        // What there is to read.
        let sizes = parallelMap(files.count, jobs: jobs) { i -> (bytes: Int, lines: Int) in
            guard case .text(let b) = SourceReader.read(files[i].path, maxSize: maxSize) else { return (0, 0) }
            return (b.count, b.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 })
        }
        let swiftIndices = files.indices.filter { files[$0].language == .swift }
        let objcIndices = files.indices.filter { files[$0].language == .objectiveC }
        func bytes(_ indices: [Int]) -> Int { indices.reduce(0) { $0 + sizes[$1].bytes } }
        let totalBytes = bytes(Array(files.indices))
        let totalLines = sizes.reduce(0) { $0 + $1.lines }
        var report = "nodelint benchmark: \(files.count) files (\(swiftIndices.count) Swift, \(objcIndices.count) Objective-C), "
            + "\(totalLines) lines, " + String(format: "%.1f MB", Double(totalBytes) / 1_000_000)
            + ", \(jobs) jobs, best of \(runs) runs\n"
        report += "stage".padding(toLength: 38, withPad: " ", startingAt: 0) + "  seconds      MB/s    files/s\n"

        /// One stage: its time, and the rates over the files it read.
        func line(_ name: String, _ seconds: Double, files count: Int, bytes: Int) {
            let mbps = Double(bytes) / 1_000_000 / seconds
            let fps = Double(count) / seconds
            report += name.padding(toLength: 38, withPad: " ", startingAt: 0)
                + String(format: "%9.3f %9.1f %10.0f\n", seconds, mbps, fps)
        }

        /// Reads and parses the files at `indices`, in parallel.
        func parse(_ indices: [Int]) {
            _ = parallelMap(indices.count, jobs: jobs) { k -> Int in
                let file = files[indices[k]]
                guard case .text(let b) = SourceReader.read(file.path, maxSize: maxSize) else { return 0 }
                let arguments = file.language == .objectiveC ? objcArguments.arguments(for: file.path) : []
                return FrontEnds.parse(path: file.path, language: file.language, bytes: b, objcArguments: arguments).types.count
            }
        }

        line("read", best(runs) {
            _ = parallelMap(files.count, jobs: jobs) { i -> Int in
                if case .text(let b) = SourceReader.read(files[i].path, maxSize: maxSize) { return b.count }
                return 0
            }
        }, files: files.count, bytes: totalBytes)
        if !swiftIndices.isEmpty {
            line("read + lex (Swift)", best(runs) {
                _ = parallelMap(swiftIndices.count, jobs: jobs) { k -> Int in
                    guard case .text(let b) = SourceReader.read(files[swiftIndices[k]].path, maxSize: maxSize) else { return 0 }
                    return SwiftLexer.lex(b).tokens.count
                }
            }, files: swiftIndices.count, bytes: bytes(swiftIndices))
            line("read + lex + parse (Swift)", best(runs) { parse(swiftIndices) },
                 files: swiftIndices.count, bytes: bytes(swiftIndices))
        }
        if !objcIndices.isEmpty {
            // libclang: preprocess, parse, map onto the model (and recovery parses where statements were lost).
            let how = objcArguments.database == nil && objcArguments.extra.isEmpty ? "prelude" : "real args"
            line("read + parse (Objective-C, \(how))", best(runs) { parse(objcIndices) },
                 files: objcIndices.count, bytes: bytes(objcIndices))
        }
        var diagnostics = 0
        var options = LintRun.Options(rules: RuleRegistry.all, maxFileSize: maxSize)
        options.jobs = jobs
        options.objcArguments = objcArguments
        line("whole lint (all rules)", best(runs) {
            let result = LintRun.run(files.map { LintRun.Input(path: $0.path, language: $0.language) }, options: options)
            diagnostics = result.diagnostics.count
        }, files: files.count, bytes: totalBytes)
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
