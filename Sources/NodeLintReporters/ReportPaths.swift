import NodeLintModel
/// Path arithmetic on strings for reports (no file-system access: reports must not depend on it).
public enum ReportPaths {
    /// Absolute and normalized: no `.`, `..` or `//`.
    public static func normalize(_ path: String, base: String) -> String {
        PathNormalization.absolute(path, base: base)
    }

    /// `path` below `root` as a relative path, or nil when it is not below it.
    public static func relative(_ path: String, to root: String) -> String? {
        PathNormalization.relative(path, to: root)
    }

    /// Percent-encodes what a URI path may not hold as is (RFC 3986 `pchar` plus `/`). `:` is encoded too:
    /// in the first segment of a relative reference it would read as a scheme.
    static func uriEncode(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"),
                 UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
                 UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="),
                 UInt8(ascii: "@"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                out.unicodeScalars.append("%")
                out.unicodeScalars.append(hex[Int(byte >> 4)])
                out.unicodeScalars.append(hex[Int(byte & 0xF)])
            }
        }
        return out
    }
}
