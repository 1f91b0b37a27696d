import Foundation
import NodeLintProject

/// Finds the configuration for each linted file.
///
/// Without `--config`, the closest `.nodelint.yml` applies: the resolver looks in the file's directory,
/// then its parent, and so on; it stops after the repository root (a directory holding `.git`) or at
/// the file-system root. A configuration inherits only what it names with `extends:`. With
/// `--config FILE`, that file (and what it extends) applies to every file and nothing is searched.
/// The same resolution serves directories, explicit files and `--stdin-filename` (which need not exist).
/// The files are read from a `ConfigFileSource`: the disk, or the git index for `--staged`.
///
/// Thread-safe: files are linted in parallel, and each directory and configuration file is read once.
public final class ConfigurationResolver: @unchecked Sendable {
    public static let fileName = ".nodelint.yml"

    public let rules: [RuleInfo]
    public let currentDirectory: String
    private let parser: ConfigFileParser
    /// Where `.nodelint.yml` files (and what they extend) are read from; `--config FILE` is read from disk.
    private let source: ConfigFileSource
    /// The `--config` configuration; set only in `init`, so reading it needs no lock.
    private var fixed: Configuration?
    private let lock = NSLock()
    private var byDirectory: [String: Result<Configuration, ConfigError>] = [:]
    private var chains: [String: Result<Configuration, ConfigError>] = [:]

    /// - Parameters:
    ///   - rules: the rules configurations may name (`RuleInfo.catalog` in the tool).
    ///   - configFile: `--config FILE`; read at once, so a broken file fails before any linting.
    ///   - currentDirectory: what relative paths are relative to.
    ///   - source: where `.nodelint.yml` files are read from (the disk, or the git index for `--staged`).
    /// Finds the Texture version of each file's project, for files whose configuration does not set
    /// `texture-version`; nil: the version is only what configurations say.
    public let textureVersions: TextureVersionDiscovery?

    public init(rules: [RuleInfo], configFile: String? = nil,
                currentDirectory: String = FileManager.default.currentDirectoryPath,
                source: ConfigFileSource = .disk, textureVersions: TextureVersionDiscovery? = nil) throws {
        self.textureVersions = textureVersions
        self.rules = rules.sorted { $0.id < $1.id }
        self.currentDirectory = Paths.absolute(currentDirectory, base: "/")
        self.parser = ConfigFileParser(rules: rules)
        if let configFile {
            let path = Paths.absolute(configFile, base: self.currentDirectory)
            guard let bytes = try ConfigFileSource.disk.read(path) else {
                throw ConfigError("configuration file not found", file: path)
            }
            self.source = .disk
            fixed = try loadChain(path, bytes: bytes)
        } else {
            self.source = source
        }
    }

    /// The configuration that applies to `path` (a file, relative to the current directory or absolute).
    public func configuration(forFile path: String) throws -> Configuration {
        if let fixed { return fixed }
        let absolute = Paths.absolute(path, base: currentDirectory)
        return try configuration(forDirectory: Paths.directory(of: absolute))
    }

    /// The effective settings for `path`, or the reason it is not linted.
    /// What the driver asks once per file (the path is normalized once for all three answers).
    public func settings(forFile path: String) throws -> (configuration: Configuration, effective: EffectiveConfiguration, exclusion: Exclusion?) {
        let absolute = Paths.absolute(path, base: currentDirectory)
        let configuration = try fixed ?? self.configuration(forDirectory: Paths.directory(of: absolute))
        let bytes = PathBytes(absolute)
        let projectVersion = configuration.textureVersion == nil ? textureVersions?.version(forFile: absolute)?.version : nil
        return (configuration, configuration.effective(absolute: absolute, bytes: bytes, projectVersion: projectVersion),
                configuration.exclusion(absolute: absolute, bytes: bytes))
    }

    /// The Texture version the project's lock and requirement files pin for `path`, and where.
    public func projectTextureVersion(forFile path: String) -> TextureVersionFinding? {
        textureVersions?.version(forFile: Paths.absolute(path, base: currentDirectory))
    }

    private func configuration(forDirectory directory: String) throws -> Configuration {
        lock.lock()
        let cached = byDirectory[directory]
        lock.unlock()
        if let cached { return try cached.get() }

        let result: Result<Configuration, ConfigError>
        let candidate = directory == "/" ? "/" + Self.fileName : directory + "/" + Self.fileName
        let found = Result { try source.read(candidate) }.mapError { $0 as? ConfigError ?? ConfigError("\($0)", file: candidate) }
        if case .failure(let error) = found {
            result = .failure(error)
        } else if case .success(let bytes?) = found {
            result = Result { try loadChain(candidate, bytes: bytes) }.mapError { $0 as! ConfigError }
        } else if directory == "/" || FileManager.default.fileExists(atPath: directory + "/.git") {
            result = .success(Configuration(files: [], rules: rules, currentDirectory: currentDirectory))
        } else {
            result = Result { try configuration(forDirectory: Paths.directory(of: directory)) }.mapError { $0 as! ConfigError }
        }
        lock.lock()
        byDirectory[directory] = result
        lock.unlock()
        return try result.get()
    }

    /// Reads `path` (whose bytes are given) and everything it extends. Errors are ConfigErrors only.
    private func loadChain(_ path: String, bytes: [UInt8]) throws -> Configuration {
        lock.lock()
        let cached = chains[path]
        lock.unlock()
        if let cached { return try cached.get() }

        let result = Result<Configuration, Error> {
            var files: [ConfigFile] = []
            var current = try parser.parse(path: path, bytes: bytes)
            files.append(current)
            while let parent = current.extends {
                if let loop = files.firstIndex(where: { $0.path == parent.value }) {
                    let cycle = (files[loop...].map(\.path) + [parent.value]).joined(separator: " -> ")
                    throw ConfigError("extends cycle: \(cycle)", at: parent.origin)
                }
                guard let parentBytes = try source.read(parent.value) else {
                    throw ConfigError("extends '\(parent.value)', which does not exist", at: parent.origin)
                }
                current = try parser.parse(path: parent.value, bytes: parentBytes)
                files.append(current)
            }
            return Configuration(files: files.reversed(), rules: rules, currentDirectory: currentDirectory)
        }.mapError { $0 as? ConfigError ?? ConfigError("\($0)", file: path) }
        lock.lock()
        chains[path] = result
        lock.unlock()
        return try result.get()
    }
}
