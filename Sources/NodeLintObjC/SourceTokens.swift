/// The tokens of one Objective-C (or Objective-C++) file, lexed from its bytes.
///
/// libclang's cursors give positions but not always the spelled text the model needs: the operator
/// of a `BinaryOperator`, whether a message goes to `super`, whether an `UnexposedExpr` is `@[...]`,
/// the superclass's type arguments. Lexing the bytes once is faster than asking libclang token by
/// token, and it also yields every comment for suppressions. The lexer never fails: anything it
/// does not know becomes a one-byte punctuation token, unterminated literals end at the line break.
struct SourceTokens {
    enum Kind: UInt8 {
        case identifier, number, string, character, punctuation, comment
    }

    struct Token {
        var kind: Kind
        var start: Int
        var end: Int
    }

    let bytes: [UInt8]
    private(set) var tokens: [Token] = []
    /// Comments are kept apart so that token neighbours skip them.
    private(set) var comments: [Token] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
        lex()
    }

    // MARK: Queries

    /// Index of the first token starting at or after `offset`.
    func index(atOrAfter offset: Int) -> Int {
        var lo = 0, hi = tokens.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if tokens[mid].start < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Index of the token that starts exactly at `offset`, if any.
    func index(at offset: Int) -> Int? {
        let i = index(atOrAfter: offset)
        return i < tokens.count && tokens[i].start == offset ? i : nil
    }

    /// Index of the last token that starts before `offset`.
    func index(before offset: Int) -> Int? {
        let i = index(atOrAfter: offset)
        return i > 0 ? i - 1 : nil
    }

    func text(_ i: Int) -> String {
        let t = tokens[i]
        return String(decoding: bytes[t.start..<t.end], as: UTF8.self)
    }

    /// True if token `i` exists and is spelled `s` (ASCII comparison without allocating).
    func isToken(_ i: Int?, _ s: StaticString) -> Bool {
        guard let i = i, i >= 0, i < tokens.count else { return false }
        let t = tokens[i]
        guard t.end - t.start == s.utf8CodeUnitCount else { return false }
        let p = s.utf8Start
        for k in 0..<(t.end - t.start) where bytes[t.start + k] != p[k] { return false }
        return true
    }

    /// The text of the token starting at `offset`, if a token starts there.
    func text(at offset: Int) -> String? {
        index(at: offset).map { text($0) }
    }

    /// Index of the bracket closing the one at `open` (`(`, `[`, `{`, `<`), or nil if unbalanced.
    /// For `<`, a `>>` token closes two levels.
    func matching(_ open: Int) -> Int? {
        guard open < tokens.count else { return nil }
        let o = bytes[tokens[open].start]
        guard let c = SourceTokens.closingBracket(of: o) else { return nil }
        var depth = 0
        var i = open
        while i < tokens.count {
            let t = tokens[i]
            if t.kind == .punctuation {
                let b = bytes[t.start]
                let len = t.end - t.start
                if b == o && len == 1 { depth += 1 }
                if o == UInt8(ascii: "<") && b == c && len == 2 && bytes[t.start + 1] == c {
                    depth -= 2
                    if depth <= 0 { return i }
                } else if b == c && len == 1 {
                    depth -= 1
                    if depth == 0 { return i }
                }
                // A `<` list never spans statements: give up at `;` or `{`.
                if o == UInt8(ascii: "<") && (b == UInt8(ascii: ";") || b == UInt8(ascii: "{")) { return nil }
            }
            i += 1
        }
        return nil
    }

    // MARK: Lexing

    /// Length of the operator starting at `i`: 3 for `<<=` `>>=` `...` `->*`, 2 for the two-character
    /// operators, else 1.
    private func operatorLength(at i: Int) -> Int {
        let n = bytes.count
        guard i + 1 < n else { return 1 }
        let a = bytes[i], b = bytes[i + 1]
        let c: UInt8 = i + 2 < n ? bytes[i + 2] : 0
        switch (a, b) {
        case (UInt8(ascii: "<"), UInt8(ascii: "<")), (UInt8(ascii: ">"), UInt8(ascii: ">")):
            return c == UInt8(ascii: "=") ? 3 : 2
        case (UInt8(ascii: "."), UInt8(ascii: ".")):
            return c == UInt8(ascii: ".") ? 3 : 1
        case (UInt8(ascii: "-"), UInt8(ascii: ">")):
            return c == UInt8(ascii: "*") ? 3 : 2
        case (UInt8(ascii: "+"), UInt8(ascii: "+")), (UInt8(ascii: "-"), UInt8(ascii: "-")),
             (UInt8(ascii: "&"), UInt8(ascii: "&")), (UInt8(ascii: "|"), UInt8(ascii: "|")),
             (UInt8(ascii: ":"), UInt8(ascii: ":")), (UInt8(ascii: "#"), UInt8(ascii: "#")):
            return 2
        case (_, UInt8(ascii: "=")):
            switch a {
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "+"),
                 UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "&"),
                 UInt8(ascii: "|"), UInt8(ascii: "^"):
                return 2
            default:
                return 1
            }
        default:
            return 1
        }
    }

    private static func isIdentStart(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b == 0x24 || b >= 0x80
    }

    private static func isIdentBody(_ b: UInt8) -> Bool {
        isIdentStart(b) || (b >= 0x30 && b <= 0x39)
    }

    private mutating func lex() {
        let n = bytes.count
        tokens.reserveCapacity(n / 4)
        var i = 0
        while i < n {
            let b = bytes[i]
            // Whitespace and line continuations.
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0B || b == 0x0C || b == 0x5C {
                i += 1
                continue
            }
            let start = i
            if b == UInt8(ascii: "/") && i + 1 < n && bytes[i + 1] == UInt8(ascii: "/") {
                i += 2
                while i < n && bytes[i] != 0x0A && bytes[i] != 0x0D {
                    // A backslash at the end of the line continues a line comment.
                    if bytes[i] == 0x5C && i + 1 < n && (bytes[i + 1] == 0x0A || bytes[i + 1] == 0x0D) {
                        i += 2
                        if i < n && bytes[i - 1] == 0x0D && bytes[i] == 0x0A { i += 1 }
                        continue
                    }
                    i += 1
                }
                comments.append(Token(kind: .comment, start: start, end: i))
            } else if b == UInt8(ascii: "/") && i + 1 < n && bytes[i + 1] == UInt8(ascii: "*") {
                i += 2
                while i < n && !(bytes[i] == UInt8(ascii: "*") && i + 1 < n && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i = min(n, i + 2)
                comments.append(Token(kind: .comment, start: start, end: i))
            } else if Self.isIdentStart(b) {
                i += 1
                while i < n && Self.isIdentBody(bytes[i]) { i += 1 }
                // Objective-C++ raw strings: R"delim( ... )delim", with an optional encoding prefix.
                if i < n && bytes[i] == UInt8(ascii: "\""), bytes[i - 1] == UInt8(ascii: "R"), i - start <= 3 {
                    i = lexRawString(from: i)
                    tokens.append(Token(kind: .string, start: start, end: i))
                } else if i < n && (bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'")),
                          i - start <= 2, ["L", "u", "U", "u8"].contains(String(decoding: bytes[start..<i], as: UTF8.self)) {
                    let quote = bytes[i]
                    i = lexQuoted(from: i, quote: quote)
                    tokens.append(Token(kind: quote == UInt8(ascii: "\"") ? .string : .character, start: start, end: i))
                } else {
                    tokens.append(Token(kind: .identifier, start: start, end: i))
                }
            } else if (b >= 0x30 && b <= 0x39) || (b == UInt8(ascii: ".") && i + 1 < n && bytes[i + 1] >= 0x30 && bytes[i + 1] <= 0x39) {
                i += 1
                while i < n {
                    let c = bytes[i]
                    if Self.isIdentBody(c) || c == UInt8(ascii: ".") || c == UInt8(ascii: "'") {
                        i += 1
                    } else if (c == UInt8(ascii: "+") || c == UInt8(ascii: "-")),
                              [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(bytes[i - 1]) {
                        i += 1
                    } else {
                        break
                    }
                }
                tokens.append(Token(kind: .number, start: start, end: i))
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                i = lexQuoted(from: i, quote: b)
                tokens.append(Token(kind: b == UInt8(ascii: "\"") ? .string : .character, start: start, end: i))
            } else {
                i += operatorLength(at: i)
                tokens.append(Token(kind: .punctuation, start: start, end: i))
            }
        }
    }

    /// From an opening quote to just past the closing one; stops at an unescaped line break.
    private func lexQuoted(from open: Int, quote: UInt8) -> Int {
        let n = bytes.count
        var i = open + 1
        while i < n {
            let c = bytes[i]
            if c == 0x5C { i += 2; continue }
            if c == quote { return i + 1 }
            if c == 0x0A || c == 0x0D { return i }
            i += 1
        }
        return n
    }

    private func lexRawString(from quote: Int) -> Int {
        let n = bytes.count
        var i = quote + 1
        var delimiter: [UInt8] = []
        while i < n && bytes[i] != UInt8(ascii: "(") && delimiter.count < 16 {
            delimiter.append(bytes[i])
            i += 1
        }
        guard i < n && bytes[i] == UInt8(ascii: "(") else { return lexQuoted(from: quote, quote: UInt8(ascii: "\"")) }
        let close = [UInt8(ascii: ")")] + delimiter + [UInt8(ascii: "\"")]
        i += 1
        while i + close.count <= n {
            if bytes[i] == UInt8(ascii: ")") && Array(bytes[i..<i + close.count]) == close { return i + close.count }
            i += 1
        }
        return n
    }

    /// The bracket that closes `opener` (`(`, `[`, `{`, `<`); nil for any other byte.
    static func closingBracket(of opener: UInt8) -> UInt8? {
        switch opener {
        case UInt8(ascii: "("): return UInt8(ascii: ")")
        case UInt8(ascii: "["): return UInt8(ascii: "]")
        case UInt8(ascii: "{"): return UInt8(ascii: "}")
        case UInt8(ascii: "<"): return UInt8(ascii: ">")
        default: return nil
        }
    }
}
