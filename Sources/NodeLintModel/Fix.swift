/// A mechanical change that resolves a finding (`nodelint --fix`, SARIF `fixes`, the JSON report): edits
/// in the finding's file, and what they do in one line ("insert 'super.didLoad()'"). A rule offers one
/// only where applying it cannot change what the code means beyond the rule's point.
public struct Fix: Sendable, Hashable {
    /// One line, imperative: "rename 'ASViewController' to 'ASDKViewController'".
    public var description: String
    /// Edits in the file of the finding, in increasing order, not overlapping. They are applied together
    /// or not at all.
    public var edits: [TextEdit]

    public init(description: String, edits: [TextEdit]) {
        self.description = description
        self.edits = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}

/// Replace the bytes `range` of a file with `replacement` (an empty range inserts).
///
/// The byte range is what nodelint applies; the positions are there for formats that address text by
/// line and column (SARIF). `start` and `end` count characters, like every position nodelint prints;
/// the code point columns are the same columns counted in Unicode code points, SARIF's column kind.
public struct TextEdit: Sendable, Hashable {
    /// UTF-8 byte offsets in the file, end exclusive.
    public var range: Range<Int>
    public var replacement: String
    public var start: SourcePosition
    public var end: SourcePosition
    public var startCodePointColumn: Int
    public var endCodePointColumn: Int

    public init(range: Range<Int>, replacement: String, start: SourcePosition, end: SourcePosition,
                startCodePointColumn: Int, endCodePointColumn: Int) {
        self.range = range
        self.replacement = replacement
        self.start = start
        self.end = end
        self.startCodePointColumn = startCodePointColumn
        self.endCodePointColumn = endCodePointColumn
    }
}

extension SourceText {
    /// An edit of this text, its positions computed here (rules know byte offsets only).
    public func edit(replacing range: Range<Int>, with replacement: String) -> TextEdit {
        let lower = max(0, min(range.lowerBound, bytes.count))
        let upper = max(lower, min(range.upperBound, bytes.count))
        return TextEdit(range: lower..<upper, replacement: replacement,
                        start: position(of: lower), end: position(of: upper),
                        startCodePointColumn: codePointColumn(of: lower), endCodePointColumn: codePointColumn(of: upper))
    }

    /// The 1-based column of `offset` counted in Unicode code points: the bytes of its line before it
    /// that start a UTF-8 sequence.
    public func codePointColumn(of offset: Int) -> Int {
        let clamped = max(0, min(offset, bytes.count))
        let start = lineStarts[line(of: clamped) - 1]
        var count = 0
        for byte in bytes[start..<clamped] where byte & 0xC0 != 0x80 { count += 1 }
        return count + 1
    }
}
