/// Where a configuration value was written: the configuration file (absolute path), 1-based line and column.
public struct ConfigOrigin: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// A configuration that cannot be used: unreadable, not YAML, an unknown key or rule id, a bad value,
/// an `extends` cycle. The command-line driver prints `description` (one line) and exits with 2.
public struct ConfigError: Error, Equatable, CustomStringConvertible {
    public var origin: ConfigOrigin
    public var message: String

    public init(_ message: String, at origin: ConfigOrigin) {
        self.origin = origin
        self.message = message
    }

    public init(_ message: String, file: String, line: Int = 1, column: Int = 1) {
        self.init(message, at: ConfigOrigin(file: file, line: line, column: column))
    }

    /// `file:line:column: error: message`, the shape editors and CI logs link.
    public var description: String { "\(origin): error: \(message)" }
}

/// A value together with the place it was written.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var origin: ConfigOrigin

    public init(_ value: Value, _ origin: ConfigOrigin) {
        self.value = value
        self.origin = origin
    }
}

extension Located: Equatable where Value: Equatable {}
