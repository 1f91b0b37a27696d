import NodeLintModel
import NodeLintRulePages

/// A level for one rule in `severity:`. `off` disables the rule.
public enum RuleLevel: String, Sendable, CaseIterable {
    case error, warning, info, off
}

/// `evidence:` how findings that depend on a node's init running off the main thread are judged.
public enum EvidencePolicy: String, Sendable, CaseIterable {
    /// By where the class is created (the default): proven background keeps the rule's level and notes
    /// the site; created only on main is one level lower.
    case creationSites = "creation-sites"
    /// By Texture's contract alone: every finding at the rule's level, without creation notes.
    case contract
}

/// `per-file-ignores`: rules that do not apply to the files a pattern matches.
public struct PerFileIgnore: Sendable {
    public var pattern: Located<PathPattern>
    public var rules: [Located<String>]
}

/// One `.nodelint.yml`, parsed and validated, every value with the place it was written.
/// What the keys mean and how files combine is documented on `ConfigFileParser`.
public struct ConfigFile: Sendable {
    /// Absolute, normalized path of the file.
    public var path: String
    /// The directory patterns are relative to.
    public var directory: String
    /// Absolute path of the parent configuration.
    public var extends: Located<String>?
    public var textureVersion: Located<TextureVersion>?
    public var evidence: Located<EvidencePolicy>?
    /// nil when the key is absent (everything is included).
    public var include: [Located<PathPattern>]?
    public var exclude: [Located<PathPattern>] = []
    public var disable: [Located<String>] = []
    public var enable: [Located<String>] = []
    /// nil when the key is absent; an empty list runs no rule.
    public var only: [Located<String>]?
    public var onlyOrigin: ConfigOrigin?
    /// Rule id -> level, in the order written.
    public var severity: [(rule: String, level: Located<RuleLevel>)] = []
    /// Rule id -> option name -> value.
    public var ruleOptions: [String: [String: Located<ConfigValue>]] = [:]
    public var perFileIgnores: [PerFileIgnore] = []
    public var nodeBaseClasses: [Located<String>] = []
    public var viewControllerBaseClasses: [Located<String>] = []

    public init(path: String) {
        self.path = path
        self.directory = Paths.directory(of: path)
    }
}
