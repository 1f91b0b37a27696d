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
/// | `X *x`, `[X new]`, `X.shared`, superclass, `@class X` never defined | `@interface X : NSObject @end` |
/// | `id<P>`, `<P>` in a class header | `@protocol P @end` |
/// | `X x` (not a pointer) | `typedef long X;` |
/// | `x.y`, `x->y`, `[x y]` | `extern NodeLintUnknown *x;` |
/// | any other value | `extern long x;` (converts to pointers and numbers with a warning only) |
/// | `f(...)` in Objective-C++ | `id f(...);` (C has implicit declarations) |
///
/// Declared names carry no members; members used on them parse as unknown messages, which without
/// ARC are warnings. Nothing declared here reaches the model: only the parse gets further.
struct RecoveryDeclarations {
    private(set) var classes: [String] = []
    private(set) var protocols: [String] = []
    private(set) var scalarTypes: [String] = []
    private(set) var objectValues: [String] = []
    private(set) var scalarValues: [String] = []
    private(set) var functions: [String] = []
    private var seen: Set<String> = []

    var isEmpty: Bool { seen.isEmpty }

    init(errors: [ClangError], tokens: SourceTokens, dialect: ObjCDialect) {
        for error in errors { add(error, tokens: tokens, dialect: dialect) }
    }

    /// The header text; `NodeLintUnknown` comes from the prelude.
    var header: String {
        var lines = ["#pragma clang system_header"]
        lines += protocols.map { "@protocol \($0) @end" }
        lines += classes.map { "@interface \($0) : NSObject @end" }
        lines += scalarTypes.map { "typedef long \($0);" }
        lines += objectValues.map { "extern NodeLintUnknown *\($0);" }
        lines += scalarValues.map { "extern long \($0);" }
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
        } else if m.contains("cannot be found in forward class object") {
            if names.count >= 2 { declare(names[1], in: \.classes) }
        } else if m.hasPrefix("no type or protocol named") {
            guard let n = names.first else { return }
            declare(n, in: next(after: n, at: error.offset, tokens) == "*" ? \.classes : \.protocols)
        } else if m.hasPrefix("unknown type name") {
            guard let n = names.first else { return }
            declare(n, in: isPointerUse(n, at: error.offset, tokens) ? \.classes : \.scalarTypes)
        } else if m == "expected a type" {
            guard let i = tokens.index(at: error.offset), tokens.tokens[i].kind == .identifier else { return }
            let n = tokens.text(i)
            declare(n, in: isPointerUse(n, at: error.offset, tokens) ? \.classes : \.scalarTypes)
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
        if before == "[" && afterIsIdentifier && startsUpper {
            declare(name, in: \.classes)            // [FeedModel modelWithID:…]
        } else if startsUpper && (after == "*" || after == "<") && !looksLikeConstant(name) {
            declare(name, in: \.classes)            // FeedModel *model = …
        } else if startsUpper && after == "." && !looksLikeConstant(name) {
            declare(name, in: \.classes)            // NSCalendar.currentCalendar
        } else if after == "(" {
            if dialect == .objectiveCPlusPlus { declare(name, in: \.functions) }
        } else if before == "[" || after == "." || after == "->" {
            declare(name, in: \.objectValues)       // [_titleNode setText:…], _titleNode.attributedText
        } else {
            declare(name, in: \.scalarValues)       // kPadding, UIBarStyleBlack, _count
        }
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
        guard Self.isIdentifier(name), !seen.contains(name) else { return }
        seen.insert(name)
        self[keyPath: list].append(name)
    }

    static func isIdentifier(_ s: String) -> Bool {
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
