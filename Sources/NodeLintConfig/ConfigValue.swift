/// The value of a rule option, as written in YAML. Scalars stay text; a rule reads them with the typed
/// accessors, which return nil when the text does not have the asked type.
public enum ConfigValue: Sendable, Hashable, CustomStringConvertible {
    case scalar(String)
    case list([ConfigValue])
    case map([String: ConfigValue])

    public var string: String? {
        if case .scalar(let s) = self { return s }
        return nil
    }

    public var int: Int? { string.flatMap { Int($0) } }

    public var double: Double? { string.flatMap { Double($0) } }

    public var bool: Bool? {
        switch string {
        case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return true
        case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return false
        default: return nil
        }
    }

    /// A list of scalars (a single scalar counts as a list of one).
    public var strings: [String]? {
        switch self {
        case .scalar(let s): return [s]
        case .list(let items):
            let strings = items.compactMap(\.string)
            return strings.count == items.count ? strings : nil
        case .map: return nil
        }
    }

    /// Flow-style YAML, keys sorted: how `nodelint config` prints an option.
    public var description: String {
        switch self {
        case .scalar(let s): return s
        case .list(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .map(let map):
            return "{" + map.keys.sorted().map { "\($0): \(map[$0]!.description)" }.joined(separator: ", ") + "}"
        }
    }

    init(_ node: YAMLNode) {
        switch node.kind {
        case .scalar(let text, _): self = .scalar(text)
        case .sequence(let items): self = .list(items.map(ConfigValue.init))
        case .mapping(let pairs):
            var map: [String: ConfigValue] = [:]
            for pair in pairs { map[pair.key.scalar ?? ""] = ConfigValue(pair.value) }
            self = .map(map)
        }
    }
}
