import NodeLintAnalysis
import NodeLintModel

/// A node class with more than one of `layoutSpecThatFits`, `calculateSizeThatFits` and
/// `calculateLayoutThatFits(_:)`, counting those of project superclasses and Texture ancestors
/// (docs/texture-facts.md#conflicting-layout-overrides). Texture asserts "override at most one of the three layout methods".
struct ConflictingLayoutOverrides: Rule {
    let id = "conflicting-layout-overrides"

    func check(_ context: RuleContext) {
        for (decl, type) in context.classDeclarations where context.index.isNode(type) {
            guard !LayoutMethods.declared(by: type, index: context.index).isEmpty,
                  !context.setsOwnLayoutSpecBlock(type) else { continue }
            let methods = LayoutMethods.implemented(by: type, index: context.index)
            guard methods.count >= 2 else { continue }
            context.report(at: decl.nameOffset,
                           "'\(decl.name)' has \(methods.sorted().joined(separator: " and ")) (its own or inherited); Texture asserts that a node overrides at most one layout method")
        }
    }
}
