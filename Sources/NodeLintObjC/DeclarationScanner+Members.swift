import NodeLintModel

extension DeclarationScanner {
    /// Instance variables, properties and methods of a container, to its `@end` (or to the next
    /// container, when the `@end` is missing). Method bodies are stepped over by matching braces.
    mutating func members(of decl: TypeDecl, interface: Bool) {
        if tokens.isToken(p, "{") { instanceVariables(into: decl) }
        while p < tokens.count {
            if tokens.isKeyword(p, "end") {
                p += 2
                return
            }
            if tokens.isContainerBoundary(p) { return }
            if tokens.isToken(p, "-") || tokens.isToken(p, "+") {
                decl.members.append(method(interface: interface))
            } else if tokens.isKeyword(p, "property") {
                decl.members += properties()
            } else if tokens.isKeyword(p, "optional") || tokens.isKeyword(p, "required") {
                p += 2
            } else if tokens.isToken(p, "@") {
                // `@synthesize x = _x;`, `@dynamic x;`
                skipStatement()
            } else if tokens.isToken(p, ";") || tokens.isToken(p, "}") || tokens.isToken(p, ")") {
                p += 1
            } else if tokens.isMacroName(p), tokens.isToken(p + 1, "("), tokens.isToken(p + 2, "@") {
                // A macro around a declaration (`SWIFT_CLASS_PROPERTY(@property (class) BOOL enabled;)`
                // in Swift's generated headers): read what it wraps; its `)` is stepped over above.
                p += 2
            } else if let next = tokens.skipMacro(p) {
                p = next
            } else {
                // A C function or variable inside the container.
                skipStatement()
            }
        }
    }

    // MARK: Properties

    /// `@property (attributes) Type *a, *b;`: one variable per name.
    private mutating func properties() -> [Member] {
        let at = p
        p += 2
        var modifiers: Modifiers = []
        var nullable = false
        if tokens.isToken(p, "("), let close = tokens.matching(p) {
            for q in p + 1..<close where tokens.isIdentifier(q) {
                if tokens.isToken(q, "nullable") { nullable = true }
                if tokens.isToken(q, "readonly") { modifiers.insert(.let) }
                if tokens.isToken(q, "weak") { modifiers.insert(.weak) }
                if tokens.isToken(q, "unsafe_unretained") { modifiers.insert(.unowned) }
                if tokens.isToken(q, "class") { modifiers.insert(.static) }
            }
            p = close + 1
        }
        let typeStart = p
        skipStatement()
        let end = tokens.isToken(p - 1, ";") ? p - 1 : p
        var members: [Member] = []
        for (from, to) in declarators(typeStart, end) {
            guard let nameAt = DeclaratorName.find(tokens, from: from, to: to, trailingMacros: true) else { continue }
            let name = tokens.text(nameAt)
            let range = tokens.start(at)..<tokens.end(nameAt)
            let member = Member(kind: .variable, name: name, signature: name, nameOffset: tokens.start(nameAt), range: range)
            member.declaredType = tokens.typeText(from: typeStart, to: nameAt)
            if nullable { member.declaredType?.isOptional = true }
            member.modifiers = modifiers
            member.attributes = tokens.interfaceBuilderAttributes(from: at, to: nameAt + 1)
            members.append(member)
        }
        return members
    }

    /// The declarators of a declaration (positions `from..<to`): split at its top-level commas. The
    /// first starts at `from`, with the type; the others at their own first token.
    func declarators(_ from: Int, _ to: Int) -> [(from: Int, to: Int)] {
        var out: [(Int, Int)] = []
        var start = from
        var q = from
        while q < to {
            if tokens.isToken(q, "(") || tokens.isToken(q, "[") || tokens.isToken(q, "{") || tokens.isToken(q, "<") {
                if let close = tokens.matching(q), close < to {
                    q = close + 1
                    continue
                }
            }
            if tokens.isToken(q, ",") {
                out.append((start, q))
                start = q + 1
            }
            q += 1
        }
        if start < to { out.append((start, to)) }
        return out
    }

    // MARK: Instance variables

    /// `{ @public Type *_a, *_b; __weak id _c; struct { unsigned x:1; } _flags; }` after a container's header.
    private mutating func instanceVariables(into decl: TypeDecl) {
        guard let close = tokens.matching(p) else {
            p += 1
            return
        }
        var q = p + 1
        while q < close {
            if tokens.isToken(q, "@") {
                // `@public`, `@private`, `@protected`, `@package`
                q += 2
                continue
            }
            if tokens.isToken(q, ";") {
                q += 1
                continue
            }
            // One declaration, to its `;` (a nested struct's braces included).
            var end = q
            while end < close && !tokens.isToken(end, ";") {
                if tokens.isToken(end, "{") || tokens.isToken(end, "(") || tokens.isToken(end, "["), let c = tokens.matching(end), c < close {
                    end = c + 1
                } else {
                    end += 1
                }
            }
            let declarationStart = q
            let weak = (q..<end).contains { tokens.isToken($0, "__weak") }
            let unowned = (q..<end).contains { tokens.isToken($0, "__unsafe_unretained") }
            for (from, to) in declarators(q, end) {
                guard let nameAt = DeclaratorName.find(tokens, from: from, to: to, trailingMacros: true) else { continue }
                let name = tokens.text(nameAt)
                let declaratorEnd = self.declaratorEnd(afterName: nameAt, limit: to)
                let range = tokens.start(declarationStart)..<tokens.end(max(nameAt, declaratorEnd - 1))
                let member = Member(kind: .variable, name: name, signature: name, nameOffset: tokens.start(nameAt), range: range)
                member.declaredType = declaredType(from: declarationStart, nameAt: nameAt, end: declaratorEnd)
                if weak { member.modifiers.insert(.weak) }
                if unowned { member.modifiers.insert(.unowned) }
                member.attributes = tokens.interfaceBuilderAttributes(from: declarationStart, to: declaratorEnd)
                decl.members.append(member)
            }
            q = end
        }
        p = close + 1
    }

    /// The type of a variable declared from `from` with its name at `nameAt`, the declarator ending
    /// before `end`: everything but the name (`void (^)(int)` for `void (^_block)(int)`), as the
    /// mapper's `declaredType(of:)` reads a declaration.
    private func declaredType(from: Int, nameAt: Int, end: Int) -> TypeName? {
        guard from < nameAt else { return nil }
        if end > nameAt + 1 {
            let text = ((from..<nameAt).map { tokens.text($0) } + (nameAt + 1..<end).map { tokens.text($0) }).joined(separator: " ")
            return ObjCTypeName.parse(text)
        }
        return tokens.typeText(from: from, to: nameAt)
    }

    /// The position after a declarator whose name is at `name`: past the `)` of a nested declarator
    /// and the parameter lists after it, and past array bounds (the mapper's `declaratorEnd`).
    private func declaratorEnd(afterName name: Int, limit: Int) -> Int {
        var j = name + 1
        var nested = false
        while j < limit && tokens.isToken(j, ")") {
            j += 1
            nested = true
        }
        while j < limit {
            if tokens.isToken(j, "[") || (nested && tokens.isToken(j, "(")) {
                guard let close = tokens.matching(j) else { break }
                j = close + 1
            } else if tokens.isToken(j, "__attribute__"), tokens.isToken(j + 1, "("), let close = tokens.matching(j + 1) {
                j = close + 1
            } else {
                break
            }
        }
        return min(j, limit)
    }

    // MARK: Methods

    /// `- (T)sel:(A)a other:(B)b attributes;` or `… { body }`: named and spelled as the mapper's
    /// `mapMethod` names and spells it.
    private mutating func method(interface: Bool) -> Member {
        let at = p
        let isClassMethod = tokens.isToken(p, "+")
        p += 1
        var returnType: TypeName?
        if tokens.isToken(p, "("), let close = tokens.matching(p) {
            returnType = tokens.typeText(from: p + 1, to: close)
            if returnType?.base == "void" { returnType = nil }
            p = close + 1
        } else {
            returnType = ObjCTypeName.parse("id")
        }
        let nameAt = p
        var pieces: [String] = []
        var parameters: [(name: String, nameAt: Int, type: TypeName?)] = []
        if tokens.isIdentifier(p) && !tokens.isToken(p + 1, ":") {
            pieces = [tokens.text(p)]
            p += 1
        } else {
            while p < tokens.count {
                if tokens.isIdentifier(p) && tokens.isToken(p + 1, ":") {
                    pieces.append(tokens.text(p))
                    p += 2
                } else if tokens.isToken(p, ":") {
                    pieces.append("")
                    p += 1
                } else {
                    break
                }
                var type = ObjCTypeName.parse("id")
                if tokens.isToken(p, "("), let close = tokens.matching(p) {
                    type = tokens.typeText(from: p + 1, to: close)
                    p = close + 1
                }
                // `(MKMapView *)__unused mapView`
                while let next = tokens.skipMacro(p) { p = next }
                guard tokens.isIdentifier(p) else { break }
                parameters.append((tokens.text(p), p, type))
                p += 1
            }
        }
        let selector = parameters.isEmpty && pieces.count == 1 && !tokens.isToken(nameAt + 1, ":")
            ? pieces[0] : pieces.map { $0 + ":" }.joined()
        // Attributes and macros to the `;` or the body.
        while p < tokens.count && !tokens.isToken(p, ";") && !tokens.isToken(p, "{") && !tokens.isContainerBoundary(p) {
            p = tokens.isToken(p, "(") ? tokens.skipGroup(p) : p + 1
        }
        var end = p
        if tokens.isToken(p, ";") {
            end = p
            p += 1
        }
        if tokens.isToken(p, "{") && (!interface || end == p) {
            // The body (an implementation may write `- (void)f; { … }`).
            p = tokens.skipGroup(p)
            end = p - 1
        }
        let splitPieces = selector.split(separator: ":", omittingEmptySubsequences: false)
            .dropLast(selector.hasSuffix(":") ? 1 : 0).map(String.init)
        let firstPiece = splitPieces.first ?? selector
        let isInit = !isClassMethod && SwiftSpelling.isInitFamily(firstPiece)
        let isDealloc = !isClassMethod && selector == "dealloc"
        let types = parameters.map(\.type)
        let (name, signature) = isDealloc ? ("deinit", "deinit")
            : SwiftSpelling.method(selector: selector, pieces: splitPieces, types: types, isInit: isInit)
        let nameOffset = nameAt < tokens.count ? tokens.start(nameAt) : tokens.start(at)
        let rangeEnd = end < tokens.count ? tokens.end(end) : tokens.end(tokens.count - 1)
        let kind: MemberKind = isInit ? .initializer : isDealloc ? .deinitializer : .function
        let member = Member(kind: kind, name: name, signature: signature, nameOffset: nameOffset, range: tokens.start(at)..<rangeEnd)
        member.objcSelector = selector
        if isClassMethod { member.modifiers.insert(.static) }
        member.declaredType = returnType
        member.attributes = tokens.interfaceBuilderAttributes(from: at, to: nameAt)
        member.parameters = parameters.enumerated().map { i, parameter in
            Parameter(label: i < splitPieces.count ? splitPieces[i] : nil, name: parameter.name, type: parameter.type,
                      nameOffset: tokens.start(parameter.nameAt))
        }
        return member
    }
}

/// Which token of a declarator is the declared name.
enum DeclaratorName {
    /// In positions `from..<to`: the name inside a nested declarator (`(^name)`, `(*name)`), else
    /// the last identifier before array bounds, a bit-field width or (`trailingMacros`) attributes
    /// and macros (`API_AVAILABLE(ios(13.0))`, `NS_DESIGNATED_INITIALIZER`, `__attribute__((…))`).
    static func find(_ tokens: ScannerTokens, from: Int, to: Int, trailingMacros: Bool = false) -> Int? {
        // A nested declarator: the first `(` followed by `^` or `*`.
        var q = from
        while q < to {
            if tokens.isToken(q, "("), tokens.isToken(q + 1, "^") || tokens.isToken(q + 1, "*"), let close = tokens.matching(q), close <= to {
                var name: Int?
                for k in q + 2..<close where tokens.isIdentifier(k) && !isQualifier(tokens.text(k)) { name = k }
                if let name { return name }
            }
            q += 1
        }
        var last = to
        while last > from {
            if tokens.isToken(last - 1, "]"), let open = opening(tokens, "[", before: last - 1, from: from) {
                last = open
            } else if trailingMacros, tokens.isToken(last - 1, ")"), let open = opening(tokens, "(", before: last - 1, from: from),
                      open > from, tokens.isMacroName(open - 1) {
                last = open - 1
            } else if trailingMacros, last - 1 > from, tokens.isMacroName(last - 1) {
                last -= 1
            } else if last - 2 > from, tokens.isToken(last - 2, ":"), tokens.token(last - 1).kind == .number || tokens.isIdentifier(last - 1) {
                // A bit-field: `unsigned int flag : 1`.
                last -= 2
            } else {
                break
            }
        }
        guard last > from, tokens.isIdentifier(last - 1) else { return nil }
        return last - 1
    }

    private static func isQualifier(_ word: String) -> Bool {
        ["_Nullable", "_Nonnull", "_Null_unspecified", "nullable", "nonnull", "__nullable", "__nonnull", "const", "__strong",
         "__weak", "__unsafe_unretained", "__autoreleasing", "__block"].contains(word)
    }

    /// The opening bracket `open` matching the closing one at `close`, searching back no further than `from`.
    private static func opening(_ tokens: ScannerTokens, _ open: StaticString, before close: Int, from: Int) -> Int? {
        let closeText: StaticString = open.utf8Start.pointee == UInt8(ascii: "[") ? "]" : ")"
        var depth = 0
        var q = close
        while q >= from {
            if tokens.isToken(q, closeText) { depth += 1 }
            if tokens.isToken(q, open) {
                depth -= 1
                if depth == 0 { return q }
            }
            q -= 1
        }
        return nil
    }
}
