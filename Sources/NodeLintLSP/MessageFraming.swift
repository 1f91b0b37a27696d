/// The base protocol's framing: each message is a header block (`Content-Length: N`, optionally
/// `Content-Type`, each line ended by CRLF), an empty line, and N bytes of JSON. Bytes arrive in
/// chunks of any size; `next()` hands out whole messages and says what was wrong with a header it had
/// to skip, so that one bad message is logged and the stream goes on.
public struct MessageFramer {
    public enum Event: Equatable {
        case message([UInt8])
        /// A header block that cannot be used, already dropped: why.
        case malformed(String)
    }

    /// A header block longer than this without its empty line is not one: clients send two short lines.
    static let maximumHeaderSize = 8192

    private var buffer: [UInt8] = []
    /// Where unread bytes start in `buffer` (dropping consumed bytes one message at a time would copy
    /// the rest of the buffer each time).
    private var start = 0

    public init() {}

    public mutating func append(_ bytes: [UInt8]) {
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer += bytes
    }

    /// The next message or problem, or nil until more bytes arrive.
    public mutating func next() -> Event? {
        guard let end = headerEnd() else {
            if buffer.count - start > Self.maximumHeaderSize {
                start = buffer.count
                return .malformed("no header end (an empty line) within \(Self.maximumHeaderSize) bytes; input dropped")
            }
            return nil
        }
        let header = String(decoding: buffer[start..<end], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else {
                start = end + 4
                return .malformed("header line without ':': '\(line)'")
            }
            let name = line[..<colon].trimmingSpaces.lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces
            if name == "content-length" {
                guard let n = Int(value), n >= 0 else {
                    start = end + 4
                    return .malformed("Content-Length is not a number: '\(value)'")
                }
                length = n
            }
        }
        guard let length else {
            start = end + 4
            return .malformed("header without Content-Length: '\(header)'")
        }
        let bodyStart = end + 4
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<(bodyStart + length)])
        start = bodyStart + length
        return .message(body)
    }

    /// Offset of the `\r\n\r\n` that ends the header block starting at `start`.
    private func headerEnd() -> Int? {
        var i = start
        while i + 3 < buffer.count {
            if buffer[i] == 0x0D && buffer[i + 1] == 0x0A && buffer[i + 2] == 0x0D && buffer[i + 3] == 0x0A { return i }
            i += 1
        }
        return nil
    }

    /// One message as it goes on the wire.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

extension Substring {
    var trimmingSpaces: String {
        var s = self
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return String(s)
    }
}
