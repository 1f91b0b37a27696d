/// A type as written in source, reduced to what the index needs: the (possibly dotted) base name and
/// the generic arguments. `ASDKViewController<ASTableNode>` has base `ASDKViewController` and one
/// argument; `[ASCellNode]` is modelled as base `Array` with one argument; `UILabel?` and `UILabel!`
/// keep base `UILabel` with `isOptional` set. Objective-C pointers (`ASTextNode *`) drop the star.
public struct TypeName: Hashable, Sendable, CustomStringConvertible {
    /// The text as written, without whitespace (`ASDKViewController<ASTableNode>`); used by `outline`.
    public var text: String
    /// The base name, dotted for nested types (`Foo.Bar`), without generic arguments.
    public var base: String
    public var genericArguments: [TypeName]
    /// `offset` in 32 bits, after the words: every member, parameter and local of a model, and every
    /// member record of the class graph, holds type names (48 bytes each rather than 56).
    private var storedOffset: Int32
    public var isOptional: Bool

    /// Offset of the type's first token where it is written (-1 when not written in this file);
    /// not part of equality. A file is at most `--max-file-size`, far below 2 GB.
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = Int32(clamping: newValue) }
    }

    public init(text: String, base: String, genericArguments: [TypeName] = [], isOptional: Bool = false, offset: Int = -1) {
        storedOffset = Int32(clamping: offset)
        self.text = text
        self.base = base
        self.genericArguments = genericArguments
        self.isOptional = isOptional
    }

    /// A plain named type with no arguments.
    public init(_ name: String) {
        self.init(text: name, base: name)
    }

    /// The last component of the base name: `AsyncDisplayKit.ASDisplayNode` -> `ASDisplayNode`.
    public var simpleName: String {
        if let dot = base.lastIndex(of: ".") { return String(base[base.index(after: dot)...]) }
        return base
    }

    /// For `[T]`, `Array<T>`, `Set<T>`, `ContiguousArray<T>`: T. Otherwise nil.
    public var elementType: TypeName? {
        switch simpleName {
        case "Array", "Set", "ContiguousArray", "ArraySlice", "NSArray", "NSMutableArray":
            return genericArguments.first
        default:
            return nil
        }
    }

    public var description: String { text }

    public static func == (a: TypeName, b: TypeName) -> Bool {
        a.text == b.text && a.base == b.base && a.genericArguments == b.genericArguments && a.isOptional == b.isOptional
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }
}
