/// `file://` URIs and the paths they name. Written out rather than left to Foundation's URL, whose
/// percent-encoding differs between platforms; clients compare URIs as strings, so the server also
/// answers with the URI a client used for a document (see `LanguageServer.uri(for:)`).
public enum FileURI {
    /// The absolute path of a `file:` URI (percent-decoded, `file://localhost/` accepted); nil for other schemes.
    public static func path(of uri: String) -> String? {
        let lower = uri.lowercased()
        var rest: Substring
        if lower.hasPrefix("file://") {
            rest = uri.dropFirst("file://".count)
            // An authority before the path: only the local host makes sense.
            if !rest.hasPrefix("/") {
                guard let slash = rest.firstIndex(of: "/") else { return nil }
                let host = rest[..<slash].lowercased()
                guard host == "localhost" else { return nil }
                rest = rest[slash...]
            }
        } else if lower.hasPrefix("file:/") {
            rest = uri.dropFirst("file:".count)
        } else {
            return nil
        }
        if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<query] }
        return decode(rest)
    }

    /// The `file://` URI of an absolute path: bytes other than unreserved characters and `/` are
    /// percent-encoded (upper-case hex, as RFC 3986 recommends).
    public static func uri(ofPath path: String) -> String {
        var out = "file://"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".utf8)
                out += "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]], as: UTF8.self)
            }
        }
        return out
    }

    private static func decode(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var i = 0
        while i < utf8.count {
            if utf8[i] == UInt8(ascii: "%"), i + 2 < utf8.count, let high = hexValue(utf8[i + 1]), let low = hexValue(utf8[i + 2]) {
                bytes.append(high << 4 | low)
                i += 3
            } else {
                bytes.append(utf8[i])
                i += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
