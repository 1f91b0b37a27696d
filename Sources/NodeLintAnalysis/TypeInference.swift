import NodeLintModel

/// Types of expressions, as far as a linter can tell without a type checker: declarations,
/// annotations, constructor calls, and members of known types. Unknown is nil, and rules stay silent.
public enum TypeInference {
    /// `let t = ASTextNode()` / `ASTextNode.init()` / `ASDisplayNode { … }` / `{ … }()` with an
    /// annotation elsewhere: the constructed type of an initializer body, if it is a plain construction.
    public static func constructedType(ofInitializer body: Body) -> TypeName? {
        guard body.statements.count == 1, case .expression(let e) = body.statements[0] else { return nil }
        return constructedType(of: e)
    }

    /// The type an expression constructs: `UILabel(...)`, `UILabel.init(...)`, `[[UILabel alloc] init]`
    /// (modelled the same), `ASStackLayoutSpec.vertical()` (a static factory returning its own type), and
    /// `x as UILabel` / `x as! UILabel`.
    public static func constructedType(of expr: Expr) -> TypeName? {
        if let (type, _) = construction(of: expr) { return type }
        if case .cast(_, let op, let type, _) = expr.unparenthesized, op == "as" || op == "as!" { return type }
        return nil
    }

    /// The one matcher of constructor calls, with the offset of the constructed type's name:
    /// `UILabel(...)`, `UILabel.init(...)`, `[[UILabel alloc] init]` (modelled the same),
    /// `ASStackLayoutSpec.vertical()` (a static factory returning its own type), `Outer.Inner.init(...)`
    /// and `MapKit.MKMapView.init(...)` (any qualifier: `init` says it is a construction),
    /// `UIKit.UILabel(...)` (a framework's module, `FrameworkModules.qualifyingTypes`: any other
    /// capitalised qualifier may be a type with a static method of a capitalised name).
    public static func construction(of expr: Expr) -> (type: TypeName, offset: Int)? {
        guard case .call(let call) = expr.unparenthesized else { return nil }
        switch call.callee.unparenthesized {
        case .name(let name, let offset, .unresolved) where isTypeLike(name):
            return (TypeName(name), offset)
        case .member(.name(let name, let offset, .unresolved)?, "init", _) where isTypeLike(name):
            return (TypeName(name), offset)
        case .member(.name(let name, let offset, .unresolved)?, let factory, _) where isTypeLike(name) && layoutSpecFactories.contains(factory):
            return (TypeName(name), offset)
        case .member(.member(.name(let qualifier, _, .unresolved)?, let name, let offset)?, "init", _) where isTypeLike(qualifier) && isTypeLike(name):
            return (TypeName(name), offset)
        case .member(.name(let module, _, .unresolved)?, let name, let offset)
            where FrameworkModules.qualifyingTypes.contains(module) && isTypeLike(name):
            return (TypeName(name), offset)
        default:
            return nil
        }
    }

    /// Static factories of layout specs that return an instance of their type.
    static let layoutSpecFactories: Set<String> = ["vertical", "horizontal"]

    /// A capitalised identifier (`UILabel`, `ASTextNode`, `Foo`), the shape of a type name.
    public static func isTypeLike(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        if first == "_" { return name.unicodeScalars.dropFirst().first.map { $0.properties.isUppercase } ?? false }
        return first.properties.isUppercase
    }
}
