import Foundation

/// Where a violation comes from: a line of the code that ran (scenario, test or app code).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path as the compiler recorded it (absolute in SwiftPM builds).
    public var path: String
    /// 1-based line.
    public var line: Int
    /// 1-based column; 0 when unknown (declaration lines from the symbol table have none).
    public var column: Int

    public init(path: String, line: Int, column: Int = 0) {
        self.path = path
        self.line = line
        self.column = column
    }

    func sameLine(as other: SourceLocation) -> Bool { path == other.path && line == other.line }

    /// The last path component, for messages and comparisons across checkouts.
    public var fileName: String { (path as NSString).lastPathComponent }

    public var description: String { column > 0 ? "\(fileName):\(line):\(column)" : "\(fileName):\(line)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }
}

/// What the model's observation rests on.
public enum Evidence: String, Sendable, Hashable {
    /// Texture's own `ASDisplayNodeAssert…` would fire here (DEBUG builds).
    case textureAssertion
    /// Apple's Main Thread Checker would report a UIKit call off the main thread.
    case mainThreadChecker
    /// No assertion exists, but the model observed the misbehaviour itself (a `didLoad` that ran inside
    /// `init`, a base implementation that was never reached, a gesture recognizer added twice ...).
    case observed
}

/// One violation the model observed at run time.
public struct Violation: Hashable, Sendable, CustomStringConvertible {
    /// The nodelint rule id this behaviour corresponds to (docs/texture-facts.md#rule-facts), or
    /// `RuleID.noRule` when no rule claims it.
    public var ruleID: String
    /// Texture's (or the Main Thread Checker's) message, or the model's description of what it observed.
    public var message: String
    public var evidence: Evidence
    /// The offending line of user code; nil when the model could not find one (see `CallStack`).
    public var location: SourceLocation?
    /// Whether the offending code ran on the main thread.
    public var onMainThread: Bool
    /// The execution context the code ran in (`node init`, `layoutSpecThatFits`, `node block` ...).
    public var context: String
    /// How many times this same violation (rule, location, message) was observed.
    public var count: Int
    /// Follow-up reports at the same line that were folded into this one (a Main Thread Checker report
    /// right after a Texture assertion caused by the same expression).
    public var consequences: [String]

    public init(ruleID: String, message: String, evidence: Evidence, location: SourceLocation?,
                onMainThread: Bool, context: String, count: Int = 1, consequences: [String] = []) {
        self.ruleID = ruleID
        self.message = message
        self.evidence = evidence
        self.location = location
        self.onMainThread = onMainThread
        self.context = context
        self.count = count
        self.consequences = consequences
    }

    /// The pair the agreement test compares with nodelint's output.
    public var ruleAndLine: RuleAndLine { RuleAndLine(ruleID: ruleID, line: location?.line ?? 0) }

    public var description: String {
        let place = location.map { "\($0)" } ?? "<unknown location>"
        let thread = onMainThread ? "main" : "background"
        let times = count > 1 ? " (x\(count))" : ""
        return "\(place): [\(ruleID)] \(message) — \(evidence.rawValue), \(thread) thread, in \(context)\(times)"
    }
}

/// A (rule id, line) pair: what the agreement between the model and nodelint is measured on.
public struct RuleAndLine: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var ruleID: String
    public var line: Int
    public init(ruleID: String, line: Int) {
        self.ruleID = ruleID
        self.line = line
    }
    public static func < (a: RuleAndLine, b: RuleAndLine) -> Bool { (a.line, a.ruleID) < (b.line, b.ruleID) }
    public var description: String { "\(ruleID)@\(line)" }
}
