/// Why an old-style property list could not be read, and where: 1-based line and column (columns count
/// Unicode scalars, a tab is one).
public struct PropertyListError: Error, Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line:column: message`.
    public var description: String { "\(line):\(column): \(message)" }
}

/// Reads old-style (NeXTSTEP/OpenStep) property lists, the format of Xcode's `project.pbxproj`:
/// `{ key = value; }`, `( a, b, )`, quoted and unquoted strings, `<hex data>`, `/* */` and `//` comments.
///
/// A recursive-descent parser over bytes: one pass, no backtracking, so the time is linear in the input.
/// Nesting deeper than `maxDepth` is an error rather than a deep recursion, and every malformed input
/// ends in a `PropertyListError`, never a trap.
public enum OldStylePropertyList {
    /// The deepest nesting accepted by default. Xcode writes five levels; a few hundred leaves room for
    /// hand-written files while keeping the recursion far from any thread's stack limit.
    public static let defaultMaxDepth = 256

    /// The single value `bytes` hold (a `project.pbxproj` holds one dictionary), UTF-8 encoded.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws -> PropertyListValue {
        // Over a buffer rather than the array: no reference counting per byte read.
        try bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(bytes: buffer, maxDepth: maxDepth)
            return try parser.parseDocument()
        }
    }

    /// The single value `text` holds.
    public static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws -> PropertyListValue {
        try parse(Array(text.utf8), maxDepth: maxDepth)
    }
}

private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        // A UTF-8 byte order mark is not part of the content.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func parseDocument() throws -> PropertyListValue {
        try skipTrivia()
        guard index < bytes.count else { throw error("the file holds no property list", at: index) }
        let value = try parseValue(depth: 0)
        try skipTrivia()
        if index < bytes.count { throw error("unexpected \(describe(index)) after the property list", at: index) }
        return value
    }

    // MARK: Values

    mutating func parseValue(depth: Int) throws -> PropertyListValue {
        guard index < bytes.count else { throw error("the file ends where a value was expected", at: index) }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "("):
            guard depth < maxDepth else { throw error("nesting deeper than \(maxDepth) levels", at: index) }
            return byte == UInt8(ascii: "{") ? try parseDictionary(depth: depth + 1) : try parseArray(depth: depth + 1)
        case UInt8(ascii: "<"):
            return .data(try parseData())
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return .string(try parseQuotedString())
        default:
            if isUnquotedStringByte(byte) { return .string(parseUnquotedString()) }
            throw error("unexpected \(describe(index)) where a value was expected", at: index)
        }
    }

    mutating func parseDictionary(depth: Int) throws -> PropertyListValue {
        let open = index
        index += 1
        var entries: [String: PropertyListValue] = [:]
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw error("the dictionary opened here is never closed", at: open) }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .dictionary(entries)
            }
            let key = try parseKey()
            try skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw error("expected '=' after the key \"\(key)\"", at: index)
            }
            index += 1
            try skipTrivia()
            entries[key] = try parseValue(depth: depth)
            try skipTrivia()
            guard index < bytes.count else { throw error("the dictionary opened here is never closed", at: open) }
            switch bytes[index] {
            case UInt8(ascii: ";"): index += 1
            case UInt8(ascii: "}"): break  // Foundation insists on the ';', but nothing is lost without it.
            default: throw error("expected ';' after the value of \"\(key)\"", at: index)
            }
        }
    }

    mutating func parseKey() throws -> String {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return try parseQuotedString() }
        if isUnquotedStringByte(byte) { return parseUnquotedString() }
        throw error("unexpected \(describe(index)) where a dictionary key was expected", at: index)
    }

    mutating func parseArray(depth: Int) throws -> PropertyListValue {
        let open = index
        index += 1
        var elements: [PropertyListValue] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw error("the array opened here is never closed", at: open) }
            if bytes[index] == UInt8(ascii: ")") {
                index += 1
                return .array(elements)
            }
            elements.append(try parseValue(depth: depth))
            try skipTrivia()
            guard index < bytes.count else { throw error("the array opened here is never closed", at: open) }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: ")"): break
            default: throw error("expected ',' or ')' after an array element", at: index)
            }
        }
    }

    mutating func parseData() throws -> [UInt8] {
        let open = index
        index += 1
        var data: [UInt8] = []
        var high: UInt8? = nil
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                if high != nil { throw error("the data has an odd number of hex digits", at: index) }
                index += 1
                return data
            }
            if let digit = hexValue(byte) {
                if let h = high {
                    data.append(h << 4 | digit)
                    high = nil
                } else {
                    high = digit
                }
            } else if !isWhitespace(byte) {
                throw error("unexpected \(describe(index)) in data", at: index)
            }
            index += 1
        }
        throw error("the data opened here is never closed", at: open)
    }

    // MARK: Strings

    mutating func parseUnquotedString() -> String {
        let start = index
        while index < bytes.count && isUnquotedStringByte(bytes[index]) { index += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// A string between `"` (or `'`) quotes. The content is UTF-8 with backslash escapes: the C ones,
    /// up to three octal digits, and `\U` with up to four hex digits (a UTF-16 unit; pairs combine).
    mutating func parseQuotedString() throws -> String {
        let open = index
        let quote = bytes[index]
        index += 1
        var out: [UInt8] = []
        var pendingHighSurrogate: UInt32? = nil
        func flushSurrogate(_ out: inout [UInt8]) {
            if pendingHighSurrogate != nil { appendScalar(0xFFFD, to: &out) }
            pendingHighSurrogate = nil
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                index += 1
                flushSurrogate(&out)
                return String(decoding: out, as: UTF8.self)
            }
            guard byte == UInt8(ascii: "\\") else {
                flushSurrogate(&out)
                out.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            if escaped == UInt8(ascii: "U") || escaped == UInt8(ascii: "u") {
                var unit: UInt32 = 0
                var digits = 0
                while digits < 4, index < bytes.count, let digit = hexValue(bytes[index]) {
                    unit = unit << 4 | UInt32(digit)
                    digits += 1
                    index += 1
                }
                if digits == 0 {
                    flushSurrogate(&out)
                    out.append(escaped)
                } else if (0xD800...0xDBFF).contains(unit) {
                    flushSurrogate(&out)
                    pendingHighSurrogate = unit
                } else if (0xDC00...0xDFFF).contains(unit) {
                    if let high = pendingHighSurrogate {
                        appendScalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00), to: &out)
                        pendingHighSurrogate = nil
                    } else {
                        appendScalar(0xFFFD, to: &out)
                    }
                } else {
                    flushSurrogate(&out)
                    appendScalar(unit, to: &out)
                }
                continue
            }
            flushSurrogate(&out)
            if let octal = octalValue(escaped) {
                var value = UInt32(octal)
                var digits = 1
                while digits < 3, index < bytes.count, let next = octalValue(bytes[index]) {
                    value = value << 3 | UInt32(next)
                    digits += 1
                    index += 1
                }
                appendScalar(value, to: &out)
                continue
            }
            switch escaped {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "a"): out.append(0x07)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "v"): out.append(0x0B)
            default: out.append(escaped)  // \" \\ \' and any other character stand for themselves.
            }
        }
        throw error("the string opened here is never closed", at: open)
    }

    func appendScalar(_ value: UInt32, to out: inout [UInt8]) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        out += Array(String(Character(scalar)).utf8)
    }

    // MARK: Trivia

    /// Skips whitespace and comments; the `// !$*UTF8*$!` header is a comment like any other.
    mutating func skipTrivia() throws {
        while index < bytes.count {
            let byte = bytes[index]
            if isWhitespace(byte) {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let open = index
                index += 2
                while true {
                    guard index + 1 < bytes.count else { throw error("the comment opened here is never closed", at: open) }
                    if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") { break }
                    index += 1
                }
                index += 2
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count && bytes[index] != 0x0A && bytes[index] != 0x0D { index += 1 }
            } else {
                return
            }
        }
    }

    // MARK: Bytes

    func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    /// Letters, digits and `_$+/:.-`, the characters Foundation accepts in an unquoted string. A `/`
    /// that starts a comment has been taken by `skipTrivia` before a string is read, but inside a string
    /// (`a/*b`) it is content, as in Foundation.
    func isUnquotedStringByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
             UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    func octalValue(_ byte: UInt8) -> UInt8? {
        (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) ? byte - UInt8(ascii: "0") : nil
    }

    /// How an error message names the byte at `offset`.
    func describe(_ offset: Int) -> String {
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// The error, located: lines and columns are only computed here, so reading pays nothing for them.
    func error(_ message: String, at offset: Int) -> PropertyListError {
        var line = 1, column = 1
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let end = min(offset, bytes.count)
        while i < end {
            let byte = bytes[i]
            if byte == 0x0A || (byte == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                column += 1  // a continuation byte belongs to the scalar already counted
            }
            i += 1
        }
        return PropertyListError(line: line, column: column, message: message)
    }
}
