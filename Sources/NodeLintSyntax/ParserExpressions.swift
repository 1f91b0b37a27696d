import NodeLintModel

/// How an expression is being read.
struct ExprContext: OptionSet {
    let rawValue: UInt8
    /// In the condition of `if`/`guard`/`while`/`for`/`switch`: a `{` opens the body, not a trailing closure.
    static let noTrailingClosure = ExprContext(rawValue: 1)
    /// In a pattern: `=` ends the expression (`case .a = x`).
    static let stopAtEqual = ExprContext(rawValue: 2)

    static let normal: ExprContext = []
    static let condition: ExprContext = [.noTrailingClosure]
    static let pattern: ExprContext = [.noTrailingClosure, .stopAtEqual]
    /// A variable's initializer (a `{ didSet ... }` after it is never a closure, in any context).
    static let varInitializer: ExprContext = []
}

/// The operands and infix operators of a sequence expression, before they are combined.
struct SequenceParts {
    var operands: [Expr] = []
    var operators: [String] = []
    /// Index (into `operators`) and offset of the first assignment operator, if any.
    var assignment: (index: Int, offset: Int)?
}

extension Parser {
    static func combine(_ operands: [Expr], _ operators: [String]) -> Expr {
        if operands.count == 1 { return operands[0] }
        if operands.isEmpty { return .unknown(offset: 0, children: []) }
        return .sequence(operands: operands, operators: operators)
    }

    func parseExpr(_ ctx: ExprContext) -> Expr {
        var parts = SequenceParts()
        if let single = parseSequence(ctx, &parts) { return single }
        return .sequence(operands: parts.operands, operators: parts.operators)
    }

    /// Reads operands joined by infix operators, `as`/`is` casts and the ternary. Returns the
    /// expression if it has no operator; otherwise fills `parts` and returns nil.
    func parseSequence(_ ctx: ExprContext, _ parts: inout SequenceParts) -> Expr? {
        guard enter() else {
            let offset = tok.start
            skipFlat()
            return .unknown(offset: offset, children: [])
        }
        defer { leave() }
        var first = parsePrefixed(ctx)
        var operands: [Expr] = []
        var operators: [String] = []
        var assignment: (index: Int, offset: Int)?
        func addOperator(_ op: String, _ offset: Int) {
            if operands.isEmpty {
                operands.reserveCapacity(4)
                operators.reserveCapacity(3)
                operands.append(first)
            }
            if assignment == nil && isAssignmentOperator(op) { assignment = (operators.count, offset) }
            operators.append(op)
        }
        func castLast(_ op: String, _ type: TypeName, _ offset: Int) {
            if operands.isEmpty {
                first = .cast(first, op: op, type: type, offset: offset)
            } else {
                operands[operands.count - 1] = .cast(operands[operands.count - 1], op: op, type: type, offset: offset)
            }
        }
        while true {
            let t = tok
            if t.kind == .op {
                if t.length == 1 && firstByte(t) == UInt8(ascii: "=") {
                    if ctx.contains(.stopAtEqual) { break }
                    addOperator("=", t.start)
                    advance()
                    operands.append(parsePrefixed(ctx))
                    continue
                }
                if t.length == 1 && firstByte(t) == UInt8(ascii: "?") && !t.flags.contains(.leftBound) {
                    // The ternary `c ? a : b`.
                    addOperator("?", t.start)
                    advance()
                    operands.append(parseExpr(ctx.subtracting(.stopAtEqual)))
                    if tok.kind == .colon {
                        addOperator(":", tok.start)
                        advance()
                        operands.append(parsePrefixed(ctx))
                    }
                    continue
                }
                if t.isInfixOperator {
                    addOperator(text(t), t.start)
                    advance()
                    operands.append(parsePrefixed(ctx))
                    continue
                }
                break
            }
            if isFunctionTypeArrow(t), case .tuple(_, let tupleStart) = (operands.isEmpty ? first : operands[operands.count - 1]) {
                // `() throws -> Void` written as a value: `[() -> Void]()`, `(() -> Void).self`.
                parseEffects()
                if isOp(tok, "->") {
                    advance()
                    _ = parseType()
                }
                let type = Expr.type(TypeName(normalizedTypeText(tupleStart, prevEnd)), offset: tupleStart)
                if operands.isEmpty { first = type } else { operands[operands.count - 1] = type }
                continue
            }
            if t.kind == .identifier && !t.flags.contains(.backticked) && (t.keyword == .as || t.keyword == .is) {
                advance()
                var op = t.keyword == .as ? "as" : "is"
                let mark = tok
                if t.keyword == .as && mark.kind == .op && mark.length == 1 && mark.flags.contains(.leftBound)
                    && (firstByte(mark) == UInt8(ascii: "?") || firstByte(mark) == UInt8(ascii: "!")) {
                    op += text(mark)
                    advance()
                }
                let type = parseType() ?? TypeName("")
                castLast(op, type, t.start)
                continue
            }
            break
        }
        if operands.isEmpty { return first }
        parts.operands = operands
        parts.operators = operators
        parts.assignment = assignment
        return nil
    }

    /// `->`, or `throws`/`async` before `->`: a tuple just read was a function type's parameters.
    private func isFunctionTypeArrow(_ t: Token) -> Bool {
        if t.kind == .op { return isText(t, "->") }
        guard t.kind == .identifier, t.keyword == .throws || t.keyword == .async || t.keyword == .rethrows else { return false }
        let n = peek(1)
        return isOp(n, "->") || n.keyword == .throws || (n.kind == .lParen && !n.triviaBefore)
    }

    /// `try`, `await` and prefix operators, then a postfix expression.
    func parsePrefixed(_ ctx: ExprContext) -> Expr {
        while tok.kind == .identifier && !tok.flags.contains(.backticked) {
            let k = tok.keyword
            if k == .try {
                advance()
                let mark = tok
                if mark.kind == .op && mark.length == 1 && mark.flags.contains(.leftBound)
                    && (firstByte(mark) == UInt8(ascii: "?") || firstByte(mark) == UInt8(ascii: "!")) {
                    advance()
                }
                continue
            }
            if (k == .await || k == .unsafe || k == .consume || k == .copy || k == .each || k == .discard)
                && keywordActsAsPrefix() {
                advance()
                continue
            }
            break
        }
        let t = tok
        if t.kind == .op {
            if !t.flags.contains(.rightBound) {
                // An operator used as a value: `reduce(0, +)`, `sorted(by: <)`.
                advance()
                return .name(text(t), offset: t.start, ref: .unresolved)
            }
            guard enter() else {
                skipFlat()
                return .unknown(offset: t.start, children: [])
            }
            defer { leave() }
            advance()
            let operand = parsePrefixed(ctx)
            return .unary(op: text(t), operand: operand, isPrefix: true, offset: t.start)
        }
        let primary = parsePrimary(ctx)
        return parsePostfix(primary, start: t.start, ctx)
    }

    /// `await x`, `consume x`: the word is a keyword when an expression follows on the same line.
    private func keywordActsAsPrefix() -> Bool {
        let n = peek(1)
        if n.newlineBefore { return false }
        switch n.kind {
        case .identifier:
            if n.flags.contains(.backticked) { return true }
            if !n.keyword.isReserved { return true }
            switch n.keyword {
            case .self, .super, .Self, .true, .false, .nil, .try, .if, .switch, .Any: return true
            default: return false
            }
        case .integer, .float, .stringStart, .regex, .lBrace, .backslash: return true
        case .lParen, .lBracket, .period: return n.triviaBefore
        case .pound: return !isDirective(n)
        case .op: return n.isPrefixOperator
        default: return false
        }
    }

    // MARK: Primary expressions

    func parsePrimary(_ ctx: ExprContext) -> Expr {
        let t = tok
        switch t.kind {
        case .identifier:
            if !t.flags.contains(.backticked) {
                switch t.keyword {
                case .self: advance(); return .selfRef(offset: t.start)
                case .super: advance(); return .superRef(offset: t.start)
                case .true: advance(); return .literal(Literal(kind: .boolean(true), offset: t.start))
                case .false: advance(); return .literal(Literal(kind: .boolean(false), offset: t.start))
                case .nil: advance(); return .literal(Literal(kind: .nil, offset: t.start))
                case .if, .switch: return parseStatementExpression()
                case .Self, .Any, .`init`: break
                case .any, .some:
                    // `(any Error).self`, `#selector((any P).method)`
                    let n = peek(1)
                    if !n.newlineBefore && (n.kind == .identifier || n.kind == .lParen || n.kind == .lBracket) && !n.keyword.isReserved {
                        return parseTypeExpression()
                    }
                default:
                    // Keywords that cannot start an expression are left for the caller.
                    if t.keyword.isReserved { return .unknown(offset: t.start, children: []) }
                }
            }
            return parseIdentifierExpression()
        case .integer:
            advance()
            return .literal(Literal(kind: .integer, offset: t.start))
        case .float:
            advance()
            return .literal(Literal(kind: .float, offset: t.start))
        case .stringStart:
            return parseStringLiteral()
        case .regex:
            advance()
            return .literal(Literal(kind: .regex, offset: t.start))
        case .lParen:
            let args = parseArgumentList(closer: .rParen)
            return .tuple(args, offset: t.start)
        case .lBracket:
            return parseCollection()
        case .lBrace:
            return parseClosure()
        case .period:
            let n = peek(1)
            if n.kind == .identifier {
                advance(); advance()
                var memberName = name(n)
                if tok.kind == .lParen && !tok.triviaBefore && isCompoundName() { memberName += consumeCompoundName() }
                if isLessThan(tok) && !tok.triviaBefore && canParseGenericArguments() { _ = parseGenericArguments() }
                return .member(base: nil, name: memberName, offset: n.start)
            }
            advance()
            return .unknown(offset: t.start, children: [])
        case .backslash:
            return parseKeyPath()
        case .pound:
            return parsePoundExpression(ctx)
        case .at:
            // A type used as a value: `(@convention(c) (Int) -> Void).self`.
            return parseTypeExpression()
        default:
            return .unknown(offset: t.start, children: [])
        }
    }

    /// A type written where an expression is expected (`(any P).self`, `[() throws -> Void]()`).
    func parseTypeExpression() -> Expr {
        let start = tok.start
        guard let type = parseType() else {
            advance()
            return .unknown(offset: start, children: [])
        }
        return .type(type, offset: start)
    }

    private func parseIdentifierExpression() -> Expr {
        let t = tok
        advance()
        let n = name(t)
        if tok.kind == .lParen && !tok.triviaBefore && isCompoundName() {
            // `foo(_:bar:)`: a function referenced by its full name.
            return .name(n + consumeCompoundName(), offset: t.start, ref: .unresolved)
        }
        if isLessThan(tok) && !tok.triviaBefore && canParseGenericArguments() {
            _ = parseGenericArguments()
        }
        return .name(n, offset: t.start, ref: resolve(n))
    }

    /// At `(`: whether it holds only argument labels (`(_:bar:)`), making a compound name.
    func isCompoundName() -> Bool {
        var j = pos + 1
        var pairs = 0
        while j + 1 < tokens.count && pairs < 64 {
            let t = tokens[j]
            if t.kind == .rParen { return pairs > 0 }
            guard t.kind == .identifier, tokens[j + 1].kind == .colon, !tokens[j + 1].triviaBefore else { return false }
            j += 2
            pairs += 1
        }
        return false
    }

    func consumeCompoundName() -> String {
        var s = "("
        advance()  // (
        while tok.kind == .identifier {
            s += text(tok) + ":"
            advance(); advance()
        }
        if tok.kind == .rParen { advance() }
        return s + ")"
    }

    // MARK: Postfix

    func parsePostfix(_ primary: Expr, start: Int, _ ctx: ExprContext) -> Expr {
        var e = primary
        var links = 0
        loop: while true {
            let t = tok
            switch t.kind {
            case .period:
                let n = peek(1)
                guard n.kind == .identifier || n.kind == .integer else { break loop }
                advance(); advance()
                if n.kind == .identifier && !n.flags.contains(.backticked) && n.keyword == .self {
                    if let type = typeFromExpression(e) {
                        e = .type(type, offset: start)
                    } else {
                        e = .member(base: e, name: "self", offset: n.start)
                    }
                } else {
                    var memberName = name(n)
                    if tok.kind == .lParen && !tok.triviaBefore && isCompoundName() { memberName += consumeCompoundName() }
                    e = .member(base: e, name: memberName, offset: n.start)
                    if isLessThan(tok) && !tok.triviaBefore && canParseGenericArguments() { _ = parseGenericArguments() }
                }
            case .lParen where !t.newlineBefore:
                var args = parseArgumentList(closer: .rParen)
                if tok.kind == .lBrace && trailingClosureAllowed(ctx) {
                    parseTrailingClosures(into: &args)
                    e = .call(Call(callee: e, arguments: args))
                    // One unlabeled trailing closure per call: a further `{` starts something else.
                    if tok.kind == .lBrace { break loop }
                } else {
                    e = .call(Call(callee: e, arguments: args))
                }
            case .lBracket where !t.newlineBefore:
                let args = parseArgumentList(closer: .rBracket)
                e = .subscript(base: e, arguments: args, offset: t.start)
            case .lBrace:
                if case .literal = e { break loop }  // `1 { }`, `"s" { }`: literals take no closure
                guard trailingClosureAllowed(ctx) else { break loop }
                var closures: [Argument] = []
                parseTrailingClosures(into: &closures)
                e = .call(Call(callee: e, arguments: closures))
                if tok.kind == .lBrace { break loop }
            case .op:
                if t.flags.contains(.leftBound) && t.length == 1
                    && (firstByte(t) == UInt8(ascii: "?") || firstByte(t) == UInt8(ascii: "!")) {
                    advance()  // optional chaining and force unwrap are not modelled
                } else if t.isPostfixOperator {
                    advance()
                    e = .unary(op: text(t), operand: e, isPrefix: false, offset: t.start)
                } else if isLessThan(t) && !t.triviaBefore && canParseGenericArguments() {
                    _ = parseGenericArguments()
                } else {
                    break loop
                }
            case .pound:
                // `#if` between the links of a chain (`foo\n#if os(iOS)\n.bar()\n#endif`).
                guard isDirective(t) && t.newlineBefore && directiveContinuesPostfix() else { break loop }
                while isDirective(tok) { skipDirective() }
            default:
                break loop
            }
            links += 1
            if links >= Parser.maximumChain {
                problem(tok.start, "expression chain longer than \(Parser.maximumChain) links; the rest is read as new expressions")
                break
            }
        }
        return e
    }

    private func directiveContinuesPostfix() -> Bool {
        let savedPos = pos, savedEnd = prevEnd
        while isDirective(tok) { skipDirective() }
        let continues = tok.kind == .period
        pos = savedPos
        prevEnd = savedEnd
        return continues
    }

    /// At `{` after an expression: is it a trailing closure? Not when it opens observers
    /// (`{ didSet`, `{ willSet`, `{ init`, possibly after attributes) or a switch body (`{ case`). In a
    /// statement condition, a `{` is the statement's body unless what follows the matching `}` on
    /// the same line shows the braces were a closure (`if x.contains { $0 } {`), as the compiler
    /// reads it.
    func trailingClosureAllowed(_ ctx: ExprContext) -> Bool {
        var j = pos + 1
        var attributes = 0
        while j + 1 < tokens.count && tokens[j].kind == .at && attributes < 8 {
            j += 2
            if tokens[j].kind == .lParen { j = skipGroup(from: j) }
            attributes += 1
        }
        let first = tokens[j]
        if first.kind == .identifier && !first.flags.contains(.backticked) {
            switch first.keyword {
            case .didSet, .willSet, .`init`: return false
            case .case: if attributes == 0 { return false }
            default: break
            }
        }
        guard ctx.contains(.noTrailingClosure) else { return true }
        if tokens[pos + 1].newlineBefore { return false }
        let close = skipGroup(from: pos) - 1
        guard close < tokens.count, tokens[close].kind == .rBrace else { return false }
        let n = tokens[close + 1]
        switch n.kind {
        case .lBrace, .comma: return true
        case .identifier:
            if n.keyword == .where { return true }
            return !n.newlineBefore && (n.keyword == .is || n.keyword == .as)
        case .lBracket, .lParen, .period, .colon: return !n.newlineBefore
        case .op: return !n.newlineBefore && !n.isPrefixOperator
        default: return false
        }
    }

    /// The index just after the bracketed group opening at `j` (bounded by the end of the tokens).
    func skipGroup(from j: Int) -> Int {
        var k = j
        var level = 0
        while k < tokens.count {
            let kind = tokens[k].kind
            if kind == .eof { return k }
            if isOpener(kind) { level += 1 } else if isCloser(kind) {
                level -= 1
                if level <= 0 { return k + 1 }
            }
            k += 1
        }
        return k
    }

    /// `{ ... }` then labeled ones: `} label: { ... }`, appended to `args`.
    func parseTrailingClosures(into args: inout [Argument]) {
        args.append(Argument(label: nil, value: parseClosure(), isTrailingClosure: true))
        while tok.kind == .identifier && peek(1).kind == .colon && peek(2).kind == .lBrace
                && !isKeyword(tok, .case) && !isKeyword(tok, .default) {
            let label = name(tok)
            advance(); advance()
            args.append(Argument(label: label, value: parseClosure(), isTrailingClosure: true))
        }
    }

    /// `UILabel.self`, `Foo.Bar.self`, `[Cell].self`: the type an expression spells, if any.
    private func typeFromExpression(_ e: Expr) -> TypeName? {
        func isTypeName(_ s: String) -> Bool {
            guard let f = s.utf8.first else { return false }
            return (f >= UInt8(ascii: "A") && f <= UInt8(ascii: "Z")) || f == UInt8(ascii: "_")
        }
        switch e {
        case .name(let n, _, .unresolved) where isTypeName(n):
            return TypeName(n)
        case .member(let base?, let n, _) where isTypeName(n):
            guard let b = typeFromExpression(base) else { return nil }
            return TypeName(b.base + "." + n)
        case .collection(let elements, let isDictionary, _):
            let types = elements.compactMap(typeFromExpression)
            guard types.count == elements.count else { return nil }
            if !isDictionary && types.count == 1 {
                return TypeName(text: "[\(types[0].text)]", base: "Array", genericArguments: types)
            }
            if isDictionary && types.count == 2 {
                return TypeName(text: "[\(types[0].text):\(types[1].text)]", base: "Dictionary", genericArguments: types)
            }
            return nil
        default:
            return nil
        }
    }

    // MARK: Arguments, tuples, collections

    /// `( label: value, ... )`, `[ ... ]` of a subscript, or `\( ... )` of an interpolation.
    func parseArgumentList(closer: TokenKind, stopAtNewline: Bool = false) -> [Argument] {
        guard enter() else { skipBalanced(); return [] }
        defer { leave() }
        advance()  // opener
        var args: [Argument] = []
        if tok.kind != closer { args.reserveCapacity(4) }
        while true {
            let t = tok
            if t.kind == closer { advance(); break }
            if t.kind == .eof || isCloser(t.kind) || (stopAtNewline && t.newlineBefore) { break }
            let before = pos
            if isDirective(t) {
                skipDirective()
                continue
            }
            var label: String?
            if t.kind == .identifier && peek(1).kind == .colon {
                label = name(t)
                advance(); advance()
            }
            let v = tok
            let value: Expr
            if v.kind == .comma || v.kind == closer {
                value = .unknown(offset: v.start, children: [])
            } else if v.kind == .op && (peek(1).kind == .comma || peek(1).kind == closer) {
                advance()
                value = .name(text(v), offset: v.start, ref: .unresolved)
            } else {
                value = parseExpr(.normal)
            }
            args.append(Argument(label: label, value: value))
            if tok.kind == .comma {
                advance()
            } else if tok.kind != closer && !(tok.kind == .eof || isCloser(tok.kind) || (stopAtNewline && tok.newlineBefore)) {
                unexpected("in an argument list")
                skipFlat()
                if tok.kind == .comma { advance() }
            }
            if pos == before { advance() }
        }
        return args
    }

    /// `[a, b]`, `[k: v]`, `[]`, `[:]`.
    private func parseCollection() -> Expr {
        let open = tok
        guard enter() else { skipBalanced(); return .unknown(offset: open.start, children: []) }
        defer { leave() }
        advance()
        var elements: [Expr] = []
        var isDictionary = false
        if tok.kind == .colon && peek(1).kind == .rBracket {
            advance(); advance()
            return .collection(elements: [], isDictionary: true, offset: open.start)
        }
        while true {
            let t = tok
            if t.kind == .rBracket { advance(); break }
            if t.kind == .eof || isCloser(t.kind) { problem(t.start, "missing ']'"); break }
            let before = pos
            if isDirective(t) { skipDirective(); continue }
            elements.append(parseExpr(.normal))
            if tok.kind == .colon {
                isDictionary = true
                advance()
                elements.append(parseExpr(.normal))
            }
            if tok.kind == .comma {
                advance()
            } else if tok.kind != .rBracket && !(tok.kind == .eof || isCloser(tok.kind)) {
                unexpected("in a collection literal")
                skipFlat()
                if tok.kind == .comma { advance() }
            }
            if pos == before { advance() }
        }
        return .collection(elements: elements, isDictionary: isDictionary, offset: open.start)
    }

    // MARK: Literals and special forms

    /// A string literal; the code of its interpolations is parsed like any other code.
    private func parseStringLiteral() -> Expr {
        let start = tok
        advance()
        let singleLine = !(start.length >= 3 && bytes[start.end - 1] == UInt8(ascii: "\"")
                           && bytes[start.end - 2] == UInt8(ascii: "\"") && bytes[start.end - 3] == UInt8(ascii: "\""))
        var interpolations: [Expr] = []
        loop: while true {
            switch tok.kind {
            case .stringSegment:
                advance()
            case .interpolationStart:
                let args = parseArgumentList(closer: .interpolationEnd, stopAtNewline: singleLine)
                for a in args { interpolations.append(a.value) }
            case .stringEnd:
                advance()
                break loop
            default:
                break loop  // unterminated
            }
        }
        return .literal(Literal(kind: .string, offset: start.start, interpolations: interpolations))
    }

    /// `\.foo.bar`, `\Type.path`: components are the names as written, a leading type included.
    private func parseKeyPath() -> Expr {
        let slash = tok
        advance()
        var components: [String] = []
        if tok.kind == .identifier && !tok.triviaBefore {
            components.append(name(tok))
            advance()
            if isLessThan(tok) && !tok.triviaBefore && canParseGenericArguments() { _ = parseGenericArguments() }
        }
        var links = 0
        while links < Parser.maximumChain {
            links += 1
            let t = tok
            if t.kind == .period && (peek(1).kind == .identifier || peek(1).kind == .integer) && !peek(1).triviaBefore {
                components.append(name(peek(1)))  // `\.name`, `\.0` (a tuple element)
                advance(); advance()
            } else if t.kind == .period && peek(1).kind == .lBracket && !peek(1).triviaBefore {
                advance()  // `\.[index]`: the subscript follows
            } else if t.kind == .op && t.length == 1 && t.flags.contains(.leftBound)
                        && (firstByte(t) == UInt8(ascii: "?") || firstByte(t) == UInt8(ascii: "!")) {
                advance()
            } else if t.kind == .lBracket && !t.newlineBefore {
                _ = parseArgumentList(closer: .rBracket)
            } else {
                break
            }
        }
        return .keyPath(components: components, offset: slash.start)
    }

    /// `#selector(tap)`, `#keyPath(a.b)`, `#available(iOS 15, *)`, `#file`, `#colorLiteral(...)`,
    /// and freestanding macros (`#Preview { }`). The name is written without `#`.
    private func parsePoundExpression(_ ctx: ExprContext) -> Expr {
        let t = tok
        if isDirective(t) { return .unknown(offset: t.start, children: []) }
        advance()
        let poundName = t.length > 1 ? string(t.start + 1, t.end) : ""
        if t.keyword == .available || t.keyword == .unavailable {
            if tok.kind == .lParen && !tok.newlineBefore { skipBalanced() }
            return .pound(name: poundName, arguments: [], offset: t.start)
        }
        if isLessThan(tok) && !tok.triviaBefore && canParseGenericArguments() { _ = parseGenericArguments() }
        var args: [Argument] = []
        if tok.kind == .lParen && !tok.newlineBefore { args = parseArgumentList(closer: .rParen) }
        if tok.kind == .lBrace && trailingClosureAllowed(ctx) { parseTrailingClosures(into: &args) }
        return .pound(name: poundName, arguments: args, offset: t.start)
    }

    /// Whether two expressions start at the same token (the same source expression, repeated).
    static func sameStart(_ a: Expr, _ b: Expr) -> Bool {
        func start(_ e: Expr) -> Int {
            switch e {
            case .name(_, let o, _), .selfRef(let o), .superRef(let o), .subscript(_, _, let o), .collection(_, _, let o),
                 .tuple(_, let o), .type(_, let o), .keyPath(_, let o), .pound(_, _, let o), .unknown(let o, _):
                return o
            case .member(let base, _, let o): return base.map(start) ?? o
            case .call(let c): return start(c.callee)
            case .closure(let c): return c.offset
            case .literal(let l): return l.offset
            case .sequence(let operands, _): return operands.first.map(start) ?? -1
            case .unary(_, let operand, let isPrefix, let o): return isPrefix ? o : start(operand)
            case .cast(let x, _, _, _): return start(x)
            }
        }
        return start(a) == start(b)
    }

    /// `if`/`switch` used as an expression (`let x = if c { a } else { b }`): read as statements,
    /// kept as `.unknown` with every expression found inside.
    private func parseStatementExpression() -> Expr {
        let t = tok
        let statement = isKeyword(t, .if) ? parseIf() : parseSwitch()
        var children: [Expr] = []
        collectExpressions(statement, into: &children)
        return .unknown(offset: t.start, children: children)
    }

    func collectExpressions(_ s: Stmt, into out: inout [Expr]) {
        switch s {
        case .expression(let e): out.append(e)
        case .local(let id):
            // Pattern bindings repeat the expression they bind (a switch subject, an `if let` value):
            // keep it once.
            let local = file.locals[id]
            if let e = local.initializer, local.kind != .loopVariable,
               local.kind != .patternBinding || !out.contains(where: { Parser.sameStart($0, e) }) {
                out.append(e)
            }
        case .localFunction, .other: break
        case .assignment(let a): out.append(a.target); out.append(a.value)
        case .return(let e, _): if let e { out.append(e) }
        case .throw(let e, _): out.append(e)
        case .branch(let b):
            for c in b.conditions { collectExpressions(c, into: &out) }
            for arm in b.arms { for c in arm { collectExpressions(c, into: &out) } }
        case .loop(let l):
            for c in l.header { collectExpressions(c, into: &out) }
            for c in l.body { collectExpressions(c, into: &out) }
        case .block(let b):
            for c in b.header { collectExpressions(c, into: &out) }
            for c in b.body { collectExpressions(c, into: &out) }
        }
    }
}
