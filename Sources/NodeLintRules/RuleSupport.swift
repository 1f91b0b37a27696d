import NodeLintAnalysis
import NodeLintModel

/// Queries most rules share, written once against the model.
extension RuleContext {
    /// The file's type declarations and extensions that are the project's: not Texture's own classes
    /// (`ASDisplayNode`, `ASDKViewController` … declared in Texture's source linted with the app, or in
    /// a vendored copy) nor their categories, which the knowledge tables describe. Class-level rules
    /// (overrides, stored properties, super calls) read these.
    public var ownTypes: [(decl: TypeDecl, qualifiedName: String)] {
        analysis.types.filter { !KnownClasses.isTexture($0.qualifiedName) }
    }

    /// The regions (bodies and closures) that run in one of `contexts`, each with the matching entry.
    /// `everyTime`: only where the code runs each time the context does (not once, through a lazy
    /// property's first read or a one-time guard): for rules about repetition. `excludingMainByEvidence`:
    /// not the init of a node created only on the main thread (`runsOnMainByEvidence`), for rules about
    /// APIs that need main.
    public func regions(in contexts: Set<ExecutionContext>, everyTime: Bool = false,
                        excludingMainByEvidence: Bool = false) -> [(region: AnalyzedRegion, entry: ContextEntry)] {
        analysis.regions.compactMap { region in
            region.contexts.first(where: { keeps($0, of: region, contexts, everyTime, excludingMainByEvidence) }).map { (region, $0) }
        }
    }

    /// Visits every expression of the regions that run in one of `contexts`. Closures inside are
    /// regions of their own and are visited only if they run in one of `contexts` too. Arms that
    /// cannot run in any of those contexts' calls (`update(animated: false)` and `if animated`) are left out.
    /// `everyTime`, `excludingMainByEvidence`: see `regions(in:everyTime:excludingMainByEvidence:)`.
    public func forEachExpression(in contexts: Set<ExecutionContext>, everyTime: Bool = false, excludingMainByEvidence: Bool = false,
                                  _ visit: (Expr, ExpressionWalk, AnalyzedRegion, ContextEntry) -> Void) {
        for (region, entry) in regions(in: contexts, everyTime: everyTime, excludingMainByEvidence: excludingMainByEvidence) {
            let entries = region.contexts.filter { keeps($0, of: region, contexts, everyTime, excludingMainByEvidence) }
            withoutActuallyEscaping(visit) { visit in
                walk(region, entries: entries) { expr, walk in
                    visit(expr, walk, region, entry)
                }
            }
        }
    }

    /// The regions of a member's code that run as part of it: its body, the closures passed to APIs
    /// that call them before returning, its local functions (`ContextSource.member`); not the closures
    /// that run later or elsewhere.
    public func regions(runningAsPartOf member: Member) -> [AnalyzedRegion] {
        analysis.regions.filter { $0.member === member && $0.source == .member && !$0.isPropertyInitializer }
    }

    private func keeps(_ entry: ContextEntry, of region: AnalyzedRegion, _ contexts: Set<ExecutionContext>,
                       _ everyTime: Bool, _ excludingMainByEvidence: Bool) -> Bool {
        contexts.contains(entry.context) && !(everyTime && entry.runsOnce)
            && !(excludingMainByEvidence && runsOnMainByEvidence(region, entry: entry))
    }

    /// Visits every expression of a region's code, with the file's locals, as it runs in `entries`
    /// (by default all of the region's contexts): an arm of a branch is visited when it can run in one
    /// of them (see `ConstantArguments`). `enteringClosures`: closures inside are walked too.
    public func walk(_ region: AnalyzedRegion, entries: [ContextEntry]? = nil, enteringClosures: Bool = false,
                     _ visit: @escaping (Expr, ExpressionWalk) -> Void) {
        let entries = entries ?? region.contexts
        var liveArm: ((Branch, Int) -> Bool)?
        // Constants decide branches only when every context that reaches the code brings some.
        if !entries.isEmpty, entries.allSatisfy({ !$0.constants.isEmpty }) {
            let member = region.member, locals = file.locals
            liveArm = { branch, arm in
                entries.contains { ConstantArguments.isLive(branch, arm: arm, member: member, constants: $0.constants, locals: locals) }
            }
        }
        if let liveArm {
            ExpressionWalk.walk(region.body.statements, locals: file.locals, enterClosure: { _ in enteringClosures },
                                liveArm: liveArm, visit: visit)
        } else {
            analysis.recordedWalk(of: region.body, enteringClosures: enteringClosures).replay(visit)
        }
    }

    /// Visits every expression of a body's code as written (every arm of every branch), with the
    /// file's locals. `enteringClosures`: closures inside are walked too. The walk is made once per
    /// file and body, for every rule that asks (`FileAnalysis.recordedWalk(of:enteringClosures:)`).
    public func walk(_ body: Body, enteringClosures: Bool = false, _ visit: (Expr, ExpressionWalk) -> Void) {
        analysis.recordedWalk(of: body, enteringClosures: enteringClosures).replay(visit)
    }

    /// Visits one expression of the file and everything inside it (an argument, an assigned value), with
    /// the file's locals. `enteringClosure`: which closures inside are walked too (none by default).
    /// Not recorded, unlike a body's walk: a piece of a body is small and read by one rule.
    public func walk(_ expr: Expr, enteringClosure: @escaping (Closure) -> Bool = { _ in false },
                     _ visit: @escaping (Expr, ExpressionWalk) -> Void) {
        ExpressionWalk.walk(expr, locals: file.locals, enterClosure: enteringClosure, visit: visit)
    }

    /// Visits every expression of some statements of the file (a condition, one statement, a closure's
    /// body), with the file's locals. `enteringClosure`: which closures inside are walked too.
    public func walk(_ statements: [Stmt], enteringClosure: @escaping (Closure) -> Bool = { _ in false },
                     _ visit: @escaping (Expr, ExpressionWalk) -> Void) {
        ExpressionWalk.walk(statements, locals: file.locals, enterClosure: enteringClosure, visit: visit)
    }

    /// Whether `expr` is a node: `self` in a node class, or an expression whose type is a node class.
    public func isNode(_ expr: Expr, in region: AnalyzedRegion) -> Bool {
        if analysis.isSelf(expr) { return !region.typeName.isEmpty && index.isNode(region.typeName) }
        guard let type = analysis.type(of: expr, in: region) else { return false }
        return index.isNode(type.base, from: region.typeName)
    }

    /// If `expr` reads the `view` or `layer` of a node — `self.view`, `view` (implicit self, not a
    /// local), `avatar.layer`, `[self view]` — the offset of the member name.
    public func nodeViewOrLayerAccess(_ expr: Expr, in region: AnalyzedRegion, members: Set<String> = ["view", "layer"]) -> Int? {
        switch expr {
        case .member(let base?, let name, let offset) where members.contains(name):
            return isNode(base, in: region) ? offset : nil
        case .name(let name, let offset, .unresolved) where members.contains(name):
            guard !region.typeName.isEmpty, index.isNode(region.typeName) else { return nil }
            return offset
        default:
            return nil
        }
    }
}

/// Shapes of expressions rules look for, independent of the language they came from.
public enum Shapes {
    /// A constructor call: the constructed type's name and the offset of that name
    /// (`TypeInference.construction(of:)`, the one matcher, which the index's typing uses too).
    public static func construction(_ expr: Expr) -> (type: String, offset: Int)? {
        TypeInference.construction(of: expr).map { ($0.type.base, $0.offset) }
    }

    /// A method call: `receiver.name(...)` (receiver nil for an implicit-self call `name(...)`),
    /// with the offset of the method name.
    public static func methodCall(_ expr: Expr) -> (receiver: Expr?, name: String, offset: Int, call: Call)? {
        guard case .call(let call) = expr else { return nil }
        switch call.callee.unparenthesized {
        case .member(let base?, let name, let offset): return (base, name, offset, call)
        case .name(let name, let offset, .unresolved) where !TypeInference.isTypeLike(name): return (nil, name, offset, call)
        default: return nil
        }
    }

    /// A call of one of `methods` by its full name (see `TextureMethod`): the receiver (nil for an
    /// implicit `self`), the method matched and the offset of its name.
    public static func call(_ expr: Expr, of methods: [TextureMethod], in language: Language)
        -> (receiver: Expr?, method: TextureMethod, offset: Int, call: Call)? {
        guard let found = methodCall(expr),
              let method = methods.first(where: { $0.base == found.name && $0.accepts(found.call.arguments, language: language) })
        else { return nil }
        return (found.receiver, method, found.offset, found.call)
    }

    /// The node a view controller's initializer hands to its superclass or another initializer:
    /// `super.init(node: tableNode)`, `self.init(node: …)`, `[super initWithNode:_tableNode]`.
    public static func nodePassedToControllerInit(_ expr: Expr) -> Expr? {
        guard case .call(let call) = expr, case .member(let receiver?, let method, _) = call.callee.unparenthesized else { return nil }
        switch receiver { case .superRef, .selfRef: break; default: return nil }
        if method == "init" { return call.arguments.first { $0.label == "node" }?.value }
        return method.hasPrefix("initWithNode") ? call.arguments.first?.value : nil
    }

    /// `super.name(...)`: the offset of `super`.
    public static func superCall(_ expr: Expr, named name: String) -> Int? {
        guard case .call(let call) = expr, case .member(.superRef(let offset)?, let called, _) = call.callee.unparenthesized,
              called == name else { return nil }
        return offset
    }

    /// `UIScreen.main`, `UIApplication.shared`, `UIDevice.current.orientation` (and `[UIScreen
    /// mainScreen]`): the offset of the class name. Of `UIDevice`, only `orientation` is main-only
    /// (`userInterfaceIdiom`, `systemVersion` are not), so the enclosing expression must read it.
    /// `walk` is the walk visiting `expr`: its parents are the enclosing expressions.
    public static func mainOnlySingleton(_ expr: Expr, walk: ExpressionWalk) -> (type: String, offset: Int)? {
        guard case .member(.name(let type, let offset, .unresolved)?, let member, _) = expr,
              let members = UIKitClasses.mainOnlySingletons[type], members.contains(member) else { return nil }
        if type == "UIDevice" && propertyRead(on: walk) != "orientation" { return nil }
        return (type, offset)
    }

    /// Whether a read of the screen (`mainOnlySingleton`) is of its scale (`UIScreen.main.scale`,
    /// `[UIScreen mainScreen].scale`), which Texture gives on any thread (`ASScreenScale()`,
    /// ASInternalHelpers.h).
    public static func readsTheScale(_ walk: ExpressionWalk) -> Bool {
        propertyRead(on: walk) == "scale"
    }

    /// The property read of the singleton the walk is visiting (`scale` of `UIScreen.main.scale`); in
    /// Objective-C the message is a call around the member (`[UIDevice currentDevice].orientation`).
    private static func propertyRead(on walk: ExpressionWalk) -> String? {
        var parents = walk.parents
        var reader = parents.popLast()
        if case .call(let call)? = reader, call.arguments.isEmpty { reader = parents.popLast() }
        guard case .member(_, let name, _)? = reader else { return nil }
        return name
    }
}

extension RuleContext {
    /// Whether a type name is a UIKit view or view controller (not a node, not a thread-safe value type).
    public func isMainThreadOnlyUIKitType(_ name: String, from container: String) -> Bool {
        if UIKitClasses.threadSafe.contains(name) { return false }
        if index.isNode(name, from: container) { return false }
        return index.isUIKitView(name, from: container) || index.isViewController(name, from: container)
    }

    /// UIKit that must stay on the main thread, as a background-context rule sees it: the construction
    /// of a view, a (non-Texture) view controller or a gesture recognizer, or a main-only singleton. The
    /// name and the offset of the type name. Texture view controllers are `vc-created-off-main`'s.
    public func mainThreadOnlyUIKit(_ expr: Expr, walk: ExpressionWalk, in region: AnalyzedRegion, gestures: Bool = true) -> (name: String, offset: Int)? {
        if let (type, offset) = Shapes.construction(expr) {
            if index.isTextureViewController(type, from: region.typeName) { return nil }
            if isMainThreadOnlyUIKitType(type, from: region.typeName) { return (type, offset) }
            if gestures && index.isGestureRecognizer(type, from: region.typeName) { return (type, offset) }
            return nil
        }
        return Shapes.mainOnlySingleton(expr, walk: walk).map { ($0.type, $0.offset) }
    }

    /// Whether the expression is something of `self`: `self`, a stored property of self (`lock`,
    /// `self.lock`, `_lock`), or a member of one.
    public func isOwnedBySelf(_ expr: Expr, in region: AnalyzedRegion) -> Bool {
        switch expr.unparenthesized {
        case .selfRef: return true
        case .member(let base?, _, _): return isOwnedBySelf(base, in: region)
        case .name(let name, _, .unresolved): return analysis.isImplicitSelfMember(name, in: region)
        case .name: return analysis.isSelf(expr)
        case .unary(_, let operand, _, _): return isOwnedBySelf(operand, in: region)
        case .call(let call) where isGetterMessage(call): return isOwnedBySelf(call.callee, in: region)
        default: return false
        }
    }

    /// An Objective-C getter message (`FileAnalysis.isGetterMessage`).
    public func isGetterMessage(_ call: Call) -> Bool { analysis.isGetterMessage(call) }
}

extension RuleContext {
    /// The type of the receiver of `receiver.member`, or of an implicit `member` (`receiver` nil) or
    /// `self.member`: the region's own type. Nil when unknown, or outside a type.
    public func receiverType(_ receiver: Expr?, in region: AnalyzedRegion) -> String? {
        guard let receiver, !analysis.isSelf(receiver) else { return region.typeName.isEmpty ? nil : region.typeName }
        return analysis.type(of: receiver, in: region)?.base
    }

    /// Whether a call of a UIKit method's name (`addGestureRecognizer`, `addSubview`) on a node
    /// (`receiver`, nil for an implicit `self`) is a method the project declares on the node's class or
    /// an ancestor, not an override: a node has no such UIKit method, so the call is the project's own
    /// (a shim kept from a UIKit port), not UIView's. What such a method does is analysed in its own
    /// body, where it runs: a helper `init` calls gets `init`'s context.
    public func callsProjectMethod(_ receiver: Expr?, named name: String, in region: AnalyzedRegion) -> Bool {
        guard let type = receiverType(receiver, in: region), index.isNode(type, from: region.typeName) else { return false }
        return index.members(named: name, in: type).contains { $0.member.kind == .function && !$0.member.modifiers.contains(.override) }
    }
}

extension RuleContext {
    /// A receiver as a tracking key (see `ReceiverKey`), seen from code in `region`.
    public func receiverKey(_ expr: Expr, in region: AnalyzedRegion) -> ReceiverKey? {
        switch expr.unparenthesized {
        case .selfRef: return .selfNode
        case .name(let name, _, .unresolved):
            return isMemberName(name, of: region) ? .member(name) : .undeclared(name, inMember: region.member.nameOffset)
        case .name(_, _, .local(let id)): return analysis.isSelf(expr) ? .selfNode : .local(id)
        case .member(let base?, let name, _) where analysis.isSelf(base): return .member(name)
        default: return nil
        }
    }

    /// Whether a bare name in the region's code is one of its type's members: declared by the type or an
    /// ancestor the project or the tables know, or an Objective-C instance variable (`_name`), which the
    /// class declares in its implementation.
    private func isMemberName(_ name: String, of region: AnalyzedRegion) -> Bool {
        guard !region.typeName.isEmpty else { return false }
        if file.language == .objectiveC, name.hasPrefix("_") { return true }
        return index.hasMember(name, in: region.typeName)
    }

    /// The receivers the regions' code sets one of `properties` to a literal `true` on and never to
    /// `false` (`badgeNode.isLayerBacked = true`; an implicit `isLayerBacked = true` is `self`).
    /// `enteringClosures`: assignments inside closures count too.
    public func receiversSetTrue(_ properties: Set<String>, in regions: [AnalyzedRegion], enteringClosures: Bool) -> Set<ReceiverKey> {
        var on: Set<ReceiverKey> = [], off: Set<ReceiverKey> = []
        for region in regions {
            walk(region.body, enteringClosures: enteringClosures) { expr, walk in
                guard walk.isAssignmentTarget, case .assignment(let a)? = walk.statement,
                      let value = a.value.booleanLiteral else { return }
                let key: ReceiverKey?
                switch expr.unparenthesized {
                case .member(let base?, let name, _) where properties.contains(name): key = self.receiverKey(base, in: region)
                case .name(let name, _, .unresolved) where properties.contains(name): key = .selfNode
                default: key = nil
                }
                guard let key else { return }
                if value { on.insert(key) } else { off.insert(key) }
            }
        }
        return on.subtracting(off)
    }
}
