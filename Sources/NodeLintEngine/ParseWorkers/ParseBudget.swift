/// What one libclang parse of one file may use: the address space of the worker process that parses
/// it, and the wall-clock time the lint run waits for it. A file over either is named on standard
/// error and not linted; the run goes on with the other files.
///
/// 1 GiB and 30 s by default. A worker maps about 280 MB before its first parse (the runtime,
/// libclang, the prelude's PCH); the largest file of Texture's own repository (ASDisplayNode.mm, with
/// its recovery parses) takes it to about 290 MB and under a second. Tests make the budgets small
/// through the environment:
/// - `NODELINT_PARSE_MEMORY_MB`: the memory budget in MiB (at least 64);
/// - `NODELINT_PARSE_SECONDS`: the time budget in seconds (a decimal, at least 0.1).
/// Values that do not parse, or are out of range, are ignored.
public struct ParseBudget: Sendable, Equatable {
    /// The worker's `RLIMIT_AS`, in bytes.
    public var memoryBytes: Int
    /// How long the run waits for one file's parse before it kills the worker.
    public var seconds: Double

    public static let memoryEnvironmentVariable = "NODELINT_PARSE_MEMORY_MB"
    public static let timeEnvironmentVariable = "NODELINT_PARSE_SECONDS"

    public init(memoryBytes: Int = 1 << 30, seconds: Double = 30) {
        self.memoryBytes = memoryBytes
        self.seconds = seconds
    }

    /// The default budget, with the overrides `environment` gives.
    public static func from(environment: [String: String]) -> ParseBudget {
        var budget = ParseBudget()
        if let text = environment[memoryEnvironmentVariable], let megabytes = Int(text), megabytes >= 64, megabytes <= 1 << 20 {
            budget.memoryBytes = megabytes << 20
        }
        if let text = environment[timeEnvironmentVariable], let seconds = Double(text), seconds >= 0.1, seconds <= 86_400 {
            budget.seconds = seconds
        }
        return budget
    }

    /// `1 GB`, `256 MB`: how messages name the memory budget.
    public var memoryDescription: String {
        memoryBytes % (1 << 30) == 0 ? "\(memoryBytes >> 30) GB" : "\(memoryBytes >> 20) MB"
    }

    /// `30 s`, `2.5 s`.
    public var timeDescription: String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
