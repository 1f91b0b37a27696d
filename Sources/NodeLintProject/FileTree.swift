import Foundation
import NodeLintModel

/// The few questions about the disk that reading a project asks: what a path is, and which files lie
/// under a folder. Symbolic links to folders are not followed (they can loop, and a folder reached
/// twice would list its files twice); links to files are files.
enum FileTree {
    enum Kind { case file, directory, linkToDirectory, missing }

    static func kind(_ path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFLNK:
            guard stat(path, &info) == 0 else { return .missing }
            return info.st_mode & S_IFMT == S_IFDIR ? .linkToDirectory : .file
        default: return .file
        }
    }

    /// A folder, or a link to one (a folder the caller names is entered even through a link).
    static func isDirectory(_ path: String) -> Bool {
        let k = kind(path)
        return k == .directory || k == .linkToDirectory
    }

    /// `path` with its last component followed when it is a link (normalized); otherwise `path`.
    static func resolvingLink(_ path: String) -> String {
        guard isLink(path), let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { return path }
        return PathNormalization.absolute(destination, base: parent(path))
    }

    private static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// The names in a folder, sorted (the order the system lists them in differs between systems), from
    /// one `readdir` pass (`contentsOfDirectory` cost several times as much, and every folder of a
    /// project is listed when its Texture version is looked for).
    static func names(in folder: String) -> [String] {
        (DirectoryListing.entries(of: folder) ?? []).map(\.name).sorted()
    }

    static func bytes(_ path: String) -> [UInt8]? {
        guard kind(path) == .file, let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
    }

    /// Every file under `folder` (absolute paths, sorted), skipping hidden entries and not descending
    /// into folders `descend` refuses (by name). Iterative, so a deep tree costs no stack.
    static func files(under folder: String, descend: (String) -> Bool = FileTree.isPlainFolder) -> [String] {
        var result: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            // readdir gives each entry's kind with its name; only links need a look at the disk.
            for entry in DirectoryListing.entries(of: current) ?? [] where !entry.name.hasPrefix(".") {
                let path = join(current, entry.name)
                switch entry.kind {
                case .file, .other: result.append(path)
                case .directory: if descend(entry.name) { pending.append(path) }
                case .symbolicLink: if kind(path) == .file { result.append(path) }
                }
            }
        }
        return result.sorted()
    }

    /// Folders whose contents are one thing to Xcode (a bundle, an asset catalog, a model) rather than
    /// files of their own: a header inside `X.framework` is not a header of the target that copies it.
    static func isPlainFolder(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return true }
        return !opaqueFolderExtensions.contains(String(name[name.index(after: dot)...]).lowercased())
    }

    private static let opaqueFolderExtensions: Set<String> = [
        "framework", "xcframework", "bundle", "app", "appex", "xcassets", "xcodeproj", "xcworkspace",
        "playground", "docc", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "scnassets", "xctest",
    ]

    /// `path`'s extension, lowercased, without the dot; empty when it has none.
    static func pathExtension(_ path: String) -> String {
        let name = PathNormalization.lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...]).lowercased()
    }

    /// Files a compiler builds: Swift, Objective-C, C and C++ (and assembly, which C targets carry).
    static let compiledExtensions: Set<String> = ["swift", "m", "mm", "c", "cc", "cpp", "cxx", "c++", "s"]
    static let headerExtensions: Set<String> = ["h", "hh", "hpp", "hxx"]

    /// `name` inside `folder`.
    static func join(_ folder: String, _ name: String) -> String {
        folder == "/" ? "/" + name : folder + "/" + name
    }

    /// The folder holding `path` ("/" for a top-level entry). Searched in the UTF-8 bytes from the end:
    /// a search by Character reads every grapheme of a long path, and this runs for every file.
    static func parent(_ path: String) -> String {
        let utf8 = path.utf8
        guard let slash = utf8.lastIndex(of: 0x2F) else { return "." }
        return slash == utf8.startIndex ? "/" : String(decoding: utf8[..<slash], as: UTF8.self)
    }

    /// `child` is `folder` or lies inside it (both normalized).
    /// Compared as bytes with `memcmp` (a synchronized folder's files are each tested against every
    /// exception of the folder).
    static func isInside(_ child: String, _ folder: String) -> Bool {
        var child = child, folder = folder
        return child.withUTF8 { c in
            folder.withUTF8 { f in
                if f.count == 1 && f[0] == 0x2F { return c.first == 0x2F }
                if f.isEmpty { return c.isEmpty || c[0] == 0x2F }
                guard c.count >= f.count, let cBase = c.baseAddress, let fBase = f.baseAddress else { return false }
                return memcmp(cBase, fBase, f.count) == 0 && (c.count == f.count || c[f.count] == 0x2F)
            }
        }
    }

    /// `path` made absolute and normalized; the working folder is asked only for a relative path.
    static func absolute(_ path: String) -> String {
        absolute(path, base: currentDirectory())
    }

    /// `path` made absolute against `base` (a working folder asked once) and normalized.
    static func absolute(_ path: String, base: @autoclosure () -> String) -> String {
        path.utf8.first == 0x2F && PathNormalization.isNormalized(path) ? path : PathNormalization.absolute(path, base: base())
    }
}

/// The process's working folder, against which relative paths are made absolute.
func currentDirectory() -> String {
    FileManager.default.currentDirectoryPath
}
