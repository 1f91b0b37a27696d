/// Declarations for the names a first parse could not find, so a second parse keeps the code that
/// uses them.
///
/// Without a project's own headers clang does not know its classes, typedefs and constants. An
/// unknown type makes a declaration (`FeedModel *m = …;`) unreadable, and every later use of `m`
/// fails too; clang drops those statements. Each error names what was missing, and the tokens
/// around it show how it is used, which is enough to declare it plausibly:
///
/// | Use | Declared as |
/// |---|---|
/// | `X *x`, `[X new]`, `X.shared`, superclass, `@class X` never defined, `@implementation X` without interface | `@interface X : NSObject @end` |
/// | `id<P>`, `<P>` in a class header | `@protocol P @end` |
/// | `X x`, `(X)x` (not a pointer) | `typedef long X;`, or `typedef NodeLintUnknown *X;` when the name sounds like a struct (`…Parameters`, `…Region`) so `x.field` still parses |
/// | `X.y = v` on a class (an unknown class property) | `@interface X (NodeLintRecovery) @property (class) long y; @end` |
/// | `x.y`, `x->y`, `[x y]`, inside `@[…]`/`@{…}`, names like `…Key`, `…Name` | `extern NodeLintUnknown *x;` |
/// | a capitalised constant (`UIBarStyleBlack`, `kPadding`), a `case` label | `enum { X = 1000 };`: an integer constant (case labels need one), each value distinct (duplicate case values are errors) |
/// | any other value (`_count`, `total`) | `extern long x;` (assignable; converts to pointers and numbers with a warning only) |
/// | `f(...)` in Objective-C++ | `id f(...);` (C has implicit declarations) |
///
/// Declared names carry no members; members used on them parse as unknown messages, which without
/// ARC are warnings. A statement that failed at its first unknown name shows the next one only in
/// the next parse, so the front end repeats this (at most twice). Nothing declared here reaches the
/// model: only the parse gets further.
struct RecoveryDeclarations {
    private(set) var classes: [String] = []
    private(set) var protocols: [String] = []
    private(set) var scalarTypes: [String] = []
    private(set) var objectTypes: [String] = []
    /// Class properties: (class, property, is an object).
    private(set) var classProperties: [(String, String, Bool)] = []
    private(set) var objectValues: [String] = []
    private(set) var scalarValues: [String] = []
    private(set) var constants: [String] = []
    private(set) var functions: [String] = []
    private var seen: Set<String> = []

    var isEmpty: Bool { seen.isEmpty }

    init() {}

    init(errors: [ClangError], tokens: SourceTokens, dialect: ObjCDialect) {
        _ = add(errors: errors, tokens: tokens, dialect: dialect)
    }

    /// Adds declarations for `errors`; true when anything new was declared.
    mutating func add(errors: [ClangError], tokens: SourceTokens, dialect: ObjCDialect) -> Bool {
        let before = seen.count
        for error in errors { add(error, tokens: tokens, dialect: dialect) }
        return seen.count > before
    }

    /// The header text; `NodeLintUnknown` comes from the prelude.
    var header: String {
        var lines = ["#pragma clang system_header"]
        lines += protocols.map { "@protocol \($0) @end" }
        lines += classes.map { "@interface \($0) : NSObject @end" }
        lines += scalarTypes.map { "typedef long \($0);" }
        lines += objectTypes.map { "typedef NodeLintUnknown *\($0);" }
        lines += classProperties.map { c, p, isObject in
            "@interface \(c) (NodeLintRecovery_\(p)) @property (class) \(isObject ? "NodeLintUnknown *" : "long ")\(p); @end"
        }
        lines += objectValues.map { "extern NodeLintUnknown *\($0);" }
        lines += scalarValues.map { "extern long \($0);" }
        lines += constants.enumerated().map { "enum { \($1) = \(1000 + $0) };" }
        lines += functions.map { "id \($0)(...);" }
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func add(_ error: ClangError, tokens: SourceTokens, dialect: ObjCDialect) {
        let m = error.message
        let names = error.quotedNames
        if m.hasPrefix("cannot find protocol declaration for") {
            if let n = names.first { declare(n, in: \.protocols) }
        } else if m.hasPrefix("cannot find interface declaration for") || m.hasPrefix("unknown receiver") {
            if let n = names.first { declare(n, in: \.classes) }
        } else if m.hasSuffix("cannot use 'super' because it is a root class") {
            // An `@implementation` whose `@interface` is in a header that was not found; not a class the
            // file declares itself (its superclass is what is missing, declared by its own error).
            if let n = names.first, !Self.declaresInterface(n, tokens) { declare(n, in: \.classes) }
        } else if m.contains("cannot be found in forward class object") {
            if names.count >= 2 { declare(names[1], in: \.classes) }
        } else if m.hasPrefix("no type or protocol named") {
            guard let n = names.first else { return }
            declare(n, in: next(after: n, at: error.offset, tokens) == "*" ? \.classes : \.protocols)
        } else if m.hasPrefix("unknown type name") {
            guard let n = names.first else { return }
            declareType(n, at: error.offset, tokens)
        } else if m == "expected a type" {
            guard let i = tokens.index(at: error.offset), tokens.tokens[i].kind == .identifier else { return }
            declareType(tokens.text(i), at: error.offset, tokens)
        } else if m.hasPrefix("property"), m.hasSuffix("'"), names.count == 2, !names[1].hasSuffix("*"),
                  names[1] != "id", isIdentifier(names[1]) {
            // `property 'p' not found on object of type 'X'`: X itself, a class object.
            let key = names[1] + "." + names[0]
            guard isIdentifier(names[0]), !seen.contains(key) else { return }
            seen.insert(key)
            let after = next(after: names[0], at: error.offset, tokens)
            classProperties.append((names[1], names[0], after == "." || after == "->"))
        } else if m.hasPrefix("use of undeclared identifier") {
            guard let n = names.first else { return }
            addUndeclared(n, at: error.offset, tokens: tokens, dialect: dialect)
        }
    }

    private mutating func addUndeclared(_ name: String, at offset: Int, tokens: SourceTokens, dialect: ObjCDialect) {
        guard let i = tokens.index(at: offset) else { return }
        let before = i > 0 ? tokens.text(i - 1) : ""
        let after = next(after: name, at: offset, tokens)
        let startsUpper = name.first.map { $0.isUppercase } ?? false
        let afterIsIdentifier = i + 1 < tokens.tokens.count && tokens.tokens[i + 1].kind == .identifier
        if after == "::" { return }                  // a C++ namespace or class: nothing useful to declare
        if before == "[" && afterIsIdentifier && startsUpper {
            declare(name, in: \.classes)            // [FeedModel modelWithID:…]
        } else if startsUpper && (after == "*" || after == "<") && !looksLikeConstant(name) {
            declare(name, in: \.classes)            // FeedModel *model = …
        } else if startsUpper && after == "." && !looksLikeConstant(name) {
            declare(name, in: \.classes)            // NSCalendar.currentCalendar
        } else if afterIsIdentifier && before != "[" && !Self.keywords.contains(tokens.text(i + 1)) && !tokens.isToken(i + 2, ":") {
            declareType(name, at: offset, tokens)   // u_int32_t count = …; MKCoordinateRegion region;
        } else if before == "(" && after == ")" && isCast(at: i, tokens) {
            declareType(name, at: offset, tokens)   // (u_int32_t)count
        } else if after == "(" {
            if dialect == .objectiveCPlusPlus { declare(name, in: \.functions) }
        } else if before == "[" || after == "." || after == "->" || isInsideCollectionLiteral(i, tokens) || soundsLikeObject(name) {
            declare(name, in: \.objectValues)       // [_titleNode setText:…], _titleNode.text, @[kKey], NSFooAttributeName
        } else if before == "case" || (startsUpper && !looksLikeVariable(name)) || looksLikeConstant(name) {
            declare(name, in: \.constants)          // UIBarStyleBlack, kPadding, case MyStateLoading:
        } else {
            declare(name, in: \.scalarValues)       // _count, total
        }
    }

    /// Whether the file has `@interface Name` (a class, not a category or extension of it).
    static func declaresInterface(_ name: String, _ tokens: SourceTokens) -> Bool {
        var i = 0
        while i + 2 < tokens.tokens.count {
            if tokens.isToken(i, "@"), tokens.isToken(i + 1, "interface"), tokens.text(i + 2) == name,
               !tokens.isToken(i + 3, "(") {
                return true
            }
            i += 1
        }
        return false
    }

    private static let keywords: Set<String> = [
        "in", "return", "if", "else", "for", "while", "do", "switch", "case", "default", "break", "continue",
        "goto", "sizeof", "typeof", "__typeof__", "const", "static", "extern", "volatile",
    ]

    /// Names that sound like structs: declared as object pointers so `x.field` parses.
    private static let structSuffixes = ["Parameters", "Params", "Region", "Coordinate", "Span", "Insets",
                                         "Range", "Rect", "Size", "Point", "Struct", "Traits", "TraitCollection"]

    private mutating func declareType(_ name: String, at offset: Int, _ tokens: SourceTokens) {
        if isPointerUse(name, at: offset, tokens) {
            declare(name, in: \.classes)
        } else if Self.structSuffixes.contains(where: { name.hasSuffix($0) }) {
            declare(name, in: \.objectTypes)
        } else {
            declare(name, in: \.scalarTypes)
        }
    }

    /// `(X)value`: a capitalised name or a `_t` type between parentheses, followed by a value.
    private func isCast(at i: Int, _ tokens: SourceTokens) -> Bool {
        let name = tokens.text(i)
        guard name.first?.isUppercase == true || name.hasSuffix("_t"), i + 2 < tokens.tokens.count else { return false }
        let t = tokens.tokens[i + 2]
        return t.kind == .identifier || t.kind == .number || tokens.isToken(i + 2, "[") || tokens.isToken(i + 2, "(") || tokens.isToken(i + 2, "@")
    }

    /// Inside `@[ … ]` or `@{ … }` (elements must be objects), within the same statement.
    private func isInsideCollectionLiteral(_ i: Int, _ tokens: SourceTokens) -> Bool {
        var depth = 0
        var j = i - 1
        while j >= 0, i - j < 400 {
            if tokens.isToken(j, ";") { return false }
            if tokens.isToken(j, ")") || tokens.isToken(j, "]") || tokens.isToken(j, "}") { depth += 1 }
            if tokens.isToken(j, "(") || tokens.isToken(j, "[") || tokens.isToken(j, "{") {
                if depth == 0 { return !tokens.isToken(j, "(") && j > 0 && tokens.isToken(j - 1, "@") }
                depth -= 1
            }
            j -= 1
        }
        return false
    }

    /// String constants by their usual names: `NSFontAttributeName`, `kCellReuseIdentifier`.
    private func soundsLikeObject(_ name: String) -> Bool {
        ["Name", "Key", "Notification", "Identifier", "String", "URL"].contains { name.hasSuffix($0) }
    }

    /// `_count`, `total`: variables (assignable), as opposed to capitalised constants.
    private func looksLikeVariable(_ name: String) -> Bool {
        name.hasPrefix("_") || name.first?.isLowercase == true
    }

    /// `kFoo`, `FOO_BAR`: constants, not classes, even when capitalised.
    private func looksLikeConstant(_ name: String) -> Bool {
        if name.count > 1, name.first == "k", name.dropFirst().first?.isUppercase == true { return true }
        return name.allSatisfy { $0.isUppercase || $0 == "_" || $0.isNumber }
    }

    private func isPointerUse(_ name: String, at offset: Int, _ tokens: SourceTokens) -> Bool {
        let after = next(after: name, at: offset, tokens)
        return after == "*" || after == "<"
    }

    /// The text of the token after the one at `offset` (when that token is `name`).
    private func next(after name: String, at offset: Int, _ tokens: SourceTokens) -> String {
        guard let i = tokens.index(at: offset), tokens.text(i) == name, i + 1 < tokens.tokens.count else { return "" }
        return tokens.text(i + 1)
    }

    private mutating func declare(_ name: String, in list: WritableKeyPath<RecoveryDeclarations, [String]>) {
        guard isIdentifier(name), !seen.contains(name) else { return }
        seen.insert(name)
        self[keyPath: list].append(name)
    }

    private func isIdentifier(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        return s.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }
}

extension ClangError {
    /// Every name quoted with single quotes in the message, in order.
    var quotedNames: [String] {
        var out: [String] = []
        var current: String?
        for ch in message {
            if ch == "'" {
                if let c = current { if !c.isEmpty { out.append(c) }; current = nil } else { current = "" }
            } else if current != nil {
                current!.append(ch)
            }
        }
        return out
    }
}
