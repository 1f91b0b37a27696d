import NodeLintModel

/// The fix of `missing-super-call` where an override calls super nowhere: the super call, with the
/// override's own arguments, as the first statement of its body. Swift `super.touchesBegan(touches,
/// with: event)` (labels from the signature, arguments from the parameter names); Objective-C
/// `[super touchesBegan:touches withEvent:event];`. The new line is indented like the body's first
/// statement (one level deeper than the declaration when the body is empty) and ends with the line
/// break the file uses there.
///
/// No fix where the body mentions the super call at all (in one branch, after a `guard`, in a closure
/// that runs later): adding another would call it twice on some path, and which of the two the author
/// meant is not mechanical. Nor where the text does not look as expected (a body that does not start
/// with `{`, a block comment left open on the brace's line, a parameter without a name).
enum SuperCallInsertion {
    static func fix(for member: Member, body: Body, in file: SourceFile) -> Fix? {
        let text = file.text
        let bytes = text.bytes
        let open = body.range.lowerBound, close = body.range.upperBound - 1
        guard open >= 0, close > open, close < bytes.count, bytes[open] == UInt8(ascii: "{"), bytes[close] == UInt8(ascii: "}"),
              let call = call(for: member, language: file.language, text: text),
              !mentionsSuperCall(member, language: file.language, in: bytes[open..<close]) else { return nil }
        let layout = TextLayout(text: text)
        let lineEnd = layout.lineEnd(after: open)
        let declarationIndent = layout.indentation(ofLineAt: member.nameOffset)
        let unit = layout.indentationUnit
        let separator = file.language == .swift ? "; " : " "

        if close < lineEnd {
            // The whole body is on the brace's line: `{}` opens onto lines; `{ work() }` gets the call in front.
            let inner = text.text(open + 1..<close)
            if inner.allSatisfy({ $0 == " " || $0 == "\t" }) {
                let br = layout.firstLineBreak
                let replacement = "{" + br + declarationIndent + unit + call + br + declarationIndent + "}"
                return fix(call, text.edit(replacing: open..<close + 1, with: replacement))
            }
            var first = open + 1
            while bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
            return fix(call, text.edit(replacing: first..<first, with: call + separator))
        }
        // Code after the brace on its line, or a block comment that goes on: no obvious place for a line.
        guard restOfLineIsBlankOrComment(bytes[(open + 1)..<lineEnd]), let br = layout.lineBreak(at: lineEnd) else { return nil }
        let insertAt = lineEnd + br.utf8.count
        let indent = firstStatementIndentation(from: insertAt, close: close, layout: layout)
            ?? declarationIndent + unit
        return fix(call, text.edit(replacing: insertAt..<insertAt, with: indent + call + br))
    }

    /// The super call with the override's arguments; nil when one cannot be written (a parameter named
    /// `_`, a variadic parameter, selector pieces that do not match the parameters).
    static func call(for member: Member, language: Language, text: SourceText) -> String? {
        switch language {
        case .swift:
            var arguments: [String] = []
            for parameter in member.parameters {
                guard !parameter.name.isEmpty, parameter.name != "_", !parameter.isVariadic else { return nil }
                let name = spelling(of: parameter, in: text)
                arguments.append(parameter.label.map { $0 + ": " + name } ?? name)
            }
            return "super.\(member.name)(\(arguments.joined(separator: ", ")))"
        case .objectiveC:
            guard let selector = member.objcSelector, !selector.isEmpty else { return nil }
            let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast(selector.hasSuffix(":") ? 1 : 0)
            if member.parameters.isEmpty {
                guard !selector.contains(":") else { return nil }
                return "[super \(selector)];"
            }
            guard pieces.count == member.parameters.count, pieces.allSatisfy({ !$0.isEmpty }),
                  member.parameters.allSatisfy({ !$0.name.isEmpty }) else { return nil }
            let message = zip(pieces, member.parameters).map { "\($0):\($1.name)" }.joined(separator: " ")
            return "[super \(message)];"
        }
    }

    /// A parameter's name as written (a keyword needs its backticks), else its name.
    private static func spelling(of parameter: Parameter, in text: SourceText) -> String {
        let bytes = text.bytes
        let start = parameter.nameOffset
        guard start >= 0, start < bytes.count, bytes[start] == UInt8(ascii: "`") else { return parameter.name }
        var end = start + 1
        while end < bytes.count && bytes[end] != UInt8(ascii: "`") && bytes[end] != 0x0A { end += 1 }
        let written = text.text(start..<min(end + 1, bytes.count))
        return written == "`\(parameter.name)`" ? written : parameter.name
    }

    /// Whether the body's text names the super method anywhere, comments and strings included: Swift
    /// `super.name` (spaces allowed around the dot), Objective-C `super name` (the first selector piece).
    static func mentionsSuperCall(_ member: Member, language: Language, in body: ArraySlice<UInt8>) -> Bool {
        let target: [UInt8]
        switch language {
        case .swift: target = Array(member.name.utf8)
        case .objectiveC:
            let selector = member.objcSelector ?? member.name
            target = Array((selector.split(separator: ":").first.map(String.init) ?? selector).utf8)
        }
        let keyword = Array("super".utf8)
        var i = body.startIndex
        while i + keyword.count <= body.endIndex {
            defer { i += 1 }
            guard body[i..<(i + keyword.count)].elementsEqual(keyword),
                  i == body.startIndex || !isIdentifierByte(body[i - 1]) else { continue }
            var j = i + keyword.count
            guard j == body.endIndex || !isIdentifierByte(body[j]) else { continue }
            while j < body.endIndex && isSpace(body[j]) { j += 1 }
            if language == .swift {
                guard j < body.endIndex && body[j] == UInt8(ascii: ".") else { continue }
                j += 1
                while j < body.endIndex && isSpace(body[j]) { j += 1 }
            }
            var end = j
            while end < body.endIndex && isIdentifierByte(body[end]) { end += 1 }
            if body[j..<end].elementsEqual(target) { return true }
        }
        return false
    }

    private static func fix(_ call: String, _ edit: TextEdit) -> Fix {
        Fix(description: "insert '\(call)' as the first statement", edits: [edit])
    }

    /// The indentation of the first line of code from `start` on, when it comes before the closing brace
    /// (lines that are blank or preprocessor directives do not count); nil for an empty body.
    private static func firstStatementIndentation(from start: Int, close: Int, layout: TextLayout) -> String? {
        let bytes = layout.text.bytes
        var lineStart = start
        while lineStart < close {
            var i = lineStart
            while i < bytes.count && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
            let end = layout.lineEnd(after: lineStart)
            if i >= close { return nil }
            if i < end && bytes[i] != UInt8(ascii: "#") { return layout.indentation(ofLineAt: lineStart) }
            guard let br = layout.lineBreak(at: end) else { return nil }
            lineStart = end + br.utf8.count
        }
        return nil
    }

    /// Blank, a `//` comment, or block comments closed on the line.
    private static func restOfLineIsBlankOrComment(_ rest: ArraySlice<UInt8>) -> Bool {
        var i = rest.startIndex
        while i < rest.endIndex {
            let b = rest[i]
            if isSpace(b) { i += 1; continue }
            guard b == UInt8(ascii: "/"), i + 1 < rest.endIndex else { return false }
            if rest[i + 1] == UInt8(ascii: "/") { return true }
            guard rest[i + 1] == UInt8(ascii: "*") else { return false }
            var j = i + 2
            while j + 1 < rest.endIndex && !(rest[j] == UInt8(ascii: "*") && rest[j + 1] == UInt8(ascii: "/")) { j += 1 }
            guard j + 1 < rest.endIndex else { return false }
            i = j + 2
        }
        return true
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    private static func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
    }
}
