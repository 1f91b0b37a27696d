import NodeLintModel

/// Where a declaration appears.
enum DeclContext: Equatable {
    case topLevel
    case member
    /// Inside a body (a local type, function or variable).
    case local
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
    var hasDefault = false
    var isVariadic = false
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
        case .import: parseImport()
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
        skipToEndOfLine()
    }

    private func skipToEndOfLine() {
        while !atEOF && !tok.newlineBefore && tok.kind != .semicolon && tok.kind != .lBrace && tok.kind != .rBrace {
            advance()
        }
    }

    /// `import PromiseKit`, `@testable import App`, `import class UIKit.UIView`: the module, the first
    /// component of the path, joins the file's imports (a library's callbacks are known only where the
    /// file imports it).
    func parseImport() {
        advance()  // import
        guard !tok.newlineBefore else { return }  // a bare `import`: the next line is not its path
        switch tok.keyword {
        case .class, .struct, .enum, .protocol, .typealias, .func, .var, .let: advance()
        default: break
        }
        if tok.kind == .identifier && !tok.newlineBefore { file.imports.append(name(tok)) }
        skipToEndOfLine()
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
        let made = String(unsafeUninitializedCapacity: count) { out in
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
        return interner.pool?.pooled(made) ?? made
    }

    func fill(_ member: Member, _ head: DeclHead, _ params: [ParamInfo]) {
        member.modifiers = head.modifiers
        member.attributes = head.attributes
        member.objcSelector = head.objcName
        member.parameters = params.map {
            Parameter(label: $0.label, name: $0.name, type: $0.type, nameOffset: $0.nameOffset, hasDefault: $0.hasDefault, isVariadic: $0.isVariadic)
        }
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
                var isVariadic = false, hasDefault = false
                if tok.kind == .colon {
                    advance()
                    type = parseType()
                    if isOp(tok, "...") { advance(); isVariadic = true }
                }
                if isOp(tok, "=") {
                    advance()
                    _ = parseExpr(.normal)
                    hasDefault = true
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
                                        nameOffset: nameToken.start, type: type, hasDefault: hasDefault, isVariadic: isVariadic))
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
        if skipBracesForDeclarations() {
            body.range = open.start..<prevEnd
            return body
        }
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
