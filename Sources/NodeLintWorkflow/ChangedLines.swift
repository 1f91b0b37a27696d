import NodeLintReporters
import Foundation
import NodeLintModel

/// The lines of each file that changed since a git revision, for `--changed-since REF`: report only
/// what a branch touched, like `clang-tidy-diff`.
public struct ChangedLines: Sendable, Equatable {
    public enum Lines: Sendable, Equatable {
        /// A new or untracked file: every line is new.
        case all
        /// Sorted, non-overlapping 1-based line ranges of the new version.
        case ranges([ClosedRange<Int>])

        public func contains(_ line: Int) -> Bool {
            switch self {
            case .all: return true
            case .ranges(let ranges):
                var lo = 0, hi = ranges.count - 1
                while lo <= hi {
                    let mid = (lo + hi) / 2
                    if ranges[mid].upperBound < line { lo = mid + 1 } else if ranges[mid].lowerBound > line { hi = mid - 1 } else { return true }
                }
                return false
            }
        }
    }

    /// By absolute path.
    public var files: [String: Lines]

    public init(files: [String: Lines]) { self.files = files }

    /// Files with changed lines, sorted (absolute paths): what `--changed-since` lints.
    public var paths: [String] { files.keys.sorted() }

    public func contains(path: String, line: Int, currentDirectory: String) -> Bool {
        files[ReportPaths.normalize(path, base: ReportPaths.normalize(currentDirectory, base: "/"))]?.contains(line) ?? false
    }

    /// The diagnostics whose first line changed.
    public func filter(_ diagnostics: [Diagnostic], currentDirectory: String) -> [Diagnostic] {
        diagnostics.filter { contains(path: $0.path, line: $0.start.line, currentDirectory: currentDirectory) }
    }

    /// Parses `git diff -U0` output: `+++ b/PATH` names the file, `@@ -a,b +c,d @@` adds lines c..<c+d.
    /// Deleted files (`+++ /dev/null`) and pure deletions (d = 0) add nothing. `root` makes paths absolute.
    static func parse(unifiedDiff: [UInt8], root: String) -> [String: Lines] {
        var result: [String: [ClosedRange<Int>]] = [:]
        var current: String?
        for rawLine in unifiedDiff.split(separator: 0x0A, omittingEmptySubsequences: false) {
            if rawLine.starts(with: Array("+++ ".utf8)) {
                let name = unquote(Array(rawLine.dropFirst(4)))
                if name == "/dev/null" {
                    current = nil
                } else {
                    let relative = name.hasPrefix("b/") ? String(name.dropFirst(2)) : name
                    current = root == "/" ? "/" + relative : root + "/" + relative
                    if result[current!] == nil { result[current!] = [] }
                }
            } else if rawLine.starts(with: Array("@@ ".utf8)), let file = current {
                if let range = addedLines(String(decoding: rawLine, as: UTF8.self)) { result[file]!.append(range) }
            }
        }
        var files: [String: Lines] = [:]
        for (file, ranges) in result where !ranges.isEmpty { files[file] = .ranges(merge(ranges)) }
        return files
    }

    /// The new-side lines of a hunk header `@@ -a[,b] +c[,d] @@ ...`.
    static func addedLines(_ header: String) -> ClosedRange<Int>? {
        guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { return nil }
        let parts = plus.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
        guard let start = Int(parts[0]) else { return nil }
        let count = parts.count > 1 ? Int(parts[1]) ?? 0 : 1
        guard count > 0 else { return nil }
        return start...(start + count - 1)
    }

    static func merge(_ ranges: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        var merged: [ClosedRange<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound + 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    /// Git writes a name with unusual bytes as a C string literal: `"b/caf\303\251 \"x\".swift"`.
    static func unquote(_ bytes: [UInt8]) -> String {
        var name = bytes
        // A tab separates an optional timestamp (only from external diffs; harmless to drop).
        if let tab = name.firstIndex(of: 0x09), name.first != 0x22 { name = Array(name[..<tab]) }
        guard name.count >= 2, name.first == 0x22, name.last == 0x22 else { return String(decoding: name, as: UTF8.self) }
        var out: [UInt8] = []
        var i = 1
        let end = name.count - 1
        while i < end {
            let c = name[i]
            guard c == 0x5C, i + 1 < end else { out.append(c); i += 1; continue }
            let next = name[i + 1]
            switch next {
            case UInt8(ascii: "n"): out.append(0x0A); i += 2
            case UInt8(ascii: "t"): out.append(0x09); i += 2
            case UInt8(ascii: "r"): out.append(0x0D); i += 2
            case UInt8(ascii: "a"): out.append(0x07); i += 2
            case UInt8(ascii: "b"): out.append(0x08); i += 2
            case UInt8(ascii: "f"): out.append(0x0C); i += 2
            case UInt8(ascii: "v"): out.append(0x0B); i += 2
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = 0, digits = 0
                var j = i + 1
                while j < end, digits < 3, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(name[j]) {
                    value = value * 8 + Int(name[j] - UInt8(ascii: "0"))
                    j += 1; digits += 1
                }
                out.append(UInt8(truncatingIfNeeded: value))
                i = j
            default: out.append(next); i += 2
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension GitRepository {
    /// The lines changed in the working tree (staged or not) since `revision`, plus every line of
    /// untracked files that are not ignored.
    ///
    /// - Parameter mergeBase: compare with the merge base of `revision` and HEAD (what a pull request
    ///   shows: `--changed-since origin/main` ignores what landed on main since the branch started);
    ///   false compares with `revision` itself. A shallow clone may lack the merge base: fetch more
    ///   history (`fetch-depth: 0` in actions/checkout).
    public func changedLines(since revision: String, mergeBase: Bool = true) throws -> ChangedLines {
        guard !revision.hasPrefix("-") else { throw GitError("'\(revision)' is not a revision") }
        let resolved = try runner.text(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"])
        var base = resolved
        if mergeBase {
            let output = try runner.execute(["merge-base", resolved, "HEAD"])
            guard output.status == 0 else {
                throw GitError("no merge base of \(revision) and HEAD (a shallow clone? fetch the history, e.g. fetch-depth: 0)")
            }
            base = String(decoding: output.stdout, as: UTF8.self).trimmingCharacters(in: .newlines)
        }
        let diff = try runner.run(["diff", "-U0", "--no-color", "--no-ext-diff", "--no-textconv", "--find-renames",
                                   "--ignore-submodules", "--src-prefix=a/", "--dst-prefix=b/", base, "--"])
        var files = ChangedLines.parse(unifiedDiff: Array(diff), root: root)
        for path in try untrackedFiles() { files[absolutePath(path)] = .all }
        return ChangedLines(files: files)
    }

    /// Untracked files that .gitignore does not exclude, root-relative.
    public func untrackedFiles() throws -> [String] {
        let output = try runner.run(["ls-files", "--others", "--exclude-standard", "-z", "--full-name"])
        return output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.sorted()
    }
}
