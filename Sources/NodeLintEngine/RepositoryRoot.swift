import Foundation

/// The root of the git working tree a directory is in, found without running git (every run needs
/// it for report paths and the baseline; most runs need nothing else from git).
public enum RepositoryRoot {
    /// The closest ancestor of `directory` (absolute) that holds `.git`: a folder, or a file in linked
    /// worktrees and submodules. nil outside a repository.
    public static func find(from directory: String) -> String? {
        var current = directory
        while true {
            if FileManager.default.fileExists(atPath: current == "/" ? "/.git" : current + "/.git") { return current }
            guard current != "/", let slash = current.lastIndex(of: "/") else { return nil }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }
}
