import NodeLintAnalysis
import NodeLintModel

/// `self` captured strongly by a closure a node keeps (docs/texture-facts.md#strong-self-in-stored-block): view/layer blocks,
/// `onDidLoad`, `layoutSpecBlock`, `imageModificationBlock`. When `self` owns the node this is a retain
/// cycle. Reported once per closure, at the first strong `self` (or at a `[self]` capture), when the
/// node that keeps the closure is `self`, a property of `self`, or a local that `self` takes in (a
/// subnode, a property); a node built and kept elsewhere (a test's local) is not a cycle.
struct StrongSelfInStoredBlock: Rule {
    let id = "strong-self-in-stored-block"

    static let storedProperties: Set<String> = TextureMembers.storedBlockProperties
    static let blockLabels: Set<String> = TextureMembers.storedBlockLabels
    static let keptUntilLoaded: Set<String> = TextureMembers.storedUntilLoadedBlockProperties

    func check(_ context: RuleContext) {
        for region in context.allRegions where !region.typeName.isEmpty {
            guard context.index.record(region.typeName)?.kind == .class || context.file.language == .objectiveC else { continue }
            context.walk(region.body) { expr, walk in
                guard case .closure(let closure) = expr, let stored = storedBlock(closure, walk: walk, region: region, context: context) else { return }
                if closure.captures.contains(where: { $0.name == "self" && $0.specifier != .strong }) { return }
                if SelfRebinding.strongifiesSelf(closure, in: context.file) { return }
                if let strong = closure.captures.first(where: { $0.name == "self" && $0.specifier == .strong }) {
                    report(stored, at: strong.offset, context)
                    return
                }
                if let offset = firstSelfUse(closure, context: context) { report(stored, at: offset, context) }
            }
        }
    }

    /// How a node keeps a closure: for its whole life (`layoutSpecBlock`, `imageModificationBlock`) or
    /// until it loads (a view or layer block, a `didLoad:` block, `onDidLoad`), and whether the node
    /// keeping it is `self` (the cycle is the node and its own closure) or one `self` owns.
    private struct StoredBlock {
        var untilLoaded: Bool
        var keptBySelf: Bool
    }

    private func report(_ stored: StoredBlock, at offset: Int, _ context: RuleContext) {
        let kept = stored.untilLoaded ? "the node keeps this closure until it loads" : "the node keeps this closure"
        let cycle: String
        switch (stored.keptBySelf, stored.untilLoaded) {
        case (true, false): cycle = "and it captures the node itself strongly: a retain cycle"
        case (true, true): cycle = "and it captures the node itself strongly: a retain cycle until then, for good if the node never loads"
        case (false, false): cycle = "and it captures self strongly: a retain cycle when self owns the node"
        case (false, true): cycle = "and it captures self strongly: when self owns the node, a retain cycle until then, for good if the node never loads"
        }
        context.report(at: offset, "\(kept), \(cycle); capture [weak self] or the values it needs")
    }

    /// How a node keeps the closure literal, when a node stores it and that node belongs to `self`.
    private func storedBlock(_ closure: Closure, walk: ExpressionWalk, region: AnalyzedRegion, context: RuleContext) -> StoredBlock? {
        let selfIsNode = context.index.isNode(region.typeName)
        if walk.depth == 0, case .assignment(let a)? = walk.statement, a.value.unparenthesized.closureID == closure.id,
           case .member(let keeper, let name, _) = a.target.unparenthesized, Self.storedProperties.contains(name) {
            let untilLoaded = Self.keptUntilLoaded.contains(name)
            guard let keeper else { return StoredBlock(untilLoaded: untilLoaded, keptBySelf: selfIsNode) }
            guard ownedBySelf(keeper, region: region, context: context) else { return nil }
            return StoredBlock(untilLoaded: untilLoaded, keptBySelf: selfIsNode && context.isSelf(keeper))
        }
        if walk.depth == 0, case .assignment(let a)? = walk.statement, a.value.unparenthesized.closureID == closure.id,
           case .name(let name, _, .unresolved) = a.target.unparenthesized, Self.storedProperties.contains(name) {
            return StoredBlock(untilLoaded: Self.keptUntilLoaded.contains(name), keptBySelf: selfIsNode)
        }
        guard case .call(let call)? = walk.parent?.unparenthesized,
              let argument = call.arguments.first(where: { $0.value.unparenthesized.closureID == closure.id }),
              let path = calleePath(call.callee), let last = path.last else { return nil }
        if last == "onDidLoad" || last == "setViewBlock" || last == "setLayerBlock" {
            guard case .member(let keeper?, _, _) = call.callee.unparenthesized else { return StoredBlock(untilLoaded: true, keptBySelf: selfIsNode) }
            guard ownedBySelf(keeper, region: region, context: context) else { return nil }
            return StoredBlock(untilLoaded: true, keptBySelf: selfIsNode && context.isSelf(keeper))
        }
        var typeName = last
        if last == "init", path.count >= 2 { typeName = path[path.count - 2] }
        let isNodeInit = (path == ["super", "init"] || path == ["self", "init"]) ? selfIsNode
            : TypeInference.isTypeLike(typeName) && context.index.isNode(typeName, from: region.typeName)
        guard isNodeInit else { return nil }
        // Every block an initializer takes (`viewBlock:`, `layerBlock:`, `didLoad:`) is kept until the node loads.
        let isBlock = argument.label.map(Self.blockLabels.contains) ?? (argument.isTrailingClosure && call.arguments.count == 1)
        guard isBlock, constructionIsKept(walk: walk, region: region, context: context) else { return nil }
        return StoredBlock(untilLoaded: true, keptBySelf: false)
    }

    /// The node keeping the closure is `self`, one of its properties, or a local it takes in.
    private func ownedBySelf(_ keeper: Expr, region: AnalyzedRegion, context: RuleContext) -> Bool {
        switch keeper.unparenthesized {
        case .selfRef: return true
        case .name(_, _, .unresolved): return true
        case .member(let base?, _, _): return context.isSelf(base) || ownedBySelf(base, region: region, context: context)
        case .name(_, _, .local(let id)): return isTakenIn(local: id, region: region, context: context)
        case .call(let call) where context.isGetterMessage(call): return ownedBySelf(call.callee, region: region, context: context)
        default: return false
        }
    }

    /// Where the node built with the block goes: a property (its initializer or an assignment), or a
    /// local that `self` takes in. `walk` is at the closure; its parent is the construction.
    private func constructionIsKept(walk: ExpressionWalk, region: AnalyzedRegion, context: RuleContext) -> Bool {
        guard walk.depth == 1 else { return false }
        if region.isPropertyInitializer { return true }
        switch walk.statement {
        case .assignment(let a)?: return ownedBySelf(a.target, region: region, context: context)
        case .local(let id)?: return isTakenIn(local: id, region: region, context: context)
        default: return false
        }
    }

    /// `addSubnode(local)`, `self.x = local`, `x = local` in the same body.
    private func isTakenIn(local id: Int, region: AnalyzedRegion, context: RuleContext) -> Bool {
        var taken = false
        context.walk(region.body) { expr, walk in
            if let call = Shapes.methodCall(expr), call.name == "addSubnode" || call.name == "insertSubnode",
               call.receiver.map({ context.isSelf($0) }) ?? true,
               case .name(_, _, .local(id))? = call.call.arguments.first?.value.unparenthesized {
                taken = true
            }
            if walk.depth == 0, !walk.isAssignmentTarget, case .assignment(let a)? = walk.statement,
               case .name(_, _, .local(id)) = a.value.unparenthesized, context.isOwnedBySelf(a.target, in: region) {
                taken = true
            }
        }
        return taken
    }

    /// The first `self` (explicit, or implicit through an ivar in Objective-C) the closure uses,
    /// nested closures included.
    private func firstSelfUse(_ closure: Closure, context: RuleContext) -> Int? {
        var first: Int?
        let isObjC = context.file.language == .objectiveC
        context.walk(closure.body.statements, enteringClosure: { inner in
            !inner.captures.contains { $0.name == "self" && $0.specifier != .strong }
                && !SelfRebinding.strongifiesSelf(inner, in: context.file)
        }) { expr, _ in
            let offset: Int?
            switch expr {
            case .selfRef(let o): offset = o
            case .name(let name, let o, .unresolved) where isObjC && name.hasPrefix("_"): offset = o
            default: offset = nil
            }
            if let offset, first.map({ offset < $0 }) ?? true { first = offset }
        }
        return first
    }
}
