import Foundation
import NodeLintModel

/// Counts files as a run parses and lints them. Worker threads add; the progress line reads.
public final class LintProgress: @unchecked Sendable {
    /// Files to parse (every input) and to lint (inputs that are not index-only).
    public let toParse: Int
    public let toLint: Int
    private let lock = NSLock()
    private var parsedCount = 0
    private var lintedCount = 0

    public init(toParse: Int, toLint: Int) {
        self.toParse = toParse
        self.toLint = toLint
    }

    private var indexDone = false

    public func parsed() { lock.lock(); parsedCount += 1; lock.unlock() }
    public func indexed() { lock.lock(); indexDone = true; lock.unlock() }
    public func linted() { lock.lock(); lintedCount += 1; lock.unlock() }

    /// "parsing 120/4000 files", "indexing 4000 files", then "linting 80/3900 files".
    public var text: String {
        lock.lock()
        defer { lock.unlock() }
        if parsedCount < toParse { return "parsing \(parsedCount)/\(toParse) \(pluralized(toParse, "file"))" }
        if !indexDone { return "indexing \(counted(toParse, "file"))" }
        return "linting \(lintedCount)/\(toLint) \(pluralized(toLint, "file"))"
    }
}
