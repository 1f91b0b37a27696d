import Foundation

/// A method (or property getter) user code may override, identified the way its compiled symbol
/// demangles: `Module.Type.name(` for methods, `Module.Type.name.getter` for properties.
struct OverridableMethod: Hashable, CustomStringConvertible {
    enum Kind: Hashable { case method, classMethod, getter }
    var name: String
    var kind: Kind = .method
    /// Argument labels that must (not) appear, to tell overloads apart
    /// (`calculateLayoutThatFits(_:)` vs `calculateLayoutThatFits(_:restrictedTo:relativeToParentSize:)`).
    var requiredLabels: [String] = []
    var excludedLabels: [String] = []

    var description: String { kind == .getter ? name : "\(name)(...)" }

    func matches(demangled: String, typePath: String) -> Bool {
        switch kind {
        case .method:
            guard demangled.hasPrefix("\(typePath).\(name)(") else { return false }
        case .classMethod:
            guard demangled.hasPrefix("static \(typePath).\(name)(") else { return false }
        case .getter:
            guard demangled.hasPrefix("\(typePath).\(name).getter") else { return false }
        }
        let prefixLength = (kind == .classMethod ? 7 : 0) + typePath.count + name.count + 1
        let signature = demangled.dropFirst(prefixLength)
        if requiredLabels.contains(where: { !signature.contains("\($0):") }) { return false }
        if excludedLabels.contains(where: { signature.contains("\($0):") }) { return false }
        return true
    }
}

/// Which classes implement which methods, and where (see `SymbolTable`).
enum MethodDefinitions {
    struct Definition {
        var symbolName: String
        var runtimeAddress: UInt64
    }

    private static let lock = NSLock()
    private static var classSymbols: [ObjectIdentifier: [(demangled: String, definition: Definition)]] = [:]
    private static var locations: [UInt64: SourceLocation?] = [:]

    static var isAvailable: Bool { SymbolTable.executable.isAvailable && CallStack.isAvailable }

    /// The name of `cls` as it appears in demangled symbols (`Module.Type`, or
    /// `Module.(Type in _HASH)` for private types), learnt from its metadata accessor's symbol.
    static func demangledTypeName(of cls: AnyClass) -> String {
        if let mangled = _mangledTypeName(cls) {
            let accessor = demangleSwiftSymbol("$s" + mangled + "Ma")
            let prefix = "type metadata accessor for "
            if accessor.hasPrefix(prefix) { return String(accessor.dropFirst(prefix.count)) }
        }
        return String(reflecting: cls)
    }

    /// The implementation `cls` itself declares (not an inherited one).
    static func definition(of method: OverridableMethod, declaredBy cls: AnyClass) -> Definition? {
        let typePath = demangledTypeName(of: cls)
        return symbols(of: cls).first(where: { method.matches(demangled: $0.demangled, typePath: typePath) })?
            .definition
    }

    /// Classes from `cls` up to (not including) `base` that declare `method`, most derived first.
    static func declaringClasses(of method: OverridableMethod, from cls: AnyClass,
                                 upTo base: AnyClass) -> [(AnyClass, Definition)] {
        var result: [(AnyClass, Definition)] = []
        var current: AnyClass? = cls
        while let type = current, type != base {
            if let definition = definition(of: method, declaredBy: type) { result.append((type, definition)) }
            current = _getSuperclass(type)
        }
        return result
    }

    /// The declaration line of an implementation (the line of its `func`).
    static func location(of definition: Definition) -> SourceLocation? {
        if let cached = lock.withLock({ locations[definition.runtimeAddress] }) { return cached }
        var location: SourceLocation?
        #if os(Linux) && canImport(Runtime)
        location = SymbolicationSupport.location(ofCodeAddress: definition.runtimeAddress)?.location
        #endif
        lock.withLock { locations[definition.runtimeAddress] = location }
        return location
    }

    /// Whether a class is part of the model (its overrides are Texture's, not the user's).
    static func isModelClass(_ cls: AnyClass) -> Bool {
        String(reflecting: cls).hasPrefix("TextureReference.")
    }

    private static func symbols(of cls: AnyClass) -> [(demangled: String, definition: Definition)] {
        let key = ObjectIdentifier(cls)
        if let cached = lock.withLock({ classSymbols[key] }) { return cached }
        var result: [(String, Definition)] = []
        #if os(Linux) && canImport(Runtime)
        if let mangledType = _mangledTypeName(cls), let base = SymbolicationSupport.mainImageBase {
            let table = SymbolTable.executable
            for symbol in table.functions(withPrefix: "$s" + mangledType) {
                let address = base &+ symbol.value &- table.linkBase
                result.append((demangleSwiftSymbol(symbol.name),
                               Definition(symbolName: symbol.name, runtimeAddress: address)))
            }
        }
        #endif
        lock.withLock { classSymbols[key] = result }
        return result
    }
}
