import NodeLintModel

/// Makes each long name once per file. Swift stores strings of up to 15 UTF-8 bytes inline; longer
/// ones (`translatesAutoresizingMaskIntoConstraints`) are heap objects, and the same names recur
/// throughout a file, so sharing one instance saves an allocation, a copy and a free per use. A name
/// first met in the file is taken from the run's `pool` when there is one (the same name in other files).
struct NameInterner {
    let pool: StringPool?
    private struct Entry {
        var start: Int
        var length: Int
        var hash: UInt32
        var string: String
    }
    private var entries: [Entry] = []
    /// Open addressing: entry index + 1, or 0 for an empty slot.
    private var slots = [Int32](repeating: 0, count: 256)

    init(pool: StringPool? = nil) {
        self.pool = pool
    }

    /// The string for `bytes[start..<end]` (decoded leniently, as `String(decoding:as:)` does).
    mutating func string(_ bytes: ByteView, _ start: Int, _ end: Int) -> String {
        let length = end - start
        guard start >= 0, end <= bytes.count, length > 0 else { return "" }
        let raw = UnsafeRawPointer(bytes.base)
        var h64: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(length)
        var k = start
        while k + 8 <= end {
            h64 = (h64 ^ raw.loadUnaligned(fromByteOffset: k, as: UInt64.self)) &* 0x0000_0100_0000_01B3
            h64 ^= h64 >> 29
            k += 8
        }
        while k < end {
            h64 = (h64 ^ UInt64(bytes.base[k])) &* 0x0000_0100_0000_01B3
            k += 1
        }
        let h = UInt32(truncatingIfNeeded: h64 ^ (h64 >> 32))
        let mask = slots.count - 1
        var slot = Int(h) & mask
        while true {
            let index = Int(slots[slot])
            if index == 0 { break }
            let e = entries[index - 1]
            if e.hash == h && e.length == length && NameInterner.same(bytes, e.start, start, length) {
                return e.string
            }
            slot = (slot + 1) & mask
        }
        let decoded = String(decoding: bytes.slice(start, end), as: UTF8.self)
        let s = pool?.pooled(decoded) ?? decoded
        entries.append(Entry(start: start, length: length, hash: h, string: s))
        slots[slot] = Int32(entries.count)
        if entries.count * 2 > slots.count { grow() }
        return s
    }

    private static func same(_ bytes: ByteView, _ a: Int, _ b: Int, _ length: Int) -> Bool {
        let raw = UnsafeRawPointer(bytes.base)
        var k = 0
        while k + 8 <= length {
            if raw.loadUnaligned(fromByteOffset: a + k, as: UInt64.self) != raw.loadUnaligned(fromByteOffset: b + k, as: UInt64.self) {
                return false
            }
            k += 8
        }
        while k < length {
            if bytes.base[a + k] != bytes.base[b + k] { return false }
            k += 1
        }
        return true
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (i, e) in entries.enumerated() {
            var slot = Int(e.hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(i + 1)
        }
    }
}
