import NodeLintModel

// Patterns of `case`, `if case`, `for`, `catch` and `let (a, b)`: only the names they bind are
// modelled; expression patterns are read as expressions.

/// A name bound by a pattern (`let x`, `case .a(let y)`, `for (i, z) in`), before it becomes a local.
struct PatternBinding {
    var name: String
    var offset: Int
    var type: TypeName?
}

extension Parser {
    /// Reads a pattern, collecting the names it binds. In `binding` mode (after `let`/`var`, or a
    /// `for` loop variable) plain identifiers bind; elsewhere they are expressions.
    func parsePattern(binding: Bool, into bindings: inout [PatternBinding]) {
        guard enter() else { skipFlat(); return }
        defer { leave() }
        let first = bindings.count
        let t = tok
        if isKeyword(t, .let) || isKeyword(t, .var) {
            advance()
            parsePattern(binding: true, into: &bindings)
        } else if isKeyword(t, ._) {
            advance()
        } else if t.kind == .lParen && (binding || groupContainsBinding()) {
            parseTuplePattern(binding: binding, into: &bindings)
        } else if t.kind == .period && peek(1).kind == .identifier && peek(2).kind == .lParen && !peek(2).newlineBefore
                    && (binding || groupContainsBinding(at: pos + 2)) {
            // `.some(let x)`, `let .pair(a, b)`
            advance(); advance()
            parseTuplePattern(binding: binding, into: &bindings)
        } else if isKeyword(t, .is) {
            advance()
            _ = parseType()
        } else if t.kind == .identifier && binding && !t.keyword.isReserved
                    && peek(1).kind != .period && !(peek(1).kind == .lParen && !peek(1).newlineBefore)
                    && !(isLessThan(peek(1)) && !peek(1).triviaBefore) {
            bindings.append(PatternBinding(name: name(t), offset: t.start, type: nil))
            advance()
        } else if t.kind == .identifier && isEnumCasePath() {
            // `Foo.bar(let x)`, `Result.success(let v)`.
            advance()
            while tok.kind == .period && peek(1).kind == .identifier { advance(); advance() }
            parseTuplePattern(binding: binding, into: &bindings)
        } else {
            _ = parseExpr(.pattern)
        }
        while true {
            if tok.kind == .op && tok.length == 1 && tok.flags.contains(.leftBound) && firstByte(tok) == UInt8(ascii: "?") {
                advance()
            } else if at(.as) {
                advance()
                if tok.kind == .op && tok.length == 1 && tok.flags.contains(.leftBound) { advance() }
                let type = parseType()
                if bindings.count == first + 1 { bindings[first].type = type }
            } else {
                break
            }
        }
    }

    /// An identifier path ending in `(` on the same line: `Foo.bar(`, `bar(`.
    private func isEnumCasePath() -> Bool {
        var j = pos + 1
        while j + 1 < tokens.count && tokens[j].kind == .period && tokens[j + 1].kind == .identifier { j += 2 }
        guard j < tokens.count, tokens[j].kind == .lParen, !tokens[j].newlineBefore else { return false }
        // Only if some element binds (`let`/`var` inside); otherwise it is an expression pattern (a call).
        return groupContainsBinding(at: j)
    }

    /// Whether the parenthesized group at `j` (default: the current token) has a `let`/`var` inside.
    private func groupContainsBinding(at start: Int? = nil) -> Bool {
        let j = start ?? pos
        var level = 0
        var k = j
        var steps = 0
        while k < tokens.count && steps < 256 {
            let t = tokens[k]
            if t.kind == .lParen { level += 1 } else if t.kind == .rParen { level -= 1; if level == 0 { return false } }
            else if t.kind == .eof || t.kind == .lBrace || t.kind == .rBrace { return false }
            else if t.kind == .identifier && (t.keyword == .let || t.keyword == .var) { return true }
            k += 1
            steps += 1
        }
        return false
    }

    private func parseTuplePattern(binding: Bool, into bindings: inout [PatternBinding]) {
        advance()  // (
        while true {
            let t = tok
            if t.kind == .rParen { advance(); return }
            if t.kind == .eof || t.kind == .lBrace || t.kind == .rBrace || t.kind == .rBracket { return }
            let before = pos
            if t.kind == .identifier && peek(1).kind == .colon {
                advance(); advance()  // element label
            }
            parsePattern(binding: binding, into: &bindings)
            if tok.kind == .comma { advance() } else if tok.kind != .rParen {
                unexpected("in a pattern")
                skipFlat()
                if tok.kind == .comma { advance() }
            }
            if pos == before { advance() }
        }
    }
}
