import NodeLintModel

/// How a file lays out its lines, for fixes that insert a line: the indentation of a line, the line
/// break a line ends with, and the file's unit of indentation. Fixes copy what the file does rather
/// than impose a style.
struct TextLayout {
    let text: SourceText
    private var bytes: [UInt8] { text.bytes }

    /// The leading spaces and tabs of the line that holds `offset`.
    func indentation(ofLineAt offset: Int) -> String {
        let start = text.lineStarts[text.line(of: offset) - 1]
        var end = start
        while end < bytes.count && (bytes[end] == 0x20 || bytes[end] == 0x09) { end += 1 }
        return text.text(start..<end)
    }

    /// The offset of the line break that ends the line holding `offset` (the end of the file when none).
    func lineEnd(after offset: Int) -> Int {
        var i = offset
        while i < bytes.count && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
        return i
    }

    /// The line break at `offset` as written: "\r\n", "\n" or "\r"; nil when `offset` is not at one.
    func lineBreak(at offset: Int) -> String? {
        guard offset < bytes.count else { return nil }
        if bytes[offset] == 0x0A { return "\n" }
        guard bytes[offset] == 0x0D else { return nil }
        return offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? "\r\n" : "\r"
    }

    /// The file's first line break, or "\n" for a file of one line.
    var firstLineBreak: String {
        lineBreak(at: lineEnd(after: 0)) ?? "\n"
    }

    /// One level of indentation: a tab when the first indented line starts with one, else the smallest
    /// indentation in spaces of a line of code (2 to 8; lines inside block comments, which start with
    /// ` *`, do not count), else four spaces.
    var indentationUnit: String {
        var smallest = Int.max
        for (index, start) in text.lineStarts.enumerated() {
            let end = index + 1 < text.lineStarts.count ? text.lineStarts[index + 1] : bytes.count
            var i = start
            while i < end && bytes[i] == 0x20 { i += 1 }
            guard i < end else { continue }
            let first = bytes[i]
            if first == 0x09 {
                if i == start && smallest == Int.max { return "\t" }
                continue
            }
            if first == 0x0A || first == 0x0D || first == UInt8(ascii: "*") || i == start { continue }
            smallest = min(smallest, i - start)
        }
        return String(repeating: " ", count: smallest == Int.max ? 4 : min(max(smallest, 2), 8))
    }
}
