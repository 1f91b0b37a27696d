import NodeLintModel

/// Where a declaration appears.
enum DeclContext: Equatable {
    case topLevel
    case member
    /// Inside a body (a local type, function or variable).
    case local
}

/// Attributes and modifiers in front of a declaration.
struct DeclHead {
    var start: Int
    /// `@`-attributes as written.
    var attributes: [String] = []
    var modifiers: Modifiers = []
    var objcName: String?
    /// Token index of the first attribute or modifier, and of the declaration keyword after them.
    /// Types read their attributes and modifiers back as text (`TypeDecl.attributes`); members
    /// keep only `attributes` and `modifiers`, so they allocate nothing for modifier words.
    var startIndex: Int
    var endIndex: Int
    var isEmpty: Bool { endIndex == startIndex }
}

/// A parameter as written in a function, initializer or subscript signature.
struct ParamInfo {
    /// The argument label callers write; nil for `_` (and for a subscript's single name).
    var label: String?
    /// The first name as written, for the outline signature (`_`, `for`, `` `in` ``).
    var labelText: String
    var name: String
    var nameOffset: Int
    var type: TypeName?
}

extension Parser {
    // MARK: Recognising declarations

    static func isDeclarationKeyword(_ k: Keyword) -> Bool {
        switch k {
        case .class, .struct, .enum, .protocol, .extension, .func, .`init`, .deinit, .subscript, .var, .let,
             .typealias, .associatedtype, .import, .operator, .precedencegroup, .static, .private,
             .fileprivate, .internal, .public:
            return true
        default:
            return false
        }
    }

    /// Contextual words that act as modifiers when a declaration follows.
    static func isContextualModifier(_ k: Keyword) -> Bool {
        switch k {
        case .final, .open, .override, .convenience, .required, .lazy, .weak, .unowned, .dynamic, .optional,
             .mutating, .nonmutating, .indirect, .prefix, .postfix, .infix, .nonisolated, .package,
             .distributed, .isolated, .__consuming, .consuming, .borrowing, ._const, ._local, .reasync:
            return true
        default:
            return false
        }
    }

    /// Whether token `j` starts a declaration keyword or modifier (what may follow a modifier).
    func startsDeclarationWord(_ j: Int) -> Bool {
        guard j < tokens.count else { return false }
        let t = tokens[j]
        if t.kind == .at { return true }
        guard t.kind == .identifier, !t.flags.contains(.backticked) else { return false }
        if Parser.isDeclarationKeyword(t.keyword) || t.keyword == .case { return true }
        if t.keyword == .actor || t.keyword == .macro {
            let n = j + 1 < tokens.count ? tokens[j + 1] : t
            return n.kind == .identifier && !n.newlineBefore
        }
        if Parser.isContextualModifier(t.keyword) { return isModifier(at: j) }
        return false
    }

    /// Whether the contextual word at `j` is used as a modifier (`lazy var`, `private(set) var`).
    func isModifier(at j: Int) -> Bool {
        var k = j + 1
        if k + 2 < tokens.count && tokens[k].kind == .lParen && tokens[k + 1].kind == .identifier
            && tokens[k + 2].kind == .rParen {
            k += 3  // `unowned(unsafe)`, `nonisolated(unsafe)`, `open(set)`
        }
        return startsDeclarationWord(k)
    }

    func isStartOfDeclaration(context: DeclContext) -> Bool {
        let t = tok
        if t.kind == .at { return true }
        if t.kind == .pound { return context != .local && !isDirective(t) }
        guard t.kind == .identifier, !t.flags.contains(.backticked) else { return false }
        if t.keyword == .case { return context == .member }
        return startsDeclarationWord(pos)
    }

    // MARK: Attributes and modifiers

    /// Parses one `@attribute` with its arguments; returns its text and the name in `@objc(Name)`.
    /// `argumentsNeedNoSpace`: in types and closures `@escaping (Int) -> Void` is no argument list.
    func parseAttribute(argumentsNeedNoSpace: Bool = false) -> (text: String, objcName: String?) {
        let atToken = tok
        advance()
        let nameToken = tok
        if nameToken.kind == .identifier && !nameToken.triviaBefore {
            advance()
            while tok.kind == .period && !tok.triviaBefore && peek(1).kind == .identifier {
                advance(); advance()
            }
            // `@ArrayBuilder<Element>`, `@FocusState<F?>.Binding`: generic arguments right after the name.
            if isLessThan(tok) && !tok.triviaBefore {
                _ = parseGenericArguments()
                while tok.kind == .period && !tok.triviaBefore && peek(1).kind == .identifier {
                    advance(); advance()
                }
            }
        }
        var objcName: String?
        let t = tok
        // In a type or closure signature only a few attributes take arguments: `@Sendable()` is no call.
        let takesArguments = !argumentsNeedNoSpace || isText(nameToken, "convention") || isText(nameToken, "isolated")
            || isText(nameToken, "differentiable") || isText(nameToken, "_opaqueReturnTypeOf") || isText(nameToken, "available")
        if t.kind == .lParen && !t.newlineBefore && takesArguments && !(argumentsNeedNoSpace && t.triviaBefore) {
            if isText(nameToken, "objc") {
                var j = pos + 1
                var inner = ""
                while j < tokens.count && tokens[j].kind != .rParen && tokens[j].kind != .eof && j - pos < 64 {
                    inner += text(tokens[j])
                    j += 1
                }
                if !inner.isEmpty { objcName = inner }
            }
            skipBalanced()
        }
        return (sourceText(atToken.start, prevEnd), objcName)
    }

    /// Attributes and modifiers before a declaration. `#if` lines between them are skipped.
    func parseDeclHead() -> DeclHead {
        var head = DeclHead(start: tok.start, startIndex: pos, endIndex: pos)
        while true {
            let t = tok
            if t.kind == .at {
                if peek(1).kind == .identifier && isText(peek(1), "unknown") && isKeyword(peek(2), .default) { break }
                let (text, objc) = parseAttribute()
                head.attributes.append(text)
                if let objc { head.objcName = objc }
                continue
            }
            if isDirective(t) && pos > head.startIndex {
                skipDirective()
                continue
            }
            guard t.kind == .identifier, !t.flags.contains(.backticked) else { break }
            let isModifierWord: Bool
            switch t.keyword {
            case .static, .private, .fileprivate, .internal, .public:
                isModifierWord = true
            case .class:
                // `class func`, `class var`: a modifier when another declaration word follows.
                let n = peek(1)
                isModifierWord = n.kind == .at || (n.kind == .identifier && n.keyword != .none
                    && n.keyword != .class && startsDeclarationWord(pos + 1))
            default:
                isModifierWord = Parser.isContextualModifier(t.keyword) && isModifier(at: pos)
            }
            if !isModifierWord { break }
            let start = t.start
            advance()
            var detail: Token?
            if tok.kind == .lParen && peek(1).kind == .identifier && peek(2).kind == .rParen {
                detail = peek(1)
                advance(); advance(); advance()
            }
            switch t.keyword {
            case .override: head.modifiers.insert(.override)
            case .static: head.modifiers.insert(.static)
            case .class: head.modifiers.insert(.class)
            case .lazy: head.modifiers.insert(.lazy)
            case .convenience: head.modifiers.insert(.convenience)
            case .required: head.modifiers.insert(.required)
            case .final: head.modifiers.insert(.final)
            case .weak: head.modifiers.insert(.weak)
            case .unowned: head.modifiers.insert(.unowned)
            case .mutating: head.modifiers.insert(.mutating)
            case .private, .fileprivate:
                // `private(set)` restricts the setter only.
                if detail == nil { head.modifiers.insert(.private) }
            default: break
            }
        }
        head.endIndex = pos
        return head
    }

    /// The attributes and modifiers of a declaration head as written, in order (`@objc(Name)`,
    /// `public`, `private(set)`), read back from its tokens.
    func writtenAttributes(_ head: DeclHead) -> [String] {
        var out: [String] = []
        var pieceStart = -1, pieceEnd = -1
        var depth = 0
        var j = head.startIndex
        while j < head.endIndex {
            let t = tokens[j]
            if isDirective(t) {
                // `#if` lines between attributes are not attributes.
                if pieceStart >= 0 { out.append(sourceText(pieceStart, pieceEnd)); pieceStart = -1 }
                j += 1
                while j < head.endIndex && !tokens[j].newlineBefore { j += 1 }
                continue
            }
            let previous = j > head.startIndex ? tokens[j - 1] : t
            let startsPiece = depth == 0 && (t.kind == .at
                || (t.kind == .identifier && previous.kind != .at && previous.kind != .period && j > head.startIndex)
                || j == head.startIndex)
            if startsPiece {
                if pieceStart >= 0 { out.append(sourceText(pieceStart, pieceEnd)) }
                pieceStart = t.start
            }
            if t.kind == .lParen || (t.kind == .op && isLessThan(t)) { depth += 1 }
            else if t.kind == .rParen || (t.kind == .op && isGreaterThan(t)) { depth = max(0, depth - 1) }
            pieceEnd = t.end
            j += 1
        }
        if pieceStart >= 0 { out.append(sourceText(pieceStart, pieceEnd)) }
        return out
    }

    // MARK: Declarations

    /// Parses one declaration, appending what it declares to `types` or `members`.
    func parseDeclaration(context: DeclContext, types: inout [TypeDecl], members: inout [Member]) {
        let head = parseDeclHead()
        let t = tok
        if t.kind == .pound && !isDirective(t) {
            parseMacroExpansionDeclaration(context: context)
            return
        }
        guard t.kind == .identifier, !t.flags.contains(.backticked) else {
            if !head.isEmpty { problem(t.start, "expected a declaration after '\(writtenAttributes(head).last ?? "")'") }
            return
        }
        switch t.keyword {
        case .class: if let d = parseTypeDeclaration(.class, head) { types.append(d) }
        case .struct: if let d = parseTypeDeclaration(.struct, head) { types.append(d) }
        case .enum: if let d = parseTypeDeclaration(.enum, head) { types.append(d) }
        case .protocol: if let d = parseTypeDeclaration(.protocol, head) { types.append(d) }
        case .extension: if let d = parseTypeDeclaration(.extension, head) { types.append(d) }
        case .actor where peek(1).kind == .identifier:
            if let d = parseTypeDeclaration(.actor, head) { types.append(d) }
        case .func: members.append(parseFunction(head))
        case .`init`: members.append(parseInitializer(head))
        case .deinit: members.append(parseDeinitializer(head))
        case .subscript: members.append(parseSubscript(head))
        case .var, .let: parseVariable(head, into: &members)
        case .typealias: parseTypealias()
        case .associatedtype: parseAssociatedType()
        case .case: parseEnumCase()
        case .import: skipRestOfLine()
        case .operator: skipRestOfLine(); if tok.kind == .lBrace { skipBalanced() }
        case .precedencegroup:
            advance()
            if tok.kind == .identifier { advance() }
            if tok.kind == .lBrace { skipBalanced() }
        case .macro where peek(1).kind == .identifier: parseMacroDeclaration()
        default:
            if !head.isEmpty { problem(t.start, "expected a declaration after '\(writtenAttributes(head).last ?? "")'") }
        }
    }

    /// `#warning("...")`, `#sourceLocation(...)`, a freestanding macro (`#Preview { ... }`). Its
    /// arguments are read as code in a body of their own; types declared in its closures belong
    /// to the enclosing declaration context.
    func parseMacroExpansionDeclaration(context: DeclContext) {
        let body = newBody(.closure, at: tok.start)
        let savedSink = typeSink
        if context == .topLevel { typeSink = .file } else if let t = typeStack.last { typeSink = .type(t) }
        bodyStack.append(body)
        scopes.push()
        let e = parseExpr(.normal)
        body.statements = [.expression(e)]
        body.range = body.range.lowerBound..<prevEnd
        scopes.pop()
        bodyStack.removeLast()
        typeSink = savedSink
    }

    func skipRestOfLine() {
        advance()
        while !atEOF && !tok.newlineBefore && tok.kind != .semicolon && tok.kind != .lBrace && tok.kind != .rBrace {
            advance()
        }
    }

    // MARK: Types

    func parseTypeDeclaration(_ kind: TypeKind, _ head: DeclHead) -> TypeDecl? {
        advance()  // the keyword
        var name = ""
        var nameOffset = tok.start
        if kind == .extension {
            let start = tok.start
            if parseType() != nil {
                name = sourceText(start, prevEnd)
            } else {
                problem(tok.start, "expected the extended type")
            }
            nameOffset = start
        } else if tok.kind == .identifier {
            name = text(tok)
            nameOffset = tok.start
            advance()
        } else {
            problem(tok.start, "expected a name after '\(kind.rawValue)'")
        }
        let decl = TypeDecl(kind: kind, name: name, nameOffset: nameOffset, range: head.start..<prevEnd)
        decl.attributes = writtenAttributes(head)
        decl.objcName = head.objcName
        if tok.kind == .op && firstByte(tok) == UInt8(ascii: "<") {
            decl.genericParameters = parseGenericParameterClause()
        }
        if tok.kind == .colon {
            advance()
            decl.inherits = parseInheritanceList()
        }
        if at(.where) { skipWhereClause() }
        if tok.kind == .lBrace {
            containerNames.append(name)
            parseMemberList(decl)
            containerNames.removeLast()
        } else {
            problem(tok.start, "expected '{' in the declaration of '\(name)'")
        }
        decl.range = head.start..<prevEnd
        return decl
    }

    func parseInheritanceList() -> [TypeName] {
        var list: [TypeName] = []
        while true {
            if at(.class) {
                list.append(TypeName("class"))
                advance()
            } else if let t = parseType() {
                list.append(t)
            } else {
                break
            }
            if tok.kind == .comma { advance(); continue }
            break
        }
        return list
    }

    /// `{ members }` of a type; members of every `#if` branch are kept.
    func parseMemberList(_ decl: TypeDecl) {
        guard enter() else { skipBalanced(); return }
        typeStack.append(decl)
        defer {
            typeStack.removeLast()
            leave()
        }
        advance()  // {
        // Collected locally and stored once (appending to the model's class properties one by one
        // costs an exclusivity check each).
        var members: [Member] = []
        var nestedTypes: [TypeDecl] = []
        defer {
            decl.members = members
            if decl.nestedTypes.isEmpty {
                decl.nestedTypes = nestedTypes
            } else {  // some came from a macro's closure (`TypeSink`)
                decl.nestedTypes.append(contentsOf: nestedTypes)
                decl.nestedTypes.sort { $0.range.lowerBound < $1.range.lowerBound }
            }
        }
        while true {
            let t = tok
            if t.kind == .rBrace { advance(); return }
            if t.kind == .eof {
                problem(t.start, "missing '}' at the end of '\(decl.name)'")
                return
            }
            let before = pos
            if isDirective(t) {
                skipDirective()
            } else if t.kind == .semicolon {
                advance()
            } else if isStartOfDeclaration(context: .member) {
                parseDeclaration(context: .member, types: &nestedTypes, members: &members)
            } else {
                skipUnexpected("in the body of '\(decl.name)'")
            }
            if pos == before { advance() }
        }
    }

    // MARK: Functions, initializers, subscripts

    func parseFunction(_ head: DeclHead) -> Member {
        advance()  // func
        let nameToken = tok
        let (displayName, plainName) = parseFunctionName()
        if tok.kind == .op && firstByte(tok) == UInt8(ascii: "<") { _ = parseGenericParameterClause() }
        let params = tok.kind == .lParen ? parseParameterClause(isSubscript: false) : missingParameters()
        let isAsync = parseEffects()
        var returnType: TypeName?
        if isOp(tok, "->") {
            advance()
            returnType = parseType()
        }
        if at(.where) { skipWhereClause() }
        let member = Member(kind: .function, name: plainName, signature: signature(displayName, params),
                            nameOffset: nameToken.start, range: head.start..<prevEnd)
        fill(member, head, params)
        if isAsync { member.modifiers.insert(.async) }
        member.declaredType = returnType
        if tok.kind == .lBrace { member.body = parseFunctionBody(.function, params: params) }
        member.range = head.start..<prevEnd
        return member
    }

    /// The name after `func`: an identifier or an operator (`==`, and `==<T>` split before `<`).
    /// Returns the name as written (outline) and without backticks (model).
    func parseFunctionName() -> (String, String) {
        let t = tok
        if t.kind == .identifier {
            advance()
            return (text(t), name(t))
        }
        if t.kind == .op || t.kind == .period {
            let s = text(t)
            if t.length > 1 && bytes[t.end - 1] == UInt8(ascii: "<") && peek(1).kind == .identifier {
                // `static func ==<T>(...)`: the operator is lexed together with the generic `<`.
                prevEnd = t.end - 1
                partialIndex = pos
                partialStart = Int32(t.end - 1)
                let opName = String(s.dropLast())
                return (opName, opName)
            }
            advance()
            return (s, s)
        }
        problem(t.start, "expected a function name")
        return ("", "")
    }

    func missingParameters() -> [ParamInfo] {
        problem(tok.start, "expected a parameter list")
        return []
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync`. Returns whether `async` was present.
    @discardableResult
    func parseEffects() -> Bool {
        var isAsync = false
        while tok.kind == .identifier {
            switch tok.keyword {
            case .async, .reasync:
                isAsync = isAsync || tok.keyword == .async
                advance()
            case .throws, .rethrows:
                advance()
                if tok.kind == .lParen && !tok.newlineBefore { skipBalanced() }
            default:
                return isAsync
            }
        }
        return isAsync
    }

    func signature(_ name: String, _ params: [ParamInfo]) -> String {
        let count = name.utf8.count + 2 + params.reduce(0) { $0 + $1.labelText.utf8.count + 1 }
        return String(unsafeUninitializedCapacity: count) { out in
            var k = 0
            func put(_ s: String) { for b in s.utf8 { out[k] = b; k += 1 } }
            put(name)
            out[k] = UInt8(ascii: "("); k += 1
            for p in params {
                put(p.labelText)
                out[k] = UInt8(ascii: ":"); k += 1
            }
            out[k] = UInt8(ascii: ")"); k += 1
            return k
        }
    }

    func fill(_ member: Member, _ head: DeclHead, _ params: [ParamInfo]) {
        member.modifiers = head.modifiers
        member.attributes = head.attributes
        member.objcSelector = head.objcName
        member.parameters = params.map { Parameter(label: $0.label, name: $0.name, type: $0.type, nameOffset: $0.nameOffset) }
    }

    func parseInitializer(_ head: DeclHead) -> Member {
        let keyword = tok
        advance()
        var failable = false
        if tok.kind == .op && tok.length == 1 && tok.flags.contains(.leftBound)
            && (firstByte(tok) == UInt8(ascii: "?") || firstByte(tok) == UInt8(ascii: "!")) {
            failable = true
            advance()
        }
        if tok.kind == .op && firstByte(tok) == UInt8(ascii: "<") { _ = parseGenericParameterClause() }
        let params = tok.kind == .lParen ? parseParameterClause(isSubscript: false) : missingParameters()
        let isAsync = parseEffects()
        if at(.where) { skipWhereClause() }
        let member = Member(kind: .initializer, name: "init", signature: signature("init", params),
                            nameOffset: keyword.start, range: head.start..<prevEnd)
        fill(member, head, params)
        if failable { member.modifiers.insert(.failable) }
        if isAsync { member.modifiers.insert(.async) }
        if tok.kind == .lBrace { member.body = parseFunctionBody(.initializer, params: params) }
        member.range = head.start..<prevEnd
        return member
    }

    func parseDeinitializer(_ head: DeclHead) -> Member {
        let keyword = tok
        advance()
        parseEffects()
        let member = Member(kind: .deinitializer, name: "deinit", signature: "deinit",
                            nameOffset: keyword.start, range: head.start..<prevEnd)
        fill(member, head, [])
        if tok.kind == .lBrace { member.body = parseFunctionBody(.deinitializer, params: []) }
        member.range = head.start..<prevEnd
        return member
    }

    func parseSubscript(_ head: DeclHead) -> Member {
        let keyword = tok
        advance()
        if tok.kind == .op && firstByte(tok) == UInt8(ascii: "<") { _ = parseGenericParameterClause() }
        let params = tok.kind == .lParen ? parseParameterClause(isSubscript: true) : missingParameters()
        parseEffects()
        var returnType: TypeName?
        if isOp(tok, "->") {
            advance()
            returnType = parseType()
        }
        if at(.where) { skipWhereClause() }
        let member = Member(kind: .subscript, name: "subscript", signature: signature("subscript", params),
                            nameOffset: keyword.start, range: head.start..<prevEnd)
        fill(member, head, params)
        member.declaredType = returnType
        if tok.kind == .lBrace { parseAccessorBlock(member, params: params, implicitKind: .subscript) }
        member.range = head.start..<prevEnd
        return member
    }

    /// `( label name: Type = default, ... )`.
    func parseParameterClause(isSubscript: Bool) -> [ParamInfo] {
        guard enter() else { skipBalanced(); return [] }
        defer { leave() }
        advance()  // (
        var params: [ParamInfo] = []
        if tok.kind != .rParen { params.reserveCapacity(4) }
        while true {
            let t = tok
            if t.kind == .rParen { advance(); break }
            if t.kind == .eof || t.kind == .rBrace || t.kind == .rBracket || t.kind == .lBrace {
                problem(t.start, "expected ')' to close the parameter list")
                break
            }
            let before = pos
            while tok.kind == .at { _ = parseAttribute() }  // property wrappers may take arguments
            let first = tok
            if first.kind == .identifier {
                advance()
                var second: Token?
                if tok.kind == .identifier { second = tok; advance() }
                var type: TypeName?
                if tok.kind == .colon {
                    advance()
                    type = parseType()
                    if isOp(tok, "...") { advance() }
                }
                if isOp(tok, "=") {
                    advance()
                    _ = parseExpr(.normal)
                }
                let firstIsWildcard = isKeyword(first, ._)
                let label: String?
                if isSubscript {
                    label = second != nil && !firstIsWildcard ? name(first) : nil
                } else {
                    label = firstIsWildcard ? nil : name(first)
                }
                let nameToken = second ?? first
                params.append(ParamInfo(label: label, labelText: text(first), name: name(nameToken),
                                        nameOffset: nameToken.start, type: type))
            }
            if tok.kind == .comma {
                advance()
            } else if tok.kind != .rParen {
                unexpected("in the parameter list")
                skipFlat()
                if tok.kind == .comma { advance() }
            }
            if pos == before { advance() }
        }
        return params
    }

    /// A function-like body: parameters become locals of the body, `implicit` names too
    /// (`newValue`, `oldValue`) without being listed as parameters.
    func parseFunctionBody(_ kind: BodyKind, params: [ParamInfo], implicit: [String] = []) -> Body {
        let open = tok
        let body = newBody(kind, at: open.start)
        let savedSink = typeSink
        typeSink = nil
        defer { typeSink = savedSink }
        bodyStack.append(body)
        scopes.push()
        if !params.isEmpty { body.parameters.reserveCapacity(params.count) }
        for p in params where !p.name.isEmpty && p.name != "_" {
            let id = declareLocal(p.name, offset: p.nameOffset, kind: .parameter, type: p.type, initializer: nil, isLet: true)
            body.parameters.append(id)
        }
        for n in implicit {
            declareLocal(n, offset: open.start, kind: .parameter, type: nil, initializer: nil, isLet: true)
        }
        if enter() {
            advance()  // {
            body.statements = parseStatementList(inSwitchCase: false)
            if tok.kind == .rBrace { advance() } else { problem(tok.start, "missing '}' at the end of a body") }
            leave()
        } else {
            skipBalanced()
        }
        body.range = open.start..<prevEnd
        scopes.pop()
        bodyStack.removeLast()
        return body
    }

    // MARK: Variables

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

    // MARK: Other declarations

    func parseTypealias() {
        advance()
        guard tok.kind == .identifier else {
            problem(tok.start, "expected a typealias name")
            return
        }
        let nameToken = tok
        advance()
        if tok.kind == .op && firstByte(tok) == UInt8(ascii: "<") { _ = parseGenericParameterClause() }
        guard isOp(tok, "=") else {
            problem(tok.start, "expected '=' in typealias")
            return
        }
        advance()
        if let target = parseType() {
            file.typealiases.append(TypeAlias(name: name(nameToken), target: target, nameOffset: nameToken.start,
                                              container: containerNames.joined(separator: ".")))
        }
        if at(.where) { skipWhereClause() }
    }

    func parseAssociatedType() {
        advance()
        if tok.kind == .identifier { advance() }
        if tok.kind == .colon {
            advance()
            _ = parseInheritanceList()
        }
        if isOp(tok, "=") {
            advance()
            _ = parseType()
        }
        if at(.where) { skipWhereClause() }
    }

    /// Enum cases are not members of the model; they are read past.
    func parseEnumCase() {
        advance()
        while tok.kind == .identifier {
            advance()
            if tok.kind == .lParen && !tok.newlineBefore { skipBalanced() }
            if isOp(tok, "=") {
                advance()
                _ = parseExpr(.normal)
            }
            if tok.kind == .comma { advance(); continue }
            break
        }
    }

    func parseMacroDeclaration() {
        advance()
        advance()  // name
        if tok.kind == .op && firstByte(tok) == UInt8(ascii: "<") { _ = parseGenericParameterClause() }
        if tok.kind == .lParen { _ = parseParameterClause(isSubscript: false) }
        if isOp(tok, "->") {
            advance()
            _ = parseType()
        }
        if isOp(tok, "=") {
            advance()
            _ = parseExpr(.normal)
        }
        if at(.where) { skipWhereClause() }
    }
}
