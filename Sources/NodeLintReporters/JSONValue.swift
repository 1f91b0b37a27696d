/// A JSON document with objects in a fixed key order, written byte-for-byte the same every time
/// (Foundation's encoders differ between platforms in spacing and escaping).
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    /// Keys in the order given.
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.int(let x), .int(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)): return x.map(\.0) == y.map(\.0) && x.map(\.1) == y.map(\.1)
        default: return false
        }
    }

    /// Pretty-printed with two-space indentation, `"key": value`, and a final newline.
    public func rendered() -> String {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        write(to: &out, indent: 0)
        out.append(0x0A)
        return String(decoding: out, as: UTF8.self)
    }

    private static func indentation(_ out: inout [UInt8], _ level: Int) {
        for _ in 0..<(level * 2) { out.append(0x20) }
    }

    private func write(to out: inout [UInt8], indent: Int) {
        switch self {
        case .null: out += Array("null".utf8)
        case .bool(let b): out += Array((b ? "true" : "false").utf8)
        case .int(let i): out += Array(String(i).utf8)
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let items):
            guard !items.isEmpty else { out += [0x5B, 0x5D]; return }
            out += [0x5B, 0x0A]
            for (i, item) in items.enumerated() {
                JSONValue.indentation(&out, indent + 1)
                item.write(to: &out, indent: indent + 1)
                if i + 1 < items.count { out.append(0x2C) }
                out.append(0x0A)
            }
            JSONValue.indentation(&out, indent)
            out.append(0x5D)
        case .object(let pairs):
            guard !pairs.isEmpty else { out += [0x7B, 0x7D]; return }
            out += [0x7B, 0x0A]
            for (i, (key, value)) in pairs.enumerated() {
                JSONValue.indentation(&out, indent + 1)
                JSONValue.writeString(key, to: &out)
                out += [0x3A, 0x20]
                value.write(to: &out, indent: indent + 1)
                if i + 1 < pairs.count { out.append(0x2C) }
                out.append(0x0A)
            }
            JSONValue.indentation(&out, indent)
            out.append(0x7D)
        }
    }

    /// RFC 8259 escaping on UTF-8 bytes; U+2028 and U+2029 (E2 80 A8/A9) are escaped too so the
    /// output is also valid JavaScript.
    static func writeString(_ s: String, to out: inout [UInt8]) {
        out.append(0x22)
        let hex = Array("0123456789abcdef".utf8)
        let bytes = Array(s.utf8)
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, 0x6E]
            case 0x0D: out += [0x5C, 0x72]
            case 0x09: out += [0x5C, 0x74]
            case 0x08: out += [0x5C, 0x62]
            case 0x0C: out += [0x5C, 0x66]
            case 0..<0x20:
                out += [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                out += Array((bytes[i + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                i += 2
            default:
                out.append(byte)
            }
            i += 1
        }
        out.append(0x22)
    }
}
