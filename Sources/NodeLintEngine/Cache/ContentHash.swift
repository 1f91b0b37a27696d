/// A 128-bit digest of bytes, for naming cache entries by what a file contains. Not cryptographic: it
/// only has to tell apart the versions of files a developer has, and it has to be fast, because a
/// single-file run hashes every file of the repository (tens of megabytes) before it can use the cache.
/// Two independent 64-bit lanes read eight bytes at a time (several GB/s in a release build, where
/// SHA-256 in plain Swift manages a few hundred MB/s); the length is mixed in, so a file and the same
/// file with trailing zero bytes differ. An entry also records the length of the text it was made from
/// (`ModelCodec` checks it), a second guard against a collision.
public struct ContentHash: Hashable, Sendable {
    public var high: UInt64
    public var low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    public init(_ bytes: [UInt8]) {
        var a: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count)
        var b: UInt64 = 0x1319_8A2E_0370_7344 &+ UInt64(bytes.count)
        bytes.withUnsafeBytes { buffer in
            let count = buffer.count
            var offset = 0
            while offset + 8 <= count {
                let word = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                a = Self.rotate((a ^ word) &* 0x9E37_79B9_7F4A_7C15, 31)
                b = Self.rotate((b &+ word) &* 0xC2B2_AE3D_27D4_EB4F, 27) ^ a
                offset += 8
            }
            // The last 0 to 7 bytes, as one word (the length above tells "ab" from "ab\0").
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < count {
                tail |= UInt64(buffer[offset]) << shift
                shift += 8
                offset += 1
            }
            a = Self.rotate((a ^ tail) &* 0x9E37_79B9_7F4A_7C15, 31)
            b = Self.rotate((b &+ tail) &* 0xC2B2_AE3D_27D4_EB4F, 27) ^ a
        }
        high = Self.finish(a ^ Self.rotate(b, 17))
        low = Self.finish(b &+ Self.finish(a))
    }

    /// Spreads every input bit over the whole word, so that nearby inputs give unrelated digests.
    private static func finish(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 33
        x = x &* 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x = x &* 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return x
    }

    private static func rotate(_ x: UInt64, _ n: UInt64) -> UInt64 { (x << n) | (x >> (64 - n)) }

    /// 32 lowercase hexadecimal digits: the entry's file name.
    public var hex: String {
        func digits(_ v: UInt64) -> String {
            let s = String(v, radix: 16)
            return String(repeating: "0", count: 16 - s.count) + s
        }
        return digits(high) + digits(low)
    }

    /// The 16 bytes, most significant first, as an entry stores its key.
    var bytes: [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * UInt64($0))) }
            + (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * UInt64($0))) }
    }
}
