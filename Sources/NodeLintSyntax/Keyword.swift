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

/// Maps identifier bytes to a `Keyword` with a small open-addressing table built once.
enum KeywordTable {
    private static let slotCount = 512
    /// Spellings indexed by raw value.
    private static let spellings: [[UInt8]] = Keyword.allCases.map { Array($0.text.utf8) }
    /// Slot -> keyword raw value (0 = empty).
    private static let slots: [UInt8] = {
        var table = [UInt8](repeating: 0, count: slotCount)
        for kw in Keyword.allCases where kw != .none {
            let bytes = spellings[Int(kw.rawValue)]
            var h = hash(bytes.count, bytes[0], bytes[bytes.count - 1], bytes.count > 1 ? bytes[1] : 0)
            while table[h] != 0 { h = (h + 1) & (slotCount - 1) }
            table[h] = kw.rawValue
        }
        return table
    }()

    @inline(__always)
    private static func hash(_ length: Int, _ first: UInt8, _ last: UInt8, _ second: UInt8) -> Int {
        (length &* 31 &+ Int(first) &* 7 &+ Int(last) &* 131 &+ Int(second) &* 17) & (slotCount - 1)
    }

    /// The keyword spelled by `p[start..<end]` (ASCII identifiers only), or `.none`.
    @inline(__always)
    static func lookup(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
        let length = end - start
        if length < 1 || length > 22 { return .none }
        var h = hash(length, p[start], p[end - 1], length > 1 ? p[start + 1] : 0)
        return slots.withUnsafeBufferPointer { table in
            while true {
                let raw = table[h]
                if raw == 0 { return .none }
                let spelling = spellings[Int(raw)]
                if spelling.count == length {
                    var same = true
                    var k = 0
                    while k < length {
                        if spelling[k] != p[start + k] { same = false; break }
                        k += 1
                    }
                    if same { return Keyword(rawValue: raw) ?? .none }
                }
                h = (h + 1) & (slotCount - 1)
            }
        }
    }
}
