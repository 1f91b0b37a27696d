/// Trivia: the whitespace and comments between tokens. The lexer does not store it; it is the gap
/// between one token's end and the next token's start, split into pieces on demand. Following the
/// Swift convention, a token's trailing trivia runs up to (not including) the next line break; the
/// rest of the gap is the next token's leading trivia.
public enum TriviaKind: String, Sendable {
    case spaces, tabs, newlines, lineComment, docLineComment, blockComment, docBlockComment
    case shebang, byteOrderMark
    /// Vertical tab, form feed, NUL, U+00A0: whitespace the compiler accepts with a warning.
    case otherWhitespace
    /// Bytes that are not trivia; never produced for a gap the lexer left between two tokens.
    case unexpected
}

public struct TriviaPiece: Sendable, Equatable {
    public var kind: TriviaKind
    public var range: Range<Int>
}

public enum Trivia {
    /// Splits `bytes[range]` (a gap between tokens) into trivia pieces.
    public static func pieces(_ bytes: [UInt8], _ range: Range<Int>) -> [TriviaPiece] {
        var out: [TriviaPiece] = []
        var i = range.lowerBound
        let end = min(range.upperBound, bytes.count)
        func at(_ k: Int) -> UInt8 { k < end ? bytes[k] : 0 }
        func add(_ kind: TriviaKind, _ from: Int, _ to: Int) {
            if let last = out.last, last.kind == kind, last.range.upperBound == from,
               kind == .spaces || kind == .tabs || kind == .newlines || kind == .otherWhitespace {
                out[out.count - 1].range = last.range.lowerBound..<to
            } else {
                out.append(TriviaPiece(kind: kind, range: from..<to))
            }
        }
        if i == 0 && end >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            add(.byteOrderMark, 0, 3)
            i = 3
        }
        if (i == 0 || i == 3 && !out.isEmpty) && at(i) == UInt8(ascii: "#") && at(i + 1) == UInt8(ascii: "!") {
            let s = i
            while i < end && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
            add(.shebang, s, i)
        }
        while i < end {
            let b = bytes[i]
            switch b {
            case 0x20: add(.spaces, i, i + 1); i += 1
            case 0x09: add(.tabs, i, i + 1); i += 1
            case 0x0A, 0x0D: add(.newlines, i, i + 1); i += 1
            case 0x0B, 0x0C, 0x00: add(.otherWhitespace, i, i + 1); i += 1
            case 0xC2 where at(i + 1) == 0xA0: add(.otherWhitespace, i, i + 2); i += 2
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                let s = i
                while i < end && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
                add(at(s + 2) == UInt8(ascii: "/") ? .docLineComment : .lineComment, s, i)
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                let s = i
                i += 2
                var depth = 1
                while i < end && depth > 0 {
                    if bytes[i] == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "*") {
                        depth += 1; i += 2
                    } else if bytes[i] == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/") {
                        depth -= 1; i += 2
                    } else {
                        i += 1
                    }
                }
                let isDoc = at(s + 2) == UInt8(ascii: "*") && !(i - s == 4)
                add(isDoc ? .docBlockComment : .blockComment, s, i)
            default:
                add(.unexpected, i, i + 1)
                i += 1
            }
        }
        return out
    }
}

extension LexedSwift {
    /// The bytes between token `index - 1` and token `index` (from the start of the file for the first).
    public func gap(before index: Int) -> Range<Int> {
        let from = index == 0 ? 0 : tokens[index - 1].end
        return from..<tokens[index].start
    }

    /// Trailing trivia of token `index`: the start of the following gap, up to the first line break.
    public func trailingTrivia(of index: Int, in bytes: [UInt8]) -> Range<Int> {
        guard index + 1 < tokens.count else { return tokens[index].end..<tokens[index].end }
        let g = gap(before: index + 1)
        for piece in Trivia.pieces(bytes, g) where piece.kind == .newlines {
            return g.lowerBound..<piece.range.lowerBound
        }
        return g
    }

    /// Leading trivia of token `index`: the gap before it minus the previous token's trailing trivia.
    public func leadingTrivia(of index: Int, in bytes: [UInt8]) -> Range<Int> {
        let g = gap(before: index)
        if index == 0 { return g }
        return trailingTrivia(of: index - 1, in: bytes).upperBound..<g.upperBound
    }

    /// Rebuilds the source from the tokens and the trivia around them: equal to the lexed bytes.
    public func reconstruct(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var previousEnd = 0
        for t in tokens {
            let lo = max(previousEnd, 0), hi = min(t.start, bytes.count)
            if lo < hi { out.append(contentsOf: bytes[lo..<hi]) }
            let ts = max(t.start, 0), te = min(t.end, bytes.count)
            if ts < te { out.append(contentsOf: bytes[ts..<te]) }
            previousEnd = t.end
        }
        return out
    }
}
