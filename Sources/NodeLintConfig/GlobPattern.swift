/// A glob over `/`-separated relative paths:
///
/// - `*` matches any run of characters within one path segment (also a leading dot);
/// - `?` matches one character other than `/`;
/// - `[abc]`, `[a-z]`, `[!a-z]` (or `[^a-z]`) match one character of (or not of) a set; `]` first in the
///   set is literal;
/// - `**` as a whole segment matches zero or more segments (`**/x`, `a/**/b`, `a/**`); elsewhere
///   (`a**b`) it behaves like `*`;
/// - `\` makes the next character literal.
///
/// Matching works on UTF-8 bytes without allocating, and is never exponential: both levels (segments
/// within the path, bytes within a segment) use the greedy wildcard algorithm that backtracks only to
/// the last star.
public struct GlobPattern: Sendable, Hashable, CustomStringConvertible {
    public let source: String
    private let segments: [Segment]

    public struct SyntaxError: Error, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    enum Segment: Hashable {
        case anyDepth
        case tokens([Token])
    }

    enum Token: Hashable {
        /// One byte of a literal character (a multi-byte character is several literal tokens).
        case literal(UInt8)
        case anyCharacter
        case anyRun
        case set(ranges: [ClosedRange<Unicode.Scalar>], negated: Bool)
    }

    public var description: String { source }

    public init(_ pattern: String) throws {
        source = pattern
        var segments: [Segment] = []
        for part in pattern.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "**" {
                if segments.last != .anyDepth { segments.append(.anyDepth) }
            } else {
                segments.append(.tokens(try GlobPattern.tokens(Array(part.unicodeScalars), pattern: pattern)))
            }
        }
        self.segments = segments
    }

    private static func tokens(_ scalars: [Unicode.Scalar], pattern: String) throws -> [Token] {
        var tokens: [Token] = []
        func literal(_ c: Unicode.Scalar) { tokens += String(c).utf8.map { .literal($0) } }
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            switch c {
            case "*":
                if tokens.last != .anyRun { tokens.append(.anyRun) }
                i += 1
            case "?":
                tokens.append(.anyCharacter)
                i += 1
            case "\\":
                guard i + 1 < scalars.count else {
                    throw SyntaxError(message: "glob '\(pattern)' ends with an escape character")
                }
                literal(scalars[i + 1])
                i += 2
            case "[":
                let (token, next) = try set(scalars, from: i, pattern: pattern)
                tokens.append(token)
                i = next
            default:
                literal(c)
                i += 1
            }
        }
        return tokens
    }

    /// Reads `[...]` starting at `start` (the `[`); returns the set and the index after `]`.
    private static func set(_ s: [Unicode.Scalar], from start: Int, pattern: String) throws -> (Token, Int) {
        var i = start + 1
        var negated = false
        if i < s.count && (s[i] == "!" || s[i] == "^") { negated = true; i += 1 }
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        var first = true
        while i < s.count && (s[i] != "]" || first) {
            first = false
            var low = s[i]
            if low == "\\" && i + 1 < s.count { i += 1; low = s[i] }
            i += 1
            if i + 1 < s.count && s[i] == "-" && s[i + 1] != "]" {
                var high = s[i + 1]
                i += 2
                if high == "\\" && i < s.count { high = s[i]; i += 1 }
                guard low <= high else {
                    throw SyntaxError(message: "glob '\(pattern)' has a reversed range \(low)-\(high)")
                }
                ranges.append(low...high)
            } else {
                ranges.append(low...low)
            }
        }
        guard i < s.count else { throw SyntaxError(message: "glob '\(pattern)' has an unclosed '['") }
        return (.set(ranges: ranges, negated: negated), i + 1)
    }

    /// Whether the whole of `path` (relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        let bytes = PathBytes(path)
        return matches(bytes, from: 0)
    }

    /// Whether the components of `path` from index `first` on match.
    func matches(_ path: PathBytes, from first: Int) -> Bool {
        let components = path.components
        var p = 0, c = first
        var starP = -1, starC = 0
        while c < components.count {
            if p < segments.count, segments[p] == .anyDepth {
                starP = p; starC = c; p += 1
                continue
            }
            if p < segments.count, case .tokens(let tokens) = segments[p],
               GlobPattern.matchSegment(tokens, path.bytes, components[c]) {
                p += 1; c += 1
                continue
            }
            guard starP >= 0 else { return false }
            p = starP + 1
            starC += 1
            c = starC
        }
        while p < segments.count, segments[p] == .anyDepth { p += 1 }
        return p == segments.count
    }

    static func matchSegment(_ tokens: [Token], _ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        var t = 0, s = range.lowerBound
        let end = range.upperBound
        var starT = -1, starS = 0
        while s < end {
            if t < tokens.count {
                switch tokens[t] {
                case .anyRun:
                    starT = t; starS = s; t += 1
                    continue
                case .literal(let byte):
                    if bytes[s] == byte { t += 1; s += 1; continue }
                case .anyCharacter:
                    if let next = characterEnd(bytes, s, end) { t += 1; s = next; continue }
                case .set(let ranges, let negated):
                    if let next = characterEnd(bytes, s, end),
                       let scalar = decode(bytes, s, next), ranges.contains(where: { $0.contains(scalar) }) != negated {
                        t += 1; s = next
                        continue
                    }
                }
            }
            guard starT >= 0 else { return false }
            t = starT + 1
            starS += 1
            s = starS
        }
        while t < tokens.count, tokens[t] == .anyRun { t += 1 }
        return t == tokens.count
    }

    /// The end of the UTF-8 character starting at `s`, or nil when `s` is inside a character.
    private static func characterEnd(_ bytes: [UInt8], _ s: Int, _ end: Int) -> Int? {
        let lead = bytes[s]
        let length: Int
        switch lead {
        case 0..<0x80: length = 1
        case 0x80..<0xC0: return nil
        case 0xC0..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        default: length = 4
        }
        return min(s + length, end)
    }

    private static func decode(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Unicode.Scalar? {
        var iterator = bytes[start..<end].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }
}

/// A path as UTF-8 bytes with the byte ranges of its `/`-separated components (empty ones omitted),
/// computed once and shared by every pattern tested against the path.
struct PathBytes {
    let bytes: [UInt8]
    let components: [Range<Int>]

    init(_ path: String) {
        bytes = Array(path.utf8)
        var components: [Range<Int>] = []
        var start = 0
        for (i, byte) in bytes.enumerated() where byte == 0x2F {
            if i > start { components.append(start..<i) }
            start = i + 1
        }
        if bytes.count > start { components.append(start..<bytes.count) }
        self.components = components
    }
}
