import Foundation
import NodeLintModel

/// Finds the files to lint under the paths given on the command line: recursive, deterministic
/// (sorted), skipping build products, dependency folders and vendored code, and the folders the
/// configuration excludes (`excludesDirectory`) without reading them. Paths keep the spelling the user
/// gave (`Sources/App/Cell.swift` for `nodelint Sources`).
public struct SourceDiscovery {
    /// Folders never descended into.
    public static let skippedDirectories: Set<String> = [
        ".build", ".swiftpm", "Pods", "Carthage", "DerivedData", ".git", ".hg", ".svn", "node_modules",
        "vendor", "Vendor", "vendored", "Vendored", "third_party", "ThirdParty", "xcuserdata",
    ]

    /// Files that mark a checkout of Texture itself (a git submodule, a copied framework): dependency
    /// code like `Pods`, whose own classes would otherwise be linted as app code.
    public static let textureCheckoutMarkers: Set<String> = ["Texture.podspec", "AsyncDisplayKit.podspec"]

    /// Whether a folder of this name is never descended into.
    public static func isSkipped(_ name: String) -> Bool {
        skippedDirectories.contains(name) || name.hasSuffix(".xcassets")
    }

    /// Whether some folder of the relative `path` (a component before its last) is one never descended
    /// into: a file git lists inside `Pods/` is not a source of the project's. Read component by
    /// component in place: this runs for every file of a repository (a single-file run's context).
    public static func isInSkippedFolder(_ path: Substring) -> Bool {
        var start = path.startIndex
        while let slash = path[start...].firstIndex(of: "/") {
            if slash > start && isSkipped(String(path[start..<slash])) { return true }
            start = path.index(after: slash)
        }
        return false
    }

    public struct Found {
        public var files: [(path: String, language: Language)] = []
        /// One line each: unreadable paths, folders without sources.
        public var problems: [String] = []
        /// An explicitly named path does not exist.
        public var missingPath = false
    }

    public let languages: Set<Language>
    /// Whether a folder (as spelled in the walk) is excluded by the configuration: the walk does not
    /// enter it, and a folder named explicitly is skipped without a message.
    public var excludesDirectory: (String) -> Bool

    public init(languages: Set<Language>, excludesDirectory: @escaping (String) -> Bool = { _ in false }) {
        self.languages = languages
        self.excludesDirectory = excludesDirectory
    }

    public func language(ofPath path: String) -> Language? {
        switch Self.lastDotComponent(path) {
        case "swift": return languages.contains(.swift) ? .swift : nil
        case "m", "mm", "h": return languages.contains(.objectiveC) ? .objectiveC : nil
        default: return nil
        }
    }

    /// What follows the path's last `.` (trailing dots aside), or the whole path when it has none: the
    /// last of `path.split(separator: ".")`, found from the end without splitting the whole path (a
    /// single-file run asks this of every file git lists, images and all).
    static func lastDotComponent(_ path: String) -> Substring {
        let utf8 = path.utf8
        // Outside ASCII a `.` may be part of a larger character, which `split` would not cut at.
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return path.split(separator: ".").last ?? "" }
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: ".") { end = utf8.index(before: end) }
        guard let dot = utf8[..<end].lastIndex(of: UInt8(ascii: ".")) else { return path[..<end] }
        return path[utf8.index(after: dot)..<end]
    }

    public func find(_ paths: [String]) -> Found {
        var found = Found()
        var seen: Set<String> = []
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                found.problems.append("\(path): no such file or directory")
                found.missingPath = true
                continue
            }
            if !isDirectory.boolValue {
                // A file named explicitly is linted if nodelint reads its language, whatever its folder.
                if let language = language(ofPath: path) {
                    if seen.insert(path).inserted { found.files.append((path, language)) }
                } else {
                    found.problems.append("\(path): not a Swift or Objective-C file (.swift, .m, .mm, .h)")
                }
                continue
            }
            if excludesDirectory(path) { continue }
            let before = found.files.count
            walk(directory: path, into: &found, seen: &seen)
            if found.files.count == before {
                found.problems.append("\(path): no Swift or Objective-C files here")
            }
        }
        found.files.sort { $0.path < $1.path }
        return found
    }

    private func walk(directory: String, into found: inout Found, seen: inout Set<String>) {
        var stack = [directory]
        while let dir = stack.popLast() {
            guard let entries = DirectoryListing.entries(of: dir) else {
                found.problems.append("\(dir): cannot read this folder")
                continue
            }
            // A checkout of Texture found in the walk is skipped; named on the command line, it is linted.
            if dir != directory && entries.contains(where: { Self.textureCheckoutMarkers.contains($0.name) }) { continue }
            for entry in entries.sorted(by: { $0.name < $1.name }) {
                let name = entry.name
                let path = dir == "." ? name : (dir.hasSuffix("/") ? dir + name : dir + "/" + name)
                switch entry.kind {
                case .directory:
                    if !Self.isSkipped(name) && !excludesDirectory(path) {
                        stack.append(path)
                    }
                case .file:
                    if let language = language(ofPath: name), seen.insert(path).inserted { found.files.append((path, language)) }
                case .symbolicLink:
                    // Linked files are linted; linked folders are not followed (no cycles, no duplicates).
                    if DirectoryListing.isRegularFile(following: path), let language = language(ofPath: name),
                       seen.insert(path).inserted {
                        found.files.append((path, language))
                    }
                case .other:
                    break
                }
            }
        }
    }
}
