import Foundation

/// Where violations go. One log for the process; `TextureRuntime.collectViolations` opens a session,
/// runs a scenario and takes what the session recorded.
final class ViolationLog {
    static let shared = ViolationLog()

    private let lock = NSLock()
    private var session = 0
    private var violations: [Violation] = []
    private var onceKeys: Set<String> = []

    var currentSession: Int { lock.withLock { session } }

    /// Starts a new session: earlier violations are dropped.
    func beginSession() {
        lock.withLock {
            session += 1
            violations = []
            onceKeys = []
        }
    }

    /// Everything recorded since `beginSession`, in recording order.
    func snapshot() -> [Violation] { lock.withLock { violations } }

    /// True the first time `key` is seen in this session ("+initialize runs once per class").
    func firstTimeInSession(_ key: String) -> Bool {
        lock.withLock { onceKeys.insert(key).inserted }
    }

    /// Records a violation. An identical one (rule, location, message) only counts up. A Main Thread
    /// Checker report at the same line as the previous violation on this thread is folded into it as a
    /// consequence: one expression (`node.view.backgroundColor = …` off main) caused both. A gesture
    /// recognizer created or added in a node's init is never a consequence: it is its own mistake
    /// (`view.addGestureRecognizer(…)` in init is both a view load and a gesture set-up).
    func record(_ violation: Violation) {
        let thread = ThreadState.current
        lock.withLock {
            if violation.evidence == .mainThreadChecker, violation.ruleID != RuleID.gestureInInit,
               let location = violation.location,
               thread.lastViolationSession == session, thread.lastViolationLocation?.sameLine(as: location) == true,
               let index = violations.lastIndex(where: { $0.location?.sameLine(as: location) == true }),
               violations[index].ruleID != violation.ruleID || violations[index].message != violation.message {
                if !violations[index].consequences.contains(violation.message) {
                    violations[index].consequences.append(violation.message)
                }
                return
            }
            if let index = violations.firstIndex(where: {
                $0.ruleID == violation.ruleID && $0.location == violation.location && $0.message == violation.message
            }) {
                violations[index].count += 1
            } else {
                violations.append(violation)
            }
            thread.lastViolationLocation = violation.location
            thread.lastViolationSession = session
        }
    }
}

/// How model code reports what it observed.
enum Report {
    /// Records a violation at `site`.
    static func violation(_ ruleID: String, _ message: String, evidence: Evidence, at site: CallSite) {
        ViolationLog.shared.record(Violation(ruleID: ruleID, message: message, evidence: evidence,
                                             location: site.location, onMainThread: site.onMainThread,
                                             context: site.context.description))
    }

    /// Captures the caller's site and records.
    static func violationHere(_ ruleID: String, _ message: String, evidence: Evidence) {
        violation(ruleID, message, evidence: evidence, at: CallSite.capture())
    }

    /// Records a violation about an override, located at the override's declaration.
    static func overrideViolation(_ ruleID: String, _ message: String, evidence: Evidence,
                                  method: OverridableMethod, of node: AnyObject,
                                  upTo base: AnyClass, context: ExecutionContext? = nil) {
        var site = CallSite.capture()
        if let context { site.context = context }
        let declaring = MethodDefinitions.declaringClasses(of: method, from: type(of: node), upTo: base)
            .first(where: { !MethodDefinitions.isModelClass($0.0) })
        let location = declaring.flatMap { MethodDefinitions.location(of: $0.1) }
        violation(ruleID, message, evidence: evidence, at: site.relocated(to: location ?? site.location))
    }
}
