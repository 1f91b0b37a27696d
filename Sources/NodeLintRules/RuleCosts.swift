#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The CPU time each rule takes over a run, summed over the threads that lint files
/// (`nodelint benchmark` lists the costliest). Each rule's check is timed with its thread's own CPU
/// clock, so rules timed on two threads at once do not count each other's time; what a rule is the
/// first to ask of the file's analysis (a lazily resolved fact) counts as that rule's.
public final class RuleCosts: Sendable {
    /// The row for the file's analysis made before its rules run (`FileAnalysis.init`).
    public static let fileAnalysis = "(the file's analysis, before its rules)"

    private let secondsByRow = Mutex<[String: Double]>([:])

    public init() {}

    /// Adds `seconds` to each row named.
    public func add(_ costs: [(row: String, seconds: Double)]) {
        secondsByRow.withLock { table in
            for cost in costs { table[cost.row, default: 0] += cost.seconds }
        }
    }

    /// Every row with its seconds, the costliest first (ties by name, so the order is stable).
    public var rows: [(row: String, seconds: Double)] {
        secondsByRow.withLock { table in
            table.map { (row: $0.key, seconds: $0.value) }.sorted { ($0.seconds, $1.row) > ($1.seconds, $0.row) }
        }
    }

    /// The CPU time the calling thread has used, in seconds.
    public static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
