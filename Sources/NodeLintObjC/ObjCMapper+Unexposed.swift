internal import CClang
import NodeLintModel

extension ObjCMapper {
    /// libclang exposes many expressions only as `UnexposedExpr`: implicit conversions, property
    /// accesses and ObjC subscripts (pseudo-objects), `@[…]`, `@{…}`, `@(…)`, and the recovery
    /// expressions clang keeps where something did not type-check (an undeclared property, a call
    /// with unknown arguments). Which one it is shows in the tokens and the children.
    func unexposed(_ c: CXCursor) -> Expr {
        let start = locations.start(c, or: 0)
        let kids = c.children.filter { $0.isExpression && locations.extent($0) != nil }
        // An implicit conversion spans exactly what it converts (`@[…]` passed where `NSArray *` is
        // expected): the wrapped expression, not a collection holding it.
        if kids.count == 1, let own = locations.extent(c), locations.extent(kids[0]) == own {
            return expression(kids[0])
        }
        if let i = tokens.index(at: start), tokens.isToken(i, "@"), i + 1 < tokens.tokens.count {
            if tokens.isToken(i + 1, "[") {
                return .collection(elements: kids.map(expression), isDictionary: false, offset: start)
            }
            if tokens.isToken(i + 1, "{") {
                return .collection(elements: kids.map(expression), isDictionary: true, offset: start)
            }
            if tokens.isToken(i + 1, "("), kids.count == 1 {
                return .unary(op: "@", operand: expression(kids[0]), isPrefix: true, offset: start)
            }
        }
        guard let first = kids.first, let firstRange = locations.extent(first) else {
            // Source clang kept only as "something of some type": an expression it could not type
            // and kept nothing of (`if (x & UnknownConstant)`), worth a recovery parse.
            if let r = locations.extent(c), let i = tokens.index(at: r.lowerBound), i + 1 < tokens.tokens.count,
               tokens.tokens[i + 1].start < r.upperBound {
                noteDroppedExpression(at: i)
            }
            return .unknown(offset: start, children: [])
        }
        let ownEnd = locations.extent(c)?.upperBound ?? firstRange.upperBound
        if kids.count == 1 {
            // A wrapper around one expression, or a recovered `base.name` / `base(…)`.
            if firstRange.upperBound < ownEnd, firstRange.lowerBound == start {
                let i = tokens.index(atOrAfter: firstRange.upperBound)
                if (tokens.isToken(i, ".") || tokens.isToken(i, "->")), i + 1 < tokens.tokens.count, tokens.tokens[i + 1].kind == .identifier {
                    return .member(base: expression(first), name: tokens.text(i + 1), offset: tokens.tokens[i + 1].start)
                }
                if tokens.isToken(i, "(") {
                    return .call(Call(callee: expression(first), arguments: []))
                }
            }
            return expression(first)
        }
        // GNU `a ?: b`: the shared operand is repeated (as condition and value) before `b`.
        if kids.count >= 3, let last = kids.last, kids.dropLast().allSatisfy({ locations.extent($0) == firstRange }) {
            let i = tokens.index(atOrAfter: firstRange.upperBound)
            if tokens.isToken(i, "?"), tokens.isToken(i + 1, ":") {
                return .sequence(operands: [expression(first), expression(last)], operators: ["?:"])
            }
        }
        if kids.count == 2, firstRange.lowerBound == start {
            let i = tokens.index(atOrAfter: firstRange.upperBound)
            if tokens.isToken(i, "[") { return subscriptExpression(kids[0], kids[1]) }
            if let op = operatorBetween(kids[0], kids[1]), op.text != "(" {
                return .sequence(operands: [expression(kids[0]), expression(kids[1])], operators: [op.text])
            }
        }
        if firstRange.lowerBound == start, tokens.isToken(tokens.index(atOrAfter: firstRange.upperBound), "(") {
            return .call(Call(callee: expression(first), arguments: kids.dropFirst().map { Argument(label: nil, value: expression($0)) }))
        }
        if tokens.isToken(tokens.index(at: start), "["), let parts = messageParts(c) {
            return messageExpression(parts)
        }
        return .unknown(offset: start, children: kids.map(expression))
    }

    /// A block (or an Objective-C++ lambda): its own body, parameters as closure-parameter locals.
    func closure(_ c: CXCursor) -> Closure {
        let start = locations.start(c, or: 0)
        let decl = c.kind == CXCursor_LambdaExpr ? c : (c.children.first { $0.kind == CXCursor_UnexposedDecl } ?? c)
        let parts = decl.children
        let parameters = parts.filter { $0.kind == CXCursor_ParmDecl }
        let id = nextClosureID
        nextClosureID += 1
        let body: Body
        if let compound = parts.last(where: { $0.kind == CXCursor_CompoundStmt }) {
            body = mapBody(compound, kind: .closure, parameters: parameters)
        } else {
            body = newBody(kind: .closure, range: locations.extent(c) ?? start..<start)
        }
        let closure = Closure(id: id, offset: start, body: body)
        closure.parameters = body.parameters
        return closure
    }
}
