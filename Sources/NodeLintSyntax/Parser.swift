import NodeLintModel

/// A tolerant recursive-descent parser from Swift tokens to the language-neutral model.
///
/// It never fails: whatever it cannot read becomes a `FrontEndProblem` and parsing resumes at the
/// next declaration, statement or closing brace. Recursion is bounded by `maximumDepth`; deeper
/// nesting is skipped flat (one problem per file), so no input can overflow the stack.
///
/// The parser is split by concern over several files: declarations, types, statements,
/// expressions, closures and patterns; `Scopes` resolves names as bodies are parsed.
final class Parser {
    let bytes: ByteView
    let tokens: TokenView
    /// A token partly consumed: `>>` closing two generic lists, `>?` closing one before an optional
    /// mark, `==<` naming an operator function before its generic parameters. `tok` at
    /// `partialIndex` starts at `partialStart` (the array is shared with the lexer's result and
    /// never written).
    @exclusivity(unchecked) var partialIndex = -1
    @exclusivity(unchecked) var partialStart: Int32 = 0
    let file: SourceFile
    @exclusivity(unchecked) var pos = 0
    /// End offset of the last consumed token (or part of a token).
    @exclusivity(unchecked) var prevEnd = 0

    /// Nesting levels entered (expressions, statements, types, closures, member lists).
    @exclusivity(unchecked) var depth = 0
    /// Nesting levels (each expression, statement, type, closure or member list entered counts one).
    /// No file of a 10,000-file corpus needs 48; at 192 the deepest input uses under 128 KB of stack
    /// in a release build and under 512 KB in a debug build (measured on Linux x86-64).
    static let maximumDepth = 192
    /// Longest postfix chain (`a.b.c...`) kept; the model's recursive values must stay shallow.
    static let maximumChain = 256
    /// Longest `else if` chain nested in the model; later arms are appended flat to the last one.
    static let maximumElseIfChain = 128
    @exclusivity(unchecked) private var reportedDepth = false
    @exclusivity(unchecked) private var problemCount = 0
    @exclusivity(unchecked) private var lastProblemPosition = -1
    static let maximumProblems = 50

    @exclusivity(unchecked) var scopes = Scopes()
    @exclusivity(unchecked) var interner = NameInterner()
    /// The bodies being parsed, innermost last (locals record the innermost).
    @exclusivity(unchecked) var bodyStack: [Body] = []
    /// Names of the enclosing type declarations (for typealias containers).
    @exclusivity(unchecked) var containerNames: [String] = []
    @exclusivity(unchecked) var nextClosureID = 0

    /// Where a type declared inside code goes. Types declared in top-level code and in closures
    /// of freestanding macros (`#Preview { struct Wrapper ... }`) are declarations of the file (or
    /// of the enclosing type), as the compiler's outline lists them; types local to a function,
    /// accessor or initializer expression are not modelled.
    enum TypeSink { case file, type(TypeDecl) }
    @exclusivity(unchecked) var typeSink: TypeSink?
    /// The type declarations whose member lists are being parsed, innermost last.
    @exclusivity(unchecked) var typeStack: [TypeDecl] = []
    @exclusivity(unchecked) var topLevelTypes: [TypeDecl] = []
    @exclusivity(unchecked) var topLevelMembers: [Member] = []

    /// Declarations only (`SwiftFrontEnd.parseDeclarations`): code that can declare nothing the
    /// model keeps (function and accessor bodies, closures outside top-level code) is skipped by
    /// matching braces, and becomes a body without statements.
    let declarationsOnly: Bool

    /// `bytes` and `tokens` must stay valid while the parser runs (see `SwiftFrontEnd.parse`).
    /// `stringPool`: the run's long names and signatures (`StringPool`), shared with the other files' parses.
    init(file: SourceFile, bytes: ByteView, tokens: TokenView, declarationsOnly: Bool = false, stringPool: StringPool? = nil) {
        self.bytes = bytes
        self.tokens = tokens
        self.file = file
        self.declarationsOnly = declarationsOnly
        interner = NameInterner(pool: stringPool)
    }

    // MARK: Tokens

    @inline(__always) var tok: Token {
        var t = tokens[pos]
        if pos == partialIndex {
            t.start32 = partialStart
            t.flags = t.flags.union(.leftBound).subtracting([.triviaBefore, .newlineBefore])
        }
        return t
    }

    /// Consumes the first character of the current token and leaves the rest as the current token.
    func consumeFirstCharacter() {
        let t = tok
        if t.length <= 1 {
            advance()
        } else {
            prevEnd = t.start + 1
            partialIndex = pos
            partialStart = Int32(t.start + 1)
        }
    }
    @inline(__always) var atEOF: Bool { tokens[pos].kind == .eof }

    @inline(__always) func peek(_ k: Int) -> Token {
        if k == 0 { return tok }
        let j = pos + k
        return j < tokens.count ? tokens[j] : tokens[tokens.count - 1]
    }

    @inline(__always) func advance() {
        let t = tokens[pos]
        if t.kind != .eof {
            prevEnd = t.end
            pos += 1
        }
    }

    @inline(__always) func isKeyword(_ t: Token, _ k: Keyword) -> Bool {
        t.kind == .identifier && t.keyword == k
    }
    @inline(__always) func at(_ k: Keyword) -> Bool { isKeyword(tokens[pos], k) }
    @inline(__always) func at(_ kind: TokenKind) -> Bool { tokens[pos].kind == kind }
    // (A partly consumed token is an operator: its kind and keyword are those of the whole token.)

    /// Whether the token's text is exactly `s` (ASCII).
    func isText(_ t: Token, _ s: StaticString) -> Bool {
        let count = s.utf8CodeUnitCount
        guard t.length == count else { return false }
        let base = s.utf8Start
        var k = 0
        while k < count {
            if bytes[t.start + k] != base[k] { return false }
            k += 1
        }
        return true
    }

    @inline(__always) func isOp(_ t: Token, _ s: StaticString) -> Bool {
        t.kind == .op && isText(t, s)
    }

    @inline(__always) func firstByte(_ t: Token) -> UInt8 { t.end > t.start ? bytes[t.start] : 0 }

    /// The text of `bytes[start..<end]`; long strings are shared (`NameInterner`).
    @inline(__always) func string(_ start: Int, _ end: Int) -> String {
        if end - start > 15 { return interner.string(bytes, start, end) }
        return String(decoding: bytes.slice(start, end), as: UTF8.self)
    }

    /// The token's text as written.
    func text(_ t: Token) -> String { string(t.start, t.end) }

    /// An identifier's name, without the backticks of an escaped identifier.
    func name(_ t: Token) -> String {
        if t.flags.contains(.backticked) && t.length >= 2 { return string(t.start + 1, t.end - 1) }
        return string(t.start, t.end)
    }

    func sourceText(_ from: Int, _ to: Int) -> String {
        return String(decoding: bytes.slice(from, to), as: UTF8.self)
    }

    /// Identifier-like tokens that can name a declaration, label or member (keywords included).
    @inline(__always) func isIdentifierLike(_ t: Token) -> Bool { t.kind == .identifier }

    // MARK: Problems and recovery

    func problem(_ offset: Int, _ message: String) {
        problemCount += 1
        if problemCount <= Parser.maximumProblems {
            file.problems.append(FrontEndProblem(offset: offset, message: message))
        } else {
            file.hasUnrecordedProblems = true
        }
    }

    /// Reports an unexpected token once per run of unexpected tokens.
    func unexpected(_ what: String) {
        let t = tok
        if lastProblemPosition != pos - 1 && lastProblemPosition != pos {
            problem(t.start, t.kind == .eof ? "unexpected end of file \(what)" : "unexpected '\(clipped(text(t)))' \(what)")
        }
        lastProblemPosition = pos
    }

    private func clipped(_ s: String) -> String {
        s.utf8.count <= 24 ? s : String(s.prefix(20)) + "..."
    }

    /// Enters one nesting level; false when too deep (the caller then skips flat).
    @inline(__always) func enter() -> Bool {
        if depth >= Parser.maximumDepth {
            if !reportedDepth {
                reportedDepth = true
                problem(tok.start, "nesting deeper than \(Parser.maximumDepth) levels; the deeper part is skipped")
            }
            return false
        }
        depth += 1
        return true
    }
    @inline(__always) func leave() { depth -= 1 }

    @inline(__always) func isOpener(_ k: TokenKind) -> Bool {
        k == .lParen || k == .lBracket || k == .lBrace || k == .interpolationStart
    }
    @inline(__always) func isCloser(_ k: TokenKind) -> Bool {
        k == .rParen || k == .rBracket || k == .rBrace || k == .interpolationEnd
    }

    /// Skips a balanced group starting at an opening bracket (or one token otherwise).
    func skipBalanced() {
        guard isOpener(tok.kind) else { advance(); return }
        var level = 0
        repeat {
            let k = tok.kind
            if k == .eof { return }
            if isOpener(k) { level += 1 } else if isCloser(k) { level -= 1 }
            advance()
        } while level > 0
    }

    /// Skips what remains of an expression or statement without recursion: up to a `,` or `;`, an
    /// unmatched closing bracket, or (after some progress) a token starting a new line.
    func skipFlat() {
        var level = 0
        let start = pos
        while !atEOF {
            let t = tok
            if level == 0 {
                if t.kind == .comma || t.kind == .semicolon || isCloser(t.kind) { break }
                if pos > start && t.newlineBefore { break }
            }
            if isOpener(t.kind) { level += 1 } else if isCloser(t.kind) { level -= 1 }
            advance()
        }
    }

    /// Skips one unexpected token or bracketed group, reporting it.
    func skipUnexpected(_ context: String) {
        unexpected(context)
        if isOpener(tok.kind) { skipBalanced() } else { advance() }
    }

    /// In declarations-only mode, skips the `{ ... }` group at the current token by matching braces
    /// (other brackets do not matter: a statement list ends only at `}`) and returns true. Returns
    /// false, consuming nothing, in full mode and where the group must be parsed after all: it holds
    /// a `typealias` (the model records those at any depth) or its braces do not match before the
    /// end of the file (the parser's recovery decides where such a body ends).
    func skipBracesForDeclarations() -> Bool {
        guard declarationsOnly, pos != partialIndex, tokens[pos].kind == .lBrace else { return false }
        var j = pos + 1
        var level = 1
        while j < tokens.count {
            let t = tokens[j]
            switch t.kind {
            case .lBrace:
                level += 1
            case .rBrace:
                level -= 1
                if level == 0 {
                    pos = j
                    advance()
                    return true
                }
            case .identifier:
                if t.keyword == .typealias && !t.flags.contains(.backticked) { return false }
            case .eof:
                return false
            default:
                break
            }
            j += 1
        }
        return false
    }

    // MARK: Conditional compilation

    @inline(__always) func isDirective(_ t: Token) -> Bool {
        t.kind == .pound && (t.keyword == .if || t.keyword == .elseif || t.keyword == .else || t.keyword == .endif)
    }

    /// Skips an `#if`/`#elseif`/`#else`/`#endif` line. Every branch is parsed as if present, in
    /// source order: declarations and statements of all branches end up in the model.
    func skipDirective() {
        let directive = tok
        advance()
        guard directive.keyword == .if || directive.keyword == .elseif else { return }
        var level = 0
        var last = directive
        while !atEOF {
            let t = tok
            if level == 0 && t.newlineBefore {
                // A condition may continue on the next line after `&&` / `||`.
                if !(last.kind == .op && (isText(last, "&&") || isText(last, "||"))) { break }
            }
            if isDirective(t) && t.newlineBefore { break }
            if t.kind == .lParen { level += 1 } else if t.kind == .rParen { if level > 0 { level -= 1 } }
            else if t.kind == .lBrace || t.kind == .rBrace { break }
            last = t
            advance()
        }
    }

    // MARK: Bodies and locals

    func newBody(_ kind: BodyKind, at start: Int) -> Body {
        let body = Body(id: file.bodyCount, kind: kind, range: start..<start)
        file.bodyCount += 1
        return body
    }

    var currentBodyID: Int { bodyStack.last?.id ?? -1 }

    /// Records a local declaration of the current body and makes it visible.
    @discardableResult
    func declareLocal(_ name: String, offset: Int, kind: LocalKind, type: TypeName?, initializer: Expr?, isLet: Bool) -> Int {
        let id = file.locals.count
        file.locals.append(LocalDecl(id: id, name: name, offset: offset, kind: kind, declaredType: type,
                                     initializer: initializer, isLet: isLet, bodyID: currentBodyID))
        scopes.declare(name, id)
        return id
    }

    /// `.local(id)` if `name` names a visible local, `.unresolved` otherwise.
    @inline(__always) func resolve(_ name: String) -> NameRef {
        if let id = scopes.lookup(name) { return .local(id) }
        return .unresolved
    }

    // MARK: File

    func parseFile() {
        // Top-level statements (scripts, main.swift) are parsed in a body of their own that no
        // declaration owns; their locals and closures are still well formed.
        let topLevel = newBody(.function, at: 0)
        topLevel.range = 0..<bytes.count
        bodyStack.append(topLevel)
        typeSink = .file
        file.locals.reserveCapacity(tokens.count / 24 + 8)
        while !atEOF {
            let before = pos
            parseTopLevelItem(topLevel)
            if pos == before { skipUnexpected("at top level") }
        }
        bodyStack.removeLast()
        // Types from top-level code (`TypeSink.file`) were added as they were found; declarations
        // are merged in source order.
        if file.types.isEmpty {
            file.types = topLevelTypes
        } else {
            file.types.append(contentsOf: topLevelTypes)
            file.types.sort { $0.range.lowerBound < $1.range.lowerBound }
        }
        file.globals = topLevelMembers
    }

    private func parseTopLevelItem(_ topLevel: Body) {
        let t = tok
        if isDirective(t) { skipDirective(); return }
        if t.kind == .semicolon { advance(); return }
        if t.kind == .rBrace || t.kind == .rParen || t.kind == .rBracket || t.kind == .interpolationEnd {
            skipUnexpected("at top level")
            return
        }
        if isStartOfDeclaration(context: .topLevel) {
            parseDeclaration(context: .topLevel, types: &topLevelTypes, members: &topLevelMembers)
            return
        }
        var statements: [Stmt] = []
        parseStatement(into: &statements)
        topLevel.statements.append(contentsOf: statements)
    }
}

/// The file's bytes, read without reference counting or traps: out-of-range reads give 0.
struct ByteView {
    let base: UnsafePointer<UInt8>
    let count: Int

    @inline(__always) subscript(i: Int) -> UInt8 { i >= 0 && i < count ? base[i] : 0 }

    /// `bytes[from..<to]`, clamped to the file.
    @inline(__always) func slice(_ from: Int, _ to: Int) -> UnsafeBufferPointer<UInt8> {
        let lo = max(0, min(from, count)), hi = max(lo, min(to, count))
        return UnsafeBufferPointer(start: base + lo, count: hi - lo)
    }
}

/// The tokens (never empty: the last is `.eof`); an index past the end reads the `.eof` token.
struct TokenView {
    let base: UnsafePointer<Token>
    let count: Int

    @inline(__always) subscript(i: Int) -> Token { i >= 0 && i < count ? base[i] : base[count - 1] }
}
