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
/// Matching is linear in practice and never exponential: both levels (segments within the path,
/// characters within a segment) use the greedy wildcard algorithm that backtracks only to the last star.
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
        case literal(Unicode.Scalar)
        case anyCharacter
        case anyRun
        case set(ranges: [ClosedRange<Unicode.Scalar>], negated: Bool)

        func matches(_ c: Unicode.Scalar) -> Bool {
            switch self {
            case .literal(let l): return l == c
            case .anyCharacter: return c != "/"
            case .anyRun: return false
            case .set(let ranges, let negated):
                return c != "/" && ranges.contains { $0.contains(c) } != negated
            }
        }
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
                tokens.append(.literal(scalars[i + 1]))
                i += 2
            case "[":
                let (token, next) = try set(scalars, from: i, pattern: pattern)
                tokens.append(token)
                i = next
            default:
                tokens.append(.literal(c))
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
        matches(components: path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.unicodeScalars) })
    }

    /// Whether the path made of `components` matches.
    func matches(components: [[Unicode.Scalar]]) -> Bool {
        var p = 0, c = 0
        var starP = -1, starC = 0
        while c < components.count {
            if p < segments.count, segments[p] == .anyDepth {
                starP = p; starC = c; p += 1
                continue
            }
            if p < segments.count, case .tokens(let tokens) = segments[p], GlobPattern.matchSegment(tokens, components[c]) {
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

    static func matchSegment(_ tokens: [Token], _ text: [Unicode.Scalar]) -> Bool {
        var t = 0, s = 0
        var starT = -1, starS = 0
        while s < text.count {
            if t < tokens.count, tokens[t] == .anyRun {
                starT = t; starS = s; t += 1
                continue
            }
            if t < tokens.count, tokens[t].matches(text[s]) {
                t += 1; s += 1
                continue
            }
            guard starT >= 0 else { return false }
            t = starT + 1
            starS += 1
            s = starS
        }
        while t < tokens.count, tokens[t] == .anyRun { t += 1 }
        return t == tokens.count
    }
}
