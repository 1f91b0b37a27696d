import NodeLintAnalysis
import NodeLintModel

/// The same node or spec placed twice in one layout spec tree (texture-rules.md R33): Texture asserts
/// in Debug and lays out an empty spec. One `layoutSpecThatFits` body or `layoutSpecBlock` closure at a
/// time; arms of an `if`/`switch`/`guard` exclude each other; a spec kept in a `let` counts where it is
/// used, not where it is built.
struct DuplicateLayoutElement: Rule {
    let id = "duplicate-layout-element"

    func check(_ context: RuleContext) {
        for region in context.analysis.regions where isLayoutRoot(region) {
            var tree = SpecTree(region: region, context: context)
            tree.collect(region.body.statements, signature: [])
            for (offset, name) in tree.duplicates() {
                context.report(at: offset, "'\(name)' is placed in more than one position of the layout spec; Texture asserts and lays out an empty spec")
            }
        }
    }

    private func isLayoutRoot(_ region: AnalyzedRegion) -> Bool {
        if region.closure == nil { return region.member.name == "layoutSpecThatFits" && region.runs(in: .bgLayout) != nil }
        return region.source == .fixed(.bgLayout)
    }
}

/// Where elements are placed in one layout body, with the branch arms each placement depends on.
private struct SpecTree {
    /// (branch id, arm index) pairs a statement sits in; two placements in different arms of the same
    /// branch never happen in the same run.
    typealias Signature = [(branch: Int, arm: Int)]

    struct Placement {
        var element: String
        var name: String
        var offset: Int
        var signature: Signature
    }

    let region: AnalyzedRegion
    let context: RuleContext
    var placements: [Placement] = []
    /// Placements made inside the value of a `let` local (and its `.children` assignments), waiting
    /// for the local to be used.
    var localPlacements: [Int: [(element: String, name: String, offset: Int)]] = [:]
    /// `var` locals that are assigned after their declaration: not tracked.
    var reassigned: Set<Int> = []
    var nextBranch = 0

    init(region: AnalyzedRegion, context: RuleContext) {
        self.region = region
        self.context = context
        reassigned = Self.reassignedLocals(region.body.statements)
    }

    static let positionLabels: Set<String> = ["child", "overlay", "background", "corner", "layoutElement"]
    static let listLabels: Set<String> = ["children", "layoutElements"]

    mutating func collect(_ statements: [Stmt], signature: Signature) {
        var signature = signature
        for s in statements {
            switch s {
            case .local(let id):
                let local = context.file.locals[id]
                if let value = local.initializer, local.isLet {
                    var inner: [(String, String, Int)] = []
                    positions(in: value, into: &inner, direct: false)
                    localPlacements[id, default: []] += inner
                }
            case .assignment(let a):
                // stack.children = [a, b]: placements of `stack`.
                if case .member(let base?, let property, _) = a.target.unparenthesized, Self.listLabels.contains(property) {
                    var inner: [(String, String, Int)] = []
                    list(a.value, into: &inner)
                    if case .name(_, _, .local(let id)) = base.unparenthesized, context.file.locals[id].isLet {
                        localPlacements[id, default: []] += inner
                    } else {
                        place(inner, signature: signature)
                    }
                }
            case .return(let value?, _):
                use(value, signature: signature)
            case .expression(let value):
                if statements.count == 1 { use(value, signature: signature) }
            case .branch(let b):
                let branch = nextBranch
                nextBranch += 1
                var exits = false
                for (arm, statementsOfArm) in b.arms.enumerated() {
                    collect(statementsOfArm, signature: signature + [(branch, arm)])
                    if b.kind == .guard || Self.alwaysExits(statementsOfArm) { exits = true }
                }
                // After a branch with an arm that leaves, the rest runs only on the other arms' paths.
                if exits { signature.append((branch, b.arms.count)) }
            case .loop(let l):
                collect(l.body, signature: signature)
            case .block(let b):
                collect(b.body, signature: signature)
            default:
                break
            }
        }
    }

    /// The root of the tree (a returned value): every placement in it, and in the locals it uses.
    private mutating func use(_ value: Expr, signature: Signature) {
        var found: [(String, String, Int)] = []
        if case .name(_, _, .local(let id)) = value.unparenthesized {
            found += localPlacements[id] ?? []
        } else {
            positions(in: value, into: &found, direct: false)
        }
        place(found, signature: signature)
    }

    private mutating func place(_ found: [(element: String, name: String, offset: Int)], signature: Signature) {
        for (element, name, offset) in found {
            placements.append(Placement(element: element, name: name, offset: offset, signature: signature))
            // A spec local placed here brings the placements made when it was built.
            if element.hasPrefix("local#"), let id = Int(element.dropFirst(6)) {
                for inner in localPlacements[id] ?? [] {
                    placements.append(Placement(element: inner.element, name: inner.name, offset: inner.offset, signature: signature))
                }
            }
        }
    }

    /// Placements inside an expression: position arguments of spec constructions and factories,
    /// recursively. `direct` is true when `expr` itself sits in a position.
    private func positions(in expr: Expr, into found: inout [(String, String, Int)], direct: Bool) {
        let e = expr.unparenthesized
        if direct, let element = element(e) {
            found.append(element)
            return
        }
        guard case .call(let call) = e, isSpecBuilder(call) else { return }
        for argument in call.arguments {
            if let label = argument.label, Self.positionLabels.contains(label) {
                positions(in: argument.value, into: &found, direct: true)
            } else if let label = argument.label, Self.listLabels.contains(label) {
                list(argument.value, into: &found)
            }
        }
    }

    private func list(_ expr: Expr, into found: inout [(String, String, Int)]) {
        if case .collection(let elements, false, _) = expr.unparenthesized {
            for element in elements { positions(in: element, into: &found, direct: true) }
        }
    }

    /// A spec constructor (`ASInsetLayoutSpec(…)`) or factory (`ASStackLayoutSpec.vertical()`,
    /// `[ASInsetLayoutSpec insetLayoutSpecWithInsets:child:]`).
    private func isSpecBuilder(_ call: Call) -> Bool {
        switch call.callee.unparenthesized {
        case .name(let name, _, .unresolved), .member(.name(let name, _, .unresolved)?, _, _):
            return context.index.isLayoutSpec(name, from: region.typeName)
        default:
            return false
        }
    }

    /// A node or spec named by a property of self or a tracked local: (key, name, offset).
    private func element(_ e: Expr) -> (String, String, Int)? {
        switch e {
        case .name(let name, let offset, .unresolved) where context.analysis.isImplicitSelfMember(name, in: region):
            return ("self." + name, name, offset)
        case .member(let base?, let name, let offset) where context.analysis.isSelf(base):
            return ("self." + name, name, offset)
        case .name(let name, let offset, .local(let id)) where !reassigned.contains(id):
            let local = context.file.locals[id]
            guard local.kind == .variable else { return nil }
            return ("local#\(id)", name, offset)
        default:
            return nil
        }
    }

    /// For each element, the placements after the first that can happen in the same run.
    func duplicates() -> [(offset: Int, name: String)] {
        var result: [(Int, String)] = []
        let byElement = Dictionary(grouping: placements, by: \.element)
        for (_, list) in byElement {
            let sorted = list.sorted { $0.offset < $1.offset }
            for (k, later) in sorted.enumerated() where k > 0 {
                let clash = sorted[..<k].contains { earlier in
                    earlier.offset != later.offset && Self.compatible(earlier.signature, later.signature)
                }
                if clash { result.append((later.offset, later.name)) }
            }
        }
        var seen: Set<Int> = []
        return result.filter { seen.insert($0.0).inserted }.sorted { $0.0 < $1.0 }
    }

    static func compatible(_ a: Signature, _ b: Signature) -> Bool {
        for x in a { for y in b where x.branch == y.branch && x.arm != y.arm { return false } }
        return true
    }

    static func alwaysExits(_ statements: [Stmt]) -> Bool {
        guard let last = statements.last else { return false }
        switch last {
        case .return, .throw: return true
        default: return false
        }
    }

    static func reassignedLocals(_ statements: [Stmt]) -> Set<Int> {
        var ids: Set<Int> = []
        ExpressionWalk.walk(statements, locals: []) { expr, walk in
            if walk.isAssignmentTarget, case .name(_, _, .local(let id)) = expr.unparenthesized { ids.insert(id) }
        }
        return ids
    }
}
