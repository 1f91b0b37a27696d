import NodeLintModel
import NodeLintRulePages

/// Why a rule setting has its value: shown by `nodelint config FILE`.
public enum SettingSource: Sendable, Hashable, CustomStringConvertible {
    /// The rule page's front matter (`severity:`, `enabled:`).
    case ruleDefault
    /// A configuration key (`enable`, `disable`, `only`, `severity`) written at `origin`.
    case key(String, ConfigOrigin)
    /// A `per-file-ignores` pattern that matches the file.
    case perFileIgnore(pattern: String, ConfigOrigin)

    /// With configuration paths as written (absolute).
    public var description: String { description(currentDirectory: "/") }

    /// The same text with configuration paths shown relative to `currentDirectory`.
    public func description(currentDirectory: String) -> String {
        func show(_ origin: ConfigOrigin) -> String {
            "\(Paths.display(origin.file, currentDirectory: currentDirectory)):\(origin.line):\(origin.column)"
        }
        switch self {
        case .ruleDefault: return "rule default"
        case .key(let key, let origin): return "\(key) at \(show(origin))"
        case .perFileIgnore(let pattern, let origin): return "per-file-ignores '\(pattern)' at \(show(origin))"
        }
    }
}

/// The effective setting of one rule for one file.
public struct RuleSetting: Sendable {
    public var id: String
    public var enabled: Bool
    public var severity: Severity
    public var options: [String: Located<ConfigValue>]
    public var enabledSource: SettingSource
    public var severitySource: SettingSource

    init(rule: RuleInfo) {
        id = rule.id
        enabled = rule.enabledByDefault
        severity = rule.defaultSeverity
        options = [:]
        enabledSource = .ruleDefault
        severitySource = .ruleDefault
    }
}

/// Everything the linter needs to know for one file: which rules run, at which severity, with which
/// options, and the Texture facts the configuration adds.
public struct EffectiveConfiguration: Sendable {
    /// The Texture version the project builds against: `texture-version` of the configuration, else
    /// what the project's lock files pin (`ConfigurationResolver.projectTextureVersion`); nil when unknown.
    public var textureVersion: TextureVersion?
    /// How init findings are judged (`evidence:`).
    public var evidence: EvidencePolicy = .creationSites
    /// Extra `ASDisplayNode` subclasses declared outside the linted tree (e.g. in a binary framework).
    public var nodeBaseClasses: [String]
    /// Extra `ASDKViewController` (or `ASViewController`) subclasses declared outside the linted tree.
    public var viewControllerBaseClasses: [String]
    /// Every known rule, by id.
    public var rules: [String: RuleSetting]

    public func isEnabled(_ rule: String) -> Bool { rules[rule]?.enabled ?? false }

    /// The configured severity of an enabled rule; nil when the rule is off or unknown.
    public func severity(of rule: String) -> Severity? {
        guard let setting = rules[rule], setting.enabled else { return nil }
        return setting.severity
    }

    public func options(for rule: String) -> [String: ConfigValue] {
        (rules[rule]?.options ?? [:]).mapValues(\.value)
    }

    /// Ids of the rules that run, sorted.
    public var enabledRules: [String] { rules.values.filter(\.enabled).map(\.id).sorted() }

    /// Drops diagnostics of rules that are off and gives the others the severity a `severity:` key sets.
    /// A rule left at its default keeps the severity it reported (a rule may pick it per finding, e.g.
    /// from the Texture version). Diagnostics of rules the configuration does not know pass unchanged.
    public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            guard let setting = rules[diagnostic.ruleID] else { return diagnostic }
            guard setting.enabled else { return nil }
            guard case .key = setting.severitySource else { return diagnostic }
            var adjusted = diagnostic
            adjusted.severity = setting.severity
            return adjusted
        }
    }
}
