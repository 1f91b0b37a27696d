import NodeLintModel
import NodeLintRules

/// The code actions for the findings at a place: the rule's fix where it has one (the same edits
/// `nodelint --fix` applies), and a suppression of the finding's rule on its line,
/// `// nodelint:disable:next <id> - ` on a line of its own above it, so that the reason can be typed
/// after the dash. `//` comments are Swift's and Objective-C's alike. The edits are offered, never
/// applied by the server.
struct CodeActions {
    let convert: LSPDiagnostics

    /// Actions for `diagnostics` (those of the document linted from `table`'s text) whose lines meet
    /// the requested lines `lines` (zero-based, inclusive).
    func actions(for diagnostics: [Diagnostic], lines: ClosedRange<Int>, uri: String, table: LineTable) -> [JSONValue] {
        var fixes: [JSONValue] = []
        var suppressions: [JSONValue] = []
        var suppressed: Set<String> = []
        for diagnostic in diagnostics {
            let first = table.text.line(of: diagnostic.range.lowerBound) - 1
            let last = table.text.line(of: max(diagnostic.range.lowerBound, diagnostic.range.upperBound)) - 1
            guard first <= lines.upperBound && last >= lines.lowerBound else { continue }
            let lsp = convert.convert(diagnostic, in: table)
            if let fix = diagnostic.fix {
                let edits: [JSONValue] = fix.edits.map { ["range": convert.range($0.range, in: table), "newText": .string($0.replacement)] }
                fixes.append(["title": .string(Self.sentence(fix.description)), "kind": "quickfix", "isPreferred": true,
                              "diagnostics": [lsp], "edit": ["changes": [uri: .array(edits)]]])
            }
            // An unused suppression is removed, not suppressed; one action per rule and line.
            guard diagnostic.ruleID != Linter.unusedSuppressionID,
                  suppressed.insert("\(diagnostic.ruleID)@\(first)").inserted else { continue }
            let edit = suppressionEdit(ruleID: diagnostic.ruleID, line: first, table: table)
            suppressions.append(["title": .string("Suppress \(diagnostic.ruleID) on this line"), "kind": "quickfix",
                                 "diagnostics": [lsp], "edit": ["changes": [uri: [edit]]]])
        }
        return fixes + suppressions
    }

    /// The edit that suppresses `ruleID` on zero-based `line`. Where the line above is already a
    /// `nodelint:disable:next` comment, the id joins its list: a second comment between it and the line
    /// would move its suppression onto the new comment.
    func suppressionEdit(ruleID: String, line: Int, table: LineTable) -> JSONValue {
        let text = table.text
        if line > 0, let insertion = Self.idInsertionPoint(inDisableNextComment: text.lineText(line)) {
            let offset = text.lineStarts[line - 1] + insertion
            let at = convert.position(table.position(ofOffset: offset, encoding: convert.encoding))
            return ["range": ["start": at, "end": at], "newText": .string(" " + ruleID)]
        }
        let lineText = text.lineText(line + 1)
        let indent = String(lineText.prefix { $0 == " " || $0 == "\t" })
        let at = convert.position(LSPPosition(line: line, character: 0))
        return ["range": ["start": at, "end": at],
                "newText": .string("\(indent)// nodelint:disable:next \(ruleID) - \(Self.lineBreak(of: text))")]
    }

    /// Where another rule id goes in a `// nodelint:disable:next ids - reason` line (a byte offset in
    /// the line): after the last id, before the reason or the end of the comment.
    static func idInsertionPoint(inDisableNextComment line: String) -> Int? {
        let bytes = Array(line.utf8)
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        let isLineComment = trimmed.hasPrefix("// nodelint:disable:next ") || trimmed.hasPrefix("//nodelint:disable:next ")
        let isBlockComment = trimmed.hasPrefix("/* nodelint:disable:next ") && trimmed.hasSuffix("*/")
        guard isLineComment || isBlockComment else { return nil }
        var end = bytes.count
        if let reason = (0..<max(0, bytes.count - 2)).first(where: { bytes[$0] == 0x20 && bytes[$0 + 1] == 0x2D && bytes[$0 + 2] == 0x20 }) {
            end = reason
        } else if isBlockComment {
            end -= 2
        }
        while end > 0 && (bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t")) { end -= 1 }
        return end
    }

    /// The file's line break (its first), so an inserted line matches the others; `\n` in a one-line file.
    static func lineBreak(of text: SourceText) -> String {
        guard text.lineStarts.count > 1 else { return "\n" }
        let end = text.lineStarts[1]
        if end >= 2 && text.bytes[end - 2] == 0x0D && text.bytes[end - 1] == 0x0A { return "\r\n" }
        return text.bytes[end - 1] == 0x0D ? "\r" : "\n"
    }

    /// "insert 'super.didLoad()'" -> "Insert 'super.didLoad()'": a menu entry.
    static func sentence(_ description: String) -> String {
        guard let first = description.first else { return description }
        return first.uppercased() + description.dropFirst()
    }
}
