internal import CClang
import NodeLintModel

extension ObjCMapper {
    /// `if (c) a else b`: conditions, then-arm, else-arm (`else if` is a branch inside the else-arm).
    func ifBranch(_ c: CXCursor) -> Branch {
        let kids = c.children
        let start = locations.start(c, or: 0)
        // The condition is the first child after any C++ condition variable; then the arms, in order.
        var conditions: [Stmt] = []
        var rest = kids[...]
        while let first = rest.first, first.kind == CXCursor_DeclStmt || first.kind == CXCursor_VarDecl {
            conditions += condition(first)
            rest = rest.dropFirst()
        }
        if let cond = rest.first {
            conditions += condition(cond)
            rest = rest.dropFirst()
        }
        let thenArm = rest.first.map(armStatements) ?? []
        let elseArm = rest.dropFirst().first.map(armStatements) ?? []
        return Branch(kind: .if, offset: start, conditions: conditions, arms: [thenArm, elseArm])
    }

    /// `switch (x) { case 1: case 2: …; default: … }`: one arm per group of labels, starting with
    /// the case values, holding the statements up to the next label.
    func switchBranch(_ c: CXCursor) -> Branch {
        let kids = c.children
        let start = locations.start(c, or: 0)
        let subject = kids.dropLast().flatMap(condition)
        var arms: [[Stmt]] = []
        guard let body = kids.last else { return Branch(kind: .switch, offset: start, conditions: subject, arms: []) }
        let items = body.kind == CXCursor_CompoundStmt ? body.children : [body]
        if body.kind == CXCursor_CompoundStmt { noteDroppedStatements(in: body, children: items) }
        var current: [Stmt]?
        for item in items {
            if item.kind == CXCursor_CaseStmt || item.kind == CXCursor_DefaultStmt {
                if let arm = current { arms.append(arm) }
                var arm: [Stmt] = []
                var label = item
                // `case 1: case 2: stmt` nests the second label in the first.
                while label.kind == CXCursor_CaseStmt || label.kind == CXCursor_DefaultStmt {
                    let parts = label.children
                    if label.kind == CXCursor_CaseStmt {
                        arm += parts.dropLast().map { Stmt.expression(expression($0)) }
                    }
                    guard let next = parts.last else { break }
                    if next.kind == CXCursor_CaseStmt || next.kind == CXCursor_DefaultStmt {
                        label = next
                    } else {
                        arm += statements([next])
                        break
                    }
                }
                current = arm
            } else {
                current = (current ?? []) + statements([item])
            }
        }
        if let arm = current { arms.append(arm) }
        return Branch(kind: .switch, offset: start, conditions: subject, arms: arms)
    }

    /// `for (init; cond; step) body`: libclang leaves out absent parts, so children are placed by
    /// where they start relative to the two semicolons of the header.
    func forLoop(_ c: CXCursor) -> Loop {
        let start = locations.start(c, or: 0)
        let kids = c.children
        var header: [Stmt] = []
        var body: [Stmt] = []
        var closeParen = Int.max
        if let i = tokens.index(at: start), tokens.isToken(i + 1, "("), let close = tokens.matching(i + 1) {
            closeParen = tokens.tokens[close].start
        }
        for kid in kids {
            let kidStart = locations.start(kid, or: closeParen)
            if kidStart < closeParen {
                header += kid.kind == CXCursor_DeclStmt ? kid.children.compactMap(localDeclaration) : condition(kid)
            } else {
                body += armStatements(kid)
            }
        }
        return Loop(kind: .for, offset: start, header: header, body: body)
    }

    /// `for (X *x in collection) body`: the element is a loop variable bound to the collection.
    func forInLoop(_ c: CXCursor) -> Loop {
        let start = locations.start(c, or: 0)
        let kids = c.children
        guard kids.count >= 3 else {
            return Loop(kind: .for, offset: start, header: kids.dropLast().flatMap(condition), body: kids.last.map(armStatements) ?? [])
        }
        let element = kids[0], collection = kids[1]
        let sequence = expression(collection)
        var header: [Stmt] = []
        if element.kind == CXCursor_DeclStmt, let variable = element.children.first(where: { $0.kind == CXCursor_VarDecl }),
           let offset = locations.offset(clang_getCursorLocation(variable)) {
            let type = declaredType(of: variable)
            header.append(.local(addLocal(name: variable.spelling, offset: offset, kind: .loopVariable, type: type,
                                          initializer: sequence, isLet: false)))
        } else {
            // `for (existing in collection)`: the variable is assigned each element.
            header.append(.assignment(Assignment(target: expression(element), op: "=", value: sequence,
                                                 offset: locations.start(element, or: start))))
        }
        return Loop(kind: .for, offset: start, header: header, body: armStatements(kids[2]))
    }

    /// `@try { } @catch (NSException *e) { } @finally { }`: a `do` block, a `catch` block per clause
    /// (its exception variable a pattern binding), and a `finally` block.
    func tryStatements(_ c: CXCursor) -> [Stmt] {
        var out: [Stmt] = []
        let start = locations.start(c, or: 0)
        for kid in c.children {
            let kidStart = locations.start(kid, or: start)
            switch kid.kind {
            case CXCursor_ObjCAtCatchStmt:
                let header = catchBinding(kid).map { [Stmt.local($0)] } ?? []
                let body = kid.children.last(where: { $0.kind == CXCursor_CompoundStmt }).map(compoundStatements) ?? []
                out.append(.block(BlockStmt(kind: .catch, offset: kidStart, header: header, body: body)))
            case CXCursor_ObjCAtFinallyStmt:
                let body = kid.children.last.map(armStatements) ?? []
                out.append(.block(BlockStmt(kind: .finally, offset: kidStart, header: [], body: body)))
            default:
                out.append(.block(BlockStmt(kind: .do, offset: start, header: [], body: armStatements(kid))))
            }
        }
        return out
    }

    /// The exception variable of `@catch (NSException *e)`; libclang does not list it as a child,
    /// so it is read from the tokens: the identifier before the closing parenthesis.
    private func catchBinding(_ c: CXCursor) -> Int? {
        let start = locations.start(c, or: 0)
        guard let i = tokens.index(at: start), tokens.isToken(i + 1, "(") || tokens.isToken(i + 2, "(") else { return nil }
        let open = tokens.isToken(i + 1, "(") ? i + 1 : i + 2
        guard let close = tokens.matching(open), close - open >= 2, tokens.tokens[close - 1].kind == .identifier else { return nil }
        let nameIndex = close - 1
        let typeText = String(decoding: tokens.bytes[tokens.tokens[open + 1].start..<tokens.tokens[nameIndex].start], as: UTF8.self)
        return addLocal(name: tokens.text(nameIndex), offset: tokens.tokens[nameIndex].start, kind: .patternBinding,
                        type: ObjCTypeName.parse(typeText), initializer: nil, isLet: true)
    }
}
