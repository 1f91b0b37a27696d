import Foundation

/// R16: setup that belongs in `didLoad`/`viewDidLoad` but runs in a callback that fires on every
/// layout pass. The model runs layout passes many times (rotation, keyboard, split screen); the second
/// time the same call site adds the same kind of thing to the same receiver, the repetition is real.
enum OneTimeSetupCheck {
    static func observe(_ api: String, on receiver: AnyObject) {
        guard isMainThread(), case .mainCallback(let top)? = ThreadState.current.innermostContext?.context,
              top.isLayoutPass else { return }
        let site = CallSite.capture()
        guard case .mainCallback(let callback) = site.context, callback.isLayoutPass,
              let location = site.location else { return }
        let key = "one-time|\(ObjectIdentifier(receiver).hashValue)|\(api)|\(location.path):\(location.line)"
        if !ViolationLog.shared.firstTimeInSession(key) {
            Report.violation(RuleID.oneTimeSetupInLayoutPass,
                             "\(api) ran again on the same receiver in \(callback.rawValue), which runs on every layout pass",
                             evidence: .observed, at: site)
        }
    }
}
