import NodeLintModel

/// The class graph of one run: every type the files declare (extensions and Objective-C
/// interfaces/implementations merged into one record), typealiases, and Texture's and UIKit's classes
/// from the knowledge tables. Built once by `ClassGraphBuilder`, immutable, read by many threads. What it
/// answers is `ClassGraphQueries`, which `ProjectIndex` (the graph with the behaviour of the code)
/// answers too.
public final class ClassGraph: ClassGraphQueries {
    struct Storage: Sendable {
        var records: [String: TypeRecord]
        var resolver: TypeNameResolver
        var keys: RecordKeys
        var extraNodeBases: Set<String>
        var extraViewControllerBases: Set<String>
        /// By project (`ModuleMap.project(of:)`).
        var currentTextureNamesInUse: [String: Set<String>]
        var globalVariables: Set<String>
        /// The PromiseKit default queues some file may change (PromiseKitQueues).
        var promiseKitQueueChanges: PromiseKitQueues.Changes
        /// Stands for the resolver's tables and the record keys: a graph made from another one that
        /// resolves every name as it did keeps it, so that who keeps record keys can tell they hold.
        var resolution = Resolution()
    }
    final class Resolution: Sendable {}

    let storage: Storage
    /// Lineages of every project type, computed once, and shared by the graphs made from this one
    /// without changing its structure: whoever keeps something computed from lineages can tell by
    /// identity whether it still holds.
    final class Lineages: Sendable {
        let byType: [String: [String]]
        /// `byType` again, for `lineage(of:)`: looked up by a hash of a name's length and ends
        /// (NameHashTable) instead of the dictionary's hash of every byte, rules asking for lineages
        /// hundreds of thousands of times in a run.
        private let lists: [[String]]
        private let index: NameHashTable

        init(_ byType: [String: [String]]) {
            self.byType = byType
            var lists: [[String]] = [], index = NameHashTable()
            for (name, lineage) in byType {
                index.add(name, id: lists.count)
                lists.append(lineage)
            }
            self.lists = lists
            self.index = index
        }

        /// `byType[name]`.
        func lineage(of name: String) -> [String]? { index.ids(of: name).map { lists[$0[0]] } }
    }
    let lineages: Lineages
    /// `dataSourceHolds`, once asked (DataSourceHolds.swift).
    let dataSourceHoldsOnce = ResolvedOnce<DataSourceHolds>()

    init(storage: Storage) {
        self.storage = storage
        lineages = Lineages(Self.computeLineages(records: storage.records, resolver: storage.resolver))
    }

    /// The lineage of every project type, and of every Texture and UIKit class the tables know that the
    /// project does not declare: rules ask about `UILabel` and `ASTextNode` as often as about the
    /// project's own classes, and every other name's lineage is the name alone.
    static func computeLineages(records: [String: TypeRecord], resolver: TypeNameResolver) -> [String: [String]] {
        var computed: [String: [String]] = [:]
        for name in records.keys { computed[name] = computeLineage(of: name, records: records, resolver: resolver) }
        for name in KnownClasses.names where records[name] == nil {
            computed[name] = computeLineage(of: name, records: records, resolver: resolver)
        }
        return computed
    }

    /// A graph whose records have the superclasses, kinds and resolution of the graph `lineages` were
    /// computed for (a `ProjectIndex` over a finished graph, a graph with only positions replaced):
    /// computing them again for every record costs more than the rest of an edit.
    init(storage: Storage, lineages: Lineages) {
        self.storage = storage
        self.lineages = lineages
    }

    public var classGraph: ClassGraph { self }

    static func computeLineage(of start: String, records: [String: TypeRecord], resolver: TypeNameResolver) -> [String] {
        var chain: [String] = []
        var current: String? = start
        var seen: Set<String> = []
        while let c = current, seen.insert(c).inserted {
            chain.append(c)
            if let record = records[c], record.kind != .extension {
                current = record.superclass.map { resolver.resolve($0.base, from: c) }
                if current == nil, KnownClasses.superclass(of: c) != nil { current = KnownClasses.superclass(of: c) }
            } else {
                current = KnownClasses.superclass(of: c)
            }
        }
        return chain
    }
}

/// The questions a class graph answers, asked of a `ClassGraph` or of a `ProjectIndex` (which is made
/// over one and adds what the code does). A protocol rather than a superclass: both are final classes
/// of `let`s, so the compiler checks that they are Sendable.
public protocol ClassGraphQueries: Sendable {
    /// The graph: itself, or the one the index is made over.
    var classGraph: ClassGraph { get }
}

extension ClassGraphQueries {
    // Borrowed, not returned: a getter would copy the whole storage (eight tables, a retain and a
    // release each) each time it is read.
    var storage: ClassGraph.Storage { _read { yield classGraph.storage } }
    var lineages: ClassGraph.Lineages { classGraph.lineages }

    /// Whether this graph has the very lineage table of `other` (made from it without changing its
    /// structure): then both have the same record keys and lineages, so the same nodes, view
    /// controllers and layout specs.
    public func sharesLineages(with other: some ClassGraphQueries) -> Bool { lineages === other.lineages }

    /// Whether this graph was made from `other` (or the other way round) keeping its record keys and
    /// the resolution of every name: then `key(ofDeclaration:)` and `key(ofExtension:)` answer alike.
    public func resolvesNames(like other: some ClassGraphQueries) -> Bool { storage.resolution === other.storage.resolution }

    /// Records by key (the qualified name, `Outer.Inner` for nested types, behind its module where two
    /// modules declare the name: `Deals.ItemNode`).
    public var records: [String: TypeRecord] { storage.records }

}

// The answers, written once on the concrete graph: called through the protocol from another module
// they would run unspecialised, copying the storage's tables (a retain and a release each) at every
// step, which made the rules 30% slower. `ClassGraphQueries` forwards each question here.
extension ClassGraph {
    /// Whether a file of the project `path` belongs to uses `name`, a Texture name that replaced a
    /// legacy one (`ASDKViewController`): then that project is on the version that has it.
    public func projectUses(_ name: String, fileInProject path: String) -> Bool {
        storage.currentTextureNamesInUse[storage.resolver.moduleMap.project(of: path)]?.contains(name) ?? false
    }

    /// Whether some file of the run declares a top-level `var` of this name.
    public func isGlobalVariable(_ name: String) -> Bool { storage.globalVariables.contains(name) }
    /// The PromiseKit default queues some file of the project may change (PromiseKitQueues).
    public var promiseKitQueueChanges: PromiseKitQueues.Changes { storage.promiseKitQueueChanges }

    // MARK: Keys of declarations

    /// The key of the record of a type declared in `path` as `qualified` (its qualified name).
    public func key(ofDeclaration qualified: String, inFile path: String) -> String {
        storage.keys.isEmpty ? qualified : storage.keys.declaration(qualified, in: storage.resolver.moduleMap.module(of: path))
    }

    /// The key of the record an extension in `path` of the type written `name` adds to (the name
    /// itself for Texture's, UIKit's and other outside types).
    public func key(ofExtension name: String, inFile path: String) -> String {
        if !storage.keys.isEmpty,
           let target = storage.keys.extensionTarget(name, in: storage.resolver.moduleMap.module(of: path)), target != name {
            return target
        }
        return resolve(name)
    }

    // MARK: Resolution

    /// The key a type reference resolves to, seen from inside `container` (a record key or ""),
    /// through typealiases and `@objc` names; the simple name itself for Texture/UIKit classes or
    /// anything unknown.
    public func resolve(_ name: String, from container: String = "") -> String {
        storage.resolver.resolve(name, from: container)
    }

    /// Whether the project itself declares a type or typealias of this name (not only extends it).
    public func declares(_ name: String) -> Bool {
        if storage.resolver.typealiases[name] != nil { return true }
        return (storage.resolver.keysBySimpleName[name] ?? []).contains { records[$0]?.kind != .extension }
    }

    /// The record for a type reference, if the project declares (or extends) it.
    public func record(_ name: String, from container: String = "") -> TypeRecord? {
        records[resolve(name, from: container)]
    }

    // MARK: Lineage

    /// The type itself and its superclasses, nearest first, as resolved names: project classes, then
    /// Texture/UIKit classes from the tables. Stops at an unknown class.
    public func lineage(of name: String, from container: String = "") -> [String] {
        let start = resolve(name, from: container)
        // Neither a record nor a known class: no superclass to follow (see `computeLineages`).
        return lineages.lineage(of: start) ?? [start]
    }

    public func isNode(_ name: String, from container: String = "") -> Bool {
        lineage(of: name, from: container).contains { $0 == "ASDisplayNode" || storage.extraNodeBases.contains($0) }
    }

    public func isCellNode(_ name: String, from container: String = "") -> Bool {
        lineage(of: name, from: container).contains("ASCellNode")
    }

    /// Any UIViewController subclass (UIKit's and Texture's).
    public func isViewController(_ name: String, from container: String = "") -> Bool {
        lineage(of: name, from: container).contains { $0 == "UIViewController" || storage.extraViewControllerBases.contains($0) }
    }

    /// An `ASDKViewController` (or legacy `ASViewController`) subclass.
    public func isNodeViewController(_ name: String, from container: String = "") -> Bool {
        lineage(of: name, from: container).contains {
            $0 == "ASDKViewController" || $0 == "ASViewController" || storage.extraViewControllerBases.contains($0)
        }
    }

    /// A Texture view controller: ASDKViewController, ASDKNavigationController, ASTabBarController (and
    /// their legacy names) or a subclass.
    public func isTextureViewController(_ name: String, from container: String = "") -> Bool {
        lineage(of: name, from: container).contains {
            TextureClasses.viewControllerSuperclass[$0] != nil || storage.extraViewControllerBases.contains($0)
        }
    }

    public func isLayoutSpec(_ name: String, from container: String = "") -> Bool {
        lineage(of: name, from: container).contains("ASLayoutSpec")
    }

    /// A UIKit view (not a node): UIView and its subclasses, project ones included.
    public func isUIKitView(_ name: String, from container: String = "") -> Bool {
        lineage(of: name, from: container).contains("UIView")
    }

    public func isGestureRecognizer(_ name: String, from container: String = "") -> Bool {
        let chain = lineage(of: name, from: container)
        return chain.contains { UIKitClasses.isGestureRecognizerName($0) || $0 == "UIGestureRecognizer" }
    }

    /// The nearest Texture class in the lineage (`ASCellNode` for `class Row: BaseCell`).
    public func textureAncestor(of name: String, from container: String = "") -> String? {
        lineage(of: name, from: container).first { KnownClasses.isTexture($0) }
    }

    /// The project's record of a class in a lineage, when rules may rely on what it declares and sets
    /// on itself: nil for Texture's own classes (the tables describe them, even when Texture's source is
    /// in the run and its categories add Texture's own methods), for a name declared more than once in
    /// one module (its record merges unrelated classes), and for a name the project does not declare or
    /// extend.
    public func trustedRecord(_ name: String) -> TypeRecord? {
        guard !KnownClasses.isTexture(name), let record = records[name], !record.isAmbiguous else { return nil }
        return record
    }

    /// Whether the class or a project superclass is declared more than once in its module (see
    /// `TypeRecord.isAmbiguous`): what the class inherits from them is then unknown.
    public func hasAmbiguousLineage(_ name: String, from container: String = "") -> Bool {
        lineage(of: name, from: container).contains { records[$0]?.isAmbiguous == true }
    }

    // MARK: Members

    /// Whether the class (or a project superclass) declares a member with this name.
    public func declaredMember(_ memberName: String, in typeName: String, from container: String = "") -> (type: String, member: MemberRecord)? {
        for ancestor in lineage(of: typeName, from: container) {
            if let record = records[ancestor], let m = record.members.first(where: { $0.name == memberName }) {
                return (ancestor, m)
            }
        }
        return nil
    }

    /// Whether `memberName` is a method or property of the type, its project ancestors, or the Texture
    /// and UIKit classes the tables know.
    public func hasMember(_ memberName: String, in typeName: String, from container: String = "") -> Bool {
        if declaredMember(memberName, in: typeName, from: container) != nil { return true }
        return lineage(of: typeName, from: container).contains { TextureMembers.memberTypes[$0]?[memberName] != nil }
    }

    /// The declared or inferred type of a member, seen from `typeName`.
    public func memberType(_ memberName: String, in typeName: String, genericArguments: [TypeName] = [],
                           from container: String = "") -> TypeName? {
        let chain = lineage(of: typeName, from: container)
        for ancestor in chain {
            if let record = records[ancestor], let m = record.members.first(where: { $0.name == memberName && $0.kind == .variable }) {
                return m.type
            }
            if let written = TextureMembers.memberTypes[ancestor]?[memberName] {
                if written == "<0>" {
                    // The generic argument given where the project class names its Texture superclass.
                    return genericArgument(of: chain, texture: ancestor) ?? genericArguments.first ?? TypeName("ASDisplayNode")
                }
                if written.hasPrefix("[") { return TypeName(text: written, base: "Array", genericArguments: [TypeName(String(written.dropFirst().dropLast()))]) }
                return TypeName(written)
            }
        }
        return nil
    }

    /// For `class VC: ASDKViewController<ASTableNode>`: `ASTableNode`.
    private func genericArgument(of chain: [String], texture: String) -> TypeName? {
        for name in chain {
            if let superclass = records[name]?.superclass, resolve(superclass.base, from: name) == texture {
                return superclass.genericArguments.first
            }
        }
        return nil
    }

    /// Members of the type and its project ancestors with this name (all overloads).
    public func members(named memberName: String, in typeName: String) -> [(type: String, member: MemberRecord)] {
        members(namedAnyOf: [memberName], in: typeName)[memberName] ?? []
    }

    /// `members(named:in:)` for each of `names` at once, in one pass over the lineage's members: what a
    /// type's many self calls ask (one scan of every ancestor's members per call was 5% of a run).
    /// A name no member has is absent.
    /// A member's name is compared only when its length is one of the names' (`NameLengths`): hashing
    /// every member name of the lineage for the set was most of the cost, a type's lineage often
    /// having hundreds of members.
    public func members(namedAnyOf names: Set<String>, in typeName: String) -> [String: [(type: String, member: MemberRecord)]] {
        var result: [String: [(type: String, member: MemberRecord)]] = [:]
        guard !names.isEmpty else { return result }
        let lengths = NameLengths(names)
        let only = names.count == 1 ? names.first : nil
        for ancestor in lineage(of: typeName) {
            guard let record = records[ancestor] else { continue }
            for m in record.members where lengths.admits(m.name) {
                guard only.map({ m.name == $0 }) ?? names.contains(m.name) else { continue }
                result[m.name, default: []].append((ancestor, m))
            }
        }
        return result
    }
}

extension ClassGraphQueries {
    public func projectUses(_ name: String, fileInProject path: String) -> Bool { classGraph.projectUses(name, fileInProject: path) }
    public func isGlobalVariable(_ name: String) -> Bool { classGraph.isGlobalVariable(name) }
    public func key(ofDeclaration qualified: String, inFile path: String) -> String { classGraph.key(ofDeclaration: qualified, inFile: path) }
    public func key(ofExtension name: String, inFile path: String) -> String { classGraph.key(ofExtension: name, inFile: path) }
    public func resolve(_ name: String, from container: String = "") -> String { classGraph.resolve(name, from: container) }
    public func declares(_ name: String) -> Bool { classGraph.declares(name) }
    public func record(_ name: String, from container: String = "") -> TypeRecord? { classGraph.record(name, from: container) }
    public func lineage(of name: String, from container: String = "") -> [String] { classGraph.lineage(of: name, from: container) }
    public func isNode(_ name: String, from container: String = "") -> Bool { classGraph.isNode(name, from: container) }
    public func isCellNode(_ name: String, from container: String = "") -> Bool { classGraph.isCellNode(name, from: container) }
    public func isViewController(_ name: String, from container: String = "") -> Bool { classGraph.isViewController(name, from: container) }
    public func isNodeViewController(_ name: String, from container: String = "") -> Bool { classGraph.isNodeViewController(name, from: container) }
    public func isTextureViewController(_ name: String, from container: String = "") -> Bool { classGraph.isTextureViewController(name, from: container) }
    public func isLayoutSpec(_ name: String, from container: String = "") -> Bool { classGraph.isLayoutSpec(name, from: container) }
    public func isUIKitView(_ name: String, from container: String = "") -> Bool { classGraph.isUIKitView(name, from: container) }
    public func isGestureRecognizer(_ name: String, from container: String = "") -> Bool { classGraph.isGestureRecognizer(name, from: container) }
    public func textureAncestor(of name: String, from container: String = "") -> String? { classGraph.textureAncestor(of: name, from: container) }
    public func trustedRecord(_ name: String) -> TypeRecord? { classGraph.trustedRecord(name) }
    public func hasAmbiguousLineage(_ name: String, from container: String = "") -> Bool { classGraph.hasAmbiguousLineage(name, from: container) }
    public func declaredMember(_ memberName: String, in typeName: String, from container: String = "") -> (type: String, member: MemberRecord)? { classGraph.declaredMember(memberName, in: typeName, from: container) }
    public func hasMember(_ memberName: String, in typeName: String, from container: String = "") -> Bool { classGraph.hasMember(memberName, in: typeName, from: container) }
    public func memberType(_ memberName: String, in typeName: String, genericArguments: [TypeName] = [], from container: String = "") -> TypeName? { classGraph.memberType(memberName, in: typeName, genericArguments: genericArguments, from: container) }
    public func members(named memberName: String, in typeName: String) -> [(type: String, member: MemberRecord)] { classGraph.members(named: memberName, in: typeName) }
}
