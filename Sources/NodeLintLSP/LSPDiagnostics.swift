import NodeLintModel

/// nodelint's findings in LSP's shape: the range of the offending token, the severity, the rule id as
/// `code`, `source` "nodelint", and the notes as `relatedInformation` (DESIGN.md: notes are part of a
/// finding). Positions are converted from byte offsets with the document's text as it was linted.
struct LSPDiagnostics {
    let encoding: PositionEncoding
    /// The URI to name a file by (the client's own URI for an open document).
    let uri: (String) -> String
    /// The text a note's file had when it was linted, to place the note's character column.
    let text: (String) -> SourceText?

    func convert(_ diagnostic: Diagnostic, in table: LineTable) -> JSONValue {
        var fields: [String: JSONValue] = [
            "range": range(diagnostic.range, in: table),
            "severity": .int(Self.severity(diagnostic.severity)),
            "code": .string(diagnostic.ruleID),
            "source": "nodelint",
            "message": .string(diagnostic.message),
        ]
        if !diagnostic.notes.isEmpty {
            fields["relatedInformation"] = .array(diagnostic.notes.map(related))
        }
        return .object(fields)
    }

    func range(_ bytes: Range<Int>, in table: LineTable) -> JSONValue {
        ["start": position(table.position(ofOffset: bytes.lowerBound, encoding: encoding)),
         "end": position(table.position(ofOffset: bytes.upperBound, encoding: encoding))]
    }

    func position(_ p: LSPPosition) -> JSONValue { ["line": .int(p.line), "character": .int(p.character)] }

    /// LSP's DiagnosticSeverity: 1 error, 2 warning, 3 information.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .info: return 3
        }
    }

    /// A note is a place, not a token: an empty range at its position.
    private func related(_ note: DiagnosticNote) -> JSONValue {
        let at: LSPPosition
        if let text = text(note.path) {
            let table = LineTable(text)
            at = table.position(ofOffset: table.offset(line: note.start.line, characterColumn: note.start.column), encoding: encoding)
        } else {
            at = LSPPosition(line: max(0, note.start.line - 1), character: max(0, note.start.column - 1))
        }
        return ["location": ["uri": .string(uri(note.path)), "range": ["start": position(at), "end": position(at)]],
                "message": .string(note.message)]
    }
}
