import NodeLintModel
import NodeLintRulePages

/// What the configuration needs to know about one rule: its id (to validate the configuration), its
/// defaults, and the names of the options it reads (an option it does not read is an error, not a no-op).
public struct RuleInfo: Sendable, Hashable {
    public var id: String
    public var defaultSeverity: Severity
    public var enabledByDefault: Bool
    public var optionNames: Set<String>

    public init(id: String, defaultSeverity: Severity, enabledByDefault: Bool = true, optionNames: Set<String> = []) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.enabledByDefault = enabledByDefault
        self.optionNames = optionNames
    }

    /// The rule's information from its page. Options are declared in the front matter as
    /// `options: name, other-name`.
    public init(page: RulePage) {
        let options = (page.fields["options"] ?? "")
            .split(separator: ",")
            .map { $0.filter { $0 != " " && $0 != "\t" } }
            .filter { !$0.isEmpty }
        self.init(id: page.id, defaultSeverity: page.severity, enabledByDefault: page.enabledByDefault,
                  optionNames: Set(options))
    }

    /// Every rule in the embedded catalog (`rules/*.md`).
    public static var catalog: [RuleInfo] { RuleCatalog.pages.map(RuleInfo.init(page:)) }
}
