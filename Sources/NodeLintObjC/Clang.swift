internal import CClang

// Thin Swift helpers over libclang's C API. Only this module sees CClang (`internal import`), so
// targets that use NodeLintObjC need neither libclang's headers nor its include path.

extension CXString {
    /// The string's contents; disposes of the CXString.
    func consume() -> String {
        defer { clang_disposeString(self) }
        guard let c = clang_getCString(self) else { return "" }
        return String(cString: c)
    }
}

extension CXCursor {
    var kind: CXCursorKind { clang_getCursorKind(self) }
    var spelling: String { clang_getCursorSpelling(self).consume() }
    var isNull: Bool { clang_Cursor_isNull(self) != 0 }
    var isExpression: Bool { clang_isExpression(kind) != 0 }
    var isStatement: Bool { clang_isStatement(kind) != 0 }
    var isDeclaration: Bool { clang_isDeclaration(kind) != 0 }

    /// The direct children, in source order, as libclang's visitor reports them.
    var children: [CXCursor] {
        var out: [CXCursor] = []
        withUnsafeMutablePointer(to: &out) { pointer in
            _ = clang_visitChildren(self, { child, _, data in
                data!.assumingMemoryBound(to: [CXCursor].self).pointee.append(child)
                return CXChildVisit_Continue
            }, pointer)
        }
        return out
    }

    /// Implicit conversions and other wrappers libclang exposes as a single-child `UnexposedExpr`
    /// (or a `ParenExpr` when `parens` is true) are looked through.
    func unwrapped(parens: Bool = false) -> CXCursor {
        var c = self
        var guardCount = 0
        while guardCount < 64 {
            guardCount += 1
            let k = c.kind
            guard k == CXCursor_UnexposedExpr || (parens && k == CXCursor_ParenExpr) else { break }
            let kids = c.children
            guard kids.count == 1, kids[0].isExpression else { break }
            c = kids[0]
        }
        return c
    }
}

/// Byte offsets of libclang locations in the main file. A location inside a macro argument maps to
/// where the argument is written; one produced by a macro body maps to the macro's use.
struct MainFileLocations {
    let tu: CXTranslationUnit
    let file: CXFile?

    init(tu: CXTranslationUnit, path: String) {
        self.tu = tu
        self.file = clang_getFile(tu, path)
    }

    func offset(_ location: CXSourceLocation) -> Int? {
        var f: CXFile?
        var offset: UInt32 = 0
        clang_getFileLocation(location, &f, nil, nil, &offset)
        // Pointer identity, not `clang_File_isEqual`: that compares unique IDs, which all files that
        // exist only in memory (the main file when read from stdin, the recovery header) share.
        guard let f = f, let main = file, f == main else { return nil }
        return Int(offset)
    }

    func isInMainFile(_ cursor: CXCursor) -> Bool {
        offset(clang_getCursorLocation(cursor)) != nil
    }

    /// The cursor's location (for most expressions the interesting token: the member name of a
    /// member reference), or `fallback`.
    func location(_ cursor: CXCursor, or fallback: Int) -> Int {
        offset(clang_getCursorLocation(cursor)) ?? fallback
    }

    /// Start and end offsets of the cursor's extent (end exclusive), when both are in the main file.
    func extent(_ cursor: CXCursor) -> Range<Int>? {
        let r = clang_getCursorExtent(cursor)
        guard let s = offset(clang_getRangeStart(r)), let e = offset(clang_getRangeEnd(r)) else { return nil }
        return s..<max(s, e)
    }

    func start(_ cursor: CXCursor, or fallback: Int) -> Int {
        offset(clang_getRangeStart(clang_getCursorExtent(cursor))) ?? fallback
    }

    /// Offset of selector piece `i` of a message send or method declaration, if it exists.
    func selectorPiece(_ cursor: CXCursor, _ i: Int) -> Int? {
        let r = clang_Cursor_getSpellingNameRange(cursor, UInt32(i), 0)
        if clang_Range_isNull(r) != 0 { return nil }
        return offset(clang_getRangeStart(r))
    }
}
