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
        var objcName: String?
        var genericParameters: [String]
        var inherits: [TypeName]
        var members: [MemberRecord]
    }
    var types: [TypeEntry] = []
    var typealiases: [(key: String, name: String, target: TypeName)] = []
    /// Capitalised names the file's code and declarations mention (types, mostly): with the index they
    /// tell whether the file has anything to do with Texture at all.
    public private(set) var mentionedTypeNames: Set<String> = []

    public init(_ file: SourceFile) {
        path = file.path
        for alias in file.typealiases {
            typealiases.append((alias.container.isEmpty ? alias.name : alias.container + "." + alias.name, alias.name, alias.target))
        }
        for type in file.types { add(type, container: [], file: file) }
        collectMentionedNames(file)
    }

    private mutating func add(_ decl: TypeDecl, container: [String], file: SourceFile) {
        let qualified = decl.kind == .extension ? decl.name : (container + [decl.name]).joined(separator: ".")
        types.append(TypeEntry(
            qualifiedName: qualified,
            declaredKind: decl.kind == .extension ? nil : decl.kind,
            nameOffset: decl.nameOffset,
            objcName: decl.objcName,
            genericParameters: decl.genericParameters,
            inherits: decl.inherits,
            members: decl.members.map { MemberRecord($0, path: file.path, isInExtension: decl.kind == .extension) }))
        let inner = decl.kind == .extension ? decl.name.split(separator: ".").map(String.init) : container + [decl.name]
        for nested in decl.nestedTypes { add(nested, container: inner, file: file) }
    }

    private mutating func collectMentionedNames(_ file: SourceFile) {
        var names: Set<String> = []
        func note(_ type: TypeName?) {
            guard let type else { return }
            names.insert(type.simpleName)
            type.genericArguments.forEach(note)
        }
        func walk(_ body: Body?) {
            guard let body else { return }
            ExpressionWalk.walk(body.statements, locals: file.locals, enterClosure: { _ in true }) { expr, _ in
                switch expr {
                case .name(let name, _, .unresolved) where TypeInference.isTypeLike(name): names.insert(name)
                case .cast(_, _, let type, _), .type(let type, _): note(type)
                default: break
                }
            }
        }
        func visit(_ member: Member) {
            note(member.declaredType)
            member.parameters.forEach { note($0.type) }
            walk(member.body)
            walk(member.initializer)
            member.accessors.forEach { walk($0.body) }
        }
        func visit(_ decl: TypeDecl) {
            decl.inherits.forEach(note)
            decl.members.forEach(visit)
            decl.nestedTypes.forEach(visit)
        }
        file.types.forEach(visit)
        file.globals.forEach(visit)
        for local in file.locals { note(local.declaredType) }
        mentionedTypeNames = names
    }
}

/// What the code of one file's types does that other files' analysis needs: calls into their own
/// methods (along which init and layout contexts travel) and boolean properties they set on themselves
/// (`automaticallyManagesSubnodes = true`). Computed only for files that concern Texture, after the
/// class graph is known, because it walks every body.
public struct BehaviourSummary: Sendable {
    var selfCalls: [(type: String, calls: [SelfCall])] = []
    var selfAssignments: [(type: String, values: [String: Set<Bool>])] = []

    public init(_ file: SourceFile) {
        for type in file.types { add(type, container: [], file: file) }
    }

    private mutating func add(_ decl: TypeDecl, container: [String], file: SourceFile) {
        let qualified = decl.kind == .extension ? decl.name : (container + [decl.name]).joined(separator: ".")
        let calls = SelfCall.collect(in: decl, qualified: qualified, file: file)
        if !calls.isEmpty { selfCalls.append((qualified, calls)) }
        let values = ProjectIndex.selfAssignments(in: decl, file: file)
        if !values.isEmpty { selfAssignments.append((qualified, values)) }
        let inner = decl.kind == .extension ? decl.name.split(separator: ".").map(String.init) : container + [decl.name]
        for nested in decl.nestedTypes { add(nested, container: inner, file: file) }
    }
}

extension ProjectIndex {
    /// Whether any rule can have something to say about a file: it declares or extends a node, a
    /// Texture view controller or a container data source, or mentions a node, a layout spec or a
    /// Texture name. Everything else (most of an app) is skipped after indexing.
    public func concernsTexture(_ summary: FileSummary) -> Bool {
        for type in summary.types {
            let name = type.qualifiedName
            if isNode(name) || isTextureViewController(name) { return true }
            if type.members.contains(where: { $0.kind == .function && ContainerMethod.kind(name: $0.name, signature: $0.signature) != nil }) {
                return true
            }
        }
        for name in summary.mentionedTypeNames {
            if Self.looksLikeTextureName(name) { return true }
            // Other names matter only if the project declares them (a node subclass, say).
            if declaresSimpleName(name) && (isNode(name) || isTextureViewController(name) || isLayoutSpec(name)) { return true }
        }
        return false
    }

    /// `ASDisplayNode`, `ASPerformBlockOnMainThread`, `ASSizeRangeMake`: Texture's prefix.
    static func looksLikeTextureName(_ name: String) -> Bool {
        let u = name.utf8
        guard u.count > 2, u.first == UInt8(ascii: "A") else { return false }
        let second = u[u.index(after: u.startIndex)], third = u[u.index(u.startIndex, offsetBy: 2)]
        return second == UInt8(ascii: "S") && third >= UInt8(ascii: "A") && third <= UInt8(ascii: "Z")
    }
}
