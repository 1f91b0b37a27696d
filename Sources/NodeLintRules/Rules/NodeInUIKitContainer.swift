import NodeLintAnalysis
import NodeLintModel

/// A node hosted in a reusable UIKit cell (the node-container page of the founding document): it loses
/// the node containers' intelligent preloading and displays only once on screen, on every reuse.
/// Reported at `addSubnode`/`addSubview`/`insertSubview` on the cell or its `contentView`, in
/// `cellForRowAt`/`cellForItemAt`/`viewForSupplementaryElementOfKind` and in methods of cell subclasses.
struct NodeInUIKitContainer: Rule {
    let id = "node-in-uikit-container"

    static let reusableCells: Set<String> = UIKitClasses.reusableCells

    func check(_ context: RuleContext) {
        var isCellClass: [String: Bool] = [:]  // per type: every member of a type asks the same question
        for region in context.allRegions where region.source == .member {
            let inCellClass: Bool
            if let known = isCellClass[region.typeName] {
                inCellClass = known
            } else {
                inCellClass = !region.typeName.isEmpty && isReusableCell(region.typeName, region: region, context: context)
                isCellClass[region.typeName] = inCellClass
            }
            let inProvider = region.member.kind == .function
                && ContainerMethod.kind(name: region.member.name, signature: region.member.signature) == .uikitCellProvider
            guard inCellClass || inProvider else { continue }
            context.walk(region.body) { expr, _ in
                guard let call = Shapes.methodCall(expr), let argument = call.call.arguments.first?.value else { return }
                let hostsNode: Bool
                switch call.name {
                case "addSubnode": hostsNode = true
                case "addSubview", "insertSubview":
                    if case .member(let node?, "view", _) = argument.unparenthesized { hostsNode = context.isNode(node, in: region) } else { hostsNode = false }
                default: hostsNode = false
                }
                guard hostsNode, isCellOrContentView(call.receiver, region: region, inCellClass: inCellClass, context: context) else { return }
                context.report(at: call.offset,
                               "a node hosted in a reusable UIKit cell loses Texture's preloading and renders only on screen; use ASTableNode or ASCollectionNode with ASCellNode")
            }
        }
    }

    private func isReusableCell(_ type: String, region: AnalyzedRegion, context: RuleContext) -> Bool {
        context.index.lineage(of: type, from: region.typeName).contains(where: Self.reusableCells.contains)
    }

    /// The cell itself or its `contentView`; inside a cell class, `self`, an implicit call, or `contentView`.
    private func isCellOrContentView(_ receiver: Expr?, region: AnalyzedRegion, inCellClass: Bool, context: RuleContext) -> Bool {
        guard let receiver else { return inCellClass }
        switch receiver.unparenthesized {
        case .selfRef:
            return inCellClass
        case .name("contentView", _, .unresolved):
            return inCellClass
        case .member(let cell?, "contentView", _):
            if context.isSelf(cell) { return inCellClass }
            return isCell(cell, region: region, context: context)
        default:
            return isCell(receiver, region: region, context: context)
        }
    }

    private func isCell(_ expr: Expr, region: AnalyzedRegion, context: RuleContext) -> Bool {
        guard let type = context.type(of: expr, in: region) else { return false }
        return isReusableCell(type.base, region: region, context: context)
    }
}
