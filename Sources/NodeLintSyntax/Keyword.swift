/// The keywords, contextual keywords and pound-keyword names the parser looks at. The lexer tags
/// identifier tokens with the keyword their text spells, so the parser compares one byte instead
/// of the text. Contextual keywords (`get`, `willSet`, `lazy`, ...) stay identifiers: the parser
/// decides from context whether they act as keywords.
public enum Keyword: UInt8, Sendable, CaseIterable {
    case none = 0
    // Reserved words (the lexer's `reserved` set; they matter for regex literal position).
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`,
         `init`, `inout`, `internal`, `let`, `operator`, `precedencegroup`, `private`, `protocol`,
         `public`, `rethrows`, `static`, `struct`, `subscript`, `typealias`, `var`,
         `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`, `fallthrough`,
         `for`, `guard`, `if`, `in`, `repeat`, `return`, `throw`, `switch`, `where`, `while`,
         `Any`, `as`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`, `true`, `try`
    // Contextual keywords.
    case actor, async, await, convenience, didSet, dynamic, final, get, indirect, infix, lazy,
         mutating, nonmutating, optional, override, postfix, prefix, required, set, some, any,
         unowned, weak, willSet, nonisolated, package, consuming, borrowing, isolated, distributed,
         macro, each, consume, copy, sending, open, `_modify`, `_read`, modify, read, unsafe,
         safe, unsafeAddress, unsafeMutableAddress, `__consuming`, `__owned`, `__shared`,
         typeMeta, protocolMeta, _const, _local, reasync, discard, then, `_`
    // Names after `#` (pound keywords); `if`, `else`, `error` share the words above.
    case elseif, endif, available, unavailable, selector, keyPath, sourceLocation, warning, error,
         file, line, column, function, fileID, filePath, dsohandle, colorLiteral, imageLiteral,
         fileLiteral, externalMacro

    /// Words the compiler's lexer always treats as keywords.
    @inlinable public var isReserved: Bool { rawValue >= Keyword.associatedtype.rawValue && rawValue <= Keyword.try.rawValue }

    /// The spelling.
    public var text: String {
        switch self {
        case .typeMeta: return "Type"        // `Foo.Type`
        case .protocolMeta: return "Protocol" // `P.Protocol`
        default: return String(describing: self)
        }
    }
}

/// Maps identifier bytes to a `Keyword`: an open-addressing table built once, keyed by the
/// identifier's first 8 bytes packed in a word (keywords are at most 24 bytes long). A lookup
/// costs a multiply and, usually, one or two word compares.
final class KeywordTable: @unchecked Sendable {
    static let shared = KeywordTable()
    static let slotCount = 1024
    /// Per slot: the keyword's first, second and third 8 bytes, its length, its raw value (0 = empty).
    let words: UnsafeMutablePointer<UInt64>
    let lengths: UnsafeMutablePointer<UInt8>
    let values: UnsafeMutablePointer<UInt8>

    private init() {
        let n = KeywordTable.slotCount
        words = .allocate(capacity: n * 3)
        words.initialize(repeating: 0, count: n * 3)
        lengths = .allocate(capacity: n)
        lengths.initialize(repeating: 0, count: n)
        values = .allocate(capacity: n)
        values.initialize(repeating: 0, count: n)
        for kw in Keyword.allCases where kw != .none {
            let bytes = Array(kw.text.utf8)
            precondition(bytes.count <= 24)
            bytes.withUnsafeBufferPointer { b in
                let (w0, w1, w2) = KeywordTable.pack(b.baseAddress!, 0, b.count)
                var h = KeywordTable.hash(w0, b.count)
                while values[h] != 0 { h = (h + 1) & (n - 1) }
                words[h * 3] = w0
                words[h * 3 + 1] = w1
                words[h * 3 + 2] = w2
                lengths[h] = UInt8(b.count)
                values[h] = kw.rawValue
            }
        }
    }

    @inline(__always)
    static func pack(_ p: UnsafePointer<UInt8>, _ start: Int, _ length: Int) -> (UInt64, UInt64, UInt64) {
        var w: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var k = 0
        while k < length {
            let b = UInt64(p[start + k]) << UInt64((k & 7) * 8)
            if k < 8 { w.0 |= b } else if k < 16 { w.1 |= b } else { w.2 |= b }
            k += 1
        }
        return w
    }

    @inline(__always)
    static func hash(_ w0: UInt64, _ length: Int) -> Int {
        Int(truncatingIfNeeded: ((w0 &+ UInt64(length)) &* 0x9E37_79B9_7F4A_7C15) >> 54)
    }

    /// The keyword spelled by `p[start..<end]` (an ASCII identifier), or `.none`. `n` is the size of
    /// the buffer: away from its end the identifier is read a word at a time.
    @inline(__always)
    func lookup(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ n: Int) -> Keyword {
        let length = end - start
        if length < 2 || length > 24 { return length == 1 && p[start] == UInt8(ascii: "_") ? ._ : .none }
        let w0, w1, w2: UInt64
        if start + 24 <= n {
            let raw = UnsafeRawPointer(p + start)
            func masked(_ word: UInt64, _ bytes: Int) -> UInt64 {
                bytes >= 8 ? word : bytes <= 0 ? 0 : word & ((1 << UInt64(bytes * 8)) - 1)
            }
            w0 = masked(UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)), length)
            w1 = length > 8 ? masked(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)), length - 8) : 0
            w2 = length > 16 ? masked(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self)), length - 16) : 0
        } else {
            (w0, w1, w2) = KeywordTable.pack(p, start, length)
        }
        var h = KeywordTable.hash(w0, length)
        while true {
            let v = values[h]
            if v == 0 { return .none }
            if words[h * 3] == w0 && Int(lengths[h]) == length && words[h * 3 + 1] == w1 && words[h * 3 + 2] == w2 {
                return Keyword(rawValue: v) ?? .none
            }
            h = (h + 1) & (KeywordTable.slotCount - 1)
        }
    }
}
