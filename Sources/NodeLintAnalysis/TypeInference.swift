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
    /// (modelled the same), `ASStackLayoutSpec.vertical()` (a static factory returning its own type).
    public static func constructedType(of expr: Expr) -> TypeName? {
        switch expr.unparenthesized {
        case .call(let call):
            switch call.callee {
            case .name(let name, _, .unresolved) where isTypeLike(name):
                return TypeName(name)
            case .member(.name(let name, _, .unresolved)?, "init", _) where isTypeLike(name):
                return TypeName(name)
            case .member(.name(let name, _, .unresolved)?, let factory, _) where isTypeLike(name) && layoutSpecFactories.contains(factory):
                return TypeName(name)
            case .member(.member(.name(let module, _, .unresolved)?, let name, _)?, "init", _) where isTypeLike(module) && isTypeLike(name):
                return TypeName(name)
            case .member(.name(let module, _, .unresolved)?, let name, _) where isTypeLike(module) && isTypeLike(name) && ["UIKit", "AsyncDisplayKit"].contains(module):
                return TypeName(name)
            default:
                return nil
            }
        case .cast(_, let op, let type, _) where op == "as" || op == "as!":
            return type
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
