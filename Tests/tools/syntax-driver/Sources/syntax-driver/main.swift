import Foundation
import NodeLintModel
import NodeLintSyntax

// syntax-driver COMMAND PATH...    (PATH `-`: paths on standard input; `@list`: paths in a file)
//   outline     one outline line per declaration (the contract of `nodelint outline`)
//   problems    front-end problems, one per line
//   tokens      tokens: kind, keyword, flags, text
//   dump        the model of each file (ModelDump notation)
//   bodystats   per member: closures, calls, member accesses, locals, assignments (see body-oracle)
//   bench       times reading, lexing, parsing, freeing (ROUNDS=3)
//   declarations  compares the declarations-only parse with the full parse (DeclarationDigest):
//               files that disagree, with their first differing lines (SHOW=5)
//   parseloop / streamloop / declloop   parse repeatedly, for profilers (ROUNDS=3)
//   fuzz        mutates the files and parses the mutants (N=20000, SEED=1)
//   stack       parses 10,000-deep nestings on a thread with STACK_KB of stack (512)
var args = Array(CommandLine.arguments.dropFirst())
let command = args.isEmpty ? "outline" : args.removeFirst()
if args == ["-"] {
    args = []
    while let line = readLine() { if !line.isEmpty { args.append(line) } }
} else if args.count == 1, args[0].hasPrefix("@"),
          let list = try? String(contentsOfFile: String(args[0].dropFirst()), encoding: .utf8) {
    args = list.split(separator: "\n").map(String.init)
}

func read(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
}

func environment(_ name: String, _ fallback: Int) -> Int {
    ProcessInfo.processInfo.environment[name].flatMap { Int($0) } ?? fallback
}

/// Writes large outputs in chunks.
struct Output {
    var text = ""
    mutating func line(_ s: String) {
        text += s
        text += "\n"
        if text.utf8.count > 1 << 20 { flush() }
    }
    mutating func flush() {
        FileHandle.standardOutput.write(text.data(using: .utf8)!)
        text = ""
    }
}

switch command {
case "outline":
    var out = Output()
    for path in args {
        guard let bytes = read(path) else {
            FileHandle.standardError.write("unreadable: \(path)\n".data(using: .utf8)!)
            continue
        }
        for line in Outline.lines(for: SwiftFrontEnd.parse(path: path, bytes: bytes)) { out.line(line) }
    }
    out.flush()
case "problems":
    var out = Output()
    for path in args {
        guard let bytes = read(path) else { continue }
        let file = SwiftFrontEnd.parse(path: path, bytes: bytes)
        for p in file.problems { out.line("\(path):\(file.text.position(of: p.offset)): \(p.message)") }
    }
    out.flush()
case "tokens":
    for path in args {
        guard let b = read(path) else { continue }
        for t in SwiftLexer.lex(b).tokens {
            let text = String(decoding: b[t.start..<t.end], as: UTF8.self).replacingOccurrences(of: "\n", with: "\\n")
            print("\(t.kind)\t\(t.keyword == .none ? "" : t.keyword.text)\t\(t.flags.rawValue)\t\(text)")
        }
    }
case "dump":
    for path in args {
        guard let b = read(path) else { continue }
        dumpModel(SwiftFrontEnd.parse(path: path, bytes: b))
    }
case "bodystats":
    bodyStatistics(args)
case "bench":
    bench(args)
case "declarations":
    let show = environment("SHOW", 5)
    var disagreeing = 0, lines = 0
    for path in args {
        guard let b = read(path) else { continue }
        let full = DeclarationDigest.lines(SwiftFrontEnd.parse(path: path, bytes: b))
        let quick = DeclarationDigest.lines(SwiftFrontEnd.parseDeclarations(path: path, bytes: b))
        lines += full.count
        guard full != quick else { continue }
        disagreeing += 1
        if disagreeing <= show {
            print("\(path):")
            let fullOnly = full.filter { !quick.contains($0) }, quickOnly = quick.filter { !full.contains($0) }
            for l in fullOnly.prefix(show) { print("  full:         \(l)") }
            for l in quickOnly.prefix(show) { print("  declarations: \(l)") }
        }
    }
    print("\(args.count) files, \(lines) digest lines, \(disagreeing) files disagree")
    if disagreeing > 0 { exit(1) }
case "declloop":
    // Reads every file once, then parses declarations only (lexing included) ROUNDS times.
    let rounds = environment("ROUNDS", 3)
    let files = args.compactMap { path in read(path).map { (path, $0) } }
    var n = 0
    for _ in 0..<rounds {
        for (p, b) in files { n &+= SwiftFrontEnd.parseDeclarations(path: p, bytes: b).types.count }
    }
    print(n)
case "parseloop", "streamloop":
    // Profiling loops: `parseloop` lexes once and parses ROUNDS times; `streamloop` reads, lexes,
    // parses and frees file by file, as the command-line tool does.
    let rounds = environment("ROUNDS", 3)
    var files: [(String, [UInt8], LexedSwift)] = []
    for path in args { if let b = read(path) { files.append((path, b, SwiftLexer.lex(b))) } }
    var n = 0
    for _ in 0..<rounds {
        for (p, b, l) in files {
            n &+= (command == "parseloop" ? SwiftFrontEnd.parse(path: p, bytes: b, lexed: l) : SwiftFrontEnd.parse(path: p, bytes: b)).locals.count
        }
    }
    print(n)
case "fuzz":
    fuzz(args)
case "stack":
    deepNesting()
default:
    FileHandle.standardError.write("unknown command \(command)\n".data(using: .utf8)!)
    exit(2)
}
