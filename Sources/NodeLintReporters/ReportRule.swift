import NodeLintModel
import NodeLintRulePages

/// The rule metadata reports show: SARIF `rules[]`, HTML group headings.
public struct ReportRule: Sendable {
    public var id: String
    /// One sentence (front matter `summary`).
    public var summary: String
    public var severity: Severity
    public var enabledByDefault: Bool
    public var category: String?
    /// The page's `# ` heading.
    public var title: String?
    /// Why the rule exists: the `## Why` section, or the text between the title and the first section.
    public var explanation: String?
    /// The `## How to fix` section.
    public var howToFix: String?
    /// The whole page without its front matter.
    public var markdown: String?

    public init(id: String, summary: String, severity: Severity, enabledByDefault: Bool = true, category: String? = nil,
                title: String? = nil, explanation: String? = nil, howToFix: String? = nil, markdown: String? = nil) {
        self.id = id
        self.summary = summary
        self.severity = severity
        self.enabledByDefault = enabledByDefault
        self.category = category
        self.title = title
        self.explanation = explanation
        self.howToFix = howToFix
        self.markdown = markdown
    }

    public init(page: RulePage) {
        var title: String?
        var intro: [Substring] = []
        var inFence = false
        for line in page.markdown.lines() {
            if line.hasPrefix("```") { inFence.toggle() }
            if !inFence && line.hasPrefix("## ") { break }
            if title == nil && !inFence && line.hasPrefix("# ") {
                title = String(line.dropFirst(2)).trimmed
                continue
            }
            if title != nil { intro.append(line) }
        }
        let introText = intro.joined(separator: "\n").trimmed
        self.init(id: page.id, summary: page.summary, severity: page.severity, enabledByDefault: page.enabledByDefault,
                  category: page.category, title: title,
                  explanation: page.section("Why") ?? (introText.isEmpty ? nil : introText),
                  howToFix: page.section("How to fix"), markdown: page.markdown.trimmed)
    }

    /// Every rule in the embedded catalog.
    public static var catalog: [ReportRule] { RuleCatalog.pages.map(ReportRule.init(page:)) }
}

extension StringProtocol {
    var trimmed: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
