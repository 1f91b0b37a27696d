/// The bytes of one source file and the map from byte offsets to 1-based lines and columns.
///
/// Every position in the model is a byte offset into `bytes`; lines and columns are computed only when
/// a diagnostic or an outline line needs them. Columns count characters (grapheme clusters), not bytes,
/// so a diagnostic after an emoji points where an editor shows it.
public final class SourceText: @unchecked Sendable {
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        self.lineStarts = bytes.withUnsafeBufferPointer { buffer -> [Int] in
            var starts = [0]
            guard let p = buffer.baseAddress else { return starts }
            let n = buffer.count
            starts.reserveCapacity(n / 24 + 2)
            let raw = UnsafeRawPointer(p)
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            var i = 0
            while i < n {
                // Most bytes are not line breaks: look at eight at a time for a `\n` or `\r` (the classic
                // "has a zero byte" test on the word XOR each; its lowest flag marks the first one).
                if i + 8 <= n {
                    let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                    let a = w ^ (ones &* 0x0A), b = w ^ (ones &* 0x0D)
                    let found = ((a &- ones) & ~a & highs) | ((b &- ones) & ~b & highs)
                    if found == 0 {
                        i += 8
                        continue
                    }
                    i += found.trailingZeroBitCount / 8
                }
                let byte = p[i]
                i += 1
                if byte == 0x0A {
                    starts.append(i)
                } else if byte == 0x0D {
                    // "\r\n" is one line break; a lone "\r" is one too (as the Swift compiler counts them).
                    if i < n && p[i] == 0x0A { i += 1 }
                    starts.append(i)
                }
            }
            return starts
        }
    }

    public convenience init(_ string: String) {
        self.init(bytes: Array(string.utf8))
    }

    public var lineCount: Int { lineStarts.count }

    /// 1-based line containing `offset` (an offset at the end of the file belongs to the last line).
    public func line(of offset: Int) -> Int {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo + 1
    }

    /// 1-based line and 1-based character column of `offset`.
    public func position(of offset: Int) -> SourcePosition {
        let clamped = max(0, min(offset, bytes.count))
        let line = self.line(of: clamped)
        let start = lineStarts[line - 1]
        let column = SourceText.characterCount(bytes[start..<clamped]) + 1
        return SourcePosition(line: line, column: column)
    }

    /// The text of 1-based `line` without its line break, decoded leniently.
    public func lineText(_ line: Int) -> String {
        guard line >= 1 && line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The text between two byte offsets, decoded leniently.
    public func text(_ range: Range<Int>) -> String {
        let lo = max(0, min(range.lowerBound, bytes.count))
        let hi = max(lo, min(range.upperBound, bytes.count))
        return String(decoding: bytes[lo..<hi], as: UTF8.self)
    }

    static func characterCount(_ slice: ArraySlice<UInt8>) -> Int {
        // Fast path: pure ASCII counts bytes.
        if !slice.contains(where: { $0 >= 0x80 }) { return slice.count }
        return String(decoding: slice, as: UTF8.self).count
    }
}

/// A 1-based line and a 1-based column counted in characters.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        a.line != b.line ? a.line < b.line : a.column < b.column
    }
    public var description: String { "\(line):\(column)" }
}

extension SourceText {
    /// The end of the token that starts at `offset`: an identifier (ASCII letters, digits, `_`, `$`,
    /// `@`, non-ASCII) or a single character.
    public func tokenEnd(at offset: Int) -> Int {
        guard offset >= 0 && offset < bytes.count else { return min(max(offset, 0), bytes.count) }
        var end = offset
        while end < bytes.count {
            let b = bytes[end]
            let isIdentifier = (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
                || b == 0x5F || b == 0x24 || b >= 0x80 || (b == 0x40 && end == offset)
            if !isIdentifier { break }
            end += 1
        }
        if end == offset {
            // One character, however many bytes it takes.
            end += 1
            while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        }
        return end
    }
}
