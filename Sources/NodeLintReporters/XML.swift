/// Escaping for XML 1.0 text and attribute values. Characters XML 1.0 cannot hold at all (most C0
/// controls, lone surrogates cannot occur in Swift strings) are replaced with U+FFFD so the document
/// stays well-formed.
enum XML {
    static func escape(_ text: String) -> String {
        // Most text needs nothing: return it without rebuilding it.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 == 0xEF }) {
            return text
        }
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                if c.value < 0x20 || c.value == 0xFFFE || c.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out
    }
}
