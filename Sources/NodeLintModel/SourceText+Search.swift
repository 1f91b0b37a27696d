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

/// The offset of the first occurrence of `needle` in `haystack` at or after `start`. `memchr` jumps to
/// each occurrence of the needle's rarest byte (`anchorIndex`) and `memcmp` checks the needle around
/// it: jumping to the first byte instead stops at every `i` of a source file when the needle is
/// `import`, where the `X` of `XCTest` or the `A` of `ASDisplayNode` is met a few times a file.
public func firstOffset(of needle: String, in haystack: [UInt8], from start: Int = 0) -> Int? {
    var needle = needle
    return needle.withUTF8 { n in
        haystack.withUnsafeBufferPointer { h -> Int? in
            guard let nBase = n.baseAddress, n.count > 0 else { return start }
            guard let hBase = h.baseAddress, h.count >= n.count else { return nil }
            let anchor = anchorIndex(n)
            let anchorByte = Int32(nBase[anchor])
            let last = h.count - n.count  // the last offset the needle can start at
            var i = max(start, 0)
            while i <= last {
                guard let found = memchr(hBase + i + anchor, anchorByte, last - i + 1) else { return nil }
                i = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - hBase - anchor
                if memcmp(hBase + i, nBase, n.count) == 0 { return i }
                i += 1
            }
            return nil
        }
    }
}

/// The index of the byte of `needle` least likely to occur in source code (the first of the rarest,
/// by `commonness`), where a search is cheapest to anchor.
func anchorIndex(_ needle: UnsafeBufferPointer<UInt8>) -> Int {
    var best = 0
    for i in 1..<needle.count where commonness(needle[i]) < commonness(needle[best]) { best = i }
    return best
}

/// A rough rank of how often a byte occurs in Swift and Objective-C source: white space, then lower
/// case letters in the order of English text, punctuation, then capitals and digits, then the rest.
/// Only the order matters; it need not be exact for any one file.
@inline(__always) func commonness(_ byte: UInt8) -> Int {
    switch byte {
    case 0x20, 0x0A, 0x09: return 100
    case 0x61...0x7A: return 35 + lowercaseFrequencyRank[Int(byte - 0x61)]
    case 0x41...0x5A, 0x30...0x39: return 20
    case 0x28, 0x29, 0x2E, 0x2C, 0x3A, 0x3D, 0x22, 0x2F, 0x2A, 0x7B, 0x7D, 0x3B: return 40
    default: return 10
    }
}

/// For `a` to `z`: 26 for the most frequent letter of English text (`e`) down to 1 for the rarest (`z`).
private let lowercaseFrequencyRank: [Int] = {
    var rank = [Int](repeating: 0, count: 26)
    for (i, letter) in "etaoinsrhldcumfpgwybvkxjqz".utf8.enumerated() { rank[Int(letter - 0x61)] = 26 - i }
    return rank
}()

extension SourceText {
    /// Whether the text holds `needle` anywhere (code, comments or strings alike).
    public func contains(bytes needle: String) -> Bool { NodeLintModel.bytes(self.bytes, contain: needle) }
}
