import Foundation
import NodeLintModel
import NodeLintReporters

/// Known diagnostics to hide, so a team can adopt nodelint (or a new rule) on an existing codebase and
/// see only what is new: `--write-baseline FILE` writes one, `--baseline FILE` filters with it.
///
/// An entry is (path relative to the root, rule id, the offending line's text with whitespace
/// normalized) with a count. No line numbers: unrelated edits that move lines, and re-indentation,
/// keep old findings hidden. Counting keeps a copy of a baselined line from hiding behind the
/// original: when a file now has more findings for an entry than the baseline allows, all of them are
/// reported (nodelint cannot tell which one is new; SwiftLint's baseline does the same).
///
/// The file is JSON, sorted by path, rule and text, so it diffs well in review:
///
/// ```json
/// {
///   "format": "nodelint-baseline",
///   "formatVersion": 1,
///   "entries": [
///     {"path": "Sources/Feed/FeedNode.swift", "rule": "view-access-in-init", "lineText": "view.backgroundColor = .white", "count": 1}
///   ]
/// }
/// ```
public struct Baseline: Sendable, Equatable {
    public static let formatVersion = 1

    public struct Entry: Sendable, Hashable, Comparable {
        /// Relative to the baseline's root (the repository root), `/`-separated.
        public var path: String
        public var rule: String
        /// `Fingerprint.normalizedLineText` of the offending line.
        public var lineText: String
        public var count: Int

        public init(path: String, rule: String, lineText: String, count: Int) {
            self.path = path
            self.rule = rule
            self.lineText = lineText
            self.count = count
        }

        var key: Key { Key(path: path, rule: rule, lineText: lineText) }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.path, a.rule, a.lineText, a.count) < (b.path, b.rule, b.lineText, b.count)
        }
    }

    struct Key: Hashable {
        var path: String
        var rule: String
        var lineText: String
    }

    /// Sorted, one entry per key.
    public private(set) var entries: [Entry]

    public init(entries: [Entry]) {
        var counts: [Key: Int] = [:]
        for entry in entries where entry.count > 0 { counts[entry.key, default: 0] += entry.count }
        self.entries = counts.map { Entry(path: $0.key.path, rule: $0.key.rule, lineText: $0.key.lineText, count: $0.value) }.sorted()
    }

    /// The baseline of `diagnostics`. Paths are made relative to `root` (absolute; the repository root
    /// or the current directory), resolving relative diagnostic paths against `currentDirectory`.
    public init(diagnostics: [Diagnostic], root: String, currentDirectory: String) {
        let keys = BaselinePaths(root: root, currentDirectory: currentDirectory)
        self.init(entries: diagnostics.map { Entry(path: keys.key(for: $0.path), rule: $0.ruleID,
                                                   lineText: Fingerprint.normalizedLineText($0.lineText), count: 1) })
    }

    /// What filtering found.
    public struct Result: Sendable {
        /// Diagnostics the baseline does not cover, in the order given.
        public var newDiagnostics: [Diagnostic]
        /// How many diagnostics the baseline hid.
        public var suppressedCount: Int
        /// Baselined findings that are gone (in linted files only): a fixed issue, or a sign that the
        /// baseline can be rewritten smaller.
        public var fixed: [Entry]
    }

    /// Hides the diagnostics the baseline covers.
    /// - Parameter lintedPaths: the files this run linted (as given, like diagnostic paths); only their
    ///   entries can count as fixed. nil: every entry's file was linted.
    public func filter(_ diagnostics: [Diagnostic], root: String, currentDirectory: String,
                       lintedPaths: [String]? = nil) -> Result {
        let keys = BaselinePaths(root: root, currentDirectory: currentDirectory)
        var allowed: [Key: Int] = [:]
        for entry in entries { allowed[entry.key] = entry.count }
        var groups: [Key: [Int]] = [:]
        for (index, diagnostic) in diagnostics.enumerated() {
            let key = Key(path: keys.key(for: diagnostic.path), rule: diagnostic.ruleID,
                          lineText: Fingerprint.normalizedLineText(diagnostic.lineText))
            groups[key, default: []].append(index)
        }
        var hidden = Set<Int>()
        for (key, indexes) in groups where indexes.count <= allowed[key, default: 0] {
            hidden.formUnion(indexes)
        }
        let linted = lintedPaths.map { Set($0.map(keys.key(for:))) }
        var fixed: [Entry] = []
        for entry in entries where linted?.contains(entry.path) ?? true {
            let found = groups[entry.key]?.count ?? 0
            if found < entry.count { fixed.append(Entry(path: entry.path, rule: entry.rule, lineText: entry.lineText, count: entry.count - found)) }
        }
        let kept = diagnostics.enumerated().filter { !hidden.contains($0.offset) }.map(\.element)
        return Result(newDiagnostics: kept, suppressedCount: hidden.count, fixed: fixed)
    }

    /// This baseline with the entries of `paths` (root-relative) replaced by `other`'s: writing a
    /// baseline from a run that linted only some files keeps the other files' entries.
    public func replacing(paths: Set<String>, with other: Baseline) -> Baseline {
        Baseline(entries: entries.filter { !paths.contains($0.path) } + other.entries)
    }

    // MARK: - File

    /// The JSON text (sorted, two-space indentation, final newline).
    public func rendered() -> String {
        JSONValue.object([
            ("format", .string("nodelint-baseline")),
            ("formatVersion", .int(Self.formatVersion)),
            ("entries", .array(entries.map { entry in
                .object([("path", .string(entry.path)), ("rule", .string(entry.rule)),
                         ("lineText", .string(entry.lineText)), ("count", .int(entry.count))])
            })),
        ]).rendered()
    }

    /// Writes atomically (a reader never sees half a file).
    public func write(to path: String) throws {
        do {
            try Data(rendered().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw BaselineError(file: path, message: "cannot write the baseline: \(error.localizedDescription)")
        }
    }

    public static func read(from path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(file: path, message: "cannot read the baseline")
        }
        return try parse(data, file: path)
    }

    public static func parse(_ data: Data, file: String) throws -> Baseline {
        func fail(_ message: String) -> BaselineError { BaselineError(file: file, message: message) }
        guard let root = try? JSONSerialization.jsonObject(with: data), let object = root as? [String: Any] else {
            throw fail("the baseline is not a JSON object")
        }
        guard object["format"] as? String == "nodelint-baseline" else { throw fail("not a nodelint baseline (format is not \"nodelint-baseline\")") }
        guard let version = object["formatVersion"] as? Int else { throw fail("the baseline has no formatVersion") }
        guard version <= formatVersion else {
            throw fail("the baseline has formatVersion \(version); this nodelint reads \(formatVersion) (upgrade nodelint)")
        }
        guard let list = object["entries"] as? [Any] else { throw fail("the baseline has no entries list") }
        var entries: [Entry] = []
        for (index, item) in list.enumerated() {
            guard let entry = item as? [String: Any], let path = entry["path"] as? String, let rule = entry["rule"] as? String,
                  let text = entry["lineText"] as? String else {
                throw fail("entry \(index + 1) needs path, rule and lineText strings")
            }
            let count: Int
            if let value = entry["count"] {
                guard let number = value as? Int else { throw fail("entry \(index + 1) has a count that is not a whole number") }
                count = number
            } else {
                count = 1
            }
            guard count >= 1 else { throw fail("entry \(index + 1) has count \(count); counts start at 1") }
            entries.append(Entry(path: path, rule: rule, lineText: text, count: count))
        }
        return Baseline(entries: entries)
    }
}

/// A baseline file that cannot be read or written; the driver prints it and exits with 2.
public struct BaselineError: Error, CustomStringConvertible {
    public var file: String
    public var message: String
    public var description: String { "\(file): error: \(message)" }
}

/// Baseline paths: relative to the root when inside it, else absolute.
public struct BaselinePaths {
    var root: String
    var currentDirectory: String

    public init(root: String, currentDirectory: String) {
        self.currentDirectory = ReportPaths.normalize(currentDirectory, base: "/")
        self.root = ReportPaths.normalize(root, base: self.currentDirectory)
    }

    public func key(for path: String) -> String {
        let absolute = ReportPaths.normalize(path, base: currentDirectory)
        return ReportPaths.relative(absolute, to: root) ?? absolute
    }
}

