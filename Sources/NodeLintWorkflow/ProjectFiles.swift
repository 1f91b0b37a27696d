import Foundation

extension GitRepository {
    /// The repository's files as git sees the project: tracked files plus untracked files that
    /// .gitignore does not exclude, root-relative, sorted, each once. Ignored build products and
    /// dependency folders are left out without walking them, and a repository that holds a whole home
    /// folder (dotfiles) lists only what it tracks.
    public func projectFiles() throws -> [String] {
        // --cached lists a conflicted path once per stage: deduplicated below.
        let output = try runner.run(["ls-files", "--cached", "--others", "--exclude-standard", "-z", "--full-name"])
        return Set(Self.nulSeparatedPaths(output)).sorted()
    }

    /// The paths of git's `-z` output, cut at each NUL in one pass over the bytes (`Data.split` was
    /// most of listing a repository of 9,000 files for a single-file run's context).
    static func nulSeparatedPaths(_ output: Data) -> [String] {
        output.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> [String] in
            let bytes = raw.bindMemory(to: UInt8.self)
            var paths: [String] = []
            var start = 0
            for i in 0..<bytes.count where bytes[i] == 0 {
                if i > start { paths.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)) }
                start = i + 1
            }
            if start < bytes.count { paths.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)) }
            return paths
        }
    }
}
