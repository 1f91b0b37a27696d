internal import CClang
import NodeLintModel

extension ObjCMapper {
    /// The type of a declaration as the source writes it. libclang's own spelling is only the
    /// fallback: for a type the prelude does not know it says `int`.
    func declaredType(of cursor: CXCursor) -> TypeName? {
        if let nameOffset = locations.offset(clang_getCursorLocation(cursor)), let nameIndex = tokens.index(at: nameOffset),
           let extent = locations.extent(cursor) {
            if cursor.kind == CXCursor_ObjCPropertyDecl {
                if let t = propertyType(extent: extent, nameIndex: nameIndex) { return t }
            } else if cursor.kind == CXCursor_ParmDecl, nameIndex > 0, tokens.isToken(nameIndex - 1, ")") {
                // A method parameter: `(Type *)name`.
                if let t = parenthesizedType(endingAt: nameIndex - 1) { return t }
            } else if extent.lowerBound < nameOffset {
                // Everything the declarator writes but the name: `void (^)(int)` for `void (^b)(int)`.
                let from = tokens.index(atOrAfter: extent.lowerBound)
                let end = min(declaratorEnd(afterName: nameIndex), tokens.index(atOrAfter: extent.upperBound))
                if end > nameIndex + 1 {
                    let text = ((from..<nameIndex).map { tokens.text($0) } + (nameIndex + 1..<end).map { tokens.text($0) }).joined(separator: " ")
                    if let t = ObjCTypeName.parse(text) { return t }
                } else if let t = typeText(from: from, to: nameIndex) {
                    return t
                }
            }
        }
        return ObjCTypeName.parse(clang_getTypeSpelling(clang_getCursorType(cursor)).consume())
    }

    /// A method's return type, `- (Type *)selector…`; nil for `void` (and `IBAction`).
    func methodReturnType(_ cursor: CXCursor) -> TypeName? {
        if let extent = locations.extent(cursor), let i = tokens.index(at: extent.lowerBound), tokens.isToken(i + 1, "("),
           let close = tokens.matching(i + 1) {
            let t = typeText(from: i + 2, to: close)
            return t?.base == "void" ? nil : t
        }
        let spelling = clang_getTypeSpelling(clang_getCursorResultType(cursor)).consume()
        return spelling == "void" ? nil : ObjCTypeName.parse(spelling)
    }

    /// A C function's return type: what precedes its name.
    func functionReturnType(_ cursor: CXCursor) -> TypeName? {
        if let extent = locations.extent(cursor), let nameOffset = locations.offset(clang_getCursorLocation(cursor)),
           let nameIndex = tokens.index(at: nameOffset), extent.lowerBound < nameOffset,
           let t = typeText(from: tokens.index(atOrAfter: extent.lowerBound), to: nameIndex) {
            return t.base == "void" ? nil : t
        }
        let spelling = clang_getTypeSpelling(clang_getCursorResultType(cursor)).consume()
        return spelling == "void" ? nil : ObjCTypeName.parse(spelling)
    }

    /// `@property (nonatomic, strong) Type *name;`: the tokens after the attribute list.
    /// A `nullable` attribute makes the type optional.
    private func propertyType(extent: Range<Int>, nameIndex: Int) -> TypeName? {
        guard var i = tokens.index(at: extent.lowerBound) else { return nil }
        if tokens.isToken(i, "@") { i += 1 }
        if tokens.isToken(i, "property") { i += 1 }
        var nullable = false
        if tokens.isToken(i, "("), let close = tokens.matching(i) {
            nullable = (i..<close).contains { tokens.isToken($0, "nullable") }
            i = close + 1
        }
        var type = typeText(from: i, to: nameIndex)
        if nullable { type?.isOptional = true }
        return type
    }

    /// The type between the `(` matching the `)` at `close` and that `)`.
    private func parenthesizedType(endingAt close: Int) -> TypeName? {
        var depth = 0
        var i = close
        while i >= 0 {
            if tokens.isToken(i, ")") { depth += 1 }
            if tokens.isToken(i, "(") {
                depth -= 1
                if depth == 0 { return typeText(from: i + 1, to: close) }
            }
            i -= 1
        }
        return nil
    }

    /// Tokens `from..<to` (token indices) read as a type; attributes and comments are skipped. The
    /// type and its arguments are located at their names (rules report written type names there).
    func typeText(from: Int, to: Int) -> TypeName? {
        guard from < to, to <= tokens.tokens.count else { return nil }
        let text = (from..<to).map { tokens.text($0) }.joined(separator: " ")
        guard let parsed = ObjCTypeName.parse(text) else { return nil }
        var next = from
        return located(parsed, next: &next, to: to)
    }

    /// `type` with the offsets of its name and its arguments' names, searched in order from token
    /// `next` (left after the last name found).
    private func located(_ type: TypeName, next: inout Int, to: Int) -> TypeName {
        var type = type
        // `unsigned long` starts at `unsigned`, `AS::MutexLocker` at `AS`.
        let firstWord = type.base.split(separator: " ").first.flatMap { $0.split(separator: ":").first }.map(String.init) ?? type.base
        var i = next
        while i < to, tokens.text(i) != firstWord { i += 1 }
        if i < to {
            type.offset = tokens.tokens[i].start
            next = i + 1
        }
        type.genericArguments = type.genericArguments.map { located($0, next: &next, to: to) }
        return type
    }
}
