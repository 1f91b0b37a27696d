import NodeLintAnalysis
import NodeLintModel

extension RuleContext {
    /// The members of `type` whose value a layout of the type can return as its root spec: what
    /// `layoutSpecThatFits` (or a `layoutSpecBlock`) returns, followed through locals, `??` and the
    /// ternary, casts and unwrapping, subscripts, and the computed properties and argument-less methods of
    /// the type that it returns (a few levels deep). A spec placed as a child of a spec built in the pass
    /// is not a root: Texture freezes only the returned spec (ASDisplayNode+LayoutSpec.mm:74-76).
    /// Objective-C instance variables are named as written (`_spec`) and without the underscore.
    /// The type's declarations in this file (class, extensions, Objective-C interface and implementation)
    /// give the computed members to follow.
    public func layoutRootMembers(of type: String) -> Set<String> {
        let declared = analysis.types.filter { $0.qualifiedName == type }.flatMap(\.decl.members)
        var roots: Set<String> = []
        var followed: Set<String> = []
        func members(returnedBy statements: [Stmt], depth: Int) {
            for value in Stmt.returnedExpressions(statements) { resolve(value, depth: depth) }
        }
        func follow(_ name: String, depth: Int) {
            roots.insert(name)
            if name.hasPrefix("_") { roots.insert(String(name.dropFirst())) }
            guard depth < 3, followed.insert(name).inserted,
                  let member = declared.first(where: { $0.name == name && !$0.isStoredProperty }) else { return }
            let getter = member.body ?? member.accessors.first(where: { $0.kind == "get" })?.body
            if let getter { members(returnedBy: getter.statements, depth: depth + 1) }
        }
        func resolve(_ value: Expr, depth: Int) {
            switch value.unparenthesized {
            case .name(let name, _, .unresolved):
                follow(name, depth: depth)
            case .member(let base?, let name, _) where analysis.isSelf(base):
                follow(name, depth: depth)
            case .name(_, _, .local(let id)):
                if let initializer = file.locals[id].initializer { resolve(initializer, depth: depth) }
            case .sequence(let operands, let operators):
                if operators == ["?", ":"], operands.count == 3 {
                    resolve(operands[1], depth: depth)
                    resolve(operands[2], depth: depth)
                } else if operators.allSatisfy({ $0 == "??" }) {
                    operands.forEach { resolve($0, depth: depth) }
                }
            case .cast(let inner, _, _, _), .unary(_, let inner, false, _), .subscript(let inner, _, _):
                resolve(inner, depth: depth)
            case .call(let call) where call.arguments.isEmpty:
                // makeSpec(), self.makeSpec()
                switch call.callee.unparenthesized {
                case .name(let name, _, .unresolved): follow(name, depth: depth)
                case .member(let base?, let name, _) where analysis.isSelf(base): follow(name, depth: depth)
                default: break
                }
            default:
                break
            }
        }
        // The layout entry points themselves: a helper the layout calls returns a part, not the root.
        for region in analysis.regions where region.typeName == type
            && region.contexts.contains(where: { $0.context == .bgLayout && $0.via.isEmpty }) {
            members(returnedBy: region.body.statements, depth: 0)
        }
        return roots
    }
}
