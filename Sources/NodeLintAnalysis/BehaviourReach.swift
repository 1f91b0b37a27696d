import NodeLintModel

extension FileSummary {
    /// The types the file declares or extends, by qualified name.
    public var typeNames: [String] { types.map(\.qualifiedName) }

    /// The types the file has code for: every Swift declaration and extension, an Objective-C
    /// `@implementation` (of a class or a category), not an `@interface`.
    public var implementedTypeNames: [String] { types.filter { !$0.isInterfaceOnly }.map(\.qualifiedName) }
}

extension ClassGraph {
    /// Whether the code of `type` (what `BehaviourSummary` records of it) can change the findings in
    /// the code of one of `types`: when it is one of them, or an ancestor (whose self-set flags and
    /// layout spec they inherit), or a descendant (whose calls into inherited methods carry contexts
    /// to them). Only types the project declares count. Texture's own classes are described by
    /// nodelint's tables, not by their code, even when Texture's source is in the run. Classes the
    /// project only extends (`UIView`, `NSObject`, in categories) are left out too: a call in a
    /// subclass's code reaches a category method of its ancestor but never travels back down, and
    /// category code rarely runs in the background contexts that travel, while counting them would
    /// make every UIKit subclass of a project a reason to parse its file.
    public func behaviour(of type: String, reaches types: Set<String>) -> Bool {
        guard isProjectType(type) else { return false }
        if types.contains(type) { return true }
        if lineage(of: type).contains(where: { types.contains($0) && isProjectType($0) }) { return true }
        return types.contains { isProjectType($0) && lineage(of: $0).contains(type) }
    }

    private func isProjectType(_ name: String) -> Bool {
        guard let record = records[name], record.kind != .extension else { return false }
        return !KnownClasses.isTexture(name)
    }
}
