import NodeLintModel

/// Reads the declarations of an Objective-C file from its tokens, without libclang: what the project
/// index needs of a file it does not lint. The model is the one the libclang mapper (`ObjCMapper`)
/// makes, without bodies:
/// `@interface`, `@implementation` and `@protocol`, categories and class extensions, superclasses
/// (with type arguments), protocol lists and generic parameters; `@property` (name, written type,
/// `readonly`/`weak`/`unsafe_unretained`/`class`), instance variables in braces, and methods (named as
/// Swift imports them, `SwiftSpelling`); `typedef`s. Macros around declarations are stepped over:
/// `NS_ASSUME_NONNULL_BEGIN`, `AS_EXTERN`, `AS_SUBCLASSING_RESTRICTED`, `NS_DESIGNATED_INITIALIZER`,
/// `NS_SWIFT_NAME(…)`, `API_AVAILABLE(…)`, `__attribute__((…))` and any other capitalised
/// `NAME_WITH_UNDERSCORES` or `NAME(…)`. One configuration is read, as libclang reads one
/// (`ActiveTokens`).
///
/// Where it differs from libclang by design: it reads what is written even where libclang, without
/// the project's headers, could not (a superclass or protocol it does not know, a category of an
/// unknown class); C functions and variables are not read (the index does not use them); nothing is
/// expanded, so a declaration a macro writes is not seen.
///
/// Linear in the file's size, iterative (no recursion on nesting), never fails: what it cannot read
/// it steps over.
struct DeclarationScanner {
    let tokens: ScannerTokens
    let file: SourceFile
    /// The macros defined once the file is read (for names a macro stands for).
    let macros: PreprocessorMacros
    var p = 0

    init(file: SourceFile, active: ActiveTokens) {
        self.file = file
        self.tokens = ScannerTokens(active)
        self.macros = active.macros
    }

    mutating func scan() {
        while p < tokens.count {
            if tokens.isToken(p, "@") {
                if tokens.isKeyword(p, "interface") {
                    file.types.append(container(interface: true))
                } else if tokens.isKeyword(p, "implementation") {
                    file.types.append(container(interface: false))
                } else if tokens.isKeyword(p, "protocol"), tokens.isIdentifier(p + 2),
                          !tokens.isToken(p + 3, ";"), !tokens.isToken(p + 3, ",") {
                    file.types.append(protocolDeclaration())
                } else {
                    // `@class A, B;`, a forward `@protocol P;`, `@import M;`, `@compatibility_alias`, a stray `@end`.
                    skipStatement()
                }
            } else if tokens.isToken(p, "typedef") {
                typedefDeclaration()
            } else if tokens.isToken(p, "extern"), tokens.token(p + 1 < tokens.count ? p + 1 : p).kind == .string,
                      tokens.isToken(p + 2, "{") {
                // `extern "C" {`: its declarations are at file level.
                p += 3
            } else if tokens.isToken(p, "namespace") {
                var q = p + 1
                while tokens.isIdentifier(q) || tokens.isToken(q, "::") { q += 1 }
                if tokens.isToken(q, "{") { p = q + 1 } else { skipStatement() }
            } else if tokens.isToken(p, "}") || tokens.isToken(p, ";") {
                p += 1
            } else if let next = tokens.skipMacro(p) {
                p = next
            } else {
                skipStatement()
            }
        }
    }

    // MARK: Containers

    /// `@interface X : Y <P>`, `@interface X (Cat) <P>`, `@implementation X`, `@implementation X (Cat)`,
    /// with their instance variables and members, to `@end`.
    private mutating func container(interface: Bool) -> TypeDecl {
        let at = p
        p += 2
        let nameAt = tokens.isIdentifier(p) ? p : nil
        // A name the file defines as a macro (`@implementation AS_TN2_CLASSNAME`) is that macro's value.
        let name = nameAt.map { macroValue(tokens.text($0)) } ?? ""
        if nameAt != nil { p += 1 }
        var genericParameters: [String] = []
        // Generic parameters: before the superclass, or before a category's name
        // (`@interface NSArray<__covariant ObjectType> (ASCollections)`), where they are not kept.
        if interface, tokens.isToken(p, "<"), let close = tokens.matching(p), tokens.isToken(close + 1, ":") || tokens.isToken(close + 1, "(") {
            genericParameters = self.genericParameters(p + 1, close)
            p = close + 1
        }
        let decl: TypeDecl
        if tokens.isToken(p, "("), let close = tokens.matching(p) {
            // A category (or a class extension, `()`): an extension of the class named.
            let category = (p + 1..<close).first { tokens.isIdentifier($0) }.map { tokens.text($0) } ?? ""
            p = close + 1
            let offset = interface ? (nameAt.map { tokens.start($0) } ?? tokens.start(at)) : tokens.start(at)
            decl = TypeDecl(kind: .extension, name: name, nameOffset: offset, range: tokens.start(at)..<tokens.end(at))
            if !category.isEmpty || !interface { decl.attributes.append("category(\(category))") }
        } else {
            let offset = interface ? (nameAt.map { tokens.start($0) } ?? tokens.start(at)) : tokens.start(at)
            decl = TypeDecl(kind: .class, name: name, nameOffset: offset, range: tokens.start(at)..<tokens.end(at))
            decl.objcName = name
            decl.genericParameters = genericParameters
            if tokens.isToken(p, ":") {
                p += 1
                if interface, tokens.isIdentifier(p) { decl.inherits.append(superclass(at: p)) }
                if tokens.isIdentifier(p) { p += 1 }
                // `Base<ASTableNode *>`, `Base<NodeType>` (a generic parameter): type arguments, not protocols.
                if tokens.isToken(p, "<"), let close = tokens.matching(p),
                   decl.inherits.first?.genericArguments.isEmpty == false
                    || (p + 1..<close).contains(where: { genericParameters.contains(tokens.text($0)) }) {
                    p = close + 1
                }
            }
        }
        decl.isInterfaceOnly = interface
        if tokens.isToken(p, "<"), let close = tokens.matching(p) {
            // A declaration's protocol list; an implementation names none.
            if interface { decl.inherits += protocolList(p + 1, close) }
            p = close + 1
        }
        members(of: decl, interface: interface)
        decl.range = decl.range.lowerBound..<(p > 0 ? tokens.end(p - 1) : decl.range.upperBound)
        return decl
    }

    /// `name`, or the identifier a macro of that name stands for.
    private func macroValue(_ name: String) -> String {
        guard let value = macros.value(name), let first = value.utf8.first,
              first == UInt8(ascii: "_") || (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z")) else { return name }
        return value
    }

    /// `@protocol P <Q, R>` and its members, to `@end`.
    private mutating func protocolDeclaration() -> TypeDecl {
        let at = p
        p += 2
        let name = tokens.text(p)
        let decl = TypeDecl(kind: .protocol, name: name, nameOffset: tokens.start(p), range: tokens.start(at)..<tokens.end(p))
        p += 1
        decl.isInterfaceOnly = true
        decl.objcName = name
        if tokens.isToken(p, "<"), let close = tokens.matching(p) {
            decl.inherits = protocolList(p + 1, close)
            p = close + 1
        }
        members(of: decl, interface: true)
        decl.range = decl.range.lowerBound..<tokens.end(p - 1)
        return decl
    }

    /// The superclass named at `at`: `Base<ASTableNode *>` keeps its type arguments (when the angle
    /// brackets hold types, not protocols), as the mapper's `superclassName`.
    private func superclass(at: Int) -> TypeName {
        if tokens.isToken(at + 1, "<"), let close = tokens.matching(at + 1),
           let parsed = tokens.typeText(from: at, to: close + 1), !parsed.genericArguments.isEmpty {
            return parsed
        }
        var type = TypeName(tokens.text(at))
        type.offset = tokens.start(at)
        return type
    }

    /// The protocols between `<` and `>` (positions `from..<to`), located at their names.
    private func protocolList(_ from: Int, _ to: Int) -> [TypeName] {
        var out: [TypeName] = []
        var q = from
        while q < to {
            if tokens.isIdentifier(q), !tokens.isMacroName(q) {
                var type = TypeName(tokens.text(q))
                type.offset = tokens.start(q)
                out.append(type)
            }
            q += 1
        }
        return out
    }

    /// `<ObjectType>`, `<__covariant K, __covariant V : id<NSCopying>>`: the parameters' names.
    private func genericParameters(_ from: Int, _ to: Int) -> [String] {
        var out: [String] = []
        var q = from
        var expectingName = true
        while q < to {
            if tokens.isToken(q, ",") {
                expectingName = true
            } else if tokens.isToken(q, "<"), let close = tokens.matching(q) {
                q = close
            } else if expectingName, tokens.isIdentifier(q), !tokens.isToken(q, "__covariant"), !tokens.isToken(q, "__contravariant") {
                out.append(tokens.text(q))
                expectingName = false
            }
            q += 1
        }
        return out
    }

    // MARK: Statements that declare nothing the index needs

    /// Past a statement at file or member level: to its `;`, or past the body that ends it (a C
    /// function's `{…}`; an initializer's `{…}` is followed by its `;`). Stops before a container
    /// boundary, which no statement contains.
    mutating func skipStatement() {
        let first = p
        while p < tokens.count {
            if p > first && tokens.isContainerBoundary(p) { return }
            // A method starts its line: what came before it was a macro, not a declaration to its `;`
            // (`ASLayoutElementStyleExtensibilityForwarding` alone on a line in an implementation).
            if p > first && tokens.startsMethod(p) { return }
            if tokens.isToken(p, ";") {
                p += 1
                return
            }
            if tokens.isToken(p, "{") {
                p = tokens.skipGroup(p)
                if tokens.isToken(p, ";") { p += 1 }
                // `= { … }` ends at its `;`; a function body ends the definition.
                return
            }
            if tokens.isToken(p, "(") || tokens.isToken(p, "[") {
                p = tokens.skipGroup(p)
                continue
            }
            if tokens.isToken(p, "}") {
                // The end of an `extern "C"` or namespace block this statement was the last of.
                return
            }
            p += 1
        }
    }

    /// `typedef T Name;`, `typedef void (^Block)(BOOL);`: a typealias, unless it only names a tag of
    /// the same name (`typedef NS_ENUM(NSInteger, Name)`, `typedef struct Name Name`) or defines a
    /// struct, union or enum in place.
    private mutating func typedefDeclaration() {
        let start = p + 1
        skipStatement()
        var end = p
        if end > start && tokens.isToken(end - 1, ";") { end -= 1 }
        guard end > start, !(start..<end).contains(where: { tokens.isToken($0, "{") }) else { return }
        // NS_ENUM(T, Name) and the like declare an enum, which the mapper leaves out.
        if tokens.isMacroName(start) && tokens.isToken(start + 1, "(") { return }
        // Trailing attributes and macros (`typedef id Foo NS_SWIFT_NAME(Bar);`).
        var last = end
        while last > start {
            if tokens.isToken(last - 1, ")"), let open = openingParenthesis(before: last - 1, from: start), open > start,
               tokens.isMacroName(open - 1) {
                last = open - 1
            } else if tokens.isMacroName(last - 1) {
                last -= 1
            } else {
                break
            }
        }
        guard let nameAt = DeclaratorName.find(tokens, from: start, to: last) else { return }
        let name = tokens.text(nameAt)
        // The type as clang spells it: without the name, nor the names of a block's or function's
        // parameters (`void (^)(BOOL)` for `void (^Done)(BOOL finished)`).
        let kept = (start..<last).filter { $0 != nameAt && !isParameterName($0, after: nameAt, before: last) }
        let written = kept.map { tokens.text($0) }.joined(separator: " ")
        guard let target = ObjCTypeName.parse(written), target.base != name else { return }
        file.typealiases.append(TypeAlias(name: name, target: target, nameOffset: tokens.start(nameAt), container: ""))
    }

    /// Whether the identifier at `q` names a parameter of the block or function type declared before
    /// `end` with its name at `name`: the last word of a parameter of the parameter list after the
    /// name, that follows a type (`BOOL finished`, `NSString *title`).
    private func isParameterName(_ q: Int, after name: Int, before end: Int) -> Bool {
        guard q > name + 1, tokens.isIdentifier(q), !tokens.isMacroName(q),
              tokens.isToken(q + 1, ",") || tokens.isToken(q + 1, ")") else { return false }
        guard tokens.isIdentifier(q - 1) || tokens.isToken(q - 1, "*") || tokens.isToken(q - 1, ">") else { return false }
        guard !["const", "volatile", "_Nonnull", "_Nullable", "nonnull", "nullable"].contains(tokens.text(q)) else { return false }
        // Inside a parameter list: a `(` after the name that is still open at `q`.
        var depth = 0
        var k = q - 1
        while k > name {
            if tokens.isToken(k, ")") { depth += 1 }
            if tokens.isToken(k, "(") {
                if depth == 0 { return true }
                depth -= 1
            }
            k -= 1
        }
        return false
    }

    /// The `(` matching the `)` at `close`, searching back no further than `from`.
    func openingParenthesis(before close: Int, from: Int) -> Int? {
        var depth = 0
        var q = close
        while q >= from {
            if tokens.isToken(q, ")") { depth += 1 }
            if tokens.isToken(q, "(") {
                depth -= 1
                if depth == 0 { return q }
            }
            q -= 1
        }
        return nil
    }
}
