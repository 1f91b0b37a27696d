import Foundation
import NodeLintEngine

/// Whether this process can parse Objective-C in worker processes, and the pool a command uses.
///
/// The choice is made once, by the entry point, never guessed: the nodelint executable
/// (`NodeLintMain.main`) sets `executable` to itself and every lint parses in workers under
/// `ParseBudget`s; a process that calls `NodeLintMain.run` directly (the CLI tests, which run the
/// command in-process and have no nodelint binary of their own to re-execute) leaves it nil and
/// parses in-process, without budgets. The tests of hostile input run the built binary instead.
enum ObjCWorkers {
    /// The nodelint executable to start workers from; nil: parse in this process.
    nonisolated(unsafe) static var executable: String?

    /// A pool of at most `jobs` workers with the budget `environment` gives (`ParseBudget.from`), or
    /// nil when this process parses in-process.
    static func pool(jobs: Int, environment: [String: String]) -> ParseWorkerPool? {
        guard let executable else { return nil }
        return ParseWorkerPool(executable: executable, budget: ParseBudget.from(environment: environment), maximumWorkers: jobs)
    }

    /// The running executable's absolute path (on Linux from `/proc/self/exe`, so a binary started
    /// through `PATH` or a symlink finds itself).
    static func currentExecutable() -> String? {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return Bundle.main.executablePath
    }
}
