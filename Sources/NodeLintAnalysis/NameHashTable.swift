#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte strings (identifiers), each with the numbers it was added with, looked up by a run of bytes
/// inside a file's buffer without copying it. The first pass looks up every identifier of thousands of
/// files, so a lookup must cost about the same whatever the identifier's length: the hash reads the
/// length and at most the first and last eight bytes (`hash`), and the table is open-addressed, its
/// names in one buffer, so a miss touches one slot and no allocation.
struct NameHashTable: Sendable {
    /// One name: where its bytes lie in `bytes`, and the numbers it was added with.
    private struct Entry: Sendable {
        var start: Int
        var count: Int
        var ids: [Int]
    }

    private var bytes: [UInt8] = []
    private var entries: [Entry] = []
    /// Indices into `entries` plus one (zero for an empty slot); a power of two long, at most half full.
    private var slots: [Int32] = Array(repeating: 0, count: 16)
    /// The first bytes of the names, as bits (bytes 0 to 63 in `low`, 64 to 127 in `high`): most of a
    /// file's identifiers (`let`, `self`, `view`) start with a byte no name starts with, and are turned
    /// away before they are hashed. A name that starts outside ASCII turns the test off.
    private var firstBytesLow: UInt64 = 0, firstBytesHigh: UInt64 = 0
    private var hasNameStartingOutsideASCII = false

    init() {}

    var isEmpty: Bool { entries.isEmpty }

    /// Adds `name` with the number `id` (a name added again gains the number).
    mutating func add(_ name: String, id: Int) {
        var name = name
        name.withUTF8 { add($0, id: id) }
    }

    private mutating func add(_ name: UnsafeBufferPointer<UInt8>, id: Int) {
        if let found = entryIndex(of: name, 0, name.count) {
            if entries[found].ids.last != id { entries[found].ids.append(id) }
            return
        }
        if let first = name.first {
            if first < 64 { firstBytesLow |= 1 << UInt64(first) }
            else if first < 128 { firstBytesHigh |= 1 << UInt64(first - 64) }
            else { hasNameStartingOutsideASCII = true }
        }
        if (entries.count + 1) * 2 > slots.count { grow() }
        entries.append(Entry(start: bytes.count, count: name.count, ids: [id]))
        bytes.append(contentsOf: name)
        place(entries.count - 1, hash: Self.hash(name, 0, name.count))
    }

    /// The numbers of the name `text[start..<end]` spells, or nil when no such name was added.
    func ids(of text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> [Int]? {
        entryIndex(of: text, start, end).map { entries[$0].ids }
    }

    /// Whether the name `text[start..<end]` spells was added.
    func contains(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        entryIndex(of: text, start, end) != nil
    }

    /// The numbers `name` was added with, or nil (a Swift string's own bytes, not copied).
    func ids(of name: String) -> [Int]? {
        var name = name
        return name.withUTF8 { ids(of: $0, 0, $0.count) }
    }

    /// Whether `name` was added.
    func contains(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { contains($0, 0, $0.count) }
    }

    private func entryIndex(of text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        guard !entries.isEmpty else { return nil }
        let count = end - start
        if count > 0 && !hasNameStartingOutsideASCII {
            let first = text[start]
            let starts = first < 64 ? (firstBytesLow >> UInt64(first)) & 1
                : first < 128 ? (firstBytesHigh >> UInt64(first - 64)) & 1 : 0
            if starts == 0 { return nil }
        }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: Self.hash(text, start, end)) & mask
        return bytes.withUnsafeBufferPointer { stored in
            while true {
                let held = Int(slots[slot])
                if held == 0 { return nil }
                let entry = entries[held - 1]
                if entry.count == count
                    && (count == 0 || memcmp(stored.baseAddress! + entry.start, text.baseAddress! + start, count) == 0) {
                    return held - 1
                }
                slot = (slot + 1) & mask
            }
        }
    }

    private mutating func place(_ entry: Int, hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(entry + 1)
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        for (i, entry) in entries.enumerated() {
            let hash = bytes.withUnsafeBufferPointer { Self.hash($0, entry.start, entry.start + entry.count) }
            place(i, hash: hash)
        }
    }

    /// A hash of `text[start..<end]` from its length and its first and last eight bytes (all of them
    /// when it is shorter), mixed so that the low bits, which pick the slot, depend on every byte read.
    /// Names that differ only in the middle collide; the table then compares their bytes.
    static func hash(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        let count = end - start
        var h = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        guard count > 0, let base = text.baseAddress else { return h }
        let raw = UnsafeRawPointer(base + start)
        if count >= 8 {
            h ^= raw.loadUnaligned(as: UInt64.self)
            h = (h ^ (h >> 29)) &* 0xBF58_476D_1CE4_E5B9
            h ^= raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else {
            var packed: UInt64 = 0
            for i in 0..<count { packed |= UInt64(base[start + i]) << (8 * UInt64(i)) }
            h ^= packed
        }
        h = (h ^ (h >> 31)) &* 0xD6E8_FEB8_6659_FD93
        return h ^ (h >> 32)
    }
}
