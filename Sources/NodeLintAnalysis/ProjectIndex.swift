import NodeLintModel

/// The class graph of one run: every type the linted files declare (extensions and Objective-C
/// interfaces/implementations merged into one record), typealiases, and Texture's and UIKit's classes
/// from the knowledge tables. Built once from all files before any rule runs.
public final class ProjectIndex: @unchecked Sendable {
    /// Records by qualified name (`Outer.Inner` for nested types).
    public private(set) var records: [String: TypeRecord] = [:]
    /// Qualified names by simple name, for resolving a reference written without its container.
    private var qualifiedBySimpleName: [String: [String]] = [:]
    /// Objective-C names (`@objc(Name)`) to qualified Swift names.
    private var objcNames: [String: String] = [:]
    private var typealiases: [String: TypeName] = [:]
    /// Classes outside the linted tree that the configuration says are nodes / view controllers.
    private var extraNodeBases: Set<String> = []
    private var extraViewControllerBases: Set<String> = []
    /// Calls from a member into methods of its own class: the edges along which init/layout contexts
    /// reach helper methods. Keyed by the qualified type name.
    private(set) var selfCalls: [String: [SelfCall]] = [:]
    /// Contexts that helper methods get from their callers, by declaring type and method name.
    private var propagated: [String: [String: [ContextEntry]]] = [:]
    /// Boolean properties each type sets on itself with literals (see SelfAssignments.swift).
    private(set) var selfAssignments: [String: [String: Set<Bool>]] = [:]

    func mergeSelfAssignments(_ found: [String: Set<Bool>], into type: String) {
        selfAssignments[type, default: [:]].merge(found) { $0.union($1) }
    }

    public init(extraNodeBases: [String] = [], extraViewControllerBases: [String] = []) {
        self.extraNodeBases = Set(extraNodeBases)
        self.extraViewControllerBases = Set(extraViewControllerBases)
    }

    /// Adds a file's declarations and behaviour. Call for every file, then `finish()`, before asking
    /// anything. (A lint run adds summaries instead, to do the work in parallel and only where needed.)
    public func add(_ file: SourceFile) {
        add(FileSummary(file))
        add(BehaviourSummary(file))
    }

    /// Adds what the code of a file's types does (see BehaviourSummary).
    public func add(_ behaviour: BehaviourSummary) {
        for (type, calls) in behaviour.selfCalls { selfCalls[type, default: []] += calls }
        for (type, values) in behaviour.selfAssignments { mergeSelfAssignments(values, into: type) }
        for (type, varies) in behaviour.layoutVariation { layoutVariation[type] = (layoutVariation[type] ?? false) || varies }
    }

    /// Types whose `layoutSpecThatFits` was read, and whether it places subnodes conditionally.
    private var layoutVariation: [String: Bool] = [:]

    /// Whether the layout spec a node class uses (its own `layoutSpecThatFits`, or the nearest project
    /// superclass's) places some subnodes only in some layouts; nil when no such spec is known.
    public func layoutPlacesSubnodesConditionally(_ name: String, from container: String = "") -> Bool? {
        for ancestor in lineage(of: name, from: container) where trustedRecord(ancestor) != nil {
            if let varies = layoutVariation[ancestor] { return varies }
        }
        return nil
    }

    /// Adds what a file contributes to the class graph (summaries are made in parallel, added serially).
    /// Texture names that replaced legacy ones and that some file of the run uses (`ASDKViewController`).
    public private(set) var currentTextureNamesInUse: Set<String> = []

    public func add(_ summary: FileSummary) {
        currentTextureNamesInUse.formUnion(summary.currentNames)
        for alias in summary.typealiases {
            typealiases[alias.key] = alias.target
            if typealiases[alias.name] == nil { typealiases[alias.name] = alias.target }
        }
        for type in summary.types {
            let qualified = type.qualifiedName
            let record: TypeRecord
            if let existing = records[qualified] {
                record = existing
            } else {
                record = TypeRecord(qualifiedName: qualified)
                records[qualified] = record
                let simple = qualified.split(separator: ".").last.map(String.init) ?? qualified
                qualifiedBySimpleName[simple, default: []].append(qualified)
            }
            if let kind = type.declaredKind {
                record.kind = kind
                record.declarations.append(TypeRecord.Location(path: summary.path, nameOffset: type.nameOffset))
                // A class with a Texture name declared in the project: Texture's own source linted with
                // the app (a checkout in the tree), or a migration shim for a legacy name. The project
                // declares it, but what it inherits and implements comes from the tables (TextureClasses):
                // ASDisplayNode's defaults for every hook are not overrides. Extensions and categories
                // of Texture's classes still add their members.
                if KnownClasses.isTexture(qualified) { continue }
                if type.isInterfaceOnly { record.interfaceFiles.insert(summary.path) } else { record.implementationFiles.insert(summary.path) }
                if let first = type.inherits.first { record.firstInheritedNames.insert(first.base) }
                if let objc = type.objcName { objcNames[objc] = qualified }
                if !type.genericParameters.isEmpty { record.genericParameters = type.genericParameters }
            }
            // A declaration names the superclass first; what extensions and categories conform to goes
            // after the declarations' lists, whichever file was read first (a linted category is read
            // before the class's header, which comes with the project's other files).
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
    }

    /// Works out superclasses and lineages once every file's declarations are in. `finish()` calls
    /// it when needed; a lint run calls it first to decide which files concern Texture.
    public func buildClassGraph() {
        for record in records.values {
            record.superclass = nil
            // Only a class's own declaration names its superclass. A record holding only extensions
            // (Swift `extension ASDisplayNode`, an Objective-C category) is of a class declared
            // elsewhere: it adds members and conformances, never a superclass.
            guard record.kind == .class else { continue }
            // Swift lists the superclass first; Objective-C interfaces always name it first. Classes of
            // the same name that name different superclasses have no known superclass.
            if record.isAmbiguous && record.firstInheritedNames.count > 1 { continue }
            if let first = record.inherits.first, isClassName(first.base, from: record.qualifiedName) {
                record.superclass = first
            }
        }
        lineages = [:]
        var computed: [String: [String]] = [:]
        for name in records.keys { computed[name] = computeLineage(of: name) }
        lineages = computed
        hasClassGraph = true
    }

    /// Completes the index once declarations and behaviours are in: the class graph (if not built
    /// yet) and the contexts that travel along self calls.
    public func finish() {
        if !hasClassGraph { buildClassGraph() }
        propagated = propagateContexts()
    }

    /// Contexts a method (by its outline signature, `setupViews()`, `update(animated:)`) or a lazy
    /// property (by its name) gets from the code that calls or first reads it.
    public func propagatedContexts(type: String, method signature: String) -> [ContextEntry] {
        propagated[type]?[signature] ?? []
    }

    // MARK: Resolution

    /// The qualified name a type reference resolves to, seen from inside `container` (a qualified type
    /// name or ""), through typealiases and `@objc` names; the simple name itself for Texture/UIKit classes
    /// or anything unknown.
    public func resolve(_ name: String, from container: String = "") -> String {
        // Fast path: most names (UIKit, Texture, Foundation types) are not the project's at all.
        if qualifiedBySimpleName[name] == nil && typealiases[name] == nil && objcNames[name] == nil
            && !name.utf8.contains(UInt8(ascii: ".")) {
            return name
        }
        // Seen from the top level, a project type that no typealias renames is itself.
        if container.isEmpty && records[name] != nil && typealiases[name] == nil { return name }
        var name = name
        // Names already tried (a typealias cycle ends the search); chains are short.
        var seen: [String] = []
        let containerIsPlain = !container.hasPrefix(".") && !container.hasSuffix(".") && !container.contains("..")
        while !seen.contains(name) {
            seen.append(name)
            // Lexical lookup: Outer.Inner.Name, Outer.Name, Name.
            var found: String?
            if containerIsPlain {
                // The enclosing scopes are the container's prefixes that end before a dot, then none.
                var end = container.endIndex
                while true {
                    let candidate = end == container.startIndex ? name : "\(container[..<end]).\(name)"
                    if records[candidate] != nil || typealiases[candidate] != nil { found = candidate; break }
                    if end == container.startIndex { break }
                    end = container[..<end].lastIndex(of: ".") ?? container.startIndex
                }
            } else {
                var scope = container.split(separator: ".").map(String.init)
                while true {
                    let candidate = (scope + [name]).joined(separator: ".")
                    if records[candidate] != nil || typealiases[candidate] != nil { found = candidate; break }
                    if scope.isEmpty { break }
                    scope.removeLast()
                }
            }
            if found == nil, let candidates = qualifiedBySimpleName[name], candidates.count == 1 { found = candidates[0] }
            if found == nil, let swift = objcNames[name] { found = swift }
            if let f = found, let target = typealiases[f] {
                name = target.base
                continue
            }
            if let f = found { return f }
            if let target = typealiases[name] { name = target.base; continue }
            return Self.stripModule(name)
        }
        return name
    }

    /// `UIKit.UIView` -> `UIView`; `AsyncDisplayKit.ASDisplayNode` -> `ASDisplayNode`.
    static func stripModule(_ name: String) -> String {
        for module in ["AsyncDisplayKit.", "Texture.", "UIKit.", "Foundation.", "MapKit.", "WebKit.", "ObjectiveC."]
        where name.hasPrefix(module) {
            return String(name.dropFirst(module.count))
        }
        return name
    }

    private func isClassName(_ name: String, from container: String) -> Bool {
        let resolved = resolve(name, from: container)
        // An extension-only record says nothing about what the type is: the tables do.
        if let record = records[resolved], record.kind != .extension {
            return record.kind == .class
        }
        return KnownClasses.superclass(of: resolved) != nil || extraNodeBases.contains(resolved)
            || extraViewControllerBases.contains(resolved) || resolved == "NSObject"
    }

    /// Whether the project itself declares a type or typealias of this name (not only extends it).
    public func declares(_ name: String) -> Bool {
        if typealiases[name] != nil { return true }
        return (qualifiedBySimpleName[name] ?? []).contains { records[$0]?.kind != .extension }
    }

    /// The record for a type reference, if the project declares (or extends) it.
    public func record(_ name: String, from container: String = "") -> TypeRecord? {
        records[resolve(name, from: container)]
    }

    // MARK: Class graph

    /// Lineages of every project type, computed by `buildClassGraph()` so that concurrent readers never write.
    private var lineages: [String: [String]] = [:]
    private var hasClassGraph = false

    /// The type itself and its superclasses, nearest first, as resolved names: project classes, then
    /// Texture/UIKit classes from the tables. Stops at an unknown class.
    public func lineage(of name: String, from container: String = "") -> [String] {
        let start = resolve(name, from: container)
        return lineages[start] ?? computeLineage(of: start)
    }

    private func computeLineage(of start: String) -> [String] {
        var chain: [String] = []
        var current: String? = start
        var seen: Set<String> = []
        while let c = current, seen.insert(c).inserted {
            chain.append(c)
            if let record = records[c], record.kind != .extension {
                current = record.superclass.map { resolve($0.base, from: c) }
                if current == nil, KnownClasses.superclass(of: c) != nil { current = KnownClasses.superclass(of: c) }
            } else {
                current = KnownClasses.superclass(of: c)
            }
        }
        return chain
    }

    public func isNode(_ name: String, from container: String = "") -> Bool {
        lineage(of: name, from: container).contains { $0 == "ASDisplayNode" || extraNodeBases.contains($0) }
    }

    public func isCellNode(_ name: String, from container: String = "") -> Bool {
        lineage(of: name, from: container).contains("ASCellNode")
    }

    /// Any UIViewController subclass (UIKit's and Texture's).
    public func isViewController(_ name: String, from container: String = "") -> Bool {
        lineage(of: name, from: container).contains { $0 == "UIViewController" || extraViewControllerBases.contains($0) }
    }

    /// An `ASDKViewController` (or legacy `ASViewController`) subclass.
    public func isNodeViewController(_ name: String, from container: String = "") -> Bool {
        lineage(of: name, from: container).contains {
            $0 == "ASDKViewController" || $0 == "ASViewController" || extraViewControllerBases.contains($0)
        }
    }

    /// A Texture view controller: ASDKViewController, ASDKNavigationController, ASTabBarController (and
    /// their legacy names) or a subclass.
    public func isTextureViewController(_ name: String, from container: String = "") -> Bool {
        lineage(of: name, from: container).contains {
            TextureClasses.viewControllerSuperclass[$0] != nil || extraViewControllerBases.contains($0)
        }
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

    /// The project's record of a class in a lineage, when rules may rely on what it declares and sets
    /// on itself: nil for Texture's own classes (the tables describe them, even when Texture's source is
    /// in the run and its categories add Texture's own methods), for a name declared more than once
    /// (its record merges unrelated classes), and for a name the project does not declare or extend.
    public func trustedRecord(_ name: String) -> TypeRecord? {
        guard !KnownClasses.isTexture(name), let record = records[name], !record.isAmbiguous else { return nil }
        return record
    }

    /// Whether the class or a project superclass is declared more than once in the run (see
    /// `TypeRecord.isAmbiguous`): what the class inherits from them is then unknown.
    public func hasAmbiguousLineage(_ name: String, from container: String = "") -> Bool {
        lineage(of: name, from: container).contains { records[$0]?.isAmbiguous == true }
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
        var result: [(String, MemberRecord)] = []
        for ancestor in lineage(of: typeName) {
            guard let record = records[ancestor] else { continue }
            for m in record.members where m.name == memberName { result.append((ancestor, m)) }
        }
        return result
    }
}

/// One project type: its declarations and extensions merged.
public final class TypeRecord: @unchecked Sendable {
    public struct Location: Sendable { public var path: String; public var nameOffset: Int }
    public let qualifiedName: String
    /// `.extension` while only extensions of it were seen (a Texture or UIKit class, or one declared elsewhere).
    public var kind: TypeKind = .extension
    public var inherits: [TypeName] = []
    public var superclass: TypeName?
    public var genericParameters: [String] = []
    public var members: [MemberRecord] = []
    public var declarations: [Location] = []
    /// The files of its primary declarations: Swift declarations and Objective-C `@implementation`s,
    /// and Objective-C `@interface`s. A class has one file of each kind at most (declarations in the
    /// branches of an `#if` share their file).
    var implementationFiles: Set<String> = []
    var interfaceFiles: Set<String> = []
    /// The first name each primary declaration inherits from (its superclass, when it names a class).
    var firstInheritedNames: Set<String> = []
    /// How many of `inherits`, at its start, come from declarations (the rest from extensions).
    var declaredInheritsCount = 0
    /// Declared more than once: two apps or modules linted together each have a class of this name.
    /// Its record merges unrelated classes, so rules must not rely on its members or what it sets on
    /// itself (a false alarm costs more than a miss).
    public var isAmbiguous: Bool { implementationFiles.count > 1 || interfaceFiles.count > 1 }
    init(qualifiedName: String) { self.qualifiedName = qualifiedName }
}

/// What the index keeps of a member: enough to type expressions and find overrides.
public struct MemberRecord: Sendable {
    public var name: String
    public var signature: String
    public var kind: MemberKind
    public var modifiers: Modifiers
    /// For matching calls by their full name (`CallMatching`).
    public var parameters: [Parameter]
    /// The declared type, or the type inferred from a constructor initializer (`let t = ASTextNode()`).
    public var type: TypeName?
    /// The type of the constructor call the property is initialized with (`= DispatchQueue(label:)`).
    public var constructedType: TypeName?
    public var isStored: Bool
    public var path: String
    public var nameOffset: Int
    public var isInExtension: Bool

    init(_ member: Member, path: String, isInExtension: Bool) {
        name = member.name
        signature = member.signature
        kind = member.kind
        modifiers = member.modifiers
        parameters = member.parameters
        constructedType = member.initializer.flatMap { TypeInference.constructedType(ofInitializer: $0) }
        type = member.declaredType ?? constructedType
        isStored = member.isStoredProperty
        self.path = path
        nameOffset = member.nameOffset
        self.isInExtension = isInExtension
    }
}
