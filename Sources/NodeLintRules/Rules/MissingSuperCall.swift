import NodeLintAnalysis
import NodeLintModel

/// Overrides of lifecycle hooks that do not call `super` on every path (docs/texture-facts.md#missing-super-call; the
/// decisions are in rules/missing-super-call.md). Texture's own subclasses and ASDKViewController do
/// real work in these hooks, so a skipped call silently breaks a feature: an error when the skipped
/// implementation does work, a warning when it is a stub. `layout()` should call `super.layout()` first.
struct MissingSuperCall: Rule {
    let id = "missing-super-call"

    static let nodeHooksWithWork: Set<String> = TextureHooks.nodeHooksWithWork
    static let viewControllerHooks: Set<String> = UIKitMethods.viewControllerHooksRequiringSuper

    func check(_ context: RuleContext) {
        let isObjC = context.file.language == .objectiveC
        for (decl, qualified) in context.ownTypes {
            let kind = ownerKind(qualified, context: context)
            guard kind != .other else { continue }
            for member in decl.members where member.kind == .function {
                guard let body = member.body, !member.modifiers.contains(.static), !member.modifiers.contains(.class),
                      member.modifiers.contains(.override) || isObjC else { continue }
                let name = member.name
                let isError: Bool
                let version = context.settings.textureVersion
                switch kind {
                // Objective-C too: clang's -Wobjc-missing-super-calls warns only when the app is compiled.
                case .node where TextureHooks.nodeHookRequiresSuper(name, lineage: context.index.lineage(of: qualified), version: version)
                                 || Self.nodeHooksWithWork.contains(name):
                    isError = superclassDoesWork(name, of: qualified, context: context)
                case .viewController where Self.viewControllerHooks.contains(name):
                    // ASDKViewController's viewDidLayoutSubviews only displays the node at once, for a controller
                    // that sets `neverShowPlaceholders` (Source/ASDKViewController.mm); UIKit's does nothing.
                    isError = name != "viewDidLayoutSubviews"
                        || context.index.assignedValues(of: "neverShowPlaceholders", in: qualified)?.contains(true) == true
                case .nodeController where TextureHooks.nodeControllerHookRequiresSuper(name, version: version):
                    isError = superclassDoesWork(name, of: qualified, context: context)
                default:
                    continue
                }
                if name == "didCompleteLayoutTransition" && mentions("removedSubnodes", in: body, context: context) { continue }
                check(member, body: body, isError: isError, context: context)
            }
        }
    }

    private enum OwnerKind { case node, viewController, nodeController, other }

    private func ownerKind(_ type: String, context: RuleContext) -> OwnerKind {
        if context.index.isNode(type) { return .node }
        // Texture's view controllers only (the page's scope): UIKit's own viewWillLayoutSubviews and
        // friends do nothing, and Texture's sample apps skip super there in plain UIViewControllers.
        if context.index.isTextureViewController(type) { return .viewController }
        if context.index.lineage(of: type).contains("ASNodeController") { return .nodeController }
        return .other
    }

    private func check(_ member: Member, body: Body, isError: Bool, context: RuleContext) {
        let counted = countedSuperCalls(named: member.name, of: member, context: context)
        let flow = SuperCallFlow(counted: counted, context: context)
        if flow.outcome(of: body.statements) != .called {
            context.report(at: member.nameOffset,
                           Self.message(hook: member.name, superclassDoesWork: isError),
                           severity: isError ? .error : .warning,
                           // Only where super is called on no path: see SuperCallInsertion.
                           fix: counted.isEmpty ? SuperCallInsertion.fix(for: member, body: body, in: context.file) : nil)
            return
        }
        // layout(): super first (only local declarations may come before it).
        guard member.name == "layout", let first = counted.min() else { return }
        for statement in body.statements {
            if flow.contains(statement) { break }
            if case .local = statement { continue }
            context.report(at: first, "call super.layout() first, then adjust what Texture laid out", severity: .warning)
            break
        }
    }

    /// Offsets of `super.<name>(…)` calls that run as part of the override: in its body or in closures
    /// passed to synchronous APIs, not in closures that run later.
    private func countedSuperCalls(named name: String, of member: Member, context: RuleContext) -> Set<Int> {
        var offsets: Set<Int> = []
        for region in context.regions(runningAsPartOf: member) {
            context.walk(region.body) { expr, _ in
                if let offset = Shapes.superCall(expr, named: name) { offsets.insert(offset) }
            }
        }
        return offsets
    }

    /// Whether the body names `name` anywhere, local initializers (an Objective-C `for (n in [c removedSubnodes])`) included.
    private func mentions(_ name: String, in body: Body, context: RuleContext) -> Bool {
        var found = false
        context.walk(body, enteringClosures: true) { expr, _ in
            switch expr {
            case .name(name, _, _), .member(_, name, _): found = true
            default: break
            }
        }
        return found
    }

    /// The message for an override of `hook` that skips super; `superclassDoesWork`: the skipped
    /// implementation does work (an error). The command-line tests build their expected lines from it.
    static func message(hook: String, superclassDoesWork: Bool) -> String {
        superclassDoesWork
            ? "override of \(hook) does not call super.\(hook) on every path; the superclass does work there that is then skipped"
            : "override of \(hook) does not call super.\(hook) on every path"
    }

    /// Whether a project superclass overrides the hook, or a Texture ancestor's implementation does work.
    private func superclassDoesWork(_ name: String, of type: String, context: RuleContext) -> Bool {
        for ancestor in context.index.lineage(of: type).dropFirst() {
            if let record = context.index.trustedRecord(ancestor), record.kind != .extension,
               record.members.contains(where: { $0.name == name && $0.kind == .function }) {
                return true
            }
            if TextureClasses.realImplementations[name]?.contains(ancestor) == true { return true }
        }
        return false
    }
}

/// Whether a statement list calls `super` on every path before it ends or returns.
struct SuperCallFlow {
    enum Outcome { case called, exitsWithoutCall, fallsThrough }

    /// Offsets of the super calls that count.
    let counted: Set<Int>
    let context: RuleContext

    func outcome(of statements: [Stmt]) -> Outcome {
        for s in statements {
            let o = outcome(of: s)
            if o != .fallsThrough { return o }
        }
        return .fallsThrough
    }

    func outcome(of s: Stmt) -> Outcome {
        switch s {
        case .return, .throw:
            return contains(s) ? .called : .exitsWithoutCall
        case .branch(let b):
            if b.conditions.contains(where: contains) { return .called }
            var arms = b.arms.map { outcome(of: $0) }
            if b.kind == .guard {
                // The else arm must leave the scope: without a call there, that path skips super.
                return arms.first == .called ? .fallsThrough : (arms.isEmpty ? .fallsThrough : .exitsWithoutCall)
            }
            if b.kind == .if && arms.count < 2 { arms.append(.fallsThrough) }
            if arms.contains(.exitsWithoutCall) { return .exitsWithoutCall }
            if !arms.isEmpty && arms.allSatisfy({ $0 == .called }) { return .called }
            return .fallsThrough
        case .loop(let l):
            if l.header.contains(where: contains) { return .called }
            let body = outcome(of: l.body)
            if body == .exitsWithoutCall { return .exitsWithoutCall }
            return l.kind == .repeat ? body : .fallsThrough
        case .block(let b):
            if b.header.contains(where: contains) { return .called }
            return outcome(of: b.body)
        default:
            return contains(s) ? .called : .fallsThrough
        }
    }

    /// Whether a counted super call sits anywhere in the statement, its arms and bodies included
    /// (closures are entered: only counted calls match).
    func contains(_ s: Stmt) -> Bool {
        var found = false
        context.walk([s], enteringClosure: { _ in true }) { expr, _ in
            if case .call(let call) = expr, case .member(.superRef(let offset)?, _, _) = call.callee.unparenthesized,
               counted.contains(offset) {
                found = true
            }
        }
        return found
    }
}
