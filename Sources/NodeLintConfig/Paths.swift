import Foundation

/// Path arithmetic on strings, without touching the file system (a `--stdin-filename` need not exist).
enum Paths {
    /// `path` made absolute against `base` and normalized: no `.`, no `..` (beyond the root), no `//`.
    static func absolute(_ path: String, base: String) -> String {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
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
