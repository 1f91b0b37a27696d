import Foundation

/// Checks Texture makes per class, which the model reproduces from the executable's symbol table
/// (see `SymbolTable`: the compiled symbol of an override is the marker it cannot avoid).
enum NodeClassChecks {
    static let layoutSpecThatFits = OverridableMethod(name: "layoutSpecThatFits")
    static let calculateSizeThatFits = OverridableMethod(name: "calculateSizeThatFits")
    static let calculateLayoutThatFits = OverridableMethod(name: "calculateLayoutThatFits",
                                                           excludedLabels: ["restrictedTo"])
    static let layoutMethod = OverridableMethod(name: "layout")

    /// Methods ASDisplayNode's `+initialize` forbids overriding (ASDisplayNode.mm:177-190).
    static let forbidden: [(OverridableMethod, String)] = [
        (OverridableMethod(name: "calculatedSize", kind: .getter), "must not override calculatedSize method."),
        (OverridableMethod(name: "calculatedLayout", kind: .getter), "must not override calculatedLayout method."),
        (OverridableMethod(name: "layoutThatFits", excludedLabels: ["parentSize"]),
         "must not override layoutThatFits: method. Instead override calculateLayoutThatFits:."),
        (OverridableMethod(name: "layoutThatFits", requiredLabels: ["parentSize"]),
         "must not override layoutThatFits:parentSize method. Instead override calculateLayoutThatFits:."),
        (OverridableMethod(name: "recursivelyClearContents"), "must not override recursivelyClearContents method."),
        (OverridableMethod(name: "recursivelyClearPreloadedData"), "must not override recursivelyClearFetchedData method."),
    ]

    private static let lock = NSLock()
    private static var overrideCache: [String: Bool] = [:]

    /// Whether some class between `cls` and ASDisplayNode declares `method`. When the symbol table
    /// cannot be read the answer is "yes" (the model then calls the method and lets the base decide).
    static func overrides(_ method: OverridableMethod, _ cls: AnyClass) -> Bool {
        guard MethodDefinitions.isAvailable else { return true }
        let key = "\(ObjectIdentifier(cls).hashValue)|\(method)"
        if let cached = lock.withLock({ overrideCache[key] }) { return cached }
        let result = !MethodDefinitions.declaringClasses(of: method, from: cls, upTo: ASDisplayNode.self).isEmpty
        lock.withLock { overrideCache[key] = result }
        return result
    }

    static func overridesLayoutSpecThatFits(_ cls: AnyClass) -> Bool { overrides(layoutSpecThatFits, cls) }

    /// `forbidden-override`, "at first use of the class" (per collection session, so every scenario sees it).
    static func checkOnFirstUse(of cls: AnyClass, node: ASDisplayNode) {
        guard MethodDefinitions.isAvailable,
              ViolationLog.shared.firstTimeInSession("class-check|\(ObjectIdentifier(cls).hashValue)") else { return }
        for (method, message) in forbidden {
            let declarations: [(AnyClass, MethodDefinitions.Definition)] =
                MethodDefinitions.declaringClasses(of: method, from: cls, upTo: ASDisplayNode.self)
            for declaration in declarations where !MethodDefinitions.isModelClass(declaration.0) {
                let (declaring, definition): (AnyClass, MethodDefinitions.Definition) = declaration
                let site = CallSite.capture()
                Report.violation(RuleID.forbiddenOverride, "Subclass \(declaring) \(message)",
                                 evidence: .textureAssertion,
                                 at: site.relocated(to: MethodDefinitions.location(of: definition) ?? site.location))
            }
        }
    }

    /// `conflicting-layout-overrides`: `__ASDisplayNodeCheckForLayoutMethodOverrides` — a layoutSpecBlock, or at most one of the
    /// three layout methods overridden (inherited overrides count). Located at the class declaration.
    static func checkLayoutMethodOverrides(of node: ASDisplayNode) {
        guard MethodDefinitions.isAvailable, node.layoutSpecBlock == nil else { return }
        let cls: AnyClass = type(of: node)
        let methods = [calculateSizeThatFits, layoutSpecThatFits, calculateLayoutThatFits]
        let declared = methods.compactMap { method -> (OverridableMethod, AnyClass, MethodDefinitions.Definition)? in
            guard let first = MethodDefinitions.declaringClasses(of: method, from: cls, upTo: ASDisplayNode.self).first
            else { return nil }
            return (method, first.0, first.1)
        }
        guard declared.count > 1,
              ViolationLog.shared.firstTimeInSession("override-count|\(ObjectIdentifier(cls).hashValue)") else { return }
        let site = CallSite.capture()
        Report.violation(RuleID.conflictingLayoutOverrides,
                         "Subclass \(cls) must at least provide a layoutSpecBlock or override at most one of the three layout methods: calculateLayoutThatFits:, layoutSpecThatFits:, or calculateSizeThatFits: (overridden: \(declared.map { "\($0.0.name) in \($0.1)" }.joined(separator: ", ")))",
                         evidence: .textureAssertion,
                         at: site.relocated(to: conflictLocation(cls, declared: declared) ?? site.location))
    }

    /// Where an override-count conflict is reported: the declaration of the most derived project class
    /// that declares one of the layout methods (the class that brought the second method in), or that
    /// override's own line when the class line cannot be found.
    private static func conflictLocation(_ cls: AnyClass,
                                         declared: [(OverridableMethod, AnyClass, MethodDefinitions.Definition)])
        -> SourceLocation? {
        var current: AnyClass? = cls
        while let type = current, type != ASDisplayNode.self {
            if !MethodDefinitions.isModelClass(type), let own = declared.first(where: { ObjectIdentifier($0.1) == ObjectIdentifier(type) }) {
                return declarationLocation(of: type) ?? MethodDefinitions.location(of: own.2)
            }
            current = _getSuperclass(type)
        }
        return nil
    }

    /// The line a class is declared on. The compiler writes the ivar destroyer (for a class with stored
    /// properties) and, when the class declares no `deinit`, the deinitializers, and locates them at
    /// the `class` line: the first of them found gives the line.
    static func declarationLocation(of cls: AnyClass) -> SourceLocation? {
        #if os(Linux) && canImport(Runtime)
        guard let mangled = _mangledTypeName(cls), let base = SymbolicationSupport.mainImageBase else { return nil }
        let table = SymbolTable.executable
        for suffix in ["fE", "fD"] { // __ivar_destroyer, __deallocating_deinit
            let name = "$s" + mangled + suffix
            for symbol in table.functions(withPrefix: name) where symbol.name == name {
                let definition = MethodDefinitions.Definition(symbolName: name,
                                                              runtimeAddress: base &+ symbol.value &- table.linkBase)
                if let location = MethodDefinitions.location(of: definition) { return location }
            }
        }
        #endif
        return nil
    }

    /// `calculate-size-without-layout`: a node of a project class, measured by a `calculateSizeThatFits` (its own, a project
    /// superclass's or a Texture leaf's such as ASImageNode's), that has subnodes but no project
    /// `layout()` override: after the layout pass every subnode still has a zero frame. Located at the
    /// class.
    static func checkManualLayout(of node: ASDisplayNode) {
        let snapshot = node.state.value
        guard snapshot.measuredWithSizeThatFits, !snapshot.subnodes.isEmpty,
              MethodDefinitions.isAvailable,
              snapshot.subnodes.allSatisfy({ $0.frameForModel() == .zero }) else { return }
        let cls: AnyClass = type(of: node)
        guard !MethodDefinitions.isModelClass(cls),
              let declaring = MethodDefinitions.declaringClasses(of: calculateSizeThatFits, from: cls,
                                                                  upTo: ASDisplayNode.self).first,
              MethodDefinitions.declaringClasses(of: layoutMethod, from: cls, upTo: ASDisplayNode.self)
            .allSatisfy({ MethodDefinitions.isModelClass($0.0) }),
              ViolationLog.shared.firstTimeInSession("manual-layout|\(ObjectIdentifier(cls).hashValue)") else { return }
        let site = CallSite.capture()
        Report.violation(RuleID.calculateSizeWithoutLayout,
                         "\(cls) measures itself with calculateSizeThatFits and has subnodes, but nothing lays them out: their frames stay zero (implement layout())",
                         evidence: .observed,
                         at: site.relocated(to: declarationLocation(of: cls) ?? MethodDefinitions.location(of: declaring.1)
                             ?? site.location))
    }
}
