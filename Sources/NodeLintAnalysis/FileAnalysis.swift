import NodeLintModel

/// One file seen through the project index: every body and closure with the type and member that own
/// it and the contexts it runs in, plus expression typing. Rules read this, never the raw text.
public final class FileAnalysis: Sendable {
    public let file: SourceFile
    public let index: ProjectIndex
    /// Every body of the file (member bodies, property initializers, accessors, closures, local
    /// functions, top-level code), outer bodies before the closures inside them.
    public let regions: [AnalyzedRegion]
    /// Every type declaration and extension of the file (nested ones too), with its qualified name.
    public let types: [(decl: TypeDecl, qualifiedName: String)]
    /// Types of closure parameters that their closure's use implies: a `layoutSpecBlock`'s first
    /// parameter is the node being laid out.
    private let impliedLocalTypes: [Int: TypeName]

    /// The types whose Swift code the parser had to recover in (a missing `}`, a construct it could
    /// not read): which member, and so which context, their later code belongs to is a guess. Rules'
    /// findings there are not reported (see `Linter`).
    public let recoveredRanges: [Range<Int>]
    /// The file's bodies walked once for the analysis and all the rules (`recordedWalk(of:)`).
    public let walks: FileWalks

    /// `walks`: the file's recorded walks if its behaviour summary made them (`BehaviourSummary(_:in:walks:)`).
    public init(file: SourceFile, index: ProjectIndex, walks: FileWalks? = nil) {
        self.file = file
        self.index = index
        self.walks = walks ?? FileWalks(file)
        recoveredRanges = file.language == .swift ? RecoveredTypes.ranges(in: file) : []
        var collector = RegionCollector(file: file, index: index, walks: self.walks)
        for type in file.types { collector.analyze(type, container: []) }
        for member in file.globals { collector.analyze(member, owner: nil, qualified: "") }
        regions = collector.regions
        types = collector.types
        var implied: [Int: TypeName] = [:]
        for region in regions {
            if region.source == .fixed(.bgLayout), let node = region.closure?.parameters.first {
                implied[node] = TypeName("ASDisplayNode")
            }
        }
        impliedLocalTypes = implied
    }

    // MARK: Walks

    /// The walk of a body's statements with the file's locals (`ExpressionWalk.walk(body.statements,
    /// locals: file.locals)`, entering every closure with `enteringClosures`), recorded the first time
    /// any rule asks for it.
    public func recordedWalk(of body: Body, enteringClosures: Bool = false) -> RecordedWalk {
        walks.walk(body, enteringClosures: enteringClosures)
    }

    /// Whether an offset lies in a type the parser recovered in (`recoveredRanges`).
    public func isRecovered(_ offset: Int) -> Bool {
        recoveredRanges.contains { $0.lowerBound <= offset && offset <= $0.upperBound }
    }

    // MARK: Typing

    /// The type of an expression in a region, when a linter can know it; nil otherwise.
    public func type(of expr: Expr, in region: AnalyzedRegion) -> TypeName? {
        type(of: expr, in: region, depth: 0)
    }

    private func type(of expr: Expr, in region: AnalyzedRegion, depth: Int) -> TypeName? {
        guard depth < 12 else { return nil }
        switch expr.unparenthesized {
        case .selfRef:
            return region.typeName.isEmpty ? nil : TypeName(region.typeName)
        case .superRef:
            return index.record(region.typeName)?.superclass
        case .name(_, _, .local(let id)):
            guard id >= 0 && id < file.locals.count else { return nil }
            let local = file.locals[id]
            if let declared = local.declaredType { return declared }
            if let implied = impliedLocalTypes[id] { return implied }
            guard let value = local.initializer else { return nil }
            if case .selfRef = value.unparenthesized { return region.typeName.isEmpty ? nil : TypeName(region.typeName) }
            let valueType = type(of: value, in: region, depth: depth + 1)
            if local.kind == .loopVariable { return valueType?.elementType }
            return valueType
        case .name(let name, _, .unresolved):
            if !region.typeName.isEmpty, let t = index.memberType(name, in: region.typeName) { return t }
            return nil
        case .member(let base?, let name, _):
            guard let baseType = type(of: base, in: region, depth: depth + 1) else { return nil }
            return index.memberType(name, in: baseType.base, genericArguments: baseType.genericArguments, from: region.typeName)
        case .call(let call):
            if let constructed = TypeInference.constructedType(of: expr) { return constructed }
            // collectionView.dequeueReusableCell(withReuseIdentifier:for:) is a UICollectionViewCell.
            if case .member(let base?, let method, _) = call.callee.unparenthesized,
               let returned = TextureMembers.methodReturnTypes[method] {
                if returned == "UITableViewCell", let receiver = type(of: base, in: region, depth: depth + 1),
                   index.lineage(of: receiver.base).contains("UICollectionView") {
                    return TypeName("UICollectionViewCell")
                }
                return TypeName(returned)
            }
            if isGetterMessage(call), case .member(let base?, let name, _) = call.callee.unparenthesized,
               let baseType = type(of: base, in: region, depth: depth + 1) {
                return index.memberType(name, in: baseType.base, genericArguments: baseType.genericArguments, from: region.typeName)
            }
            return nil
        case .subscript(let base, _, _):
            return type(of: base, in: region, depth: depth + 1)?.elementType
        case .cast(_, let op, let t, _) where op != "is":
            return t
        default:
            return nil
        }
    }

    /// An Objective-C message without arguments (`[self node]`, `[[self node] view]`): a getter, read as
    /// the property it names (`self.node`). Swift's `node()` is a call of a method.
    public func isGetterMessage(_ call: Call) -> Bool {
        file.language == .objectiveC && call.arguments.isEmpty
    }

    /// Whether the expression is `self`, an alias of it (`strongSelf`, `guard let self`), or nil.
    public func isSelf(_ expr: Expr) -> Bool {
        var current = expr
        // A few hops: Objective-C's `__weak typeof(self) weakSelf = self;` then, inside the block,
        // `__strong typeof(weakSelf) strongSelf = weakSelf;`.
        for _ in 0..<4 {
            switch current.unparenthesized {
            case .selfRef: return true
            case .name(_, _, .local(let id)):
                guard id >= 0 && id < file.locals.count, let value = file.locals[id].initializer else { return false }
                current = value
            default: return false
            }
        }
        return false
    }

    /// Whether a bare name in this region means a member of `self` (not a local, and the owner type
    /// or its ancestors have such a member).
    public func isImplicitSelfMember(_ name: String, in region: AnalyzedRegion) -> Bool {
        !region.typeName.isEmpty && index.hasMember(name, in: region.typeName)
    }
}

/// Collects a file's regions and types for `FileAnalysis`, which keeps them as `let`s.
private struct RegionCollector {
    let file: SourceFile
    let index: ProjectIndex
    let walks: FileWalks
    var regions: [AnalyzedRegion] = []
    var types: [(decl: TypeDecl, qualifiedName: String)] = []

    /// `container`: the qualified name of the enclosing type as written, without any module.
    mutating func analyze(_ decl: TypeDecl, container: [String]) {
        let qualified: String
        if decl.kind == .extension {
            qualified = index.key(ofExtension: decl.name, inFile: file.path)
        } else {
            qualified = index.key(ofDeclaration: (container + [decl.name]).joined(separator: "."), inFile: file.path)
        }
        types.append((decl, qualified))
        for member in decl.members { analyze(member, owner: decl, qualified: qualified) }
        // Nested types of an extension are named after the extended type as written, as the summaries do.
        let inner = decl.kind == .extension ? decl.name.split(separator: ".").map(String.init) : container + [decl.name]
        for nested in decl.nestedTypes { analyze(nested, container: inner) }
    }

    mutating func analyze(_ member: Member, owner: TypeDecl?, qualified: String) {
        let classifier = ClosureClassifier(index: index, typeName: qualified, locals: file.locals, imports: file.imports)
        var parts: [(Body, Bool)] = []
        if let body = member.body { parts.append((body, false)) }
        if let initializer = member.initializer { parts.append((initializer, true)) }
        for accessor in member.accessors { parts.append((accessor.body, false)) }
        for (body, isInitializer) in parts {
            var memberEntries: [ContextEntry] = []
            if !qualified.isEmpty {
                if let seed = ContextSeeds.seed(for: member, in: qualified, index: index.classGraph, initializerOfProperty: isInitializer) {
                    memberEntries.append(ContextEntry(seed))
                }
                // Helpers get the contexts of their callers; a lazy property's initializer those of its readers.
                if (!isInitializer && body === member.body) || (isInitializer && member.modifiers.contains(.lazy)) {
                    memberEntries += index.propagatedContexts(type: qualified, method: member.signature)
                }
            }
            let isNodeBlock = member.kind == .function && ContainerMethod.kind(name: member.name, signature: member.signature) == .nodeBlock
            for region in CodeRegions.regions(of: body, in: file, walks: walks, classifier: classifier, isNodeBlockMethod: isNodeBlock) {
                let entries: [ContextEntry]
                switch region.source {
                case .member: entries = memberEntries
                case .fixed(let context): entries = [ContextEntry(context)]
                case .unknown: entries = [ContextEntry(.unknown)]
                }
                regions.append(AnalyzedRegion(body: region.body, closure: region.closure, typeName: qualified,
                                              typeDecl: owner, member: member, isPropertyInitializer: isInitializer,
                                              source: region.source, contexts: entries))
            }
        }
    }
}

/// A body (or closure, or property initializer) with what owns it and where it runs. A class: rules
/// pass regions around and filter lists of them for every file, and a copy is then one reference.
public final class AnalyzedRegion: Sendable {
    public let body: Body
    public let closure: Closure?
    /// Qualified name of the owning type; "" for top-level code.
    public let typeName: String
    public let typeDecl: TypeDecl?
    public let member: Member
    /// The region is `member`'s `= value` (or a closure inside it).
    public let isPropertyInitializer: Bool
    /// `.member` when the code runs as part of its member (the body itself, a synchronous closure,
    /// a local function); otherwise the closure's own context.
    public let source: ContextSource
    /// Every context the code runs in; empty when nothing is known.
    public let contexts: [ContextEntry]

    init(body: Body, closure: Closure?, typeName: String, typeDecl: TypeDecl?, member: Member, isPropertyInitializer: Bool,
         source: ContextSource, contexts: [ContextEntry]) {
        self.body = body
        self.closure = closure
        self.typeName = typeName
        self.typeDecl = typeDecl
        self.member = member
        self.isPropertyInitializer = isPropertyInitializer
        self.source = source
        self.contexts = contexts
    }

    public func runs(in context: ExecutionContext) -> ContextEntry? {
        contexts.first { $0.context == context }
    }
}
