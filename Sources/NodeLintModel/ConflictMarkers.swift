/// Unresolved merge conflicts: `<<<<<<< ours`, `=======`, `>>>>>>> theirs` at the start of lines, as
/// git leaves them. A file holding them is not code any parser should guess at: read as Swift, every
/// method after the first marker nests inside the one before it, and a tap handler becomes part of
/// `init`. Such a file is reported once and not linted.
public enum ConflictMarkers {
    /// The offset of the first `<<<<<<<` that starts a line and is followed, on a later line start, by
    /// `>>>>>>>`; nil when the file has no conflict. (One marker alone, say in a comment banner, is not
    /// a conflict.)
    public static func firstMarker(in bytes: [UInt8]) -> Int? {
        guard let opening = lineStart(of: "<<<<<<<", in: bytes, from: 0),
              lineStart(of: ">>>>>>>", in: bytes, from: opening + 7) != nil else { return nil }
        return opening
    }

    /// The first occurrence of `marker` at the start of a line, followed by a space, a tab or the line end.
    private static func lineStart(of marker: String, in bytes: [UInt8], from start: Int) -> Int? {
        var from = start
        while let found = firstOffset(of: marker, in: bytes, from: from) {
            let atLineStart = found == 0 || bytes[found - 1] == UInt8(ascii: "\n") || bytes[found - 1] == UInt8(ascii: "\r")
            let end = found + marker.utf8.count
            let endsMarker = end == bytes.count || [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[end])
            if atLineStart && endsMarker { return found }
            from = found + 1
        }
        return nil
    }
}
