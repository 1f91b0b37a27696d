import NodeLintModel

/// Checkstyle 4.3 XML, read by Jenkins (Warnings NG), reviewdog, Danger and many CI dashboards.
/// One `<file>` per path (sorted), one `<error>` per diagnostic; `source` is `nodelint.<rule-id>`.
public struct CheckstyleReporter: Reporter {
    public static let identifier = "checkstyle"
    public static let summary = "Checkstyle 4.3 XML"

    public init() {}

    public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        var currentPath: String?
        for d in diagnostics.inOutputOrder {
            if d.path != currentPath {
                if currentPath != nil { out += "  </file>\n" }
                out += "  <file name=\"\(XML.escape(d.path))\">\n"
                currentPath = d.path
            }
            out += "    <error line=\"\(d.start.line)\" column=\"\(d.start.column)\" severity=\"\(d.severity.rawValue)\""
                + " message=\"\(XML.escape(d.message))\" source=\"\(XML.escape(context.toolName + "." + d.ruleID))\"/>\n"
        }
        if currentPath != nil { out += "  </file>\n" }
        return out + "</checkstyle>\n"
    }
}
