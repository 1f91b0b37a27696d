import XCTest
import Foundation
import Dispatch
import NodeLintModel
@testable import NodeLintObjC

/// Parses every file listed in `NODELINT_BENCH_LIST` (one path a line) on `NODELINT_BENCH_THREADS`
/// threads and prints files/s and what could not be read (a development aid; skipped otherwise).
/// `NODELINT_BENCH_ARGS` (space-separated) are passed as compiler arguments when set.
final class DevBenchmarkTests: XCTestCase {
    func testBenchmarkFiles() throws {
        let env = ProcessInfo.processInfo.environment
        guard let list = env["NODELINT_BENCH_LIST"] else { throw XCTSkip("set NODELINT_BENCH_LIST=<file of paths>") }
        let paths = try String(contentsOfFile: list, encoding: .utf8).split(separator: "\n").map(String.init)
        let threads = Int(env["NODELINT_BENCH_THREADS"] ?? "") ?? 1
        let arguments = env["NODELINT_BENCH_ARGS"].map { $0.split(separator: " ").map(String.init) } ?? []
        let contents = paths.map { (try? Array(Data(contentsOf: URL(fileURLWithPath: $0)))) ?? [] }
        let bytes = contents.reduce(0) { $0 + $1.count }
        if env["NODELINT_BENCH_NO_PCH"] != nil { PrecompiledPrelude.isEnabled = false }
        defer { PrecompiledPrelude.isEnabled = true }
        // Warm up: builds the prelude's precompiled headers outside the measurement.
        _ = ObjCFrontEnd.parse(path: "/tmp/warm.m", bytes: Array("int x;".utf8), arguments: [])
        _ = ObjCFrontEnd.parse(path: "/tmp/warm.mm", bytes: Array("int x;".utf8), arguments: [])
        let results = UnsafeMutableBufferPointer<SourceFile?>.allocate(capacity: paths.count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        let next = NSLock()
        var index = 0
        var parses = 0
        let start = Date()
        let cpuStart = Self.cpuSeconds()
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while true {
                next.lock()
                let i = index
                index += 1
                next.unlock()
                if i >= paths.count { return }
                if env["NODELINT_BENCH_MODE"] == "parse-only" {
                    // One libclang parse, no mapping: the floor the front end can reach.
                    let tokens = SourceTokens(bytes: contents[i])
                    let parser = FileParser(mainPath: ObjCFrontEnd.absolutePath(paths[i]), bytes: contents[i],
                                            dialect: ObjCDialect.of(path: paths[i], tokens: tokens), compileArguments: arguments)
                    _ = parser.parse(recovery: nil)
                } else {
                    let run = ObjCFrontEnd.run(path: paths[i], bytes: contents[i], arguments: arguments)
                    results[i] = run.file
                    next.lock()
                    parses += run.attempts.count
                    next.unlock()
                }
            }
        }
        let seconds = Date().timeIntervalSince(start)
        let cpu = Self.cpuSeconds() - cpuStart
        var problemFiles = 0, dropped = 0, statements = 0
        for (i, r) in results.enumerated() {
            guard let file = r else { continue }
            if !file.problems.isEmpty { problemFiles += 1 }
            for p in file.problems {
                if env["NODELINT_BENCH_VERBOSE"] != nil { print("PROBLEM \(paths[i]):\(file.text.position(of: p.offset)) \(p.message)") }
                if let n = p.message.split(separator: " ").dropFirst(4).first.flatMap({ Int($0) }) { dropped += n } else if p.message.contains("1 statement") { dropped += 1 }
            }
            for t in file.types { for m in t.members { if let b = m.body { statements += Self.count(b.statements) } } }
        }
        print(String(format: "BENCH %d files, %.1f MB, %d threads: %.2f s wall, %.1f files/s; %.2f s CPU, %.1f files/CPU-s; %d files with problems, %d dropped statements of %d mapped, %d parses",
                     paths.count, Double(bytes) / 1e6, threads, seconds, Double(paths.count) / seconds, cpu, Double(paths.count) / cpu,
                     problemFiles, dropped, statements, parses))
    }

    /// User and system CPU time of the whole process (all threads; libclang parses on its own threads).
    static func cpuSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    static func count(_ list: [Stmt]) -> Int {
        var n = 0
        for s in list {
            n += 1
            switch s {
            case .branch(let b): n += b.arms.reduce(0) { $0 + count($1) }
            case .loop(let l): n += count(l.body)
            case .block(let b): n += count(b.body)
            default: break
            }
        }
        return n
    }
}
