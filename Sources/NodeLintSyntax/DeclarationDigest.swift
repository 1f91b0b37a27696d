import NodeLintModel

/// Everything a declarations-only model (`SwiftFrontEnd.parseDeclarations`) promises to share with
/// the full model, as text lines: types, members, typealiases and globals with every field the
/// project index reads, and property initializers down to each expression (closures only by their
/// position, since their code is what the declarations-only parse skips). Two parses of a file
/// agree when their digests are equal; the tests and `syntax-driver declarations` compare them.
public enum DeclarationDigest {
    public static func lines(_ file: SourceFile) -> [String] {
        var out: [String] = []
        for alias in file.typealiases {
            out.append("typealias \(alias.container).\(alias.name) = \(type(alias.target)) @\(alias.nameOffset)")
        }
        for t in file.types { typeDecl(t, indent: "", into: &out) }
        for m in file.globals { member(m, indent: "", into: &out) }
        return out
    }

    private static func typeDecl(_ t: TypeDecl, indent: String, into out: inout [String]) {
        out.append(indent + "\(t.kind) \(t.name) @\(t.nameOffset) \(t.range) <\(t.genericParameters.joined(separator: ","))>"
            + " : \(t.inherits.map(type).joined(separator: ", ")) \(t.attributes) objc=\(t.objcName ?? "-")")
        for m in t.members { member(m, indent: indent + "  ", into: &out) }
        for n in t.nestedTypes { typeDecl(n, indent: indent + "  ", into: &out) }
    }

    private static func member(_ m: Member, indent: String, into out: inout [String]) {
        let params = m.parameters.map { "\($0.label ?? "_") \($0.name): \($0.type.map(type) ?? "-") @\($0.nameOffset)" }
        out.append(indent + "\(m.kind) \(m.signature) name=\(m.name) @\(m.nameOffset) \(m.range) (\(params.joined(separator: ", ")))"
            + " -> \(m.declaredType.map(type) ?? "-") mods=\(m.modifiers.rawValue) \(m.attributes) objc=\(m.objcSelector ?? "-")"
            + " stored=\(m.isStoredProperty)")
        if let b = m.body { out.append(indent + "  body \(b.kind) \(b.range)") }
        if let i = m.initializer {
            out.append(indent + "  initializer \(i.range) " + i.statements.map(statement).joined(separator: "; "))
        }
        for a in m.accessors { out.append(indent + "  accessor \(a.kind) @\(a.keywordOffset) \(a.body.kind) \(a.body.range)") }
    }

    private static func type(_ t: TypeName) -> String {
        let arguments = t.genericArguments.isEmpty ? "" : "<" + t.genericArguments.map(type).joined(separator: ",") + ">"
        return "\(t.text)[\(t.base)\(arguments)\(t.isOptional ? "?" : "")@\(t.offset)]"
    }

    private static func statement(_ s: Stmt) -> String {
        if case .expression(let e) = s { return expr(e) }
        return "statement"
    }

    private static func expr(_ e: Expr) -> String {
        func list(_ es: [Expr]) -> String { es.map(expr).joined(separator: ", ") }
        func arguments(_ args: [Argument]) -> String {
            args.map { ($0.isTrailingClosure ? "trailing " : "") + ($0.label ?? "_") + ": " + expr($0.value) }.joined(separator: ", ")
        }
        switch e {
        case .name(let n, let o, let ref): return "\(n)@\(o)\(ref == .unresolved ? "" : "(local)")"
        case .selfRef(let o): return "self@\(o)"
        case .superRef(let o): return "super@\(o)"
        case .member(let base, let name, let o): return "\(base.map(expr) ?? "").\(name)@\(o)"
        case .call(let c): return expr(c.callee) + "(" + arguments(c.arguments) + ")"
        case .subscript(let base, let args, let o): return expr(base) + "[" + arguments(args) + "]@\(o)"
        case .closure(let c): return "{closure \(c.body.kind) \(c.body.range)}"
        case .literal(let l): return "\(l.kind)@\(l.offset)(" + list(l.interpolations) + ")"
        case .collection(let es, let isDictionary, let o): return (isDictionary ? "[:" : "[") + list(es) + "]@\(o)"
        case .tuple(let args, let o): return "(" + arguments(args) + ")@\(o)"
        case .sequence(let operands, let operators): return "seq(" + list(operands) + " | " + operators.joined(separator: " ") + ")"
        case .unary(let op, let operand, let isPrefix, let o): return "unary(\(op) \(isPrefix) " + expr(operand) + ")@\(o)"
        case .cast(let x, let op, let t, let o): return "cast(" + expr(x) + " \(op) " + type(t) + ")@\(o)"
        case .type(let t, let o): return "type(" + type(t) + ")@\(o)"
        case .keyPath(let components, let o): return "\\" + components.joined(separator: ".") + "@\(o)"
        case .pound(let name, let args, let o): return "#\(name)(" + arguments(args) + ")@\(o)"
        case .unknown(let o, let children): return "unknown(" + list(children) + ")@\(o)"
        }
    }
}
