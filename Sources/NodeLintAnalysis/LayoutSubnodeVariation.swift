import NodeLintModel

/// Whether a node's layout spec places some subnodes only in some layouts: a name used in only some arms
/// of an `if` or a `switch` (not in every arm of an exhaustive one), in a ternary or a `??`, or in a loop
/// (`isExpanded ? [titleNode, detailNode] : [titleNode]`).
/// A layout transition between such layouts inserts and removes subnodes; between layouts that hold
/// the same subnodes (only sizes or spacing change) it removes nothing, whatever the node's subnode
/// management. Read from the text alone, while indexing, for `layoutSpecThatFits` bodies.
enum LayoutSubnodeVariation {
    /// True when some member of self (or helper) is named only conditionally in the body, or the body
    /// names a `var` collection property of `decl` (`children: avatarNodes`), whose contents can change.
    static func placesSubnodesConditionally(_ body: Body, of decl: TypeDecl, file: SourceFile) -> Bool {
        let collections = Set(decl.members.filter { member in
            guard member.kind == .variable, !member.modifiers.contains(.let) else { return false }
            if member.declaredType?.elementType != nil { return true }
            if case .collection? = member.initializer.flatMap({ Self.value(of: $0) }) { return true }
            return false
        }.map(\.name))
        var always: Set<String> = [], sometimes: Set<String> = []
        func record(_ name: String, conditional: Bool) {
            if conditional { sometimes.insert(name) } else { always.insert(name) }
        }
        func expression(_ e: Expr, conditional: Bool) {
            switch e {
            case .name(let name, _, .unresolved) where !TypeInference.isTypeLike(name):
                record(name, conditional: conditional)
            case .member(.selfRef?, let name, _):
                record(name, conditional: conditional)
            case .sequence(let operands, let operators):
                // `c ? a : b` and `a ?? b`: the operands after `?`, `:` and `??` are conditional.
                for (i, operand) in operands.enumerated() {
                    let op = i == 0 ? nil : operators[i - 1]
                    expression(operand, conditional: conditional || op == "?" || op == ":" || op == "??")
                }
                return
            case .closure(let c):
                statements(c.body.statements, conditional: conditional)
                return
            default:
                break
            }
            for child in e.children { expression(child, conditional: conditional) }
        }
        func statements(_ list: [Stmt], conditional: Bool) {
            for s in list {
                switch s {
                case .branch(let b):
                    statements(b.conditions, conditional: conditional)
                    if !conditional, isExhaustive(b) {
                        // One arm runs, whichever: what every arm places is placed in every layout.
                        let arms = b.arms.map(namesPlaced)
                        let everywhere = arms.dropFirst().reduce(arms[0].always) { $0.intersection($1.always) }
                        always.formUnion(everywhere)
                        for arm in arms { sometimes.formUnion(arm.always.subtracting(everywhere).union(arm.sometimes)) }
                    } else {
                        for arm in b.arms { statements(arm, conditional: true) }
                    }
                case .loop(let l):
                    statements(l.header, conditional: conditional)
                    statements(l.body, conditional: true)
                case .block(let b):
                    statements(b.header, conditional: conditional)
                    statements(b.body, conditional: conditional)
                case .expression(let e), .return(let e?, _), .throw(let e, _):
                    expression(e, conditional: conditional)
                case .assignment(let a):
                    expression(a.target, conditional: conditional)
                    expression(a.value, conditional: conditional)
                case .local(let id):
                    if id >= 0 && id < file.locals.count, let value = file.locals[id].initializer { expression(value, conditional: conditional) }
                case .return(nil, _), .localFunction, .other:
                    break
                }
            }
        }
        /// The names an arm places unconditionally and conditionally, on their own.
        func namesPlaced(_ arm: [Stmt]) -> (always: Set<String>, sometimes: Set<String>) {
            let outer = (always, sometimes)
            (always, sometimes) = ([], [])
            statements(arm, conditional: false)
            let placed = (always: always, sometimes: sometimes)
            (always, sometimes) = outer
            return placed
        }
        /// A Swift `switch` (the compiler makes it exhaustive), or an `if` with an `else`.
        func isExhaustive(_ branch: Branch) -> Bool {
            switch branch.kind {
            case .switch: return file.language == .swift && !branch.arms.isEmpty
            case .if: return branch.arms.count == 2 && !branch.arms[1].isEmpty
            case .guard: return false
            }
        }
        statements(body.statements, conditional: false)
        if !collections.isDisjoint(with: always.union(sometimes)) { return true }
        return !sometimes.subtracting(always).isEmpty
    }

    /// A property initializer's expression (`= []`).
    private static func value(of initializer: Body) -> Expr? {
        guard initializer.statements.count == 1, case .expression(let e) = initializer.statements[0] else { return nil }
        return e.unparenthesized
    }
}
