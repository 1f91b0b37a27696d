/// The tokens of a file that the compiler would see as code: not those of preprocessor directives,
/// and not those in the branches of `#if`/`#ifdef`/`#elif`/`#else` that are off. The declaration
/// scanner reads these, so that it sees one configuration, as libclang does.
///
/// Conditions are evaluated the way clang evaluates them for a file parsed against the prelude
/// (`PreprocessorCondition`): the macros the file itself defines (in order, `#undef` included), the
/// prelude's, `-D`/`-U` in the compiler arguments, and clang's own for an iOS target. Nothing is
/// expanded and no header is read: a condition on a macro only an included header defines is false,
/// as an undefined name is to clang.
struct ActiveTokens {
    let tokens: SourceTokens
    /// Indices into `tokens.tokens`, in order.
    private(set) var indices: [Int] = []
    /// The macros defined at the end of the file.
    private(set) var macros: PreprocessorMacros

    init(_ tokens: SourceTokens, dialect: ObjCDialect, arguments: [String]) {
        self.tokens = tokens
        var macros = PreprocessorMacros.initial(dialect: dialect, arguments: arguments)
        self.macros = macros
        let all = tokens.tokens
        let bytes = tokens.bytes
        indices.reserveCapacity(all.count)
        /// Per open conditional: whether its enclosing region is on, whether a branch was taken, and
        /// whether the current branch is on.
        var stack: [(outerOn: Bool, taken: Bool, on: Bool)] = []
        var on = true
        var i = 0
        while i < all.count {
            let t = all[i]
            guard t.kind == .punctuation, bytes[t.start] == UInt8(ascii: "#"), t.end - t.start == 1,
                  Self.startsLine(t.start, bytes) else {
                if on { indices.append(i) }
                i += 1
                continue
            }
            // A directive: to the end of its line, line continuations included.
            let end = Self.directiveEnd(from: t.start, bytes)
            var j = i + 1
            while j < all.count && all[j].start < end { j += 1 }
            let words = (i + 1..<j).map { tokens.text($0) }
            i = j
            guard let keyword = words.first else { continue }
            let rest = Array(words.dropFirst())
            switch keyword {
            case "if", "ifdef", "ifndef":
                let value: Bool
                if !on {
                    value = false
                } else if keyword == "if" {
                    value = PreprocessorCondition.evaluate(rest, macros: macros)
                } else {
                    value = rest.first.map { macros.isDefined($0) == (keyword == "ifdef") } ?? false
                }
                stack.append((on, value, value))
                on = on && value
            case "elif", "elifdef", "elifndef":
                guard var top = stack.popLast() else { continue }
                var value = false
                if top.outerOn && !top.taken {
                    switch keyword {
                    case "elif": value = PreprocessorCondition.evaluate(rest, macros: macros)
                    default: value = rest.first.map { macros.isDefined($0) == (keyword == "elifdef") } ?? false
                    }
                }
                top.on = value
                top.taken = top.taken || value
                stack.append(top)
                on = top.outerOn && value
            case "else":
                guard var top = stack.popLast() else { continue }
                top.on = top.outerOn && !top.taken
                top.taken = true
                stack.append(top)
                on = top.on
            case "endif":
                guard let top = stack.popLast() else { continue }
                on = top.outerOn
            case "define" where on:
                macros.define(rest)
            case "undef" where on:
                if let name = rest.first { macros.undefine(name) }
            default:
                break
            }
        }
        self.macros = macros
    }

    var count: Int { indices.count }

    /// Whether `#` at `offset` is the first thing on its line.
    private static func startsLine(_ offset: Int, _ bytes: [UInt8]) -> Bool {
        var k = offset - 1
        while k >= 0 {
            let b = bytes[k]
            if b == 0x0A || b == 0x0D { return true }
            if b != 0x20 && b != 0x09 && b != 0x0B && b != 0x0C { return false }
            k -= 1
        }
        return true
    }

    /// The end of the directive starting at `offset`: the first line break not escaped by a backslash.
    private static func directiveEnd(from offset: Int, _ bytes: [UInt8]) -> Int {
        var k = offset
        while k < bytes.count {
            let b = bytes[k]
            if b == 0x0A || b == 0x0D {
                var back = k - 1
                if b == 0x0A && back >= 0 && bytes[back] == 0x0D { back -= 1 }
                if back >= offset && bytes[back] == 0x5C {
                    k += 1
                    continue
                }
                return k
            }
            k += 1
        }
        return bytes.count
    }
}
