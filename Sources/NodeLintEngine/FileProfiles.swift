import NodeLintConfig
import NodeLintModel
import NodeLintRules

/// Decides for each file whether it is linted and with which profile, from the configuration that
/// applies to it (the closest `.nodelint.yml`, or `--config`). Files whose settings are the same share
/// a profile, so a project with one configuration has one profile however many files it has.
public final class FileProfiles {
    public enum Decision {
        /// Lint with `LintRun.Options.profiles[profile]`.
        case lint(profile: Int)
        /// `exclude` or `include` keeps the file out.
        case excluded(Exclusion)
        /// The configuration that applies cannot be read; the error is in `errors`.
        case broken
    }

    public let resolver: ConfigurationResolver
    /// `--only`: these rules instead of the configuration's selection; nil without `--only`.
    public let only: Set<String>?
    public private(set) var profiles: [LintProfile] = []
    private var profileByKey: [String: Int] = [:]
    /// Profiles by configuration chain (its files' paths), for chains without `per-file-ignores`.
    private var profileByChain: [String: Int] = [:]
    /// Every configuration error met, once each, in the order met.
    public private(set) var errors: [ConfigError] = []
    /// `node-base-classes` and `view-controller-base-classes` of every configuration used: the project
    /// index is shared by all files, so their union applies.
    public private(set) var nodeBases: [String] = []
    public private(set) var viewControllerBases: [String] = []

    public init(resolver: ConfigurationResolver, only: [String]?) {
        self.resolver = resolver
        self.only = only.map(Set.init)
    }

    /// The decision for `path` (relative to the current directory or absolute; it need not exist).
    /// - Parameter recordingErrors: false for files read only for context: a broken configuration
    ///   elsewhere in the repository is not this run's problem.
    public func decide(_ path: String, recordingErrors: Bool = true) -> Decision {
        let settings: (configuration: Configuration, effective: EffectiveConfiguration, exclusion: Exclusion?)
        do {
            settings = try resolver.settings(forFile: path)
        } catch {
            let configError = error as? ConfigError ?? ConfigError("\(error)", file: path)
            if recordingErrors && !errors.contains(configError) { errors.append(configError) }
            return .broken
        }
        if let exclusion = settings.exclusion { return .excluded(exclusion) }
        for name in settings.effective.nodeBaseClasses where !nodeBases.contains(name) { nodeBases.append(name) }
        for name in settings.effective.viewControllerBaseClasses where !viewControllerBases.contains(name) {
            viewControllerBases.append(name)
        }
        // Files governed by the same configuration chain lint alike unless a `per-file-ignores`
        // pattern can tell them apart: one profile per chain, found without rebuilding it per file.
        guard settings.configuration.perFileIgnores.isEmpty else { return .lint(profile: profile(for: settings.effective)) }
        // The Texture version comes from the file's own project (its lock files) as well.
        let chain = settings.configuration.files.map(\.path).joined(separator: "\n") + "\n" + (settings.effective.textureVersion?.description ?? "")
        if let index = profileByChain[chain] { return .lint(profile: index) }
        let index = profile(for: settings.effective)
        profileByChain[chain] = index
        return .lint(profile: index)
    }

    /// Whether the configuration that governs `directory`'s parent excludes the whole folder.
    public func excludesDirectory(_ directory: String) -> Bool {
        // The folder itself is what the parent's configuration matches (`configuration(forFile:)`
        // looks up from the folder's parent).
        guard let configuration = try? resolver.configuration(forFile: directory) else { return false }
        return configuration.excludesDirectory(directory)
    }

    private func profile(for effective: EffectiveConfiguration) -> Int {
        let profile = Self.profile(effective, only: only)
        let key = Self.key(profile)
        if let index = profileByKey[key] { return index }
        profiles.append(profile)
        profileByKey[key] = profiles.count - 1
        return profiles.count - 1
    }

    /// The rules and settings of one file.
    public static func profile(_ effective: EffectiveConfiguration, only: Set<String>?) -> LintProfile {
        func runs(_ id: String) -> Bool {
            guard let only else { return effective.isEnabled(id) }
            // `--only` replaces the configuration's choice of rules, but a `per-file-ignores` entry
            // still keeps a rule off the files it names.
            guard only.contains(id) else { return false }
            if case .perFileIgnore? = effective.rules[id]?.enabledSource { return false }
            return true
        }
        let rules = RuleRegistry.all.filter { runs($0.id) }
        var severities: [String: Severity] = [:]
        var options: [String: [String: String]] = [:]
        for (id, setting) in effective.rules {
            // Only severities a configuration wrote: a rule may otherwise pick the level per finding.
            if case .key = setting.severitySource { severities[id] = setting.severity }
            if !setting.options.isEmpty { options[id] = setting.options.mapValues { $0.value.description } }
        }
        let unused = Linter.unusedSuppressionID
        let reportUnused = effective.rules[unused].map { $0.enabled } ?? true
        let settings = LintSettings(textureVersion: effective.textureVersion, ruleOptions: options,
                                    usesCreationEvidence: effective.evidence == .creationSites)
        return LintProfile(rules: rules, settings: settings,
                           severities: severities, reportUnusedSuppressions: reportUnused)
    }

    /// Two profiles with the same key lint alike.
    public static func key(_ profile: LintProfile) -> String {
        var key = profile.rules.map(\.id).joined(separator: ",")
        key += "|" + profile.severities.keys.sorted().map { "\($0)=\(profile.severities[$0]!.rawValue)" }.joined(separator: ",")
        key += "|" + (profile.settings.textureVersion?.description ?? "")
        key += profile.settings.usesCreationEvidence ? "|e" : "|c"
        for id in profile.settings.ruleOptions.keys.sorted() {
            let options = profile.settings.ruleOptions[id]!
            key += "|" + id + ":" + options.keys.sorted().map { "\($0)=\(options[$0]!)" }.joined(separator: ";")
        }
        key += profile.reportUnusedSuppressions ? "|u" : "|-"
        return key
    }
}
