import NodeLintAnalysis
import NodeLintModel

/// Locks taken in a node's initializer (docs/texture-facts.md#lock-in-init): nothing else can reach the node before
/// init returns, so the lock only costs time. Only locks the node owns count (`self`, a stored property
/// holding a lock); shared locks (a static cache's) are legitimate, and methods that init calls keep
/// their locks because their other callers run concurrently. Only the acquiring call is reported.
struct LockInInit: Rule {
    let id = "lock-in-init"

    static let lockTypes: Set<String> = Locks.lockTypes
    static let lockerTypes: Set<String> = Locks.lockerTypes
    static let lockMethods: Set<String> = Locks.lockMethods
    static let ownLockMethods: Set<String> = Locks.nodeLockMethods
    static let lockFunctions: Set<String> = Locks.lockFunctions
    static let selfLockFunctions: Set<String> = Locks.nodeLockMacros

    func check(_ context: RuleContext) {
        for (region, entry) in context.regions(in: [.bgInit]) where entry.via.isEmpty && region.member.kind == .initializer {
            context.walk(region.body) { expr, walk in
                // Objective-C++: `AS::MutexLocker l(_lock);` locks a mutex the node owns until the scope ends.
                if walk.parent == nil, case .local(let id)? = walk.statement, let offset = lockerOffset(id, value: expr, region: region, context: context) {
                    context.report(at: offset, message(context.local(id).declaredType?.base ?? "locker"))
                    return
                }
                // Objective-C: `ASLockScopeSelf()` is a macro whose capitalised name looks like a type.
                if case .call(let c) = expr, case .name(let macro, let offset, .unresolved) = c.callee.unparenthesized,
                   Self.selfLockFunctions.contains(macro) {
                    context.report(at: offset, message(macro))
                    return
                }
                guard let call = Shapes.methodCall(expr) else { return }
                if let receiver = call.receiver {
                    guard Self.lockMethods.contains(call.name), isOwnedLock(receiver, method: call.name, region: region, context: context) else { return }
                    context.report(at: call.offset, message(call.name))
                } else if Self.ownLockMethods.contains(call.name) || Self.selfLockFunctions.contains(call.name) {
                    // The node's own lock (ASLocking): `lock()`, `tryLock()`, `withLock { }`, `ASLockScopeSelf()`.
                    context.report(at: call.offset, message(call.name))
                } else if Self.lockFunctions.contains(call.name), let argument = call.call.arguments.first?.value,
                          context.isSelf(argument) || isOwnedStoredProperty(argument, region: region, context: context) {
                    context.report(at: call.offset, message(call.name))
                }
            }
            // Objective-C: @synchronized(self) { … }
            region.body.statements.forEachNestedStatement { statement in
                guard case .block(let b) = statement, b.kind == .synchronized else { return }
                if case .expression(let lock)? = b.header.first,
                   context.isSelf(lock) || isOwnedStoredProperty(lock, region: region, context: context) {
                    context.report(at: b.offset, message("@synchronized"))
                }
            }
        }
    }

    private func message(_ what: String) -> String {
        "'\(what)' takes a lock in the node's initializer; nothing else can use the node before init returns, so no lock is needed"
    }

    /// A scoped locker declared on a lock the node owns: the offset of its type name (of the variable
    /// when the type is not located).
    private func lockerOffset(_ id: Int, value: Expr, region: AnalyzedRegion, context: RuleContext) -> Int? {
        let local = context.local(id)
        guard let type = local.declaredType, Self.lockerTypes.contains(type.base),
              case .call(let call) = value.unparenthesized, let lock = call.arguments.first?.value,
              context.isSelf(lock) || isOwnedStoredProperty(lock, region: region, context: context) else { return nil }
        return type.offset >= 0 ? type.offset : local.offset
    }

    /// `self.lock()`, or `lock.lock()` where `lock` is a stored property holding a lock.
    private func isOwnedLock(_ receiver: Expr, method: String, region: AnalyzedRegion, context: RuleContext) -> Bool {
        if context.isSelf(receiver) { return Self.ownLockMethods.contains(method) }
        guard isOwnedStoredProperty(receiver, region: region, context: context),
              let type = context.type(of: receiver, in: region)?.simpleName else { return false }
        if type == "DispatchQueue" { return method == "sync" }
        return Self.lockTypes.contains(type) || context.index.lineage(of: type, from: region.typeName).contains("NSLock")
    }

    /// A stored instance property of the node (`lock`, `self.lock`, `_lock`, `&lock`).
    private func isOwnedStoredProperty(_ expr: Expr, region: AnalyzedRegion, context: RuleContext) -> Bool {
        let name: String
        switch expr.unparenthesized {
        case .name(let n, _, .unresolved): name = n
        case .member(let base?, let n, _) where context.isSelf(base): name = n
        case .unary("&", let operand, true, _): return isOwnedStoredProperty(operand, region: region, context: context)
        default: return false
        }
        guard let member = context.index.declaredMember(name, in: region.typeName)?.member else { return false }
        return member.kind == .variable && member.isStored && !member.modifiers.contains(.static) && !member.modifiers.contains(.class)
    }
}
