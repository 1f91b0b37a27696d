/// A compact binary form of a `SourceFile` model: what a parse worker process sends back to the
/// process that lints (and what an on-disk cache of models can store). The file's text is not part of
/// it: the reader has the bytes already and hands them to `decode`.
///
/// The format, deterministic (the same model always gives the same bytes):
/// - a header: the magic `NLMC`, the format version (a varint), the language (one byte) and the
///   length of the text the model was made from (a varint), which `decode` checks against the text
///   it is given;
/// - then the model's fields in declaration order (see `ModelEncoder`): unsigned integers as LEB128
///   varints, signed ones (offsets may be -1) zig-zag encoded, booleans as one byte, optionals as a
///   presence byte, arrays as a count and their elements, enums as a tag byte and their payload;
/// - strings through a table built while writing: a varint 0 followed by the length and the UTF-8
///   bytes for a string not seen before, else the string's 1-based position in the table (names repeat
///   throughout a model);
/// - a comment's text, which is almost always the bytes of its range, is a flag instead.
///
/// `decode` never traps, whatever the bytes: a bad magic or version, a truncated or malformed field,
/// a count larger than the bytes left, an unknown tag, an inverted range or nesting deeper than
/// `maximumNesting` throws a `ModelCodec.DecodingError`.
public enum ModelCodec {
    static let magic: [UInt8] = Array("NLMC".utf8)
    /// Bump when the model or the encoding changes: readers reject other versions.
    /// (2: Swift models list the file's imports.)
    public static let version = 2
    /// Expressions and statements nested deeper than this are rejected when decoding, so corrupt input
    /// cannot exhaust the stack. Front ends bound their own nesting well below it.
    public static let maximumNesting = 1024

    /// Why bytes could not be decoded; `offset` is where in the bytes the reader gave up.
    public struct DecodingError: Error, CustomStringConvertible {
        public var offset: Int
        public var reason: String
        public var description: String { "model data unreadable at byte \(offset): \(reason)" }
    }

    /// The model as bytes: everything in it but the path, the language and the text, which the
    /// reader supplies.
    public static func encode(_ file: SourceFile) -> [UInt8] {
        var encoder = ModelEncoder()
        encoder.header(language: file.language, textLength: file.text.bytes.count)
        encoder.sourceFile(file)
        return encoder.bytes
    }

    /// The model encoded in `bytes`, for the file at `path` whose text is `text`. Throws when the
    /// bytes are not a model of this version, of this language, made from a text of this length.
    public static func decode(_ bytes: [UInt8], path: String, language: Language, text: SourceText) throws -> SourceFile {
        var decoder = ModelDecoder(bytes: bytes)
        try decoder.header(language: language, textLength: text.bytes.count)
        let file = SourceFile(path: path, language: language, text: text)
        try decoder.sourceFile(into: file)
        try decoder.expectEnd()
        return file
    }

    static func languageTag(_ language: Language) -> UInt8 {
        switch language {
        case .swift: return 1
        case .objectiveC: return 2
        }
    }
}
