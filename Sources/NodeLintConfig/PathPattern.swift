/// A path pattern from a configuration file (`include`, `exclude`, `per-file-ignores`), relative to
/// the directory of the file that declares it, with gitignore's two conveniences:
///
/// - a pattern without `/` (other than a trailing one) matches a file or directory name at any
///   depth: `*.generated.swift`, `Generated`;
/// - a pattern that matches a directory matches everything below it: `Pods` and `Pods/**` both
///   exclude `Pods/A/B.swift`.
///
/// A leading `/` only anchors (`/Package.swift` is the file beside the configuration).
public struct PathPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let source: String
    /// The pattern with `/**` appended: it matches a path exactly when the pattern matches the path or
    /// one of its ancestors, in one pass.
    private let glob: GlobPattern

    public init(_ pattern: String) throws {
        source = pattern
        var body = pattern
        while body.hasSuffix("/") && body.count > 1 { body.removeLast() }
        guard !body.isEmpty, body != "/" else { throw GlobPattern.SyntaxError(message: "empty path pattern") }
        if body.hasPrefix("/") {
            body.removeFirst()
        } else if !body.contains("/") {
            body = "**/" + body
        }
        glob = try GlobPattern(body + "/**")
    }

    public var description: String { source }

    /// Whether `relativePath` (relative to the pattern's directory) or one of its ancestors matches.
    public func matches(_ relativePath: String) -> Bool {
        let path = PathBytes(relativePath)
        return !path.components.isEmpty && glob.matches(path, from: 0)
    }

    /// The same for the components of `path` from `first` on.
    func matches(_ path: PathBytes, from first: Int) -> Bool {
        first < path.components.count && glob.matches(path, from: first)
    }
}
