import NodeLintModel

extension Parser {
    // MARK: Statement lists

    /// Statements up to a `}` (not consumed); in a switch case also up to the next `case`/`default`.
    func parseStatementList(inSwitchCase: Bool) -> [Stmt] {
        var out: [Stmt] = []
        if tok.kind != .rBrace { out.reserveCapacity(4) }
        while true {
            let t = tok
            if t.kind == .rBrace || t.kind == .eof { break }
            if inSwitchCase && (isKeyword(t, .case) || isKeyword(t, .default) || isUnknownDefault()) { break }
            let before = pos
            if isDirective(t) {
                skipDirective()
            } else if t.kind == .semicolon {
                advance()
            } else if t.kind == .rParen || t.kind == .rBracket || t.kind == .interpolationEnd {
                skipUnexpected("in a code block")
            } else {
                parseStatement(into: &out)
            }
            if pos == before { skipUnexpected("in a code block") }
        }
        return out
    }

    func isUnknownDefault() -> Bool {
        tok.kind == .at && isText(peek(1), "unknown")
    }

    /// `{ statements }` in a scope of its own.
    func parseBlock() -> [Stmt] {
        guard tok.kind == .lBrace else {
            problem(tok.start, "expected '{'")
            return []
        }
        advance()
        scopes.push()
        let statements = parseStatementList(inSwitchCase: false)
        if tok.kind == .rBrace { advance() } else { problem(tok.start, "missing '}'") }
        scopes.pop()
        return statements
    }

    // MARK: Statements

    func parseStatement(into out: inout [Stmt]) {
        guard enter() else {
            let start = pos
            skipFlat()
            if pos == start { skipBalanced() }
            return
        }
        defer { leave() }
        let t = tok
        if t.kind == .at || (t.kind == .identifier && !t.flags.contains(.backticked) && isDeclarationStart(t)) {
            parseLocalDeclaration(into: &out)
            return
        }
        if t.kind == .identifier && !t.flags.contains(.backticked) {
            switch t.keyword {
            case .if: out.append(parseIf()); return
            case .guard: parseGuard(into: &out); return
            case .switch: out.append(parseSwitch()); return
            case .for: out.append(parseFor()); return
            case .while: out.append(parseWhile()); return
            case .repeat where peek(1).kind == .lBrace: out.append(parseRepeat()); return
            case .do where peek(1).kind == .lBrace || isKeyword(peek(1), .throws): parseDo(into: &out); return
            case .defer:
                advance()
                out.append(.block(BlockStmt(kind: .defer, offset: t.start, header: [], body: parseBlock())))
                return
            case .return:
                advance()
                out.append(.return(canStartReturnValue() ? parseExpr(.normal) : nil, offset: t.start))
                return
            case .throw:
                advance()
                out.append(.throw(parseExpr(.normal), offset: t.start))
                return
            case .break, .continue:
                advance()
                if tok.kind == .identifier && !tok.newlineBefore && tok.keyword == .none { advance() }
                out.append(.other(offset: t.start))
                return
            case .fallthrough:
                advance()
                out.append(.other(offset: t.start))
                return
            case .case, .default, .catch, .else, .in, .where:
                skipUnexpected("in a code block")
                return
            default:
                break
            }
            // A labeled statement: `outer: for ...`.
            if t.keyword == .none && peek(1).kind == .colon {
                let n = peek(2)
                if n.kind == .identifier && [.for, .while, .repeat, .if, .switch, .do, .guard].contains(n.keyword) {
                    advance(); advance()
                    parseStatement(into: &out)
                    return
                }
            }
        }
        parseExpressionStatement(into: &out)
    }

    /// Declaration keywords and modifiers at the start of a statement (`let`, `func`, `lazy var`, local types).
    private func isDeclarationStart(_ t: Token) -> Bool {
        switch t.keyword {
        case .let, .var, .func, .class, .struct, .enum, .protocol, .extension, .typealias, .import,
             .operator, .precedencegroup, .associatedtype, .static, .private, .fileprivate, .internal, .public:
            return true
        case .actor, .macro:
            return peek(1).kind == .identifier && !peek(1).newlineBefore
        default:
            return Parser.isContextualModifier(t.keyword) && isModifier(at: pos)
        }
    }

    private func parseLocalDeclaration(into out: inout [Stmt]) {
        let start = tok.start
        let head = parseDeclHead()
        let t = tok
        guard t.kind == .identifier, !t.flags.contains(.backticked) else {
            // Attributes with no declaration (a stray `@...`): read on as an expression.
            if pos == 0 || !head.isEmpty { out.append(.other(offset: start)) }
            return
        }
        switch t.keyword {
        case .let, .var:
            parseLocalVariable(into: &out)
        case .func:
            parseLocalFunction(into: &out)
        case .class, .struct, .enum, .protocol, .extension, .actor:
            // Types local to a function are not part of the model; see `TypeSink` for the others.
            let kind: TypeKind = t.keyword == .class ? .class : t.keyword == .struct ? .struct
                : t.keyword == .enum ? .enum : t.keyword == .protocol ? .protocol
                : t.keyword == .extension ? .extension : .actor
            if let d = parseTypeDeclaration(kind, head) {
                switch typeSink {
                case .file?: file.types.append(d)
                case .type(let outer)?: outer.nestedTypes.append(d)
                case nil: break
                }
            }
            out.append(.other(offset: start))
        case .typealias:
            parseTypealias()
            out.append(.other(offset: start))
        default:
            if !head.isEmpty && (t.keyword == .none || !t.keyword.isReserved) {
                // Attributes in front of an expression are not Swift; keep the expression.
                parseExpressionStatement(into: &out)
                return
            }
            var ignoredTypes: [TypeDecl] = [], ignoredMembers: [Member] = []
            parseDeclaration(context: .local, types: &ignoredTypes, members: &ignoredMembers)
            out.append(.other(offset: start))
        }
    }

    private func canStartReturnValue() -> Bool {
        let t = tok
        switch t.kind {
        case .rBrace, .semicolon, .eof, .rParen, .rBracket: return false
        case .pound: return !isDirective(t)
        case .identifier:
            if t.flags.contains(.backticked) { return true }
            switch t.keyword {
            case .case, .default: return false
            case .if, .switch: return !t.newlineBefore  // `return if c { a } else { b }`
            case .let, .var, .guard, .for, .while, .repeat, .do, .return, .throw, .defer,
                 .break, .continue, .func, .class, .struct, .enum:
                return false
            default: return true
            }
        default: return true
        }
    }

    // MARK: Expressions as statements

    private func parseExpressionStatement(into out: inout [Stmt]) {
        var parts = SequenceParts()
        if let single = parseSequence(.normal, &parts) {
            out.append(.expression(single))
            return
        }
        if let (k, offset) = parts.assignment {
            // The target is everything left of the first assignment operator.
            let target = k == 0 ? parts.operands[0] : Parser.combine(Array(parts.operands[0...k]), Array(parts.operators[0..<k]))
            let value = k + 2 == parts.operands.count ? parts.operands[k + 1]
                : Parser.combine(Array(parts.operands[(k + 1)...]), Array(parts.operators[(k + 1)...]))
            out.append(.assignment(Assignment(target: target, op: parts.operators[k], value: value, offset: offset)))
        } else {
            out.append(.expression(.sequence(operands: parts.operands, operators: parts.operators)))
        }
    }

    /// `=` and compound assignments (`+=`, `??=`, `<<=`), not comparisons.
    func isAssignmentOperator(_ op: String) -> Bool {
        if op == "=" { return true }
        guard op.utf8.count >= 2, op.utf8.last == UInt8(ascii: "=") else { return false }
        switch op {
        case "==", "!=", "<=", ">=", "===", "!==", "~=": return false
        default: return op.utf8.first != UInt8(ascii: "=")
        }
    }

    // MARK: Local declarations

    func parseLocalVariable(into out: inout [Stmt]) {
        let isLet = at(.let)
        advance()
        while true {
            var bindings: [PatternBinding] = []
            var isTuple = false
            let t = tok
            if t.kind == .identifier && !isKeyword(t, ._) {
                bindings.append(PatternBinding(name: name(t), offset: t.start, type: nil))
                advance()
            } else if isKeyword(t, ._) {
                advance()
            } else if t.kind == .lParen {
                isTuple = true
                parsePattern(binding: true, into: &bindings)
            } else {
                problem(t.start, "expected a variable name")
                return
            }
            var type: TypeName?
            if tok.kind == .colon {
                advance()
                type = parseType()
            }
            var initializer: Expr?
            if isOp(tok, "=") {
                advance()
                initializer = parseExpr(.varInitializer)
            }
            // A local computed or observed variable: its accessors run when it is read or written, like
            // local functions; they are modelled as `.localFunction` statements of the variable.
            var accessorBodies: [Body] = []
            if startsAccessorBlock(afterInitializer: initializer != nil) {
                let scratch = Member(kind: .variable, name: "", signature: "", nameOffset: tok.start, range: tok.range)
                parseAccessorBlock(scratch, params: [], implicitKind: .accessor)
                if let b = scratch.body { accessorBodies.append(b) }
                for a in scratch.accessors where !a.body.statements.isEmpty {
                    accessorBodies.append(a.body)
                }
            }
            var elements: [Argument]?
            if isTuple, case .tuple(let args, _)? = initializer, args.count == bindings.count { elements = args }
            if let initializer, bindings.isEmpty || (isTuple && elements == nil) {
                // `let _ = f()`, `let (a, b) = f()`: the value is still code that runs.
                out.append(.expression(initializer))
            }
            for (k, b) in bindings.enumerated() {
                let value: Expr? = isTuple ? elements?[k].value : initializer
                let id = declareLocal(b.name, offset: b.offset, kind: .variable, type: isTuple ? b.type : type,
                                      initializer: value, isLet: isLet)
                out.append(.local(id))
                for body in accessorBodies { out.append(.localFunction(local: id, body: body)) }
            }
            if tok.kind == .comma { advance(); continue }
            break
        }
    }

    func parseLocalFunction(into out: inout [Stmt]) {
        let keyword = tok
        advance()
        let nameToken = tok
        let (_, plainName) = parseFunctionName()
        if isLessThan(tok) { _ = parseGenericParameterClause() }
        let params = tok.kind == .lParen ? parseParameterClause(isSubscript: false) : missingParameters()
        parseEffects()
        var returnType: TypeName?
        if isOp(tok, "->") {
            advance()
            returnType = parseType()
        }
        if at(.where) { skipWhereClause() }
        // Declared before its body: a local function may call itself.
        let id = declareLocal(plainName, offset: nameToken.start, kind: .function, type: returnType, initializer: nil, isLet: true)
        if tok.kind == .lBrace {
            out.append(.localFunction(local: id, body: parseFunctionBody(.localFunction, params: params)))
        } else {
            out.append(.other(offset: keyword.start))
        }
    }

    // MARK: Branches

    /// `if` with its `else if` chain, built iteratively (long chains nest in the model, up to a
    /// bound beyond which the remaining arms are appended flat).
    func parseIf() -> Stmt {
        struct Arm { var offset: Int; var conditions: [Stmt]; var then: [Stmt] }
        var arms: [Arm] = []
        var finalElse: [Stmt] = []
        var overflow: [Stmt] = []
        while true {
            let offset = tok.start
            advance()  // if
            scopes.push()
            let conditions = parseConditionList()
            let then = parseBlock()
            scopes.pop()
            let arm = Arm(offset: offset, conditions: conditions, then: then)
            if arms.count < Parser.maximumElseIfChain {
                arms.append(arm)
            } else {
                overflow.append(contentsOf: conditions)
                overflow.append(contentsOf: then)
            }
            guard at(.else) else { break }
            advance()
            if at(.if) { continue }
            if tok.kind == .lBrace { finalElse = parseBlock() } else { problem(tok.start, "expected '{' or 'if' after 'else'") }
            break
        }
        var result: [Stmt] = overflow + finalElse
        for arm in arms.reversed() {
            let branch = Stmt.branch(Branch(kind: .if, offset: arm.offset, conditions: arm.conditions, arms: [arm.then, result]))
            result = [branch]
        }
        return result.first ?? .other(offset: tok.start)
    }

    private func parseGuard(into out: inout [Stmt]) {
        let offset = tok.start
        advance()
        scopes.push()
        let conditions = parseConditionList()
        scopes.pop()
        var elseArm: [Stmt] = []
        if at(.else) {
            advance()
            elseArm = parseBlock()
        } else {
            problem(tok.start, "expected 'else' after guard conditions")
        }
        // Names bound by the conditions are visible after the guard (not in its else block).
        for case .local(let id) in conditions { scopes.declare(file.locals[id].name, id) }
        out.append(.branch(Branch(kind: .guard, offset: offset, conditions: conditions, arms: [elseArm])))
    }

    /// At `{` after a comma in a condition list: whether the braces hold a closure that is called or
    /// used in an expression (`if a, { ... }() {`) rather than the body after a trailing comma.
    private func closureIsUsedAsValue() -> Bool {
        var j = pos
        var level = 0
        while j < tokens.count {
            let k = tokens[j].kind
            if k == .eof { return false }
            if isOpener(k) { level += 1 } else if isCloser(k) {
                level -= 1
                if level == 0 { break }
            }
            j += 1
        }
        let n = tokens[j + 1]
        if n.newlineBefore { return false }
        return n.kind == .lParen || n.kind == .period || n.kind == .lBrace || (n.kind == .op && n.isInfixOperator)
    }

    /// `let x = e`, `var x`, `let x` (shorthand), `case pattern = e`, `#available(...)`, expressions.
    func parseConditionList() -> [Stmt] {
        var out: [Stmt] = []
        while true {
            let t = tok
            let before = pos
            if (isKeyword(t, .let) || isKeyword(t, .var)) {
                let isLet = isKeyword(t, .let)
                advance()
                var bindings: [PatternBinding] = []
                if tok.kind == .identifier && !isKeyword(tok, ._) {
                    bindings.append(PatternBinding(name: name(tok), offset: tok.start, type: nil))
                    advance()
                } else {
                    parsePattern(binding: true, into: &bindings)
                }
                var type: TypeName?
                if tok.kind == .colon {
                    advance()
                    type = parseType()
                }
                var initializer: Expr?
                if isOp(tok, "=") {
                    advance()
                    initializer = parseExpr(.condition)
                } else if let b = bindings.first, bindings.count == 1 {
                    // `if let x`: binds the outer `x` (`guard let self` rebinds `self`).
                    initializer = b.name == "self" ? .selfRef(offset: b.offset) : .name(b.name, offset: b.offset, ref: resolve(b.name))
                }
                for b in bindings where b.name != "self" {
                    let id = declareLocal(b.name, offset: b.offset, kind: .patternBinding, type: b.type ?? type,
                                          initializer: initializer, isLet: isLet)
                    out.append(.local(id))
                }
                if bindings.isEmpty || bindings.allSatisfy({ $0.name == "self" }), let initializer {
                    out.append(.expression(initializer))
                }
            } else if isKeyword(t, .case) {
                advance()
                var bindings: [PatternBinding] = []
                parsePattern(binding: false, into: &bindings)
                if tok.kind == .colon {
                    advance()
                    _ = parseType()
                }
                var initializer: Expr?
                if isOp(tok, "=") {
                    advance()
                    initializer = parseExpr(.condition)
                }
                for b in bindings {
                    out.append(.local(declareLocal(b.name, offset: b.offset, kind: .patternBinding, type: b.type,
                                                   initializer: initializer, isLet: true)))
                }
                if bindings.isEmpty, let initializer { out.append(.expression(initializer)) }
            } else if t.kind == .lBrace && !(pos > 0 && tokens[pos - 1].kind == .comma && closureIsUsedAsValue()) {
                break  // the body (after a trailing comma too)
            } else {
                out.append(.expression(parseExpr(.condition)))
            }
            if pos == before { break }
            if tok.kind == .comma { advance(); continue }
            break
        }
        return out
    }

    func parseSwitch() -> Stmt {
        let offset = tok.start
        advance()
        let subject = parseExpr(.condition)
        var arms: [[Stmt]] = []
        guard tok.kind == .lBrace else {
            problem(tok.start, "expected '{' after the switch subject")
            return .branch(Branch(kind: .switch, offset: offset, conditions: [.expression(subject)], arms: []))
        }
        advance()
        while true {
            let t = tok
            if t.kind == .rBrace { advance(); break }
            if t.kind == .eof { problem(t.start, "missing '}' at the end of a switch"); break }
            let before = pos
            if isDirective(t) {
                skipDirective()
            } else if isUnknownDefault() {
                advance(); advance()
            } else if isKeyword(t, .case) {
                advance()
                scopes.push()
                // `case p1 where c1, p2 where c2:` (each pattern may have its own `where`). The bindings
                // are declared before the conditions read them.
                var arm: [Stmt] = []
                var conditions: [Expr] = []
                while true {
                    let patternStart = pos
                    var bindings: [PatternBinding] = []
                    parsePattern(binding: false, into: &bindings)
                    for b in bindings {
                        arm.append(.local(declareLocal(b.name, offset: b.offset, kind: .patternBinding, type: b.type,
                                                       initializer: subject, isLet: true)))
                    }
                    if at(.where) {
                        advance()
                        conditions.append(parseExpr(.normal))  // a case ends with `:`: trailing closures are fine
                    }
                    if tok.kind == .comma && pos != patternStart { advance(); continue }
                    break
                }
                for c in conditions { arm.append(.expression(c)) }
                if tok.kind == .colon { advance() } else { problem(tok.start, "expected ':' after a case pattern") }
                arm.append(contentsOf: parseStatementList(inSwitchCase: true))
                scopes.pop()
                arms.append(arm)
            } else if isKeyword(t, .default) {
                advance()
                if tok.kind == .colon { advance() }
                scopes.push()
                arms.append(parseStatementList(inSwitchCase: true))
                scopes.pop()
            } else {
                // Statements before the first case are not Swift; keep them in an arm of their own.
                scopes.push()
                arms.append(parseStatementList(inSwitchCase: true))
                scopes.pop()
            }
            if pos == before { skipUnexpected("in a switch") }
        }
        return .branch(Branch(kind: .switch, offset: offset, conditions: [.expression(subject)], arms: arms))
    }

    // MARK: Loops and blocks

    private func parseFor() -> Stmt {
        let offset = tok.start
        advance()
        while (at(.try) || at(.await)) && !peek(1).newlineBefore { advance() }
        var isCase = false
        if at(.case) {
            isCase = true
            advance()
        }
        var bindings: [PatternBinding] = []
        parsePattern(binding: !isCase, into: &bindings)
        if tok.kind == .colon {
            advance()
            let type = parseType()
            if bindings.count == 1 { bindings[0].type = type }
        }
        var header: [Stmt] = []
        var sequence: Expr = .unknown(offset: tok.start, children: [])
        if at(.in) {
            advance()
            sequence = parseExpr(.condition)
        } else {
            problem(tok.start, "expected 'in' in a for loop")
        }
        scopes.push()
        for b in bindings {
            header.append(.local(declareLocal(b.name, offset: b.offset, kind: .loopVariable, type: b.type,
                                              initializer: sequence, isLet: true)))
        }
        header.append(.expression(sequence))
        if at(.where) {
            advance()
            header.append(.expression(parseExpr(.condition)))
        }
        let body = parseBlock()
        scopes.pop()
        return .loop(Loop(kind: .for, offset: offset, header: header, body: body))
    }

    private func parseWhile() -> Stmt {
        let offset = tok.start
        advance()
        scopes.push()
        let conditions = parseConditionList()
        let body = parseBlock()
        scopes.pop()
        return .loop(Loop(kind: .while, offset: offset, header: conditions, body: body))
    }

    private func parseRepeat() -> Stmt {
        let offset = tok.start
        advance()
        let body = parseBlock()
        var header: [Stmt] = []
        if at(.while) {
            advance()
            header.append(.expression(parseExpr(.condition)))
        } else {
            problem(tok.start, "expected 'while' after a repeat block")
        }
        return .loop(Loop(kind: .repeat, offset: offset, header: header, body: body))
    }

    /// `do { } catch pattern where e { } ...`: the `do` block and each `catch` are statements in turn.
    private func parseDo(into out: inout [Stmt]) {
        let offset = tok.start
        advance()
        if at(.throws) {
            advance()
            if tok.kind == .lParen { skipBalanced() }
        }
        out.append(.block(BlockStmt(kind: .do, offset: offset, header: [], body: parseBlock())))
        while at(.catch) {
            let catchOffset = tok.start
            advance()
            scopes.push()
            var bindings: [PatternBinding] = []
            var hasPattern = false
            while tok.kind != .lBrace && !at(.where) && !atEOF {
                let before = pos
                hasPattern = true
                parsePattern(binding: false, into: &bindings)
                if tok.kind == .comma { advance(); continue }
                if pos == before { break }
                break
            }
            var header: [Stmt] = []
            if hasPattern {
                for b in bindings {
                    header.append(.local(declareLocal(b.name, offset: b.offset, kind: .patternBinding, type: b.type,
                                                      initializer: nil, isLet: true)))
                }
            } else {
                header.append(.local(declareLocal("error", offset: catchOffset, kind: .patternBinding, type: nil,
                                                  initializer: nil, isLet: true)))
            }
            if at(.where) {
                advance()
                header.append(.expression(parseExpr(.condition)))
            }
            let body = parseBlock()
            scopes.pop()
            out.append(.block(BlockStmt(kind: .catch, offset: catchOffset, header: header, body: body)))
        }
    }
}
