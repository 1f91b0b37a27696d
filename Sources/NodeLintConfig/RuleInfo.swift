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

/// Severity changes that follow `texture-version` rather than a configuration key, as `nodelint config`
/// shows them. From Texture 3.0 the 2.x name `ASViewController` no longer exists, so the rule reports it
/// as a warning instead of a hint (the rule picks the level per finding itself; this table only tells
/// the configuration printer).
enum TextureVersionSeverity {
    /// Rule id -> the first version with the changed severity, and that severity.
    static let table: [String: (since: TextureVersion, severity: Severity)] = [
        "legacy-asviewcontroller-name": (TextureVersion(major: 3), .warning),
    ]

    static func severity(for rule: String, textureVersion: TextureVersion?) -> Severity? {
        guard let version = textureVersion, let change = table[rule], version >= change.since else { return nil }
        return change.severity
    }
}
