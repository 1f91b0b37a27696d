import NodeLintModel

/// Where the Swift parser recovered from an error inside a type. A missing `}` is only noticed at the
/// end of the enclosing type (or of the file), after every later member has been read into the method
/// that lacks it; a conflict marker or an unreadable construct likewise shifts what follows. The
/// innermost type declaration holding a problem is therefore unreliable as a whole: which member, and
/// so which context, its code is in cannot be trusted.
enum RecoveredTypes {
    static func ranges(in file: SourceFile) -> [Range<Int>] {
        guard !file.problems.isEmpty else { return [] }
        var found: [Range<Int>] = []
        let codeEnd = endOfCode(file.text.bytes)
        for problem in file.problems {
            // A brace missing at the end of the file is noticed there, after the last type's range.
            let offset = problem.offset >= codeEnd ? codeEnd : problem.offset
            if let range = innermost(containing: offset, in: file.types), !found.contains(range) { found.append(range) }
        }
        return found
    }

    /// The offset just past the file's last byte that is not white space.
    private static func endOfCode(_ bytes: [UInt8]) -> Int {
        var end = bytes.count
        while end > 0, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[end - 1]) { end -= 1 }
        return end
    }

    /// The range of the innermost type whose declaration (from its first token to its closing brace, or
    /// to where the file ends when that brace is missing) holds `offset`.
    private static func innermost(containing offset: Int, in types: [TypeDecl]) -> Range<Int>? {
        for type in types where type.range.lowerBound <= offset && offset <= type.range.upperBound {
            return innermost(containing: offset, in: type.nestedTypes) ?? type.range
        }
        return nil
    }
}
