import Foundation
import NodeLintProject

/// Renders the effective configuration of one file and where each value came from, for
/// `nodelint config FILE`. Configuration paths are shown relative to the current directory.
///
///     configuration for Sources/Feed/FeedNode.swift
///     files: .nodelint.yml -> Sources/.nodelint.yml
///     linted: yes
///     module: Feed (App.xcodeproj, framework, exported)
///     texture-version: 3  (Sources/.nodelint.yml:1:18)
///     evidence: contract  (.nodelint.yml:2:11)
///     node-base-classes: BaseNode (.nodelint.yml:7:5)
///     view-controller-base-classes: none
///     rules:
///       view-access-in-init           off      disable at .nodelint.yml:5:5
///         some-option: 3  (.nodelint.yml:12:7)
public enum ConfigPrinter {
    /// `projectVersion`: what the project's lock files pin for the file (shown when no configuration
    /// sets `texture-version`, which overrides it).
    /// `module`: the file's module as the project's targets say (a line is shown when given).
    public static func render(file path: String, configuration: Configuration, projectVersion: TextureVersionFinding? = nil,
                              module: String? = nil) -> String {
        let cwd = configuration.currentDirectory
        func show(_ origin: ConfigOrigin) -> String {
            "\(Paths.display(origin.file, currentDirectory: cwd)):\(origin.line):\(origin.column)"
        }
        func names(_ list: [Located<String>]) -> String {
            list.isEmpty ? "none" : list.map { "\($0.value) (\(show($0.origin)))" }.joined(separator: ", ")
        }
        var lines: [String] = []
        lines.append("configuration for \(path)")
        let files = configuration.files.map { Paths.display($0.path, currentDirectory: cwd) }
        lines.append("files: " + (files.isEmpty ? "none (rule defaults)" : files.joined(separator: " -> ")))
        switch configuration.exclusion(for: path) {
        case nil:
            lines.append("linted: yes")
        case .excluded(let pattern)?:
            lines.append("linted: no, excluded by '\(pattern.value.source)' (\(show(pattern.origin)))")
        case .notIncluded(let origin)?:
            lines.append("linted: no, not matched by include" + (origin.map { " (\(show($0)))" } ?? ""))
        }
        if let module { lines.append("module: " + module) }
        if let version = configuration.textureVersion {
            lines.append("texture-version: \(version.value)  (\(show(version.origin)))")
        } else if let found = projectVersion {
            lines.append("texture-version: \(found.version)  (\(Paths.display(found.file, currentDirectory: cwd)):\(found.line), \(found.source.rawValue))")
        } else {
            lines.append("texture-version: unknown (no Podfile.lock, Package.resolved, Cartfile.resolved, podspec or Podfile names Texture; set texture-version)")
        }
        if let evidence = configuration.evidence {
            lines.append("evidence: \(evidence.value.rawValue)  (\(show(evidence.origin)))")
        } else {
            lines.append("evidence: creation-sites (default: init findings judged by where each node is created)")
        }
        lines.append("node-base-classes: " + names(configuration.nodeBaseClasses))
        lines.append("view-controller-base-classes: " + names(configuration.viewControllerBaseClasses))

        let effective = configuration.effective(for: path)
        let settings = effective.rules.values.sorted { $0.id < $1.id }
        lines.append(settings.isEmpty ? "rules: none known" : "rules:")
        let width = settings.map(\.id.count).max() ?? 0
        for setting in settings {
            let level = setting.enabled ? setting.severity.rawValue : "off"
            var why: [String] = []
            if !setting.enabled || setting.enabledSource != .ruleDefault {
                let source = setting.enabledSource.description(currentDirectory: cwd)
                why.append(setting.enabledSource != .ruleDefault ? source : "opt-in, not enabled")
            }
            if setting.enabled && setting.severitySource != .ruleDefault {
                why.append(setting.severitySource.description(currentDirectory: cwd))
            }
            if why.isEmpty { why.append("rule default") }
            let id = setting.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let levelColumn = level.padding(toLength: 7, withPad: " ", startingAt: 0)
            lines.append("  \(id)  \(levelColumn)  \(why.joined(separator: "; "))")
            for name in setting.options.keys.sorted() {
                let option = setting.options[name]!
                lines.append("    \(name): \(option.value)  (\(show(option.origin)))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
