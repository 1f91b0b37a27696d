/// The bytes of one cache file, and the checks that decide whether a file read back is one.
///
/// Layout: the magic `NLCE`, the format version (one byte), the entry's key (16 bytes), the payload's
/// length (8 bytes, little-endian), the payload's `ContentHash` (16 bytes), then the payload (a
/// `ModelCodec` model). Whatever is found under an entry's name is checked in full before the payload
/// is used: a truncated file (a full disk), bytes flipped on disk, a file another version of nodelint
/// or another program left there, or an entry renamed to another key all read as "no entry", and the
/// run parses the file and writes the entry again.
enum CacheEntry {
    static let magic: [UInt8] = Array("NLCE".utf8)
    /// Bump when the layout changes.
    static let formatVersion: UInt8 = 1
    static let headerSize = 4 + 1 + 16 + 8 + 16

    static func encode(key: ContentHash, payload: [UInt8]) -> [UInt8] {
        var bytes = magic
        bytes.reserveCapacity(headerSize + payload.count)
        bytes.append(formatVersion)
        bytes += key.bytes
        let length = UInt64(payload.count)
        for i in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: length >> (8 * UInt64(i)))) }
        bytes += ContentHash(payload).bytes
        bytes += payload
        return bytes
    }

    /// The payload of `bytes` when they are a whole, intact entry for `key`; nil otherwise.
    static func payload(of bytes: [UInt8], key: ContentHash) -> [UInt8]? {
        guard bytes.count >= headerSize,
              bytes[0..<4].elementsEqual(magic),
              bytes[4] == formatVersion,
              bytes[5..<21].elementsEqual(key.bytes) else { return nil }
        var length: UInt64 = 0
        for i in 0..<8 { length |= UInt64(bytes[21 + i]) << (8 * UInt64(i)) }
        guard length == UInt64(bytes.count - headerSize) else { return nil }
        let payload = Array(bytes[headerSize...])
        guard bytes[29..<45].elementsEqual(ContentHash(payload).bytes) else { return nil }
        return payload
    }
}
