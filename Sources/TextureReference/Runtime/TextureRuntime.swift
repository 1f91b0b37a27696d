import Foundation

/// Entry points for running code against the model and collecting what it observed.
public enum TextureRuntime {
    /// How long a wait for background work may take before the model gives up (and records a
    /// `model-harness` violation instead of hanging).
    public static var waitTimeout: TimeInterval = 20

    /// Whether violations can be located (stack symbolication works on this platform and build).
    public static var canLocateViolations: Bool { CallStack.isAvailable }

    /// Whether overrides can be found in the executable's symbol table (forbidden overrides, override
    /// counts, declaration lines of overrides that skip `super`).
    public static var canInspectOverrides: Bool { MethodDefinitions.isAvailable }

    /// True on the process's main thread.
    public static var isMainThread: Bool { TextureReference.isMainThread() }

    /// Runs `body` on the main thread, waits for every piece of background and main-queue work the
    /// model started, and returns the violations observed meanwhile, sorted by location.
    ///
    /// Must be called on the main thread (XCTest runs test methods there): the model's background
    /// work hops back to the main queue, which only the main thread's run loop drains.
    public static func collectViolations(_ body: () throws -> Void) rethrows -> [Violation] {
        ViolationLog.shared.beginSession()
        guard isMainThread else {
            Report.violationHere(RuleID.modelHarness,
                                 "collectViolations must be called on the main thread", evidence: .observed)
            return ViolationLog.shared.snapshot()
        }
        try body()
        waitForBackgroundWork()
        PendingTransitions.reportUnfinished()
        return ViolationLog.shared.snapshot().sorted(by: violationOrder)
    }

    /// Pumps the main queue until the model's background work (node blocks, measurement, batch
    /// fetches, drawing) and the main-queue work it scheduled are done.
    public static func waitForBackgroundWork(timeout: TimeInterval = waitTimeout) {
        if !MainQueue.drain(timeout: timeout) {
            Report.violationHere(RuleID.modelHarness,
                                 "background work did not finish within \(Int(timeout)) s", evidence: .observed)
        }
    }

    /// Runs `work` on a background thread of the model's executor and waits for its result while
    /// pumping the main queue (so `work` may hop to main). Call on the main thread.
    public static func onBackgroundThread<R>(_ work: @escaping () -> R) -> R? {
        let box = ResultBox<R>()
        BackgroundExecutor.async { box.set(work()) }
        if !MainQueue.pump(timeout: waitTimeout, until: { box.isSet }) {
            Report.violationHere(RuleID.modelHarness, "background work did not finish", evidence: .observed)
        }
        return box.value
    }

    private static func violationOrder(_ a: Violation, _ b: Violation) -> Bool {
        switch (a.location, b.location) {
        case let (l?, r?) where l != r: return l < r
        case (nil, _?): return false
        case (_?, nil): return true
        default: return a.ruleID < b.ruleID
        }
    }
}

/// A value set once from another thread.
final class ResultBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?
    private var filled = false

    func set(_ value: Value) { lock.withLock { stored = value; filled = true } }
    var isSet: Bool { lock.withLock { filled } }
    var value: Value? { lock.withLock { stored } }
}
