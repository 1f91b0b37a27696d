#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists a folder with `readdir`, using the entry type the file system gives (`d_type`) and `lstat`
/// only when it gives none: walking a large tree this way costs a fraction of FileManager's
/// per-entry attribute dictionaries.
public enum DirectoryListing {
    public enum Kind { case file, directory, symbolicLink, other }
    public struct Entry {
        public var name: String
        public var kind: Kind
    }

    /// The entries of `path` (without `.` and `..`), or nil when it cannot be read.
    public static func entries(of path: String) -> [Entry]? {
        guard let dir = opendir(path) else { return nil }
        defer { closedir(dir) }
        var result: [Entry] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let kind: Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = .symbolicLink
            case Int32(DT_UNKNOWN): kind = lstatKind(path + "/" + name)
            default: kind = .other
            }
            result.append(Entry(name: name, kind: kind))
        }
        return result
    }

    private static func lstatKind(_ path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// Whether `path`, following a symbolic link, is a regular file.
    public static func isRegularFile(following path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
