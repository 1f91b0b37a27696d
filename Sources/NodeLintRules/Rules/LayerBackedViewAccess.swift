import NodeLintAnalysis
import NodeLintModel

/// Misuse of layer-backed nodes (docs/texture-facts.md#layer-backed-view-access). Tracks `isLayerBacked = true` per identifier
/// within a class (a node property or local, or `self`), and reports `view` of such a node, `addTarget`
/// on it, `addSubnode` on it of a node that is not layer-backed, and the assignment itself where layer
/// backing is not supported (view-block nodes, buttons, editable text, maps, scroll and container nodes,
/// a view controller's root node, or `self` once loaded).
struct LayerBackedViewAccess: Rule {
    let id = "layer-backed-view-access"

    static let properties: Set<String> = TextureLayerBacking.properties
    static let unsupported: Set<String> = TextureLayerBacking.unsupportedClasses
    static let loadedCallbacks: Set<String> = TextureMembers.mainThreadNodeMethods.subtracting(["drawParameters"])

    func check(_ context: RuleContext) {
        var byType: [String: [AnalyzedRegion]] = [:]
        for region in context.allRegions where !region.typeName.isEmpty { byType[region.typeName, default: []].append(region) }
        for (type, regions) in byType {
            let backed = context.receiversSetTrue(Self.properties, in: regions, enteringClosures: false)
            for region in regions {
                let otherRulesOwnView = region.contexts.contains { [.bgInit, .bgLayout, .bgBlock].contains($0.context) }
                let inLayout = region.runs(in: .bgLayout) != nil
                context.walk(region.body) { expr, walk in
                    if walk.isAssignmentTarget {
                        checkAssignment(expr, walk: walk, region: region, type: type, context: context)
                        return
                    }
                    switch expr {
                    case .member(let base?, "view", let offset) where !otherRulesOwnView:
                        if let key = context.receiverKey(base, in: region), backed.contains(key) { reportView(offset, context) }
                    case .name("view", let offset, .unresolved) where !otherRulesOwnView:
                        if backed.contains(.selfNode) && context.index.isNode(type) { reportView(offset, context) }
                    default:
                        guard let call = Shapes.methodCall(expr) else { return }
                        let receiverKey = call.receiver.map { context.receiverKey($0, in: region) } ?? .selfNode
                        guard let receiverKey, backed.contains(receiverKey) else { return }
                        if call.name == "addTarget" {
                            context.report(at: call.offset, "addTarget on a layer-backed node: it has no view to receive touches, so the action never fires")
                        } else if call.name == "addSubnode", !inLayout, let child = call.call.arguments.first?.value,
                                  let childKey = context.receiverKey(child, in: region), !backed.contains(childKey),
                                  context.isNode(child, in: region),
                                  !(call.receiver.flatMap { context.type(of: $0, in: region) }.map { context.index.managesSubnodesAutomatically($0.base) } ?? false) {
                            context.report(at: call.offset, "a view-backed node is added to a layer-backed node; Texture asserts — make the child layer-backed too, or the parent view-backed")
                        }
                    }
                }
            }
        }
    }

    private func reportView(_ offset: Int, _ context: RuleContext) {
        context.report(at: offset, "'view' of a layer-backed node is nil (Texture asserts, and Swift crashes on the non-optional view); use node properties or the layer")
    }

    /// `isLayerBacked = true` where layer backing is not supported or can no longer change.
    private func checkAssignment(_ target: Expr, walk: ExpressionWalk, region: AnalyzedRegion, type: String, context: RuleContext) {
        guard case .assignment(let a)? = walk.statement, a.value.booleanLiteral == true else { return }
        let receiver: Expr?, offset: Int
        switch target.unparenthesized {
        case .member(let base?, let name, let o) where Self.properties.contains(name): (receiver, offset) = (base, o)
        case .name(let name, let o, .unresolved) where Self.properties.contains(name): (receiver, offset) = (nil, o)
        default: return
        }
        let isSelf = receiver.map { context.isSelf($0) } ?? true
        let reason: String?
        if isSelf {
            reason = region.source == .member && Self.loadedCallbacks.contains(region.member.name) && context.index.isNode(type)
                ? "the node is already loaded here and layer backing can no longer change" : nil
        } else if let receiver, isViewBlockNode(receiver, region: region, context: context) {
            reason = "a node whose view comes from a view block cannot be layer-backed"
        } else if let receiver, let t = context.type(of: receiver, in: region),
                  let unsupported = context.index.lineage(of: t.base, from: type).first(where: Self.unsupported.contains) {
            reason = "\(unsupported) does not support layer backing"
        } else if let receiver, case .name("node", _, .unresolved) = receiver.unparenthesized, context.index.isViewController(type) {
            reason = "a view controller's root node must have a view"
        } else if let receiver, case .member(let b?, "node", _) = receiver.unparenthesized, context.isSelf(b), context.index.isViewController(type) {
            reason = "a view controller's root node must have a view"
        } else {
            reason = nil
        }
        if let reason { context.report(at: offset, "layer backing set where Texture asserts: \(reason)") }
    }

    /// A property or local initialized with a view block: `ASDisplayNode(viewBlock: …)`, `ASDisplayNode { … }`;
    /// for an Objective-C instance variable (which has no initializer), one the class assigns such a
    /// node to (`_switchNode = [[ASDisplayNode alloc] initWithViewBlock:^{ … }];`).
    private func isViewBlockNode(_ expr: Expr, region: AnalyzedRegion, context: RuleContext) -> Bool {
        switch expr.unparenthesized {
        case .name(_, _, .local(let id)):
            return context.local(id).initializer.map(isViewBlockConstruction) ?? false
        case .name(let name, _, .unresolved), .member(.selfRef?, let name, _):
            let member = region.typeDecl?.members.first { $0.name == name && $0.kind == .variable }
            if let body = member?.initializer, body.statements.count == 1, case .expression(let e) = body.statements[0] {
                return isViewBlockConstruction(e)
            }
            var assigned = false
            for other in context.regions(ofType: region.typeName) {
                context.walk(other.body) { e, walk in
                    guard walk.isAssignmentTarget, case .assignment(let a)? = walk.statement else { return }
                    switch e.unparenthesized {
                    case .name(name, _, .unresolved), .member(.selfRef?, name, _):
                        if isViewBlockConstruction(a.value) { assigned = true }
                    default: break
                    }
                }
            }
            return assigned
        default:
            return false
        }
    }

    private func isViewBlockConstruction(_ value: Expr) -> Bool {
        guard case .call(let call) = value.unparenthesized, Shapes.construction(value) != nil else { return false }
        return call.arguments.contains { argument in
            argument.label == "viewBlock" || (argument.isTrailingClosure && argument.label == nil)
        }
    }
}
