import NodeLintModel

/// The default output, one line per diagnostic as Xcode and most editors read it (DESIGN.md):
/// `<path>:<line>:<column>: <error|warning>: <message> [<rule-id>]`, each followed by its notes as
/// `<path>:<line>:<column>: note: <message>`. Info-level findings print as `note`.
public enum XcodeOutput {
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for d in diagnostics {
            let level = d.severity == .info ? "note" : d.severity.rawValue
            out += "\(d.path):\(d.start.line):\(d.start.column): \(level): \(d.message) [\(d.ruleID)]\n"
            for note in d.notes {
                out += "\(note.path):\(note.start.line):\(note.start.column): note: \(note.message)\n"
            }
        }
        return out
    }
}
