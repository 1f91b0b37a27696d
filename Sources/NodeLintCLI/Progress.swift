import NodeLintEngine
import Dispatch
import Foundation

/// A line on standard error that shows how far a long run is: it appears only after a second (short
/// runs stay silent), is rewritten in place, and is erased before anything else is printed. Only on a
/// terminal and never in CI: a pipe or a CI log would keep every rewrite.
final class ProgressLine: @unchecked Sendable {
    private let delay: DispatchTimeInterval
    private let interval: DispatchTimeInterval
    private let progress: LintProgress
    private let write: (String) -> Void
    private let lock = NSLock()
    private var timer: DispatchSourceTimer?
    private var shown = false

    /// Whether a progress line may be shown: standard error is a terminal that can rewrite a line, and
    /// this is not a CI job (`CI` set, as GitHub Actions, GitLab CI and most others do).
    static func isWanted(errorIsTerminal: Bool, environment: [String: String]) -> Bool {
        errorIsTerminal && (environment["CI"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// - Parameters:
    ///   - delay: how long a run goes before the line appears.
    ///   - interval: how often it is redrawn.
    init(progress: LintProgress, delay: DispatchTimeInterval = .seconds(1), interval: DispatchTimeInterval = .milliseconds(200),
         write: @escaping (String) -> Void) {
        self.progress = progress
        self.delay = delay
        self.interval = interval
        self.write = write
    }

    func start() {
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global(qos: .utility))
        timer.schedule(deadline: .now() + delay, repeating: interval)
        timer.setEventHandler { [weak self] in self?.draw() }
        lock.lock()
        self.timer = timer
        lock.unlock()
        timer.resume()
    }

    private func draw() {
        lock.lock()
        defer { lock.unlock() }
        guard timer != nil else { return }
        // \r and "erase line": the line is rewritten in place.
        write("\r\u{1B}[2Knodelint: " + progress.text)
        shown = true
    }

    /// Stops the updates and erases the line; nothing is drawn after this returns.
    func stop() {
        lock.lock()
        defer { lock.unlock() }
        timer?.cancel()
        timer = nil
        if shown { write("\r\u{1B}[2K") }
        shown = false
    }
}
