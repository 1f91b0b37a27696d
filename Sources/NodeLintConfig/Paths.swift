import Foundation
import NodeLintModel

/// Path arithmetic on strings, without touching the file system (a `--stdin-filename` need not exist).
enum Paths {
    /// `path` made absolute against `base` and normalized: no `.`, no `..` (beyond the root), no `//`.
    static func absolute(_ path: String, base: String) -> String {
        PathNormalization.absolute(path, base: base)
    }

    static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: 0x2F) else { return "." }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` relative to `directory` (both absolute and normalized), with `..` when it lies outside.
    static func relative(_ path: String, to directory: String) -> String {
        let from = directory.split(separator: "/")
        let to = path.split(separator: "/")
        var common = 0
        while common < from.count && common < to.count && from[common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        let rest = to[common...].map(String.init)
        let parts = ups + rest
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// How a path is shown to the user: relative to the current directory when inside it.
    static func display(_ path: String, currentDirectory: String) -> String {
        let cwd = absolute(currentDirectory, base: "/")
        if cwd == "/" { return path }
        if path.hasPrefix(cwd + "/") { return String(path.dropFirst(cwd.count + 1)) }
        return path
    }
}

/// A pattern with the directory it is relative to, matched against absolute paths without building
/// relative path strings: the directory's components are skipped when the path lies below it.
public struct AnchoredPattern: Sendable {
    public let pattern: Located<PathPattern>
    /// Absolute directory the pattern is relative to.
    public let directory: String
    private let prefix: [UInt8]
    private let componentCount: Int

    init(_ pattern: Located<PathPattern>, directory: String) {
        self.pattern = pattern
        self.directory = directory
        let bytes = PathBytes(directory)
        prefix = Array((directory == "/" ? "/" : directory + "/").utf8)
        componentCount = bytes.components.count
    }

    /// Whether the absolute, normalized path (as bytes) matches.
    func matches(_ path: PathBytes, absolute: String) -> Bool {
        if path.bytes.count > prefix.count && path.bytes.starts(with: prefix) {
            return pattern.value.matches(path, from: componentCount)
        }
        // Outside the directory (possible with --config): match the `..`-relative path.
        return pattern.value.matches(Paths.relative(absolute, to: directory))
    }
}
