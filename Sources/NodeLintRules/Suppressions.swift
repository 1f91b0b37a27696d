import NodeLintModel

/// Inline suppressions, as SwiftLint users write them, with our prefix:
/// `// nodelint:disable <ids|all>` … `// nodelint:enable <ids|all>`, `// nodelint:disable:next <ids>`,
/// `:this`, `:previous`. Text after ` - ` is a reason. Block comments work too.
public struct Suppression: Sendable {
    public enum Scope: Sendable, Equatable {
        /// From the comment to the matching `enable` (or the end of the file).
        case region(until: SourcePosition?)
        case line(Int)
    }
    public var ruleIDs: [String]
    public var scope: Scope
    /// Where the comment starts: suppressions in regions begin here.
    public var start: SourcePosition
    /// Where the comment starts (for a pragma, the line the region begins on).
    public var commentOffset: Int
    /// Read from a clang diagnostic pragma (`CompilerPragmaSuppressions`), not a `nodelint:` comment:
    /// never reported as unused.
    public var isCompilerPragma = false

    public init(ruleIDs: [String], scope: Scope, start: SourcePosition, commentOffset: Int, isCompilerPragma: Bool = false) {
        self.ruleIDs = ruleIDs
        self.scope = scope
        self.start = start
        self.commentOffset = commentOffset
        self.isCompilerPragma = isCompilerPragma
    }

    public func covers(_ diagnostic: Diagnostic) -> Bool {
        guard ruleIDs.contains("all") || ruleIDs.contains(diagnostic.ruleID) else { return false }
        switch scope {
        case .line(let line): return diagnostic.start.line == line
        case .region(let until):
            guard diagnostic.start >= start else { return false }
            if let until { return diagnostic.start < until }
            return true
        }
    }
}

public enum SuppressionParser {
    static let prefix = "nodelint:"

    /// Every suppression command in the file's comments. Malformed commands (no rule ids, unknown
    /// verb) are returned in `problems` so that they can be reported rather than silently ignored.
    public static func parse(_ file: SourceFile) -> (suppressions: [Suppression], problems: [(offset: Int, message: String)]) {
        var result: [Suppression] = []
        var problems: [(Int, String)] = []
        // Open regions per rule id, waiting for their `enable`.
        var open: [(index: Int, ids: Set<String>)] = []
        // Most files have no suppression at all: one search of the bytes instead of one per comment.
        guard file.text.contains(bytes: prefix) else { return ([], []) }
        for comment in file.comments {
            guard let range = comment.text.firstRange(of: prefix) else { continue }
            var command = String(comment.text[range.upperBound...])
            if comment.isBlock, command.hasSuffix("*/") { command.removeLast(2) }
            if let reason = command.firstRange(of: " - ") { command = String(command[..<reason.lowerBound]) }
            let words = command.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
            guard let verb = words.first else { continue }
            let ids = Array(words.dropFirst())
            let start = file.text.position(of: comment.range.lowerBound)
            let offset = comment.range.lowerBound
            guard !ids.isEmpty else {
                problems.append((offset, "nodelint:\(verb) names no rule (write a rule id or 'all')"))
                continue
            }
            switch verb {
            case "disable":
                open.append((result.count, Set(ids)))
                result.append(Suppression(ruleIDs: ids, scope: .region(until: nil), start: start, commentOffset: offset))
            case "enable":
                for id in ids {
                    for (k, region) in open.enumerated().reversed() where region.ids.contains(id) || id == "all" {
                        if case .region(nil) = result[region.index].scope {
                            result[region.index].scope = .region(until: start)
                        }
                        open.remove(at: k)
                        if id != "all" { break }
                    }
                }
            case "disable:next":
                result.append(Suppression(ruleIDs: ids, scope: .line(start.line + lineSpan(comment, in: file) + 1), start: start,
                                          commentOffset: offset))
            case "disable:this":
                result.append(Suppression(ruleIDs: ids, scope: .line(start.line), start: start, commentOffset: offset))
            case "disable:previous":
                result.append(Suppression(ruleIDs: ids, scope: .line(start.line - 1), start: start, commentOffset: offset))
            default:
                problems.append((offset, "unknown nodelint command '\(verb)' (use disable, enable, disable:next, disable:this or disable:previous)"))
            }
        }
        return (result, problems)
    }

    /// Lines a (block) comment spans beyond its first.
    private static func lineSpan(_ comment: Comment, in file: SourceFile) -> Int {
        file.text.line(of: max(comment.range.lowerBound, comment.range.upperBound - 1)) - file.text.line(of: comment.range.lowerBound)
    }
}
