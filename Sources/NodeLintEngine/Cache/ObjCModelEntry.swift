#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The payload of a cached Objective-C model: the files its parse read besides the main file (each path
/// and the digest of its bytes), then the model in `ModelCodec`'s format. The entry's key covers the
/// file's bytes, its arguments, libclang and the set of the project's headers; what the headers it
/// imported contain is checked against these digests whenever the entry is read, since editing a header
/// changes no key: the entry holds only while every one of them has the bytes it was made from.
enum ObjCModelEntry {
    struct IncludedFile: Equatable {
        var path: String
        var digest: ContentHash
    }

    static func encode(included: [IncludedFile], model: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        appendLength(included.count, to: &out)
        for file in included {
            let path = Array(file.path.utf8)
            appendLength(path.count, to: &out)
            out += path
            out += file.digest.bytes
        }
        return out + model
    }

    /// The included files and the model's bytes; nil for bytes that are not such a payload.
    static func decode(_ payload: [UInt8]) -> (included: [IncludedFile], model: ArraySlice<UInt8>)? {
        var position = 0
        func length() -> Int? {
            guard payload.count - position >= 4 else { return nil }
            defer { position += 4 }
            return (0..<4).reduce(0) { $0 | Int(payload[position + $1]) << (8 * $1) }
        }
        guard let count = length(), count <= payload.count else { return nil }
        var included: [IncludedFile] = []
        for _ in 0..<count {
            guard let n = length(), n <= payload.count - position - 16 else { return nil }
            let path = String(decoding: payload[position..<position + n], as: UTF8.self)
            position += n
            var high: UInt64 = 0, low: UInt64 = 0
            for i in 0..<8 { high = high << 8 | UInt64(payload[position + i]) }
            for i in 8..<16 { low = low << 8 | UInt64(payload[position + i]) }
            position += 16
            included.append(IncludedFile(path: path, digest: ContentHash(high: high, low: low)))
        }
        return (included, payload[position...])
    }

    /// The digest of the file's bytes now, and whether it was modified within the last two seconds
    /// (`recent`): a file being edited may have had other bytes when the parse read it, so an entry is
    /// not written from it. Nil when the file cannot be read.
    static func digest(of path: String, now: Int) -> (digest: ContentHash, recent: Bool)? {
        guard case .bytes(let bytes)? = SourceReader.readBytes(path, maxSize: Int.max) else { return nil }
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (ContentHash(bytes), Int(CacheTrimming.modificationTime(info)) >= now - 2)
    }

    private static func appendLength(_ n: Int, to out: inout [UInt8]) {
        let v = UInt32(truncatingIfNeeded: n)
        out += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)]
    }
}
