import Foundation

/// The Main Thread Checker for creating a UIKit object (a view, a gesture recognizer, a plain view
/// controller), located where the object is constructed.
///
/// The check runs inside UIKit's initializer; the innermost user frame may then be an initializer of
/// the object's own class (`GradientView.init(frame:)` calling `super.init(frame:)`, or the one the
/// compiler writes for a subclass that declares none). Those frames are skipped: the offending line
/// is the one that says `GradientView()`, as nodelint reports it.
enum UIKitCreation {
    /// Records the creation of `object` when it happens off the main thread (and not as the model's
    /// own work). In a view controller's initializer that runs off main nothing is recorded: the
    /// controller's own creation is reported where it is constructed, and what its init builds is part
    /// of that mistake (`vc-created-off-main`).
    static func checkMainThread(_ object: AnyObject, api: @autoclosure () -> String, gesture: Bool = false) {
        guard !isMainThread(), ThreadState.current.internalUIKitAccess == 0 else { return }
        let site = CallSite.capture()
        if case .viewControllerInit = site.context { return }
        let kind: ThreadChecks.Kind = gesture ? .gesture(api: api()) : .uikit(api: api())
        let location = site.stack.constructionLocation(of: type(of: object)) ?? site.location
        Report.violation(ThreadChecks.ruleID(for: kind, in: site.context), ThreadChecks.message(for: kind),
                         evidence: ThreadChecks.evidence(for: kind), at: site.relocated(to: location))
    }
}

extension CallStack {
    /// The innermost user line that is not inside an initializer of `cls` or one of its superclasses:
    /// the line that constructs an instance of `cls`.
    func constructionLocation(of cls: AnyClass) -> SourceLocation? {
        var typePaths: [String] = []
        var current: AnyClass? = cls
        while let type = current, !MethodDefinitions.isModelClass(type) {
            typePaths.append(MethodDefinitions.demangledTypeName(of: type))
            current = _getSuperclass(type)
        }
        return frames.first(where: { frame in
            guard frame.isUser else { return false }
            guard !typePaths.isEmpty, frame.rawName.hasPrefix("$s") else { return true }
            let name = demangleSwiftSymbol(frame.rawName)
            return !typePaths.contains { name.hasPrefix("\($0).init(") || name.hasPrefix("\($0).__allocating_init(") }
        })?.location
    }
}
