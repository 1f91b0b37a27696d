import NodeLintModel

/// The active tokens of a file (`ActiveTokens`) addressed by position, with the queries the
/// declaration scanner asks: texts, kinds, bracket matching that stops at Objective-C container
/// keywords (an unbalanced brace must not swallow the rest of the file), and types read from a run
/// of tokens as the libclang mapper reads them.
struct ScannerTokens {
    let source: SourceTokens
    let positions: [Int]

    init(_ active: ActiveTokens) {
        source = active.tokens
        positions = active.indices
    }

    var count: Int { positions.count }

    func token(_ p: Int) -> SourceTokens.Token { source.tokens[positions[p]] }
    func start(_ p: Int) -> Int { token(p).start }
    func end(_ p: Int) -> Int { token(p).end }
    func text(_ p: Int) -> String { source.text(positions[p]) }

    func isIdentifier(_ p: Int) -> Bool { p >= 0 && p < count && token(p).kind == .identifier }

    func isToken(_ p: Int, _ s: StaticString) -> Bool {
        p >= 0 && p < count && source.isToken(positions[p], s)
    }

    /// `@` followed by the keyword `s` at `p` (`@interface`, `@end`).
    func isKeyword(_ p: Int, _ s: StaticString) -> Bool {
        isToken(p, "@") && isToken(p + 1, s) && end(p) == start(p + 1)
    }

    /// `@interface`, `@implementation`, `@protocol` (a declaration, not `@protocol(P)`) or `@end`:
    /// where a container starts or ends, which no body or bracket can contain.
    func isContainerBoundary(_ p: Int) -> Bool {
        guard isToken(p, "@") else { return false }
        if isKeyword(p, "interface") || isKeyword(p, "implementation") || isKeyword(p, "end") { return true }
        return isKeyword(p, "protocol") && !isToken(p + 2, "(")
    }

    /// A `-` or `+` that begins its line and is followed by `(` or a name: a method's start, however
    /// the declaration before it ended.
    func startsMethod(_ p: Int) -> Bool {
        guard isToken(p, "-") || isToken(p, "+"), isToken(p + 1, "(") || isIdentifier(p + 1) else { return false }
        var k = start(p) - 1
        let bytes = source.bytes
        while k >= 0 {
            let b = bytes[k]
            if b == 0x0A || b == 0x0D { return true }
            if b != 0x20 && b != 0x09 { return false }
            k -= 1
        }
        return true
    }

    /// The position of the bracket closing the one at `open` (`(`, `[`, `{`, `<`), or nil when it is
    /// not closed before a container boundary (or, for `<`, before `;`, `{` or `}`). `>>` closes two `<`.
    func matching(_ open: Int) -> Int? {
        guard open < count else { return nil }
        let o = source.bytes[start(open)]
        guard let c = SourceTokens.closingBracket(of: o) else { return nil }
        var depth = 0
        var p = open
        while p < count {
            let t = token(p)
            if t.kind == .punctuation {
                let b = source.bytes[t.start]
                let length = t.end - t.start
                if b == UInt8(ascii: "@") && isContainerBoundary(p) { return nil }
                if b == o && length == 1 { depth += 1 }
                if o == UInt8(ascii: "<") && b == c && length == 2 && source.bytes[t.start + 1] == c {
                    depth -= 2
                    if depth <= 0 { return p }
                } else if b == c && length == 1 {
                    depth -= 1
                    if depth == 0 { return p }
                }
                if o == UInt8(ascii: "<") && (b == UInt8(ascii: ";") || b == UInt8(ascii: "{") || b == UInt8(ascii: "}")) { return nil }
            }
            p += 1
        }
        return nil
    }

    /// Past the bracket group opening at `p` (or just past `p` when it is not closed).
    func skipGroup(_ p: Int) -> Int {
        matching(p).map { $0 + 1 } ?? p + 1
    }

    // MARK: Types, as the mapper reads them

    /// Tokens `from..<to` read as a type, located at its names: what `ObjCMapper.typeText` gives for
    /// the same tokens.
    func typeText(from: Int, to: Int) -> TypeName? {
        guard from < to, to <= count else { return nil }
        // Most types are a name and stars (`NSString *`, `CGFloat`): what `parse` gives them, directly.
        if isIdentifier(from), (from + 1..<to).allSatisfy({ isToken($0, "*") }) {
            let name = text(from)
            if ObjCTypeName.isPlainName(name) { return TypeName(text: name, base: name, offset: start(from)) }
        }
        let text = (from..<to).map { self.text($0) }.joined(separator: " ")
        guard let parsed = ObjCTypeName.parse(text) else { return nil }
        var next = from
        return located(parsed, next: &next, to: to)
    }

    /// `type` with the offsets of its name and its arguments' names, searched in order from `next`.
    func located(_ type: TypeName, next: inout Int, to: Int) -> TypeName {
        var type = type
        let firstWord = type.base.split(separator: " ").first.flatMap { $0.split(separator: ":").first }.map(String.init) ?? type.base
        var p = next
        while p < to, text(p) != firstWord { p += 1 }
        if p < to {
            type.offset = start(p)
            next = p + 1
        }
        type.genericArguments = type.genericArguments.map { located($0, next: &next, to: to) }
        return type
    }

    /// `IBOutlet`, `IBAction`, `IBInspectable` in `from..<to`, as Swift spells them.
    func interfaceBuilderAttributes(from: Int, to: Int) -> [String] {
        var out: [String] = []
        var p = from
        while p < min(to, count) {
            if isToken(p, "IBOutlet") { out.append("@IBOutlet") }
            if isToken(p, "IBAction") { out.append("@IBAction") }
            if isToken(p, "IBInspectable") { out.append("@IBInspectable") }
            p += 1
        }
        return out
    }

    /// A name that is a macro or an attribute rather than a declared name: `__attribute__(…)` and
    /// other `__name(…)`, the compiler's attribute keywords (`__unused`, `__deprecated`), and capitals
    /// with an underscore (`NS_DESIGNATED_INITIALIZER`, `API_AVAILABLE`, `AS_EXTERN`). `URL` (no
    /// underscore) is a name; so are `_node` and `__instanceLock__`.
    func isMacroName(_ p: Int) -> Bool {
        guard isIdentifier(p) else { return false }
        let t = token(p)
        let bytes = source.bytes
        if t.end - t.start >= 2 && bytes[t.start] == UInt8(ascii: "_") && bytes[t.start + 1] == UInt8(ascii: "_") {
            return isToken(p + 1, "(") || Self.attributeKeywords.contains(text(p))
        }
        var hasUnderscore = false
        for k in t.start..<t.end {
            let b = bytes[k]
            if b == UInt8(ascii: "_") { hasUnderscore = true; continue }
            if !((b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39)) { return false }
        }
        return hasUnderscore && bytes[t.start] != UInt8(ascii: "_")
    }

    private static let attributeKeywords: Set<String> = [
        "__unused", "__deprecated", "__unavailable", "__dead2", "__pure2", "__printflike", "__inline", "__restrict", "__const",
    ]

    /// Past a macro or attribute at `p` (`NS_ASSUME_NONNULL_BEGIN`, `API_AVAILABLE(ios(13.0))`,
    /// `__attribute__((unused))`), or nil when `p` is none.
    func skipMacro(_ p: Int) -> Int? {
        guard isMacroName(p) else { return nil }
        return isToken(p + 1, "(") ? skipGroup(p + 1) : p + 1
    }
}
