import NodeLintEngine
import Dispatch
import Foundation
import NodeLintModel
import NodeLintObjC
import NodeLintRules
import NodeLintSyntax

/// `nodelint benchmark [DIR...]`: how fast each stage runs on real code, beside the cost of merely
/// reading the same files. Every stage reads the files itself, in parallel on `--jobs` threads, so the
/// figures compare like with like; each is the best of `--runs` runs. Swift and Objective-C front ends
/// are measured separately (each line's MB/s and files/s count only the files it read); Objective-C
/// files are parsed with the arguments a lint run would give them. CPU time is shown beside wall time
/// (on a busy machine the wall time says little), and the whole lint is broken into its steps.
/// Build in release to measure.
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
        var report = "nodelint benchmark: \(counted(files.count, "file")) (\(swiftIndices.count) Swift, \(objcIndices.count) Objective-C), "
            + "\(counted(totalLines, "line")), " + String(format: "%.1f MB", Double(totalBytes) / 1_000_000)
            + ", \(counted(jobs, "job")), best of \(counted(runs, "run")), load average \(loadAverage())\n"
        report += "stage".padding(toLength: 48, withPad: " ", startingAt: 0) + "   wall s      MB/s    files/s     CPU s  MB/CPU-s\n"

        /// One stage: its times, and the rates over the files it read.
        func line(_ name: String, _ time: StageTime, files count: Int, bytes: Int, indent: Bool = false) {
            let mb = Double(bytes) / 1_000_000
            let label = (indent ? "  " : "") + name
            report += label.padding(toLength: 48, withPad: " ", startingAt: 0)
                + String(format: "%9.3f %9.1f %10.0f %9.3f %9.1f\n", time.wall, mb / time.wall,
                         Double(count) / time.wall, time.cpu, mb / time.cpu)
        }

        /// Reads the files at `indices` and hands each one's bytes to `work`, in parallel.
        func each(_ indices: [Int], _ work: @escaping @Sendable (_ file: (path: String, language: Language), _ bytes: [UInt8]) -> Int) {
            _ = parallelMap(indices.count, jobs: jobs) { k -> Int in
                let file = files[indices[k]]
                guard case .text(let b) = SourceReader.read(file.path, maxSize: maxSize) else { return 0 }
                return work(file, b)
            }
        }

        let all = Array(files.indices)
        line("read", best(runs) { each(all) { _, b in b.count } }, files: files.count, bytes: totalBytes)
        if !swiftIndices.isEmpty {
            let (count, size) = (swiftIndices.count, bytes(swiftIndices))
            line("read + lex (Swift)", best(runs) {
                each(swiftIndices) { _, b in SwiftLexer.lex(b).tokens.count }
            }, files: count, bytes: size)
            line("read + lex + declarations (Swift)", best(runs) {
                each(swiftIndices) { file, b in SwiftFrontEnd.parseDeclarations(path: file.path, bytes: b).types.count }
            }, files: count, bytes: size)
            line("read + lex + parse (Swift)", best(runs) {
                each(swiftIndices) { file, b in SwiftFrontEnd.parse(path: file.path, bytes: b).types.count }
            }, files: count, bytes: size)
        }
        let pool = ObjCWorkers.pool(jobs: jobs, environment: output.environment)
        defer { pool?.shutdown() }
        if !objcIndices.isEmpty {
            // The first pass's read of every Objective-C file: declarations only, without libclang.
            line("read + declarations (Objective-C, scanner)", best(runs) {
                each(objcIndices) { file, b in
                    ObjCFrontEnd.parseDeclarations(path: file.path, bytes: b, arguments: objcArguments.arguments(for: file.path)).types.count
                }
            }, files: objcIndices.count, bytes: bytes(objcIndices))
            // libclang: preprocess, parse, map onto the model (and recovery parses where statements were lost).
            let how = objcArguments.database == nil && objcArguments.extra.isEmpty ? "prelude" : "real args"
            line("read + parse (Objective-C, \(how))", best(runs) {
                each(objcIndices) { file, b in
                    ObjCFrontEnd.parse(path: file.path, bytes: b, arguments: objcArguments.arguments(for: file.path)).types.count
                }
            }, files: objcIndices.count, bytes: bytes(objcIndices))
            // The same in parse workers, as lint runs parse: the cost of the process hop beside the line above.
            if let pool {
                line("read + parse in workers (Objective-C, \(how))", best(runs) {
                    each(objcIndices) { file, b in
                        guard case .parsed(let model, _) = pool.parse(path: file.path, text: SourceText(bytes: b),
                                                                   arguments: objcArguments.arguments(for: file.path)) else { return 0 }
                        return model.types.count
                    }
                }, files: objcIndices.count, bytes: bytes(objcIndices))
            }
        }
        var diagnostics = 0
        var options = LintRun.Options(rules: RuleRegistry.all, maxFileSize: maxSize)
        options.jobs = jobs
        options.objcArguments = objcArguments
        if let pool { options.objcParsing = .workers(pool) }
        var steps: [(name: String, time: StageTime)] = []
        var ruleRows: [(row: String, seconds: Double)] = []
        var fastest = Double.infinity
        let whole = best(runs) {
            let clock = StageClock(), costs = RuleCosts()
            options.clock = clock
            options.ruleCosts = costs
            let start = StageTime.now()
            let result = LintRun.run(files.map { LintRun.Input(path: $0.path, language: $0.language) }, options: options)
            let wall = (StageTime.now() - start).wall
            if wall < fastest {
                fastest = wall
                steps = clock.steps
                ruleRows = costs.rows
            }
            diagnostics = result.diagnostics.count
        }
        line("whole lint (all rules)", whole, files: files.count, bytes: totalBytes)
        // Each step's rates are over all the files, so that the steps' times add up to the whole.
        for step in steps { line(step.name, step.time, files: files.count, bytes: totalBytes, indent: true) }
        report += "diagnostics: \(diagnostics)\n"
        report += costliestRules(ruleRows)
        report += "peak memory (whole process): \(peakMemoryMegabytes()) MB\n"
        output.write(report)
        return 0
    }

    /// How many rules `costliestRules` names; the rest are summed on one line.
    static let rulesNamed = 10

    /// The rules step of the fastest whole lint, rule by rule (each file's analysis before its rules
    /// has a row of its own): its total, the `rulesNamed` costliest rows, then the others together.
    /// Seconds of CPU summed over the threads, so they add up to more than the step's wall time.
    static func costliestRules(_ rows: [(row: String, seconds: Double)]) -> String {
        guard !rows.isEmpty else { return "" }
        let total = rows.reduce(0) { $0 + $1.seconds }
        var text = String(format: "rules step by rule (CPU s, over all threads): %.3f\n", total)
        func row(_ name: String, _ seconds: Double) {
            text += ("  " + name).padding(toLength: 48, withPad: " ", startingAt: 0)
                + String(format: "%9.3f %5.1f%%\n", seconds, total > 0 ? 100 * seconds / total : 0)
        }
        for named in rows.prefix(rulesNamed) { row(named.row, named.seconds) }
        let others = rows.dropFirst(rulesNamed)
        if !others.isEmpty { row("the other \(others.count)", others.reduce(0) { $0 + $1.seconds }) }
        return text
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
        let usage = StageTime.processUsage()
        #if os(Linux)
        return Int(usage.ru_maxrss) / 1024 // kilobytes on Linux
        #else
        return Int(usage.ru_maxrss) / (1024 * 1024) // bytes on macOS
        #endif
    }
}
