import NodeLintModel

/// A call from a member's code into a method of its own class, recorded when the file is indexed.
/// The index keeps every one of a project's self calls until the run ends, so a call is kept small:
/// what all the calls of one member's code share (the member, its file) is one `SelfCallOrigin`, and
/// the position is two 32-bit numbers (48 bytes a call, from 120 when each call held them all).
struct SelfCall: Sendable {
    /// The calling member and its file.
    var origin: SelfCallOrigin
    var callee: String
    /// The call's arguments, matched against the callee's parameters; nil for a read (`badge`), which
    /// reaches the initializer of a lazy property rather than a method.
    var arguments: [ArgumentShape]?
    private var line: UInt32
    private var column: UInt32
    /// Set when the call sits in a closure whose context is its own (`DispatchQueue.global().async {…}`,
    /// a node block): the callee runs there, whatever the caller's context.
    var fixedContext: ExecutionContext?
    /// The use sits under a one-time guard: what it runs, it runs once.
    var isOnceGuarded: Bool

    init(origin: SelfCallOrigin, fixedContext: ExecutionContext?, callee: String, arguments: [ArgumentShape]?,
         isOnceGuarded: Bool, position: SourcePosition) {
        self.origin = origin
        self.fixedContext = fixedContext
        self.callee = callee
        self.arguments = arguments
        self.isOnceGuarded = isOnceGuarded
        // A file read is at most `--max-file-size` (20 MB by default): its lines and columns fit.
        line = UInt32(clamping: position.line)
        column = UInt32(clamping: position.column)
    }

    var caller: MemberKey { origin.caller }
    /// Calls are matched by their full name: labels in Swift, the number of arguments in Objective-C.
    var language: Language { origin.language }
    var path: String { origin.path }
    var position: SourcePosition { SourcePosition(line: Int(line), column: Int(column)) }
    var isCall: Bool { arguments != nil }
}

/// What the self calls of one member's code (its body, or a property's initializer) share.
final class SelfCallOrigin: Sendable {
    let caller: MemberKey
    let language: Language
    let path: String

    init(caller: MemberKey, language: Language, path: String) {
        self.caller = caller
        self.language = language
        self.path = path
    }
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
    /// `promiseKitQueueChanges`: the class graph's, so that PromiseKit's handlers are known (the rest
    /// of the classifier reads no graph here).
    static func collect(in decl: TypeDecl, qualified: String, file: SourceFile, walks: FileWalks,
                        promiseKitQueueChanges: PromiseKitQueues.Changes) -> [SelfCall] {
        let classifier = ClosureClassifier(index: nil, typeName: qualified, locals: file.locals, imports: file.imports,
                                           promiseKitQueueChanges: promiseKitQueueChanges)
        var calls: [SelfCall] = []
        for member in decl.members {
            var bodies: [(Body, Bool)] = []
            if let body = member.body { bodies.append((body, false)) }
            if let initializer = member.initializer { bodies.append((initializer, true)) }
            for (body, isInitializer) in bodies {
                let origin = SelfCallOrigin(
                    caller: MemberKey(name: member.name, signature: member.signature, kind: member.kind,
                                      modifiers: member.modifiers, isStored: member.isStoredProperty,
                                      isPropertyInitializer: isInitializer),
                    language: file.language, path: file.path)
                let isNodeBlock = member.kind == .function && ContainerMethod.kind(name: member.name, signature: member.signature) == .nodeBlock
                for region in CodeRegions.regions(of: body, in: file, walks: walks, classifier: classifier, isNodeBlockMethod: isNodeBlock) {
                    let fixed: ExecutionContext?
                    switch region.source {
                    case .member: fixed = nil
                    case .fixed(let context): fixed = context
                    case .unknown: continue
                    }
                    for use in CodeRegions.selfUses(in: region.body, walks: walks) {
                        calls.append(SelfCall(origin: origin, fixedContext: fixed, callee: use.name, arguments: use.arguments,
                                              isOnceGuarded: use.isOnceGuarded, position: file.text.position(of: use.offset)))
                    }
                }
            }
        }
        return calls.exactlySized()
    }
}

extension ProjectIndex {
    /// Contexts that reach helper methods of `type` through self calls, by method signature. Only
    /// background contexts travel: they are the ones rules check in helpers.
    ///
    /// A call reaches only methods of its own class and its superclasses, so every context that lands
    /// on `type` starts in `type` or a subclass (`seedTypes(reaching:)`) and travels through classes
    /// between the two; work that climbs above `type` can never come back down, and is not done.
    /// What lands here is what a propagation over the whole project would put here: the same seeds in
    /// the same order meet the same already-seen entries, since only work on `type` and its
    /// subclasses can have seen them. This is why an edit needs only the families of the open files.
    func propagateContexts(reaching type: String) -> [String: [ContextEntry]] {
        var result: [String: [ContextEntry]] = [:]
        var reachesType: [String: Bool] = [:]
        let reaches = { (target: String) -> Bool in
            if let known = reachesType[target] { return known }
            let found = Self.landingTypes(from: target, in: self.classGraph).contains(type)
            reachesType[target] = found
            return found
        }
        // Whether a read creates a lazy property depends only on the property, its class and the
        // context; a seed type reads the same few properties from many places.
        var creates: [LazyCreationKey: Bool] = [:]
        let createsLazy = { (property: String, type: String, context: ExecutionContext) -> Bool in
            let key = LazyCreationKey(property: property, type: type, context: context)
            if let known = creates[key] { return known }
            let found = self.createsLazyProperty(property, in: type, context: context)
            creates[key] = found
            return found
        }
        // Work list of (type whose method runs, method name, entry).
        var work: [(type: String, method: String, entry: ContextEntry)] = []
        for seedType in seedTypes(reaching: type) {
            // A member's calls are consecutive: its seed is worked out once for all of them.
            var lastCaller: MemberKey?, lastSeed: ExecutionContext?
            let targetsOfCalls = targetsOfSelfCalls(in: seedType)
            for (k, call) in (selfCalls[seedType] ?? []).enumerated() {
                let context: ExecutionContext?
                if let fixed = call.fixedContext {
                    context = fixed
                } else {
                    let k = call.caller
                    if k != lastCaller {
                        lastSeed = ContextSeeds.seed(name: k.name, signature: k.signature, kind: k.kind, modifiers: k.modifiers,
                                                     isStored: k.isStored, in: seedType, index: classGraph, initializerOfProperty: k.isPropertyInitializer)
                        lastCaller = k
                    }
                    context = lastSeed
                }
                guard let context, context.isBackground else { continue }
                let site = CallSite(caller: call.caller.signature, callee: call.callee, isCall: call.isCall, path: call.path, position: call.position)
                for target in targetsOfCalls[k] where reaches(target.type) {
                    if !call.isCall && !createsLazy(call.callee, target.type, context) { continue }
                    let entry = ContextEntry(context, via: [site], runsOnce: !call.isCall || call.isOnceGuarded,
                                             constants: target.constants)
                    work.append((target.type, target.signature, entry))
                }
            }
        }
        // Follow helper-to-helper calls, a few levels deep (deeper chains are rare and the notes unreadable).
        // Entries are kept per method signature, so overloads get the contexts of the calls that reach them.
        // A method reached again in the same way (context, once, constants) by a shorter chain, as a
        // helper's use that the work list reached first and a direct use, keeps the shorter chain for its
        // note (the first use in init, not the one in a helper init calls afterwards); it is not followed
        // again, so what is reached is the same.
        var seen: Set<ContextKey> = []
        /// Where each entry kept for `type` is in `result[method]`.
        var kept: [ContextKey: Int] = [:]
        while let item = work.popLast() {
            let key = ContextKey(type: item.type, method: item.method, context: item.entry.context,
                                 runsOnce: item.entry.runsOnce, constants: item.entry.constants)
            guard seen.insert(key).inserted else {
                if let at = kept[key], item.entry.via.count < result[item.method]![at].via.count { result[item.method]![at] = item.entry }
                continue
            }
            if item.type == type {
                kept[key] = result[item.method, default: []].count
                result[item.method, default: []].append(item.entry)
            }
            guard item.entry.via.count < 4 else { continue }
            let targetsOfCalls = targetsOfSelfCalls(in: item.type)
            for (k, call) in (selfCalls[item.type] ?? []).enumerated() where call.caller.signature == item.method && call.fixedContext == nil {
                let site = CallSite(caller: call.caller.signature, callee: call.callee, isCall: call.isCall, path: call.path, position: call.position)
                for target in targetsOfCalls[k] where reaches(target.type) {
                    // Constants do not travel through a call that passes them on (`update(animated: animated)`).
                    let entry = ContextEntry(item.entry.context, via: [site] + item.entry.via,
                                             runsOnce: item.entry.runsOnce || !call.isCall || call.isOnceGuarded,
                                             constants: target.constants)
                    work.append((target.type, target.signature, entry))
                }
            }
        }
        return result
    }

    /// Every type a context can land on from a call in `start`, through chains of calls: a call
    /// reaches members of the lineage of the type it is made in (`targets(of:among:)`), so this is the
    /// closure of `lineage(of:)`, which is the lineage itself unless a typealias shadows a type.
    static func landingTypes(from start: String, in graph: ClassGraph) -> Set<String> {
        var found: Set<String> = [start]
        var work = [start]
        while let next = work.popLast() {
            for ancestor in graph.lineage(of: next) where found.insert(ancestor).inserted { work.append(ancestor) }
        }
        return found
    }

    /// The types whose self calls can carry a context to `type`, sorted: the same seeds, in the same
    /// order, whichever type is asked about.
    func seedTypes(reaching type: String) -> [String] { seedTypesByTarget[type] ?? [] }

    /// For `seedTypesByTarget`: each type that can be reached, with the types whose calls reach it.
    static func seedTypes(of selfCalls: [String: [SelfCall]], in graph: ClassGraph) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for seed in selfCalls.keys.sorted() {
            for target in landingTypes(from: seed, in: graph) { result[target, default: []].append(seed) }
        }
        return result
    }

    private struct LazyCreationKey: Hashable {
        var property: String, type: String, context: ExecutionContext
    }

    private struct ContextKey: Hashable {
        var type: String, method: String, context: ExecutionContext, runsOnce: Bool, constants: [String: Bool]
    }

    /// What a self use reaches, by declaring type and member signature (`SelfCallTarget`): the methods its arguments fit
    /// (by full name, not base name) for calls, lazy properties for reads; with the boolean literals the
    /// call passes to the method's parameters.
    /// `candidates`: the members named like the callee in the lineage of the type the use is made in
    /// (`ClassGraph.members(namedAnyOf:in:)`). Each target is given once: a type's records can hold one
    /// method twice (an Objective-C method declared in the interface and defined in the implementation,
    /// or a type declared again under the same key), and the index keeps the targets of every type a
    /// rule asks about to the end of the run.
    func targets(of use: SelfCall, among candidates: [(type: String, member: MemberRecord)]) -> [SelfCallTarget] {
        var found: [SelfCallTarget] = []
        for target in allTargets(of: use, among: candidates)
        where !found.contains(where: { $0.type == target.type && $0.signature == target.signature && $0.constants == target.constants }) {
            found.append(target)
        }
        return found
    }

    private func allTargets(of use: SelfCall, among candidates: [(type: String, member: MemberRecord)]) -> [SelfCallTarget] {
        candidates.compactMap { declaring, member in
            guard let arguments = use.arguments else {
                return member.kind == .variable && member.modifiers.contains(.lazy) ? (declaring, member.signature, [:]) : nil
            }
            guard member.kind == .function else { return nil }
            switch use.language {
            case .objectiveC:
                guard CallMatching.objcArguments(arguments, fitCount: member.parameters.count) else { return nil }
                return (declaring, member.signature, [:])
            case .swift:
                guard let alignment = CallMatching.swiftAlignment(arguments, member.parameters) else { return nil }
                var constants: [String: Bool] = [:]
                for (argument, parameter) in zip(arguments, alignment) {
                    if let value = argument.constant { constants[member.parameters[parameter].name] = value }
                }
                return (declaring, member.signature, constants)
            }
        }
    }

    /// Whether a lazy property read in `context` is created there. An initializer runs before
    /// anything else, so a read in `init` creates it; for other contexts every read of the property in
    /// the class must be in that context, since which read comes first is not known.
    func createsLazyProperty(_ name: String, in type: String, context: ExecutionContext) -> Bool {
        if context == .bgInit { return true }
        for (callerType, call) in reads(of: name) where callerType == type || lineage(of: callerType).contains(type) {
            do {
                let k = call.caller
                let readerContext = call.fixedContext ?? ContextSeeds.seed(
                    name: k.name, signature: k.signature, kind: k.kind, modifiers: k.modifiers, isStored: k.isStored,
                    in: callerType, index: classGraph, initializerOfProperty: k.isPropertyInitializer)
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
            let targetsOfCalls = targetsOfSelfCalls(in: currentType)
            for (k, call) in (selfCalls[currentType] ?? []).enumerated() where call.caller.name == current && call.fixedContext == nil && call.isCall {
                let site = CallSite(caller: call.caller.signature, callee: call.callee, path: call.path, position: call.position)
                for target in targetsOfCalls[k] {
                    guard seen.insert(target.type + "|" + target.signature).inserted else { continue }
                    result.append((target.type, call.callee, [site] + via))
                    work.append((target.type, call.callee, [site] + via))
                }
            }
        }
        return result
    }
}

/// What a self call reaches: the declaring type and signature of each method its arguments fit (or the
/// lazy property it reads), with the boolean literals it passes to the method's parameters.
typealias SelfCallTarget = (type: String, signature: String, constants: [String: Bool])

/// The targets of each of a type's self calls, in the order of the calls, in one array: the index keeps
/// them for every type a rule asks about, and an array per call (most have one target) cost a heap
/// block each, a third of what they hold.
struct SelfCallTargets: Sendable {
    private var targets: [SelfCallTarget] = []
    /// Where the targets of call `k` end in `targets` (they start where those of `k - 1` end).
    private var ends: [Int32] = []

    /// Sized exactly: the arrays are kept to the end of the run.
    init(_ targetsOfEachCall: [[SelfCallTarget]]) {
        targets.reserveCapacity(targetsOfEachCall.reduce(0) { $0 + $1.count })
        ends.reserveCapacity(targetsOfEachCall.count)
        for found in targetsOfEachCall {
            targets += found
            ends.append(Int32(targets.count))
        }
    }

    /// The targets of the `k`th call.
    subscript(k: Int) -> ArraySlice<SelfCallTarget> {
        targets[(k == 0 ? 0 : Int(ends[k - 1]))..<Int(ends[k])]
    }
}
