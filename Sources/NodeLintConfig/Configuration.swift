import NodeLintModel
import NodeLintRulePages

/// Why a file is not linted.
public enum Exclusion: Sendable, Equatable, CustomStringConvertible {
    /// An `exclude` pattern matches it.
    case excluded(by: Located<PathPattern>)
    /// `include` is set and none of its patterns matches it; `include` is the origin of the first pattern.
    case notIncluded(include: ConfigOrigin?)

    public var description: String {
        switch self {
        case .excluded(let pattern): return "excluded by '\(pattern.value.source)' at \(pattern.origin)"
        case .notIncluded(let origin): return "not matched by include" + (origin.map { " at \($0)" } ?? "")
        }
    }
}


/// A configuration file with everything it extends, merged. Files combine parent first:
///
/// - `texture-version`, `evidence`, `include` and `only`: the closest file that sets them wins;
/// - `exclude`, `per-file-ignores`, `node-base-classes`, `view-controller-base-classes`: accumulate;
/// - `enable`, `disable`, `severity: off`: applied in order, so a child can re-enable what its parent
///   disabled; within one file `only` applies first, then `enable`, then `disable`, then `severity`;
/// - `severity` levels and `rules` options: the closest file wins, per rule and per option.
///
/// `severity` sets a rule's level but does not turn an opt-in rule on: `enable` does.
public struct Configuration: Sendable {
    /// The chain, the file that extends nothing first and the file closest to the linted file last;
    /// empty when no configuration applies (every rule at its default).
    public let files: [ConfigFile]
    /// The absolute directory relative paths are resolved against.
    public let currentDirectory: String
    public let textureVersion: Located<TextureVersion>?
    /// `evidence` of the closest file that sets it (nil: creation sites, the default).
    public let evidence: Located<EvidencePolicy>?
    public let nodeBaseClasses: [Located<String>]
    public let viewControllerBaseClasses: [Located<String>]
    /// `include` of the closest file that sets it (nil: everything is included).
    public let include: [AnchoredPattern]?
    public let exclude: [AnchoredPattern]
    /// Each `per-file-ignores` pattern with the rules it turns off.
    public let perFileIgnores: [(pattern: AnchoredPattern, rules: [Located<String>])]
    /// Settings before `per-file-ignores`, by rule id.
    public let baseSettings: [String: RuleSetting]

    public init(files: [ConfigFile], rules: [RuleInfo], currentDirectory: String) {
        self.files = files
        self.currentDirectory = currentDirectory
        var settings: [String: RuleSetting] = [:]
        for rule in rules { settings[rule.id] = RuleSetting(rule: rule) }
        var textureVersion: Located<TextureVersion>?
        var evidence: Located<EvidencePolicy>?
        var nodes: [Located<String>] = [], controllers: [Located<String>] = []
        var include: [AnchoredPattern]?
        var exclude: [AnchoredPattern] = []
        var ignores: [(pattern: AnchoredPattern, rules: [Located<String>])] = []

        for file in files {
            if let only = file.only, let origin = file.onlyOrigin {
                for id in settings.keys {
                    let item = only.first { $0.value == id }
                    settings[id]!.enabled = item != nil
                    settings[id]!.enabledSource = .key("only", item?.origin ?? origin)
                }
            }
            for rule in file.enable {
                settings[rule.value]?.enabled = true
                settings[rule.value]?.enabledSource = .key("enable", rule.origin)
            }
            for rule in file.disable {
                settings[rule.value]?.enabled = false
                settings[rule.value]?.enabledSource = .key("disable", rule.origin)
            }
            for (rule, level) in file.severity {
                let source = SettingSource.key("severity", level.origin)
                switch level.value {
                case .off:
                    settings[rule]?.enabled = false
                    settings[rule]?.enabledSource = source
                case .error, .warning, .info:
                    settings[rule]?.severity = Severity(rawValue: level.value.rawValue)!
                    settings[rule]?.severitySource = source
                }
            }
            for (rule, options) in file.ruleOptions {
                settings[rule]?.options.merge(options) { _, child in child }
            }
            if let version = file.textureVersion { textureVersion = version }
            if let policy = file.evidence { evidence = policy }
            if let patterns = file.include { include = patterns.map { AnchoredPattern($0, directory: file.directory) } }
            exclude += file.exclude.map { AnchoredPattern($0, directory: file.directory) }
            ignores += file.perFileIgnores.map { (AnchoredPattern($0.pattern, directory: file.directory), $0.rules) }
            for name in file.nodeBaseClasses where !nodes.contains(where: { $0.value == name.value }) { nodes.append(name) }
            for name in file.viewControllerBaseClasses where !controllers.contains(where: { $0.value == name.value }) {
                controllers.append(name)
            }
        }
        self.textureVersion = textureVersion
        self.evidence = evidence
        self.nodeBaseClasses = nodes
        self.viewControllerBaseClasses = controllers
        self.include = include
        self.exclude = exclude
        self.perFileIgnores = ignores
        self.baseSettings = settings
    }

    /// Why `path` (relative to the current directory, or absolute) is not linted, or nil when it is.
    /// Applies to files found in directories and to files named explicitly alike.
    public func exclusion(for path: String) -> Exclusion? {
        let absolute = Paths.absolute(path, base: currentDirectory)
        return exclusion(absolute: absolute, bytes: PathBytes(absolute))
    }

    func exclusion(absolute: String, bytes: PathBytes) -> Exclusion? {
        for anchored in exclude where anchored.matches(bytes, absolute: absolute) {
            return .excluded(by: anchored.pattern)
        }
        if let include, !include.contains(where: { $0.matches(bytes, absolute: absolute) }) {
            return .notIncluded(include: include.first?.pattern.origin)
        }
        return nil
    }

    public func isLinted(_ path: String) -> Bool { exclusion(for: path) == nil }

    /// Whether everything below `directory` is excluded, so a directory walk can skip it.
    public func excludesDirectory(_ directory: String) -> Bool {
        let absolute = Paths.absolute(directory, base: currentDirectory)
        let bytes = PathBytes(absolute)
        return exclude.contains { $0.matches(bytes, absolute: absolute) }
    }

    /// The settings for one file: the merged configuration with its `per-file-ignores` applied.
    public func effective(for path: String) -> EffectiveConfiguration {
        let absolute = Paths.absolute(path, base: currentDirectory)
        return effective(absolute: absolute, bytes: PathBytes(absolute))
    }

    /// `projectVersion`: the Texture version the project's lock files pin for the file, used when no
    /// configuration sets `texture-version`.
    func effective(absolute: String, bytes: PathBytes, projectVersion: TextureVersion? = nil) -> EffectiveConfiguration {
        var settings = baseSettings
        if !perFileIgnores.isEmpty {
            for (anchored, rules) in perFileIgnores where anchored.matches(bytes, absolute: absolute) {
                for rule in rules {
                    settings[rule.value]?.enabled = false
                    settings[rule.value]?.enabledSource = .perFileIgnore(pattern: anchored.pattern.value.source, anchored.pattern.origin)
                }
            }
        }
        return EffectiveConfiguration(
            textureVersion: textureVersion?.value ?? projectVersion,
            evidence: evidence?.value ?? .creationSites,
            nodeBaseClasses: nodeBaseClasses.map(\.value),
            viewControllerBaseClasses: viewControllerBaseClasses.map(\.value),
            rules: settings)
    }
}
