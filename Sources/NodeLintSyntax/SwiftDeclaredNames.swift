/// The names by which other files can reach a Swift file's declarations, read from its tokens alone
/// (no parse): the types it declares or extends (every component of `extension A.B`), its
/// typealiases, `@objc(Name)` names, and the names of its top-level `var`s (global state a node block
/// may read). The first pass reads the declarations of a file that mentions no Texture name only when
/// another file that is read names one of these (FirstPassTriage), so a name missed here would lose a
/// cross-file fact; a name too many only costs a parse. In doubt, a name is collected.
public enum SwiftDeclaredNames {
    public static func scan(_ bytes: [UInt8]) -> [String] {
        let tokens = SwiftLexer.lex(bytes).tokens
        var names: [String] = []
        var seen = Set<String>()
        func add(_ token: Token) {
            var range = token.range
            if token.flags.contains(.backticked), range.count > 2 { range = (range.lowerBound + 1)..<(range.upperBound - 1) }
            let name = String(decoding: bytes[range], as: UTF8.self)
            if seen.insert(name).inserted { names.append(name) }
        }
        func isName(_ i: Int) -> Bool { i < tokens.count && tokens[i].kind == .identifier && !tokens[i].keyword.isReserved }
        var braceDepth = 0
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            switch token.kind {
            case .lBrace: braceDepth += 1
            case .rBrace: braceDepth = max(0, braceDepth - 1)
            case .at where i + 2 < tokens.count && tokens[i + 1].keyword == .none && tokens[i + 2].kind == .lParen
                && bytes[tokens[i + 1].range].elementsEqual("objc".utf8):
                // `@objc(Name)`: the name Objective-C files use.
                var j = i + 3
                while j < tokens.count, tokens[j].kind != .rParen, tokens[j].kind != .eof, j < i + 32 {
                    if tokens[j].kind == .identifier { add(tokens[j]) }
                    j += 1
                }
            case .identifier:
                switch token.keyword {
                case .class, .struct, .enum, .protocol, .extension, .typealias, .actor:
                    // The name, and for a dotted path (`extension Outer.Inner`) every component.
                    var j = i + 1
                    while isName(j) {
                        add(tokens[j])
                        guard j + 2 < tokens.count, tokens[j + 1].kind == .period else { break }
                        j += 2
                    }
                case .var where braceDepth == 0:
                    i = collectVariableNames(after: i, tokens, add)
                    continue
                default: break
                }
            default: break
            }
            i += 1
        }
        return names
    }

    /// The names bound by the top-level `var` at `start`: `var a`, `var a = 1, b = 2`, `var (a, b)`. The
    /// statement ends at a line break or `{` outside brackets, or at `;`. Returns where to go on.
    private static func collectVariableNames(after start: Int, _ tokens: [Token], _ add: (Token) -> Void) -> Int {
        var i = start + 1
        var nesting = 0
        var bindsNext = true
        var inPattern = false
        while i < tokens.count {
            let token = tokens[i]
            if i > start + 1 && nesting == 0 && token.newlineBefore && !bindsNext { return i }
            switch token.kind {
            case .eof, .semicolon: return i
            case .lBrace where nesting == 0: return i
            case .lParen where nesting == 0 && bindsNext:
                inPattern = true
                nesting += 1
            case .lParen, .lBracket, .lBrace: nesting += 1
            case .rParen, .rBracket, .rBrace:
                nesting = max(0, nesting - 1)
                if nesting == 0 { inPattern = false; bindsNext = false }
            case .comma where nesting == 0: bindsNext = true
            case .identifier where (bindsNext && nesting == 0) || inPattern:
                add(token)
                if !inPattern { bindsNext = false }
            default:
                if nesting == 0 { bindsNext = false }
            }
            i += 1
        }
        return i
    }
}
