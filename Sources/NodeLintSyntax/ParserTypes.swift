import NodeLintModel

extension Parser {
    // MARK: Types

    /// Parses a type; nil (consuming nothing) if none starts here.
    func parseType() -> TypeName? {
        guard enter() else {
            skipFlatType()
            return nil
        }
        defer { leave() }
        let start = tok.start
        guard let first = parseTypeUnit() else { return nil }
        guard tok.kind == .op && isText(tok, "&") else { return first }
        // A composition `P & Q`.
        while tok.kind == .op && isText(tok, "&") {
            advance()
            if parseTypeUnit() == nil { break }
        }
        let text = normalizedTypeText(start, prevEnd)
        return TypeName(text: text, base: text)
    }

    /// Skips the rest of a type on its line (used beyond the nesting limit).
    private func skipFlatType() {
        var level = 0
        while !atEOF {
            let t = tok
            if level == 0 && (t.kind == .comma || t.kind == .lBrace || t.kind == .rBrace || isCloser(t.kind)
                              || (t.kind == .op && isText(t, "=")) || t.newlineBefore) { break }
            if isOpener(t.kind) { level += 1 } else if isCloser(t.kind) { level -= 1 }
            advance()
        }
    }

    private static func isTypeSpecifier(_ k: Keyword) -> Bool {
        switch k {
        case .inout, .borrowing, .consuming, .__owned, .__shared, .sending, .isolated, .some, .any, .each, .repeat:
            return true
        default:
            return false
        }
    }

    /// A type without composition: specifiers and attributes, a named, tuple, function, array or
    /// dictionary type, then `?`, `!`, `...`, `.Type`.
    private func parseTypeUnit() -> TypeName? {
        let start = tok.start
        var consumedPrefix = false
        while true {
            let t = tok
            if t.kind == .at {
                _ = parseAttribute(argumentsNeedNoSpace: true)
                consumedPrefix = true
            } else if t.kind == .identifier && !t.flags.contains(.backticked) && Parser.isTypeSpecifier(t.keyword)
                        && canStartType(peek(1)) && !peek(1).newlineBefore {
                advance()
                consumedPrefix = true
            } else if t.kind == .op && isText(t, "~") {
                advance()
                consumedPrefix = true
            } else {
                break
            }
        }
        var base = ""
        var arguments: [TypeName] = []
        var isOptional = false
        let coreStart = tok.start
        switch tok.kind {
        case .identifier where canStartType(tok):
            base = name(tok)
            advance()
            if isLessThan(tok) && !tok.triviaBefore { arguments = parseGenericArguments() }
            while tok.kind == .period && peek(1).kind == .identifier {
                let component = peek(1)
                if component.keyword == .typeMeta || component.keyword == .protocolMeta { break }
                advance(); advance()
                base += "." + name(component)
                if isLessThan(tok) && !tok.triviaBefore { arguments = parseGenericArguments() }
            }
        case .lParen:
            let elements = parseTupleTypeElements()
            let isFunction = isOp(tok, "->") || at(.async) || at(.throws) || at(.rethrows)
            if isFunction {
                parseEffects()
                if isOp(tok, "->") {
                    advance()
                    _ = parseType()
                }
                base = normalizedTypeText(coreStart, prevEnd)
            } else if elements.count == 1, let only = elements.first, let inner = only {
                base = inner.base
                arguments = inner.genericArguments
                isOptional = inner.isOptional
            } else {
                base = normalizedTypeText(coreStart, prevEnd)
            }
        case .lBracket:
            advance()
            let key = parseType()
            if tok.kind == .colon {
                advance()
                let value = parseType()
                base = "Dictionary"
                arguments = [key, value].compactMap { $0 }
            } else {
                base = "Array"
                arguments = key.map { [$0] } ?? []
            }
            if tok.kind == .rBracket { advance() } else { problem(tok.start, "expected ']' in a type") }
        default:
            if !consumedPrefix { return nil }
        }
        // Suffixes.
        while true {
            let t = tok
            if t.kind == .op && t.flags.contains(.leftBound)
                && (firstByte(t) == UInt8(ascii: "?") || firstByte(t) == UInt8(ascii: "!")) {
                // `T?`; also the rest of a split token (`>?>` after `Store<Child>?>`).
                isOptional = true
                consumeFirstCharacter()
            } else if t.kind == .op && t.flags.contains(.leftBound) && isText(t, "...") {
                advance()
            } else if t.kind == .period && (peek(1).keyword == .typeMeta || peek(1).keyword == .protocolMeta) && peek(1).kind == .identifier {
                advance(); advance()
                base = normalizedTypeText(coreStart, prevEnd)
                arguments = []
                isOptional = false
            } else {
                break
            }
        }
        let text = normalizedTypeText(start, prevEnd)
        return TypeName(text: text, base: base.isEmpty ? text : base, genericArguments: arguments, isOptional: isOptional,
                        offset: coreStart)
    }

    /// Whether `t` can begin a type (a name, `(`, `[`, an attribute, `~`).
    func canStartType(_ t: Token) -> Bool {
        switch t.kind {
        case .lParen, .lBracket, .at: return true
        case .op: return isText(t, "~")
        case .identifier:
            if t.flags.contains(.backticked) { return true }
            if !t.keyword.isReserved { return true }
            return t.keyword == .Self || t.keyword == .Any || t.keyword == .`init`
        default: return false
        }
    }

    /// `( label: Type, Type, ... )` of a tuple or function type; returns each element's type.
    private func parseTupleTypeElements() -> [TypeName?] {
        advance()  // (
        var elements: [TypeName?] = []
        while true {
            let t = tok
            if t.kind == .rParen { advance(); break }
            if t.kind == .eof || t.kind == .lBrace || t.kind == .rBrace || t.kind == .rBracket { break }
            let before = pos
            // Element labels: `name: T`, `_ name: T`.
            if t.kind == .identifier && peek(1).kind == .colon {
                advance(); advance()
            } else if t.kind == .identifier && peek(1).kind == .identifier && peek(2).kind == .colon {
                advance(); advance(); advance()
            }
            elements.append(parseType())
            if isOp(tok, "=") {  // default values in old-style function types
                advance()
                _ = parseExpr(.normal)
            }
            if tok.kind == .comma { advance() } else if tok.kind != .rParen {
                unexpected("in a tuple type")
                skipFlatType()
                if tok.kind == .comma { advance() }
            }
            if pos == before { advance() }
        }
        return elements
    }

    /// The text of a type from the source, without whitespace (one space kept between words:
    /// `@unchecked Sendable`, `some View`).
    func normalizedTypeText(_ from: Int, _ to: Int) -> String {
        let lo = max(0, min(from, bytes.count)), hi = max(lo, min(to, bytes.count))
        var plain = true
        for k in lo..<hi {
            let b = bytes[k]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == UInt8(ascii: "/") { plain = false; break }
        }
        if plain { return string(lo, hi) }
        return String(unsafeUninitializedCapacity: hi - lo) { buffer in
            normalize(lo, hi, into: buffer)
        }
    }

    /// Writes the type text of `bytes[lo..<hi]` without whitespace and comments into `out`
    /// (at least `hi - lo` bytes); returns the length written.
    private func normalize(_ lo: Int, _ hi: Int, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = 0
        var last: UInt8 = 0
        var pendingSpace = false
        var afterAttribute = false
        var k = lo
        while k < hi {
            let b = bytes[k]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
                pendingSpace = true
                k += 1
                continue
            }
            if b == UInt8(ascii: "/") && k + 1 < hi && (bytes[k + 1] == UInt8(ascii: "/") || bytes[k + 1] == UInt8(ascii: "*")) {
                // A comment inside a type: drop it.
                if bytes[k + 1] == UInt8(ascii: "/") {
                    while k < hi && bytes[k] != 0x0A && bytes[k] != 0x0D { k += 1 }
                } else {
                    k += 2
                    while k + 1 < hi && !(bytes[k] == UInt8(ascii: "*") && bytes[k + 1] == UInt8(ascii: "/")) { k += 1 }
                    k += 2
                }
                pendingSpace = true
                continue
            }
            // One space where it separates words (`some View`) or follows an attribute (`@escaping @Sendable (Int)`).
            if pendingSpace, count > 0, (isWordByte(last) && (isWordByte(b) || b == UInt8(ascii: "@"))) || afterAttribute,
               count < out.count {
                out[count] = 0x20
                count += 1
            }
            if b == UInt8(ascii: "@") {
                afterAttribute = true
            } else if !isWordByte(b) {
                afterAttribute = false
            }
            pendingSpace = false
            if count < out.count {
                out[count] = b
                count += 1
            }
            last = b
            k += 1
        }
        return count
    }

    @inline(__always) private func isWordByte(_ b: UInt8) -> Bool {
        b >= 0x80 || CharClass.ascii[Int(b)] & CharClass.identifierContinue != 0 || b == UInt8(ascii: "`")
    }

    // MARK: Generic clauses

    @inline(__always) func isLessThan(_ t: Token) -> Bool {
        t.kind == .op && t.length >= 1 && bytes[t.start] == UInt8(ascii: "<")
    }

    @inline(__always) func isGreaterThan(_ t: Token) -> Bool {
        t.kind == .op && t.length >= 1 && bytes[t.start] == UInt8(ascii: ">")
    }

    /// `<T, [U]>` of a type or expression; returns the argument types.
    func parseGenericArguments() -> [TypeName] {
        guard enter() else { skipFlatType(); return [] }
        defer { leave() }
        consumeFirstCharacter()  // <
        var arguments: [TypeName] = []
        while true {
            if isGreaterThan(tok) { consumeFirstCharacter(); break }
            let before = pos
            if tok.kind == .integer {
                advance()  // a value generic argument
            } else if let t = parseType() {
                arguments.append(t)
            } else if tok.kind == .op && isText(tok, "-") && peek(1).kind == .integer {
                advance(); advance()
            }
            if tok.kind == .comma { advance(); continue }
            if isGreaterThan(tok) { consumeFirstCharacter(); break }
            if pos == before || atEOF { problem(tok.start, "expected '>' to close generic arguments"); break }
        }
        return arguments
    }

    /// `<T: P, U>` of a declaration; returns the parameter names.
    func parseGenericParameterClause() -> [String] {
        guard enter() else { skipFlatType(); return [] }
        defer { leave() }
        consumeFirstCharacter()  // <
        var names: [String] = []
        while true {
            if isGreaterThan(tok) { consumeFirstCharacter(); break }
            let before = pos
            while tok.kind == .at { _ = parseAttribute(argumentsNeedNoSpace: true) }
            if (at(.each) || at(.let)) && peek(1).kind == .identifier { advance() }
            if tok.kind == .identifier {
                names.append(name(tok))
                advance()
            }
            if tok.kind == .colon {
                advance()
                _ = parseType()
            }
            if tok.kind == .comma { advance(); continue }
            if at(.where) { skipWhereClause() }
            if isGreaterThan(tok) { consumeFirstCharacter(); break }
            if pos == before || atEOF || tok.kind == .lParen || tok.kind == .lBrace {
                problem(tok.start, "expected '>' to close generic parameters")
                break
            }
        }
        return names
    }

    /// `where T: P, U == V` (read past; not modelled).
    func skipWhereClause() {
        advance()  // where
        while true {
            let before = pos
            _ = parseType()
            if tok.kind == .colon {
                advance()
                if at(.class) { advance() } else { _ = parseType() }
            } else if tok.kind == .op && isText(tok, "==") {
                advance()
                _ = parseType()
            }
            if tok.kind == .comma && pos != before { advance(); continue }
            break
        }
    }

    /// Whether the `<` at `pos` opens generic arguments in an expression (`Foo<Bar>(...)`) rather
    /// than being a less-than operator: a bounded scan for a matching `>` over type-like tokens,
    /// followed by a token that can follow generic arguments.
    func canParseGenericArguments() -> Bool {
        var j = pos
        var level = 0
        var steps = 0
        while j < tokens.count && steps < 96 {
            let t = tokens[j]
            steps += 1
            switch t.kind {
            case .op:
                var k = t.start
                while k < t.end {
                    let c = bytes[k]
                    if c == UInt8(ascii: "<") {
                        level += 1
                    } else if c == UInt8(ascii: ">") {
                        level -= 1
                        if level == 0 {
                            // The rest of this token may only be `?`/`!` (optional marks) or `>`s.
                            var r = k + 1
                            while r < t.end && (bytes[r] == UInt8(ascii: "?") || bytes[r] == UInt8(ascii: "!")) { r += 1 }
                            if r < t.end { return false }
                            return canFollowGenericArguments(j + 1 < tokens.count ? tokens[j + 1] : t, after: t)
                        }
                    } else if c == UInt8(ascii: "-") && k + 1 < t.end && bytes[k + 1] == UInt8(ascii: ">") {
                        k += 1  // `->`
                    } else if !(c == UInt8(ascii: "?") || c == UInt8(ascii: "!") || c == UInt8(ascii: "&")
                                || c == UInt8(ascii: ".") || c == UInt8(ascii: "~")) {
                        return false
                    }
                    k += 1
                }
            case .identifier:
                if t.keyword.isReserved && t.keyword != .Self && t.keyword != .Any && !t.flags.contains(.backticked)
                    && t.keyword != .inout { return false }
            case .period, .comma, .colon, .lParen, .rParen, .lBracket, .rBracket, .at, .integer:
                break
            default:
                return false
            }
            j += 1
        }
        return false
    }

    private func canFollowGenericArguments(_ n: Token, after: Token) -> Bool {
        if n.newlineBefore { return true }
        switch n.kind {
        case .lParen, .period, .rParen, .rBracket, .rBrace, .comma, .semicolon, .colon, .eof, .lBrace, .lBracket:
            return true
        case .op:
            if n.flags.contains(.leftBound) && n.length == 1 && (firstByte(n) == UInt8(ascii: "?") || firstByte(n) == UInt8(ascii: "!")) { return true }
            return isText(n, "==") || isText(n, "!=") || isText(n, "===") || isText(n, "!==")
        case .identifier:
            return n.keyword == .as || n.keyword == .is || n.keyword == .else || n.keyword == .in
        default:
            return false
        }
    }
}
