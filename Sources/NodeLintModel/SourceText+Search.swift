#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SourceText {
    /// Whether the text holds `needle` anywhere (code, comments or strings alike): a quick way for a
    /// rule to skip a file that cannot concern it before walking its model.
    public func contains(bytes needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { n in
            bytes.withUnsafeBufferPointer { h in
                guard let nBase = n.baseAddress, n.count > 0 else { return true }
                guard let hBase = h.baseAddress, h.count >= n.count else { return false }
                // memchr jumps to each occurrence of the first byte; memcmp checks the rest there.
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
}
