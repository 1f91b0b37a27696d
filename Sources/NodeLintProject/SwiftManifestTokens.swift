/// The tokens of a `Package.swift` that reading its targets needs: identifiers, string literals and
/// punctuation, with comments and whitespace dropped. It is not a Swift lexer: numbers and operators
/// come out as punctuation, which is all the target reader has to step over.
struct SwiftManifestToken: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        /// A string literal's value; nil when it cannot be known without running the code
        /// (interpolation) or is not worth reading (multi-line strings).
        case string(String?)
        case punctuation(UInt8)
    }

    var kind: Kind
    /// Byte offset in the manifest, for problem locations.
    var offset: Int
}

/// A token or a bracketed group `( )`, `[ ]`, `{ }` of nodes: the shape of the calls and array
/// literals a manifest is made of.
indirect enum SwiftManifestNode {
    case token(SwiftManifestToken)
    case group(open: UInt8, children: [SwiftManifestNode])
}

/// Splits a manifest into tokens and groups them by brackets. Never fails: what cannot be read is
/// reported as a problem (with its byte offset) and skipped.
struct SwiftManifestTokenizer {
    private let bytes: [UInt8]
    private var index = 0
    private(set) var problems: [(offset: Int, message: String)] = []

    static let maxNesting = 200

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The manifest as a sequence of top-level nodes. Brackets that do not match are tolerated: a
    /// closer with no opener is dropped, an opener never closed ends at the end of the file.
    mutating func nodes() -> [SwiftManifestNode] {
        var stack: [(open: UInt8, children: [SwiftManifestNode])] = [(0, [])]
        while let token = next() {
            guard case .punctuation(let byte) = token.kind else {
                stack[stack.count - 1].children.append(.token(token))
                continue
            }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                // A manifest nests a few levels. Deeper text is not read: the tree would cost its
                // depth in stack to walk and to free.
                guard stack.count <= Self.maxNesting else {
                    problems.append((token.offset, "brackets nested deeper than \(Self.maxNesting) levels; the rest is not read"))
                    index = bytes.count
                    continue
                }
                stack.append((byte, []))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let opener: UInt8 = byte == UInt8(ascii: ")") ? UInt8(ascii: "(") : byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                // Close up to the matching opener; ignore the closer when there is none.
                guard stack.dropFirst().contains(where: { $0.open == opener }) else { continue }
                while let top = stack.popLast() {
                    stack[stack.count - 1].children.append(.group(open: top.open, children: top.children))
                    if top.open == opener { break }
                }
            default:
                stack[stack.count - 1].children.append(.token(token))
            }
        }
        while stack.count > 1, let top = stack.popLast() {
            stack[stack.count - 1].children.append(.group(open: top.open, children: top.children))
        }
        return stack[0].children
    }

    private mutating func next() -> SwiftManifestToken? {
        skipTrivia()
        guard index < bytes.count else { return nil }
        let start = index
        let byte = bytes[index]
        if isIdentifierByte(byte) || byte == UInt8(ascii: "#") && index + 1 < bytes.count && isIdentifierStart(bytes[index + 1]) {
            // `#if`, `#else`, `#endif` come out as identifiers the reader ignores.
            index += 1
            while index < bytes.count && isIdentifierByte(bytes[index]) { index += 1 }
            return SwiftManifestToken(kind: .identifier(String(decoding: bytes[start..<index], as: UTF8.self)), offset: start)
        }
        if byte == UInt8(ascii: "`") {
            index += 1
            let nameStart = index
            while index < bytes.count && bytes[index] != UInt8(ascii: "`") && bytes[index] != 0x0A { index += 1 }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            if index < bytes.count && bytes[index] == UInt8(ascii: "`") { index += 1 }
            return SwiftManifestToken(kind: .identifier(name), offset: start)
        }
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") {
            if let value = readString() { return SwiftManifestToken(kind: .string(value), offset: start) }
            index = start + 1  // a lone `#`
        } else {
            index += 1
        }
        return SwiftManifestToken(kind: .punctuation(byte), offset: start)
    }

    /// A string literal at `index` (`"..."`, `"""..."""`, `#"..."#`); nil when there is none here.
    /// Returns `.some(nil)` for a literal whose value is not readable.
    private mutating func readString() -> String?? {
        let start = index
        var hashes = 0
        while index < bytes.count && bytes[index] == UInt8(ascii: "#") { hashes += 1; index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { index = start; return nil }
        let multiLine = bytes[index...].starts(with: [0x22, 0x22, 0x22])
        index += multiLine ? 3 : 1
        var value: [UInt8] = []
        var readable = !multiLine
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") && (!multiLine || bytes[index...].starts(with: [0x22, 0x22, 0x22])) {
                let quoteLength = multiLine ? 3 : 1
                let closing = bytes[(index + quoteLength)...].prefix(hashes)
                if closing.count == hashes && closing.allSatisfy({ $0 == UInt8(ascii: "#") }) {
                    index += quoteLength + hashes
                    return .some(readable ? String(decoding: value, as: UTF8.self) : nil)
                }
                value.append(byte)
                index += 1
                continue
            }
            if byte == 0x0A && !multiLine {
                problems.append((start, "the string opened here is never closed"))
                return .some(nil)
            }
            let escapeHashes = bytes[(index + 1)...].prefix(hashes)
            if byte == UInt8(ascii: "\\") && escapeHashes.count == hashes && escapeHashes.allSatisfy({ $0 == UInt8(ascii: "#") }) {
                index += 1 + hashes
                guard index < bytes.count else { break }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "("):
                    // Interpolation: the value is only known when the manifest runs.
                    readable = false
                    skipInterpolation()
                case UInt8(ascii: "n"): value.append(0x0A)
                case UInt8(ascii: "t"): value.append(0x09)
                case UInt8(ascii: "r"): value.append(0x0D)
                case UInt8(ascii: "0"): value.append(0x00)
                case UInt8(ascii: "u"):
                    readable = false  // `\u{...}` in a target name or path: not worth decoding
                default: value.append(escaped)
                }
                continue
            }
            value.append(byte)
            index += 1
        }
        problems.append((start, "the string opened here is never closed"))
        return .some(nil)
    }

    /// Steps over `...)` of an interpolation, which may hold strings and parentheses of its own.
    private mutating func skipInterpolation() {
        var depth = 1
        while index < bytes.count && depth > 0 {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") {
                let before = index
                if readString() != nil { continue }
                index = before + 1
                continue
            }
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") { depth -= 1 }
            index += 1
        }
    }

    private mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if bytes[index...].starts(with: [0x2F, 0x2F]) {
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
            } else if bytes[index...].starts(with: [0x2F, 0x2A]) {
                // Swift's block comments nest.
                let start = index
                var depth = 0
                repeat {
                    if bytes[index...].starts(with: [0x2F, 0x2A]) { depth += 1; index += 2 }
                    else if bytes[index...].starts(with: [0x2A, 0x2F]) { depth -= 1; index += 2 }
                    else { index += 1 }
                } while depth > 0 && index < bytes.count
                if depth > 0 { problems.append((start, "the comment opened here is never closed")) }
            } else {
                return
            }
        }
    }

    private func isIdentifierStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// Identifier characters; digits too, so a number is one token rather than many.
    private func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
