// String and regex literals: the lexer modes inside `"..."`, `\( ... )` and `/.../`.

extension LexerCore {
    // MARK: Regex literals

    /// The compiler's rule for a `/` that may start a regex literal rather than being an operator.
    func tryBareRegex(at slashAt: Int, operatorStart: Int, operatorEnd: Int) -> Int? {
        let leftBound = isLeftBound(operatorStart)
        if leftBound { return nil }
        // `func /(...)`, `operator /^/`: an operator is expected.
        if hasPrev && prevKind == .identifier && (prevKeyword == .func || prevKeyword == .operator) { return nil }
        var mustBeRegex = false
        if !isRightBound(operatorEnd, leftBound: false) {
            // Looks like a binary operator (` / `).
            if hasPrev && prevKind == .op && prevStart + 1 == lastEnd && prevFlags.contains(.leftBound)
                && (p[prevStart] == UInt8(ascii: "?") || p[prevStart] == UInt8(ascii: "!")) && prevPrevKeyword == .try {
                mustBeRegex = true  // `try? /x/`: `try` cannot be followed by a binary operator
            }
            if !mustBeRegex && !inRegexLiteralPosition() { return nil }
            switch prevKind {
            case .lParen, .lBracket, .comma, .colon, .interpolationStart: break  // an unapplied operator argument
            default: mustBeRegex = true
            }
        }
        return scanRegex(slashAt, pounds: 0, mustBeRegex: mustBeRegex)
    }

    /// Whether the previous token leaves the lexer expecting an expression (so `/` can open a regex).
    func inRegexLiteralPosition() -> Bool {
        if !hasPrev { return true }
        switch prevKind {
        case .eof: return false
        case .lParen, .lBracket, .lBrace, .interpolationStart, .semicolon, .comma, .colon, .unknown: return true
        case .op:
            if lastEnd - prevStart == 2 && p[prevStart] == UInt8(ascii: "-") && p[prevStart + 1] == UInt8(ascii: ">") { return false }
            let left = prevFlags.contains(.leftBound), right = prevFlags.contains(.rightBound)
            return !(left && !right)
        case .pound:
            switch prevKeyword {
            case .if, .else, .elseif, .endif: return true
            default: return false
            }
        case .identifier:
            if prevFlags.contains(.backticked) || !prevKeyword.isReserved { return false }
            switch prevKeyword {
            case .true, .false, .Any, .nil, .self, .Self, .super: return false
            default: return true
            }
        default:
            return false
        }
    }

    /// Scans a regex literal starting at `start` (at its `#`s or `/`). Returns its end, or nil if
    /// this is not a regex literal (only possible when `mustBeRegex` is false).
    func scanRegex(_ start: Int, pounds: Int, mustBeRegex: Bool) -> Int? {
        var j = start + pounds
        guard at(j) == slash && j < n else { return nil }
        j += 1
        if pounds == 0 {
            let c = at(j)
            if (c == space || c == tab) && !mustBeRegex { return nil }
            if j < n && (c == star || c == slash) { return nil }
            if start > 0 && p[start - 1] == star { return nil }
        }
        // With pounds, a line break right after the opening delimiter makes a multi-line literal.
        var firstNewline = -1
        if pounds > 0 {
            var k = j
            while k < n && (p[k] == space || p[k] == tab) { k += 1 }
            if k < n && (p[k] == lf || p[k] == cr) {
                firstNewline = k
                j = k
            }
        }
        let multiline = firstNewline >= 0
        var groupDepth = 0, classDepth = 0, lastSpace = -2
        while true {
            if j < n && p[j] == slash {
                var k = j + 1
                var closing = 0
                if pounds > 0 { while k < n && p[k] == pound { k += 1; closing += 1 } }
                if closing >= pounds {
                    if pounds == 0 {
                        let c = at(k)
                        if k < n && (c == star || c == slash) { return unterminated(j, firstNewline, mustBeRegex) }
                        if lastSpace == j - 1 && !mustBeRegex { return nil }
                    }
                    return k
                }
            }
            if j >= n { return unterminated(j, firstNewline, mustBeRegex) }
            let c = p[j]
            switch c {
            case lf, cr:
                if !multiline { return unterminated(j, firstNewline, mustBeRegex) }
                j += 1
            case backslashByte:
                j += 1
                if j < n {
                    if (p[j] == lf || p[j] == cr) && !multiline { return unterminated(j, firstNewline, mustBeRegex) }
                    j += 1
                }
            case UInt8(ascii: "("):
                if classDepth == 0 { groupDepth += 1 }
                j += 1
            case UInt8(ascii: ")"):
                if classDepth == 0 {
                    if groupDepth == 0 {
                        if !mustBeRegex { return nil }
                    } else {
                        groupDepth -= 1
                    }
                }
                j += 1
            case UInt8(ascii: "["):
                classDepth += 1
                j += 1
            case UInt8(ascii: "]"):
                if classDepth > 0 { classDepth -= 1 }
                j += 1
            case space, tab:
                lastSpace = j
                j += 1
            default:
                j += 1
            }
        }
    }

    func unterminated(_ at: Int, _ firstNewline: Int, _ mustBeRegex: Bool) -> Int? {
        guard mustBeRegex else { return nil }
        // Resume after the opening line of an unterminated multi-line literal rather than swallow the file.
        return firstNewline >= 0 ? firstNewline : at
    }

    // MARK: Strings

    mutating func lexStringStart(_ start: Int, pounds: Int) {
        let q = p[start + pounds]
        var end = start + pounds + 1
        var multiline = false
        if q == quote && at(end) == quote && at(end + 1) == quote && end + 1 < n {
            multiline = true
            if pounds > 0 {
                // `#"""#` is a single-line raw string holding `"`: a raw `"""` whose line also holds
                // a closing `"#` opens no multi-line literal.
                var k = end + 1
                while k < n && p[k] != lf && p[k] != cr {
                    if p[k] == quote {
                        var m = 0
                        while m < pounds && k + 1 + m < n && p[k + 1 + m] == pound { m += 1 }
                        if m == pounds { multiline = false; break }
                    }
                    k += 1
                }
            }
            if multiline { end += 2 }
        }
        i = end
        emit(.stringStart, start, end)
        modes.append(.string(quote: q, pounds: pounds, multiline: multiline))
    }

    mutating func lexStringContent(quote q: UInt8, pounds: Int, multiline: Bool) {
        let segmentStart = i
        while i < n {
            let c = p[i]
            if c == q {
                var j = i + 1
                if multiline {
                    guard at(i + 1) == q && at(i + 2) == q && i + 2 < n else { i += 1; continue }
                    j = i + 3
                }
                var k = 0
                while k < pounds && j + k < n && p[j + k] == pound { k += 1 }
                if k == pounds {
                    if i > segmentStart { emit(.stringSegment, segmentStart, i) }
                    emit(.stringEnd, i, j + pounds)
                    i = j + pounds
                    modes.removeLast()
                    return
                }
                i += 1
                continue
            }
            if c == backslashByte {
                var k = 0
                while k < pounds && i + 1 + k < n && p[i + 1 + k] == pound { k += 1 }
                if k == pounds {
                    let j = i + 1 + pounds
                    if j < n && p[j] == UInt8(ascii: "(") {
                        if i > segmentStart { emit(.stringSegment, segmentStart, i) }
                        emit(.interpolationStart, i, j + 1)
                        i = j + 1
                        modes.append(.interpolation(depth: 0, singleLine: !multiline))
                        return
                    }
                    // An escape: the escaped character cannot end the string (a line break still
                    // ends a single-line string).
                    if j < n && (multiline || (p[j] != lf && p[j] != cr)) { i = j + 1 } else { i = j }
                    continue
                }
                i += 1
                continue
            }
            if (c == lf || c == cr) && !multiline {
                // Unterminated single-line string: it ends at the line break.
                if i > segmentStart { emit(.stringSegment, segmentStart, i) }
                modes.removeLast()
                return
            }
            i += 1
        }
        if i > segmentStart { emit(.stringSegment, segmentStart, i) }
        modes.removeLast()
    }
}
