import NodeLintModel

/// Machine-readable output with a versioned, stable schema. `formatVersion` changes only when a field
/// is removed or changes meaning; new fields may be added within a version.
///
/// ```json
/// {
///   "format": "nodelint-json",
///   "formatVersion": 1,
///   "tool": {"name": "nodelint", "version": "0.1.0"},
///   "summary": {"diagnostics": 1, "errors": 1, "warnings": 0, "infos": 0, "files": 1},
///   "diagnostics": [
///     {
///       "rule": "view-access-in-init",
///       "severity": "error",                         // error | warning | info
///       "message": "...",
///       "path": "Sources/FeedNode.swift",            // as given on the command line
///       "start": {"line": 4, "column": 9},           // 1-based; columns count characters
///       "end": {"line": 4, "column": 13},            // exclusive
///       "byteRange": {"start": 82, "end": 86},       // UTF-8 offsets in the file, end exclusive
///       "lineText": "        view.backgroundColor = .red",
///       "fingerprint": "3f0c...",                    // stable across line moves (see Fingerprint)
///       "notes": [{"message": "...", "path": "...", "line": 2, "column": 5}],
///       "evidence": "main-only",                     // only for init findings judged by creation sites:
///                                                    // background | main-only | unknown (DESIGN.md, Evidence)
///       "fix": {                                     // only when the finding has one (nodelint --fix)
///         "description": "insert 'super.didLoad()' as the first statement",
///         "edits": [{"byteRange": {"start": 120, "end": 120}, "replacement": "        super.didLoad()\n"}]
///       }
///     }
///   ]
/// }
/// ```
///
/// Diagnostics are sorted by path, line, column, rule id and message; `summary.files` counts the files
/// with at least one diagnostic.
public struct JSONReporter: Reporter {
    public static let identifier = "json"
    public static let summary = "a versioned JSON document (format nodelint-json, formatVersion 1)"
    public static let formatVersion = 1

    public init() {}

    public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        let sorted = diagnostics.inOutputOrder
        let fingerprints = Fingerprint.compute(sorted, context: context)
        let items: [JSONValue] = zip(sorted, fingerprints).map { d, fingerprint in
            var fields: [(String, JSONValue)] = [
                ("rule", .string(d.ruleID)),
                ("severity", .string(d.severity.rawValue)),
                ("message", .string(d.message)),
                ("path", .string(d.path)),
                ("start", position(d.start)),
                ("end", position(d.end)),
                ("byteRange", .object([("start", .int(d.range.lowerBound)), ("end", .int(d.range.upperBound))])),
                ("lineText", .string(d.lineText)),
                ("fingerprint", .string(fingerprint)),
                ("notes", .array(d.notes.map { note in
                    .object([("message", .string(note.message)), ("path", .string(note.path)),
                             ("line", .int(note.start.line)), ("column", .int(note.start.column))])
                })),
            ]
            if let evidence = d.evidence { fields.append(("evidence", .string(evidence.rawValue))) }
            if let fix = d.fix { fields.append(("fix", fixObject(fix))) }
            return .object(fields)
        }
        let counts = SeverityCounts(sorted)
        let document = JSONValue.object([
            ("format", .string("nodelint-json")),
            ("formatVersion", .int(Self.formatVersion)),
            ("tool", .object([("name", .string(context.toolName)), ("version", .string(context.toolVersion))])),
            ("summary", .object([
                ("diagnostics", .int(sorted.count)), ("errors", .int(counts.errors)), ("warnings", .int(counts.warnings)),
                ("infos", .int(counts.infos)), ("files", .int(Set(sorted.map(\.path)).count)),
            ])),
            ("diagnostics", .array(items)),
        ])
        return document.rendered()
    }

    private func fixObject(_ fix: Fix) -> JSONValue {
        .object([
            ("description", .string(fix.description)),
            ("edits", .array(fix.edits.map { edit in
                .object([("byteRange", .object([("start", .int(edit.range.lowerBound)), ("end", .int(edit.range.upperBound))])),
                         ("replacement", .string(edit.replacement))])
            })),
        ])
    }

    private func position(_ p: SourcePosition) -> JSONValue {
        .object([("line", .int(p.line)), ("column", .int(p.column))])
    }
}

struct SeverityCounts {
    var errors = 0, warnings = 0, infos = 0

    init(_ diagnostics: [Diagnostic]) {
        for d in diagnostics { add(d.severity) }
    }
}
