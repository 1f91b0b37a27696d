import NodeLintModel

/// Where a piece of code sits, as far as its context goes: the member it is part of (nil at top level)
/// and, inside a closure with a context of its own, that context. Resolved against the index once every
/// file is known (the member's seed, the contexts propagated to it, the calls of a factory).
struct SiteLocation: Sendable {
    /// Record key of the type whose code holds the site ("" at top level).
    var container: String
    var member: MemberKey?
    /// The enclosing closure's own context; `.member` when the code runs as part of its member.
    var source: SiteSource
    var path: String
    var position: SourcePosition
}

enum SiteSource: Sendable, Hashable {
    case member
    case fixed(ExecutionContext)
    case unknown
}

/// A place where the code creates a project node: `FeedCellNode(…)`, `FeedCellNode.init(…)`,
/// `[[FeedCellNode alloc] init…]`, `[FeedCellNode new]`, `let n: FeedCellNode = .init(…)`.
struct CreationSite: Sendable {
    /// Record key of the created class.
    var created: String
    var location: SiteLocation
}

/// A call of a factory: a method whose declared return type is a node (`makeCell(for:) -> ASCellNode`).
/// What the factory creates is created where it is called.
struct FactoryCall: Sendable {
    var factory: FactoryKey
    var location: SiteLocation
}

/// A factory method by declaring type and outline signature.
struct FactoryKey: Sendable, Hashable {
    var type: String
    var signature: String
}

/// The creation sites and factory calls of one file, collected after the class graph is known (which
/// classes are project nodes, what a name resolves to, which closures run on main).
struct CreationSiteCollector {
    let file: SourceFile
    let classes: ClassGraph
    let walks: FileWalks
    private(set) var sites: [CreationSite] = []
    private(set) var factoryCalls: [FactoryCall] = []

    init(file: SourceFile, classes: ClassGraph, walks: FileWalks) {
        self.file = file
        self.classes = classes
        self.walks = walks
    }

    mutating func collect(_ decl: TypeDecl, qualified: String) {
        for member in decl.members { collect(member, container: qualified) }
    }

    mutating func collectGlobals() {
        for member in file.globals { collect(member, container: "") }
    }

    private mutating func collect(_ member: Member, container: String) {
        let classifier = ClosureClassifier(index: classes, typeName: container, locals: file.locals, imports: file.imports)
        var bodies: [(Body, Bool)] = []
        if let body = member.body { bodies.append((body, false)) }
        if let initializer = member.initializer { bodies.append((initializer, true)) }
        for accessor in member.accessors { bodies.append((accessor.body, false)) }
        let isNodeBlock = member.kind == .function && ContainerMethod.kind(name: member.name, signature: member.signature) == .nodeBlock
        for (body, isInitializer) in bodies {
            let key = container.isEmpty ? nil : MemberKey(name: member.name, signature: member.signature, kind: member.kind,
                                                          modifiers: member.modifiers, isStored: member.isStoredProperty,
                                                          isPropertyInitializer: isInitializer)
            for region in CodeRegions.regions(of: body, in: file, walks: walks, classifier: classifier, isNodeBlockMethod: isNodeBlock) {
                let source: SiteSource
                switch region.source {
                case .member: source = .member
                case .fixed(let context): source = .fixed(context)
                case .unknown: source = .unknown
                }
                // `.init(…)` takes its type from where the value goes: a typed property, a typed local, a return.
                let implied = region.closure == nil ? (isInitializer ? member.declaredType : nil) : nil
                let returned = region.closure == nil && member.kind == .function ? member.declaredType : nil
                scan(region.body, container: container, member: key, source: source, impliedType: implied, returnType: returned)
            }
        }
    }

    private mutating func scan(_ body: Body, container: String, member: MemberKey?, source: SiteSource,
                               impliedType: TypeName?, returnType: TypeName?) {
        let file = self.file
        var found: [(String, Int)] = []
        var calls: [(FactoryKey, Int)] = []
        walks.walk(body).replay { [classes] expr, walk in
            guard case .call(let call) = expr else { return }
            if let type = TypeInference.constructedType(of: expr) {
                found.append((type.base, call.callee.offset))
                return
            }
            switch call.callee.unparenthesized {
            case .member(nil, "init", let offset):
                var target: TypeName?
                if case .local(let id)? = walk.statement, id >= 0, id < file.locals.count { target = file.locals[id].declaredType }
                if case .return? = walk.statement { target = returnType }
                if walk.depth == 0, case .expression? = walk.statement { target = impliedType }
                if let target { found.append((target.base, offset)) }
            case .member(let receiver, let name, let offset):
                // A factory of the holding type (`makeCell()`, `self.makeCell()`) or a static one (`Factory.make()`).
                var owner: String?
                switch receiver?.unparenthesized {
                case nil, .selfRef?: owner = container.isEmpty ? nil : container
                case .name(let typeName, _, .unresolved)? where TypeInference.isTypeLike(typeName): owner = classes.resolve(typeName, from: container)
                default: owner = nil
                }
                if let owner, let factory = Self.factory(named: name, in: owner, arguments: call.arguments.count, classes: classes) {
                    calls.append((factory, offset))
                }
            case .name(let name, let offset, .unresolved) where !container.isEmpty && !TypeInference.isTypeLike(name):
                if let factory = Self.factory(named: name, in: container, arguments: call.arguments.count, classes: classes) {
                    calls.append((factory, offset))
                }
            default:
                break
            }
        }
        for (name, offset) in found {
            let key = classes.resolve(name, from: container)
            guard classes.records[key] != nil, !KnownClasses.isTexture(key), classes.isNode(key) else { continue }
            sites.append(CreationSite(created: key, location: location(container, member, source, offset)))
        }
        for (factory, offset) in calls {
            factoryCalls.append(FactoryCall(factory: factory, location: location(container, member, source, offset)))
        }
    }

    private func location(_ container: String, _ member: MemberKey?, _ source: SiteSource, _ offset: Int) -> SiteLocation {
        SiteLocation(container: container, member: member, source: source, path: file.path, position: file.text.position(of: offset))
    }

    /// The method `name` of `type` (or a project superclass) that returns a node, when exactly one
    /// method of that name takes `arguments` arguments: an overload that returns something else is
    /// another method.
    static func factory(named name: String, in type: String, arguments: Int, classes: ClassGraph) -> FactoryKey? {
        let candidates = classes.members(named: name, in: type).filter {
            $0.member.kind == .function && $0.member.parameters.count == arguments
        }
        guard candidates.count == 1, let (declaring, member) = candidates.first, let returned = member.type,
              classes.isNode(returned.base, from: declaring) else { return nil }
        return FactoryKey(type: declaring, signature: member.signature)
    }
}
