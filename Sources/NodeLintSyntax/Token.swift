/// One token of Swift source. Tokens are contiguous with the trivia between them: the bytes from the
/// end of one token to the start of the next are whitespace and comments (see `Trivia`), so the
/// tokens of a file, with those gaps, give back the file byte for byte.
///
/// A token is 12 bytes and holds no `String`: its text is `bytes[start..<end]`.
public struct Token: Equatable, Sendable {
    public var kind: TokenKind
    /// For identifiers and pound keywords (`#if`): the keyword the text spells, `.none` otherwise.
    /// Backtick-escaped identifiers never carry a keyword.
    public var keyword: Keyword
    public var flags: TokenFlags
    public var start32: Int32
    public var end32: Int32

    @inlinable public var start: Int { Int(start32) }
    @inlinable public var end: Int { Int(end32) }
    @inlinable public var range: Range<Int> { start..<end }
    @inlinable public var length: Int { Int(end32 - start32) }

    @inlinable public init(kind: TokenKind, keyword: Keyword = .none, flags: TokenFlags = [], start: Int, end: Int) {
        self.kind = kind
        self.keyword = keyword
        self.flags = flags
        self.start32 = Int32(truncatingIfNeeded: start)
        self.end32 = Int32(truncatingIfNeeded: end)
    }

    @inlinable public var newlineBefore: Bool { flags.contains(.newlineBefore) }
    @inlinable public var triviaBefore: Bool { flags.contains(.triviaBefore) }
}

public enum TokenKind: UInt8, Sendable {
    case eof
    /// Bytes that start no token: invalid UTF-8, control characters, a lone backtick or `#`.
    case unknown
    /// Identifiers and keywords (`keyword` tells which), `` `escaped` `` identifiers, `$0`, `_`.
    case identifier
    case integer
    case float
    /// The opening delimiter of a string literal: `"`, `"""`, `#"`, `##"""`, `'`.
    case stringStart
    /// Literal text of a string, escapes included.
    case stringSegment
    /// `\(` (or `\#(` in a raw string): the code up to the matching `interpolationEnd` is ordinary tokens.
    case interpolationStart
    /// The `)` closing an interpolation.
    case interpolationEnd
    /// The closing delimiter of a string literal (absent when the literal is unterminated).
    case stringEnd
    /// A whole regex literal: `/a+/`, `#/a+/#`, multi-line `#/ ... /#`.
    case regex
    /// An operator, including `=`, `->`, `&`, `?`, `!`, `...` and dot-operators (`..<`).
    /// `flags` tells whether it is bound to the left and right (prefix, postfix or infix).
    case op
    /// A `.` that is not part of an operator.
    case period
    case comma
    case colon
    case semicolon
    /// `@` (of an attribute).
    case at
    /// `#` followed by an identifier: `#if`, `#selector`, `#available`, a macro; `keyword` names it.
    case pound
    /// `\` outside a string (key paths).
    case backslash
    case lParen, rParen, lBracket, rBracket, lBrace, rBrace
}

public struct TokenFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The trivia before the token contains a line break (a token at the start of a line).
    public static let newlineBefore = TokenFlags(rawValue: 1 << 0)
    /// Some trivia (whitespace or a comment) precedes the token.
    public static let triviaBefore = TokenFlags(rawValue: 1 << 1)
    /// Operators and periods: nothing separates the token from the one before (the Swift rules
    /// for `isLeftBound`: `(`, `[`, `{`, `,`, `;`, `:` count as separation).
    public static let leftBound = TokenFlags(rawValue: 1 << 2)
    /// Operators and periods: nothing separates the token from the one after.
    public static let rightBound = TokenFlags(rawValue: 1 << 3)
    /// An identifier written in backticks.
    public static let backticked = TokenFlags(rawValue: 1 << 4)
}

extension Token {
    /// An operator bound on the left only: `x!`, `x?`, `x++`.
    @inlinable public var isPostfixOperator: Bool {
        kind == .op && flags.contains(.leftBound) && !flags.contains(.rightBound)
    }
    /// An operator bound on the right only: `!x`, `-x`, `&x`.
    @inlinable public var isPrefixOperator: Bool {
        kind == .op && !flags.contains(.leftBound) && flags.contains(.rightBound)
    }
    /// An operator bound on both sides or on neither: `a + b`, `a+b`.
    @inlinable public var isInfixOperator: Bool {
        kind == .op && flags.contains(.leftBound) == flags.contains(.rightBound)
    }
}
