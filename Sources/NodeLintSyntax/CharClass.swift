/// Character classes of Swift's lexical grammar ("Lexical Structure" in The Swift Programming
/// Language): an ASCII table for the fast path and the Unicode ranges for identifiers and operators.
enum CharClass {
    static let identifierStart: UInt8 = 1
    static let identifierContinue: UInt8 = 2
    static let operatorChar: UInt8 = 4
    static let digit: UInt8 = 8
    static let hexDigit: UInt8 = 16
    /// Space, tab, vertical tab, form feed, NUL: horizontal trivia.
    static let space: UInt8 = 32

    /// Class bits of each ASCII byte (bytes >= 0x80 have none: they need decoding).
    static let ascii: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 256)
        for b in UInt8(ascii: "a")...UInt8(ascii: "z") { t[Int(b)] = identifierStart | identifierContinue }
        for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { t[Int(b)] = identifierStart | identifierContinue }
        t[Int(UInt8(ascii: "_"))] = identifierStart | identifierContinue
        t[Int(UInt8(ascii: "$"))] = identifierContinue
        for b in UInt8(ascii: "0")...UInt8(ascii: "9") { t[Int(b)] = identifierContinue | digit | hexDigit }
        for b in UInt8(ascii: "a")...UInt8(ascii: "f") { t[Int(b)] |= hexDigit }
        for b in UInt8(ascii: "A")...UInt8(ascii: "F") { t[Int(b)] |= hexDigit }
        for c in "/=-+!*%<>&|^~?" { t[Int(c.asciiValue!)] = operatorChar }
        for b: UInt8 in [0x20, 0x09, 0x0B, 0x0C, 0x00] { t[Int(b)] = space }
        return t
    }()

    static func isIdentifierStart(_ c: UInt32) -> Bool {
        if c < 0x80 { return ascii[Int(c)] & identifierStart != 0 }
        return inRanges(c, identifierHeadRanges)
    }

    static func isIdentifierContinue(_ c: UInt32) -> Bool {
        if c < 0x80 { return ascii[Int(c)] & identifierContinue != 0 }
        return inRanges(c, identifierHeadRanges) || inRanges(c, combiningRanges)
    }

    static func isOperatorStart(_ c: UInt32) -> Bool {
        if c < 0x80 { return ascii[Int(c)] & operatorChar != 0 }
        return inRanges(c, operatorHeadRanges)
    }

    static func isOperatorContinue(_ c: UInt32) -> Bool {
        if c < 0x80 { return ascii[Int(c)] & operatorChar != 0 }
        return inRanges(c, operatorHeadRanges) || inRanges(c, operatorCombiningRanges)
    }

    private static func inRanges(_ c: UInt32, _ ranges: [ClosedRange<UInt32>]) -> Bool {
        var lo = 0, hi = ranges.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            if c < ranges[mid].lowerBound { hi = mid - 1 } else if c > ranges[mid].upperBound { lo = mid + 1 } else { return true }
        }
        return false
    }

    // Ranges from the language reference ("identifier-head"), sorted.
    private static let identifierHeadRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE,
        0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D,
        0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
        0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF,
        0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
        0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
        0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
        0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD,
        0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD,
        0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]
    // "identifier-character" additions: combining marks.
    private static let combiningRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]
    // "operator-head", sorted.
    private static let operatorHeadRanges: [ClosedRange<UInt32>] = [
        0xA1...0xA7, 0xA9...0xA9, 0xAB...0xAC, 0xAE...0xAE, 0xB0...0xB1, 0xB6...0xB6, 0xBB...0xBB,
        0xBF...0xBF, 0xD7...0xD7, 0xF7...0xF7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E,
        0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF,
        0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030...0x3030,
    ]
    // "operator-character" additions.
    private static let operatorCombiningRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
        0xE0100...0xE01EF,
    ]

    /// Decodes one UTF-8 scalar at `p[i]` (`i < n`, `p[i] >= 0x80`). Returns the scalar and its
    /// length, or nil for an invalid sequence (overlong, surrogate, truncated, out of range).
    @inline(__always)
    static func decode(_ p: UnsafePointer<UInt8>, _ i: Int, _ n: Int) -> (scalar: UInt32, length: Int)? {
        let b0 = UInt32(p[i])
        func cont(_ k: Int) -> UInt32? {
            guard i + k < n else { return nil }
            let b = p[i + k]
            return b & 0xC0 == 0x80 ? UInt32(b & 0x3F) : nil
        }
        if b0 & 0xE0 == 0xC0 {
            guard let c1 = cont(1) else { return nil }
            let s = (b0 & 0x1F) << 6 | c1
            return s >= 0x80 ? (s, 2) : nil
        }
        if b0 & 0xF0 == 0xE0 {
            guard let c1 = cont(1), let c2 = cont(2) else { return nil }
            let s = (b0 & 0x0F) << 12 | c1 << 6 | c2
            return s >= 0x800 && !(0xD800...0xDFFF).contains(s) ? (s, 3) : nil
        }
        if b0 & 0xF8 == 0xF0 {
            guard let c1 = cont(1), let c2 = cont(2), let c3 = cont(3) else { return nil }
            let s = (b0 & 0x07) << 18 | c1 << 12 | c2 << 6 | c3
            return s >= 0x10000 && s <= 0x10FFFF ? (s, 4) : nil
        }
        return nil
    }
}
