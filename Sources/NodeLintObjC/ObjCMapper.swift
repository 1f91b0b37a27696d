internal import CClang
import NodeLintModel

/// Turns one parsed translation unit into the model for its main file. Declarations are mapped
/// here; members, statements, expressions, message sends and macros in the extensions beside it.
/// Everything outside the main file (the prelude, included headers) is skipped.
final class ObjCMapper {
    let file: SourceFile
    let tokens: SourceTokens
    let locations: MainFileLocations
    var macros = MacroExpansions()
    /// Local declarations by the offset of their name: what `clang_getCursorReferenced` leads to.
    var localsByOffset: [Int: Int] = [:]
    /// Ids of the bodies being mapped, innermost last (locals record the body they belong to).
    var bodyStack: [Int] = []
    var nextClosureID = 0
    /// Start offsets of statements libclang could not make anything of (see `ObjCMapper+Gaps`).
    var droppedStatements: [Int] = []
    /// How deep the mapping recursion is: expressions and statements nested deeper than
    /// `maximumDepth` (generated code, pathological input) become `.unknown` / `.other` so that
    /// mapping never exhausts the stack of the thread it runs on.
    var depth = 0
    static let maximumDepth = 64
    /// Per token: part of a preprocessor directive or of a range the preprocessor skipped
    /// (`#if 0` …); such tokens are never dropped code.
    var preprocessorTokens: [Bool] = []

    init(unit: ClangUnit, file: SourceFile, tokens: SourceTokens, mainPath: String) {
        self.file = file
        self.tokens = tokens
        self.locations = MainFileLocations(tu: unit.tu, path: mainPath)
        self.preprocessorTokens = Self.preprocessorTokens(unit: unit, locations: locations, tokens: tokens)
    }

    /// Maps every top-level declaration of the main file.
    func mapTranslationUnit(_ tu: CXTranslationUnit) {
        let topLevel = clang_getTranslationUnitCursor(tu).children
        for cursor in topLevel where cursor.kind == CXCursor_MacroExpansion {
            if locations.isInMainFile(cursor) { macros.add(cursor, locations: locations) }
        }
        mapDeclarations(topLevel)
    }

    private func mapDeclarations(_ cursors: [CXCursor]) {
        for cursor in cursors where locations.isInMainFile(cursor) {
            switch cursor.kind {
            case CXCursor_ObjCInterfaceDecl:
                file.types.append(mapInterface(cursor))
            case CXCursor_ObjCCategoryDecl:
                file.types.append(mapCategory(cursor))
            case CXCursor_ObjCProtocolDecl:
                file.types.append(mapProtocol(cursor))
            case CXCursor_ObjCImplementationDecl:
                file.types.append(mapImplementation(cursor))
            case CXCursor_ObjCCategoryImplDecl:
                file.types.append(mapCategoryImplementation(cursor))
            case CXCursor_FunctionDecl:
                if let f = mapFunction(cursor) { file.globals.append(f) }
            case CXCursor_VarDecl:
                if let v = mapGlobalVariable(cursor) { file.globals.append(v) }
            case CXCursor_TypedefDecl:
                if let alias = mapTypedef(cursor) { file.typealiases.append(alias) }
            case CXCursor_LinkageSpec, CXCursor_Namespace, CXCursor_UnexposedDecl:
                // `extern "C" { … }`, namespaces in Objective-C++: their Objective-C declarations count.
                mapDeclarations(cursor.children)
            default:
                break
            }
        }
    }

    // MARK: Types

    private func mapInterface(_ cursor: CXCursor) -> TypeDecl {
        let decl = typeDecl(cursor, kind: .class, name: cursor.spelling, nameOffset: locations.location(cursor, or: 0))
        decl.isInterfaceOnly = true
        decl.objcName = decl.name
        for child in cursor.children {
            switch child.kind {
            case CXCursor_ObjCSuperClassRef:
                decl.inherits.insert(superclassName(child), at: 0)
            case CXCursor_ObjCProtocolRef:
                decl.inherits.append(referencedType(child))
            case CXCursor_TemplateTypeParameter:
                decl.genericParameters.append(child.spelling)
            default:
                break
            }
        }
        decl.members = mapContainerMembers(cursor.children)
        return decl
    }

    private func mapCategory(_ cursor: CXCursor) -> TypeDecl {
        // The category's own name is the cursor's spelling ("" for a class extension); the class
        // it extends is the ObjCClassRef child.
        let classRef = cursor.children.first { $0.kind == CXCursor_ObjCClassRef }
        let name = classRef?.spelling ?? cursor.spelling
        let nameOffset = classRef.map { locations.location($0, or: 0) } ?? locations.location(cursor, or: 0)
        let decl = typeDecl(cursor, kind: .extension, name: name, nameOffset: nameOffset)
        decl.isInterfaceOnly = true
        if !cursor.spelling.isEmpty { decl.attributes.append("category(\(cursor.spelling))") }
        for child in cursor.children where child.kind == CXCursor_ObjCProtocolRef {
            decl.inherits.append(referencedType(child))
        }
        decl.members = mapContainerMembers(cursor.children)
        return decl
    }

    private func mapProtocol(_ cursor: CXCursor) -> TypeDecl {
        let decl = typeDecl(cursor, kind: .protocol, name: cursor.spelling, nameOffset: locations.location(cursor, or: 0))
        decl.isInterfaceOnly = true
        decl.objcName = decl.name
        for child in cursor.children where child.kind == CXCursor_ObjCProtocolRef {
            decl.inherits.append(referencedType(child))
        }
        decl.members = mapContainerMembers(cursor.children)
        return decl
    }

    private func mapImplementation(_ cursor: CXCursor) -> TypeDecl {
        let range = locations.extent(cursor) ?? 0..<0
        // Class-level diagnostics point at `@implementation` (DESIGN.md).
        let decl = typeDecl(cursor, kind: .class, name: cursor.spelling, nameOffset: range.lowerBound)
        decl.objcName = decl.name
        decl.members = mapContainerMembers(cursor.children)
        return decl
    }

    private func mapCategoryImplementation(_ cursor: CXCursor) -> TypeDecl {
        let classRef = cursor.children.first { $0.kind == CXCursor_ObjCClassRef }
        let range = locations.extent(cursor) ?? 0..<0
        let decl = typeDecl(cursor, kind: .extension, name: classRef?.spelling ?? cursor.spelling, nameOffset: range.lowerBound)
        decl.attributes.append("category(\(cursor.spelling))")
        decl.members = mapContainerMembers(cursor.children)
        return decl
    }

    private func typeDecl(_ cursor: CXCursor, kind: TypeKind, name: String, nameOffset: Int) -> TypeDecl {
        let range = locations.extent(cursor) ?? nameOffset..<nameOffset
        return TypeDecl(kind: kind, name: name, nameOffset: nameOffset, range: range)
    }
}
