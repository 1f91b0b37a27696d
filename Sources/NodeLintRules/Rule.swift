import NodeLintAnalysis
import NodeLintModel

/// A rule: one file each, reading only the model through `RuleContext`. Its id, severity and
/// documentation come from `rules/<id>.md`.
public protocol Rule: Sendable {
    /// The stable kebab-case id, the name of the rule's page.
    var id: String { get }
    /// Languages whose files the rule checks (default: both).
    var languages: Set<Language> { get }
    func check(_ context: RuleContext)
}

extension Rule {
    public var languages: Set<Language> { [.swift, .objectiveC] }
}

/// Settings a run gives every rule: from the configuration, not from the rule pages.
public struct LintSettings: Sendable {
    /// The Texture version the project builds against (naming rules depend on it); nil when not said.
    public var textureVersion: TextureVersion?
    /// Per-rule options from the configuration, as strings.
    public var ruleOptions: [String: [String: String]]
    /// Whether init-contract findings take their level and notes from where the node is created
    /// (`evidence: creation-sites`, the default) or are all at the rule's severity (`evidence: contract`).
    public var usesCreationEvidence: Bool

    public init(textureVersion: TextureVersion? = nil, ruleOptions: [String: [String: String]] = [:],
                usesCreationEvidence: Bool = true) {
        self.textureVersion = textureVersion
        self.ruleOptions = ruleOptions
        self.usesCreationEvidence = usesCreationEvidence
    }
}
