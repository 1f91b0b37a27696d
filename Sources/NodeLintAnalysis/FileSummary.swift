import NodeLintModel

/// What one file contributes to the class graph, computed from the file alone so that files are
/// summarised in parallel; the index then merges summaries serially, which is cheap.
public struct FileSummary: Sendable {
    public let path: String
    struct TypeEntry: Sendable {
        var qualifiedName: String
        /// Nil for an extension (it adds members, not a declaration).
        var declaredKind: TypeKind?
        var nameOffset: Int
        /// An Objective-C `@interface` (the class's `@implementation` is its other declaration).
        var isInterfaceOnly: Bool
        /// Swift `public` or `open`: code outside the module may create it.
        var isPublic: Bool
        var objcName: String?
        var genericParameters: [String]
        var inherits: [TypeName]
        var members: [MemberRecord]
    }
    var types: [TypeEntry] = []
    var typealiases: [(key: String, name: String, target: TypeName)] = []
    /// Texture names that replaced legacy ones (`ASDKViewController`) the file mentions: a project that
    /// uses one is on the version that has it.
    var currentNames: [String] = []
    /// Top-level `var`s: global state a node block may read.
    var globalVariables: [String] = []
    /// The PromiseKit default queues the file may change (PromiseKitQueues): then the handlers that run
    /// on them have no known queue.
    var promiseKitQueueChanges: PromiseKitQueues.Changes = []
    /// The names the file declares types under (not those it extends), in order. Record keys, and so
    /// every behaviour summary, depend on which files declare which names and on nothing else in a
    /// summary: an edit that keeps them keeps the other files' behaviour summaries valid.
    public var declaredTypeNames: [String] { types.filter { $0.declaredKind != nil }.map(\.qualifiedName) }

    public init(_ file: SourceFile) {
        path = file.path
        for (_, renamed) in TextureClasses.legacyNames where file.text.contains(bytes: renamed.current) {
            currentNames.append(renamed.current)
        }
        for alias in file.typealiases {
            typealiases.append((alias.container.isEmpty ? alias.name : alias.container + "." + alias.name, alias.name, alias.target))
        }
        for type in file.types { add(type, container: [], file: file) }
        for member in file.globals where member.kind == .variable && member.isStoredProperty && !member.modifiers.contains(.let) {
            globalVariables.append(member.name)
        }
        promiseKitQueueChanges = PromiseKitQueues.changes(in: file.text.bytes)
    }

    private mutating func add(_ decl: TypeDecl, container: [String], file: SourceFile) {
        let qualified = decl.kind == .extension ? decl.name : (container + [decl.name]).joined(separator: ".")
        types.append(TypeEntry(
            qualifiedName: qualified,
            declaredKind: decl.kind == .extension ? nil : decl.kind,
            nameOffset: decl.nameOffset,
            isInterfaceOnly: decl.isInterfaceOnly,
            isPublic: decl.attributes.contains("public") || decl.attributes.contains("open"),
            objcName: decl.objcName,
            genericParameters: decl.genericParameters,
            inherits: decl.inherits,
            members: decl.members.map { MemberRecord($0, isInExtension: decl.kind == .extension) }))
        let inner = decl.kind == .extension ? decl.name.split(separator: ".").map(String.init) : container + [decl.name]
        for nested in decl.nestedTypes { add(nested, container: inner, file: file) }
    }
}

/// What the code of one file's types does that other files' analysis needs: calls into their own
/// methods (along which init and layout contexts travel) and boolean properties they set on themselves
/// (`automaticallyManagesSubnodes = true`). Computed only for files that concern Texture, after the
/// class graph is known, because it walks every body.
public struct BehaviourSummary: Sendable {
    /// By record key (`ClassGraph.key(ofDeclaration:inFile:)`).
    var selfCalls: [(type: String, calls: [SelfCall])] = []
    /// Reads of `self`'s properties that run no project code, once `separatingPlainReads(in:)` has taken
    /// them out of `selfCalls` (PlainReads.swift); empty until then.
    var plainReads: [(type: String, reads: [PlainRead])] = []
    var selfAssignments: [(type: String, values: [String: Set<Bool>])] = []
    /// Types with a `layoutSpecThatFits`, and whether it places subnodes conditionally (LayoutSubnodeVariation).
    var layoutVariation: [(type: String, varies: Bool)] = []
    /// Changes each type's code makes to its own properties; type "" for global variables.
    var mutations: [(type: String, changes: [PropertyMutation])] = []
    /// Changes each type's code makes to the properties of objects its properties hold (HeldPropertyWrite).
    var heldWrites: [(type: String, writes: [HeldPropertyWrite])] = []
    /// Where each type's code reloads, deletes or inserts items of a container (ContainerUpdates).
    var containerUpdates: [(type: String, updates: [ContainerUpdate])] = []
    /// The calls each type's code makes of methods of objects its properties hold (HeldObjectCalls).
    var heldObjectCalls: [(type: String, calls: [HeldObjectCall])] = []
    /// Where the file creates project nodes, and the calls of methods that return nodes (CreationSites).
    var creationSites: [CreationSite] = []
    var factoryCalls: [FactoryCall] = []
    var path: String = ""

    /// `walks`: the file's recorded walks, to share with its analysis (`FileAnalysis(file:index:walks:)`)
    /// when the model is kept for its rules; every collector below reads the same bodies.
    public init(_ file: SourceFile, in classes: ClassGraph, walks: FileWalks? = nil) {
        path = file.path
        let walks = walks ?? FileWalks(file)
        var creations = CreationSiteCollector(file: file, classes: classes, walks: walks)
        for type in file.types { add(type, container: [], file: file, classes: classes, walks: walks, creations: &creations) }
        creations.collectGlobals()
        creationSites = creations.sites
        factoryCalls = creations.factoryCalls
        let globals = PropertyMutations.collectGlobals(in: file, walks: walks)
        if !globals.isEmpty { mutations.append(("", globals)) }
    }

    /// A summary of `path` that says nothing (what a merge leaves of a summary it has taken in).
    init(path: String) {
        self.path = path
    }

    /// The record keys a summary of `file` files its types under, in order: with which PromiseKit
    /// queues the project changes (`ClassGraph.promiseKitQueueChanges`), all a summary takes from the
    /// class graph. A summary made against another graph that gives the same keys and queues
    /// is the one this graph would give.
    public static func recordKeys(of file: SourceFile, in classes: ClassGraph) -> [String] {
        var keys: [String] = []
        func add(_ decl: TypeDecl, container: [String]) {
            keys.append(key(of: decl, container: container, path: file.path, classes: classes))
            let inner = decl.kind == .extension ? decl.name.split(separator: ".").map(String.init) : container + [decl.name]
            for nested in decl.nestedTypes { add(nested, container: inner) }
        }
        for type in file.types { add(type, container: []) }
        return keys
    }

    private static func key(of decl: TypeDecl, container: [String], path: String, classes: ClassGraph) -> String {
        let name = decl.kind == .extension ? decl.name : (container + [decl.name]).joined(separator: ".")
        return decl.kind == .extension ? classes.key(ofExtension: name, inFile: path) : classes.key(ofDeclaration: name, inFile: path)
    }

    private mutating func add(_ decl: TypeDecl, container: [String], file: SourceFile, classes: ClassGraph, walks: FileWalks,
                              creations: inout CreationSiteCollector) {
        let qualified = Self.key(of: decl, container: container, path: file.path, classes: classes)
        let calls = SelfCall.collect(in: decl, qualified: qualified, file: file, walks: walks,
                                     promiseKitQueueChanges: classes.promiseKitQueueChanges)
        if !calls.isEmpty { selfCalls.append((qualified, calls)) }
        creations.collect(decl, qualified: qualified)
        let values = ProjectIndex.selfAssignments(in: decl, walks: walks)
        if !values.isEmpty { selfAssignments.append((qualified, values)) }
        let changes = PropertyMutations.collect(in: decl, qualified: qualified, file: file, walks: walks)
        if !changes.own.isEmpty { mutations.append((qualified, changes.own)) }
        if !changes.held.isEmpty { heldWrites.append((qualified, changes.held)) }
        let updates = ContainerUpdates.collect(in: decl, file: file, walks: walks)
        if !updates.isEmpty { containerUpdates.append((qualified, updates)) }
        let held = HeldObjectCalls.collect(in: decl, qualified: qualified, file: file, walks: walks)
        if !held.isEmpty { heldObjectCalls.append((qualified, held)) }
        for member in decl.members where member.kind == .function && member.name == "layoutSpecThatFits" {
            if let body = member.body {
                layoutVariation.append((qualified, LayoutSubnodeVariation.placesSubnodesConditionally(body, of: decl, file: file)))
            }
        }
        let inner = decl.kind == .extension ? decl.name.split(separator: ".").map(String.init) : container + [decl.name]
        for nested in decl.nestedTypes { add(nested, container: inner, file: file, classes: classes, walks: walks, creations: &creations) }
    }
}

extension ClassGraphQueries {
    /// Whether any rule can have something to say about a file: it declares or extends a node, a
    /// Texture view controller or a container data source, or mentions a Texture name or one of
    /// `projectTextureNames`. Everything else (most of an app) is skipped after indexing.
    public func concernsTexture(_ summary: FileSummary, bytes: [UInt8], projectTextureNames: IdentifierScan.NameSet) -> Bool {
        declaresTextureTypes(summary, bytes: bytes) || IdentifierScan.mentionsTexture(bytes, orAnyOf: projectTextureNames)
    }

    /// The first half of `concernsTexture`, which reads the graph: the file declares or extends a
    /// node, a Texture view controller or a container data source, or a type a data source holds (its
    /// code decides whether what node blocks read can change: DataSourceHolds); a UIKit cell provider
    /// only when the file's bytes have a call that may host a node in its cell
    /// (`ContainerMethod.uikitProviderMayHostNodes`).
    /// The other half reads only the file's bytes and the names, so a live workspace keeps its answer
    /// while both stay the same.
    public func declaresTextureTypes(_ summary: FileSummary, bytes: [UInt8]) -> Bool {
        var declaresUIKitProvider = false
        for type in summary.types {
            let name = type.qualifiedName
            if isNode(name) || isTextureViewController(name) { return true }
            for member in type.members where member.kind == .function {
                switch ContainerMethod.kind(name: member.name, signature: member.signature) {
                case nil: continue
                case .uikitCellProvider?: declaresUIKitProvider = true
                default: return true
                }
            }
        }
        return (declaresUIKitProvider && ContainerMethod.uikitProviderMayHostNodes(bytes)) || classGraph.declaresTypeDataSourcesHold(summary)
    }

    /// The simple names of the project's nodes, Texture view controllers and layout specs: a file that
    /// mentions one of them concerns Texture.
    public func projectTextureNames() -> IdentifierScan.NameSet {
        IdentifierScan.NameSet(records.keys.filter(isNodeViewControllerOrLayoutSpec)
            .map { $0.split(separator: ".").last.map(String.init) ?? $0 })
    }

    /// `isNode(name) || isTextureViewController(name) || isLayoutSpec(name)`, reading the lineage once
    /// instead of three times: asked of every record of the project.
    private func isNodeViewControllerOrLayoutSpec(_ name: String) -> Bool {
        lineage(of: name).contains {
            $0 == "ASDisplayNode" || $0 == "ASLayoutSpec" || TextureClasses.viewControllerSuperclass[$0] != nil
                || storage.extraNodeBases.contains($0) || storage.extraViewControllerBases.contains($0)
        }
    }
}
