import Foundation
import NodeLintModel
import NodeLintSyntax

/// Times reading the files, lexing alone, parsing already-lexed files, freeing the models, and the
/// whole front end (best of ROUNDS), in wall and thread-CPU time (on a shared machine CPU time is
/// the steadier figure).
func bench(_ paths: [String]) {
    func now() -> (wall: Double, cpu: Double) {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return (Double(DispatchTime.now().uptimeNanoseconds) / 1e9, Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9)
    }
    func since(_ t: (wall: Double, cpu: Double)) -> (wall: Double, cpu: Double) {
        let n = now()
        return (n.wall - t.wall, n.cpu - t.cpu)
    }
    var best: [String: (wall: Double, cpu: Double)] = [:]
    func record(_ key: String, _ v: (wall: Double, cpu: Double)) {
        let old = best[key] ?? (.infinity, .infinity)
        best[key] = (min(old.wall, v.wall), min(old.cpu, v.cpu))
    }

    var t0 = now()
    var files: [(String, [UInt8])] = []
    var total = 0
    for path in paths {
        if let b = read(path) {
            files.append((path, b))
            total += b.count
        }
    }
    record("read", since(t0))
    let megabytes = Double(total) / 1e6
    let rounds = environment("ROUNDS", 3)
    var tokens = 0
    for _ in 0..<rounds {
        t0 = now()
        var lexed: [LexedSwift] = []
        lexed.reserveCapacity(files.count)
        for (_, b) in files { lexed.append(SwiftLexer.lex(b)) }
        record("lex", since(t0))
        tokens = lexed.reduce(0) { $0 + $1.tokens.count }
        var models: [SourceFile] = []
        models.reserveCapacity(files.count)
        t0 = now()
        for (k, (p, b)) in files.enumerated() { models.append(SwiftFrontEnd.parse(path: p, bytes: b, lexed: lexed[k])) }
        record("parse", since(t0))
        lexed = []
        t0 = now()
        models = []
        record("free", since(t0))
        t0 = now()
        for (p, b) in files { models.append(SwiftFrontEnd.parse(path: p, bytes: b)) }
        record("full", since(t0))
        models = []
        t0 = now()
        var sink = 0
        for (p, b) in files { sink &+= SwiftFrontEnd.parse(path: p, bytes: b).locals.count }
        record("stream", since(t0))
        if sink < 0 { print(sink) }
        t0 = now()
        for (p, b) in files { sink &+= SwiftFrontEnd.parseDeclarations(path: p, bytes: b).types.count }
        record("declarations", since(t0))
        if sink < 0 { print(sink) }
    }
    func line(_ title: String, _ key: String) {
        let v = best[key]!
        print(title.padding(toLength: 34, withPad: " ", startingAt: 0)
              + String(format: "wall %.3f s %5.0f MB/s   cpu %.3f s %5.0f MB/s", v.wall, megabytes / v.wall, v.cpu, megabytes / v.cpu))
    }
    print(String(format: "files %d, %.1f MB, %d tokens, best of %d rounds", files.count, megabytes, tokens, rounds))
    line("read files (once)", "read")
    line("lex only", "lex")
    line("parse only (tokens given)", "parse")
    line("free the models", "free")
    line("lex+parse, models kept", "full")
    line("lex+parse+free, file by file", "stream")
    line("lex+declarations+free, by file", "declarations")
}
