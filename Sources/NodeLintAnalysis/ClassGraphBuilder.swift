import NodeLintModel

/// Collects what every file of a run declares (summaries are made in parallel and added here
/// serially), then builds the class graph once. The graph is immutable: the order "all declarations,
/// then questions" is the types', not a comment's.
public struct ClassGraphBuilder {
    private let modules: ModuleMap
    private let extraNodeBases: Set<String>
    private let extraViewControllerBases: Set<String>
    private var summaries: [FileSummary] = []

    /// `extraNodeBases`, `extraViewControllerBases`: classes outside the linted tree that the
    /// configuration says are nodes / view controllers.
    public init(modules: ModuleMap = .single, extraNodeBases: [String] = [], extraViewControllerBases: [String] = []) {
        self.modules = modules
        self.extraNodeBases = Set(extraNodeBases)
        self.extraViewControllerBases = Set(extraViewControllerBases)
    }

    public mutating func add(_ summary: FileSummary) { summaries.append(summary) }

    public func build() -> ClassGraph {
        let keys = RecordKeys(summaries: summaries, modules: modules)
        var drafts: [String: TypeRecordDraft] = [:]
        var order: [String] = []
        var objcNames: [String: String] = [:]
        var typealiases: [String: TypeName] = [:]
        var currentNames: [String: Set<String>] = [:]
        var globals: Set<String> = []
        var promiseQueues: PromiseKitQueues.Changes = []
        for summary in summaries {
            globals.formUnion(summary.globalVariables)
            promiseQueues.formUnion(summary.promiseKitQueueChanges)
            if !summary.currentNames.isEmpty { currentNames[modules.project(of: summary.path), default: []].formUnion(summary.currentNames) }
            for alias in summary.typealiases {
                typealiases[alias.key] = alias.target
                if typealiases[alias.name] == nil { typealiases[alias.name] = alias.target }
            }
            let module = modules.module(of: summary.path)
            for type in summary.types {
                guard let key = keys.record(of: type, in: module) else { continue }
                if drafts[key] == nil {
                    drafts[key] = TypeRecordDraft(key: key, module: type.declaredKind != nil ? module : keys.module(ofKey: key))
                    order.append(key)
                }
                Self.merge(type, from: summary.path, into: &drafts[key]!, objcNames: &objcNames)
                if Self.isVisibleOutsideModule(type, path: summary.path, module: module, modules: modules) {
                    drafts[key]!.isVisibleOutsideModule = true
                }
            }
        }
        var bySimpleName: [String: [String]] = [:]
        for key in order {
            let qualified = keys.qualifiedName(ofKey: key)
            let simple = qualified.split(separator: ".").last.map(String.init) ?? qualified
            bySimpleName[simple, default: []].append(key)
        }
        let resolver = TypeNameResolver(kinds: drafts.mapValues(\.kind), modules: drafts.mapValues(\.module),
                                        keysBySimpleName: bySimpleName, objcNames: objcNames, typealiases: typealiases,
                                        moduleMap: modules)
        var records: [String: TypeRecord] = [:]
        for (key, draft) in drafts {
            records[key] = TypeRecord(draft.declared, superclass: Self.superclass(of: draft, resolver: resolver, extraNodeBases: extraNodeBases,
                                                                  extraViewControllerBases: extraViewControllerBases))
        }
        return ClassGraph(storage: ClassGraph.Storage(
            records: records, resolver: resolver, keys: keys, extraNodeBases: extraNodeBases,
            extraViewControllerBases: extraViewControllerBases, currentTextureNamesInUse: currentNames, globalVariables: globals,
            promiseKitQueueChanges: promiseQueues))
    }

    /// Adds one declaration or extension to its record.
    /// A declaration code outside its module may create: Swift `public`/`open`, or an Objective-C
    /// `@interface` in a header, of a module other modules import. A file no project file lists (the
    /// unnamed module: no project, or a development pod's sources, which only the skipped Pods project
    /// builds) may be in such a module, so its `public` counts; an app target's does not (no module
    /// imports an app, and its tests are not what the rules judge).
    static func isVisibleOutsideModule(_ type: FileSummary.TypeEntry, path: String, module: String, modules: ModuleMap) -> Bool {
        guard type.declaredKind != nil else { return false }
        if type.isPublic { return module.isEmpty || modules.isExported(module) }
        return type.isInterfaceOnly && path.hasSuffix(".h") && modules.isExported(module)
    }

    static func merge(_ type: FileSummary.TypeEntry, from path: String, into record: inout TypeRecordDraft,
                      objcNames: inout [String: String]) {
        record.files.insert(path)
        if let kind = type.declaredKind {
            record.kind = kind
            record.declarations.append(TypeRecord.Location(path: path, nameOffset: type.nameOffset))
            // A class with a Texture name declared in the project: Texture's own source linted with
            // the app (a checkout in the tree), or a migration shim for a legacy name. The project
            // declares it, but what it inherits and implements comes from the tables (TextureClasses):
            // ASDisplayNode's defaults for every hook are not overrides. Extensions and categories
            // of Texture's classes still add their members.
            if KnownClasses.isTexture(type.qualifiedName) { return }
            if type.isInterfaceOnly { record.interfaceFiles.insert(path) } else { record.implementationFiles.insert(path) }
            if let first = type.inherits.first { record.firstInheritedNames.insert(first.base) }
            if let objc = type.objcName { objcNames[objc] = record.key }
            if !type.genericParameters.isEmpty { record.genericParameters = type.genericParameters }
        }
        // A declaration names the superclass first; what extensions and categories conform to goes after
        // the declarations' lists, whichever file was read first (a linted category is read before the
        // class's header, which comes with the project's other files).
        let added = type.inherits.filter { !record.inherits.contains($0) }
        if type.declaredKind != nil {
            record.inherits.insert(contentsOf: added, at: record.declaredInheritsCount)
            record.declaredInheritsCount += added.count
        } else {
            record.inherits += added
        }
        // Most types are declared once: share the summary's array rather than copy its records.
        if record.members.isEmpty { record.members = type.members } else { record.members += type.members }
    }

    /// Only a class's own declaration names its superclass: Swift lists it first, Objective-C
    /// interfaces always name it first. A record holding only extensions (Swift `extension
    /// ASDisplayNode`, an Objective-C category) is of a class declared elsewhere: it adds members and
    /// conformances, never a superclass. Classes of one name that name different superclasses have none.
    static func superclass(of draft: TypeRecordDraft, resolver: TypeNameResolver, extraNodeBases: Set<String>,
                           extraViewControllerBases: Set<String>) -> TypeName? {
        superclass(key: draft.key, kind: draft.kind, conflicting: draft.hasConflictingSuperclasses, inherits: draft.inherits,
                   resolver: resolver, extraNodeBases: extraNodeBases, extraViewControllerBases: extraViewControllerBases)
    }

    /// The same for a finished record (`conflicting`: `TypeRecordDraft.hasConflictingSuperclasses`),
    /// whose superclass a change elsewhere in the graph can change: the name it inherits first may
    /// now resolve to another type, or to one of another kind.
    static func superclass(key: String, kind: TypeKind, conflicting: Bool, inherits: [TypeName], resolver: TypeNameResolver,
                           extraNodeBases: Set<String>, extraViewControllerBases: Set<String>) -> TypeName? {
        guard kind == .class, !conflicting, let first = inherits.first else { return nil }
        let resolved = resolver.resolve(first.base, from: key)
        let isClass: Bool
        if let kind = resolver.kinds[resolved], kind != .extension {
            isClass = kind == .class
        } else {
            // An extension-only record says nothing about what the type is: the tables do.
            isClass = KnownClasses.superclass(of: resolved) != nil || extraNodeBases.contains(resolved)
                || extraViewControllerBases.contains(resolved) || resolved == "NSObject"
        }
        return isClass ? first : nil
    }
}

/// The key each declaration's record has: its qualified name, or, when two modules each declare a
/// type of that name, the name behind its module (`Deals.ItemNode`, `Gallery.ItemNode`): Swift's own
/// spelling of a module-qualified name, so lookups from inside `Deals.ItemNode` find `Deals.*` first.
struct RecordKeys: Sendable {
    /// Qualified names declared in more than one module, with those modules.
    private let declaringModules: [String: Set<String>]
    private let modules: ModuleMap

    init(summaries: [FileSummary], modules: ModuleMap) {
        self.modules = modules
        var declaring: [String: Set<String>] = [:]
        if !modules.isSingle {
            for summary in summaries {
                let module = modules.module(of: summary.path)
                for type in summary.types where type.declaredKind != nil && !KnownClasses.isTexture(type.qualifiedName) {
                    declaring[type.qualifiedName, default: []].insert(module)
                }
            }
        }
        declaringModules = declaring.filter { $0.value.count > 1 }
    }

    var isEmpty: Bool { declaringModules.isEmpty }

    /// The key of the record a summary's declaration or extension in `module` goes to; nil for an
    /// extension of a name two modules declare, neither of them its own.
    func record(of type: FileSummary.TypeEntry, in module: String) -> String? {
        type.declaredKind != nil ? declaration(type.qualifiedName, in: module) : extensionTarget(type.qualifiedName, in: module)
    }

    /// The key of a type `qualified` declared in `module`.
    func declaration(_ qualified: String, in module: String) -> String {
        guard declaringModules[qualified] != nil, !module.isEmpty else { return qualified }
        return module + "." + qualified
    }

    /// The key of the record an extension of `name` in `module` adds to: the declaration in its own
    /// module, else in the one module it depends on that declares it; nil when that does not decide.
    func extensionTarget(_ name: String, in module: String) -> String? {
        guard let declaring = declaringModules[name] else { return name }
        if declaring.contains(module) { return declaration(name, in: module) }
        let imported = declaring.intersection(modules.dependencies(of: module))
        return imported.count == 1 ? declaration(name, in: imported.first!) : nil
    }

    /// The module a key names (`Deals.ItemNode` -> `Deals`), "" for a plain key.
    func module(ofKey key: String) -> String {
        guard !declaringModules.isEmpty, let dot = key.firstIndex(of: ".") else { return "" }
        let module = String(key[..<dot]), rest = String(key[key.index(after: dot)...])
        return declaringModules[rest]?.contains(module) == true ? module : ""
    }

    /// The qualified name behind a key (`Deals.ItemNode` -> `ItemNode`).
    func qualifiedName(ofKey key: String) -> String {
        let module = self.module(ofKey: key)
        return module.isEmpty ? key : String(key.dropFirst(module.count + 1))
    }
}

extension ClassGraphBuilder {
    /// Everything the class graph is built from but where things are written: the summaries added, in
    /// order (what `FileSummary.declaresTheSame(as:)` compares, and whether a type is public), the
    /// module and project of each of their files, the modules' dependencies and exports, and the
    /// configured extra bases. Two builders with the same shape build graphs that differ at most in
    /// positions, and a behaviour summary reads none of another file's positions (a live workspace
    /// keeps the other files' summaries across such edits for the same reason). So a file's behaviour
    /// summary is a function of its own text, its path and this shape: what a cached one is keyed by
    /// (`DeclarationCache.behaviour`). Bytes to digest, not to read back.
    public func declarationShape() -> [UInt8] {
        var out = ModelEncoder(interningStrings: false)
        out.strings(extraNodeBases.sorted())
        out.strings(extraViewControllerBases.sorted())
        modules.writeShape(of: summaries.map(\.path), to: &out)
        out.count(summaries.count)
        for summary in summaries { summary.writeShape(to: &out) }
        return out.bytes
    }
}
