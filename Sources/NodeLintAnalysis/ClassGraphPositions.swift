import NodeLintModel

extension ClassGraph {
    /// This graph with the records `new.path` contributes to made again with `new`, a later summary of
    /// that file that `declaresTheSame(as:)` `old`, the one the graph was built with; nil when it does
    /// not (the graph must be built again). Every other record, the record keys, the resolver and the
    /// lineages are shared: only positions changed, and they are what the records carry (members'
    /// and declarations' offsets, where types are written). Typealias targets are only ever resolved
    /// by name, so their offsets need no replacing.
    ///
    /// A record several files add to is merged again from each file's summary (`summary(path)`, the
    /// current one; `new` for its own path) in path order, which must be the order the graph's builder
    /// was given the files in (LiveWorkspace adds them sorted): members and declarations keep their order.
    public func replacingPositions(of old: FileSummary, with new: FileSummary,
                                   summary: (String) -> FileSummary?) -> ClassGraph? {
        guard old.declaresTheSame(as: new) else { return nil }
        let moduleMap = storage.resolver.moduleMap
        let module = moduleMap.module(of: new.path)
        var affected: [String] = []
        for type in new.types {
            if let key = storage.keys.record(of: type, in: module), records[key] != nil, !affected.contains(key) {
                affected.append(key)
            }
        }
        var patched = storage
        for key in affected {
            func current(_ path: String) -> FileSummary? { path == new.path ? new : summary(path) }
            guard let draft = remergedDraft(key, files: records[key]!.files.sorted(), summary: current) else { return nil }
            patched.records[key] = TypeRecord(draft.declared, superclass: ClassGraphBuilder.superclass(
                of: draft, resolver: storage.resolver, extraNodeBases: storage.extraNodeBases,
                extraViewControllerBases: storage.extraViewControllerBases))
        }
        return ClassGraph(storage: patched, lineages: lineages)
    }
}
