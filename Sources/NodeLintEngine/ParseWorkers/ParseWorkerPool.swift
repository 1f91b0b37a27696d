import Foundation
import NodeLintModel
import NodeLintObjC

/// Parse worker processes, started lazily (the first Objective-C parse starts the first), at most
/// `maximumWorkers` at once, each reused for file after file, and replaced when one dies or is killed.
/// Every parse runs under `budget`: the worker limits its own address space, and the pool kills a
/// worker that has not answered within the time budget. A file that exceeds either, or that crashes
/// libclang, is a `ParseOutcome.failed` with the reason; the next file gets a fresh worker.
///
/// Safe to use from several threads: each parse has a worker to itself.
public final class ParseWorkerPool: @unchecked Sendable {
    public let budget: ParseBudget
    public let executable: String
    public let maximumWorkers: Int
    private let condition = NSCondition()
    private var idle: [WorkerProcess] = []
    private var alive = 0
    /// How many worker processes the pool has started so far (each is reused until it fails).
    public private(set) var workersStarted = 0

    /// `executable` is the nodelint binary to start as `executable __objc-worker`.
    public init(executable: String, budget: ParseBudget, maximumWorkers: Int) {
        self.executable = executable
        self.budget = budget
        self.maximumWorkers = max(1, maximumWorkers)
    }

    deinit { shutdown() }

    /// What became of one file's parse.
    public enum ParseOutcome {
        /// The model, and the files the parse read besides the main file (nil when libclang parsed nothing).
        case parsed(SourceFile, includedFiles: [String]?)
        /// Not parsed, and why (`libclang ran out of its 1 GB memory budget`).
        case failed(String)
        /// No worker could be started; the caller parses in its own process.
        case noWorker
    }

    /// Parses an Objective-C file in a worker. `text` is the file's text (the model refers to it;
    /// it is not sent back).
    public func parse(path: String, text: SourceText, arguments: [String], declarationsOnly: Bool = false) -> ParseOutcome {
        // Workers resolve relative includes from the main file's absolute path, made here, where the
        // current directory is the run's.
        let request = WorkerProtocol.Request(path: Self.absolutePath(path), bytes: text.bytes, arguments: arguments,
                                             declarationsOnly: declarationsOnly)
        let payload = WorkerProtocol.encode(request)
        // A worker that died while idle fails before it reads the request: one retry, with a fresh one.
        for attempt in 0..<2 {
            guard let worker = checkOut() else { return .noWorker }
            switch worker.exchange(payload, seconds: budget.seconds) {
            case .response(let response):
                switch WorkerProtocol.decodeResponse(response) {
                case .model(let data, let included)?:
                    guard let file = try? ModelCodec.decode(data, path: path, language: .objectiveC, text: text) else {
                        discard(worker)
                        return .failed("nodelint could not read the parse worker's answer")
                    }
                    checkIn(worker)
                    return .parsed(file, includedFiles: included)
                case .failed(.libclangMissing, let why)?:
                    // Not the file's fault: the worker goes on (and says the same for every file).
                    checkIn(worker)
                    return .failed(ObjCFrontEnd.libclangMissingMessage(why))
                case .failed(let failure, _)?:
                    // The worker exits after a failure.
                    discard(worker)
                    return .failed(message(for: failure))
                case nil:
                    discard(worker)
                    return .failed("nodelint could not read the parse worker's answer")
                }
            case .timedOut:
                discard(worker)
                return .failed("libclang took longer than its \(budget.timeDescription) budget")
            case .died(let end, let errorOutput, let sentRequest):
                discard(worker)
                if !sentRequest && attempt == 0 { continue }
                return .failed(message(forDeath: end, errorOutput: errorOutput))
            }
        }
        return .failed("the parse worker stopped before it read the file")
    }

    /// Stops every idle worker (they exit when their input closes). Parses still running keep theirs.
    public func shutdown() {
        condition.lock()
        let stopping = idle
        idle = []
        alive -= stopping.count
        condition.unlock()
        for worker in stopping { worker.stop() }
    }

    // MARK: Workers

    /// An idle worker, or a new one while fewer than `maximumWorkers` run; waits for one otherwise.
    /// Nil when a new worker could not be started.
    private func checkOut() -> WorkerProcess? {
        condition.lock()
        while idle.isEmpty && alive >= maximumWorkers { condition.wait() }
        if let worker = idle.popLast() {
            condition.unlock()
            return worker
        }
        alive += 1
        workersStarted += 1
        condition.unlock()
        let arguments = [ParseWorker.subcommand, ParseWorker.memoryOption, String(budget.memoryBytes)]
        // A crashing worker must not spend seconds printing a symbolicated backtrace; one malloc arena
        // (a worker parses one file at a time) keeps its address space close to what it uses, which
        // is what the memory budget limits.
        let environment = ["SWIFT_BACKTRACE": "enable=no", "MALLOC_ARENA_MAX": "1"]
        if let worker = WorkerProcess.start(executable: executable, arguments: arguments, extraEnvironment: environment) {
            return worker
        }
        condition.lock()
        alive -= 1
        condition.signal()
        condition.unlock()
        return nil
    }

    private func checkIn(_ worker: WorkerProcess) {
        condition.lock()
        idle.append(worker)
        condition.signal()
        condition.unlock()
    }

    /// A worker that failed, died or was killed: reaped, and its place freed for a new one.
    private func discard(_ worker: WorkerProcess) {
        worker.stop()
        condition.lock()
        alive -= 1
        condition.signal()
        condition.unlock()
    }

    // MARK: Messages

    private func message(for failure: WorkerFailure) -> String {
        switch failure {
        case .outOfMemory: return "libclang ran out of its \(budget.memoryDescription) memory budget"
        case .crashed: return "libclang crashed"
        case .badRequest: return "the parse worker could not read the request"
        case .libclangMissing: return ObjCFrontEnd.libclangMissingMessage("")
        }
    }

    /// A worker that died without answering: out of memory when what it last wrote says so (an
    /// allocation outside libclang's crash recovery, in LLVM's or Swift's own words), else a crash.
    private func message(forDeath end: WorkerProcess.ProcessEnd, errorOutput: String) -> String {
        let outOfMemory = ["out of memory", "Could not allocate memory", "bad_alloc", "Allocation failed", "Cannot allocate memory"]
        if outOfMemory.contains(where: { errorOutput.contains($0) }) {
            return "libclang ran out of its \(budget.memoryDescription) memory budget"
        }
        switch end {
        case .signalled(let signal): return "libclang crashed (signal \(signal))"
        case .exited(let status): return "the parse worker exited with status \(status)"
        }
    }

    static func absolutePath(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        let cwd = FileManager.default.currentDirectoryPath
        return (cwd.hasSuffix("/") ? cwd : cwd + "/") + path
    }
}
