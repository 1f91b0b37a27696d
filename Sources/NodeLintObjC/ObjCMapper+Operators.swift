internal import CClang
import NodeLintModel

extension ObjCMapper {
    /// `base.name`, `base->name`, a class property (`UIScreen.mainScreen`), `super.view`, or an
    /// instance variable used bare (`_node`, whose `self` base is implicit).
    func memberReference(_ c: CXCursor) -> Expr {
        let start = locations.start(c, or: 0)
        // The implicit `self` of a bare ivar has no place in the file.
        let base = c.children.first { $0.isExpression && locations.extent($0) != nil }
        if let base = base, let baseRange = locations.extent(base) {
            let (name, offset) = memberName(after: baseRange.upperBound, fallback: c)
            return .member(base: expression(base), name: name, offset: offset)
        }
        let offset = locations.location(c, or: start)
        var name = c.spelling
        if let i = tokens.index(at: offset), tokens.tokens[i].kind == .identifier, name.isEmpty || tokens.text(i) == name {
            name = tokens.text(i)
            if i >= 2, tokens.isToken(i - 1, ".") || tokens.isToken(i - 1, "->") {
                let baseToken = tokens.tokens[i - 2]
                if tokens.isToken(i - 2, "super") { return .member(base: .superRef(offset: baseToken.start), name: name, offset: offset) }
                if tokens.isToken(i - 2, "self") { return .member(base: .selfRef(offset: baseToken.start), name: name, offset: offset) }
                if baseToken.kind == .identifier {
                    return .member(base: .name(tokens.text(i - 2), offset: baseToken.start, ref: .unresolved), name: name, offset: offset)
                }
            }
        }
        return .name(name, offset: offset, ref: .unresolved)
    }

    /// The member name after `.`/`->` following a base that ends at `baseEnd`.
    func memberName(after baseEnd: Int, fallback c: CXCursor) -> (String, Int) {
        var i = tokens.index(atOrAfter: baseEnd)
        while i < tokens.tokens.count, tokens.isToken(i, ")") { i += 1 }
        if tokens.isToken(i, ".") || tokens.isToken(i, "->"), i + 1 < tokens.tokens.count, tokens.tokens[i + 1].kind == .identifier {
            return (tokens.text(i + 1), tokens.tokens[i + 1].start)
        }
        return (c.spelling, locations.location(c, or: baseEnd))
    }

    /// `f(a, b)`, `block(x)`, `obj.method(x)` (C++); a C++ construction `T(a)` has no callee child.
    func call(_ c: CXCursor) -> Expr {
        let start = locations.start(c, or: 0)
        var kids = c.children.filter { $0.isExpression && locations.extent($0) != nil }
        // An overloaded C++ operator: the operator function is one of the children.
        if let i = kids.firstIndex(where: { $0.unwrapped().kind == CXCursor_DeclRefExpr && $0.unwrapped().spelling.hasPrefix("operator") }) {
            let op = String(kids[i].unwrapped().spelling.dropFirst("operator".count))
            kids.remove(at: i)
            if op == "()", let object = kids.first {
                return .call(Call(callee: expression(object), arguments: kids.dropFirst().map { Argument(label: nil, value: expression($0)) }))
            }
            if kids.count == 2 { return .sequence(operands: kids.map(expression), operators: [op]) }
            if kids.count == 1 { return .unary(op: op, operand: expression(kids[0]), isPrefix: true, offset: start) }
            return .unknown(offset: start, children: kids.map(expression))
        }
        if let first = kids.first, locations.start(first, or: -1) == start {
            let args = kids.dropFirst().map { Argument(label: nil, value: expression($0)) }
            return .call(Call(callee: expression(first), arguments: Array(args)))
        }
        let calleeOffset = locations.location(c, or: start)
        let callee = Expr.name(c.spelling, offset: calleeOffset, ref: .unresolved)
        return .call(Call(callee: callee, arguments: kids.map { Argument(label: nil, value: expression($0)) }))
    }

    /// `a + b * c` as one flat sequence (nested binary operators merge; parentheses do not).
    func binary(_ c: CXCursor) -> Expr {
        var operands: [Expr] = []
        var operators: [String] = []
        flatten(c, &operands, &operators)
        return .sequence(operands: operands, operators: operators)
    }

    /// Left-nested operators (`a + b + c` is `(a + b) + c`) are followed in a loop, not by
    /// recursion, so a long generated chain costs no stack.
    private func flatten(_ c: CXCursor, _ operands: inout [Expr], _ operators: inout [String]) {
        var rights: [(op: String, operand: CXCursor)] = []
        var current = c
        while true {
            let kids = current.children.filter { $0.isExpression }
            guard kids.count == 2 else {
                operands.append(.unknown(offset: locations.start(current, or: 0), children: kids.map(expression)))
                break
            }
            rights.append((operatorBetween(kids[0], kids[1])?.text ?? "?", kids[1]))
            let lhs = kids[0].unwrapped()
            if lhs.kind == CXCursor_BinaryOperator, macroProducing(lhs) == nil {
                current = lhs
            } else {
                operands.append(expression(kids[0]))
                break
            }
        }
        for (op, operand) in rights.reversed() {
            operators.append(op)
            let inner = operand.unwrapped()
            if inner.kind == CXCursor_BinaryOperator, macroProducing(inner) == nil, depth < Self.maximumDepth {
                depth += 1
                flatten(inner, &operands, &operators)
                depth -= 1
            } else {
                operands.append(expression(operand))
            }
        }
    }

    /// `!x`, `-x`, `&x`, `*p`, `++i` (prefix) or `i++` (postfix), the operator read from the tokens.
    func unary(_ c: CXCursor) -> Expr {
        let start = locations.start(c, or: 0)
        guard let operand = c.children.first(where: { $0.isExpression }) else { return .unknown(offset: start, children: []) }
        let operandRange = locations.extent(operand)
        if let r = operandRange, r.lowerBound > start, let op = tokens.text(at: start) {
            return .unary(op: op, operand: expression(operand), isPrefix: true, offset: start)
        }
        if let r = operandRange, let i = Optional(tokens.index(atOrAfter: r.upperBound)), i < tokens.tokens.count {
            return .unary(op: tokens.text(i), operand: expression(operand), isPrefix: false, offset: tokens.tokens[i].start)
        }
        return .unary(op: "?", operand: expression(operand), isPrefix: true, offset: start)
    }

    /// `base[index]` with the offset of the `[`.
    func subscriptExpression(_ base: CXCursor, _ index: CXCursor) -> Expr {
        let baseEnd = locations.extent(base)?.upperBound ?? locations.start(index, or: 0)
        let open = tokens.index(atOrAfter: baseEnd)
        let offset = open < tokens.tokens.count ? tokens.tokens[open].start : baseEnd
        return .subscript(base: expression(base), arguments: [Argument(label: nil, value: expression(index))], offset: offset)
    }

    /// `@selector(a:b:)`, `@protocol(P)`: the name as written, without spaces.
    func pound(_ name: String, _ c: CXCursor) -> Expr {
        let start = locations.start(c, or: 0)
        guard let r = locations.extent(c), let i = tokens.index(at: start) else { return .pound(name: name, arguments: [], offset: start) }
        var j = i
        while j < tokens.tokens.count, !tokens.isToken(j, "("), tokens.tokens[j].start < r.upperBound { j += 1 }
        guard j < tokens.tokens.count, tokens.isToken(j, "("), let close = tokens.matching(j), close > j + 1 else {
            return .pound(name: name, arguments: [], offset: start)
        }
        let text = (j + 1..<close).map { tokens.text($0) }.joined()
        let value = Expr.name(text, offset: tokens.tokens[j + 1].start, ref: .unresolved)
        return .pound(name: name, arguments: [Argument(label: nil, value: value)], offset: start)
    }
}
