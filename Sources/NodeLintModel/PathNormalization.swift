/// Path arithmetic on strings, without touching the file system (a `--stdin-filename` need not
/// exist, and reports must not depend on it). Shared by configuration, reporters and baselines.
public enum PathNormalization {
    /// `path` made absolute against `base` and normalized: no `.`, no `..` (beyond the root), no `//`.
    public static func absolute(_ path: String, base: String) -> String {
        if path.utf8.first == 0x2F && isNormalized(path) { return path }
        var input: [UInt8] = []
        if path.utf8.first != 0x2F {
            input += base.utf8
            input.append(0x2F)
        }
        input += path.utf8
        // One pass over bytes; `starts` remembers where each kept component begins so `..` can drop it.
        var out: [UInt8] = []
        out.reserveCapacity(input.count)
        var starts: [Int] = []
        var i = 0
        while i < input.count {
            while i < input.count && input[i] == 0x2F { i += 1 }
            let start = i
            while i < input.count && input[i] != 0x2F { i += 1 }
            let length = i - start
            if length == 0 || (length == 1 && input[start] == 0x2E) { continue }
            if length == 2 && input[start] == 0x2E && input[start + 1] == 0x2E {
                if let last = starts.popLast() { out.removeSubrange(last...) }
                continue
            }
            starts.append(out.count)
            out.append(0x2F)
            out += input[start..<i]
        }
        return out.isEmpty ? "/" : String(decoding: out, as: UTF8.self)
    }

    /// The last component of `path` (all of it when it has no `/`; empty after a trailing `/`), found
    /// from the end: this runs for every folder of a project's tree, where splitting the whole path
    /// into components or bridging it to NSString cost more than the rest of the test.
    public static func lastComponent(_ path: String) -> String {
        let utf8 = path.utf8
        guard let slash = utf8.lastIndex(of: 0x2F) else { return path }
        return String(decoding: utf8[utf8.index(after: slash)...], as: UTF8.self)
    }

    /// No empty, `.` or `..` component and no trailing slash (checked on bytes: this runs per file).
    public static func isNormalized(_ path: String) -> Bool {
        var componentLength = 0, dots = 0
        var previous: UInt8 = 0
        for byte in path.utf8 {
            if byte == 0x2F {
                if previous == 0x2F || (componentLength > 0 && dots == componentLength && dots <= 2) { return false }
                componentLength = 0; dots = 0
            } else {
                componentLength += 1
                if byte == 0x2E { dots += 1 }
            }
            previous = byte
        }
        if path.utf8.count > 1 && previous == 0x2F { return false }
        return !(componentLength > 0 && dots == componentLength && dots <= 2)
    }


    /// `path` below `root` (both absolute and normalized) as a relative path, or nil when it is not below it.
    public static func relative(_ path: String, to root: String) -> String? {
        let pathBytes = path.utf8, rootBytes = root.utf8
        if root == "/" { return pathBytes.count > 1 ? String(decoding: pathBytes.dropFirst(), as: UTF8.self) : nil }
        guard pathBytes.count > rootBytes.count + 1, pathBytes.starts(with: rootBytes),
              pathBytes[pathBytes.index(pathBytes.startIndex, offsetBy: rootBytes.count)] == 0x2F else { return nil }
        return String(decoding: pathBytes.dropFirst(rootBytes.count + 1), as: UTF8.self)
    }
}
