#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether `needle` occurs anywhere in `haystack`. Lets a lint run, or a rule, skip a file that
/// cannot concern it before parsing or walking it.
public func bytes(_ haystack: [UInt8], contain needle: String) -> Bool {
    firstOffset(of: needle, in: haystack) != nil
}

/// The offset of the first occurrence of `needle` in `haystack` at or after `start`: `memchr` jumps to
/// each occurrence of the needle's first byte, `memcmp` checks the rest there.
public func firstOffset(of needle: String, in haystack: [UInt8], from start: Int = 0) -> Int? {
    var needle = needle
    return needle.withUTF8 { n in
        haystack.withUnsafeBufferPointer { h -> Int? in
            guard let nBase = n.baseAddress, n.count > 0 else { return start }
            guard let hBase = h.baseAddress, h.count >= n.count else { return nil }
            let last = h.count - n.count
            var i = max(start, 0)
            while i <= last {
                guard let found = memchr(hBase + i, Int32(nBase[0]), last - i + 1) else { return nil }
                i = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - hBase
                if memcmp(hBase + i, nBase, n.count) == 0 { return i }
                i += 1
            }
            return nil
        }
    }
}

extension SourceText {
    /// Whether the text holds `needle` anywhere (code, comments or strings alike).
    public func contains(bytes needle: String) -> Bool { NodeLintModel.bytes(self.bytes, contain: needle) }
}
