import Foundation

/// Everything the model knows about the code that triggered a check: the thread, the execution
/// context and the offending user line.
struct CallSite {
    var stack: CallStack
    var context: ExecutionContext
    var location: SourceLocation?
    var onMainThread: Bool

    /// Captures the calling thread's stack and works out the context.
    ///
    /// The innermost context wins: scanning from the capture point outwards, the first frame that is
    /// either an initializer of a node / view-controller class (user code) or the model's
    /// `withExecutionContext` trampoline decides. An initializer found first means user code is inside
    /// that init (directly, in a stored-property initializer, or in a helper the init called); the
    /// trampoline found first means the innermost context is the one the model pushed last.
    static func capture() -> CallSite {
        let stack = CallStack.capture()
        let state = ThreadState.current
        var context = state.innermostContext?.context ?? .userCode
        for frame in stack.frames {
            if frame.isModel {
                if frame.rawName.contains(executionContextTrampolineName) { break }
                continue
            }
            if let owner = InitializerFrames.owner(ofFrameNamed: frame.rawName) {
                context = owner
                break
            }
        }
        return CallSite(stack: stack, context: context, location: stack.userLocation,
                        onMainThread: isMainThread())
    }

    /// A site whose location comes from somewhere else (a declaration line, a spec's creation site).
    func relocated(to location: SourceLocation?) -> CallSite {
        var copy = self
        copy.location = location
        return copy
    }
}

/// Recognises initializer frames of node and view-controller classes.
enum InitializerFrames {
    private static let lock = NSLock()
    private static var cache: [String: ExecutionContext?] = [:]
    private static var registeredTypes: [String: AnyClass] = [:]
    private static var registeredIDs: Set<ObjectIdentifier> = []

    /// Node and view-controller classes register themselves on first init, so that a type the
    /// runtime cannot look up by name (`_typeByName`) is still recognised from the second instance on.
    static func register(_ type: AnyClass) {
        guard lock.withLock({ registeredIDs.insert(ObjectIdentifier(type)).inserted }) else { return }
        let name = MethodDefinitions.demangledTypeName(of: type)
        lock.withLock { registeredTypes[name] = type }
    }

    /// `.nodeInit` / `.viewControllerInit` when the frame is an initializer of such a class.
    static func owner(ofFrameNamed rawName: String) -> ExecutionContext? {
        if let cached = lock.withLock({ cache[rawName] }) { return cached }
        let owner = classify(rawName)
        lock.withLock { cache[rawName] = owner }
        return owner
    }

    private static func classify(_ rawName: String) -> ExecutionContext? {
        guard rawName.hasPrefix("$s") else { return nil }
        let name = demangleSwiftSymbol(rawName)
        // "Module.Type.init(...) -> Module.Type"; closures and property initializers are named
        // "closure #1 ... in ..." / "variable initialization expression of ..." and contain spaces
        // before the entity. Their callers (the init) are further out on the stack.
        let marker: Range<String.Index>
        if let range = name.range(of: ".init(") {
            marker = range
        } else if let range = name.range(of: ".__allocating_init(") {
            marker = range
        } else {
            return nil
        }
        var typePath = String(name[..<marker.lowerBound])
        let registered = lock.withLock { registeredTypes[typePath] }
        guard registered != nil || !typePath.contains(" ") else { return nil }
        if registered == nil, let generic = typePath.firstIndex(of: "<") { typePath = String(typePath[..<generic]) }
        guard let type = registered ?? lookUpClass(named: typePath) else { return nil }
        let shortName = String(describing: type)
        if type is ASDisplayNode.Type { return .nodeInit(shortName) }
        if type is ASDKViewControllerMarker.Type { return .viewControllerInit(shortName) }
        return nil
    }

    private static func lookUpClass(named name: String) -> AnyClass? {
        if let registered = lock.withLock({ registeredTypes[name] }) { return registered }
        return _typeByName(name) as? AnyClass
    }
}

/// Adopted by `ASDKViewController` (generic, so it cannot be matched with `is` directly).
public protocol ASDKViewControllerMarker: AnyObject {}
