import NodeLintAnalysis
import NodeLintModel

/// A synchronous hop to the main thread from code that may hold a node's lock or that the main thread
/// waits for (docs/texture-facts.md#main-sync-in-background-context): node initializers, layout code, node blocks, drawing. Either side
/// can end up waiting for the other. Helpers whose own body does `DispatchQueue.main.sync` count.
struct MainSyncInBackgroundContext: Rule {
    let id = "main-sync-in-background-context"

    func check(_ context: RuleContext) {
        let helpers = mainSyncHelpers(context)
        context.forEachExpression(in: [.bgInit, .bgLayout, .bgBlock, .bgDraw]) { expr, _, region, entry in
            guard case .call(let call) = expr else { return }
            // In the init of a node created only on main, the wait is on the main thread itself: it never returns.
            let evidence = context.creationEvidence(for: region, entry: entry)
            let onMain = evidence?.level == .mainOnly
            if let offset = Self.mainSyncOffset(call, in: context.file) {
                context.report(at: offset,
                               onMain ? "a synchronous wait for the main thread on the main thread deadlocks: this node is created only on main, so its init runs there; run the code directly"
                                      : "a synchronous wait for the main thread here can deadlock with the node's lock or the container; pass data in, or use DispatchQueue.main.async",
                               via: entry.via, evidence: evidence)
            } else if let (name, offset) = helperCall(expr, context: context), let helperOffset = helpers[name] {
                context.report(at: offset,
                               onMain ? "\(name) waits synchronously for the main thread, on the main thread, which deadlocks: this node is created only on main, so its init runs there; run the code directly"
                                      : "\(name) waits synchronously for the main thread, which can deadlock here; pass data in, or hop with DispatchQueue.main.async",
                               via: entry.via, notes: [context.note("\(name) calls DispatchQueue.main.sync here", at: helperOffset)],
                               evidence: evidence)
            }
        }
    }

    /// `DispatchQueue.main.sync`, `dispatch_sync(dispatch_get_main_queue(), …)`,
    /// `performSelector(onMainThread:with:waitUntilDone: true)`: the offset of the method or function name.
    static func mainSyncOffset(_ call: Call, in file: SourceFile) -> Int? {
        guard let path = calleePath(call.callee), let last = path.last else { return nil }
        if path.count >= 2 && Array(path.suffix(3)) == ["DispatchQueue", "main", "sync"] { return call.callee.offset }
        if last == "dispatch_sync", call.arguments.first.flatMap({ calleePath($0.value) })?.last == "dispatch_get_main_queue()" {
            return call.callee.offset
        }
        if last == "performSelector" || last == "performSelectorOnMainThread",
           let wait = call.arguments.first(where: { $0.label == "waitUntilDone" })?.value,
           wait.booleanLiteral == true {
            return call.callee.offset
        }
        return nil
    }



    /// A call that may reach a helper of this file: a method of `self` or a function. A C function's
    /// name may be capitalised (`RunOnMainSync(…)`), which `Shapes.methodCall` takes for a type.
    private func helperCall(_ expr: Expr, context: RuleContext) -> (name: String, offset: Int)? {
        if let method = Shapes.methodCall(expr), method.receiver.map({ context.isSelf($0) }) ?? true {
            return (method.name, method.offset)
        }
        if case .call(let call) = expr, case .name(let name, let offset, .unresolved) = call.callee.unparenthesized {
            return (name, offset)
        }
        return nil
    }

    /// Functions of this file (global or members) whose own body calls `DispatchQueue.main.sync`, with
    /// the offset of that call. Helpers are followed one level deep and only within the file.
    private func mainSyncHelpers(_ context: RuleContext) -> [String: Int] {
        var found: [String: Int] = [:]
        for region in context.allRegions where region.member.kind == .function && region.source == .member {
            if let offset = directMainSync(in: region.body, context: context) { found[region.member.name] = offset }
        }
        return found
    }

    private func directMainSync(in body: Body, context: RuleContext) -> Int? {
        var found: Int?
        context.walk(body) { expr, _ in
            if found == nil, case .call(let call) = expr, let offset = Self.mainSyncOffset(call, in: context.file) { found = offset }
        }
        return found
    }
}
