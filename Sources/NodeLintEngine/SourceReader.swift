#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Reads a source file's bytes and refuses what is not source text, with a one-line reason.
public enum SourceReader {
    public enum Outcome {
        case text([UInt8])
        case skipped(String)
    }

    public static func read(_ path: String, maxSize: Int) -> Outcome {
        guard let bytes = readBytes(path, maxSize: maxSize) else {
            return .skipped("cannot be read")
        }
        if case .tooLarge(let size) = bytes { return .skipped("is \(size / (1024 * 1024)) MB, larger than the \(maxSize / (1024 * 1024)) MB limit (--max-file-size); skipped") }
        guard case .bytes(let data) = bytes else { return .skipped("cannot be read") }
        if data.prefix(8192).contains(0) { return .skipped("is a binary file (it contains NUL bytes); skipped") }
        if !isValidUTF8(data) { return .skipped("is not valid UTF-8; skipped") }
        return .text(data)
    }

    public enum Read { case bytes([UInt8]), tooLarge(Int) }

    /// The whole file, read with POSIX calls (no Foundation `Data` copy).
    public static func readBytes(_ path: String, maxSize: Int) -> Read? {
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(info.st_size)
        if size > maxSize { return .tooLarge(size) }
        if size == 0 { return .bytes([]) }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            var total = 0
            while total < size {
                let n = systemRead(fd, buffer.baseAddress! + total, size - total)
                if n < 0 { if errno == EINTR { continue }; failed = true; break }
                if n == 0 { break }
                total += n
            }
            count = total
        }
        return failed ? nil : .bytes(bytes)
    }

    /// Well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF).
    public static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { p in
            var i = 0
            let n = p.count
            guard let base = p.baseAddress else { return true }
            let raw = UnsafeRawPointer(base)
            while i < n {
                // Source code is mostly ASCII: skip eight bytes at a time while none has its high bit set.
                if i + 8 <= n && raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    i += 8
                    continue
                }
                let b = p[i]
                if b < 0x80 { i += 1; continue }
                let length: Int
                var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
                switch b {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; lower = 0xA0
                case 0xE1...0xEC, 0xEE, 0xEF: length = 3
                case 0xED: length = 3; upper = 0x9F
                case 0xF0: length = 4; lower = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; upper = 0x8F
                default: return false
                }
                guard i + length <= n else { return false }
                if p[i + 1] < lower || p[i + 1] > upper { return false }
                var k = 2
                while k < length {
                    if p[i + k] & 0xC0 != 0x80 { return false }
                    k += 1
                }
                i += length
            }
            return true
        }
    }
}
