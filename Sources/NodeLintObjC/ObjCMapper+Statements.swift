internal import CClang
import NodeLintModel

extension ObjCMapper {
    /// A method, function or block body with its parameters as locals.
    func mapBody(_ compound: CXCursor, kind: BodyKind, parameters: [CXCursor]) -> Body {
        let range = locations.extent(compound) ?? 0..<0
        let body = newBody(kind: kind, range: range)
        bodyStack.append(body.id)
        defer { bodyStack.removeLast() }
        for p in parameters {
            let name = p.spelling
            guard !name.isEmpty, let offset = locations.offset(clang_getCursorLocation(p)) else { continue }
            let type = declaredType(of: p)
            let kind: LocalKind = kind == .closure ? .closureParameter : .parameter
            body.parameters.append(addLocal(name: name, offset: offset, kind: kind, type: type, initializer: nil, isLet: true))
        }
        body.statements = compoundStatements(compound)
        return body
    }

    /// The statements of a `{ … }` block, noting source libclang dropped between them.
    func compoundStatements(_ compound: CXCursor) -> [Stmt] {
        let children = compound.children
        noteDroppedStatements(in: compound, children: children)
        return statements(children)
    }

    func statements(_ cursors: [CXCursor]) -> [Stmt] {
        var out: [Stmt] = []
        var lastMacroStart: Int?
        for cursor in cursors {
            // Several statements from one macro use (`ASLockScopeSelf()` in real headers declares a
            // variable and sends a message) are one call of the macro.
            if let use = macroProducing(cursor) {
                if lastMacroStart != use.range.lowerBound { out.append(.expression(macroCall(use, from: cursor))) }
                lastMacroStart = use.range.lowerBound
                continue
            }
            lastMacroStart = nil
            out.append(contentsOf: statement(cursor))
        }
        return out
    }

    /// One statement; a declaration of several variables or a `@try` gives several.
    func statement(_ c: CXCursor) -> [Stmt] {
        let start = locations.start(c, or: 0)
        guard depth < Self.maximumDepth else { return [.other(offset: start)] }
        depth += 1
        defer { depth -= 1 }
        switch c.kind {
        case CXCursor_CompoundStmt:
            return [.block(BlockStmt(kind: .scope, offset: start, header: [], body: compoundStatements(c)))]
        case CXCursor_DeclStmt:
            return c.children.compactMap(localDeclaration)
        case CXCursor_ReturnStmt:
            let value = c.children.first { $0.isExpression }
            if value == nil, let i = tokens.index(at: start), !tokens.isToken(i + 1, ";") {
                noteDroppedExpression(at: i + 1)  // `return <something clang could not type>;`
            }
            return [.return(value.map(expression), offset: start)]
        case CXCursor_IfStmt:
            return [.branch(ifBranch(c))]
        case CXCursor_SwitchStmt:
            return [.branch(switchBranch(c))]
        case CXCursor_ForStmt:
            return [.loop(forLoop(c))]
        case CXCursor_ObjCForCollectionStmt:
            return [.loop(forInLoop(c))]
        case CXCursor_WhileStmt:
            let kids = c.children
            let header = kids.dropLast().flatMap(condition)
            return [.loop(Loop(kind: .while, offset: start, header: header, body: kids.last.map(armStatements) ?? []))]
        case CXCursor_DoStmt:
            let kids = c.children
            let header = kids.dropFirst().flatMap(condition)
            return [.loop(Loop(kind: .repeat, offset: start, header: header, body: kids.first.map(armStatements) ?? []))]
        case CXCursor_ObjCAtTryStmt:
            return tryStatements(c)
        case CXCursor_ObjCAtThrowStmt:
            if let e = c.children.first { return [.throw(expression(e), offset: start)] }
            return [.other(offset: start)]
        case CXCursor_ObjCAtSynchronizedStmt:
            let kids = c.children
            let header = kids.dropLast().map { Stmt.expression(expression($0)) }
            let body = kids.last.map(armStatements) ?? []
            return [.block(BlockStmt(kind: .synchronized, offset: start, header: header, body: body))]
        case CXCursor_ObjCAutoreleasePoolStmt:
            let body = c.children.last.map(armStatements) ?? []
            return [.block(BlockStmt(kind: .autoreleasepool, offset: start, header: [], body: body))]
        case CXCursor_LabelStmt:
            return [.other(offset: start)] + c.children.flatMap(statement)
        case CXCursor_CaseStmt, CXCursor_DefaultStmt:
            // Only reached outside a switch body's top level (e.g. Duff's device): keep the code.
            return c.children.last.map(statement) ?? []
        case CXCursor_NullStmt:
            return []
        case CXCursor_BreakStmt, CXCursor_ContinueStmt, CXCursor_GotoStmt, CXCursor_IndirectGotoStmt, CXCursor_AsmStmt:
            return [.other(offset: start)]
        default:
            if c.isExpression { return [expressionStatement(c)] }
            return [.other(offset: start)]
        }
    }

    /// A statement that is an arm of a branch or loop: a block's statements, or a single statement.
    func armStatements(_ c: CXCursor) -> [Stmt] {
        if c.kind == CXCursor_CompoundStmt { return compoundStatements(c) }
        return statements([c])
    }

    /// A condition: a declared variable (`if (id x = …)` in C++), an assignment
    /// (`if ((self = [super init]))`) or an expression.
    func condition(_ c: CXCursor) -> [Stmt] {
        if c.kind == CXCursor_DeclStmt { return c.children.compactMap(localDeclaration) }
        if c.kind == CXCursor_VarDecl { return localDeclaration(c).map { [$0] } ?? [] }
        return [expressionStatement(c)]
    }

    /// A local variable; nil for declarations that are not variables (a local `typedef`, a struct).
    func localDeclaration(_ c: CXCursor) -> Stmt? {
        guard c.kind == CXCursor_VarDecl, let offset = locations.offset(clang_getCursorLocation(c)) else { return nil }
        let type = clang_getCursorType(c)
        let written = declaredType(of: c)
        let valueCursor = initializerCursor(of: c)
        if valueCursor == nil, let i = tokens.index(at: offset), tokens.isToken(i + 1, "=") {
            noteDroppedExpression(at: i + 2)  // `T x = <something clang could not type>;`
        }
        let value = valueCursor.map(expression)
        let id = addLocal(name: c.spelling, offset: offset, kind: .variable, type: written, initializer: value,
                          isLet: clang_isConstQualifiedType(type) != 0)
        return .local(id)
    }
}
