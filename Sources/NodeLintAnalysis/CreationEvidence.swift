import NodeLintModel

/// What nodelint knows of where a node class is created (DESIGN.md, Evidence): whether some creation
/// site runs in the background, every one runs on main, or neither is known; with the notes that show
/// it, the creation site first (`FeedCellNode is created here, in a node block, …`). A site in another
/// node's initializer takes that node's evidence, and its notes follow.
public struct CreationEvidence: Sendable, Hashable {
    public var level: CreationEvidenceLevel
    public var notes: [DiagnosticNote]

    public static let unknown = CreationEvidence(level: .unknown, notes: [])
}

extension SiteLocation {
    func isBefore(_ other: SiteLocation) -> Bool {
        path != other.path ? path < other.path : position < other.position
    }
}

extension ProjectIndex {
    /// The evidence of every project node class.
    func resolveCreationEvidence() -> [String: CreationEvidence] {
        var resolver = CreationEvidenceResolver(index: self)
        var result: [String: CreationEvidence] = [:]
        for key in records.keys.sorted() where !KnownClasses.isTexture(key) && isNode(key) {
            result[key] = resolver.evidence(of: key)
        }
        return result
    }
}

/// Resolves creation sites against the index: the context of the code around each site (a closure's
/// own, the member's seed, contexts propagated to a helper, the callers of a factory), then the class's
/// evidence from all of its sites and its subclasses' sites.
struct CreationEvidenceResolver {
    let index: ProjectIndex
    private var memo: [String: CreationEvidence] = [:]
    private var inProgress: Set<String> = []
    /// Project node classes by each project class in their lineage (the class itself included).
    private let descendants: [String: [String]]

    init(index: ProjectIndex) {
        self.index = index
        var found: [String: [String]] = [:]
        for key in index.records.keys.sorted() where index.isNode(key) {
            for ancestor in index.lineage(of: key) where index.records[ancestor] != nil { found[ancestor, default: []].append(key) }
        }
        descendants = found
    }

    /// Where the code at a site runs, as far as known: its contexts (nil: unknown) with the place a
    /// note points at (a factory's call rather than its body) and the factory it went through.
    private struct Place {
        var context: ExecutionContext?
        var location: SiteLocation
        var factory: String?
        /// Where the note points when not at `location`: the call that carried the context in.
        var notePath: String? = nil
        var notePosition: SourcePosition? = nil
    }

    /// The verdict of one place, with the notes that show it.
    private enum Verdict {
        case background([DiagnosticNote]), main([DiagnosticNote]), unknown
    }

    mutating func evidence(of type: String) -> CreationEvidence {
        if let known = memo[type] { return known }
        // A node whose init creates its own kind (a tree of comments): the cycle says nothing.
        guard inProgress.insert(type).inserted else { return .unknown }
        defer { inProgress.remove(type) }
        let result = compute(type)
        memo[type] = result
        return result
    }

    private mutating func compute(_ type: String) -> CreationEvidence {
        guard let record = index.records[type], !record.isAmbiguous else { return .unknown }
        let classes = descendants[type] ?? [type]
        let sites = classes.flatMap { index.creationSites[$0] ?? [] }.sorted { $0.location.isBefore($1.location) }
        guard !sites.isEmpty else { return .unknown }
        var firstMain: [DiagnosticNote]?
        var allMain = true
        for site in sites {
            let name = site.created == type ? type : "\(site.created) (a subclass of \(type))"
            for place in places(of: site.location, depth: 0) {
                switch verdict(of: place, created: name) {
                case .background(let notes): return CreationEvidence(level: .background, notes: notes)
                case .main(let notes): if firstMain == nil { firstMain = notes }
                case .unknown: allMain = false
                }
            }
        }
        // Code outside the module may create the class (or a subclass) anywhere.
        let visible = classes.contains { index.records[$0]?.isVisibleOutsideModule == true }
        guard allMain, !visible, let notes = firstMain else { return .unknown }
        return CreationEvidence(level: .mainOnly, notes: notes)
    }

    private mutating func verdict(of place: Place, created name: String) -> Verdict {
        let through = place.factory.map { ", by \($0)" } ?? ""
        func note(_ text: String) -> DiagnosticNote {
            DiagnosticNote(message: "\(name) is created here\(through), \(text)", path: place.notePath ?? place.location.path,
                           start: place.notePosition ?? place.location.position)
        }
        guard let context = place.context else { return .unknown }
        switch context {
        case .bgBlock, .background, .bgFetch, .bgDraw:
            return .background([note(context.phrase)])
        case .main:
            return .main([note(Self.mainPhrase)])
        case .bgInit:
            // Code in another node's initializer runs where that node is created.
            let owner = place.location.container
            let outer = evidence(of: owner)
            let here = note("in the initializer of \(owner)")
            switch outer.level {
            case .background: return .background([here] + outer.notes)
            case .mainOnly: return .main([here] + outer.notes)
            case .unknown: return .unknown
            }
        case .bgLayout, .unknown:
            // Layout may run on either thread: not proof of anything.
            return .unknown
        }
    }

    static let mainPhrase = "on the main thread; Texture still requires a node's init to be safe on any thread"

    /// The contexts the code at `location` runs in.
    private func places(of location: SiteLocation, depth: Int, factory: String? = nil) -> [Place] {
        switch location.source {
        case .fixed(let context): return [Place(context: context, location: location, factory: factory)]
        case .unknown: return [Place(context: nil, location: location, factory: factory)]
        case .member: break
        }
        guard let member = location.member else { return [Place(context: nil, location: location, factory: factory)] }
        var found: [Place] = []
        if let seed = ContextSeeds.seed(name: member.name, signature: member.signature, kind: member.kind, modifiers: member.modifiers,
                                        isStored: member.isStored, in: location.container, index: index.classGraph,
                                        initializerOfProperty: member.isPropertyInitializer) {
            found.append(Place(context: seed, location: location, factory: factory))
        }
        if !member.isPropertyInitializer {
            for entry in index.propagatedContexts(type: location.container, method: member.signature) {
                // A helper that a node block calls: the note points at the call there, not into the helper.
                let outer = entry.via.last
                found.append(Place(context: entry.context, location: location, factory: factory ?? outer.map { "\($0.callee)()" },
                                   notePath: outer?.path, notePosition: outer?.position))
            }
        }
        // What a factory creates is created where it is called (a few calls deep).
        if member.kind == .function, depth < 4,
           let calls = index.factoryCalls[FactoryKey(type: location.container, signature: member.signature)] {
            for call in calls {
                found += places(of: call.location, depth: depth + 1, factory: member.signature)
            }
        }
        // A private helper runs where its callers do, and they are its own type's code (its self calls):
        // a node it creates is created wherever each of them runs (a main context does not propagate to
        // helpers, so without this a helper called only on main said nothing). A caller of unknown
        // context, or a private helper called from no code read, leaves the place unknown.
        if found.isEmpty, member.kind == .function, depth < 3,
           member.modifiers.contains(.private) {
            for call in index.selfCalls[location.container] ?? [] where call.isCall && call.callee == member.name {
                let at = SiteLocation(container: location.container, member: call.caller,
                                      source: call.fixedContext.map { .fixed($0) } ?? .member, path: call.path, position: call.position)
                found += places(of: at, depth: depth + 1, factory: factory ?? "\(member.name)()")
            }
        }
        return found.isEmpty ? [Place(context: nil, location: location, factory: factory)] : found
    }

}
