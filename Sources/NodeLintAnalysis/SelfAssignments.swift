import NodeLintModel

/// Boolean properties a class sets on itself with a literal (`automaticallyManagesSubnodes = true`,
/// `self.isLayerBacked = true`, `self.layerBacked = YES`), anywhere in its code. Collected per type
/// while indexing, so that a subclass in another file sees what its superclass turns on.
extension ProjectIndex {
    static func selfAssignments(in decl: TypeDecl, walks: FileWalks) -> [String: Set<Bool>] {
        var found: [String: Set<Bool>] = [:]
        for member in decl.members {
            var bodies: [Body] = []
            if let body = member.body { bodies.append(body) }
            if let initializer = member.initializer { bodies.append(initializer) }
            bodies += member.accessors.map(\.body)
            for body in bodies {
                walks.walk(body, enteringClosures: true).replay { _, walk in
                    guard walk.depth == 0, !walk.isAssignmentTarget, case .assignment(let a)? = walk.statement,
                          let value = a.value.booleanLiteral else { return }
                    switch a.target.unparenthesized {
                    case .name(let property, _, .unresolved), .member(.selfRef?, let property, _):
                        found[property, default: []].insert(value)
                    default:
                        break
                    }
                }
            }
        }
        return found
    }

    /// The literal values a type (or the nearest project superclass that sets it) assigns to one of
    /// its own boolean properties; nil when no project class in the lineage sets it.
    /// Only classes with a `trustedRecord` count: what Texture's own code sets on itself in passing is
    /// not what every node inherits (the tables say what Texture's classes do), and the assignments of
    /// a name declared twice belong to unrelated classes.
    public func assignedValues(of property: String, in type: String) -> Set<Bool>? {
        for ancestor in lineage(of: type) where trustedRecord(ancestor) != nil {
            if let values = selfAssignments[ancestor]?[property] { return values }
        }
        return nil
    }
}
