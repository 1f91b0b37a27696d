#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
/// A fast scan of a file's bytes for identifiers, to decide whether it mentions Texture or one of the
/// project's node classes without walking its model. Identifiers inside comments and strings count
/// too: that only makes a file be analysed when it need not be, never the reverse.
public struct IdentifierScan {
    /// Simple names to look for.
    public struct NameSet: Sendable {
        private var table = NameHashTable()
        public init<S: Sequence>(_ names: S) where S.Element == String {
            for name in names { table.add(name, id: 0) }
        }
        public var isEmpty: Bool { table.isEmpty }
        func contains(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
            table.contains(text, start, end)
        }
        func contains(_ name: String) -> Bool { table.contains(name) }
    }

    /// Names, each with a number, to find every one an identifier spells: the names other files
    /// declare, looked for in a file the first pass reads (FirstPassTriage).
    public struct NameTable: Sendable {
        private var table = NameHashTable()
        public init() {}
        public var isEmpty: Bool { table.isEmpty }
        public mutating func add(_ name: String, id: Int) { table.add(name, id: id) }
        /// The ids of the names that some identifier of `bytes` spells.
        public func ids(mentionedIn bytes: [UInt8]) -> Set<Int> {
            var found = Set<Int>()
            guard !table.isEmpty else { return found }
            bytes.withUnsafeBufferPointer { p in
                forEachIdentifier(in: p) { start, end in
                    if let ids = table.ids(of: p, start, end) { found.formUnion(ids) }
                }
            }
            return found
        }
    }

    /// Calls `body` with the range of each identifier of `text` (a letter or `_`, then letters, digits
    /// and `_`, not preceded by one of those).
    static func forEachIdentifier(in text: UnsafeBufferPointer<UInt8>, _ body: (Int, Int) -> Void) {
        let n = text.count
        var i = 0
        while i < n {
            guard isIdentifierStart(text[i]), i == 0 || !isIdentifierContinue(text[i - 1]) else { i += 1; continue }
            let start = i
            while i < n && isIdentifierContinue(text[i]) { i += 1 }
            body(start, i)
        }
    }

    /// Whether the bytes contain an identifier with Texture's prefix (`ASDisplayNode`,
    /// `ASPerformBlockOnMainThread`) that is not one of Apple's (`AppleTexturePrefixedNames`), or one
    /// of `names`.
    public static func mentionsTexture(_ bytes: [UInt8], orAnyOf names: NameSet) -> Bool {
        if names.isEmpty { return hasTexturePrefix(bytes) }
        return containsCapitalisedIdentifier(bytes) { p, start, end in
            (end - start > 2 && p[start] == 0x41 && p[start + 1] == 0x53 && p[start + 2] >= 0x41 && p[start + 2] <= 0x5A
                && !AppleTexturePrefixedNames.contains(p, start, end))
                || names.contains(p, start, end)
        }
    }

    /// Whether the bytes contain one of `names` as a capitalised identifier.
    public static func mentionsAny(_ bytes: [UInt8], of names: NameSet) -> Bool {
        guard !names.isEmpty else { return false }
        return containsCapitalisedIdentifier(bytes) { p, start, end in names.contains(p, start, end) }
    }

    /// Whether `matches` accepts one of the capitalised identifiers (not preceded by an identifier
    /// character) of the bytes, given as the range `start..<end`.
    private static func containsCapitalisedIdentifier(_ bytes: [UInt8],
                                                      _ matches: (UnsafeBufferPointer<UInt8>, Int, Int) -> Bool) -> Bool {
        bytes.withUnsafeBufferPointer { p in
            let n = p.count
            var i = 0
            while i < n {
                let b = p[i]
                guard isIdentifierStart(b) else { i += 1; continue }
                let start = i
                while i < n && isIdentifierContinue(p[i]) { i += 1 }
                if b >= 0x41 && b <= 0x5A && (start == 0 || !isIdentifierContinue(p[start - 1])) && matches(p, start, i) {
                    return true
                }
            }
            return false
        }
    }

    /// `AS` followed by a capital letter at the start of an identifier that is not one of Apple's
    /// (`AppleTexturePrefixedNames`), found without tokenising: `memchr` jumps from one `A` to the next.
    static func hasTexturePrefix(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { p in
            let n = p.count
            guard n >= 3, let base = p.baseAddress else { return false }
            var i = 0
            while i < n - 2 {
                guard let found = memchr(base + i, 0x41, n - 2 - i) else { return false }
                i = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
                if p[i + 1] == 0x53 && p[i + 2] >= 0x41 && p[i + 2] <= 0x5A && (i == 0 || !isIdentifierContinue(p[i - 1])) {
                    var end = i + 3
                    while end < n && isIdentifierContinue(p[end]) { end += 1 }
                    if !AppleTexturePrefixedNames.contains(p, i, end) { return true }
                    i = end
                    continue
                }
                i += 1
            }
            return false
        }
    }

    @inline(__always) public static func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
    }

    @inline(__always) public static func isIdentifierContinue(_ b: UInt8) -> Bool {
        isIdentifierStart(b) || (b >= 0x30 && b <= 0x39)
    }
}
