import NodeLintModel

/// Turns an Objective-C type as spelled (by the source or by libclang) into the model's `TypeName`:
/// qualifiers and pointer stars dropped (`nullable ASTextNode *` -> `ASTextNode`, optional),
/// lightweight generics kept as arguments (`NSArray<ASCellNode *> *` -> base `NSArray`, argument
/// `ASCellNode`), protocol qualifiers kept in the text only (`id<ASCollectionDataSource>`).
/// Block and function-pointer types keep their whole spelling, without spaces, as base and text.
enum ObjCTypeName {
    private static let droppedWords: Set<String> = [
        "const", "volatile", "restrict", "__restrict", "__strong", "__weak", "__unsafe_unretained",
        "__autoreleasing", "__kindof", "__block", "__covariant", "__contravariant", "struct", "enum",
        "union", "class", "typename", "static", "extern", "inline", "__bridge", "in", "out", "inout",
        "oneway", "bycopy", "byref", "_Nonnull", "nonnull", "__nonnull", "_Null_unspecified",
        "null_unspecified", "__null_unspecified", "_Nullable", "nullable", "__nullable", "_Nullable_result",
        "null_resettable", "IBOutlet", "IBAction", "IBInspectable",
    ]
    private static let optionalWords: Set<String> = ["_Nullable", "nullable", "__nullable", "_Nullable_result"]

    /// Whether `word` alone (or followed by stars) is a type `parse` keeps as written: not a qualifier
    /// or keyword it drops, not an attribute.
    static func isPlainName(_ word: String) -> Bool {
        // Capitalised names (`NSString`, `CGFloat`, `BOOL`) are never dropped but for the IB markers.
        if let first = word.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"), !word.hasPrefix("IB") { return true }
        return !droppedWords.contains(word) && !word.hasPrefix("__attribute__")
    }

    static func parse(_ spelling: String) -> TypeName? {
        let words = split(spelling)
        if words.isEmpty { return nil }
        let isOptional = words.contains { optionalWords.contains($0) }
        let kept = words.filter { !droppedWords.contains($0) && !$0.hasPrefix("__attribute__") }
        if kept.isEmpty { return nil }
        // Blocks, function pointers, arrays: keep the spelling as a whole.
        if kept.contains(where: { $0 == "^" || $0 == "(" || $0 == "[" }) {
            let text = kept.joined()
            return TypeName(text: text, base: text, genericArguments: [], isOptional: isOptional)
        }
        var i = 0
        guard var t = parseNamed(kept, &i) else { return nil }
        t.isOptional = isOptional
        return t
    }

    /// `Name [<args>] *...`; stops at `,` or `>` for generic arguments.
    private static func parseNamed(_ w: [String], _ i: inout Int) -> TypeName? {
        var base = ""
        while i < w.count, w[i] != "<", w[i] != ">", w[i] != ",", w[i] != "*", w[i] != "&", w[i] != "&&" {
            // `unsigned long`, `long long`: join words with a space; `ns::Foo` keeps its colons.
            if !base.isEmpty && !base.hasSuffix("::") && w[i] != "::" { base += " " }
            base += w[i]
            i += 1
        }
        if base.isEmpty { return nil }
        var args: [TypeName] = []
        var protocols: [String] = []
        if i < w.count, w[i] == "<" {
            i += 1
            var items: [(TypeName, Bool)] = []
            while i < w.count, w[i] != ">" {
                let before = i
                let hadStarStart = i
                if let a = parseNamed(w, &i) {
                    let hasStar = w[hadStarStart..<i].contains("*")
                    items.append((a, hasStar))
                }
                if i < w.count, w[i] == "," { i += 1 }
                if i == before { i += 1 }
            }
            if i < w.count { i += 1 }
            // Type arguments are object types (written with `*`, or `id`); protocol lists are not.
            if items.contains(where: { $0.1 || $0.0.base == "id" }) {
                args = items.map { $0.0 }
            } else {
                protocols = items.map { $0.0.text }
            }
        }
        while i < w.count, w[i] == "*" || w[i] == "&" || w[i] == "&&" { i += 1 }
        var text = base.filter { $0 != " " }
        if !args.isEmpty { text += "<" + args.map { $0.text }.joined(separator: ",") + ">" }
        if !protocols.isEmpty { text += "<" + protocols.joined(separator: ",") + ">" }
        return TypeName(text: text, base: base, genericArguments: args, isOptional: false)
    }

    /// Words and punctuation of a type spelling; `__attribute__((...))` is one word.
    static func split(_ s: String) -> [String] {
        var out: [String] = []
        let chars = Array(s.utf8)
        var i = 0
        func isIdent(_ b: UInt8) -> Bool {
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x24 || b >= 0x80
        }
        while i < chars.count {
            let b = chars[i]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { i += 1; continue }
            if isIdent(b) {
                let start = i
                while i < chars.count && isIdent(chars[i]) { i += 1 }
                let word = String(decoding: chars[start..<i], as: UTF8.self)
                if word == "__attribute__" {
                    // Skip the doubly parenthesised argument.
                    var depth = 0
                    while i < chars.count {
                        if chars[i] == UInt8(ascii: "(") { depth += 1 }
                        if chars[i] == UInt8(ascii: ")") { depth -= 1; if depth <= 0 { i += 1; break } }
                        i += 1
                    }
                    out.append("__attribute__")
                    continue
                }
                out.append(word)
            } else if b == UInt8(ascii: ":") && i + 1 < chars.count && chars[i + 1] == UInt8(ascii: ":") {
                out.append("::")
                i += 2
            } else {
                out.append(String(UnicodeScalar(b)))
                i += 1
            }
        }
        return out
    }
}
