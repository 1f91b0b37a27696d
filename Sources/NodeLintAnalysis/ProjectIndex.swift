import NodeLintModel

/// The class graph and what the code of its types does: calls into their own methods (along which
/// init and layout contexts reach helpers), boolean properties they set on themselves, whether their
/// layout specs vary. Made once from a finished `ClassGraph` and the behaviour summaries of the files
/// that concern Texture, then read by every rule, from many threads, unchanged (what rules ask first
/// is computed once, behind the locks of `ResolvedOncePerKey` and `ResolvedOnce`). It answers every
/// question of its class graph (`ClassGraphQueries`).
public final class ProjectIndex: ClassGraphQueries {
    /// The graph the index is made over.
    public let classGraph: ClassGraph
    /// What the code of the files that concern Texture does, merged by type.
    let merged: BehaviourMerge
    /// Calls from a member into methods of its own class, by the type's record key.
    var selfCalls: [String: [SelfCall]] { merged.selfCalls }
    /// Boolean properties each type sets on itself with literals (see SelfAssignments.swift).
    var selfAssignments: [String: [String: Set<Bool>]] { merged.selfAssignments }
    /// Types whose `layoutSpecThatFits` was read, and whether it places subnodes conditionally.
    private var layoutVariation: [String: Bool] { merged.layoutVariation }
    /// Changes each type's code makes to its own properties (PropertyMutations.swift); "" for globals.
    var propertyMutations: [String: [PropertyMutation]] { merged.mutations }
    /// The writes of held objects' properties, by the type of the object written, worked out when first
    /// asked (`heldWrites(into:)`).
    private let heldWritesByTarget = ResolvedOnce<[String: [(writer: String, write: HeldPropertyWrite)]]>()
    /// Where each type's code reloads, deletes or inserts a container's items (ContainerUpdates.swift).
    var containerUpdates: [String: [ContainerUpdate]] { merged.containerUpdates }
    /// The calls each type's code makes of methods of objects its properties hold (HeldObjectCalls.swift).
    var heldObjectCalls: [String: [HeldObjectCall]] { merged.heldObjectCalls }
    /// The files whose code was read (those with a behaviour summary).
    var summarizedFiles: Set<String> { merged.summarizedFiles }
    /// The self uses that read the member `name` rather than call it (`badge`), with the type whose code
    /// reads it: `createsLazyProperty` asks about one name at a time, and looking through every self
    /// call of the project for each question made the index quadratic.
    func reads(of name: String) -> [(type: String, call: SelfCall)] { merged.readsOf(name) }
    /// The types whose self calls can carry a context to a type, by that type (ContextPropagation.swift).
    var seedTypesByTarget: [String: [String]] { merged.seedTypesByTarget }
    /// Contexts that helper methods get from their callers, by declaring type and method signature,
    /// propagated when a type is first asked about: a lint of a few files needs a few class families,
    /// not the whole project's (`propagateContexts(reaching:)`, by type).
    private let propagated = ResolvedOncePerKey<String, [String: [ContextEntry]]>()
    /// The targets of each type's self calls, matched the first time a propagation or a helper search
    /// walks the type's calls: every type a rule asks about is propagated on its own from the same seed
    /// types, and matching the same calls against their lineage's members again for each was 8% of a
    /// Texture-heavy run.
    private let selfCallTargets = ResolvedOncePerKey<String, SelfCallTargets>()
    /// Where each project node class is created, by record key of the created class (CreationSites).
    var creationSites: [String: [CreationSite]] { merged.creationSites }
    /// Calls of each factory method (a method returning a node).
    var factoryCalls: [FactoryKey: [FactoryCall]] { merged.factoryCalls }
    /// What is known of where each project node class is created (CreationEvidence), resolved when a
    /// rule first asks: the contexts it needs are propagated then.
    private let evidence = ResolvedOnce<[String: CreationEvidence]>()

    /// The targets of each of `type`'s self calls, in the order of `selfCalls[type]`.
    func targetsOfSelfCalls(in type: String) -> SelfCallTargets {
        selfCallTargets.value(for: type) {
            let calls = selfCalls[type] ?? []
            let candidates = classGraph.members(namedAnyOf: Set(calls.map(\.callee)), in: type)
            return SelfCallTargets(calls.map { targets(of: $0, among: candidates[$0.callee] ?? []) })
        }
    }

    /// The changes other types' code makes to properties of objects of `type` that their properties hold
    /// (`self.tableDelegates.adminGroups = groups`, with `tableDelegates` of that type), with the writing type.
    /// Only for a type whose state node blocks read (`DataSourceHolds`): a run keeps no other such writes.
    func heldWrites(into type: String) -> [(writer: String, write: HeldPropertyWrite)] {
        guard classGraph.dataSourceHolds.readByNodeBlocks(type) else { return [] }
        return heldWritesByTarget.value {
            var byTarget: [String: [(writer: String, write: HeldPropertyWrite)]] = [:]
            for (writer, writes) in merged.heldWrites {
                for write in writes {
                    guard let held = classGraph.memberType(write.holder, in: writer) else { continue }
                    let target = classGraph.resolve(held.base, from: writer)
                    if records[target] != nil { byTarget[target, default: []].append((writer, write)) }
                }
            }
            return byTarget
        }[type] ?? []
    }

    /// What is known of where nodes of the class are created, its subclasses included (their init runs
    /// the class's init); `.unknown` without notes for anything that is not a project node.
    public func creationEvidence(of type: String) -> CreationEvidence {
        evidence.value { resolveCreationEvidence() }[type] ?? .unknown
    }

    /// `behaviours`: one per file that concerns Texture, made against `classes` (`BehaviourSummary(_:in:)`).
    /// `replaceable`: whether the merge keeps each file's summary (`BehaviourMerge.isReplaceable`).
    public convenience init(classes: ClassGraph, behaviours: [BehaviourSummary], replaceable: Bool = true) {
        self.init(classes: classes, merged: BehaviourMerge(behaviours, replaceable: replaceable))
    }

    /// `merged`: the behaviour of the files that concern Texture, made against `classes`; its seeds
    /// are found here unless `prepareSeeds(for: classes)` did it (then the merge is shared, not copied).
    public init(classes: ClassGraph, merged: BehaviourMerge) {
        var merged = merged
        merged.prepareSeeds(for: classes)
        self.merged = merged
        classGraph = classes
    }

    /// The index of a set of files read whole: their declarations, then their behaviour (tests and
    /// tools; a lint run makes the summaries in parallel and only where needed).
    public static func of(_ files: [SourceFile], modules: ModuleMap = .single, extraNodeBases: [String] = [],
                          extraViewControllerBases: [String] = []) -> ProjectIndex {
        var builder = ClassGraphBuilder(modules: modules, extraNodeBases: extraNodeBases, extraViewControllerBases: extraViewControllerBases)
        for file in files { builder.add(FileSummary(file)) }
        let classes = builder.build()
        return ProjectIndex(classes: classes, behaviours: files.map { BehaviourSummary($0, in: classes) })
    }

    /// Contexts a method (by its outline signature, `setupViews()`, `update(animated:)`) or a lazy
    /// property (by its name) gets from the code that calls or first reads it.
    public func propagatedContexts(type: String, method signature: String) -> [ContextEntry] {
        propagated.value(for: type) { propagateContexts(reaching: type) }[signature] ?? []
    }

    /// Whether nodes of the class manage their subnodes automatically: the nearest project class that
    /// sets `automaticallyManagesSubnodes` on itself decides (only `true` means on; any `false`, off);
    /// otherwise an ASButtonNode or ASTextCellNode ancestor turns it on.
    public func managesSubnodesAutomatically(_ name: String, from container: String = "") -> Bool {
        let type = resolve(name, from: container)
        guard isNode(type), !hasAmbiguousLineage(type) else { return false }
        if let values = assignedValues(of: "automaticallyManagesSubnodes", in: type) { return values == [true] }
        return lineage(of: type).contains { TextureClasses.enablesAutomaticSubnodeManagement.contains($0) }
    }

    /// Whether the layout spec a node class uses (its own `layoutSpecThatFits`, or the nearest project
    /// superclass's) places some subnodes only in some layouts; nil when no such spec is known.
    public func layoutPlacesSubnodesConditionally(_ name: String, from container: String = "") -> Bool? {
        for ancestor in lineage(of: name, from: container) where trustedRecord(ancestor) != nil {
            if let varies = layoutVariation[ancestor] { return varies }
        }
        return nil
    }
}
