/// The language-neutral model of one source file, produced by a front end (Swift or Objective-C) and
/// read by the project index, the context model and the rules. Positions are byte offsets into the
/// file's `SourceText`.
public final class SourceFile: @unchecked Sendable {
    /// The path as given on the command line (or `--stdin-filename`); used verbatim in output.
    public let path: String
    public let language: Language
    public let text: SourceText
    /// Top-level type declarations, extensions and Objective-C categories, in source order.
    public var types: [TypeDecl] = []
    /// Top-level functions and variables (Swift) or C functions (Objective-C), in source order.
    public var globals: [Member] = []
    /// `typealias A = B` at any level, for the index to resolve.
    public var typealiases: [TypeAlias] = []
    /// Modules a Swift file imports (`import AuthenticationServices`, `@testable import App`, `import
    /// class UIKit.UIView` as `UIKit`), in source order. The Objective-C front end leaves it empty.
    public var imports: [String] = []
    /// Every local declaration of the file's bodies; `NameRef.local(id)` and `Stmt.local(id)` index it.
    public var locals: [LocalDecl] = []
    /// Number of `Body` values created (ids are `0..<bodyCount`).
    public var bodyCount = 0
    /// Every comment, in source order, for suppressions (`// nodelint:disable ...`).
    public var comments: [Comment] = []
    /// Things the front end could not read; the file is still linted on what did parse.
    public var problems: [FrontEndProblem] = []
    /// More problems were found than `problems` keeps (a front end stops recording them at a limit).
    public var hasUnrecordedProblems = false

    public init(path: String, language: Language, text: SourceText) {
        self.path = path
        self.language = language
        self.text = text
    }
}

public enum TypeKind: String, Sendable {
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`
}

/// A type declaration or an extension. Objective-C: `@interface`/`@implementation` of a class are
/// both `class` declarations (the index merges them); a category is an `extension`.
public final class TypeDecl: @unchecked Sendable {
    public var kind: TypeKind
    /// The declared name; for an extension the extended type as written (`Foo.Bar`).
    public var name: String
    /// Offset of the name token (Objective-C: of `@implementation`/`@interface` for class-level rules).
    public var nameOffset: Int
    /// From the first token of the declaration (attributes included) to its closing brace.
    public var range: Range<Int>
    public var inherits: [TypeName] = []
    public var genericParameters: [String] = []
    /// Attributes and modifiers as written: `final`, `public`, `@objc`, `@objc(Name)`, `@MainActor`.
    public var attributes: [String] = []
    /// `@objc(Name)` (Swift) or the class name (Objective-C): the name Objective-C sees.
    public var objcName: String?
    public var members: [Member] = []
    public var nestedTypes: [TypeDecl] = []
    /// Objective-C only: the declaration is an `@interface` (a header view) rather than an implementation.
    public var isInterfaceOnly = false

    public init(kind: TypeKind, name: String, nameOffset: Int, range: Range<Int>) {
        self.kind = kind
        self.name = name
        self.nameOffset = nameOffset
        self.range = range
    }
}

public struct TypeAlias: Sendable {
    public var name: String
    public var target: TypeName
    public var nameOffset: Int
    /// Dotted names of the enclosing types ("" at top level).
    public var container: String
    public init(name: String, target: TypeName, nameOffset: Int, container: String) {
        self.name = name
        self.target = target
        self.nameOffset = nameOffset
        self.container = container
    }
}

public enum MemberKind: String, Sendable {
    case function, initializer, deinitializer, `subscript`, variable
}

/// A function, initializer, deinitializer, subscript or property of a type (or at top level).
public final class Member: @unchecked Sendable {
    public var kind: MemberKind
    /// `layoutSpecThatFits`, `init`, `deinit`, `subscript`, or the property name. Objective-C methods
    /// have the base name Swift imports them with (`insertItemsAtIndexPaths:` -> `insertItems`,
    /// `drawRect:withParameters:…` -> `draw`), as message sends to them do; `objcSelector` keeps the selector.
    public var name: String
    /// Outline spelling: `layoutSpecThatFits(_:)`, `init(node:)`, `deinit`, `subscript(_:)`, or the
    /// property name. Objective-C methods use their Swift-imported spelling where it is obvious
    /// (`layoutSpecThatFits:` -> `layoutSpecThatFits(_:)`), and keep `objcSelector`.
    public var signature: String
    public var objcSelector: String?
    public var nameOffset: Int
    public var range: Range<Int>
    public var parameters: [Parameter] = []
    /// Property type, or function/subscript return type, when written.
    public var declaredType: TypeName?
    public var modifiers: Modifiers = []
    /// Attributes as written (`@objc`, `@MainActor`, `@NSManaged`, `@IBOutlet`).
    public var attributes: [String] = []
    /// Function, initializer, deinitializer or subscript getter body; computed property getter.
    public var body: Body?
    /// Property initializer (`= expr`), modelled as a body holding one expression statement. Part of
    /// the owning type's initialization for stored properties (not `lazy`).
    public var initializer: Body?
    /// Explicit accessors (`get`, `set`, `willSet`, `didSet`, `_modify`, ...) other than an implicit getter.
    public var accessors: [Accessor] = []

    public init(kind: MemberKind, name: String, signature: String, nameOffset: Int, range: Range<Int>) {
        self.kind = kind
        self.name = name
        self.signature = signature
        self.nameOffset = nameOffset
        self.range = range
    }

    /// A stored property: a variable with no getter body and no get/set accessors (observers allowed).
    public var isStoredProperty: Bool {
        guard kind == .variable, body == nil else { return false }
        return !accessors.contains { $0.kind == "get" || $0.kind == "set" || $0.kind == "_read" || $0.kind == "_modify" }
    }
}

public struct Modifiers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let override = Modifiers(rawValue: 1 << 0)
    /// `static` members, and Objective-C class methods (`+`).
    public static let `static` = Modifiers(rawValue: 1 << 1)
    /// `class func` / `class var` (Swift).
    public static let `class` = Modifiers(rawValue: 1 << 2)
    public static let lazy = Modifiers(rawValue: 1 << 3)
    /// `let` (or an Objective-C `readonly` property).
    public static let `let` = Modifiers(rawValue: 1 << 4)
    public static let convenience = Modifiers(rawValue: 1 << 5)
    public static let required = Modifiers(rawValue: 1 << 6)
    public static let final = Modifiers(rawValue: 1 << 7)
    public static let weak = Modifiers(rawValue: 1 << 8)
    public static let unowned = Modifiers(rawValue: 1 << 9)
    public static let `private` = Modifiers(rawValue: 1 << 10)
    public static let mutating = Modifiers(rawValue: 1 << 11)
    public static let async = Modifiers(rawValue: 1 << 12)
    /// `init?` / `init!`.
    public static let failable = Modifiers(rawValue: 1 << 13)
}

public struct Parameter: Sendable {
    /// The argument label callers write (`nil` for `_`). Objective-C: the selector piece (`forItemAt`
    /// style is not invented; `collectionNode:nodeBlockForItemAtIndexPath:` keeps its pieces).
    public var label: String?
    /// The name used inside the body.
    public var name: String
    public var type: TypeName?
    public var nameOffset: Int
    /// Swift: `= default` is written, so a call may leave the argument out.
    public var hasDefault: Bool
    /// Swift: `Type...`, which takes any number of arguments.
    public var isVariadic: Bool
    public init(label: String?, name: String, type: TypeName?, nameOffset: Int, hasDefault: Bool = false, isVariadic: Bool = false) {
        self.label = label
        self.name = name
        self.type = type
        self.nameOffset = nameOffset
        self.hasDefault = hasDefault
        self.isVariadic = isVariadic
    }
}

public struct Accessor: Sendable {
    /// `get`, `set`, `willSet`, `didSet`, `_modify`, `_read`, `init`.
    public var kind: String
    public var body: Body
    public var keywordOffset: Int
    public init(kind: String, body: Body, keywordOffset: Int) {
        self.kind = kind
        self.body = body
        self.keywordOffset = keywordOffset
    }
}

public struct Comment: Sendable {
    public var range: Range<Int>
    /// The whole comment as written, markers included (`// nodelint:disable foo`).
    public var text: String
    public var isBlock: Bool
    public init(range: Range<Int>, text: String, isBlock: Bool) {
        self.range = range
        self.text = text
        self.isBlock = isBlock
    }
}

/// Something a front end could not read. Reported as a note; the rest of the file is still linted.
public struct FrontEndProblem: Sendable {
    public var offset: Int
    public var message: String
    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}
