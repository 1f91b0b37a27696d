internal import CClang
import NodeLintModel

extension ObjCMapper {
    /// An expression statement: assignments (`x = y`, `x += y`, `self.frame = r`, `[x setFrame:r]`)
    /// become `Stmt.assignment`, anything else `Stmt.expression`.
    func expressionStatement(_ c: CXCursor) -> Stmt {
        let c = c.unwrapped(parens: true)
        if macroProducing(c) == nil {
            if let a = assignment(c) { return .assignment(a) }
            if c.kind == CXCursor_ObjCMessageExpr, let parts = messageParts(c), let a = setterAssignment(parts) {
                return .assignment(a)
            }
        }
        return .expression(expression(c))
    }

    private static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]

    /// `target op value` for a binary operator (or a property assignment libclang only exposes as
    /// its two operands) whose operator is an assignment.
    func assignment(_ c: CXCursor) -> Assignment? {
        guard c.kind == CXCursor_BinaryOperator || c.kind == CXCursor_CompoundAssignOperator || c.kind == CXCursor_UnexposedExpr else { return nil }
        let kids = c.children.filter { $0.isExpression }
        guard kids.count == 2, let op = operatorBetween(kids[0], kids[1]), Self.assignmentOperators.contains(op.text) else { return nil }
        return Assignment(target: expression(kids[0]), op: op.text, value: expression(kids[1]), offset: op.offset)
    }

    /// The operator token between two operands.
    func operatorBetween(_ lhs: CXCursor, _ rhs: CXCursor) -> (text: String, offset: Int)? {
        guard let l = locations.extent(lhs), let r = locations.extent(rhs), l.upperBound <= r.lowerBound else { return nil }
        var i = tokens.index(atOrAfter: l.upperBound)
        while i < tokens.tokens.count, tokens.tokens[i].start < r.lowerBound {
            if tokens.tokens[i].kind == .punctuation, !tokens.isToken(i, ")") { return (tokens.text(i), tokens.tokens[i].start) }
            i += 1
        }
        return nil
    }

    func expression(_ c: CXCursor) -> Expr {
        if let use = macroProducing(c) { return macroCall(use, from: c) }
        let start = locations.start(c, or: 0)
        guard depth < Self.maximumDepth else { return .unknown(offset: start, children: []) }
        depth += 1
        defer { depth -= 1 }
        switch c.kind {
        case CXCursor_ObjCSelfExpr:
            return .selfRef(offset: start)
        case CXCursor_DeclRefExpr:
            return nameReference(c)
        case CXCursor_MemberRefExpr:
            return memberReference(c)
        case CXCursor_ObjCMessageExpr:
            return messageParts(c).map(messageExpression) ?? .unknown(offset: start, children: expressionChildren(c))
        case CXCursor_CallExpr:
            return call(c)
        case CXCursor_BinaryOperator, CXCursor_CompoundAssignOperator:
            return binary(c)
        case CXCursor_UnaryOperator:
            return unary(c)
        case CXCursor_ConditionalOperator:
            let kids = c.children.filter { $0.isExpression }.map(expression)
            return .sequence(operands: kids, operators: kids.count == 3 ? ["?", ":"] : ["?:"])
        case CXCursor_ParenExpr:
            let kids = c.children.filter { $0.isExpression }
            return kids.count == 1 ? expression(kids[0]) : .unknown(offset: start, children: kids.map(expression))
        case CXCursor_CStyleCastExpr, CXCursor_ObjCBridgedCastExpr, CXCursor_CXXStaticCastExpr,
             CXCursor_CXXDynamicCastExpr, CXCursor_CXXReinterpretCastExpr, CXCursor_CXXConstCastExpr,
             CXCursor_CXXFunctionalCastExpr:
            // Casts are dropped: `((UIView *)x).frame` is `x.frame` to every rule.
            if let operand = c.children.last(where: { $0.isExpression }) { return expression(operand) }
            return .unknown(offset: start, children: [])
        case CXCursor_ArraySubscriptExpr:
            let kids = c.children.filter { $0.isExpression }
            guard kids.count == 2 else { return .unknown(offset: start, children: kids.map(expression)) }
            return subscriptExpression(kids[0], kids[1])
        case CXCursor_BlockExpr, CXCursor_LambdaExpr:
            return .closure(closure(c))
        case CXCursor_IntegerLiteral:
            return .literal(Literal(kind: .integer, offset: start))
        case CXCursor_FloatingLiteral:
            return .literal(Literal(kind: .float, offset: start))
        case CXCursor_StringLiteral, CXCursor_ObjCStringLiteral:
            return .literal(Literal(kind: .string, offset: start))
        case CXCursor_ObjCBoolLiteralExpr, CXCursor_CXXBoolLiteralExpr:
            // `YES`, `true`, `__objc_yes` are true; `NO`, `false`, `__objc_no` false.
            let written = tokens.text(at: start) ?? ""
            let value = written == "YES" || written == "true" || written == "__objc_yes" || written == "TRUE"
            return .literal(Literal(kind: .boolean(value), offset: start))
        case CXCursor_CXXNullPtrLiteralExpr, CXCursor_GNUNullExpr:
            return .literal(Literal(kind: .nil, offset: start))
        case CXCursor_CharacterLiteral, CXCursor_ImaginaryLiteral:
            return .literal(Literal(kind: .other, offset: start))
        case CXCursor_ObjCSelectorExpr:
            return pound("selector", c)
        case CXCursor_ObjCProtocolExpr:
            return pound("protocol", c)
        case CXCursor_ObjCEncodeExpr:
            return .pound(name: "encode", arguments: [], offset: start)
        case CXCursor_ObjCAvailabilityCheckExpr:
            return .pound(name: "available", arguments: [], offset: start)
        case CXCursor_CompoundLiteralExpr:
            return compoundLiteral(c)
        case CXCursor_InitListExpr:
            // `{a, b}` / `{.x = a}`: the values, in order.
            return .tuple(expressionChildren(c).map { Argument(label: nil, value: $0) }, offset: start)
        case CXCursor_UnexposedExpr:
            return unexposed(c)
        default:
            return .unknown(offset: start, children: expressionChildren(c))
        }
    }

    func expressionChildren(_ c: CXCursor) -> [Expr] {
        c.children.filter { $0.isExpression && locations.extent($0) != nil }.map(expression)
    }

    /// A name: a local declared in this file (by where its declaration is), or anything else.
    private func nameReference(_ c: CXCursor) -> Expr {
        let offset = locations.location(c, or: locations.start(c, or: 0))
        var name = c.spelling
        if name.isEmpty, let text = tokens.text(at: offset) { name = text }
        let declaration = clang_getCursorReferenced(c)
        if !declaration.isNull, let declOffset = locations.offset(clang_getCursorLocation(declaration)),
           let id = localsByOffset[declOffset] {
            return .name(name, offset: offset, ref: .local(id))
        }
        return .name(name, offset: offset, ref: .unresolved)
    }

    /// `(CGRect){origin, size}`: a construction of the type, like Swift's `CGRect(origin:size:)`, at
    /// the type's name.
    private func compoundLiteral(_ c: CXCursor) -> Expr {
        let start = locations.start(c, or: 0)
        guard let open = tokens.index(at: start), tokens.isToken(open, "("), let close = tokens.matching(open), close > open + 1 else {
            return .unknown(offset: start, children: expressionChildren(c))
        }
        let typeName = (open + 1..<close).map { tokens.text($0) }.joined()
        var values: [Expr] = []
        for kid in c.children where kid.isExpression && locations.extent(kid) != nil {
            if kid.kind == CXCursor_InitListExpr { values += expressionChildren(kid) } else { values.append(expression(kid)) }
        }
        let callee = Expr.name(typeName, offset: tokens.tokens[open + 1].start, ref: .unresolved)
        return .call(Call(callee: callee, arguments: values.map { Argument(label: nil, value: $0) }))
    }
}
