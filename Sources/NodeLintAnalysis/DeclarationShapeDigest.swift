import NodeLintModel

// The declaration shape of a run (`ClassGraphBuilder.declarationShape()`): what each summary writes of it.

extension FileSummary {
    func writeShape(to out: inout ModelEncoder) {
        out.string(path)
        out.strings(currentNames)
        out.strings(globalVariables)
        out.count(typealiases.count)
        for alias in typealiases {
            out.string(alias.key)
            out.string(alias.name)
            alias.target.writeShape(to: &out)
        }
        out.count(types.count)
        for type in types {
            out.string(type.qualifiedName)
            out.optionalString(type.declaredKind?.rawValue)
            out.bool(type.isInterfaceOnly)
            out.bool(type.isPublic)
            out.optionalString(type.objcName)
            out.strings(type.genericParameters)
            out.count(type.inherits.count)
            for inherited in type.inherits { inherited.writeShape(to: &out) }
            out.count(type.members.count)
            for member in type.members { member.writeShape(to: &out) }
        }
    }
}

extension MemberRecord {
    func writeShape(to out: inout ModelEncoder) {
        out.string(name)
        out.string(signature)
        out.string(kind.rawValue)
        out.uint(UInt64(modifiers.rawValue))
        out.count(parameters.count)
        for parameter in parameters {
            out.optionalString(parameter.label)
            out.string(parameter.name)
            writeShape(of: parameter.type, to: &out)
            out.bool(parameter.hasDefault)
            out.bool(parameter.isVariadic)
        }
        writeShape(of: type, to: &out)
        writeShape(of: constructedType, to: &out)
        out.bool(isStored)
        out.string(path)
        out.bool(isInExtension)
    }

    private func writeShape(of type: TypeName?, to out: inout ModelEncoder) {
        out.bool(type != nil)
        type?.writeShape(to: &out)
    }
}

extension TypeName {
    /// What its equality compares: not where it is written.
    func writeShape(to out: inout ModelEncoder) {
        out.string(text)
        out.string(base)
        out.bool(isOptional)
        out.count(genericArguments.count)
        for argument in genericArguments { argument.writeShape(to: &out) }
    }
}
