import NodeLintAnalysis
import NodeLintModel

/// Clang's diagnostic pragmas read as suppressions: `#pragma clang diagnostic ignored "-Wflag"` turns off
/// the rules `CompilerWarnings.equivalentRules` gives for the flag, from that line until the warning
/// comes back: the `#pragma clang diagnostic pop` that ends the enclosing `push`, a `warning` or `error`
/// pragma for the flag, or the end of the file. Only in Objective-C (Swift has no such pragmas); the
/// `_Pragma("…")` operator, pragmas written by macros and the text of comments are not read, and a
/// pragma in an `#if` branch that is off is read all the same. These are the author's words to the
/// compiler, not to nodelint: they are never reported as unused suppressions.
public enum CompilerPragmaSuppressions {
    static let marker = "#pragma clang diagnostic"

    public static func parse(_ file: SourceFile) -> [Suppression] {
        guard file.language == .objectiveC, file.text.contains(bytes: marker) else { return [] }
        let bytes = file.text.bytes
        var result: [Suppression] = []
        // The flags turned off now, each with the offset of the line its region began on; the states
        // `push` saved.
        var ignored: [String: Int] = [:]
        var saved: [[String: Int]] = []
        func end(_ flag: String, at offset: Int?) {
            guard let start = ignored.removeValue(forKey: flag), let rules = CompilerWarnings.equivalentRules[flag] else { return }
            result.append(Suppression(ruleIDs: rules, scope: .region(until: offset.map(file.text.position(of:))),
                                      start: file.text.position(of: start), commentOffset: start, isCompilerPragma: true))
        }
        for here in file.text.lineStarts {
            guard let (verb, flag) = pragma(in: bytes, at: here),
                  !file.comments.contains(where: { $0.range.contains(here) }) else { continue }
            switch verb {
            case "push":
                saved.append(ignored)
            case "pop":
                let restored = saved.popLast() ?? [:]
                for flag in ignored.keys.sorted() where restored[flag] == nil { end(flag, at: here) }
                for flag in restored.keys where ignored[flag] == nil { ignored[flag] = here }
            case "ignored":
                if let flag, ignored[flag] == nil { ignored[flag] = here }
            case "warning", "error":
                if let flag { end(flag, at: here) }
            default:
                continue
            }
        }
        for flag in ignored.keys.sorted() { end(flag, at: nil) }
        return result
    }

    /// The verb and the quoted flag of a `#pragma clang diagnostic` directive starting on the line at
    /// `offset` (white space allowed before and after `#`), or nil.
    static func pragma(in bytes: [UInt8], at offset: Int) -> (verb: String, flag: String?)? {
        var i = offset
        func skipBlanks() { while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 } }
        func word() -> String {
            let start = i
            while i < bytes.count, IdentifierScan.isIdentifierContinue(bytes[i]) { i += 1 }
            return String(decoding: bytes[start..<i], as: UTF8.self)
        }
        skipBlanks()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "#") else { return nil }
        i += 1
        for expected in ["pragma", "clang", "diagnostic"] {
            skipBlanks()
            guard word() == expected else { return nil }
        }
        skipBlanks()
        let verb = word()
        guard !verb.isEmpty else { return nil }
        skipBlanks()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { return (verb, nil) }
        i += 1
        let start = i
        while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != 0x0A { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { return (verb, nil) }
        return (verb, String(decoding: bytes[start..<i], as: UTF8.self))
    }
}
