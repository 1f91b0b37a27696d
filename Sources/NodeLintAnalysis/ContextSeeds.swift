import NodeLintModel

/// The context a member's own body runs in, from what it is and where it is declared
/// (docs/texture-facts.md#where-code-runs). Helpers called from these bodies get their context by propagation.
public enum ContextSeeds {
    /// The context of `member`'s body (or, with `initializerOfProperty`, of its `= value`).
    public static func seed(for member: Member, in typeName: String, index: ClassGraph,
                            initializerOfProperty: Bool = false) -> ExecutionContext? {
        seed(name: member.name, signature: member.signature, kind: member.kind, modifiers: member.modifiers,
             isStored: member.isStoredProperty, in: typeName, index: index, initializerOfProperty: initializerOfProperty)
    }

    static func seed(name: String, signature: String, kind: MemberKind, modifiers: Modifiers, isStored: Bool,
                     in typeName: String, index: ClassGraph, initializerOfProperty: Bool) -> ExecutionContext? {
        // Container data-source and delegate methods, whatever class implements them.
        if kind == .function, let method = ContainerMethod.kind(name: name, signature: signature) {
            switch method {
            case .nodeBlock, .nodeFor: return .main
            case .batchFetch: return .bgFetch
            case .uikitCellProvider: break
            }
        }
        if index.isNode(typeName) {
            if initializerOfProperty {
                let isStatic = modifiers.contains(.static) || modifiers.contains(.class)
                return isStored && !isStatic && !modifiers.contains(.lazy) ? .bgInit : nil
            }
            switch kind {
            case .initializer:
                return .bgInit
            case .function:
                if TextureMembers.layoutMethods.contains(name) { return .bgLayout }
                if (name == "draw" || name == "display") && (modifiers.contains(.class) || modifiers.contains(.static)) { return .bgDraw }
                if name == "placeholderImage" { return .bgDraw }
                if TextureMembers.mainThreadNodeMethods.contains(name) { return .main }
                return nil
            default:
                return nil
            }
        }
        // View controllers and UIKit views live on the main thread, initializers included.
        if index.isViewController(typeName) || index.isUIKitView(typeName) {
            if initializerOfProperty { return modifiers.contains(.static) || modifiers.contains(.class) ? nil : .main }
            switch kind {
            case .initializer, .deinitializer: return kind == .initializer ? .main : nil
            case .function where !(modifiers.contains(.static) || modifiers.contains(.class)): return .main
            default: return nil
            }
        }
        return nil
    }
}
