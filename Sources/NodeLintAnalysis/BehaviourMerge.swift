import NodeLintModel

/// The behaviour summaries of the files that concern Texture, merged by type as `ProjectIndex` reads
/// them. A lint run merges them once; a live workspace keeps the merge between edits and replaces one
/// file's summary at a time (`replace(_:for:)`), merging again only the types that file's code is
/// about, from the files that name them: merging the whole project again, and freeing the last merge,
/// cost more than the rest of an edit.
///
/// Each type's calls, mutations, container updates and held-object calls are concatenated in the order of its files. Replacing keeps the
/// files of a type in path order, so a merge kept up by `replace` equals one made afresh only when the
/// fresh one is given its summaries in path order (as LiveWorkspace does).
public struct BehaviourMerge: Sendable {
    private(set) var selfCalls: [String: [SelfCall]] = [:]
    /// The plain reads of each type's code, where its summaries were separated (`PlainRead`).
    private(set) var plainReads: [String: [PlainRead]] = [:]
    private(set) var selfAssignments: [String: [String: Set<Bool>]] = [:]
    private(set) var layoutVariation: [String: Bool] = [:]
    private(set) var mutations: [String: [PropertyMutation]] = [:]
    private(set) var heldWrites: [String: [HeldPropertyWrite]] = [:]
    private(set) var containerUpdates: [String: [ContainerUpdate]] = [:]
    private(set) var heldObjectCalls: [String: [HeldObjectCall]] = [:]
    /// The types whose code reads a member rather than calls it (`badge`), by the member's name, each
    /// type once: `readsOf(_:)` finds the reads in their `selfCalls`. Types, not places or copies of the
    /// calls: a copy of every read was a fifth of the merge's memory, and a place per read (a type
    /// reads its properties many times) 8 MB of a run over eight copies of the corpus's Texture apps.
    private(set) var readers: [String: [String]] = [:]
    private(set) var summarizedFiles: Set<String> = []
    /// Where each project node class is created, by the created class's record key, in source order
    /// (CreationSites), and the calls of each factory method.
    private(set) var creationSites: [String: [CreationSite]] = [:]
    private(set) var factoryCalls: [FactoryKey: [FactoryCall]] = [:]
    private var byPath: [String: BehaviourSummary] = [:]
    /// The files whose summaries name each type, in merge order.
    private var files: [String: [String]] = [:]
    /// The types whose self calls can carry a context to a type, by that type, and the lineages they
    /// were found with (`prepareSeeds(for:)`).
    private(set) var seedTypesByTarget: [String: [String]] = [:]
    private var seedLineages: ClassGraph.Lineages?
    /// Types that gained or lost self calls since the seeds were found.
    private var changedSeeds: Set<String> = []
    /// Creation sites and factory calls of the summaries added so far, until `finishAdding()` sorts them.
    private var addedSites: [String: [CreationSite]] = [:]
    private var addedFactories: [FactoryKey: [FactoryCall]] = [:]

    /// Whether each file's summary is kept for `replace(_:for:)`. A run that merges once and never
    /// replaces (a command-line run) keeps none: a type several files add to has its calls in one new
    /// array, and keeping every file's arrays beside it held them twice.
    public let isReplaceable: Bool

    /// `behaviours`: one per file, made against the class graph the index will have. `replaceable`:
    /// see `isReplaceable`.
    public init(_ behaviours: [BehaviourSummary], replaceable: Bool = true) {
        var behaviours = behaviours
        self.init(emptying: &behaviours, replaceable: replaceable)
    }

    /// The same, emptying each summary of `behaviours` once it is merged (a merge that is not
    /// `replaceable` keeps none of them): where several files add to a type, its calls are copied into
    /// one new array, and the files' arrays are let go as the merge goes rather than held beside the
    /// merged ones until it ends (in a run over copies of the same apps, the peak of its memory).
    public init(emptying behaviours: inout [BehaviourSummary], replaceable: Bool) {
        self.init(replaceable: replaceable)
        for i in behaviours.indices {
            let behaviour = behaviours[i]
            if !replaceable { behaviours[i] = BehaviourSummary(path: behaviour.path) }
            add(behaviour)
        }
        finishAdding()
    }

    /// An empty merge, for summaries given one at a time, in order (`add`), as they are made: a run
    /// then never holds every file's summary beside the merge. `finishAdding()` ends it.
    public init(replaceable: Bool) {
        isReplaceable = replaceable
    }

    /// One more file's summary, after those added before it.
    public mutating func add(_ behaviour: BehaviourSummary) {
        summarizedFiles.insert(behaviour.path)
        if isReplaceable {
            byPath[behaviour.path] = behaviour
            for type in behaviour.types { files[type, default: []].append(behaviour.path) }
        }
        // A type most often has one file: its array is then shared with the file's summary, not copied.
        for (type, changes) in behaviour.mutations { mutations[type] = mutations[type].map { $0 + changes } ?? changes }
        for (type, writes) in behaviour.heldWrites { heldWrites[type] = heldWrites[type].map { $0 + writes } ?? writes }
        for (type, found) in behaviour.containerUpdates { containerUpdates[type] = containerUpdates[type].map { $0 + found } ?? found }
        for (type, found) in behaviour.heldObjectCalls { heldObjectCalls[type] = heldObjectCalls[type].map { $0 + found } ?? found }
        for (type, found) in behaviour.selfCalls { selfCalls[type] = selfCalls[type].map { $0 + found } ?? found }
        for (type, found) in behaviour.plainReads { plainReads[type] = plainReads[type].map { $0 + found } ?? found }
        for (type, values) in behaviour.selfAssignments { selfAssignments[type, default: [:]].merge(values) { $0.union($1) } }
        for (type, varies) in behaviour.layoutVariation { layoutVariation[type] = (layoutVariation[type] ?? false) || varies }
        Self.addCreations(of: behaviour, to: &addedSites, &addedFactories)
    }

    /// After the last `add`: the reads by member, and the creation sites in source order.
    public mutating func finishAdding() {
        readers = [:]
        for (type, found) in selfCalls { addReaders(type, found) }
        setCreations(addedSites, addedFactories)
        addedSites = [:]
        addedFactories = [:]
    }

    /// Creation sites and factory calls, from every summary: they are keyed by the created class, not by
    /// the types a file declares, so a replaced file can move any of them.
    private mutating func gatherCreations<S: Sequence>(from behaviours: S) where S.Element == BehaviourSummary {
        var sites: [String: [CreationSite]] = [:]
        var factories: [FactoryKey: [FactoryCall]] = [:]
        for behaviour in behaviours { Self.addCreations(of: behaviour, to: &sites, &factories) }
        setCreations(sites, factories)
    }

    private static func addCreations(of behaviour: BehaviourSummary, to sites: inout [String: [CreationSite]],
                                     _ factories: inout [FactoryKey: [FactoryCall]]) {
        for site in behaviour.creationSites { sites[site.created, default: []].append(site) }
        for call in behaviour.factoryCalls { factories[call.factory, default: []].append(call) }
    }

    /// Sorted, so the note a finding gets does not depend on file order.
    private mutating func setCreations(_ sites: [String: [CreationSite]], _ factories: [FactoryKey: [FactoryCall]]) {
        creationSites = sites.mapValues { $0.sorted { $0.location.isBefore($1.location) } }
        factoryCalls = factories.mapValues { $0.sorted { $0.location.isBefore($1.location) } }
    }

    /// The summary of the file `path` is now `behaviour` (nil: the file is gone or no longer concerns
    /// Texture). Only the types the old or the new summary names are merged again.
    public mutating func replace(_ behaviour: BehaviourSummary?, for path: String) {
        precondition(isReplaceable, "a merge made without its files' summaries cannot replace one")
        let old = byPath[path]
        if old == nil && behaviour == nil { return }
        byPath[path] = behaviour
        if behaviour == nil { summarizedFiles.remove(path) } else { summarizedFiles.insert(path) }
        let oldTypes = Set(old?.types ?? []), newTypes = Set(behaviour?.types ?? [])
        for type in oldTypes.union(newTypes).sorted() {
            var named = files[type] ?? []
            if oldTypes.contains(type) && !newTypes.contains(type) { named.removeAll { $0 == path } }
            if newTypes.contains(type) && !oldTypes.contains(type) {
                named.insert(path, at: named.firstIndex { $0 > path } ?? named.endIndex)
            }
            files[type] = named.isEmpty ? nil : named
            merge(type)
        }
        if !(old?.creationSites.isEmpty ?? true) || !(old?.factoryCalls.isEmpty ?? true)
            || !(behaviour?.creationSites.isEmpty ?? true) || !(behaviour?.factoryCalls.isEmpty ?? true) {
            gatherCreations(from: byPath.values)
        }
    }

    /// Merges one type again from the summaries of its files.
    private mutating func merge(_ type: String) {
        let hadCalls = selfCalls[type] != nil
        for call in selfCalls[type] ?? [] where !call.isCall {
            readers[call.callee]?.removeAll { $0 == type }
            if readers[call.callee]?.isEmpty == true { readers[call.callee] = nil }
        }
        var calls: [SelfCall] = [], plain: [PlainRead] = [], changes: [PropertyMutation] = [], updates: [ContainerUpdate] = []
        var held: [HeldObjectCall] = [], writes: [HeldPropertyWrite] = []
        var values: [String: Set<Bool>]?, varies: Bool?
        for path in files[type] ?? [] {
            guard let behaviour = byPath[path] else { continue }
            for (t, found) in behaviour.selfCalls where t == type { calls += found }
            for (t, found) in behaviour.plainReads where t == type { plain += found }
            for (t, found) in behaviour.mutations where t == type { changes += found }
            for (t, found) in behaviour.heldWrites where t == type { writes += found }
            for (t, found) in behaviour.containerUpdates where t == type { updates += found }
            for (t, found) in behaviour.heldObjectCalls where t == type { held += found }
            for (t, found) in behaviour.selfAssignments where t == type { values = (values ?? [:]).merging(found) { $0.union($1) } }
            for (t, found) in behaviour.layoutVariation where t == type { varies = (varies ?? false) || found }
        }
        selfCalls[type] = calls.isEmpty ? nil : calls
        plainReads[type] = plain.isEmpty ? nil : plain
        mutations[type] = changes.isEmpty ? nil : changes
        heldWrites[type] = writes.isEmpty ? nil : writes
        containerUpdates[type] = updates.isEmpty ? nil : updates
        heldObjectCalls[type] = held.isEmpty ? nil : held
        selfAssignments[type] = values
        layoutVariation[type] = varies
        addReaders(type, calls)
        if hadCalls != !calls.isEmpty { changedSeeds.insert(type) }
    }

    /// The reads of the member `name` (self uses that are not calls), with the type whose code reads it.
    /// Only ever asked whether all of them agree, so their order is free.
    func readsOf(_ name: String) -> [(type: String, call: SelfCall)] {
        (readers[name] ?? []).flatMap { type in
            (selfCalls[type] ?? []).lazy.filter { !$0.isCall && $0.callee == name }.map { (type, $0) }
        }
    }

    /// `type` among the readers of each member its `calls` read (once per member).
    private mutating func addReaders(_ type: String, _ calls: [SelfCall]) {
        for call in calls where !call.isCall {
            if readers[call.callee]?.last != type { readers[call.callee, default: []].append(type) }
        }
    }

    /// Makes `seedTypesByTarget` current for `classes`: again for every type when its lineages are not
    /// the ones the seeds were found with, else only for the types that gained or lost self calls.
    public mutating func prepareSeeds(for classes: ClassGraph) {
        if let seedLineages, seedLineages === classes.lineages {
            for seed in changedSeeds.sorted() {
                let calls = selfCalls[seed] != nil
                for target in ProjectIndex.landingTypes(from: seed, in: classes) {
                    var seeds = seedTypesByTarget[target] ?? []
                    let at = seeds.firstIndex { $0 >= seed } ?? seeds.endIndex
                    let present = at < seeds.endIndex && seeds[at] == seed
                    if calls && !present { seeds.insert(seed, at: at) }
                    if !calls && present { seeds.remove(at: at) }
                    seedTypesByTarget[target] = seeds.isEmpty ? nil : seeds
                }
            }
        } else {
            seedTypesByTarget = ProjectIndex.seedTypes(of: selfCalls, in: classes)
            seedLineages = classes.lineages
        }
        changedSeeds = []
    }
}

extension BehaviourSummary {
    /// Every type the summary says something about, in order, each once.
    var types: [String] {
        var seen: Set<String> = []
        return (selfCalls.map(\.type) + plainReads.map(\.type) + selfAssignments.map(\.type) + layoutVariation.map(\.type) + mutations.map(\.type) + heldWrites.map(\.type)
                + containerUpdates.map(\.type) + heldObjectCalls.map(\.type))
            .filter { seen.insert($0).inserted }
    }
}
