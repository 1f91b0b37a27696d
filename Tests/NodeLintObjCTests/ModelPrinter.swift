import NodeLintModel

/// A compact text form of the model, so tests can state what a snippet maps to in one string:
/// `call(member(self, view@12), [])`. Offsets are printed only where a test asks for them.
struct ModelPrinter {
    let file: SourceFile
    var offsets = false

    func expr(_ e: Expr) -> String {
        switch e {
        case .name(let n, let o, let ref):
            let r: String
            if case .local(let id) = ref { r = "local:" + file.locals[id].name } else { r = "" }
            return "name(\(n)\(r.isEmpty ? "" : " " + r))" + at(o)
        case .selfRef(let o): return "self" + at(o)
        case .superRef(let o): return "super" + at(o)
        case .member(let base, let name, let o):
            return "member(\(base.map(expr) ?? "_"), \(name)\(at(o)))"
        case .call(let c):
            return "call(\(expr(c.callee)), [\(args(c.arguments))])"
        case .subscript(let base, let a, let o):
            return "subscript(\(expr(base)), [\(args(a))])" + at(o)
        case .closure(let c):
            let params = c.parameters.map { file.locals[$0].name }.joined(separator: ",")
            return "closure(\(params)){\(stmts(c.body.statements))}" + at(c.offset)
        case .literal(let l): return "lit(\(l.kind.name))" + at(l.offset)
        case .collection(let elements, let isDictionary, let o):
            return (isDictionary ? "dict[" : "array[") + elements.map(expr).joined(separator: ", ") + "]" + at(o)
        case .tuple(let a, let o): return "tuple(\(args(a)))" + at(o)
        case .sequence(let operands, let operators):
            var s = expr(operands.first!)
            for (i, op) in operators.enumerated() where i + 1 < operands.count { s += " \(op) " + expr(operands[i + 1]) }
            return "seq(" + s + ")"
        case .unary(let op, let operand, let isPrefix, let o):
            return (isPrefix ? "prefix(\(op)" : "postfix(\(op)") + ", " + expr(operand) + ")" + at(o)
        case .cast(let e, let op, let t, _): return "cast(\(expr(e)) \(op) \(t.text))"
        case .type(let t, _): return "type(\(t.text))"
        case .keyPath(let c, _): return "keypath(\(c.joined(separator: ".")))"
        case .pound(let name, let a, let o): return "#\(name)(\(args(a)))" + at(o)
        case .unknown(let o, let children): return "unknown(\(children.map(expr).joined(separator: ", ")))" + at(o)
        }
    }

    func args(_ a: [Argument]) -> String {
        a.map { ($0.label.map { $0 + ": " } ?? "") + expr($0.value) }.joined(separator: ", ")
    }

    func stmts(_ list: [Stmt]) -> String {
        list.map(stmt).joined(separator: "; ")
    }

    func stmt(_ s: Stmt) -> String {
        switch s {
        case .expression(let e): return expr(e)
        case .local(let id):
            let l = file.locals[id]
            let type = l.declaredType.map { ": " + $0.text } ?? ""
            return "\(l.kind.rawValue) \(l.name)\(type)" + (l.initializer.map { " = " + expr($0) } ?? "") + at(l.offset)
        case .localFunction(let local, _): return "func \(file.locals[local].name)"
        case .assignment(let a): return "\(expr(a.target)) \(a.op) \(expr(a.value))" + at(a.offset)
        case .return(let e, let o): return "return" + (e.map { " " + expr($0) } ?? "") + at(o)
        case .throw(let e, _): return "throw " + expr(e)
        case .branch(let b):
            return "\(b.kind.rawValue)(\(stmts(b.conditions))) " + b.arms.map { "{\(stmts($0))}" }.joined(separator: " ") + at(b.offset)
        case .loop(let l):
            return "\(l.kind.rawValue)(\(stmts(l.header))) {\(stmts(l.body))}" + at(l.offset)
        case .block(let b):
            return "\(b.kind)(\(stmts(b.header))) {\(stmts(b.body))}" + at(b.offset)
        case .other(let o): return "other" + at(o)
        }
    }

    /// `offset@line:column` when offsets are printed.
    private func at(_ offset: Int) -> String {
        guard offsets else { return "" }
        return "@\(file.text.position(of: offset))"
    }
}
