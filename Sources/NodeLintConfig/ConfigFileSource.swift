import Foundation

/// Where the resolver reads `.nodelint.yml` files from: the disk, or a snapshot such as the git index
/// (`nodelint --staged` lints what is staged, under the configuration that is staged with it).
public struct ConfigFileSource: Sendable {
    /// The bytes of the configuration file at an absolute path, or nil when there is none; a
    /// ConfigError when there is one that cannot be read.
    public let read: @Sendable (String) throws -> [UInt8]?

    public init(read: @escaping @Sendable (String) throws -> [UInt8]?) {
        self.read = read
    }

    /// Files on disk.
    public static let disk = ConfigFileSource { path in
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigError("cannot read the configuration file", file: path)
        }
        return Array(data)
    }

    /// The files of a snapshot (absolute path → bytes) for paths inside `root`; the disk outside it
    /// (an `extends:` that points out of the repository).
    public static func snapshot(_ files: [String: [UInt8]], root: String) -> ConfigFileSource {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return ConfigFileSource { path in
            path.hasPrefix(prefix) ? files[path] : try disk.read(path)
        }
    }
}
