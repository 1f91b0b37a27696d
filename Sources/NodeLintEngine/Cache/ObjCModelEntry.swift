import Foundation
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

    /// The digest of the file's bytes; nil when the file cannot be read.
    static func digest(of path: String) -> ContentHash? {
        guard case .bytes(let bytes)? = SourceReader.readBytes(path, maxSize: Int.max) else { return nil }
        return ContentHash(bytes)
    }

    /// Whether the file was modified within the last two seconds of `now` (or cannot be asked): a file
    /// being edited may have had other bytes when the parse read it, so no entry is written from it.
    static func modifiedRecently(_ path: String, now: Int) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return true }
        return Int(CacheTrimming.modificationTime(info)) >= now - 2
    }

    private static func appendLength(_ n: Int, to out: inout [UInt8]) {
        let v = UInt32(truncatingIfNeeded: n)
        out += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)]
    }
}

/// The digests of the files one run reads again to check its cached Objective-C models against (the
/// headers their parses read): each file is read once per run, however many models list it (Texture's
/// own headers are imported by most of its files). One per run: a run that fixes files and lints again
/// (`--fix`) makes a new one, so it never answers with bytes a fix replaced.
public final class FileDigests: @unchecked Sendable {
    private var known: [String: ContentHash?] = [:]
    private let lock = NSLock()

    public init() {}

    /// The digest of the file's bytes as this run first read them; nil when it cannot be read.
    func digest(of path: String) -> ContentHash? {
        lock.lock()
        if let found = known[path] {
            lock.unlock()
            return found
        }
        lock.unlock()
        let digest = ObjCModelEntry.digest(of: path)
        lock.lock()
        known[path] = digest
        lock.unlock()
        return digest
    }
}
