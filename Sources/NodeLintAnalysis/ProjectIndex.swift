import NodeLintModel

/// The class graph and what the code of its types does: calls into their own methods (along which
/// init and layout contexts reach helpers), boolean properties they set on themselves, whether their
/// layout specs vary. Made once from a finished `ClassGraph` and the behaviour summaries of the files
/// that concern Texture, then read by every rule, from many threads, unchanged.
public final class ProjectIndex: ClassGraph, @unchecked Sendable {
    /// Calls from a member into methods of its own class, by the type's record key.
    let selfCalls: [String: [SelfCall]]
    /// Boolean properties each type sets on itself with literals (see SelfAssignments.swift).
    let selfAssignments: [String: [String: Set<Bool>]]
    /// Types whose `layoutSpecThatFits` was read, and whether it places subnodes conditionally.
    private let layoutVariation: [String: Bool]
    /// Changes each type's code makes to its own properties (PropertyMutations.swift); "" for globals.
    let propertyMutations: [String: [PropertyMutation]]
    /// The files whose code was read (those with a behaviour summary).
    let summarizedFiles: Set<String>
    /// The self uses that read a member rather than call it (`badge`), by the member's name, with the
    /// type whose code reads it: `createsLazyProperty` asks about one name at a time, and looking
    /// through every self call of the project for each question made the index quadratic.
    let reads: [String: [(type: String, call: SelfCall)]]
    /// The types whose self calls can carry a context to a type, by that type (ContextPropagation.swift).
    let seedTypesByTarget: [String: [String]]
    /// Contexts that helper methods get from their callers, by declaring type and method signature,
    /// propagated when a type is first asked about: a lint of a few files needs a few class families,
    /// not the whole project's.
    private let propagated = PropagatedContexts()

    /// `behaviours`: one per file that concerns Texture, made against `classes` (`BehaviourSummary(_:in:)`).
    public init(classes: ClassGraph, behaviours: [BehaviourSummary]) {
        var calls: [String: [SelfCall]] = [:]
        var assignments: [String: [String: Set<Bool>]] = [:]
        var variation: [String: Bool] = [:]
        var mutations: [String: [PropertyMutation]] = [:]
        var summarized: Set<String> = []
        for behaviour in behaviours {
            summarized.insert(behaviour.path)
            for (type, changes) in behaviour.mutations { mutations[type, default: []] += changes }
            for (type, found) in behaviour.selfCalls { calls[type, default: []] += found }
            for (type, values) in behaviour.selfAssignments { assignments[type, default: [:]].merge(values) { $0.union($1) } }
            for (type, varies) in behaviour.layoutVariation { variation[type] = (variation[type] ?? false) || varies }
        }
        selfCalls = calls
        var reads: [String: [(type: String, call: SelfCall)]] = [:]
        for (type, found) in calls {
            for call in found where !call.isCall { reads[call.callee, default: []].append((type, call)) }
        }
        self.reads = reads
        selfAssignments = assignments
        layoutVariation = variation
        propertyMutations = mutations
        summarizedFiles = summarized
        seedTypesByTarget = Self.seedTypes(of: calls, in: classes)
        super.init(storage: classes.storage, lineages: classes.lineages)
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
        propagated.contexts(of: type) { propagateContexts(reaching: type) }[signature] ?? []
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
