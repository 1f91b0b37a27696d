import NodeLintAnalysis
import NodeLintModel

/// The same node or spec placed twice in one layout spec tree (texture-rules.md R33): Texture asserts
/// in Debug and lays out an empty spec. One `layoutSpecThatFits` body or `layoutSpecBlock` closure at a
/// time; arms of an `if`/`switch`/`guard` exclude each other; a spec kept in a `let` counts where it is
/// used, not where it is built (with everything placed in it, however deeply nested).
///
/// Placements are walked in the order Texture's duplicate search walks the tree (depth first, children
/// in order, a repeated spec not entered again), and a repeat is reported at the spec that holds it: the
/// spec's construction (its type or factory name) or the `children` assignment that placed it there.
struct DuplicateLayoutElement: Rule {
    let id = "duplicate-layout-element"

    func check(_ context: RuleContext) {
        for region in context.analysis.regions where isLayoutRoot(region) {
            var tree = SpecTree(region: region, context: context)
            tree.collect(region.body.statements, signature: [])
            for (offset, name) in tree.duplicates() {
                context.report(at: offset, "this spec places '\(name)', which is already in another position of the layout spec; Texture asserts and lays out an empty spec")
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
        /// Where the spec holding this position is built (or its `children` assigned): the diagnostic.
        var holder: Int
        var signature: Signature
    }

    /// An element in a position: its key (`self.x`, `local#id`), its name and the holding spec's offset.
    typealias Found = (element: String, name: String, holder: Int)

    let region: AnalyzedRegion
    let context: RuleContext
    var placements: [Placement] = []
    /// Placements made inside the value of a tracked local (and its `.children` assignments), waiting
    /// for the local to be used, each with the branch arms it was made in (`if … { stack.children = [a, b] }
    /// else { stack.children = [b, a] }` places each element once per run).
    var localPlacements: [Int: [(found: Found, signature: Signature)]] = [:]
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
                if let value = local.initializer, isTracked(id) {
                    var inner: [Found] = []
                    positions(in: value, into: &inner, holder: nil)
                    localPlacements[id, default: []] += inner.map { ($0, signature) }
                }
            case .assignment(let a):
                // stack.children = [a, b]: placements of `stack`, held where the children are assigned.
                if case .member(let base?, let property, let offset) = a.target.unparenthesized, Self.listLabels.contains(property) {
                    var inner: [Found] = []
                    list(a.value, into: &inner, holder: offset)
                    if case .name(_, _, .local(let id)) = base.unparenthesized, isTracked(id) {
                        localPlacements[id, default: []] += inner.map { ($0, signature) }
                    } else {
                        place(inner.map { ($0, []) }, signature: signature, expanding: [])
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

    /// A local whose value is known where it is used: a `let`, or a variable never assigned after its
    /// declaration (Objective-C locals are all variables: `ASStackLayoutSpec *stack = …`).
    private func isTracked(_ id: Int) -> Bool {
        context.file.locals[id].isLet || !reassigned.contains(id)
    }

    /// The root of the tree (a returned value): every placement in it, and in the locals it uses.
    private mutating func use(_ value: Expr, signature: Signature) {
        if case .name(_, _, .local(let id)) = value.unparenthesized {
            place(localPlacements[id] ?? [], signature: signature, expanding: [])
        } else {
            var found: [Found] = []
            positions(in: value, into: &found, holder: nil)
            place(found.map { ($0, []) }, signature: signature, expanding: [])
        }
    }

    /// Records placements in tree order. A spec local placed here brings, right after it, the
    /// placements made when it was built (recursively) — unless it was already placed in the same run:
    /// then it is the repeat itself, and Texture's search does not enter it again. A placement happens
    /// in the arms of the place it is used and of the place it was recorded.
    private mutating func place(_ found: [(found: Found, signature: Signature)], signature: Signature, expanding: Set<Int>) {
        for (item, recorded) in found {
            let combined = signature + recorded
            let repeated = placements.contains { $0.element == item.element && Self.compatible($0.signature, combined) }
            placements.append(Placement(element: item.element, name: item.name, holder: item.holder, signature: combined))
            guard !repeated, item.element.hasPrefix("local#"), let id = Int(item.element.dropFirst(6)),
                  !expanding.contains(id) else { continue }
            place(localPlacements[id] ?? [], signature: combined, expanding: expanding.union([id]))
        }
    }

    /// Placements inside an expression: position arguments of spec constructions and factories,
    /// recursively. `holder` is the offset of the spec `expr` sits in a position of (nil at the root).
    private func positions(in expr: Expr, into found: inout [Found], holder: Int?) {
        let e = expr.unparenthesized
        if let holder, let element = element(e) {
            found.append((element.0, element.1, holder))
            return
        }
        guard case .call(let call) = e, isSpecBuilder(call) else { return }
        for argument in call.arguments {
            if let label = argument.label, Self.positionLabels.contains(label) {
                positions(in: argument.value, into: &found, holder: call.callee.offset)
            } else if let label = argument.label, Self.listLabels.contains(label) {
                list(argument.value, into: &found, holder: call.callee.offset)
            }
        }
    }

    private func list(_ expr: Expr, into found: inout [Found], holder: Int) {
        if case .collection(let elements, false, _) = expr.unparenthesized {
            for element in elements { positions(in: element, into: &found, holder: holder) }
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

    /// A node or spec named by a property of self or a tracked local: (key, name).
    private func element(_ e: Expr) -> (String, String)? {
        switch e {
        case .name(let name, _, .unresolved) where context.analysis.isImplicitSelfMember(name, in: region):
            return ("self." + name, name)
        case .member(let base?, let name, _) where context.analysis.isSelf(base):
            return ("self." + name, name)
        case .name(let name, _, .local(let id)) where !reassigned.contains(id):
            let local = context.file.locals[id]
            guard local.kind == .variable else { return nil }
            return ("local#\(id)", name)
        default:
            return nil
        }
    }

    /// For each element, the placements after the first (in tree order) that can happen in the same
    /// run, reported once per holding spec.
    func duplicates() -> [(offset: Int, name: String)] {
        var result: [(Int, String)] = []
        var seen: Set<Int> = []
        for (k, later) in placements.enumerated() {
            let clash = placements[..<k].contains { $0.element == later.element && Self.compatible($0.signature, later.signature) }
            if clash, seen.insert(later.holder).inserted { result.append((later.holder, later.name)) }
        }
        return result.sorted { $0.0 < $1.0 }
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
