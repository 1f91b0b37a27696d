import NodeLintModel

/// The project classes whose state a container's node blocks can read through their data source: the
/// classes a data source's properties hold (`presenter: MoviesPresenter`, `viewModel`), and the classes
/// their properties hold in turn. A data source is a type that declares a node-block or node method
/// (`ContainerMethod.nodeBlock`, `.nodeFor`). Whether such state can change after the container starts
/// loading (`ProjectIndex.changesAfterLoading`) depends on what those types' code does, so their files
/// are analysed for their behaviour like the files that concern Texture, whatever they mention: a type
/// whose code was not read may change anything, and a presenter set up once in its initializer, in a
/// file that imports only UIKit, was reported as racing the node blocks.
struct DataSourceHolds: Sendable {
    /// How many properties deep from the data source: `self.presenter.movies` and
    /// `self.viewModel.feed.items` (what a node block reads is a chain of a few properties).
    static let depth = 2

    /// The record keys of the data sources.
    let dataSources: Set<String>
    /// The record keys of the classes they hold, to `depth`.
    let held: Set<String>

    init(_ graph: ClassGraph) {
        dataSources = Set(graph.records.keys.filter { key in
            graph.records[key]!.members.contains { member in
                guard member.kind == .function, let kind = ContainerMethod.kind(name: member.name, signature: member.signature) else { return false }
                return kind == .nodeBlock || kind == .nodeFor
            }
        })
        var level = dataSources, held: Set<String> = []
        for _ in 0..<Self.depth {
            var next: Set<String> = []
            for owner in level.sorted() {
                for member in graph.records[owner]?.members ?? [] where member.kind == .variable {
                    guard let type = member.type ?? member.constructedType else { continue }
                    // A class the project declares: a struct's fields change only as the property holding it
                    // does, and a class the project only extends (UIViewController) keeps no state of its code.
                    let key = graph.resolve(type.base, from: owner)
                    if graph.records[key]?.kind == .class, key != owner, held.insert(key).inserted { next.insert(key) }
                }
            }
            level = next
        }
        self.held = held
        simpleNames = Set(dataSources.union(held).map { $0.split(separator: ".").last ?? $0[...] })
    }

    /// The last components of those keys: a type written with another last name is neither, and need
    /// not be resolved (resolving caches the answer for the name and the type it is seen from).
    let simpleNames: Set<Substring>

    /// A data source or a class one holds: a type whose state node blocks can read.
    func readByNodeBlocks(_ key: String) -> Bool { dataSources.contains(key) || held.contains(key) }

    /// Whether a type written `name` can be one of them.
    func mayBeReadByNodeBlocks(written name: String) -> Bool {
        simpleNames.contains(name.split(separator: ".").last ?? name[...])
    }
}

extension ClassGraph {
    /// The graph's data sources and the classes they hold, worked out the first time it is asked.
    var dataSourceHolds: DataSourceHolds { dataSourceHoldsOnce.value { DataSourceHolds(self) } }

    /// Whether the file declares or extends a class a data source holds.
    func declaresTypeDataSourcesHold(_ summary: FileSummary) -> Bool {
        let holds = dataSourceHolds
        guard !holds.held.isEmpty else { return false }
        return summary.types.contains { type in
            guard holds.mayBeReadByNodeBlocks(written: type.qualifiedName) else { return false }
            let key = type.declaredKind == nil ? key(ofExtension: type.qualifiedName, inFile: summary.path)
                                               : key(ofDeclaration: type.qualifiedName, inFile: summary.path)
            return holds.held.contains(key)
        }
    }
}

extension BehaviourSummary {
    /// The same summary keeping only the writes of held objects' properties that can change what node
    /// blocks read: into a data source or a class one holds (`DataSourceHolds`), against the class graph
    /// the summary was made with, for a run that builds its index once from it. A type's code sets its
    /// subnodes' properties everywhere (`titleNode.attributedText = …`): kept whole, those writes were
    /// 12 MB of a run over eight modules of Texture apps, and resolving their holders' types 6 MB more.
    public func keepingHeldWritesNodeBlocksRead(in classes: ClassGraph) -> BehaviourSummary {
        guard !heldWrites.isEmpty else { return self }
        let holds = classes.dataSourceHolds
        var kept = self
        kept.heldWrites = []
        for (type, writes) in heldWrites {
            var targets: [String: Bool] = [:]
            let matter = writes.filter { write in
                if let known = targets[write.holder] { return known }
                var matters = false
                if let written = classes.memberType(write.holder, in: type), holds.mayBeReadByNodeBlocks(written: written.base) {
                    matters = holds.readByNodeBlocks(classes.resolve(written.base, from: type))
                }
                targets[write.holder] = matters
                return matters
            }
            if !matter.isEmpty { kept.heldWrites.append((type, matter.exactlySized())) }
        }
        return kept
    }
}
