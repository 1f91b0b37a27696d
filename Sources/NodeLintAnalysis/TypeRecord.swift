import NodeLintModel

/// One project type: its declarations and extensions merged. Built once by `ClassGraphBuilder`, then
/// never changed.
public final class TypeRecord: Sendable {
    public struct Location: Sendable { public var path: String; public var nameOffset: Int }

    /// Everything but the superclass: what the type's declarations and extensions say, merged. A record
    /// whose superclass changes (the name it inherits first now resolves otherwise) keeps it.
    struct Declared: Sendable {
        let qualifiedName: String
        let module: String
        let kind: TypeKind
        let inherits: [TypeName]
        let genericParameters: [String]
        let members: [MemberRecord]
        let declarations: [Location]
        let files: Set<String>
        let isAmbiguous: Bool
        let isVisibleOutsideModule: Bool
        let hasConflictingSuperclasses: Bool
    }
    let declared: Declared
    public let superclass: TypeName?

    /// `draft.declared`, or another record's `declared` with the superclass its first name now resolves to.
    init(_ declared: Declared, superclass: TypeName?) {
        self.declared = declared
        self.superclass = superclass
    }

    /// The key the graph knows it by: the qualified name (`Outer.Inner`), prefixed with its module when
    /// another module declares a type of the same name (`Deals.ItemNode`).
    public var qualifiedName: String { declared.qualifiedName }
    /// The module of its declarations ("" without project files).
    public var module: String { declared.module }
    /// `.extension` while only extensions of it were seen (a Texture or UIKit class, or one declared elsewhere).
    public var kind: TypeKind { declared.kind }
    public var inherits: [TypeName] { declared.inherits }
    public var genericParameters: [String] { declared.genericParameters }
    public var members: [MemberRecord] { declared.members }
    public var declarations: [Location] { declared.declarations }
    /// Every file that declares or extends it.
    public var files: Set<String> { declared.files }
    /// Declared more than once in one module: its record merges unrelated classes (stray copies, two
    /// apps linted together without project files), so rules must not rely on its members or what it
    /// sets on itself (a false alarm costs more than a miss).
    public var isAmbiguous: Bool { declared.isAmbiguous }
    /// Code outside its module may create it: a Swift `public`/`open` class, or an Objective-C class
    /// with an `@interface` in a header of a module other modules import (a framework's API).
    public var isVisibleOutsideModule: Bool { declared.isVisibleOutsideModule }
    /// `TypeRecordDraft.hasConflictingSuperclasses`: its declarations name different superclasses.
    var hasConflictingSuperclasses: Bool { declared.hasConflictingSuperclasses }
}

/// A record while the builder merges a type's declarations and extensions.
struct TypeRecordDraft {
    var key: String
    var module: String
    var kind: TypeKind = .extension
    var inherits: [TypeName] = []
    var genericParameters: [String] = []
    var members: [MemberRecord] = []
    var declarations: [TypeRecord.Location] = []
    var files: Set<String> = []
    /// The files of its primary declarations: Swift declarations and Objective-C `@implementation`s,
    /// and Objective-C `@interface`s. A class has one file of each kind at most (declarations in the
    /// branches of an `#if` share their file).
    var implementationFiles: Set<String> = []
    var interfaceFiles: Set<String> = []
    /// The first name each primary declaration inherits from (its superclass, when it names a class).
    var firstInheritedNames: Set<String> = []
    /// How many of `inherits`, at its start, come from primary declarations (the rest from extensions).
    var declaredInheritsCount = 0
    var isVisibleOutsideModule = false
    var isAmbiguous: Bool { implementationFiles.count > 1 || interfaceFiles.count > 1 }
    /// Classes of one name that name different superclasses have none.
    var hasConflictingSuperclasses: Bool { isAmbiguous && firstInheritedNames.count > 1 }

    init(key: String, module: String) {
        self.key = key
        self.module = module
    }

    /// What the finished record keeps of it.
    var declared: TypeRecord.Declared {
        TypeRecord.Declared(qualifiedName: key, module: module, kind: kind, inherits: inherits, genericParameters: genericParameters,
                            members: members, declarations: declarations, files: files, isAmbiguous: isAmbiguous,
                            isVisibleOutsideModule: isVisibleOutsideModule, hasConflictingSuperclasses: hasConflictingSuperclasses)
    }
}

/// What the index keeps of a member: enough to type expressions, find overrides and match calls.
public struct MemberRecord: Sendable {
    public var name: String
    public var signature: String
    /// For matching calls by their full name (`CallMatching`).
    public var parameters: [Parameter]
    /// The declared type, or the type inferred from a constructor initializer (`let t = ASTextNode()`).
    public var type: TypeName?
    /// The constructed type when it is not `type` (`let queue: AnyObject = DispatchQueue(label:)`), boxed:
    /// nearly every constructed type is the declared one, and a second `TypeName` in every record was a
    /// quarter of the class graph's member records.
    var otherConstructedType: ConstructedTypeBox?
    // The small fields last, and the offset in 32 bits, so that they share one word: the class graph
    // keeps a record of every member of the project to the end of the run.
    var storedNameOffset: Int32
    public var modifiers: Modifiers
    public var kind: MemberKind
    public var isStored: Bool
    public var isInExtension: Bool
    /// `type` is the type the initializer constructs.
    var typeIsConstructed: Bool

    /// The type of the constructor call the property is initialized with (`= DispatchQueue(label:)`).
    public var constructedType: TypeName? {
        get { typeIsConstructed ? type : otherConstructedType?.type }
        set {
            typeIsConstructed = newValue != nil && newValue == type
            otherConstructedType = typeIsConstructed ? nil : newValue.map(ConstructedTypeBox.init)
        }
    }

    public var nameOffset: Int {
        get { Int(storedNameOffset) }
        set { storedNameOffset = Int32(clamping: newValue) }
    }

    init(_ member: Member, isInExtension: Bool) {
        name = member.name
        signature = member.signature
        kind = member.kind
        modifiers = member.modifiers
        parameters = member.parameters
        let constructed = member.initializer.flatMap { TypeInference.constructedType(ofInitializer: $0) }
        type = member.declaredType ?? constructed
        isStored = member.isStoredProperty
        storedNameOffset = Int32(clamping: member.nameOffset)
        self.isInExtension = isInExtension
        typeIsConstructed = false
        constructedType = constructed
    }
}

/// A member's constructed type where it differs from its declared one (rare).
final class ConstructedTypeBox: Sendable {
    let type: TypeName
    init(_ type: TypeName) { self.type = type }
}
