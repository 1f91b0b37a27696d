import NodeLintModel

/// A fix that replaces one identifier with another where a finding points at it.
enum RenameFix {
    /// Renames `old`, written at `offset`, to `new`; nil unless the text there is exactly that
    /// identifier (not a part of a longer one, not a name a macro expansion put there).
    static func rename(_ old: String, to new: String, at offset: Int, in text: SourceText) -> Fix? {
        let bytes = text.bytes
        let name = Array(old.utf8)
        let end = offset + name.count
        guard offset >= 0, end <= bytes.count, bytes[offset..<end].elementsEqual(name),
              offset == 0 || !isIdentifierByte(bytes[offset - 1]),
              end == bytes.count || !isIdentifierByte(bytes[end]) else { return nil }
        return Fix(description: "rename '\(old)' to '\(new)'", edits: [text.edit(replacing: offset..<end, with: new)])
    }

    private static func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == 0x24 || b >= 0x80
    }
}
