import Foundation
import NodeLintModel
import NodeLintSyntax

/// Per member (the outline's selection): path, kind, name, line, then the number of closures,
/// calls, member accesses (other than `.self`), local variables and assignments in its code, to
/// compare with the same figures from the compiler's parser (`../body-oracle`).
///
/// What the model does not hold is not counted on either side: patterns, attribute arguments,
/// parameter default values, `#if` conditions, local types.
func bodyStatistics(_ paths: [String]) {
    var out = Output()
    for path in paths {
        guard let bytes = read(path) else { continue }
        let file = SwiftFrontEnd.parse(path: path, bytes: bytes)
        var counter = BodyCounter(file: file)
        func visit(_ m: Member) {
            counter.reset()
            if let i = m.initializer { i.statements.forEach { counter.stmt($0) } }
            m.body?.statements.forEach { counter.stmt($0) }
            for a in m.accessors { a.body.statements.forEach { counter.stmt($0) } }
            let kind: String
            switch m.kind {
            case .function: kind = "func"
            case .initializer: kind = "init"
            case .deinitializer: kind = "deinit"
            case .subscript: kind = "subscript"
            case .variable: kind = "var"
            }
            let name = m.kind == .function ? String(m.signature.prefix { $0 != "(" }) : (m.kind == .variable ? m.signature : kind)
            out.line([path, kind, name, String(file.text.line(of: m.nameOffset)), String(counter.closures), String(counter.calls),
                      String(counter.members), String(counter.locals), String(counter.assignments)].joined(separator: "\t"))
        }
        func visit(_ t: TypeDecl) {
            t.members.forEach(visit)
            t.nestedTypes.forEach(visit)
        }
        file.types.forEach(visit)
        file.globals.forEach(visit)
    }
    out.flush()
}

struct BodyCounter {
    let file: SourceFile
    var closures = 0, calls = 0, members = 0, locals = 0, assignments = 0

    mutating func reset() { closures = 0; calls = 0; members = 0; locals = 0; assignments = 0 }

    static func isAssignment(_ op: String) -> Bool {
        if op == "=" { return true }
        return op.count >= 2 && op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!==", "~="].contains(op) && !op.hasPrefix("=")
    }

    mutating func expr(_ e: Expr) {
        switch e {
        case .name, .selfRef, .superRef, .type, .keyPath: break
        case .member(let base, let n, _):
            if n != "self" { members += 1 }
            if let base { expr(base) }
        case .call(let c):
            calls += 1
            expr(c.callee)
            for a in c.arguments { expr(a.value) }
        case .subscript(let base, let arguments, _):
            expr(base)
            for a in arguments { expr(a.value) }
        case .closure(let c):
            closures += 1
            for capture in c.captures { if let v = capture.value { expr(v) } }
            for s in c.body.statements { stmt(s) }
        case .literal(let l): for i in l.interpolations { expr(i) }
        case .collection(let elements, _, _): for x in elements { expr(x) }
        case .tuple(let arguments, _): for a in arguments { expr(a.value) }
        case .sequence(let operands, let operators):
            assignments += operators.filter(BodyCounter.isAssignment).count
            for x in operands { expr(x) }
        case .unary(_, let operand, _, _): expr(operand)
        case .cast(let x, _, _, _): expr(x)
        case .pound(_, let arguments, _): for a in arguments { expr(a.value) }
        case .unknown(_, let children): for x in children { expr(x) }
        }
    }

    /// Conditions: a binding's value is its initializer (walked once per distinct value).
    mutating func conditions(_ list: [Stmt]) {
        var seen = Set<Int>()
        for c in list {
            if case .local(let id) = c {
                if let i = file.locals[id].initializer, seen.insert(start(i)).inserted {
                    if case .name = i {} else { expr(i) }
                }
            } else {
                stmt(c)
            }
        }
    }

    mutating func stmt(_ s: Stmt) {
        switch s {
        case .expression(let e): expr(e)
        case .local(let id):
            let l = file.locals[id]
            guard l.kind == .variable else { return }  // pattern bindings repeat an expression counted elsewhere
            locals += 1
            if let i = l.initializer { expr(i) }
        case .localFunction(_, let b): for x in b.statements { stmt(x) }
        case .assignment(let a):
            assignments += 1
            expr(a.target)
            expr(a.value)
        case .return(let e, _): if let e { expr(e) }
        case .throw(let e, _): expr(e)
        case .branch(let b):
            if b.kind == .switch { b.conditions.forEach { stmt($0) } } else { conditions(b.conditions) }
            for arm in b.arms { for x in arm { stmt(x) } }
        case .loop(let l):
            if l.kind == .while { conditions(l.header) } else { l.header.forEach { stmt($0) } }
            for x in l.body { stmt(x) }
        case .block(let b):
            for x in b.header { stmt(x) }
            for x in b.body { stmt(x) }
        case .other: break
        }
    }

    /// Where an expression starts (to recognise the same source expression seen twice).
    func start(_ e: Expr) -> Int {
        switch e {
        case .name(_, let o, _), .selfRef(let o), .superRef(let o), .subscript(_, _, let o), .collection(_, _, let o),
             .tuple(_, let o), .type(_, let o), .keyPath(_, let o), .pound(_, _, let o), .unknown(let o, _):
            return o
        case .member(let base, _, let o): return base.map(start) ?? o
        case .call(let c): return start(c.callee)
        case .closure(let c): return c.offset
        case .literal(let l): return l.offset
        case .sequence(let operands, _): return operands.first.map(start) ?? -1
        case .unary(_, let operand, let isPrefix, let o): return isPrefix ? o : start(operand)
        case .cast(let x, _, _, _): return start(x)
        }
    }
}
