import NodeLintModel
import NodeLintSyntax

/// A compact text form of the model, so tests can assert whole shapes in one line.
///
/// Names: `x` is unresolved, `$x` refers to a local. Calls: `f(a, label: b)`, trailing closures
/// marked `trailing:`. Closures: `{[weak self] (a, b) in stmt; stmt}`. Sequences: `(a + b)`.
struct ModelDump {
    let file: SourceFile

    func expr(_ e: Expr) -> String {
        switch e {
        case .name(let n, _, let ref):
            if case .local = ref { return "$" + n }
            return n
        case .selfRef: return "self"
        case .superRef: return "super"
        case .member(let base, let name, _):
            return (base.map(expr) ?? "") + "." + name
        case .call(let c):
            return expr(c.callee) + "(" + c.arguments.map(argument).joined(separator: ", ") + ")"
        case .subscript(let base, let args, _):
            return expr(base) + "[" + args.map(argument).joined(separator: ", ") + "]"
        case .closure(let c):
            return closure(c)
        case .literal(let l):
            switch l.kind {
            case .string:
                return "\"" + l.interpolations.map { "\\(" + expr($0) + ")" }.joined() + "\""
            case .integer: return "int"
            case .float: return "float"
            case .boolean: return "bool"
            case .nil: return "nil"
            case .regex: return "regex"
            case .other: return "literal"
            }
        case .collection(let elements, let isDictionary, _):
            if isDictionary {
                var parts: [String] = []
                var k = 0
                while k + 1 < elements.count {
                    parts.append(expr(elements[k]) + ": " + expr(elements[k + 1]))
                    k += 2
                }
                return "[" + (parts.isEmpty ? ":" : parts.joined(separator: ", ")) + "]"
            }
            return "[" + elements.map(expr).joined(separator: ", ") + "]"
        case .tuple(let args, _):
            return "(" + args.map(argument).joined(separator: ", ") + ")"
        case .sequence(let operands, let operators):
            var s = "(" + expr(operands[0])
            for (k, op) in operators.enumerated() where k + 1 < operands.count {
                s += " \(op) " + expr(operands[k + 1])
            }
            return s + ")"
        case .unary(let op, let operand, let isPrefix, _):
            return isPrefix ? op + expr(operand) : expr(operand) + op
        case .cast(let x, let op, let type, _):
            return "(" + expr(x) + " \(op) " + type.text + ")"
        case .type(let t, _):
            return "type(" + t.text + ")"
        case .keyPath(let components, _):
            return "\\" + components.joined(separator: ".")
        case .pound(let name, let args, _):
            return "#" + name + (args.isEmpty ? "" : "(" + args.map(argument).joined(separator: ", ") + ")")
        case .unknown(_, let children):
            return "unknown(" + children.map(expr).joined(separator: ", ") + ")"
        }
    }

    func argument(_ a: Argument) -> String {
        (a.isTrailingClosure ? "trailing " : "") + (a.label.map { $0 + ": " } ?? "") + expr(a.value)
    }

    func closure(_ c: Closure) -> String {
        var head: [String] = []
        head.append(contentsOf: c.attributes)
        if !c.captures.isEmpty {
            head.append("[" + c.captures.map { cap in
                (cap.specifier == .strong ? "" : cap.specifier.rawValue + " ") + cap.name + (cap.value.map { " = " + expr($0) } ?? "")
            }.joined(separator: ", ") + "]")
        }
        if !c.parameters.isEmpty {
            head.append("(" + c.parameters.map { file.locals[$0].name }.joined(separator: ", ") + ")")
        }
        let body = c.body.statements.map(stmt).joined(separator: "; ")
        if head.isEmpty { return "{" + body + "}" }
        return "{" + head.joined(separator: " ") + " in " + body + "}"
    }

    func local(_ id: Int) -> String {
        let l = file.locals[id]
        var s = (l.isLet ? "let " : "var ") + l.name
        if let t = l.declaredType { s += ": " + t.text }
        if let i = l.initializer { s += " = " + expr(i) }
        return s
    }

    func stmt(_ s: Stmt) -> String {
        switch s {
        case .expression(let e): return expr(e)
        case .local(let id): return local(id)
        case .localFunction(let id, let body):
            return "func " + file.locals[id].name + "(" + body.parameters.map { file.locals[$0].name }.joined(separator: ", ")
                + ") " + block(body.statements)
        case .assignment(let a): return expr(a.target) + " \(a.op) " + expr(a.value)
        case .return(let e, _): return "return" + (e.map { " " + expr($0) } ?? "")
        case .throw(let e, _): return "throw " + expr(e)
        case .branch(let b):
            let conditions = b.conditions.map(stmt).joined(separator: ", ")
            switch b.kind {
            case .if:
                return "if " + conditions + " " + block(b.arms[0]) + (b.arms.count > 1 && !b.arms[1].isEmpty ? " else " + block(b.arms[1]) : "")
            case .guard:
                return "guard " + conditions + " else " + block(b.arms.first ?? [])
            case .switch:
                return "switch " + conditions + " {" + b.arms.map { "case " + block($0) }.joined(separator: " ") + "}"
            }
        case .loop(let l):
            return l.kind.rawValue + " " + l.header.map(stmt).joined(separator: ", ") + " " + block(l.body)
        case .block(let b):
            return b.kind.rawValue + (b.header.isEmpty ? "" : " " + b.header.map(stmt).joined(separator: ", ")) + " " + block(b.body)
        case .other: return "other"
        }
    }

    func block(_ statements: [Stmt]) -> String {
        "{" + statements.map(stmt).joined(separator: "; ") + "}"
    }
}

/// Parses Swift source for a test.
func parse(_ source: String, path: String = "test.swift") -> SourceFile {
    SwiftFrontEnd.parse(path: path, bytes: Array(source.utf8))
}

extension SourceFile {
    var dump: ModelDump { ModelDump(file: self) }

    /// The type (at any depth) with this name.
    func type(_ name: String) -> TypeDecl? {
        func find(_ types: [TypeDecl]) -> TypeDecl? {
            for t in types {
                if t.name == name { return t }
                if let n = find(t.nestedTypes) { return n }
            }
            return nil
        }
        return find(types)
    }

    /// The member (of any type, or global) with this name or signature.
    func member(_ nameOrSignature: String) -> Member? {
        func find(_ types: [TypeDecl]) -> Member? {
            for t in types {
                if let m = t.members.first(where: { $0.name == nameOrSignature || $0.signature == nameOrSignature }) { return m }
                if let m = find(t.nestedTypes) { return m }
            }
            return nil
        }
        return find(types) ?? globals.first { $0.name == nameOrSignature || $0.signature == nameOrSignature }
    }

    /// The statements of a member's body, dumped.
    func bodyDump(_ nameOrSignature: String) -> String {
        guard let m = member(nameOrSignature), let b = m.body else { return "<no body>" }
        return dump.block(b.statements)
    }
}
