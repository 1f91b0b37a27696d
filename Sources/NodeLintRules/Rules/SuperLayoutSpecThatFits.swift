import NodeLintAnalysis
import NodeLintModel

/// `super.layoutSpecThatFits(_:)` where no superclass implements it (docs/texture-facts.md#super-layout-spec-that-fits):
/// ASDisplayNode's own implementation asserts "should never return an empty value".
struct SuperLayoutSpecThatFits: Rule {
    let id = "super-layout-spec-that-fits"

    func check(_ context: RuleContext) {
        for (region, _) in context.regions(in: [.bgLayout]) where region.member.name == "layoutSpecThatFits" {
            guard !region.typeName.isEmpty, let superclassChain = superclassChainReachesBase(region.typeName, context: context),
                  superclassChain else { continue }
            context.walk(region.body) { expr, _ in
                guard let offset = Shapes.superCall(expr, named: "layoutSpecThatFits") else { return }
                context.report(at: offset,
                               "no superclass of '\(region.typeName)' implements layoutSpecThatFits(_:); ASDisplayNode's version asserts — build the spec here without calling super")
            }
        }
    }

    /// True when the chain above the class reaches ASDisplayNode with no implementation on the way;
    /// false when some superclass implements it; nil when the chain leaves what nodelint knows.
    private func superclassChainReachesBase(_ typeName: String, context: RuleContext) -> Bool? {
        let chain = context.index.lineage(of: typeName)
        for ancestor in chain.dropFirst() {
            if ancestor == "ASDisplayNode" { return true }
            if TextureClasses.implementsLayoutSpecThatFits.contains(ancestor) { return false }
            if KnownClasses.isTexture(ancestor) { continue }
            // A project class nodelint cannot rely on (unknown, or declared twice): the answer is unknown.
            guard let record = context.index.trustedRecord(ancestor) else { return nil }
            if record.members.contains(where: { $0.name == "layoutSpecThatFits" && $0.kind == .function }) { return false }
        }
        return nil
    }
}
