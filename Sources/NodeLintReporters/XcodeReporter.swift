import NodeLintModel

/// The default: one compiler-style line per diagnostic, which Xcode, editors and terminals link.
///
///     Sources/Feed/FeedNode.swift:12:9: error: `view` is read in init [view-access-in-init]
///     Sources/Feed/FeedNode.swift:8:5: note: init calls setUp() here
///
/// `info` is printed as `note`; a diagnostic's notes follow it as `note` lines.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"
    public static let summary = "path:line:column: severity: message [rule-id] (default)"

    public init() {}

    public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        var out = ""
        for d in diagnostics.inOutputOrder {
            out += "\(d.path):\(d.start.line):\(d.start.column): \(d.severity.compilerName): \(oneLine(d.message)) [\(d.ruleID)]\n"
            for note in d.notes {
                out += "\(note.path):\(note.start.line):\(note.start.column): note: \(oneLine(note.message))\n"
            }
        }
        return out
    }
}

/// A message on one line: line breaks would start what tools read as a new diagnostic.
func oneLine(_ text: String) -> String {
    guard text.contains(where: { $0.isNewline }) else { return text }
    return text.split(whereSeparator: { $0.isNewline }).joined(separator: " ")
}
