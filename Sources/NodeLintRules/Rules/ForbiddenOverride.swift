import NodeLintAnalysis
import NodeLintModel

/// Overrides of members Texture forbids overriding (docs/texture-facts.md#forbidden-override): `+[ASDisplayNode initialize]`
/// asserts when a node class overrides `layoutThatFits`, `calculatedSize`, `calculatedLayout` or the
/// recursive clearing methods.
struct ForbiddenOverride: Rule {
    let id = "forbidden-override"

    static let forbiddenMethods: Set<String> = ForbiddenOverrides.methods
    static let forbiddenProperties: Set<String> = ForbiddenOverrides.properties
    static let forbiddenSelectors: Set<String> = ForbiddenOverrides.selectors

    func check(_ context: RuleContext) {
        let isObjC = context.file.language == .objectiveC
        for (decl, type) in context.ownTypes where !decl.isInterfaceOnly && context.index.isNode(type) {
            for member in decl.members {
                let forbidden: Bool
                if isObjC {
                    forbidden = member.objcSelector.map(Self.forbiddenSelectors.contains) ?? false
                } else if member.modifiers.contains(.override) {
                    forbidden = member.kind == .function ? Self.forbiddenMethods.contains(member.signature)
                        : member.kind == .variable && Self.forbiddenProperties.contains(member.name)
                } else {
                    forbidden = false
                }
                guard forbidden else { continue }
                let replacement = member.name == "layoutThatFits" ? "; override calculateLayoutThatFits(_:) instead" : ""
                context.report(at: member.nameOffset,
                               "node classes must not override \(member.name); Texture asserts when the class is first used\(replacement)")
            }
        }
    }
}
