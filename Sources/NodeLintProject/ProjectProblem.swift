/// A project file that could not be read, or a part of one that was skipped: the file (absolute path),
/// 1-based line and column, and what went wrong. Reading goes on after a problem; the caller prints them.
public struct ProjectProblem: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int = 1, column: Int = 1, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `path:line:column: message`, one line, the shape editors and CI logs link.
    public var description: String { "\(file):\(line):\(column): \(message)" }
}

/// 1-based line and column (in Unicode scalars) of a byte offset.
func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1, column = 1
    for byte in bytes.prefix(offset) {
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }
    return (line, column)
}
