import NodeLintModel

// Variables and properties: bindings, initializers, accessor blocks (and implicit getters).

extension Parser {
    /// `var a = 1, b: Int { get }`: one member per named binding (tuple patterns make none), all
    /// sharing the declaration's range.
    func parseVariable(_ head: DeclHead, into declared: inout [Member]) {
        let isLet = at(.let)
        advance()
        var members: [Member] = []
        while true {
            let patternToken = tok
            var member: Member?
            if patternToken.kind == .identifier && !isKeyword(patternToken, ._) {
                advance()
                let m = Member(kind: .variable, name: name(patternToken), signature: text(patternToken),
                               nameOffset: patternToken.start, range: head.start..<prevEnd)
                fill(m, head, [])
                if isLet { m.modifiers.insert(.let) }
                member = m
                members.append(m)
            } else if patternToken.kind == .lParen {
                skipBalanced()  // a tuple pattern: no outline line (like the compiler's outline)
            } else if isKeyword(patternToken, ._) {
                advance()
            } else {
                problem(patternToken.start, "expected a variable name")
                break
            }
            if tok.kind == .colon {
                advance()
                member?.declaredType = parseType()
            }
            var hasInitializer = false
            if isOp(tok, "=") {
                advance()
                let initializer = parsePropertyInitializer()
                member?.initializer = initializer
                hasInitializer = true
            }
            if startsAccessorBlock(afterInitializer: hasInitializer) {
                parseAccessorBlock(member ?? Member(kind: .variable, name: "", signature: "", nameOffset: tok.start, range: tok.range),
                                   params: [], implicitKind: .accessor)
            }
            if tok.kind == .comma { advance(); continue }
            break
        }
        for m in members { m.range = head.start..<prevEnd }
        declared.append(contentsOf: members)
    }

    /// At `{` after a variable binding: does it open the binding's accessors? Always without an
    /// initializer; after one, only on the same line or for observers (`{ didSet`), as the
    /// compiler decides.
    func startsAccessorBlock(afterInitializer: Bool) -> Bool {
        guard tok.kind == .lBrace else { return false }
        if !afterInitializer || !tok.newlineBefore { return true }
        return !trailingClosureAllowed(.normal)
    }

    func parsePropertyInitializer() -> Body {
        let body = newBody(.propertyInitializer, at: tok.start)
        let start = tok.start
        let savedSink = typeSink
        typeSink = nil
        defer { typeSink = savedSink }
        bodyStack.append(body)
        scopes.push()
        let e = parseExpr(.varInitializer)
        body.statements = [.expression(e)]
        body.range = start..<max(start, prevEnd)
        scopes.pop()
        bodyStack.removeLast()
        return body
    }

    static func isAccessorKeyword(_ k: Keyword) -> Bool {
        switch k {
        case .get, .set, .willSet, .didSet, ._modify, ._read, .unsafeAddress, .unsafeMutableAddress:
            return true
        default:
            return false
        }
    }

    /// Whether the `{` at `pos` opens a list of accessors (`get`, `set`, `didSet` ...) rather
    /// than an implicit getter or a closure.
    func looksLikeAccessorList() -> Bool {
        var j = pos + 1
        var steps = 0
        while j < tokens.count && steps < 32 {
            let t = tokens[j]
            if t.kind == .at {
                j += 2
                if j < tokens.count && tokens[j].kind == .lParen {
                    var level = 0
                    repeat {
                        if tokens[j].kind == .lParen { level += 1 } else if tokens[j].kind == .rParen { level -= 1 }
                        j += 1
                    } while j < tokens.count && level > 0 && tokens[j].kind != .eof
                }
            } else if t.kind == .identifier && (t.keyword == .mutating || t.keyword == .nonmutating
                        || t.keyword == .__consuming || t.keyword == .consuming || t.keyword == .borrowing
                        || t.keyword == .override || t.keyword == .nonisolated) && !t.flags.contains(.backticked) {
                j += 1
            } else {
                break
            }
            steps += 1
        }
        guard j + 1 < tokens.count else { return false }
        let t = tokens[j], n = tokens[j + 1]
        guard t.kind == .identifier, !t.flags.contains(.backticked) else { return false }
        if t.keyword == .`init` { return n.kind == .lBrace }
        guard Parser.isAccessorKeyword(t.keyword) else { return false }
        switch n.kind {
        case .lBrace, .rBrace: return true
        case .lParen: return t.keyword != .get
        case .identifier:
            return !n.flags.contains(.backticked)
                && (n.keyword == .async || n.keyword == .throws || Parser.isAccessorKeyword(n.keyword)
                    || n.keyword == .mutating || n.keyword == .nonmutating)
        case .at: return true
        default: return false
        }
    }

    /// `{ get { } set(v) { } }`, `{ didSet { } }`, or an implicit getter `{ statements }`.
    func parseAccessorBlock(_ member: Member, params: [ParamInfo], implicitKind: BodyKind) {
        guard looksLikeAccessorList() else {
            member.body = parseFunctionBody(implicitKind, params: params)
            return
        }
        guard enter() else { skipBalanced(); return }
        defer { leave() }
        advance()  // {
        while true {
            let t = tok
            if t.kind == .rBrace { advance(); return }
            if t.kind == .eof { problem(t.start, "missing '}' after accessors"); return }
            let before = pos
            if isDirective(t) { skipDirective(); continue }
            while tok.kind == .at { _ = parseAttribute() }
            while tok.kind == .identifier && !tok.flags.contains(.backticked)
                    && (tok.keyword == .mutating || tok.keyword == .nonmutating || tok.keyword == .__consuming
                        || tok.keyword == .consuming || tok.keyword == .borrowing || tok.keyword == .override
                        || tok.keyword == .nonisolated) {
                advance()
            }
            let keyword = tok
            if keyword.kind == .identifier && (Parser.isAccessorKeyword(keyword.keyword) || keyword.keyword == .`init`) {
                advance()
                var setterParameter: ParamInfo?
                if tok.kind == .lParen {
                    advance()
                    if tok.kind == .identifier {
                        setterParameter = ParamInfo(label: nil, labelText: text(tok), name: name(tok), nameOffset: tok.start, type: nil)
                        advance()
                    }
                    while !atEOF && tok.kind != .rParen && tok.kind != .lBrace && tok.kind != .rBrace { advance() }
                    if tok.kind == .rParen { advance() }
                }
                // `init` accessors: `initializes(x) accesses(y)`.
                while tok.kind == .identifier && !tok.newlineBefore && peek(1).kind == .lParen
                        && (isText(tok, "initializes") || isText(tok, "accesses")) {
                    advance(); skipBalanced()
                }
                parseEffects()
                var bodyParams = params
                var implicit: [String] = []
                switch keyword.keyword {
                case .set, .willSet:
                    if let p = setterParameter { bodyParams.append(p) } else { implicit = ["newValue"] }
                case .didSet:
                    if let p = setterParameter { bodyParams.append(p) } else { implicit = ["oldValue"] }
                default:
                    break
                }
                let body: Body
                if tok.kind == .lBrace {
                    body = parseFunctionBody(.accessor, params: bodyParams, implicit: implicit)
                } else {
                    // A requirement (`{ get set }`): no code, but the accessor exists.
                    body = newBody(.accessor, at: keyword.start)
                    body.range = keyword.range
                }
                member.accessors.append(Accessor(kind: text(keyword), body: body, keywordOffset: keyword.start))
            } else {
                skipUnexpected("in an accessor block")
            }
            if pos == before { advance() }
        }
    }
}
