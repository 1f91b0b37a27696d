import Foundation

/// A compilation database (`compile_commands.json`): the compiler arguments of each file, so
/// Objective-C files can be parsed with the project's real headers instead of the prelude.
///
/// Each entry has `directory`, `file`, and either `arguments` (a list) or `command` (one shell
/// string, split here the way a POSIX shell would). Relative paths in an entry are relative to its
/// `directory`; the arguments returned end with `-working-directory <directory>` so libclang
/// resolves them the same way.
public struct CompileCommands: Sendable {
    public struct Entry: Sendable {
        public var directory: String
        /// Absolute, normalised path of the source file.
        public var file: String
        public var arguments: [String]
    }

    public struct ReadError: Error, CustomStringConvertible {
        public var description: String
    }

    public private(set) var entries: [Entry] = []
    private var byFile: [String: Int] = [:]
    /// The first entry of each directory, for headers without an entry of their own (one lookup per
    /// file, not a scan of the database: databases list tens of thousands of files).
    private var firstInDirectory: [String: Int] = [:]

    public init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReadError(description: "\(path): cannot read the compilation database")
        }
        try self.init(json: data, source: path)
    }

    /// `source` names the database in error messages.
    public init(json: Data, source: String = "compile_commands.json") throws {
        guard let list = (try? JSONSerialization.jsonObject(with: json)) as? [Any] else {
            throw ReadError(description: "\(source): not a JSON array of compile commands")
        }
        for (i, item) in list.enumerated() {
            guard let object = item as? [String: Any], let directory = object["directory"] as? String,
                  let file = object["file"] as? String else {
                throw ReadError(description: "\(source): entry \(i + 1) lacks \"directory\" or \"file\"")
            }
            var arguments: [String]
            if let list = object["arguments"] as? [String] {
                arguments = list
            } else if let command = object["command"] as? String {
                arguments = Self.splitCommand(command)
            } else {
                throw ReadError(description: "\(source): entry \(i + 1) has neither \"arguments\" nor \"command\"")
            }
            arguments += ["-working-directory", directory]
            let path = Self.normalize(file, relativeTo: directory)
            byFile[path] = entries.count
            let folder = Self.split(path).directory
            if firstInDirectory[folder] == nil { firstInDirectory[folder] = entries.count }
            entries.append(Entry(directory: directory, file: path, arguments: arguments))
        }
    }

    /// The arguments for `path` (absolute, or relative to the current directory). A file without an
    /// entry of its own, typically a header, borrows the entry of a source file with the same name
    /// (`Foo.h` -> `Foo.m`), else of another file in its directory; nil when there is none.
    public func arguments(for path: String) -> [String]? {
        let normalized = Self.normalize(path, relativeTo: FileManager.default.currentDirectoryPath)
        if let i = byFile[normalized] { return entries[i].arguments }
        let (directory, name) = Self.split(normalized)
        let stem = name.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
        for ext in ["m", "mm", "c", "cpp", "cc"] {
            if let i = byFile[directory + "/" + stem + "." + ext] { return entries[i].arguments }
        }
        return firstInDirectory[directory].map { entries[$0].arguments }
    }

    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[..<slash]), String(path[path.index(after: slash)...]))
    }

    /// An absolute path with `.` and `..` resolved (symbolic links are left alone).
    static func normalize(_ path: String, relativeTo base: String) -> String {
        let absolute = path.hasPrefix("/") ? path : base + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") {
            if part == "." || part.isEmpty { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Splits a command line as a POSIX shell does: whitespace separates words; single quotes keep
    /// everything; double quotes keep everything but `\"`, `\\`, `\$`, `` \` ``; a backslash outside
    /// quotes escapes the next character.
    static func splitCommand(_ command: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var chars = Array(command)[...]
        while let c = chars.popFirst() {
            switch c {
            case " ", "\t", "\n", "\r":
                if inWord { words.append(current); current = ""; inWord = false }
            case "'":
                inWord = true
                while let q = chars.popFirst(), q != "'" { current.append(q) }
            case "\"":
                inWord = true
                while let q = chars.popFirst(), q != "\"" {
                    if q == "\\", let n = chars.first, "\"\\$`".contains(n) { current.append(chars.removeFirst()) } else { current.append(q) }
                }
            case "\\":
                inWord = true
                if let n = chars.popFirst() { current.append(n) }
            default:
                inWord = true
                current.append(c)
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
