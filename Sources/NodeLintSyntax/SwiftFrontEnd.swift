import NodeLintModel

/// The Swift front end: source bytes in, the language-neutral model out.
public enum SwiftFrontEnd {
    /// Lexes and parses one file. Never throws and never traps: what cannot be read is recorded
    /// in `SourceFile.problems` and the rest of the file is still modelled.
    public static func parse(path: String, bytes: [UInt8]) -> SourceFile {
        if SwiftLexer.isTooLarge(bytes) {
            let file = SourceFile(path: path, language: .swift, text: SourceText(bytes: []))
            file.problems.append(FrontEndProblem(offset: 0, message: "file too large to parse (over 2 GB)"))
            return file
        }
        return parse(path: path, bytes: bytes, lexed: SwiftLexer.lex(bytes))
    }

    /// Parses already-lexed tokens (`SwiftLexer.lex(bytes)`); lets a benchmark time parsing alone.
    public static func parse(path: String, bytes: [UInt8], lexed: LexedSwift) -> SourceFile {
        let file = SourceFile(path: path, language: .swift, text: SourceText(bytes: bytes))
        file.comments.reserveCapacity(lexed.comments.count)
        for c in lexed.comments {
            file.comments.append(Comment(range: c.start..<c.end, text: file.text.text(c.start..<c.end), isBlock: c.isBlock))
        }
        let tokens = lexed.tokens.isEmpty ? [Token(kind: .eof, start: bytes.count, end: bytes.count)] : lexed.tokens
        let padded = bytes.isEmpty ? [0] : bytes
        padded.withUnsafeBufferPointer { b in
            tokens.withUnsafeBufferPointer { t in
                let parser = Parser(file: file, bytes: ByteView(base: b.baseAddress!, count: bytes.count),
                                    tokens: TokenView(base: t.baseAddress!, count: t.count))
                parser.parseFile()
            }
        }
        return file
    }
}
