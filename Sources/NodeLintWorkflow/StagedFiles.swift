import NodeLintReporters
import Foundation

/// A file as it is staged: what `git commit` would record, which may differ from the working tree
/// when only some changes were added.
public struct StagedFile: Sendable, Equatable {
    /// Relative to the repository root.
    public var path: String
    /// Absolute path of the working-tree file (for configuration lookup and reporting).
    public var absolutePath: String
    /// The staged blob's id.
    public var blob: String
    /// The staged bytes (filled by `GitRepository.stagedFiles(loadContents:)`).
    public var contents: [UInt8]

    /// The path to report: relative to `currentDirectory` when the file is below it, else absolute.
    public func displayPath(currentDirectory: String) -> String {
        ReportPaths.relative(absolutePath, to: ReportPaths.normalize(currentDirectory, base: "/")) ?? absolutePath
    }
}

extension GitRepository {
    /// The files added, copied, modified or renamed in the index (deletions have nothing to lint), sorted,
    /// with their staged contents. Symbolic links and submodules are skipped: only regular files are
    /// source files. Runs two git processes however many files are staged.
    public func stagedFiles(loadContents: Bool = true) throws -> [StagedFile] {
        // `--raw` is `--name-only` plus the staged blob id, which is where the contents are read from.
        let raw = try runner.run(["diff", "--cached", "--raw", "-z", "--no-abbrev", "--no-renames", "--diff-filter=ACMR",
                                  "--ignore-submodules", "--no-ext-diff"])
        var files: [StagedFile] = []
        let fields = raw.split(separator: 0, omittingEmptySubsequences: false)
        var i = 0
        while i + 1 < fields.count {
            // ":<old mode> <new mode> <old blob> <new blob> <status>" then the path.
            let header = String(decoding: fields[i], as: UTF8.self).split(separator: " ")
            let path = String(decoding: fields[i + 1], as: UTF8.self)
            i += 2
            guard header.count == 5 else { throw GitError("unexpected output from git diff --cached --raw: \(header.joined(separator: " "))") }
            let mode = header[1], blob = String(header[3])
            guard mode == "100644" || mode == "100755" else { continue }
            files.append(StagedFile(path: path, absolutePath: absolutePath(path), blob: blob, contents: []))
        }
        files.sort { $0.path < $1.path }
        if loadContents && !files.isEmpty {
            let contents = try blobs(files.map(\.blob))
            for index in files.indices { files[index].contents = contents[files[index].blob] ?? [] }
        }
        return files
    }

    /// Every regular file named `name` in the index, at any depth (absolute path → staged contents):
    /// `nodelint --staged` reads its configuration files from here, as it reads the files it lints.
    public func indexedFiles(named name: String) throws -> [String: [UInt8]] {
        let raw = try runner.run(["ls-files", "--stage", "-z", "--", ":(glob)\(name)", ":(glob)**/\(name)"])
        var entries: [(path: String, blob: String)] = []
        for record in raw.split(separator: 0) {
            // "<mode> <object> <stage>\t<path>"; stage 0 is the merged entry (others exist during a conflict).
            guard let tab = record.firstIndex(of: 0x09) else { continue }
            let header = String(decoding: record[record.startIndex..<tab], as: UTF8.self).split(separator: " ")
            let path = String(decoding: record[record.index(after: tab)...], as: UTF8.self)
            guard header.count == 3, header[2] == "0", header[0] == "100644" || header[0] == "100755" else { continue }
            entries.append((path, String(header[1])))
        }
        guard !entries.isEmpty else { return [:] }
        let contents = try blobs(entries.map(\.blob))
        var files: [String: [UInt8]] = [:]
        for entry in entries { files[absolutePath(entry.path)] = contents[entry.blob] ?? [] }
        return files
    }

    /// The staged contents of one root-relative path (as `git show :PATH`), or nil when it is not staged.
    public func stagedContents(of path: String) throws -> [UInt8]? {
        let output = try runner.execute(["cat-file", "blob", ":" + path])
        return output.status == 0 ? Array(output.stdout) : nil
    }

    /// Reads blobs with one `git cat-file --batch`: a header line `<id> blob <size>` then the bytes.
    func blobs(_ ids: [String]) throws -> [String: [UInt8]] {
        let unique = Array(Set(ids)).sorted()
        let output = Array(try runner.run(["cat-file", "--batch"], input: Data((unique.joined(separator: "\n") + "\n").utf8)))
        var result: [String: [UInt8]] = [:]
        var position = 0
        for _ in unique {
            guard let newline = output[position...].firstIndex(of: 0x0A) else { break }
            let header = String(decoding: output[position..<newline], as: UTF8.self).split(separator: " ")
            position = newline + 1
            guard header.count == 3, let size = Int(header[2]), position + size <= output.count else {
                throw GitError("unexpected output from git cat-file: \(header.joined(separator: " "))")
            }
            result[String(header[0])] = Array(output[position..<(position + size)])
            position += size + 1
        }
        return result
    }
}
