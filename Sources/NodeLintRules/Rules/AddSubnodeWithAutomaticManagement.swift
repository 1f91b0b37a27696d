import NodeLintAnalysis
import NodeLintModel

/// Manual hierarchy calls on a node that manages its subnodes automatically (docs/texture-facts.md#add-subnode-with-automatic-management):
/// with `automaticallyManagesSubnodes` the returned spec alone decides the subnodes; Texture removes
/// hand-added ones as orphans or asserts. ASButtonNode and ASTextCellNode turn it on themselves.
struct AddSubnodeWithAutomaticManagement: Rule {
    let id = "add-subnode-with-automatic-management"

    static let addCalls: Set<String> = TextureMethods.subnodeAdditionNames

    func check(_ context: RuleContext) {
        // Per type, computed once: every member of a type asks the same questions.
        var managedIdentifiers: [String: Set<ReceiverKey>] = [:]
        var managesItself: [String: Bool] = [:]
        for region in context.allRegions where !region.typeName.isEmpty && region.runs(in: .bgLayout) == nil {
            if managedIdentifiers[region.typeName] == nil {
                managedIdentifiers[region.typeName] = context.receiversSetTrue(["automaticallyManagesSubnodes"], in: context.regions(ofType: region.typeName),
                                                                                   enteringClosures: true)
                managesItself[region.typeName] = context.index.managesSubnodesAutomatically(region.typeName)
            }
            let selfManaged = managesItself[region.typeName] ?? false
            context.walk(region.body) { expr, _ in
                guard let call = Shapes.methodCall(expr) else { return }
                if Self.addCalls.contains(call.name) {
                    let managed: Bool
                    if let receiver = call.receiver, isOwnView(receiver, region: region, context: context) {
                        // `self.view.addSubnode(x)`: the node's own view, behind the management's back.
                        managed = selfManaged
                    } else if let receiver = call.receiver, !context.isSelf(receiver) {
                        managed = isManaged(receiver, region: region, identifiers: managedIdentifiers[region.typeName] ?? [], context: context)
                    } else {
                        managed = selfManaged
                    }
                    guard managed else { return }
                    context.report(at: call.offset,
                                   Self.message(calling: call.name))
                } else if call.name == "removeFromSupernode", selfManaged, let receiver = call.receiver,
                          isOwnNodeProperty(receiver, region: region, context: context) {
                    context.report(at: call.offset,
                                   "removeFromSupernode on a subnode of a node that manages its subnodes automatically; leave it out of the returned spec instead")
                }
            }
        }
    }

    /// Another node whose management is on: typed as such a class, or an identifier this class sets
    /// `automaticallyManagesSubnodes = true` on.
    private func isManaged(_ receiver: Expr, region: AnalyzedRegion, identifiers: Set<ReceiverKey>, context: RuleContext) -> Bool {
        if let key = context.receiverKey(receiver, in: region), identifiers.contains(key) { return true }
        guard let type = context.type(of: receiver, in: region) else { return false }
        if context.index.isUIKitView(type.base, from: region.typeName) { return false }
        return context.index.managesSubnodesAutomatically(type.base, from: region.typeName)
    }

    /// `self.view` or an implicit `view` in a node class: the node's own view.
    private func isOwnView(_ expr: Expr, region: AnalyzedRegion, context: RuleContext) -> Bool {
        switch expr.unparenthesized {
        case .member(let base?, "view", _): return context.isSelf(base) && context.index.isNode(region.typeName)
        case .name("view", _, .unresolved): return context.index.isNode(region.typeName)
        default: return false
        }
    }

    private func isOwnNodeProperty(_ expr: Expr, region: AnalyzedRegion, context: RuleContext) -> Bool {
        guard case .member(let name)? = context.receiverKey(expr, in: region),
              let member = context.index.declaredMember(name, in: region.typeName)?.member,
              member.kind == .variable, member.isStored else { return false }
        return context.isNode(expr, in: region)
    }

    /// The message for a manual `name` call (`addSubnode`, `insertSubnode` …); the command-line tests
    /// build their expected lines from it, so rewording it is one edit.
    static func message(calling name: String) -> String {
        "\(name) on a node that manages its subnodes automatically; the returned layout spec decides its subnodes, so name the node in the spec instead"
    }
}
