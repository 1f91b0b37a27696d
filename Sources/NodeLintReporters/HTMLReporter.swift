import NodeLintModel

/// One self-contained HTML page (inline CSS, no scripts, no external assets): totals, then one section
/// per rule (sorted by id) with its summary and a table of locations, messages and the offending line,
/// the offending range marked. Everything from the source is HTML-escaped.
public struct HTMLReporter: Reporter {
    public static let identifier = "html"
    public static let showsRulePages = true
    public static let summary = "a self-contained HTML page grouped by rule"

    public init() {}

    static let style = """
        body{font:14px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif;margin:2em;color:#1f2328;background:#fff}
        h1{font-size:1.6em;margin:0 0 .3em}h2{font-size:1.2em;margin:1.6em 0 .2em}
        code,pre{font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
        pre{margin:0;white-space:pre-wrap;word-break:break-all}
        table{border-collapse:collapse;width:100%}th,td{border:1px solid #d0d7de;padding:4px 8px;text-align:left;vertical-align:top}
        th{background:#f6f8fa}mark{background:#ffd8b5;color:inherit}
        .error{color:#cf222e}.warning{color:#9a6700}.info{color:#0969da}.summary{color:#57606a;margin:0 0 .6em}
        ul.notes{margin:.3em 0 0;padding-left:1.2em;color:#57606a}
        """

    public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        let sorted = diagnostics.inOutputOrder
        let counts = SeverityCounts(sorted)
        var byRule: [String: [Diagnostic]] = [:]
        for d in sorted { byRule[d.ruleID, default: []].append(d) }
        let e = XML.escape
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<title>\(e(context.toolName)) report</title>\n<style>\n\(Self.style)\n</style>\n</head>\n<body>\n"
        out += "<h1>\(e(context.toolName)) report</h1>\n"
        out += "<p class=\"summary\">\(e(context.toolName)) \(e(context.toolVersion)): \(counted(sorted.count, "diagnostic")) in "
            + "\(counted(Set(sorted.map(\.path)).count, "file")): \(counted(counts.errors, "error")), \(counted(counts.warnings, "warning")), "
            + "\(counted(counts.infos, "info")).</p>\n"
        if sorted.isEmpty { out += "<p>No diagnostics.</p>\n" }
        for id in byRule.keys.sorted() {
            let found = byRule[id]!
            let rule = context.rule(id, severity: found[0].severity)
            out += "<section id=\"\(e(id))\">\n<h2><code>\(e(id))</code> (\(found.count))</h2>\n"
            out += "<p class=\"summary\">\(e(rule.summary))</p>\n"
            out += "<table>\n<tr><th>Location</th><th>Severity</th><th>Message</th><th>Code</th></tr>\n"
            for d in found {
                out += "<tr><td><code>\(e(d.path)):\(d.start.line):\(d.start.column)</code></td>"
                out += "<td class=\"\(d.severity.rawValue)\">\(d.severity.rawValue)</td>"
                out += "<td>\(e(d.message))"
                if !d.notes.isEmpty {
                    out += "<ul class=\"notes\">"
                    for note in d.notes {
                        out += "<li><code>\(e(note.path)):\(note.start.line):\(note.start.column)</code> \(e(note.message))</li>"
                    }
                    out += "</ul>"
                }
                out += "</td><td><pre><code>\(markedLine(d))</code></pre></td></tr>\n"
            }
            out += "</table>\n</section>\n"
        }
        return out + "</body>\n</html>\n"
    }

    /// The offending line, escaped, with the diagnostic's range in `<mark>` when it lies on this line.
    private func markedLine(_ d: Diagnostic) -> String {
        let characters = Array(d.lineText)
        let start = d.start.column - 1
        let end = d.end.line == d.start.line ? d.end.column - 1 : characters.count
        guard start >= 0, start < characters.count, end > start else { return XML.escape(d.lineText) }
        let clampedEnd = min(end, characters.count)
        return XML.escape(String(characters[..<start])) + "<mark>" + XML.escape(String(characters[start..<clampedEnd]))
            + "</mark>" + XML.escape(String(characters[clampedEnd...]))
    }
}
