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

    /// The four markers git writes: the first side, a diff3 conflict's common ancestor, the second side,
    /// the end.
    public enum Marker: String, CaseIterable, Sendable {
        case ours = "<<<<<<<", base = "|||||||", theirs = "=======", end = ">>>>>>>"
    }

    /// The marker a line (its bytes from its start) begins with, followed by a space, a tab or the line
    /// end; nil for any other line.
    public static func marker(startingLine line: ArraySlice<UInt8>) -> Marker? {
        guard line.count >= 7, let first = line.first, [0x3C, 0x7C, 0x3D, 0x3E].contains(first) else { return nil }
        for marker in Marker.allCases where line.prefix(7).elementsEqual(marker.rawValue.utf8) {
            return endsMarker(line.dropFirst(7).first) ? marker : nil
        }
        return nil
    }

    /// After a marker's seven characters: a space, a tab, the line end or the end of the text.
    private static func endsMarker(_ next: UInt8?) -> Bool {
        guard let next else { return true }
        return next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r")
    }

    /// The first occurrence of `marker` at the start of a line, followed by a space, a tab or the line end.
    private static func lineStart(of marker: String, in bytes: [UInt8], from start: Int) -> Int? {
        var from = start
        while let found = firstOffset(of: marker, in: bytes, from: from) {
            let atLineStart = found == 0 || bytes[found - 1] == UInt8(ascii: "\n") || bytes[found - 1] == UInt8(ascii: "\r")
            let end = found + marker.utf8.count
            if atLineStart && endsMarker(end < bytes.count ? bytes[end] : nil) { return found }
            from = found + 1
        }
        return nil
    }
}
