#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether `needle` occurs anywhere in `haystack`: `memchr` jumps to each occurrence of the needle's
/// first byte, `memcmp` checks the rest there. Lets a lint run, or a rule, skip a file that cannot
/// concern it before parsing or walking it.
public func bytes(_ haystack: [UInt8], contain needle: String) -> Bool {
    var needle = needle
    return needle.withUTF8 { n in
        haystack.withUnsafeBufferPointer { h in
            guard let nBase = n.baseAddress, n.count > 0 else { return true }
            guard let hBase = h.baseAddress, h.count >= n.count else { return false }
            let last = h.count - n.count
            var i = 0
            while i <= last {
                guard let found = memchr(hBase + i, Int32(nBase[0]), last - i + 1) else { return false }
                i = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - hBase
                if memcmp(hBase + i, nBase, n.count) == 0 { return true }
                i += 1
            }
            return false
        }
    }
}

extension SourceText {
    /// Whether the text holds `needle` anywhere (code, comments or strings alike).
    public func contains(bytes needle: String) -> Bool { NodeLintModel.bytes(self.bytes, contain: needle) }
}
