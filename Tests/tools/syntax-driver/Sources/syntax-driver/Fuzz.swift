import Foundation
import NodeLintModel
import NodeLintSyntax

/// Mutates real files (byte changes, deletions, truncations, insertions of tricky fragments and of
/// pieces of other files), then lexes and parses each mutant: the lexer must round-trip and
/// nothing may crash or hang. SAVE=1 keeps the current mutant in /tmp/fuzz-current.swift.
func fuzz(_ paths: [String]) {
    var corpus: [[UInt8]] = []
    for path in paths { if let b = read(path), b.count < 200_000 { corpus.append(b) } }
    guard !corpus.isEmpty else { return print("no files") }
    var state = UInt64(environment("SEED", 1))
    func random() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    func pick(_ n: Int) -> Int { Int(random() % UInt64(n)) }
    let fragments: [[UInt8]] = ["\"", "\"\"\"", "#\"", "\\(", ")", "(", "{", "}", "[", "]", "/", "//", "/*", "*/", "#/",
        "#if ", "#endif", "<", ">", "?", "!", "`", "\n", "\r\n", "case ", "let ", "in ", "where ", "@", "#", "\\", ".",
        ",", ":", "->", "=", "&", "{ [weak self] a in ", "get ", "didSet ", "<#x#>", "\u{FF}"].map { Array($0.utf8) }
    let iterations = environment("N", 20_000)
    let save = ProcessInfo.processInfo.environment["SAVE"] != nil
    for iteration in 0..<iterations {
        var b = corpus[pick(corpus.count)]
        for _ in 0..<(1 + pick(6)) where !b.isEmpty {
            let at = pick(b.count)
            switch pick(6) {
            case 0: b[at] = UInt8(truncatingIfNeeded: random())
            case 1: b.removeSubrange(at..<min(b.count, at + pick(64)))
            case 2: b = Array(b[0..<at])
            case 3:
                let other = corpus[pick(corpus.count)]
                if !other.isEmpty {
                    let o = pick(other.count)
                    b.insert(contentsOf: other[o..<min(other.count, o + 200)], at: at)
                }
            default: b.insert(contentsOf: fragments[pick(fragments.count)], at: at)
            }
        }
        if save { FileManager.default.createFile(atPath: "/tmp/fuzz-current.swift", contents: Data(b)) }
        if SwiftLexer.lex(b).reconstruct(b) != b {
            FileManager.default.createFile(atPath: "/tmp/fuzz-failure.swift", contents: Data(b))
            print("round trip failed at iteration \(iteration); input in /tmp/fuzz-failure.swift")
            exit(1)
        }
        _ = Outline.lines(for: SwiftFrontEnd.parse(path: "fuzz.swift", bytes: b))
        if iteration % 5000 == 0 { print("iteration \(iteration)") }
    }
    print("ok")
}

/// Parses 10,000-deep nestings of every kind on a thread with STACK_KB of stack.
func deepNesting() {
    let kilobytes = environment("STACK_KB", 512)
    let depth = 10_000
    let kinds = [("(", ")"), ("[", "]"), ("{ ", " }"), ("f(", ")"), ("\"\\(", ")\""), ("{ [weak self] a in ", " }"), ("if a { ", " }")]
    for (open, close) in kinds {
        let source = "func f() {\n let x = " + String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth) + "\n}\n"
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            _ = SwiftFrontEnd.parse(path: "deep.swift", bytes: Array(source.utf8))
            done.signal()
        }
        thread.stackSize = kilobytes << 10
        thread.start()
        done.wait()
        print("ok \(open)")
    }
}
