internal import CClang
import NodeLintModel

extension ObjCMapper {
    /// Properties, instance variables and methods of an interface, category, protocol or
    /// implementation. The getter and setter libclang lists for each property (at the property's
    /// own location) are not methods anybody wrote and are skipped.
    func mapContainerMembers(_ children: [CXCursor]) -> [Member] {
        let propertyOffsets = Set(children.filter { $0.kind == CXCursor_ObjCPropertyDecl }.compactMap {
            locations.offset(clang_getCursorLocation($0))
        })
        var members: [Member] = []
        for child in children where locations.isInMainFile(child) {
            switch child.kind {
            case CXCursor_ObjCPropertyDecl:
                members.append(mapProperty(child))
            case CXCursor_ObjCIvarDecl:
                members.append(mapIvar(child))
            case CXCursor_ObjCInstanceMethodDecl, CXCursor_ObjCClassMethodDecl:
                if let offset = locations.offset(clang_getCursorLocation(child)), propertyOffsets.contains(offset) { continue }
                members.append(mapMethod(child))
            default:
                break
            }
        }
        return members
    }

    func superclassName(_ ref: CXCursor) -> TypeName {
        let name = ref.spelling
        let offset = locations.offset(clang_getCursorLocation(ref))
        guard let offset, let i = tokens.index(at: offset),
              tokens.isToken(i + 1, "<"), let close = tokens.matching(i + 1) else { return referencedType(ref) }
        // `Base<ASTableNode *>` carries type arguments; `Base <Protocol>` is the protocol list.
        if let parsed = typeText(from: i, to: close + 1), !parsed.genericArguments.isEmpty { return parsed }
        var type = TypeName(name)
        type.offset = offset
        return type
    }

    /// A protocol or class named by a reference cursor, located where it is written.
    func referencedType(_ ref: CXCursor) -> TypeName {
        var type = TypeName(ref.spelling)
        type.offset = locations.offset(clang_getCursorLocation(ref)) ?? -1
        return type
    }

    private func mapProperty(_ cursor: CXCursor) -> Member {
        let name = cursor.spelling
        let nameOffset = locations.location(cursor, or: 0)
        let range = locations.extent(cursor) ?? nameOffset..<nameOffset
        let member = Member(kind: .variable, name: name, signature: name, nameOffset: nameOffset, range: range)
        member.declaredType = declaredType(of: cursor)
        let attributes = clang_Cursor_getObjCPropertyAttributes(cursor, 0)
        if attributes & CXObjCPropertyAttr_readonly.rawValue != 0 { member.modifiers.insert(.let) }
        if attributes & CXObjCPropertyAttr_weak.rawValue != 0 { member.modifiers.insert(.weak) }
        if attributes & CXObjCPropertyAttr_unsafe_unretained.rawValue != 0 { member.modifiers.insert(.unowned) }
        if attributes & CXObjCPropertyAttr_class.rawValue != 0 { member.modifiers.insert(.static) }
        member.attributes = interfaceBuilderAttributes(in: range)
        return member
    }

    private func mapIvar(_ cursor: CXCursor) -> Member {
        let name = cursor.spelling
        let nameOffset = locations.location(cursor, or: 0)
        let range = locations.extent(cursor) ?? nameOffset..<nameOffset
        let member = Member(kind: .variable, name: name, signature: name, nameOffset: nameOffset, range: range)
        let typeSpelling = clang_getTypeSpelling(clang_getCursorType(cursor)).consume()
        member.declaredType = declaredType(of: cursor)
        if typeSpelling.contains("__weak") { member.modifiers.insert(.weak) }
        if typeSpelling.contains("__unsafe_unretained") { member.modifiers.insert(.unowned) }
        member.attributes = interfaceBuilderAttributes(in: range)
        return member
    }

    /// `IBOutlet` / `IBAction` / `IBInspectable` written in a declaration, as Swift spells them.
    private func interfaceBuilderAttributes(in range: Range<Int>) -> [String] {
        var out: [String] = []
        var i = tokens.index(atOrAfter: range.lowerBound)
        while i < tokens.tokens.count, tokens.tokens[i].start < range.upperBound {
            if tokens.isToken(i, "IBOutlet") { out.append("@IBOutlet") }
            if tokens.isToken(i, "IBAction") { out.append("@IBAction") }
            if tokens.isToken(i, "IBInspectable") { out.append("@IBInspectable") }
            i += 1
        }
        return out
    }

    /// A method: `-init…` is an initializer named `init`, `-dealloc` the deinitializer, anything else
    /// a function named by its first selector piece, with its Swift-imported signature.
    func mapMethod(_ cursor: CXCursor) -> Member {
        let selector = cursor.spelling
        let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast(selector.hasSuffix(":") ? 1 : 0).map(String.init)
        let isClassMethod = cursor.kind == CXCursor_ObjCClassMethodDecl
        let firstPiece = pieces.first ?? selector
        let params = cursor.children.filter { $0.kind == CXCursor_ParmDecl }
        let types = params.map { declaredType(of: $0) }
        let isInit = !isClassMethod && SwiftSpelling.isInitFamily(firstPiece)
        let isDealloc = !isClassMethod && selector == "dealloc"
        let (name, signature) = isDealloc ? ("deinit", "deinit")
            : SwiftSpelling.method(selector: selector, pieces: pieces, types: types, isInit: isInit)
        let nameOffset = locations.location(cursor, or: 0)
        let range = locations.extent(cursor) ?? nameOffset..<nameOffset
        let kind: MemberKind = isInit ? .initializer : isDealloc ? .deinitializer : .function
        let member = Member(kind: kind, name: name, signature: signature, nameOffset: nameOffset, range: range)
        member.objcSelector = selector
        if isClassMethod { member.modifiers.insert(.static) }
        member.declaredType = methodReturnType(cursor)
        member.attributes = interfaceBuilderAttributes(in: range.lowerBound..<nameOffset)
        member.parameters = params.enumerated().map { i, p in
            Parameter(label: i < pieces.count ? pieces[i] : nil, name: p.spelling, type: types[i],
                      nameOffset: locations.location(p, or: nameOffset))
        }
        if let bodyCursor = cursor.children.last(where: { $0.kind == CXCursor_CompoundStmt }) {
            let bodyKind: BodyKind = isInit ? .initializer : isDealloc ? .deinitializer : .function
            member.body = mapBody(bodyCursor, kind: bodyKind, parameters: params)
        }
        return member
    }

    /// A C function (or an Objective-C++ free function): a global named as written, with
    /// unlabelled parameters as Swift imports it.
    func mapFunction(_ cursor: CXCursor) -> Member? {
        let name = cursor.spelling
        guard !name.isEmpty else { return nil }
        let params = cursor.children.filter { $0.kind == CXCursor_ParmDecl }
        let nameOffset = locations.location(cursor, or: 0)
        let range = locations.extent(cursor) ?? nameOffset..<nameOffset
        let signature = name + "(" + String(repeating: "_:", count: params.count) + ")"
        let member = Member(kind: .function, name: name, signature: signature, nameOffset: nameOffset, range: range)
        member.declaredType = functionReturnType(cursor)
        if clang_getCursorLinkage(cursor) == CXLinkage_Internal { member.modifiers.insert(.private) }
        member.parameters = params.map { p in
            Parameter(label: nil, name: p.spelling, type: declaredType(of: p),
                      nameOffset: locations.location(p, or: nameOffset))
        }
        if let bodyCursor = cursor.children.last(where: { $0.kind == CXCursor_CompoundStmt }) {
            member.body = mapBody(bodyCursor, kind: .function, parameters: params)
        }
        return member
    }
}
