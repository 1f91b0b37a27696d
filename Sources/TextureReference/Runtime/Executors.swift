import Foundation
import Dispatch

/// The background side: a concurrent queue like the ones Texture uses (the data controller's
/// allocation queue, the display queue, the batch-fetch queue). Work on it really runs off the main
/// thread, concurrently, and is tracked so a scenario can wait for it.
enum BackgroundExecutor {
    static let queue = DispatchQueue(label: "TextureReference.background", qos: .userInitiated,
                                     attributes: .concurrent)
    static let group = DispatchGroup()

    static func async(_ work: @escaping () -> Void) {
        group.enter()
        queue.async {
            work()
            group.leave()
        }
    }

    static var isIdle: Bool { group.wait(timeout: .now()) == .success }
}

/// The main side: work the model schedules on the main queue (pending-state flushes, applying
/// container updates), counted so that waits know when the main queue has nothing left of ours.
enum MainQueue {
    private static let lock = NSLock()
    private static var pendingCount = 0

    static func async(_ work: @escaping () -> Void) {
        lock.withLock { pendingCount += 1 }
        DispatchQueue.main.async {
            work()
            lock.withLock { pendingCount -= 1 }
        }
    }

    /// Runs `work` now when on main, otherwise schedules it (Texture's `ASPerformBlockOnMainThread`).
    static func performOnMain(_ work: @escaping () -> Void) {
        if isMainThread() { work() } else { async(work) }
    }

    static var hasPendingWork: Bool { lock.withLock { pendingCount > 0 } }

    /// Runs the main run loop (which drains the main dispatch queue, on Linux too) until `condition`
    /// holds or `timeout` passes. Must be called on the main thread. Returns whether the condition held.
    @discardableResult
    static func pump(timeout: TimeInterval, until condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition() {
            if Date() > deadline { return false }
            if isMainThread() {
                _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.002))
            } else {
                Thread.sleep(forTimeInterval: 0.001)
            }
        }
        return true
    }

    /// Pumps until the model's background and main-queue work is done, then a few more turns for
    /// main-queue blocks the app itself scheduled. Such a block may start model work again (an app's
    /// `DispatchQueue.main.async { tableNode.insertRows(...) }`); then it pumps again, until everything
    /// is quiet or the timeout passes.
    @discardableResult
    static func drain(timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        let idle = { BackgroundExecutor.isIdle && !hasPendingWork }
        repeat {
            guard pump(timeout: max(0, deadline.timeIntervalSinceNow), until: idle) else { return false }
            guard isMainThread() else { return true }
            for _ in 0..<3 { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001)) }
        } while !idle() && Date() < deadline
        return idle()
    }
}
