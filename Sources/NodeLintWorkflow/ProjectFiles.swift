import Foundation

extension GitRepository {
    /// The repository's files as git sees the project: tracked files plus untracked files that
    /// .gitignore does not exclude, root-relative, sorted, each once. Ignored build products and
    /// dependency folders are left out without walking them, and a repository that holds a whole home
    /// folder (dotfiles) lists only what it tracks.
    public func projectFiles() throws -> [String] {
        // --cached lists a conflicted path once per stage: deduplicated below.
        let output = try runner.run(["ls-files", "--cached", "--others", "--exclude-standard", "-z", "--full-name"])
        return Set(output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }).sorted()
    }
}
