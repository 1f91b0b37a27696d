import NodeLintModel

/// A call from a member's code into a method of its own class, recorded when the file is indexed.
struct SelfCall: Sendable {
    var caller: MemberKey
    /// Set when the call sits in a closure whose context is its own (`DispatchQueue.global().async {…}`,
    /// a node block): the callee runs there, whatever the caller's context.
    var fixedContext: ExecutionContext?
    var callee: String
    var path: String
    var position: SourcePosition
}

/// What the seed rules need to know of a calling member.
struct MemberKey: Sendable, Hashable {
    var name: String
    var signature: String
    var kind: MemberKind
    var modifiers: Modifiers
    var isStored: Bool
    var isPropertyInitializer: Bool
}

extension ProjectIndex {
    /// Records the self calls of every member of `decl` (its body, property initializers, and the
    /// closures in them that run in the member's context or in a known one).
    func recordSelfCalls(of decl: TypeDecl, qualified: String, file: SourceFile) {
        let classifier = ClosureClassifier(index: self, typeName: qualified)
        var calls: [SelfCall] = []
        for member in decl.members {
            var bodies: [(Body, Bool)] = []
            if let body = member.body { bodies.append((body, false)) }
            if let initializer = member.initializer { bodies.append((initializer, true)) }
            for (body, isInitializer) in bodies {
                let key = MemberKey(name: member.name, signature: member.signature, kind: member.kind,
                                    modifiers: member.modifiers, isStored: member.isStoredProperty,
                                    isPropertyInitializer: isInitializer)
                let isNodeBlock = member.kind == .function && ContextSeeds.isNodeBlockMethod(signature: member.signature)
                for region in CodeRegions.regions(of: body, in: file, classifier: classifier, isNodeBlockMethod: isNodeBlock) {
                    let fixed: ExecutionContext?
                    switch region.source {
                    case .member: fixed = nil
                    case .fixed(let context): fixed = context
                    case .unknown: continue
                    }
                    for call in CodeRegions.selfCalls(in: region.body, file: file) {
                        calls.append(SelfCall(caller: key, fixedContext: fixed, callee: call.name, path: file.path,
                                              position: file.text.position(of: call.offset)))
                    }
                }
            }
        }
        if !calls.isEmpty { appendSelfCalls(calls, to: qualified) }
    }

    /// Contexts that reach helper methods through self calls, by declaring type and method name. Only
    /// background contexts travel: they are the ones rules check in helpers.
    func propagateContexts() -> [String: [String: [ContextEntry]]] {
        var result: [String: [String: [ContextEntry]]] = [:]
        // Work list of (type whose method runs, method name, entry).
        var work: [(type: String, method: String, entry: ContextEntry)] = []
        for (type, calls) in selfCalls {
            for call in calls {
                let context: ExecutionContext?
                if let fixed = call.fixedContext {
                    context = fixed
                } else {
                    let k = call.caller
                    context = ContextSeeds.seed(name: k.name, signature: k.signature, kind: k.kind, modifiers: k.modifiers,
                                                isStored: k.isStored, in: type, index: self, initializerOfProperty: k.isPropertyInitializer)
                }
                guard let context, context.isBackground else { continue }
                let site = CallSite(caller: call.caller.signature, callee: call.callee, path: call.path, position: call.position)
                for (declaring, _) in members(named: call.callee, in: type) {
                    work.append((declaring, call.callee, ContextEntry(context, via: [site])))
                }
            }
        }
        // Follow helper-to-helper calls, a few levels deep (deeper chains are rare and the notes unreadable).
        var seen: Set<String> = []
        while let item = work.popLast() {
            let key = "\(item.type)|\(item.method)|\(item.entry.context.rawValue)"
            guard seen.insert(key).inserted else { continue }
            result[item.type, default: [:]][item.method, default: []].append(item.entry)
            guard item.entry.via.count < 4 else { continue }
            for call in selfCalls[item.type] ?? [] where call.caller.name == item.method && call.fixedContext == nil {
                let site = CallSite(caller: call.caller.signature, callee: call.callee, path: call.path, position: call.position)
                for (declaring, _) in members(named: call.callee, in: item.type) {
                    work.append((declaring, call.callee, ContextEntry(item.entry.context, via: [site] + item.entry.via)))
                }
            }
        }
        return result
    }
}
