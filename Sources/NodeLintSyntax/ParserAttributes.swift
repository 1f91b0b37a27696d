import NodeLintModel

/// The attributes (`@objc(Name)`, `@available(...)`) and modifiers (`private(set)`, `override`) in
/// front of a declaration.
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

extension Parser {
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
}
