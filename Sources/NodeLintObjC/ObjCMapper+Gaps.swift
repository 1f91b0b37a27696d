internal import CClang
import NodeLintModel

extension ObjCMapper {
    /// Source inside a `{ … }` that no statement covers is code libclang could not parse (it drops a
    /// statement it cannot type, e.g. one declaring a variable of an unknown type). Each run of such
    /// tokens is one dropped statement, reported once per file so users know what is not linted.
    func noteDroppedStatements(in compound: CXCursor, children: [CXCursor]) {
        guard let r = locations.extent(compound), r.count >= 2, macros.use(at: r.lowerBound) == nil,
              tokens.isToken(tokens.index(at: r.lowerBound), "{") else { return }
        let covered = children.compactMap { locations.extent($0) }.sorted { $0.lowerBound < $1.lowerBound }
        var next = 0
        var inGap = false
        var i = tokens.index(atOrAfter: r.lowerBound + 1)
        while i < tokens.tokens.count, tokens.tokens[i].end < r.upperBound {
            let t = tokens.tokens[i]
            while next < covered.count, covered[next].upperBound <= t.start { next += 1 }
            let isCovered = next < covered.count && covered[next].lowerBound <= t.start
            if isCovered {
                inGap = false
            } else if !tokens.isToken(i, ";") && !isPreprocessorToken(i) {
                if !inGap { droppedStatements.append(t.start) }
                inGap = true
            }
            i += 1
        }
    }

    /// An expression the source writes at token `i` but libclang left out of a statement it kept.
    func noteDroppedExpression(at i: Int) {
        guard i < tokens.tokens.count, !isPreprocessorToken(i) else { return }
        droppedStatements.append(tokens.tokens[i].start)
    }

    func isPreprocessorToken(_ i: Int) -> Bool {
        i < preprocessorTokens.count && preprocessorTokens[i]
    }

    /// Marks tokens of preprocessor directive lines and of ranges the preprocessor skipped.
    static func preprocessorTokens(unit: ClangUnit, locations: MainFileLocations, tokens: SourceTokens) -> [Bool] {
        var marks = [Bool](repeating: false, count: tokens.tokens.count)
        let bytes = tokens.bytes
        for (i, t) in tokens.tokens.enumerated() where bytes[t.start] == UInt8(ascii: "#") {
            // First on its line: a directive, up to the end of the line (and its continuations).
            var p = t.start - 1
            while p >= 0, bytes[p] == 0x20 || bytes[p] == 0x09 { p -= 1 }
            guard p < 0 || bytes[p] == 0x0A || bytes[p] == 0x0D else { continue }
            var end = t.start
            while end < bytes.count, !(bytes[end] == 0x0A && (end == 0 || bytes[end - 1] != 0x5C)) { end += 1 }
            var j = i
            while j < tokens.tokens.count, tokens.tokens[j].start < end { marks[j] = true; j += 1 }
        }
        if let file = locations.file, let list = clang_getSkippedRanges(unit.tu, file) {
            defer { clang_disposeSourceRangeList(list) }
            for k in 0..<Int(list.pointee.count) {
                let range = list.pointee.ranges[k]
                guard let s = locations.offset(clang_getRangeStart(range)), let e = locations.offset(clang_getRangeEnd(range)) else { continue }
                var j = tokens.index(atOrAfter: s)
                while j < tokens.tokens.count, tokens.tokens[j].start < e { marks[j] = true; j += 1 }
            }
        }
        return marks
    }
}
