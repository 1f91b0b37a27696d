import Foundation
import NodeLintModel
import NodeLintRulePages

/// Reads `.nodelint.yml`. Every key is optional; an unknown key, an unknown rule id, an option a rule
/// does not read, or a value of the wrong shape is an error naming the file, line and column.
///
/// ```yaml
/// extends: ../.nodelint.yml          # the parent configuration, relative to this file
/// texture-version: 3                 # major[.minor]: which names are current (ASViewController vs ASDKViewController)
/// evidence: contract                 # init findings all at the rule's level (default: creation-sites)
/// include: [Sources, "App/**/*.swift"]
/// exclude: [Pods, "**/Generated/**", "*.pb.swift"]
/// disable: [view-access-in-init]     # default-on rules to turn off
/// enable: [some-opt-in-rule]         # opt-in rules to turn on
/// only: [view-access-in-init]        # run these rules and no other
/// severity:                          # error | warning | info | off
///   view-access-in-init: warning
/// rules:                             # per-rule options
///   some-rule: {option: value}
/// per-file-ignores:                  # pattern -> rule ids
///   "Tests/**": [view-access-in-init]
/// node-base-classes: [BaseNode]      # classes outside the linted tree that are ASDisplayNode subclasses
/// view-controller-base-classes: [BaseNodeController]
/// ```
public struct ConfigFileParser {
    /// The keys, in the order `nodelint config` and the documentation list them.
    public static let keys = [
        "extends", "texture-version", "evidence", "include", "exclude", "disable", "enable", "only", "severity", "rules",
        "per-file-ignores", "node-base-classes", "view-controller-base-classes",
    ]

    public let rules: [String: RuleInfo]

    public init(rules: [RuleInfo]) {
        var byID: [String: RuleInfo] = [:]
        for rule in rules { byID[rule.id] = rule }
        self.rules = byID
    }

    /// Reads and parses the file at `path` (absolute).
    public func parse(contentsOf path: String) throws -> ConfigFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigError("cannot read the configuration file", file: path)
        }
        return try parse(path: path, bytes: Array(data))
    }

    public func parse(path: String, bytes: [UInt8]) throws -> ConfigFile {
        var file = ConfigFile(path: path)
        let root: YAMLNode?
        do {
            root = try YAMLLoader.load(bytes)
        } catch let error as YAMLError {
            throw ConfigError(error.message, file: path, line: error.line, column: error.column)
        }
        guard let root, !root.isNull else { return file }
        guard case .mapping(let pairs) = root.kind else {
            throw error("the configuration must be a map of keys, not \(root.kindName)", root, path)
        }
        var seen: Set<String> = []
        for (keyNode, value) in pairs {
            guard let key = keyNode.scalar else { throw error("a key must be a name, not \(keyNode.kindName)", keyNode, path) }
            guard seen.insert(key).inserted else { throw error("duplicate key '\(key)'", keyNode, path) }
            let origin = self.origin(keyNode, path)
            switch key {
            case "extends":
                let target = try scalar(value, key, path)
                file.extends = Located(Paths.absolute(target, base: file.directory), self.origin(value, path))
            case "texture-version":
                let text = try scalar(value, key, path)
                guard let version = TextureVersion(text), (1...3).contains(version.major) else {
                    throw error("texture-version must be a Texture version such as 2, 3 or 3.1, not '\(text)'", value, path)
                }
                file.textureVersion = Located(version, self.origin(value, path))
            case "evidence":
                let text = try scalar(value, key, path)
                guard let policy = EvidencePolicy(rawValue: text) else {
                    throw error("evidence must be creation-sites or contract, not '\(text)'", value, path)
                }
                file.evidence = Located(policy, self.origin(value, path))
            case "include":
                file.include = try patterns(value, key, path)
            case "exclude":
                file.exclude = try patterns(value, key, path)
            case "disable":
                file.disable = try ruleIDs(value, key, path)
            case "enable":
                file.enable = try ruleIDs(value, key, path)
            case "only":
                file.only = try ruleIDs(value, key, path)
                file.onlyOrigin = origin
            case "severity":
                for (ruleNode, levelNode) in try mapping(value, key, path) {
                    let rule = try ruleID(ruleNode, path)
                    let text = try scalar(levelNode, "severity of \(rule)", path)
                    guard let level = RuleLevel(rawValue: text) else {
                        throw error("severity of \(rule) must be error, warning, info or off, not '\(text)'", levelNode, path)
                    }
                    file.severity.append((rule, Located(level, self.origin(levelNode, path))))
                }
            case "rules":
                for (ruleNode, optionsNode) in try mapping(value, key, path) {
                    let rule = try ruleID(ruleNode, path)
                    var options: [String: Located<ConfigValue>] = [:]
                    for (optionNode, optionValue) in try mapping(optionsNode, "rules: \(rule)", path) {
                        let name = try scalar(optionNode, "option name", path)
                        let known = rules[rule]?.optionNames ?? []
                        guard known.contains(name) else {
                            let list = known.isEmpty ? "it has no options" : "its options: " + known.sorted().joined(separator: ", ")
                            throw error("rule '\(rule)' has no option '\(name)' (\(list))", optionNode, path)
                        }
                        options[name] = Located(ConfigValue(optionValue), self.origin(optionValue, path))
                    }
                    file.ruleOptions[rule] = options
                }
            case "per-file-ignores":
                for (patternNode, rulesNode) in try mapping(value, key, path) {
                    let pattern = try self.pattern(patternNode, path)
                    file.perFileIgnores.append(PerFileIgnore(pattern: pattern, rules: try ruleIDs(rulesNode, "per-file-ignores", path)))
                }
            case "node-base-classes":
                file.nodeBaseClasses = try strings(value, key, path)
            case "view-controller-base-classes":
                file.viewControllerBaseClasses = try strings(value, key, path)
            default:
                throw error("unknown key '\(key)'" + suggestion(for: key, among: ConfigFileParser.keys), keyNode, path)
            }
        }
        for rule in file.enable where file.disable.contains(where: { $0.value == rule.value }) {
            throw ConfigError("rule '\(rule.value)' is both enabled and disabled in this file", at: rule.origin)
        }
        return file
    }

    // MARK: - Shapes

    private func origin(_ node: YAMLNode, _ path: String) -> ConfigOrigin {
        ConfigOrigin(file: path, line: node.line, column: node.column)
    }

    private func error(_ message: String, _ node: YAMLNode, _ path: String) -> ConfigError {
        ConfigError(message, at: origin(node, path))
    }

    private func scalar(_ node: YAMLNode, _ what: String, _ path: String) throws -> String {
        guard let text = node.scalar, !node.isNull else {
            throw error("\(what) must be a single value, not \(node.isNull ? "empty" : node.kindName)", node, path)
        }
        return text
    }

    private func mapping(_ node: YAMLNode, _ what: String, _ path: String) throws -> [(key: YAMLNode, value: YAMLNode)] {
        if node.isNull { return [] }
        guard case .mapping(let pairs) = node.kind else { throw error("\(what) must be a map, not \(node.kindName)", node, path) }
        var seen: Set<String> = []
        for pair in pairs {
            if let key = pair.key.scalar, !seen.insert(key).inserted { throw error("duplicate key '\(key)' in \(what)", pair.key, path) }
        }
        return pairs
    }

    /// A list of scalars; a single scalar is a list of one, an empty value an empty list.
    private func strings(_ node: YAMLNode, _ what: String, _ path: String) throws -> [Located<String>] {
        if node.isNull { return [] }
        switch node.kind {
        case .scalar(let text, _):
            return [Located(text, origin(node, path))]
        case .sequence(let items):
            return try items.map { item in
                guard let text = item.scalar, !item.isNull else {
                    throw error("\(what) must be a list of names, and this item is \(item.isNull ? "empty" : item.kindName)", item, path)
                }
                return Located(text, origin(item, path))
            }
        case .mapping:
            throw error("\(what) must be a list, not a map", node, path)
        }
    }

    private func ruleIDs(_ node: YAMLNode, _ what: String, _ path: String) throws -> [Located<String>] {
        if node.isNull { return [] }
        let items: [YAMLNode]
        switch node.kind {
        case .sequence(let list): items = list
        case .scalar: items = [node]
        case .mapping: throw error("\(what) must be a list of rule ids, not a map", node, path)
        }
        return try items.map { Located(try ruleID($0, path), origin($0, path)) }
    }

    private func ruleID(_ node: YAMLNode, _ path: String) throws -> String {
        guard let id = node.scalar, !node.isNull else { throw error("expected a rule id, not \(node.kindName)", node, path) }
        guard rules[id] != nil else {
            throw error("unknown rule '\(id)'" + suggestion(for: id, among: Array(rules.keys)), node, path)
        }
        return id
    }

    private func patterns(_ node: YAMLNode, _ what: String, _ path: String) throws -> [Located<PathPattern>] {
        if node.isNull { return [] }
        let items: [YAMLNode]
        switch node.kind {
        case .sequence(let list): items = list
        case .scalar: items = [node]
        case .mapping: throw error("\(what) must be a list of path patterns, not a map", node, path)
        }
        return try items.map { try pattern($0, path) }
    }

    private func pattern(_ node: YAMLNode, _ path: String) throws -> Located<PathPattern> {
        guard let text = node.scalar, !node.isNull else { throw error("expected a path pattern, not \(node.kindName)", node, path) }
        do {
            return Located(try PathPattern(text), origin(node, path))
        } catch let syntax as GlobPattern.SyntaxError {
            throw error(syntax.message, node, path)
        }
    }
}

/// " (did you mean 'x'?)" when a candidate is within two edits of `word`, else "".
func suggestion(for word: String, among candidates: [String]) -> String {
    let best = candidates
        .map { (candidate: $0, distance: editDistance(word, $0)) }
        .filter { $0.distance <= 2 }
        .min { $0.distance != $1.distance ? $0.distance < $1.distance : $0.candidate < $1.candidate }
    return best.map { " (did you mean '\($0.candidate)'?)" } ?? ""
}

func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
