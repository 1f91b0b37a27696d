internal import CClang
import NodeLintModel

extension ObjCMapper {
    /// A file-scope variable (`static NSString *const kTitle = @"…";`): a global whose initializer
    /// is a body holding the initial value.
    func mapGlobalVariable(_ cursor: CXCursor) -> Member? {
        let name = cursor.spelling
        guard !name.isEmpty else { return nil }
        let nameOffset = locations.location(cursor, or: 0)
        let range = locations.extent(cursor) ?? nameOffset..<nameOffset
        let member = Member(kind: .variable, name: name, signature: name, nameOffset: nameOffset, range: range)
        member.declaredType = declaredType(of: cursor)
        if clang_isConstQualifiedType(clang_getCursorType(cursor)) != 0 { member.modifiers.insert(.let) }
        if clang_getCursorLinkage(cursor) == CXLinkage_Internal { member.modifiers.insert(.private) }
        if let value = initializerCursor(of: cursor) {
            let bodyRange = locations.extent(value) ?? range
            let body = newBody(kind: .propertyInitializer, range: bodyRange)
            bodyStack.append(body.id)
            body.statements = [.expression(expression(value))]
            bodyStack.removeLast()
            member.initializer = body
        }
        return member
    }

    /// `typedef B A;` -> a typealias, unless it only names itself (`typedef NS_ENUM(…, A)`).
    func mapTypedef(_ cursor: CXCursor) -> TypeAlias? {
        let name = cursor.spelling
        let underlying = clang_getTypeSpelling(clang_getTypedefDeclUnderlyingType(cursor)).consume()
        guard !name.isEmpty, let target = ObjCTypeName.parse(underlying), target.base != name else { return nil }
        return TypeAlias(name: name, target: target, nameOffset: locations.location(cursor, or: 0), container: "")
    }

    /// The initial value of a variable declaration: the last expression child, when the declarator
    /// is followed by `=` (or, in C++, constructor arguments). Earlier expression children belong to
    /// the type (`__weak typeof(self) weakSelf = self` has `self` in its type too).
    func initializerCursor(of decl: CXCursor) -> CXCursor? {
        guard let nameOffset = locations.offset(clang_getCursorLocation(decl)), let i = tokens.index(at: nameOffset) else { return nil }
        let j = declaratorEnd(afterName: i)
        guard tokens.isToken(j, "=") || tokens.isToken(j, "(") || tokens.isToken(j, "{") else { return nil }
        let valueStart = tokens.isToken(j, "=") ? (j + 1 < tokens.tokens.count ? tokens.tokens[j + 1].start : Int.max) : tokens.tokens[j].start
        let expressions = decl.children.filter { $0.isExpression }
        if let value = expressions.last(where: { locations.extent($0).map { $0.lowerBound >= valueStart } ?? false }) { return value }
        // C++ construction (`AS::MutexLocker l(_lock)`): its extent may start at the name.
        return tokens.isToken(j, "=") ? nil : expressions.last
    }

    /// The token after a declarator whose name is token `i`: past the `)` of a nested declarator
    /// and the parameter lists after it (`void (^block)(int) = …`), and past array bounds
    /// (`int a[3] = …`).
    func declaratorEnd(afterName i: Int) -> Int {
        var j = i + 1
        var nested = false
        while tokens.isToken(j, ")") { j += 1; nested = true }
        while j < tokens.tokens.count {
            if tokens.isToken(j, "[") || (nested && tokens.isToken(j, "(")) {
                guard let close = tokens.matching(j) else { break }
                j = close + 1
            } else if tokens.isToken(j, "__attribute__"), tokens.isToken(j + 1, "("), let close = tokens.matching(j + 1) {
                j = close + 1
            } else {
                break
            }
        }
        return j
    }

    func newBody(kind: BodyKind, range: Range<Int>) -> Body {
        let body = Body(id: file.bodyCount, kind: kind, range: range)
        file.bodyCount += 1
        return body
    }

    /// Records a local declaration and returns its id.
    @discardableResult
    func addLocal(name: String, offset: Int, kind: LocalKind, type: TypeName?, initializer: Expr?, isLet: Bool) -> Int {
        let id = file.locals.count
        file.locals.append(LocalDecl(id: id, name: name, offset: offset, kind: kind, declaredType: type,
                                     initializer: initializer, isLet: isLet, bodyID: bodyStack.last ?? -1))
        localsByOffset[offset] = id
        return id
    }
}
