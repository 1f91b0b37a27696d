import Foundation

/// `one-time-setup-in-layout-pass`: set-up that belongs in `didLoad`/`viewDidLoad` but runs in a callback that fires on every
/// layout pass. The model runs layout passes many times (rotation, keyboard, split screen); the second
/// time the same call site adds the same kind of thing to the same receiver, the repetition the rule
/// describes has happened. What the repetition costs depends on the API (a second observer or
/// recognizer, a subview moved to the front, a reload that drops scroll position and selection, a
/// target list Texture de-duplicates); the model records the repetition itself, never a first call.
///
/// Layout passes are `layout()`, `layoutDidFinish()`, `viewWillLayoutSubviews()` and
/// `viewDidLayoutSubviews()` on main, and, for `addTarget` only, a layout spec computation on any
/// thread (a cell is measured in its node block and measured again when the width changes). The
/// other calls are errors of their own in a layout spec (`view-access-in-layout-spec`, `add-subnode-in-layout-spec`), not repeated set-up.
enum OneTimeSetupCheck {
    static func observe(_ api: String, on receiver: AnyObject) {
        guard let innermost = ThreadState.current.innermostContext?.context, counts(api, in: innermost) else { return }
        let site = CallSite.capture()
        guard counts(api, in: site.context), let location = site.location else { return }
        let key = "one-time|\(ObjectIdentifier(receiver).hashValue)|\(api)|\(location.path):\(location.line)"
        if !ViolationLog.shared.firstTimeInSession(key) {
            Report.violation(RuleID.oneTimeSetupInLayoutPass,
                             "\(api) ran again on the same receiver in \(site.context), which runs on every layout pass",
                             evidence: .observed, at: site)
        }
    }

    private static func counts(_ api: String, in context: ExecutionContext) -> Bool {
        switch context {
        case .mainCallback(let callback): return callback.isLayoutPass && isMainThread()
        case .layoutSpec: return api.hasPrefix("addTarget(")
        default: return false
        }
    }
}
