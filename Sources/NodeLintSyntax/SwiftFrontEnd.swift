import NodeLintModel

/// The Swift front end: source bytes in, the language-neutral model out.
public enum SwiftFrontEnd {
    /// Lexes and parses one file. Never throws and never traps: what cannot be read is recorded
    /// in `SourceFile.problems` and the rest of the file is still modelled.
    /// `stringPool`: the run's (`StringPool`), so that files share their long names and signatures.
    public static func parse(path: String, bytes: [UInt8], stringPool: StringPool? = nil) -> SourceFile {
        if let tooLarge = tooLargeFile(path: path, bytes: bytes) { return tooLarge }
        return parse(path: path, bytes: bytes, lexed: SwiftLexer.lex(bytes), stringPool: stringPool)
    }

    /// Parses already-lexed tokens (`SwiftLexer.lex(bytes)`); lets a benchmark time parsing alone.
    public static func parse(path: String, bytes: [UInt8], lexed: LexedSwift, stringPool: StringPool? = nil) -> SourceFile {
        let file = SourceFile(path: path, language: .swift, text: SourceText(bytes: bytes))
        file.comments.reserveCapacity(lexed.comments.count)
        for c in lexed.comments {
            file.comments.append(Comment(range: c.start..<c.end, text: file.text.text(c.start..<c.end), isBlock: c.isBlock))
        }
        run(file, bytes: bytes, tokens: lexed.tokens, declarationsOnly: false, stringPool: stringPool)
        return file
    }

    /// The declarations of one file, several times faster than `parse`: types, members with their
    /// signatures, declared types, attributes and modifiers, property initializers, accessors, and
    /// typealiases are as `parse` models them, but the code of function, initializer, accessor and
    /// closure bodies is not read. Such a body keeps its kind and range (a computed property still
    /// has a getter body) and has no statements, parameters or locals; `comments` is empty, and
    /// `problems` lists only what went wrong outside the skipped bodies. Enough to index a file
    /// (which types it declares, what they inherit, their members), never to run rules on.
    public static func parseDeclarations(path: String, bytes: [UInt8], stringPool: StringPool? = nil) -> SourceFile {
        if let tooLarge = tooLargeFile(path: path, bytes: bytes) { return tooLarge }
        let file = SourceFile(path: path, language: .swift, text: SourceText(bytes: bytes))
        run(file, bytes: bytes, tokens: SwiftLexer.lex(bytes).tokens, declarationsOnly: true, stringPool: stringPool)
        return file
    }

    private static func tooLargeFile(path: String, bytes: [UInt8]) -> SourceFile? {
        guard SwiftLexer.isTooLarge(bytes) else { return nil }
        let file = SourceFile(path: path, language: .swift, text: SourceText(bytes: []))
        file.problems.append(FrontEndProblem(offset: 0, message: "file too large to parse (over 2 GB)"))
        return file
    }

    private static func run(_ file: SourceFile, bytes: [UInt8], tokens: [Token], declarationsOnly: Bool, stringPool: StringPool?) {
        let tokens = tokens.isEmpty ? [Token(kind: .eof, start: bytes.count, end: bytes.count)] : tokens
        let padded = bytes.isEmpty ? [0] : bytes
        padded.withUnsafeBufferPointer { b in
            tokens.withUnsafeBufferPointer { t in
                let parser = Parser(file: file, bytes: ByteView(base: b.baseAddress!, count: bytes.count),
                                    tokens: TokenView(base: t.baseAddress!, count: t.count),
                                    declarationsOnly: declarationsOnly, stringPool: stringPool)
                parser.parseFile()
            }
        }
    }
}
