import Foundation

/// Locks the model takes around user code can deadlock when that user code blocks on the main thread
/// (`DispatchQueue.main.sync` inside `layoutSpecThatFits`, TextureGroup/Texture#289). The model never
/// hangs: after a timeout it records a `model-harness` violation and goes on without the lock.
enum ModelLocks {
    static var timeout: TimeInterval = 5

    /// Takes `lock`; returns false (and records) when it could not within `timeout`.
    static func lock(_ lock: NSRecursiveLock, _ what: @autoclosure () -> String) -> Bool {
        if lock.lock(before: Date(timeIntervalSinceNow: timeout)) { return true }
        Report.violationHere(RuleID.modelHarness,
                             "could not take a lock for \(what()) within \(Int(timeout)) s (a thread holding it waits for this one?)",
                             evidence: .observed)
        return false
    }
}
