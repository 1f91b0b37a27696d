import NodeLintModel

/// A call from a member's code into a method of its own class, recorded when the file is indexed.
struct SelfCall: Sendable {
    var caller: MemberKey
    /// Set when the call sits in a closure whose context is its own (`DispatchQueue.global().async {…}`,
    /// a node block): the callee runs there, whatever the caller's context.
    var fixedContext: ExecutionContext?
    var callee: String
    /// A call (`setupViews()`) rather than a read (`badge`): calls reach methods, reads reach the
    /// initializers of lazy properties.
    var isCall: Bool
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

extension SelfCall {
    /// The self calls of every member of `decl` (its body, property initializers, and the closures in
    /// them that run in the member's context or in a known one).
    static func collect(in decl: TypeDecl, qualified: String, file: SourceFile) -> [SelfCall] {
        let classifier = ClosureClassifier(index: nil, typeName: qualified, locals: file.locals)
        var calls: [SelfCall] = []
        for member in decl.members {
            var bodies: [(Body, Bool)] = []
            if let body = member.body { bodies.append((body, false)) }
            if let initializer = member.initializer { bodies.append((initializer, true)) }
            for (body, isInitializer) in bodies {
                let key = MemberKey(name: member.name, signature: member.signature, kind: member.kind,
                                    modifiers: member.modifiers, isStored: member.isStoredProperty,
                                    isPropertyInitializer: isInitializer)
                let isNodeBlock = member.kind == .function && ContainerMethod.kind(name: member.name, signature: member.signature) == .nodeBlock
                for region in CodeRegions.regions(of: body, in: file, classifier: classifier, isNodeBlockMethod: isNodeBlock) {
                    let fixed: ExecutionContext?
                    switch region.source {
                    case .member: fixed = nil
                    case .fixed(let context): fixed = context
                    case .unknown: continue
                    }
                    for use in CodeRegions.selfUses(in: region.body, file: file) {
                        calls.append(SelfCall(caller: key, fixedContext: fixed, callee: use.name, isCall: use.isCall,
                                              path: file.path, position: file.text.position(of: use.offset)))
                    }
                }
            }
        }
        return calls
    }
}

extension ProjectIndex {
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
                let site = CallSite(caller: call.caller.signature, callee: call.callee, isCall: call.isCall, path: call.path, position: call.position)
                for declaring in targets(of: call, in: type) {
                    if !call.isCall && !createsLazyProperty(call.callee, in: declaring, context: context) { continue }
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
                let site = CallSite(caller: call.caller.signature, callee: call.callee, isCall: call.isCall, path: call.path, position: call.position)
                for declaring in targets(of: call, in: item.type) {
                    work.append((declaring, call.callee, ContextEntry(item.entry.context, via: [site] + item.entry.via)))
                }
            }
        }
        return result
    }

    /// The types declaring what a self use reaches: methods for calls, lazy properties for reads.
    private func targets(of use: SelfCall, in type: String) -> [String] {
        members(named: use.callee, in: type).compactMap { declaring, member in
            if use.isCall { return member.kind == .function ? declaring : nil }
            return member.kind == .variable && member.modifiers.contains(.lazy) ? declaring : nil
        }
    }

    /// Whether a lazy property read in `context` is created there. An initializer runs before
    /// anything else, so a read in `init` creates it; for other contexts every read of the property in
    /// the class must be in that context, since which read comes first is not known.
    func createsLazyProperty(_ name: String, in type: String, context: ExecutionContext) -> Bool {
        if context == .bgInit { return true }
        for (callerType, calls) in selfCalls where callerType == type || lineage(of: callerType).contains(type) {
            for call in calls where !call.isCall && call.callee == name {
                let k = call.caller
                let readerContext = call.fixedContext ?? ContextSeeds.seed(
                    name: k.name, signature: k.signature, kind: k.kind, modifiers: k.modifiers, isStored: k.isStored,
                    in: callerType, index: self, initializerOfProperty: k.isPropertyInitializer)
                if readerContext != context { return false }
            }
        }
        return true
    }
}

extension ProjectIndex {
    /// The methods of `type` that a member runs by calling them, directly or through other helpers,
    /// with the chain of calls (nearest first). For rules that follow helpers from a main-thread
    /// member (a view controller's `init`), where no background context propagates.
    public func helpersCalled(from member: String, in type: String, depth: Int = 4) -> [(type: String, method: String, via: [CallSite])] {
        var result: [(String, String, [CallSite])] = []
        var seen: Set<String> = [type + "|" + member]
        var work: [(String, String, [CallSite])] = [(type, member, [])]
        while let (currentType, current, via) = work.popLast() {
            guard via.count < depth else { continue }
            for call in selfCalls[currentType] ?? [] where call.caller.name == current && call.fixedContext == nil && call.isCall {
                let site = CallSite(caller: call.caller.signature, callee: call.callee, path: call.path, position: call.position)
                for (declaring, m) in members(named: call.callee, in: currentType) where m.kind == .function {
                    guard seen.insert(declaring + "|" + call.callee).inserted else { continue }
                    result.append((declaring, call.callee, [site] + via))
                    work.append((declaring, call.callee, [site] + via))
                }
            }
        }
        return result
    }
}
