import NodeLintAnalysis
import NodeLintModel

/// Manual hierarchy calls on a node that manages its subnodes automatically (texture-rules.md R11):
/// with `automaticallyManagesSubnodes` the returned spec alone decides the subnodes; Texture removes
/// hand-added ones as orphans or asserts. ASButtonNode and ASTextCellNode turn it on themselves.
struct AddSubnodeWithAutomaticManagement: Rule {
    let id = "add-subnode-with-automatic-management"

    static let addCalls: Set<String> = ["addSubnode", "insertSubnode", "replaceSubnode"]

    func check(_ context: RuleContext) {
        // Per type, computed once: every member of a type asks the same questions.
        var managedIdentifiers: [String: Set<String>] = [:]
        var managesItself: [String: Bool] = [:]
        for region in context.analysis.regions where !region.typeName.isEmpty && region.runs(in: .bgLayout) == nil {
            if managedIdentifiers[region.typeName] == nil {
                managedIdentifiers[region.typeName] = instancesManaged(in: region.typeName, context: context)
                managesItself[region.typeName] = context.index.managesSubnodesAutomatically(region.typeName)
            }
            let selfManaged = managesItself[region.typeName] ?? false
            ExpressionWalk.walk(region.body.statements, locals: context.file.locals) { expr, _ in
                guard let call = Shapes.methodCall(expr) else { return }
                if Self.addCalls.contains(call.name) {
                    let managed: Bool
                    if let receiver = call.receiver, !context.analysis.isSelf(receiver) {
                        managed = isManaged(receiver, region: region, identifiers: managedIdentifiers[region.typeName] ?? [], context: context)
                    } else {
                        managed = selfManaged
                    }
                    guard managed else { return }
                    context.report(at: call.offset,
                                   "\(call.name) on a node that manages its subnodes automatically; the returned layout spec decides its subnodes, so name the node in the spec instead")
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
    private func isManaged(_ receiver: Expr, region: AnalyzedRegion, identifiers: Set<String>, context: RuleContext) -> Bool {
        if let key = identifierKey(receiver, context: context), identifiers.contains(key) { return true }
        guard let type = context.analysis.type(of: receiver, in: region) else { return false }
        if context.index.isUIKitView(type.base, from: region.typeName) { return false }
        return context.index.managesSubnodesAutomatically(type.base, from: region.typeName)
    }

    /// `node`, `self.node`, `tableNode`: the identifier a receiver names, for matching assignments.
    private func identifierKey(_ expr: Expr, context: RuleContext) -> String? {
        switch expr.unparenthesized {
        case .name(let name, _, .unresolved): return name
        case .member(let base?, let name, _) where context.analysis.isSelf(base): return name
        default: return nil
        }
    }

    /// Identifiers the type's code in this file sets `automaticallyManagesSubnodes` to `true` on (and
    /// never to `false`).
    private func instancesManaged(in type: String, context: RuleContext) -> Set<String> {
        var on: Set<String> = [], off: Set<String> = []
        for region in context.regions(ofType: type) {
            ExpressionWalk.walk(region.body.statements, locals: context.file.locals, enterClosure: { _ in true }) { expr, walk in
                guard walk.isAssignmentTarget, case .member(let base?, "automaticallyManagesSubnodes", _) = expr.unparenthesized,
                      !context.analysis.isSelf(base), let key = identifierKey(base, context: context),
                      case .assignment(let a)? = walk.statement,
                      let value = ProjectIndex.booleanLiteral(a.value, in: context.file) else { return }
                if value { on.insert(key) } else { off.insert(key) }
            }
        }
        return on.subtracting(off)
    }

    private func isOwnNodeProperty(_ expr: Expr, region: AnalyzedRegion, context: RuleContext) -> Bool {
        guard let key = identifierKey(expr, context: context),
              let member = context.index.declaredMember(key, in: region.typeName)?.member,
              member.kind == .variable, member.isStored else { return false }
        return context.isNode(expr, in: region)
    }
}
