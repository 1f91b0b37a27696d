import NodeLintModel

extension ClassGraph {
    /// This graph with the file `new.path` changed from `old` (the summary the graph has) to `new`,
    /// when both declare the same type names (`FileSummary.declaredTypeNames`), or the project is one
    /// module: record keys depend on nothing else (a name is behind its module only when two modules
    /// declare it), so they stay, while members, inheritance, kinds, extensions, typealiases and the
    /// types declared may all have changed. Nil otherwise: then the graph must be built again.
    ///
    /// Only the records the file's old or new types go to are merged again (from each of their
    /// files, `summary(path)`, in path order as `replacingPositions` does); what the resolver reads
    /// besides (`@objc` names, typealiases) and the Texture names and globals in use are gathered again
    /// from every file in `paths` order, the builder's, without touching members. Every other record
    /// keeps its members, and gets a new superclass only where the name it inherits first now
    /// resolves to another type or to one of another kind. Lineages are computed again; when they come
    /// out the same the old table is kept, so what was computed from it (`BehaviourMerge`'s seeds) holds.
    public func replacingFile(_ old: FileSummary, with new: FileSummary, paths: [String],
                              summary: (String) -> FileSummary?) -> ClassGraph? {
        guard old.path == new.path, old.declaredTypeNames == new.declaredTypeNames || storage.resolver.moduleMap.isSingle
        else { return nil }
        func current(_ path: String) -> FileSummary? { path == new.path ? new : summary(path) }
        let moduleMap = storage.resolver.moduleMap
        let module = moduleMap.module(of: new.path)
        var affected: [String] = []
        for type in old.types + new.types {
            if let key = storage.keys.record(of: type, in: module), !affected.contains(key) { affected.append(key) }
        }
        var records = storage.records
        var kinds = storage.resolver.kinds, modules = storage.resolver.modules
        var bySimpleName = storage.resolver.keysBySimpleName
        var drafts: [String: TypeRecordDraft] = [:]
        // Whether the resolver's tables stay as they were (then every name resolves as before), and
        // whether a record's kind or superclass changed (then superclasses and lineages may have).
        var sameKeys = true, sameKinds = true, sameSuperclasses = true
        for key in affected {
            let files = (records[key]?.files ?? []).union([new.path]).sorted()
            guard let draft = remergedDraft(key, files: files, summary: current) else { return nil }
            // The order of the keys of one simple name does not matter: the resolver asks which of
            // them is in a module, and `declares` whether any is declared.
            let simple = storage.keys.qualifiedName(ofKey: key).split(separator: ".").last.map(String.init) ?? key
            if draft.files.isEmpty || records[key] == nil { sameKeys = false }
            if draft.files.isEmpty {
                records[key] = nil
                kinds[key] = nil
                modules[key] = nil
                bySimpleName[simple]?.removeAll { $0 == key }
                if bySimpleName[simple]?.isEmpty == true { bySimpleName[simple] = nil }
            } else {
                if records[key] == nil { bySimpleName[simple, default: []].append(key) }
                if kinds[key] != draft.kind { sameKinds = false }
                if modules[key] != draft.module { sameKeys = false }
                kinds[key] = draft.kind
                modules[key] = draft.module
                drafts[key] = draft
            }
        }
        // What the builder gathers from every summary besides the records, in the builder's order;
        // the same as before when the file gives the same.
        var objcNames = storage.resolver.objcNames, typealiases = storage.resolver.typealiases
        var currentNames = storage.currentTextureNamesInUse, globals = storage.globalVariables
        var promiseQueues = storage.promiseKitQueueChanges
        let sameGathered = old.gathered == new.gathered
        if !sameGathered {
            objcNames = [:]
            typealiases = [:]
            currentNames = [:]
            globals = []
            promiseQueues = []
        }
        for path in paths where !sameGathered {
            guard let file = current(path) else { return nil }
            globals.formUnion(file.globalVariables)
            promiseQueues.formUnion(file.promiseKitQueueChanges)
            if !file.currentNames.isEmpty { currentNames[moduleMap.project(of: path), default: []].formUnion(file.currentNames) }
            for alias in file.typealiases {
                typealiases[alias.key] = alias.target
                if typealiases[alias.name] == nil { typealiases[alias.name] = alias.target }
            }
            for type in file.types where type.declaredKind != nil && type.objcName != nil && !KnownClasses.isTexture(type.qualifiedName) {
                objcNames[type.objcName!] = storage.keys.declaration(type.qualifiedName, in: moduleMap.module(of: path))
            }
        }
        let resolver = TypeNameResolver(kinds: kinds, modules: modules, keysBySimpleName: bySimpleName, objcNames: objcNames,
                                        typealiases: typealiases, moduleMap: moduleMap)
        let extraNodes = storage.extraNodeBases, extraControllers = storage.extraViewControllerBases
        for (key, draft) in drafts {
            let superclass = ClassGraphBuilder.superclass(
                of: draft, resolver: resolver, extraNodeBases: extraNodes, extraViewControllerBases: extraControllers)
            if superclass?.base != records[key]?.superclass?.base || (superclass == nil) != (records[key]?.superclass == nil) {
                sameSuperclasses = false
            }
            records[key] = TypeRecord(draft.declared, superclass: superclass)
        }
        // Names resolve as before unless the tables changed; then a record's superclass changes only
        // where what its first inherited name resolves to, or that type's kind, changed.
        let sameResolution = sameKeys && sameGathered
        for (key, record) in records where drafts[key] == nil && !(sameResolution && sameKinds) {
            let superclass = ClassGraphBuilder.superclass(
                key: key, kind: record.kind, conflicting: record.hasConflictingSuperclasses, inherits: record.inherits,
                resolver: resolver, extraNodeBases: extraNodes, extraViewControllerBases: extraControllers)
            // A superclass is the first inherited name or none: only whether there is one can change.
            if (superclass == nil) != (record.superclass == nil) {
                records[key] = TypeRecord(record.declared, superclass: superclass)
                sameSuperclasses = false
            }
        }
        var patched = storage
        patched.records = records
        patched.resolver = resolver
        patched.currentTextureNamesInUse = currentNames
        patched.globalVariables = globals
        patched.promiseKitQueueChanges = promiseQueues
        if !sameResolution { patched.resolution = Resolution() }
        // Lineages follow superclasses through the resolver and stop at non-classes.
        if sameResolution && sameKinds && sameSuperclasses { return ClassGraph(storage: patched, lineages: lineages) }
        let computed = Self.computeLineages(records: records, resolver: resolver)
        return ClassGraph(storage: patched, lineages: computed == lineages.byType ? lineages : Lineages(computed))
    }

    /// The record `key` merged again from the summaries of `files` (sorted), as the builder merges
    /// it; a draft without files when none of them adds to it any more; nil when a summary is missing.
    func remergedDraft(_ key: String, files: [String], summary: (String) -> FileSummary?) -> TypeRecordDraft? {
        let moduleMap = storage.resolver.moduleMap
        var draft: TypeRecordDraft?
        var objcNames: [String: String] = [:]  // gathered by the caller
        for path in files {
            guard let contributor = summary(path) else { return nil }
            let module = moduleMap.module(of: path)
            for type in contributor.types where storage.keys.record(of: type, in: module) == key {
                if draft == nil {
                    draft = TypeRecordDraft(key: key, module: type.declaredKind != nil ? module : storage.keys.module(ofKey: key))
                }
                ClassGraphBuilder.merge(type, from: path, into: &draft!, objcNames: &objcNames)
                if ClassGraphBuilder.isVisibleOutsideModule(type, path: path, module: module, modules: moduleMap) {
                    draft!.isVisibleOutsideModule = true
                }
            }
        }
        return draft ?? TypeRecordDraft(key: key, module: "")
    }
}

extension FileSummary {
    /// What the class graph's builder gathers from a summary besides the records: typealiases (by
    /// key, name and target), `@objc` names of its declarations, current Texture names, globals, whether
    /// it changes PromiseKit's queues.
    var gathered: [String] {
        typealiases.map { "typealias \($0.key) \($0.name) \($0.target.text) \($0.target.base)" }
            + types.filter { $0.declaredKind != nil && $0.objcName != nil }.map { "objc \($0.objcName!) \($0.qualifiedName)" }
            + currentNames.map { "current \($0)" } + globalVariables.map { "global \($0)" }
            + (promiseKitQueueChanges.isEmpty ? [] : ["PromiseKit queues \(promiseKitQueueChanges.rawValue)"])
    }
}
