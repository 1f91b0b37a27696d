import NodeLintAnalysis
import NodeLintModel

/// The three ways a node describes its size (docs/texture-facts.md#layout-and-automatic-subnode-management, #conflicting-layout-overrides) and who implements them.
enum LayoutMethods {
    static let names = TextureMembers.layoutMethods

    /// The layout methods a project type declares (in the class or its extensions), from its
    /// `trustedRecord` (what Texture's classes implement comes from `TextureClasses`). Only the
    /// one-argument `calculateLayoutThatFits(_:)` counts.
    static func declared(by type: String, index: ProjectIndex) -> Set<String> {
        guard let record = index.trustedRecord(type) else { return [] }
        var found: Set<String> = []
        for m in record.members where m.kind == .function && names.contains(m.name) && isOneArgument(m.signature) {
            found.insert(m.name)
        }
        return found
    }

    /// `layoutSpecThatFits(_:)`, `calculateSizeThatFits:`: one argument.
    static func isOneArgument(_ signature: String) -> Bool {
        if let open = signature.firstIndex(of: "(") {
            return signature[open...].filter { $0 == ":" }.count == 1
        }
        return signature.filter { $0 == ":" }.count == 1
    }

    /// The layout methods implemented along the lineage: the type's own, its project superclasses'
    /// and its Texture ancestors'. None when a class on the way is declared more than once in the run
    /// (`TypeRecord.isAmbiguous`): what it implements is then unknown, and every rule asking stays silent.
    static func implemented(by type: String, index: ProjectIndex) -> Set<String> {
        if index.hasAmbiguousLineage(type) { return [] }
        var found: Set<String> = []
        for ancestor in index.lineage(of: type) {
            found.formUnion(declared(by: ancestor, index: index))
            if TextureClasses.implementsLayoutSpecThatFits.contains(ancestor) { found.insert("layoutSpecThatFits") }
            if TextureClasses.implementsCalculateSizeThatFits.contains(ancestor) { found.insert("calculateSizeThatFits") }
        }
        return found
    }

    /// Whether the node class gets a `layoutSpecThatFits` from itself, a project superclass, or
    /// ASButtonNode / ASTextCellNode / ASVideoPlayerNode.
    static func overridesLayoutSpecThatFits(_ type: String, index: ProjectIndex) -> Bool {
        implemented(by: type, index: index).contains("layoutSpecThatFits")
    }
}

extension RuleContext {
    /// Class declarations of this file that a class-level finding can point at: Swift classes and
    /// Objective-C `@implementation`s (not extensions, not header `@interface`s), with qualified names.
    public var classDeclarations: [(decl: TypeDecl, qualifiedName: String)] {
        ownTypes.filter { $0.decl.kind == .class && !$0.decl.isInterfaceOnly }
    }

    /// The regions of this file that belong to a type (its declaration and its extensions here).
    public func regions(ofType type: String) -> [AnalyzedRegion] {
        analysis.regions.filter { $0.typeName == type }
    }

    /// Whether code of the type in this file assigns its own `layoutSpecBlock`.
    func setsOwnLayoutSpecBlock(_ type: String) -> Bool {
        var found = false
        for region in regions(ofType: type) {
            walk(region.body, enteringClosures: true) { expr, walk in
                guard walk.isAssignmentTarget else { return }
                switch expr.unparenthesized {
                case .name("layoutSpecBlock", _, .unresolved): found = true
                case .member(let base?, "layoutSpecBlock", _) where self.analysis.isSelf(base): found = true
                default: break
                }
            }
        }
        return found
    }
}
