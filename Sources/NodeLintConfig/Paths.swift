import Foundation

/// Path arithmetic on strings, without touching the file system (a `--stdin-filename` need not exist).
enum Paths {
    /// `path` made absolute against `base` and normalized: no `.`, no `..` (beyond the root), no `//`.
    static func absolute(_ path: String, base: String) -> String {
        if path.utf8.first == 0x2F && isNormalized(path) { return path }
        var input: [UInt8] = []
        if path.utf8.first != 0x2F {
            input += base.utf8
            input.append(0x2F)
        }
        input += path.utf8
        // One pass over bytes; `starts` remembers where each kept component begins so `..` can drop it.
        var out: [UInt8] = []
        out.reserveCapacity(input.count)
        var starts: [Int] = []
        var i = 0
        while i < input.count {
            while i < input.count && input[i] == 0x2F { i += 1 }
            let start = i
            while i < input.count && input[i] != 0x2F { i += 1 }
            let length = i - start
            if length == 0 || (length == 1 && input[start] == 0x2E) { continue }
            if length == 2 && input[start] == 0x2E && input[start + 1] == 0x2E {
                if let last = starts.popLast() { out.removeSubrange(last...) }
                continue
            }
            starts.append(out.count)
            out.append(0x2F)
            out += input[start..<i]
        }
        return out.isEmpty ? "/" : String(decoding: out, as: UTF8.self)
    }

    /// No empty, `.` or `..` component and no trailing slash (checked on bytes: this runs per file).
    static func isNormalized(_ path: String) -> Bool {
        var componentLength = 0, dots = 0
        var previous: UInt8 = 0
        for byte in path.utf8 {
            if byte == 0x2F {
                if previous == 0x2F || (componentLength > 0 && dots == componentLength && dots <= 2) { return false }
                componentLength = 0; dots = 0
            } else {
                componentLength += 1
                if byte == 0x2E { dots += 1 }
            }
            previous = byte
        }
        if path.utf8.count > 1 && previous == 0x2F { return false }
        return !(componentLength > 0 && dots == componentLength && dots <= 2)
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
