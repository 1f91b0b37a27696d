import Foundation

/// Texture's assertion texts (Source/Base/ASAssert.h, ASDisplayNode+Subclasses.h).
enum TextureMessage {
    static let mainThread = "This method must be called on the main thread"
    static let threadAffinity = "Incorrect display node thread affinity - this method should not be called off the main thread after the ASDisplayNode's view or layer have been created"
}

/// The thread checks the model performs, and which rule each one corresponds to in each context.
/// One low-level fact (UIKit used off main, a node loaded off main) is a different rule depending on
/// where the code runs: in a node's init it is `view-access-in-init`/`uikit-in-init`, in `layoutSpecThatFits` `view-access-in-layout-spec`/`uikit-in-layout-spec`, in a node block `node-block-captures-uikit`.
enum ThreadChecks {
    enum Kind {
        /// A main-only UIKit member (Main Thread Checker).
        case uikit(api: String)
        /// Creating or adding a gesture recognizer.
        case gesture(api: String)
        /// First access of a node's `view`/`layer` (creates it): `ASDisplayNodeAssertMainThread`.
        case viewLoad(property: String)
        /// A bridged property read of a loaded node: `ASDisplayNodeAssertThreadAffinity`.
        case bridgedRead(property: String)
        /// addSubnode & co. on a loaded node: `ASDisplayNodeAssertThreadAffinity`.
        case hierarchyMutation(api: String)
    }

    static func ruleID(for kind: Kind, in context: ExecutionContext) -> String {
        switch (kind, context) {
        case (.gesture, .nodeInit): return RuleID.gestureInInit
        case (.uikit, .nodeInit): return RuleID.uikitInInit
        case (.uikit, .layoutSpec), (.gesture, .layoutSpec): return RuleID.uikitInLayoutSpec
        case (.uikit, .nodeBlock), (.gesture, .nodeBlock): return RuleID.nodeBlockCapturesUIKit
        case (.uikit, .drawing), (.gesture, .drawing), (.viewLoad, .drawing): return RuleID.drawThreadSafety
        case (.uikit, .viewControllerInit), (.gesture, .viewControllerInit): return RuleID.vcCreatedOffMain
        case (.viewLoad, .nodeInit): return RuleID.viewAccessInInit
        case (.viewLoad, .layoutSpec): return RuleID.viewAccessInLayoutSpec
        case (.viewLoad, .nodeBlock): return RuleID.nodeBlockCapturesUIKit
        case (.viewLoad, .viewControllerInit): return RuleID.viewAccessInVCInit
        case (.bridgedRead, .layoutSpec): return RuleID.bridgedReadInLayoutSpec
        case (.bridgedRead, .nodeBlock): return RuleID.nodeBlockCapturesUIKit
        case (.hierarchyMutation, .layoutSpec): return RuleID.addSubnodeInLayoutSpec
        default: return RuleID.noRule
        }
    }

    static func message(for kind: Kind) -> String {
        switch kind {
        case .uikit(let api), .gesture(let api):
            return "Main Thread Checker: UI API called on a background thread: \(api)"
        case .viewLoad(let property):
            return "\(TextureMessage.mainThread) (first access of -\(property) creates it)"
        case .bridgedRead(let property):
            return "\(TextureMessage.threadAffinity) (read of \(property))"
        case .hierarchyMutation(let api):
            return "\(TextureMessage.threadAffinity) (\(api))"
        }
    }

    static func evidence(for kind: Kind) -> Evidence {
        switch kind {
        case .uikit, .gesture: return .mainThreadChecker
        default: return .textureAssertion
        }
    }

    /// Records `kind` at the caller's site (call only when off main).
    static func report(_ kind: Kind) {
        let site = CallSite.capture()
        Report.violation(ruleID(for: kind, in: site.context), message(for: kind),
                         evidence: evidence(for: kind), at: site)
    }

    /// The Main Thread Checker: a UIKit stand-in calls this at the top of every main-only member.
    @inline(__always)
    static func mainThreadOnly(_ api: @autoclosure () -> String, gesture: Bool = false) {
        guard !isMainThread(), ThreadState.current.internalUIKitAccess == 0 else { return }
        report(gesture ? .gesture(api: api()) : .uikit(api: api()))
    }
}
