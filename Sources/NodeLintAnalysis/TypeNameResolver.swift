import NodeLintModel

/// Resolves a type name as written to the key of a project type: lexically (`Outer.Inner.Name`,
/// `Outer.Name`, `Name`), then by simple name, through typealiases and `@objc` names. Where two
/// modules each declare the name, the one in the referring code's module wins, then the one in a
/// module it depends on; otherwise the name stays unresolved. A name no project type has is returned
/// as written (without a `UIKit.`/`AsyncDisplayKit.` prefix): Texture's and UIKit's classes are
/// known by their simple names.
struct TypeNameResolver: Sendable {
    /// Every record key, with its kind and module.
    let kinds: [String: TypeKind]
    let modules: [String: String]
    /// Keys by simple name (the last component of the qualified name).
    let keysBySimpleName: [String: [String]]
    /// Objective-C names (`@objc(Name)`) to keys.
    let objcNames: [String: String]
    let typealiases: [String: TypeName]
    let moduleMap: ModuleMap
    /// The last component of every nested key and dotted typealias (`Inner` of `Outer.Inner`): a name
    /// whose last component is not among them has no lexical candidate but itself, so the scopes of
    /// the container need not be tried (most lookups, from inside a type, of a top-level name).
    private let nestedLastComponents: Set<Substring>
    /// Every simple name, typealias and `@objc` name of the project: a name outside it (and without a
    /// dot) resolves to itself. One lookup instead of one in each table, by a hash of the name's length
    /// and ends (NameHashTable): most names resolved (UIKit's, Texture's, Foundation's) take this way,
    /// hundreds of thousands of times in a lint of 1,500 Texture files.
    private let projectNames: IdentifierScan.NameSet
    /// What the other names (the project's, and dotted ones) resolved to, by name and container: their
    /// lookup tries every enclosing scope, typealias and module, about 15,000 instructions a name,
    /// and the same few thousand pairs are asked for again and again.
    private let resolvedProjectNames = ResolvedOncePerKey<NameInContainer, String>()

    private struct NameInContainer: Hashable, Sendable {
        let name: String
        let container: String
    }

    init(kinds: [String: TypeKind], modules: [String: String], keysBySimpleName: [String: [String]],
         objcNames: [String: String], typealiases: [String: TypeName], moduleMap: ModuleMap) {
        self.kinds = kinds
        self.modules = modules
        self.keysBySimpleName = keysBySimpleName
        self.objcNames = objcNames
        self.typealiases = typealiases
        self.moduleMap = moduleMap
        var nested: Set<Substring> = []
        for key in kinds.keys where key.utf8.contains(UInt8(ascii: ".")) { nested.insert(Self.lastComponent(key)) }
        for key in typealiases.keys where key.utf8.contains(UInt8(ascii: ".")) { nested.insert(Self.lastComponent(key)) }
        nestedLastComponents = nested
        projectNames = IdentifierScan.NameSet(Set(keysBySimpleName.keys).union(typealiases.keys).union(objcNames.keys))
    }

    /// After the last dot (found in the bytes: `lastIndex(of:)` over Characters cost thousands of
    /// instructions a name).
    private static func lastComponent(_ name: String) -> Substring {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name[...] }
        return name[name.utf8.index(after: dot)...]
    }

    func resolve(_ name: String, from container: String) -> String {
        // Fast path: most names (UIKit, Texture, Foundation types) are not the project's at all.
        if !projectNames.contains(name) && !name.utf8.contains(UInt8(ascii: ".")) {
            return name
        }
        // Seen from the top level, a project type that no typealias renames is itself: answered without
        // the cache (whose entries, one per name and container, were 6 MB of a run over eight modules).
        if container.isEmpty && kinds[name] != nil && typealiases[name] == nil { return name }
        return resolvedProjectNames.value(for: NameInContainer(name: name, container: container)) {
            resolveProjectName(name, from: container)
        }
    }

    /// `resolve` for a name of the project's or a dotted one.
    private func resolveProjectName(_ name: String, from container: String) -> String {
        // Seen from the top level, a project type that no typealias renames is itself.
        if container.isEmpty && kinds[name] != nil && typealiases[name] == nil { return name }
        var name = name
        // Names already tried (a typealias cycle ends the search); chains are short.
        var seen: [String] = []
        let containerIsPlain = !container.hasPrefix(".") && !container.hasSuffix(".") && !Self.hasEmptyComponent(container)
        while !seen.contains(name) {
            seen.append(name)
            // Lexical lookup: Outer.Inner.Name, Outer.Name, Name.
            var found: String?
            if container.isEmpty || !nestedLastComponents.contains(Self.lastComponent(name)) {
                // Only the name itself can be a key or typealias (see `nestedLastComponents`).
                if kinds[name] != nil || typealiases[name] != nil { found = name }
            } else if containerIsPlain {
                // The enclosing scopes are the container's prefixes that end before a dot, then none.
                var end = container.endIndex
                while true {
                    let candidate = end == container.startIndex ? name : "\(container[..<end]).\(name)"
                    if kinds[candidate] != nil || typealiases[candidate] != nil { found = candidate; break }
                    if end == container.startIndex { break }
                    end = container[..<end].lastIndex(of: ".") ?? container.startIndex
                }
            } else {
                var scope = container.split(separator: ".").map(String.init)
                while true {
                    let candidate = (scope + [name]).joined(separator: ".")
                    if kinds[candidate] != nil || typealiases[candidate] != nil { found = candidate; break }
                    if scope.isEmpty { break }
                    scope.removeLast()
                }
            }
            if found == nil, let candidates = keysBySimpleName[name] {
                found = candidates.count == 1 ? candidates[0] : choose(among: candidates, from: modules[container])
            }
            if found == nil, let swift = objcNames[name] { found = swift }
            if let f = found, let target = typealiases[f] {
                name = target.base
                continue
            }
            if let f = found { return f }
            if let target = typealiases[name] { name = target.base; continue }
            return Self.stripModule(name)
        }
        return name
    }

    /// Whether `..` occurs in the name (byte scan; Foundation's `contains` is a slow search).
    private static func hasEmptyComponent(_ name: String) -> Bool {
        var previousWasDot = false
        for byte in name.utf8 {
            let isDot = byte == UInt8(ascii: ".")
            if isDot && previousWasDot { return true }
            previousWasDot = isDot
        }
        return false
    }

    /// Of several types with one simple name, the one in `module`, else the one in a module `module`
    /// depends on; nil when that does not decide.
    func choose(among candidates: [String], from module: String?) -> String? {
        guard let module else { return nil }
        let own = candidates.filter { modules[$0] == module }
        if own.count == 1 { return own[0] }
        if !own.isEmpty { return nil }
        let dependencies = moduleMap.dependencies(of: module)
        let imported = candidates.filter { modules[$0].map(dependencies.contains) ?? false }
        return imported.count == 1 ? imported[0] : nil
    }

    /// `UIKit.UIView` -> `UIView`; `AsyncDisplayKit.ASDisplayNode` -> `ASDisplayNode`.
    static func stripModule(_ name: String) -> String {
        for module in ["AsyncDisplayKit.", "Texture.", "UIKit.", "Foundation.", "MapKit.", "WebKit.", "ObjectiveC."]
        where name.hasPrefix(module) {
            return String(name.dropFirst(module.count))
        }
        return name
    }
}
