/// Escaping for XML 1.0 text and attribute values. Characters XML 1.0 cannot hold at all (C0 controls
/// other than tab and line breaks, U+FFFE, U+FFFF) are replaced with U+FFFD so the document stays
/// well-formed.
enum XML {
    static func escape(_ text: String) -> String {
        // Most text needs nothing: return it without rebuilding it.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 == 0xEF }) {
            return text
        }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case 0x26: out += Array("&amp;".utf8)
            case 0x3C: out += Array("&lt;".utf8)
            case 0x3E: out += Array("&gt;".utf8)
            case 0x22: out += Array("&quot;".utf8)
            case 0x27: out += Array("&apos;".utf8)
            case 0x0A: out += Array("&#10;".utf8)
            case 0x0D: out += Array("&#13;".utf8)
            case 0x09: out += Array("&#9;".utf8)
            case 0..<0x20:
                out += [0xEF, 0xBF, 0xBD]
            case 0xEF where i + 2 < bytes.count && bytes[i + 1] == 0xBF && (bytes[i + 2] == 0xBE || bytes[i + 2] == 0xBF):
                out += [0xEF, 0xBF, 0xBD]
                i += 2
            default:
                out.append(byte)
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
