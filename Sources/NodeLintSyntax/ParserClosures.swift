import NodeLintModel

extension Parser {
    /// `{ [captures] (params) async throws -> T in statements }` or `{ statements }`.
    func parseClosure() -> Expr {
        let open = tok
        guard enter() else {
            skipBalanced()
            return .unknown(offset: open.start, children: [])
        }
        defer { leave() }
        let body = newBody(.closure, at: open.start)
        let closure = Closure(id: nextClosureID, offset: open.start, body: body)
        nextClosureID += 1
        // Types declared in closures of top-level code and of macros belong to the model (`TypeSink`).
        if typeSink == nil && skipBracesForDeclarations() {
            body.range = open.start..<prevEnd
            return .closure(closure)
        }
        advance()  // {
        if closureHasSignature() {
            while tok.kind == .at {
                closure.attributes.append(parseAttribute(argumentsNeedNoSpace: true).text)
            }
            // Capture values are read in the enclosing scope, before the closure's own scope opens.
            var captures: [(capture: Capture, outer: NameRef)] = []
            if tok.kind == .lBracket { captures = parseCaptureList() }
            bodyStack.append(body)
            scopes.push()
            for (capture, outer) in captures {
                var c = capture
                if c.name != "self" && !c.name.isEmpty {
                    let initial = c.value ?? .name(c.name, offset: c.offset, ref: outer)
                    c.local = declareLocal(c.name, offset: c.offset, kind: .variable, type: nil, initializer: initial,
                                           isLet: c.specifier == .strong)
                }
                closure.captures.append(c)
            }
            for p in parseClosureParameters() {
                let id = declareLocal(p.name, offset: p.offset, kind: .closureParameter, type: p.type, initializer: nil, isLet: true)
                closure.parameters.append(id)
                body.parameters.append(id)
            }
            parseEffects()
            if isOp(tok, "->") {
                advance()
                _ = parseType()
            }
            if at(.in) { advance() } else { problem(tok.start, "expected 'in' after closure parameters") }
        } else {
            bodyStack.append(body)
            scopes.push()
        }
        body.statements = parseStatementList(inSwitchCase: false)
        if tok.kind == .rBrace { advance() } else { problem(tok.start, "missing '}' at the end of a closure") }
        body.range = open.start..<prevEnd
        scopes.pop()
        bodyStack.removeLast()
        return .closure(closure)
    }

    /// `[weak self, unowned x, y = z, unowned(unsafe) w]`.
    private func parseCaptureList() -> [(capture: Capture, outer: NameRef)] {
        var captures: [(capture: Capture, outer: NameRef)] = []
        advance()  // [
        while true {
            let t = tok
            if t.kind == .rBracket { advance(); break }
            if t.kind == .eof || isCloser(t.kind) || t.kind == .lBrace { break }
            let before = pos
            var specifier = Capture.Specifier.strong
            if t.kind == .identifier && (t.keyword == .weak || t.keyword == .unowned) && peek(1).kind != .comma
                && peek(1).kind != .rBracket && !isOp(peek(1), "=") {
                specifier = t.keyword == .weak ? .weak : .unowned
                advance()
                if tok.kind == .lParen && peek(1).kind == .identifier && peek(2).kind == .rParen {
                    if isText(peek(1), "unsafe") { specifier = .unownedUnsafe }
                    advance(); advance(); advance()
                }
            }
            let nameToken = tok
            if nameToken.kind == .identifier {
                advance()
                let captureName = isKeyword(nameToken, .self) ? "self" : name(nameToken)
                var value: Expr?
                if isOp(tok, "=") {
                    advance()
                    value = parseExpr(.normal)
                }
                let capture = Capture(name: captureName, specifier: specifier, value: value, offset: nameToken.start, local: nil)
                captures.append((capture, resolve(captureName)))
            }
            if tok.kind == .comma {
                advance()
            } else if tok.kind != .rBracket {
                unexpected("in a capture list")
                skipFlat()
                if tok.kind == .comma { advance() }
            }
            if pos == before { advance() }
        }
        return captures
    }

    /// `(a: Int, b)` or `a, b` before `in`; `_` binds nothing.
    private func parseClosureParameters() -> [PatternBinding] {
        var params: [PatternBinding] = []
        if tok.kind == .lParen {
            advance()
            while true {
                let t = tok
                if t.kind == .rParen { advance(); break }
                if t.kind == .eof || isCloser(t.kind) || t.kind == .lBrace { break }
                let before = pos
                while tok.kind == .at { _ = parseAttribute(argumentsNeedNoSpace: true) }
                if tok.kind == .identifier {
                    var nameToken = tok
                    advance()
                    if tok.kind == .identifier { nameToken = tok; advance() }
                    var type: TypeName?
                    if tok.kind == .colon {
                        advance()
                        type = parseType()
                        if isOp(tok, "...") { advance() }
                    }
                    if !isKeyword(nameToken, ._) {
                        params.append(PatternBinding(name: name(nameToken), offset: nameToken.start, type: type))
                    }
                }
                if tok.kind == .comma { advance() } else if tok.kind != .rParen {
                    unexpected("in closure parameters")
                    skipFlat()
                    if tok.kind == .comma { advance() }
                }
                if pos == before { advance() }
            }
        } else {
            while tok.kind == .identifier && !at(.in) && !at(.async) && !at(.throws) {
                if !at(._) { params.append(PatternBinding(name: name(tok), offset: tok.start, type: nil)) }
                advance()
                if tok.kind == .comma { advance() } else { break }
            }
        }
        return params
    }

    /// Looks ahead from just after `{` for `in` closing a closure signature (captures, parameters,
    /// effects, return type). Bounded: signatures are short.
    func closureHasSignature() -> Bool {
        var j = pos
        var level = 0
        var steps = 0
        while j < tokens.count && steps < 2048 {
            let t = tokens[j]
            steps += 1
            switch t.kind {
            case .eof, .semicolon:
                return false
            case .lBrace:
                if level == 0 { return false }
                level += 1
            case .rBrace:
                if level == 0 { return false }
                level -= 1
            case .lParen, .lBracket:
                level += 1
            case .rParen, .rBracket:
                level -= 1
                if level < 0 { return false }
            case .identifier:
                if t.flags.contains(.backticked) { break }
                if t.keyword == .in && level == 0 { return true }
                if level == 0 {
                    switch t.keyword {
                    case .let, .var, .if, .guard, .switch, .for, .while, .repeat, .do, .return, .throw, .defer,
                         .break, .continue, .case, .default, .func, .class, .struct, .enum, .protocol, .extension,
                         .import, .typealias, .try, .self, .super, .nil, .true, .false, .is, .as, .where, .else,
                         .catch, .fallthrough, .subscript, .deinit, .`init`, .static, .private, .fileprivate,
                         .internal, .public, .operator:
                        return false
                    default:
                        break
                    }
                }
            case .comma, .colon, .period, .at:
                break
            case .op:
                if level == 0 {
                    // Only the punctuation of types: `->`, `?`, `!`, `&`, `...`, `<`, `>`, `~`.
                    var k = t.start
                    while k < t.end {
                        switch bytes[k] {
                        case UInt8(ascii: "-"), UInt8(ascii: ">"), UInt8(ascii: "<"), UInt8(ascii: "?"),
                             UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "."), UInt8(ascii: "~"):
                            break
                        default:
                            return false
                        }
                        k += 1
                    }
                }
            default:
                if level == 0 { return false }
            }
            j += 1
        }
        return false
    }
}
