/// The tokens and comments of one Swift file.
public struct LexedSwift: Sendable {
    /// Tokens in source order; the last one is always `.eof` (at the end of the file).
    public var tokens: [Token]
    /// Every comment (`//`, `///`, `/* */`, `/** */`), in source order.
    public var comments: [CommentSpan]
}

public struct CommentSpan: Sendable, Equatable {
    public var start: Int
    public var end: Int
    public var isBlock: Bool
    public init(start: Int, end: Int, isBlock: Bool) {
        self.start = start
        self.end = end
        self.isBlock = isBlock
    }
}

/// The Swift lexer: bytes in, tokens out. Lossless, linear, never traps: every byte ends up in a
/// token or in the trivia between two tokens, whatever the input.
public enum SwiftLexer {
    /// Offsets are stored in 32 bits; larger inputs are not lexed (`tooLarge`).
    public static let maximumSize = Int(Int32.max) - 16

    public static func isTooLarge(_ bytes: [UInt8]) -> Bool { bytes.count > maximumSize }

    public static func lex(_ bytes: [UInt8]) -> LexedSwift {
        if bytes.isEmpty || isTooLarge(bytes) {
            let end = bytes.isEmpty ? 0 : 0
            return LexedSwift(tokens: [Token(kind: .eof, start: end, end: end)], comments: [])
        }
        return bytes.withUnsafeBufferPointer { buffer in
            CharClass.ascii.withUnsafeBufferPointer { table in
                var core = LexerCore(p: buffer.baseAddress!, n: buffer.count, table: table.baseAddress!)
                core.run()
                return LexedSwift(tokens: core.tokens, comments: core.comments)
            }
        }
    }
}

/// Lexes `bytes` and returns the tokens (the last one `.eof`).
public func lexSwift(_ bytes: [UInt8]) -> [Token] {
    SwiftLexer.lex(bytes).tokens
}

/// What the lexer is inside of. Code at top level has an empty stack.
enum LexMode {
    /// Inside a string literal's text.
    case string(quote: UInt8, pounds: Int, multiline: Bool)
    /// Inside `\( ... )`: code, with the number of unclosed `(` since the interpolation began.
    case interpolation(depth: Int, singleLine: Bool)
}

// Bytes the lexer compares against (module-wide constants; the literals fold at compile time).
let lf: UInt8 = 0x0A, cr: UInt8 = 0x0D, space: UInt8 = 0x20, tab: UInt8 = 0x09
let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), pound = UInt8(ascii: "#")
let quote = UInt8(ascii: "\""), backslashByte = UInt8(ascii: "\\")

struct LexerCore {
    let p: UnsafePointer<UInt8>
    let n: Int
    let table: UnsafePointer<UInt8>
    let keywords = KeywordTable.shared
    var i = 0
    var tokens: [Token] = []
    var comments: [CommentSpan] = []
    var modes: [LexMode] = []
    /// End of the previous token (trivia runs from here to the next token).
    var lastEnd = 0
    var sawNewline = false

    init(p: UnsafePointer<UInt8>, n: Int, table: UnsafePointer<UInt8>) {
        self.p = p
        self.n = n
        self.table = table
        tokens.reserveCapacity(n / 6 + 16)
    }

    // The previous two tokens decide whether `/` starts a regex literal.
    var hasPrev: Bool { !tokens.isEmpty }
    var prevKind: TokenKind { tokens.last?.kind ?? .eof }
    var prevKeyword: Keyword { tokens.last?.keyword ?? .none }
    var prevFlags: TokenFlags { tokens.last?.flags ?? [] }
    var prevStart: Int { tokens.last?.start ?? 0 }
    var prevPrevKeyword: Keyword { tokens.count > 1 ? tokens[tokens.count - 2].keyword : .none }

    @inline(__always) func at(_ k: Int) -> UInt8 { k < n ? p[k] : 0 }
    @inline(__always) func cls(_ b: UInt8) -> UInt8 { table[Int(b)] }

    mutating func run() {
        // A byte order mark and a shebang line are trivia at the very start.
        if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF { i = 3 }
        if at(i) == pound && at(i + 1) == UInt8(ascii: "!") {
            while i < n && p[i] != lf && p[i] != cr { i += 1 }
        }
        while true {
            if let mode = modes.last {
                switch mode {
                case .string(let q, let pounds, let multiline):
                    lexStringContent(quote: q, pounds: pounds, multiline: multiline)
                    continue
                case .interpolation(_, let singleLine):
                    if skipTrivia(stopAtNewline: singleLine) {
                        // A line break ends a single-line string: close the interpolation and the string.
                        modes.removeLast()
                        if !modes.isEmpty { modes.removeLast() }
                        continue
                    }
                }
            } else {
                _ = skipTrivia(stopAtNewline: false)
            }
            if i >= n {
                emit(.eof, n, n)
                return
            }
            lexToken()
        }
    }

    @inline(__always)
    mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int, keyword: Keyword = .none, flags extra: TokenFlags = []) {
        var f = extra
        if sawNewline { f.insert(.newlineBefore) }
        if start > lastEnd { f.insert(.triviaBefore) }
        tokens.append(Token(kind: kind, keyword: keyword, flags: f, start: start, end: end))
        sawNewline = false
        lastEnd = end
    }

    // MARK: Trivia

    /// Skips whitespace and comments. Returns true if it stopped at a line break because
    /// `stopAtNewline` is set (inside the interpolation of a single-line string).
    private mutating func skipTrivia(stopAtNewline: Bool) -> Bool {
        while i < n {
            let b = p[i]
            if b == space || b == tab {
                var j = i + 1
                if j + 8 <= n && p[j] == space {
                    // Indentation comes in runs: skip eight spaces at a time.
                    let raw = UnsafeRawPointer(p)
                    while j + 8 <= n && raw.loadUnaligned(fromByteOffset: j, as: UInt64.self) == 0x2020_2020_2020_2020 { j += 8 }
                }
                while j < n && (p[j] == space || p[j] == tab) { j += 1 }
                i = j
                continue
            }
            switch b {
            case lf, cr:
                if stopAtNewline { return true }
                sawNewline = true
                i += 1
            case 0x0B, 0x0C, 0x00:
                i += 1
            case slash:
                let c = at(i + 1)
                if c == slash {
                    let start = i
                    i = lineEnd(from: i + 2)
                    comments.append(CommentSpan(start: start, end: i, isBlock: false))
                } else if c == star {
                    let start = i
                    i += 2
                    var depth = 1
                    while i < n {
                        let d = p[i]
                        if d == slash && at(i + 1) == star {
                            depth += 1
                            i += 2
                        } else if d == star && at(i + 1) == slash {
                            depth -= 1
                            i += 2
                            if depth == 0 { break }
                        } else {
                            if d == lf || d == cr { sawNewline = true }
                            i += 1
                        }
                    }
                    comments.append(CommentSpan(start: start, end: i, isBlock: true))
                } else {
                    return false
                }
            case 0xC2:
                // U+00A0 NO-BREAK SPACE counts as whitespace (the compiler warns about it).
                guard at(i + 1) == 0xA0 else { return false }
                i += 2
            default:
                return false
            }
        }
        return false
    }

    /// The offset of the first `\n` or `\r` at or after `from` (or `n`), eight bytes at a time.
    @inline(__always) private func lineEnd(from: Int) -> Int {
        var j = from
        let raw = UnsafeRawPointer(p)
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        while j + 8 <= n {
            let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: j, as: UInt64.self))
            let a = w ^ (ones &* UInt64(lf)), b = w ^ (ones &* UInt64(cr))
            // A zero byte in `a` or `b` marks a line break (the classic "has zero byte" test).
            let found = ((a &- ones) & ~a & highs) | ((b &- ones) & ~b & highs)
            if found != 0 { return j + found.trailingZeroBitCount / 8 }
            j += 8
        }
        while j < n && p[j] != lf && p[j] != cr { j += 1 }
        return j
    }

    // MARK: Tokens

    private mutating func lexToken() {
        let start = i
        let b = p[i]
        let c = cls(b)
        if c & CharClass.identifierStart != 0 { lexIdentifier(start, firstLength: 1); return }
        if c & CharClass.digit != 0 { lexNumber(start); return }
        if c & CharClass.operatorChar != 0 { lexOperator(start, firstLength: 1); return }
        switch b {
        case UInt8(ascii: "("):
            i += 1
            if case .interpolation(let depth, let singleLine)? = modes.last {
                modes[modes.count - 1] = .interpolation(depth: depth + 1, singleLine: singleLine)
            }
            emit(.lParen, start, i)
        case UInt8(ascii: ")"):
            i += 1
            if case .interpolation(let depth, let singleLine)? = modes.last {
                if depth == 0 {
                    modes.removeLast()
                    emit(.interpolationEnd, start, i)
                    return
                }
                modes[modes.count - 1] = .interpolation(depth: depth - 1, singleLine: singleLine)
            }
            emit(.rParen, start, i)
        case UInt8(ascii: "{"): i += 1; emit(.lBrace, start, i)
        case UInt8(ascii: "}"): i += 1; emit(.rBrace, start, i)
        case UInt8(ascii: "["): i += 1; emit(.lBracket, start, i)
        case UInt8(ascii: "]"): i += 1; emit(.rBracket, start, i)
        case UInt8(ascii: ","): i += 1; emit(.comma, start, i)
        case UInt8(ascii: ";"): i += 1; emit(.semicolon, start, i)
        case UInt8(ascii: ":"): i += 1; emit(.colon, start, i)
        case UInt8(ascii: "@"): i += 1; emit(.at, start, i)
        case backslashByte: i += 1; emit(.backslash, start, i)
        case UInt8(ascii: "."): lexOperator(start, firstLength: 1)
        case quote, UInt8(ascii: "'"): lexStringStart(start, pounds: 0)
        case pound: lexPound(start)
        case UInt8(ascii: "`"): lexBacktick(start)
        case UInt8(ascii: "$"): lexIdentifier(start, firstLength: 1)
        default:
            if b >= 0x80 { lexNonASCII(start) } else { i += 1; emit(.unknown, start, i) }
        }
    }

    private mutating func lexIdentifier(_ start: Int, firstLength: Int) {
        let p = self.p, n = self.n, table = self.table
        var j = start + firstLength
        var ascii = p[start] < 0x80
        while j < n {
            let c = p[j]
            if c < 0x80 {
                if table[Int(c)] & CharClass.identifierContinue != 0 { j += 1; continue }
                break
            }
            if let (s, len) = CharClass.decode(p, j, n), CharClass.isIdentifierContinue(s) {
                j += len
                ascii = false
                continue
            }
            break
        }
        i = j
        let kw = ascii ? keywords.lookup(p, start, j, n) : .none
        emit(.identifier, start, j, keyword: kw)
    }

    private mutating func lexBacktick(_ start: Int) {
        // `name`, and since Swift 6.2 raw identifiers with any characters but a backtick or a line break.
        var j = start + 1
        while j < n && p[j] != UInt8(ascii: "`") && p[j] != lf && p[j] != cr { j += 1 }
        if j < n && p[j] == UInt8(ascii: "`") && j > start + 1 {
            i = j + 1
            emit(.identifier, start, i, flags: .backticked)
        } else {
            i = start + 1
            emit(.unknown, start, i)
        }
    }

    private mutating func lexNumber(_ start: Int) {
        i = start
        var isFloat = false
        let afterPeriod = hasPrev && prevKind == .period && lastEnd == start
        let x = at(i + 1)
        if p[i] == UInt8(ascii: "0") && (x == UInt8(ascii: "x") || x == UInt8(ascii: "o") || x == UInt8(ascii: "b")) {
            i += 2
            if x == UInt8(ascii: "x") {
                skipDigits(hex: true)
                if at(i) == UInt8(ascii: ".") && cls(at(i + 1)) & CharClass.hexDigit != 0 && !afterPeriod {
                    i += 1
                    skipDigits(hex: true)
                    isFloat = true
                }
                if at(i) == UInt8(ascii: "p") || at(i) == UInt8(ascii: "P") {
                    i += 1
                    if at(i) == UInt8(ascii: "+") || at(i) == UInt8(ascii: "-") { i += 1 }
                    skipDigits(hex: false)
                    isFloat = true
                }
            } else {
                skipDigits(hex: false)
            }
        } else {
            skipDigits(hex: false)
            if at(i) == UInt8(ascii: ".") && cls(at(i + 1)) & CharClass.digit != 0 && !afterPeriod {
                i += 1
                skipDigits(hex: false)
                isFloat = true
            }
            if at(i) == UInt8(ascii: "e") || at(i) == UInt8(ascii: "E") {
                var j = i + 1
                if at(j) == UInt8(ascii: "+") || at(j) == UInt8(ascii: "-") { j += 1 }
                if cls(at(j)) & CharClass.digit != 0 {
                    i = j
                    skipDigits(hex: false)
                    isFloat = true
                }
            }
        }
        // An invalid suffix (`1abc`) stays part of the literal, as one token.
        while i < n && cls(p[i]) & CharClass.identifierContinue != 0 { i += 1 }
        emit(isFloat ? .float : .integer, start, i)
    }

    @inline(__always) private mutating func skipDigits(hex: Bool) {
        let mask = hex ? CharClass.hexDigit : CharClass.digit
        while i < n && (cls(p[i]) & mask != 0 || p[i] == UInt8(ascii: "_")) { i += 1 }
    }

    private mutating func lexNonASCII(_ start: Int) {
        guard let (s, len) = CharClass.decode(p, start, n) else {
            // A run of bytes that are not valid UTF-8 is one unknown token.
            i = start + 1
            while i < n && p[i] >= 0x80 && CharClass.decode(p, i, n) == nil { i += 1 }
            emit(.unknown, start, i)
            return
        }
        if CharClass.isIdentifierStart(s) { lexIdentifier(start, firstLength: len); return }
        if CharClass.isOperatorStart(s) { lexOperator(start, firstLength: len); return }
        i = start + len
        emit(.unknown, start, i)
    }

    private mutating func lexPound(_ start: Int) {
        var j = start
        while j < n && p[j] == pound { j += 1 }
        let pounds = j - start
        let next = at(j)
        if next == quote && j < n {
            lexStringStart(start, pounds: pounds)
            return
        }
        if next == slash && j < n, let end = scanRegex(start, pounds: pounds, mustBeRegex: true) {
            i = end
            emit(.regex, start, end)
            return
        }
        if pounds == 1 && j < n {
            var isStart = false
            var firstLength = 1
            if next < 0x80 {
                isStart = cls(next) & CharClass.identifierStart != 0
            } else if let (s, len) = CharClass.decode(p, j, n) {
                isStart = CharClass.isIdentifierStart(s)
                firstLength = len
            }
            if isStart {
                var k = j + firstLength
                var ascii = next < 0x80
                while k < n {
                    let c = p[k]
                    if c < 0x80 {
                        if cls(c) & CharClass.identifierContinue != 0 { k += 1; continue }
                        break
                    }
                    if let (s, len) = CharClass.decode(p, k, n), CharClass.isIdentifierContinue(s) {
                        k += len
                        ascii = false
                        continue
                    }
                    break
                }
                i = k
                emit(.pound, start, k, keyword: ascii ? keywords.lookup(p, j, k, n) : .none)
                return
            }
        }
        i = j
        emit(.unknown, start, j)
    }

    // MARK: Operators

    /// Swift's `isLeftBound`: is the character before `start` not whitespace or a separator?
    @inline(__always) func isLeftBound(_ start: Int) -> Bool {
        if start == 0 { return false }
        switch p[start - 1] {
        case space, cr, lf, tab, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case slash:
            // The end of a block comment counts as whitespace.
            return !(start >= 2 && p[start - 2] == star)
        case 0xA0:
            return !(start >= 2 && p[start - 2] == 0xC2)
        default:
            return true
        }
    }

    /// Swift's `isRightBound`: is the character at `end` not whitespace or a separator?
    @inline(__always) func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        if end >= n { return false }
        switch p[end] {
        case space, cr, lf, tab, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."):
            // `x^.y`: the `^` is postfix; `^.y`: prefix.
            return !leftBound
        case slash:
            let c = at(end + 1)
            return !(c == slash || c == star)
        case 0xC2:
            return at(end + 1) != 0xA0
        default:
            return true
        }
    }

    @inline(__always) private func boundFlags(_ start: Int, _ end: Int) -> TokenFlags {
        let left = isLeftBound(start)
        var f: TokenFlags = left ? .leftBound : []
        if isRightBound(end, leftBound: left) { f.insert(.rightBound) }
        return f
    }

    private mutating func lexOperator(_ start: Int, firstLength: Int) {
        let b = p[start]
        // A `?` or `!` bound to the left is always a one-character postfix token (`x!`, `x?.y`).
        if (b == UInt8(ascii: "?") || b == UInt8(ascii: "!")) && isLeftBound(start) {
            i = start + 1
            emit(.op, start, i, flags: boundFlags(start, i))
            return
        }
        if b == UInt8(ascii: "<") && at(start + 1) == pound, let end = editorPlaceholderEnd(start) {
            // `<#placeholder#>` (Xcode): an identifier, as the compiler lexes it.
            i = end
            emit(.identifier, start, end)
            return
        }
        let startsWithDot = b == UInt8(ascii: ".")
        var j = start + firstLength
        while j < n {
            let c = p[j]
            if c < 0x80 {
                if c == UInt8(ascii: ".") {
                    if startsWithDot { j += 1; continue }
                    break
                }
                if cls(c) & CharClass.operatorChar == 0 { break }
                // `//` or `/*` inside an operator starts a comment.
                if c == slash && (at(j + 1) == slash || at(j + 1) == star) { break }
                j += 1
            } else if let (s, len) = CharClass.decode(p, j, n), CharClass.isOperatorContinue(s) {
                j += len
            } else {
                break
            }
        }
        // A `/` in the operator may start a regex literal.
        var k = start
        while k < j && p[k] != slash { k += 1 }
        if k < j, let end = tryBareRegex(at: k, operatorStart: start, operatorEnd: j) {
            if k > start { emit(.op, start, k, flags: boundFlags(start, k)) }
            i = end
            emit(.regex, k, end)
            return
        }
        i = j
        if startsWithDot && j == start + 1 {
            emit(.period, start, j, flags: boundFlags(start, j))
        } else {
            emit(.op, start, j, flags: boundFlags(start, j))
        }
    }

    /// The end of `<#...#>` on one line, or nil.
    private func editorPlaceholderEnd(_ start: Int) -> Int? {
        var k = start + 2
        while k + 1 < n {
            let c = p[k]
            if c == lf || c == cr { return nil }
            if c == UInt8(ascii: "<") && p[k + 1] == pound { return nil }
            if c == pound && p[k + 1] == UInt8(ascii: ">") { return k + 2 }
            k += 1
        }
        return nil
    }
}
