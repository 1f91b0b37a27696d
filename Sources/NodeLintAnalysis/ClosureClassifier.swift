import NodeLintModel

/// Decides where a closure runs from how it is used (docs/texture-facts.md#where-code-runs).
public enum ClosureVerdict: Equatable {
    /// Runs in a known context, whatever the enclosing code's context.
    case runs(ExecutionContext)
    /// Runs synchronously, in the enclosing code's context (`map`, `forEach`, `{ … }()`, `withLock`).
    case inherits
    /// Handed to an API nodelint does not know.
    case unknown
}

public struct ClosureClassifier {
    /// Nil for the self-call summaries, which are made without the class graph: then view blocks of
    /// project node classes and queues held in properties are not recognised, which changes nothing they
    /// keep (only background contexts propagate, and those closures are recognised syntactically).
    /// Creation sites are collected with the graph: a node created in a view controller block runs on main.
    let index: ClassGraph?
    /// The qualified name of the type whose code holds the closure ("" for top-level code).
    let typeName: String
    /// The file's locals, to see which queue a local names.
    let locals: [LocalDecl]
    /// The modules the file imports: a library's callbacks are known only where the file imports it.
    let imports: [String]
    /// The PromiseKit default queues the project may change (the graph's), nil when not known.
    let promiseKitQueueChanges: PromiseKitQueues.Changes?

    /// `promiseKitQueueChanges`: for a classifier without the graph (`index` nil) that should still know
    /// PromiseKit's handlers: the self-call summaries, along which a main context reaches a helper that
    /// creates a node. With `index`, the graph's.
    public init(index: (any ClassGraphQueries)?, typeName: String, locals: [LocalDecl], imports: [String],
                promiseKitQueueChanges: PromiseKitQueues.Changes? = nil) {
        self.index = index?.classGraph
        self.typeName = typeName
        self.locals = locals
        self.imports = imports
        self.promiseKitQueueChanges = index?.classGraph.promiseKitQueueChanges ?? promiseKitQueueChanges
    }

    /// Methods that call their closure argument synchronously, before returning.
    static let synchronousMethods: Set<String> = [
        "map", "flatMap", "compactMap", "filter", "forEach", "reduce", "sorted", "sort", "first", "last",
        "contains", "allSatisfy", "firstIndex", "lastIndex", "min", "max", "removeAll", "partition",
        "drop", "prefix", "split", "mapValues", "compactMapValues", "enumerateObjects", "withLock",
        "autoreleasepool", "performWithoutAnimation", "withExtendedLifetime", "withUnsafeMutablePointer",
        "withUnsafePointer", "withUnsafeBytes", "withUnsafeMutableBytes", "sync", "performAndWait",
        "synchronized", "with", "then", "apply", "also", "configure",
    ]

    /// Callee paths whose closure runs on the main thread.
    static let mainPaths: [[String]] = [
        ["DispatchQueue", "main", "async"], ["DispatchQueue", "main", "asyncAfter"], ["DispatchQueue", "main", "sync"],
        ["OperationQueue", "main", "addOperation"], ["RunLoop", "main", "perform"], ["MainActor", "run"],
        ["ASPerformBlockOnMainThread"], ["CATransaction", "setCompletionBlock"],
        // Objective-C: `[[NSOperationQueue mainQueue] addOperationWithBlock:^{…}]`.
        ["NSOperationQueue", "mainQueue()", "addOperation"], ["NSOperationQueue", "mainQueue", "addOperation"],
    ]

    /// Callee paths whose closure runs on a background queue.
    static let backgroundPaths: [[String]] = [
        ["DispatchQueue", "global()", "async"], ["DispatchQueue", "global()", "asyncAfter"],
        ["DispatchQueue()", "async"], ["DispatchQueue()", "asyncAfter"],
        ["OperationQueue()", "addOperation"], ["ASPerformBlockOnBackgroundThread"],
        ["Thread", "detachNewThread"], ["DispatchQueue", "concurrentPerform"],
        // Objective-C: `[[[NSOperationQueue alloc] init] addOperationWithBlock:^{…}]`, `[NSThread detachNewThreadWithBlock:^{…}]`.
        ["NSOperationQueue()", "addOperation"], ["NSThread", "detachNewThread"],
    ]

    /// Labels under which node initializers take blocks that Texture runs on main once the node loads.
    static let mainBlockLabels: Set<String> = ["viewBlock", "layerBlock", "didLoad", "didLoadBlock", "viewControllerBlock"]

    public func verdict(for closure: Closure, use: ClosureUse) -> ClosureVerdict {
        if closure.attributes.contains("@MainActor") { return .runs(.main) }
        switch use {
        case .calledImmediately:
            return .inherits
        case .argument(let call, let label, let isTrailing):
            return verdict(call: call, label: label, isTrailing: isTrailing)
        case .assigned(let target):
            let property: String?
            switch target.unparenthesized {
            case .member(_, let name, _): property = name
            case .name(let name, _, .unresolved): property = name
            default: property = nil
            }
            if let property {
                if TextureMembers.layoutBlockProperties.contains(property) { return .runs(.bgLayout) }
                if TextureMembers.drawBlockProperties.contains(property) { return .runs(.bgDraw) }
                // Objective-C `[node setViewBlock:^{…}]` as a statement reads as `node.viewBlock = ^{…}`.
                if property == "viewBlock" || property == "layerBlock" { return .runs(.main) }
                if property == "completionBlock", case .member(.name("CATransaction", _, .unresolved)?, _, _) = target.unparenthesized {
                    return .runs(.main)
                }
            }
            return .unknown
        case .returned, .storedInLocal, .expressionStatement, .other:
            return .unknown
        }
    }

    private func verdict(call: Call, label: String?, isTrailing: Bool) -> ClosureVerdict {
        guard let path = calleePath(call.callee), let last = path.last else { return .unknown }
        for main in Self.mainPaths where path.hasSuffix(main) { return .runs(.main) }
        for background in Self.backgroundPaths where path.hasSuffix(background) { return .runs(.background) }
        if ["async", "asyncAfter", "addOperation"].contains(last), case .member(let queue?, _, _) = call.callee.unparenthesized,
           let type = createdQueueType(queue), (type == "DispatchQueue") == (last != "addOperation") {
            return .runs(.background)
        }
        // dispatch_async(dispatch_get_main_queue(), ^{ … }) and the global-queue variant.
        if ["dispatch_async", "dispatch_after", "dispatch_sync", "dispatch_barrier_async"].contains(last),
           let queue = call.arguments.first.flatMap({ calleePath(queueExpression($0.value)) })?.last {
            if queue == "dispatch_get_main_queue()" { return .runs(.main) }
            if queue == "dispatch_get_global_queue()" || queue == "dispatch_queue_create()" { return .runs(.background) }
            return .unknown
        }
        if last == "onDidLoad" { return .runs(.main) }
        if last == "setViewBlock" || last == "setLayerBlock" { return .runs(.main) }
        if let label, Self.mainBlockLabels.contains(label), isNodeConstruction(path) { return .runs(.main) }
        if label == nil || isTrailing, isNodeConstruction(path), call.arguments.count == 1 {
            // `ASDisplayNode { UISwitch() }`: the trailing closure is the view block.
            return .runs(.main)
        }
        if path.first == "UIView", last.hasPrefix("animate") || last.hasPrefix("transition") {
            return label == "completion" ? .runs(.main) : .inherits
        }
        if last == "performBatchUpdates" || last == "performBatch" {
            // The updates closure runs synchronously; the completion runs on main afterwards.
            return label == "completion" ? .runs(.main) : .inherits
        }
        if path.count >= 2, path[path.count - 2] == "Task" || last == "Task" { return .unknown }
        if let promise = promiseKitVerdict(call: call, method: last) { return promise }
        if let rx = rxVerdict(call: call, method: last) { return rx }
        if Self.synchronousMethods.contains(last) { return .inherits }
        return .unknown
    }

    /// A PromiseKit handler (`.done { … }`, `.then { … }`) in a file that imports PromiseKit: on the
    /// queue its `on:` argument names, else on its default queue, the main one unless the project
    /// changes it (PromiseKitQueues). Nil when the call is not one, or when which queues the project
    /// changes is not known.
    private func promiseKitVerdict(call: Call, method: String) -> ClosureVerdict? {
        guard let queue = PromiseKitQueues.handlers[method], case .member(_?, _, _) = call.callee.unparenthesized,
              imports.contains(PromiseKitQueues.module),
              !imports.contains(where: { PromiseKitQueues.modulesSharingNames[$0]?.contains(method) == true }),
              let changes = promiseKitQueueChanges else { return nil }
        if let argument = call.arguments.first(where: { $0.label == "on" }) {
            switch calleePath(argument.value)?.last {
            case "main": return .runs(.main)
            case "global()": return .runs(.background)
            default: return .unknown
            }
        }
        return changes.includes(queue) ? .unknown : .runs(.main)
    }

    /// The expression a queue argument stands for: a local's initial value when the argument is a
    /// local (`dispatch_queue_t q = dispatch_queue_create(…)`), as for Swift's queue locals; a later
    /// reassignment of the local is not followed.
    private func queueExpression(_ argument: Expr) -> Expr {
        if case .name(_, _, .local(let id)) = argument.unparenthesized, id >= 0, id < locals.count,
           let value = locals[id].initializer {
            return value
        }
        return argument
    }

    /// A subscription's closure in a file that imports RxSwift or RxCocoa (RxSchedulers): on main after the
    /// nearest `observeOn` before it names the main scheduler, or given to a trait that delivers on main;
    /// nil otherwise (where the elements come from decides).
    private func rxVerdict(call: Call, method: String) -> ClosureVerdict? {
        guard imports.contains(where: RxSchedulers.modules.contains), case .member(var chain?, _, _) = call.callee.unparenthesized else {
            return nil
        }
        if RxSchedulers.mainSubscriptions.contains(method) { return .runs(.main) }
        guard RxSchedulers.subscriptions.contains(method) else { return nil }
        while case .call(let earlier) = chain.unparenthesized, case .member(let base?, let op, _) = earlier.callee.unparenthesized {
            if RxSchedulers.observeOnOperators.contains(op), let scheduler = earlier.arguments.first?.value {
                let path = calleePath(scheduler) ?? []
                return RxSchedulers.mainSchedulers.contains { path.hasSuffix($0) } ? .runs(.main) : nil
            }
            chain = base
        }
        return nil
    }

    /// A queue the code created itself (`DispatchQueue(label:)`, `OperationQueue()`), held in a local or a
    /// stored property: its closures run off the main thread. Nil for queues of unknown origin
    /// (`.main` passed in, a parameter).
    private func createdQueueType(_ queue: Expr) -> String? {
        var constructed: TypeName?
        switch queue.unparenthesized {
        case .name(_, _, .local(let id)) where id >= 0 && id < locals.count:
            constructed = locals[id].initializer.flatMap(TypeInference.constructedType(of:))
        case .name(let name, _, .unresolved) where !typeName.isEmpty:
            constructed = index?.declaredMember(name, in: typeName)?.member.constructedType
        case .member(.selfRef?, let name, _) where !typeName.isEmpty:
            constructed = index?.declaredMember(name, in: typeName)?.member.constructedType
        default:
            return nil
        }
        guard let name = constructed?.simpleName, name == "DispatchQueue" || name == "OperationQueue" else { return nil }
        return name
    }

    /// `ASDisplayNode(...)`, `MyNode(...)`, `super.init(...)`/`self.init(...)` inside a node class.
    private func isNodeConstruction(_ path: [String]) -> Bool {
        guard let index else { return false }
        if path == ["super", "init"] || path == ["self", "init"] { return !typeName.isEmpty && index.isNode(typeName) }
        var name = path.last ?? ""
        if name == "init", path.count >= 2 { name = path[path.count - 2] }
        guard TypeInference.isTypeLike(name) else { return false }
        return index.isNode(name, from: typeName)
    }
}

extension Array where Element == String {
    func hasSuffix(_ suffix: [String]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
