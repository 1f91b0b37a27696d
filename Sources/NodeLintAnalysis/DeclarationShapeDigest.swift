import NodeLintModel

// The declaration shape of a run (`ClassGraphBuilder.declarationShape()`): what each summary writes of it.

extension FileSummary {
    /// The path, then every field the cache keeps, without positions (`write(to:positions:)`).
    func writeShape(to out: inout ModelEncoder) {
        out.string(path)
        write(to: &out, positions: false)
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
