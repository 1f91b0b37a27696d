import NodeLintModel

extension FileSummary {
    /// The types the file's declarations name, written out one after another: the types it declares
    /// and extends (their qualified names), what they inherit, their members' declared and constructed
    /// types (a property's, a method's return type), and its typealiases' targets. These are the names
    /// through which a question about one of the file's types can go on to another file (a supertype's
    /// lineage, the type of a property read through it: `ClassGraph.memberType`); its bodies are no such
    /// way unless the file itself is analysed, nor are its parameters' types (calls are matched by
    /// their labels, `CallMatching`). The first pass follows these names, not every identifier, out of a file it
    /// reads only because another names it (FirstPassTriage). Bytes, to be scanned for identifiers.
    public var declarationReferences: [UInt8] {
        var out: [UInt8] = []
        func add(_ text: String) {
            out.append(contentsOf: text.utf8)
            out.append(0x20)
        }
        func add(_ type: TypeName?) {
            guard let type else { return }
            add(type.text)
            add(type.base)
            for argument in type.genericArguments { add(argument) }
        }
        for type in types {
            add(type.qualifiedName)
            for inherited in type.inherits { add(inherited) }
            for member in type.members {
                add(member.type)
                add(member.constructedType)
            }
        }
        for alias in typealiases { add(alias.target) }
        return out
    }
}
