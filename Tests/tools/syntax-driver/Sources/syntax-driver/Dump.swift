import NodeLintModel
import NodeLintSyntax

/// Prints a file's declarations with their bodies in `ModelDump` notation.
func dumpModel(_ f: SourceFile) {
    let d = ModelDump(file: f)
    func member(_ m: Member, _ indent: String) {
        let params = m.parameters.map { "\($0.label ?? "_") \($0.name): \($0.type?.text ?? "-")" }
        print(indent + "\(m.kind.rawValue) \(m.signature) modifiers=\(m.modifiers.rawValue) attributes=\(m.attributes) type=\(m.declaredType?.text ?? "-") parameters=\(params)")
        if let b = m.body { print(indent + "  body(\(b.kind.rawValue)): " + d.block(b.statements)) }
        if let b = m.initializer { print(indent + "  initializer: " + d.block(b.statements)) }
        for a in m.accessors { print(indent + "  \(a.kind): " + d.block(a.body.statements)) }
    }
    func type(_ t: TypeDecl, _ indent: String) {
        let inherits = t.inherits.map { $0.text }.joined(separator: ", ")
        print(indent + "\(t.kind.rawValue) \(t.name): \(inherits) generics=\(t.genericParameters) attributes=\(t.attributes)")
        for m in t.members { member(m, indent + "  ") }
        for n in t.nestedTypes { type(n, indent + "  ") }
    }
    for t in f.types { type(t, "") }
    for g in f.globals { member(g, "") }
    for a in f.typealiases { print("typealias \(a.container).\(a.name) = \(a.target.text)") }
    for p in f.problems { print("problem \(f.text.position(of: p.offset)): \(p.message)") }
}
