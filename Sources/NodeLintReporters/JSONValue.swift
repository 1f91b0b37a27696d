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
        var out = ""
        write(to: &out, indent: 0)
        out.append("\n")
        return out
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .null: out.append("null")
        case .bool(let b): out.append(b ? "true" : "false")
        case .int(let i): out.append(String(i))
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let items):
            guard !items.isEmpty else { out.append("[]"); return }
            out.append("[\n")
            for (i, item) in items.enumerated() {
                out.append(String(repeating: "  ", count: indent + 1))
                item.write(to: &out, indent: indent + 1)
                out.append(i + 1 < items.count ? ",\n" : "\n")
            }
            out.append(String(repeating: "  ", count: indent) + "]")
        case .object(let pairs):
            guard !pairs.isEmpty else { out.append("{}"); return }
            out.append("{\n")
            for (i, (key, value)) in pairs.enumerated() {
                out.append(String(repeating: "  ", count: indent + 1))
                JSONValue.writeString(key, to: &out)
                out.append(": ")
                value.write(to: &out, indent: indent + 1)
                out.append(i + 1 < pairs.count ? ",\n" : "\n")
            }
            out.append(String(repeating: "  ", count: indent) + "}")
        }
    }

    /// RFC 8259 escaping; U+2028 and U+2029 are escaped too so the output is also valid JavaScript.
    static func writeString(_ s: String, to out: inout String) {
        out.append("\"")
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out.append("\\\"")
            case "\\": out.append("\\\\")
            case "\n": out.append("\\n")
            case "\r": out.append("\\r")
            case "\t": out.append("\\t")
            case "\u{08}": out.append("\\b")
            case "\u{0C}": out.append("\\f")
            case "\u{2028}": out.append("\\u2028")
            case "\u{2029}": out.append("\\u2029")
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out.append("\"")
    }
}
