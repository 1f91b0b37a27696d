/// A Texture version as `major[.minor[.patch]]`, compared in that order (`3` means 3.0.0). The patch
/// matters for the 1.9.x releases, which changed the subclassing contract (1.9.7 marked `layout` and the
/// touch methods as requiring super).
public struct TextureVersion: Sendable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(major: Int, minor: Int = 0, patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// `3`, `3.1`, `2.8.1`; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), let major = Int(parts[0]), major >= 0 else { return nil }
        var minor = 0
        if parts.count > 1 {
            guard let m = Int(parts[1]), m >= 0 else { return nil }
            minor = m
        }
        var patch = 0
        if parts.count > 2 {
            guard let p = Int(parts[2]), p >= 0 else { return nil }
            patch = p
        }
        self.init(major: major, minor: minor, patch: patch)
    }

    public static func < (a: TextureVersion, b: TextureVersion) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }

    /// `2.8`, or `1.9.6` where the patch is not 0.
    public var description: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }
}
