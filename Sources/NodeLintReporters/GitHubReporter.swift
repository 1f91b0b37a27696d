import NodeLintModel

/// GitHub Actions workflow commands, which GitHub shows as annotations on the pull request's diff:
///
///     ::error file=Sources/FeedNode.swift,line=4,endLine=4,col=9,endColumn=13,title=nodelint (view-access-in-init)::message
///
/// - `info` becomes `notice`; notes are appended to the message on their own lines.
/// - Paths are relative to the workspace root (`GITHUB_WORKSPACE`), which is what attaches an
///   annotation to a file in the diff.
/// - `col` and `endColumn` are given only for single-line ranges: GitHub rejects them otherwise.
/// - Escaping follows the Actions toolkit: `%`, CR and LF in the message; also `:` and `,` in properties.
/// - GitHub shows at most 10 annotations of each level per step (50 per job); past that, a final notice
///   says how many there are, so nobody mistakes the shown ones for all of them.
public struct GitHubReporter: Reporter {
    public static let identifier = "github"
    public static let summary = "GitHub Actions annotations (workflow commands)"
    static let annotationsShownPerLevel = 10

    public init() {}

    public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        var out = ""
        let sorted = diagnostics.inOutputOrder
        for d in sorted {
            let path = context.repositoryRelative(d.path) ?? d.path
            var properties = [("file", path), ("line", String(d.start.line))]
            if d.end.line > d.start.line {
                properties.append(("endLine", String(d.end.line)))
            } else {
                properties += [("endLine", String(d.start.line)), ("col", String(d.start.column)),
                               ("endColumn", String(max(d.end.column, d.start.column)))]
            }
            properties.append(("title", "\(context.toolName) (\(d.ruleID))"))
            var message = d.message
            for note in d.notes {
                let notePath = context.repositoryRelative(note.path) ?? note.path
                message += "\nnote: \(notePath):\(note.start.line):\(note.start.column): \(note.message)"
            }
            let command = d.severity == .info ? "notice" : d.severity.rawValue
            let list = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
            out += "::\(command) \(list)::\(Self.escapeData(message))\n"
        }
        let counts = SeverityCounts(sorted)
        let limit = Self.annotationsShownPerLevel
        if counts.errors > limit || counts.warnings > limit || counts.infos > limit {
            let text = "\(context.toolName) reported \(counted(counts.errors, "error")), \(counted(counts.warnings, "warning")) and \(counted(counts.infos, "note")); "
                + "GitHub shows at most \(limit) annotations of each level per step, so some are only in this log."
            out += "::notice title=\(Self.escapeProperty(context.toolName))::\(Self.escapeData(text))\n"
        }
        return out
    }

    /// The message ("data") of a workflow command.
    public static func escapeData(_ text: String) -> String {
        if !text.utf8.contains(where: { $0 == 0x25 || $0 == 0x0D || $0 == 0x0A }) { return text }
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// A property value of a workflow command.
    public static func escapeProperty(_ text: String) -> String {
        if !text.utf8.contains(where: { $0 == 0x25 || $0 == 0x0D || $0 == 0x0A || $0 == 0x3A || $0 == 0x2C }) { return text }
        var out = ""
        for c in escapeData(text).unicodeScalars {
            switch c {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
