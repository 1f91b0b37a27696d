import NodeLintModel

/// How the client counts `character` in a position: UTF-16 code units (LSP's default, what JavaScript
/// editors count) or UTF-8 bytes, which the server prefers when the client offers it: nodelint's model
/// is byte offsets, so it is a subtraction.
public enum PositionEncoding: String, Sendable {
    case utf16 = "utf-16"
    case utf8 = "utf-8"

    /// The encoding to use given the client's `general.positionEncodings`, in its order of preference.
    /// UTF-8 when offered at all (no conversion, no surrogate pairs); else UTF-16, which every client
    /// must support, whatever else it lists (UTF-32 is not implemented here).
    public static func negotiate(_ offered: [String]?) -> PositionEncoding {
        (offered ?? []).contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    }
}

/// A zero-based line and a character offset in that line, counted in the negotiated encoding.
public struct LSPPosition: Equatable, Sendable {
    public var line: Int
    public var character: Int
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

/// Converts between byte offsets into a text and LSP positions. Lines break where nodelint's
/// SourceText breaks them (`\n`, `\r\n`, a lone `\r`), which is what LSP specifies too.
public struct LineTable {
    public let text: SourceText
    public init(_ text: SourceText) { self.text = text }
    public init(bytes: [UInt8]) { text = SourceText(bytes: bytes) }

    public func position(ofOffset offset: Int, encoding: PositionEncoding) -> LSPPosition {
        let clamped = max(0, min(offset, text.bytes.count))
        let line = text.line(of: clamped) - 1
        let start = text.lineStarts[line]
        switch encoding {
        case .utf8: return LSPPosition(line: line, character: clamped - start)
        case .utf16: return LSPPosition(line: line, character: Self.utf16Count(text.bytes[start..<clamped]))
        }
    }

    /// The byte offset of `position`. A line past the last is the end of the text; a character past
    /// the end of its line is the end of the line (before its line break), as LSP asks; a position
    /// inside a character (between the halves of a surrogate pair) is that character's start.
    public func offset(of position: LSPPosition, encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < text.lineStarts.count else { return text.bytes.count }
        let start = text.lineStarts[position.line]
        let end = contentEnd(ofLine: position.line)
        let wanted = max(0, position.character)
        switch encoding {
        case .utf8:
            var offset = min(start + wanted, end)
            // Not into the middle of a UTF-8 sequence.
            while offset > start && offset < end && text.bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
            return offset
        case .utf16:
            var offset = start, units = 0
            while offset < end && units < wanted {
                let length = Self.sequenceLength(text.bytes[offset])
                let width = length == 4 ? 2 : 1
                if units + width > wanted { break }
                units += width
                offset = min(end, offset + length)
            }
            return offset
        }
    }

    /// The byte offset of a 1-based line and character column as nodelint prints them (characters are
    /// grapheme clusters): where a note points.
    public func offset(line: Int, characterColumn: Int) -> Int {
        guard line >= 1, line <= text.lineStarts.count else { return text.bytes.count }
        let start = text.lineStarts[line - 1]
        let end = contentEnd(ofLine: line - 1)
        let content = String(decoding: text.bytes[start..<end], as: UTF8.self)
        var offset = start
        for character in content.prefix(max(0, characterColumn - 1)) { offset += character.utf8.count }
        return min(offset, end)
    }

    /// The end of a zero-based line's text, before its line break.
    func contentEnd(ofLine line: Int) -> Int {
        var end = line + 1 < text.lineStarts.count ? text.lineStarts[line + 1] : text.bytes.count
        while end > text.lineStarts[line] && (text.bytes[end - 1] == 0x0A || text.bytes[end - 1] == 0x0D) { end -= 1 }
        return end
    }

    /// UTF-16 code units of UTF-8 bytes: one per sequence, two for a four-byte one (outside the BMP).
    /// A byte that starts no valid sequence counts as one unit, as its replacement character would.
    /// Walks sequences as `offset(of:encoding:)` does, so the two conversions agree.
    static func utf16Count(_ bytes: ArraySlice<UInt8>) -> Int {
        var count = 0, i = bytes.startIndex
        while i < bytes.endIndex {
            let length = sequenceLength(bytes[i])
            count += length == 4 ? 2 : 1
            i += length
        }
        return count
    }

    /// Bytes in the UTF-8 sequence a lead byte starts (1 for a stray continuation or invalid byte).
    static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xC0...0xDF: return 2
        case 0xE0...0xEF: return 3
        case 0xF0...0xF7: return 4
        default: return 1
        }
    }
}
