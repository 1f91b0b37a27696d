/// A Texture version as `major[.minor]`, compared in that order (`3` means 3.0).
public struct TextureVersion: Sendable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(major: Int, minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// `3`, `3.1`, `2.8.1` (the patch is ignored); nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), let major = Int(parts[0]), major >= 0 else { return nil }
        var minor = 0
        if parts.count > 1 {
            guard let m = Int(parts[1]), m >= 0 else { return nil }
            minor = m
        }
        if parts.count > 2 && Int(parts[2]) == nil { return nil }
        self.init(major: major, minor: minor)
    }

    public static func < (a: TextureVersion, b: TextureVersion) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }

    public var description: String { "\(major).\(minor)" }
}
