import NodeLintModel

extension FileSummary {
    /// Whether `other` (a later summary of the same file) gives the class graph the same types,
    /// inheritance, members, typealiases and globals, positions aside: typing inside a method body, or
    /// adding a line above the types, moves their offsets and changes nothing else the graph is made
    /// of. Then the graph's structure (record keys, kinds, superclasses, lineages, which types are
    /// nodes) is what it was, and only the positions the file's records carry need replacing
    /// (`ClassGraph.replacingPositions`).
    public func declaresTheSame(as other: FileSummary) -> Bool {
        guard path == other.path, types.count == other.types.count, currentNames == other.currentNames,
              globalVariables == other.globalVariables, promiseKitQueueChanges == other.promiseKitQueueChanges,
              typealiases.count == other.typealiases.count else { return false }
        for (a, b) in zip(typealiases, other.typealiases) where a.key != b.key || a.name != b.name || a.target != b.target {
            return false
        }
        return zip(types, other.types).allSatisfy { $0.declaresTheSame(as: $1) }
    }
}

extension FileSummary.TypeEntry {
    /// Everything but `nameOffset` (TypeName's equality already leaves out where it is written).
    func declaresTheSame(as other: Self) -> Bool {
        qualifiedName == other.qualifiedName && declaredKind == other.declaredKind
            && isInterfaceOnly == other.isInterfaceOnly && objcName == other.objcName
            && genericParameters == other.genericParameters && inherits == other.inherits
            && members.count == other.members.count
            && zip(members, other.members).allSatisfy { $0.declaresTheSame(as: $1) }
    }
}

extension MemberRecord {
    /// Everything but `nameOffset` and the parameters' offsets.
    func declaresTheSame(as other: Self) -> Bool {
        name == other.name && signature == other.signature && kind == other.kind && modifiers == other.modifiers
            && type == other.type && constructedType == other.constructedType && isStored == other.isStored
            && isInExtension == other.isInExtension
            && parameters.count == other.parameters.count
            && zip(parameters, other.parameters).allSatisfy {
                $0.label == $1.label && $0.name == $1.name && $0.type == $1.type
                    && $0.hasDefault == $1.hasDefault && $0.isVariadic == $1.isVariadic
            }
    }
}
