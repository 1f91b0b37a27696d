import NodeLintModel

/// Identities of diagnostics that survive unrelated edits: no line or column goes in, only the rule,
/// the repository-relative path, the offending line's text with its whitespace normalized, and the
/// occurrence index among diagnostics that share all three (so two identical lines stay two findings).
/// Used by SARIF `partialFingerprints`, GitLab `fingerprint`, the JSON report and the baseline.
public enum Fingerprint {
    /// The line's text without leading or trailing whitespace and with every inner run of whitespace
    /// made one space: re-indenting a line does not make its finding new.
    public static func normalizedLineText(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
                pendingSpace = !out.isEmpty
            default:
                if pendingSpace { out.append(0x20); pendingSpace = false }
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// One fingerprint per diagnostic, in the order given (which should be output order, so occurrence
    /// indexes count from the top of the file). `path` maps a diagnostic to its repository-relative path.
    public static func compute(_ diagnostics: [Diagnostic], path: (Diagnostic) -> String) -> [String] {
        var seen: [String: Int] = [:]
        return diagnostics.map { diagnostic in
            let key = diagnostic.ruleID + "\u{0}" + path(diagnostic) + "\u{0}" + normalizedLineText(diagnostic.lineText)
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            return String(SHA256.hex(key + "\u{0}" + String(occurrence)).prefix(32))
        }
    }

    /// Fingerprints with paths made relative to the context's workspace root.
    static func compute(_ diagnostics: [Diagnostic], context: ReportContext) -> [String] {
        compute(diagnostics) { context.repositoryRelative($0.path) ?? ReportPaths.normalize($0.path, base: context.currentDirectory) }
    }
}
