import NodeLintAnalysis
import NodeLintModel

/// The same node or spec placed twice in one layout spec tree (docs/texture-facts.md#duplicate-layout-element): Texture asserts
/// in Debug and lays out an empty spec. One `layoutSpecThatFits` body or `layoutSpecBlock` closure at a
/// time; arms of an `if`/`switch`/`guard` exclude each other; a spec kept in a `let` counts where it is
/// used, not where it is built (with everything placed in it, however deeply nested).
///
/// Placements are walked in the order Texture's duplicate search walks the tree (depth first, children
/// in order, a repeated spec not entered again), and a repeat is reported at the element's second
/// occurrence in the source. Assigning a spec's slot (`stack.children = [...]`) replaces what its
/// initializer put there.
struct DuplicateLayoutElement: Rule {
    let id = "duplicate-layout-element"

    func check(_ context: RuleContext) {
        for region in context.allRegions where isLayoutRoot(region) {
            var tree = SpecTree(region: region, context: context)
            tree.collect(region.body.statements, signature: [])
            for (offset, name) in tree.duplicates() {
                context.report(at: offset, "'\(name)' is already in another position of this layout spec; Texture asserts and lays out an empty spec")
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
        var element: ReceiverKey
        var name: String
        /// Where the element is written in this position: the diagnostic, at the later of two.
        var offset: Int
        var signature: Signature
        /// The slots of tracked locals the placement came through, outermost first.
        var slots: [SlotValue]
    }

    /// One value given to a slot of a tracked local's spec (`children`, `child`, `overlay` …): by its
    /// initializer or by an assignment. A slot holds one value at a time, so placements through two
    /// values of one slot are alternatives, never both in the tree: the later assignment replaced the
    /// earlier (`verticalSpec.child = …` in each of several `if`s).
    struct SlotValue: Equatable {
        var local: Int
        var name: String
        var value: Int
    }

    /// A placement made in a tracked local's value, waiting for the local to be used.
    struct LocalPlacement {
        var found: Found
        var signature: Signature
        /// The slot and value it came through (nil when the local's value is not a spec construction).
        var slot: SlotValue?
    }

    /// An element in a position: its key (a member of self, or a local), its name and where it is written.
    typealias Found = (element: ReceiverKey, name: String, offset: Int)

    let region: AnalyzedRegion
    let context: RuleContext
    var placements: [Placement] = []
    /// Placements made inside the value of a tracked local (and its `.children` assignments), waiting
    /// for the local to be used, each with the branch arms it was made in (`if … { stack.children = [a, b] }
    /// else { stack.children = [b, a] }` places each element once per run), and the slot of the local's
    /// spec it came through (`children`, `child`, `overlay` …; nil when not known): assigning the slot
    /// later (`stack.children = [...]`) replaces what the initializer put there.
    var localPlacements: [Int: [LocalPlacement]] = [:]
    /// The number of arms of each branch, by branch id.
    var armCounts: [Int: Int] = [:]
    /// Numbers the values given to slots (`SlotValue.value`).
    var nextSlotValue = 0
    /// `var` locals that are assigned after their declaration: not tracked.
    var reassigned: Set<Int> = []
    var nextBranch = 0

    init(region: AnalyzedRegion, context: RuleContext) {
        self.region = region
        self.context = context
        reassigned = Self.reassignedLocals(region.body.statements, context: context)
    }

    static let positionLabels: Set<String> = TextureLayoutElements.elementLabels
    static let listLabels: Set<String> = TextureLayoutElements.elementListLabels

    mutating func collect(_ statements: [Stmt], signature: Signature) {
        var signature = signature
        // Sibling `if`s that cast one value to different types (`if let t = node as? TextNode {…}`,
        // `if let i = node as? ImageNode {…}`): at most one of their then-arms runs.
        var castGroups: [String: (branch: Int, types: Set<String>)] = [:]
        for s in statements {
            if case .branch(let b) = s, b.kind == .if, let (subject, type) = castTest(b) {
                var group = castGroups[subject] ?? (nextBranch, [])
                if castGroups[subject] == nil { nextBranch += 1 }
                if group.types.contains(type) { group = (nextBranch, []); nextBranch += 1 }
                let arm = group.types.count
                group.types.insert(type)
                castGroups[subject] = group
                collect(b.arms[0], signature: signature + [(group.branch, arm)])
                let elseBranch = nextBranch
                nextBranch += 1
                for (index, rest) in b.arms.enumerated().dropFirst() { collect(rest, signature: signature + [(elseBranch, index)]) }
                continue
            }
            switch s {
            case .local(let id):
                let local = context.local(id)
                if let value = local.initializer, isTracked(id) {
                    for (slot, inner) in slots(of: value) {
                        let given = slot.map { SlotValue(local: id, name: $0, value: newSlotValue()) }
                        localPlacements[id, default: []] += inner.map { LocalPlacement(found: $0, signature: signature, slot: given) }
                    }
                }
            case .assignment(let a):
                // stack.children = [a, b], inset.child = a: placements of `stack`, held where the slot is
                // assigned; what the slot held before is replaced.
                if case .member(let base?, let property, let offset) = a.target.unparenthesized,
                   Self.listLabels.contains(property) || Self.positionLabels.contains(property) {
                    var inner: [Found] = []
                    if Self.listLabels.contains(property) {
                        list(a.value, into: &inner, holder: offset)
                    } else {
                        positions(in: a.value, into: &inner, holder: offset)
                    }
                    let slot = Self.slot(of: property)
                    if case .name(_, _, .local(let id)) = base.unparenthesized, isTracked(id) {
                        replace(slot, of: id, at: signature)
                        let given = SlotValue(local: id, name: slot, value: newSlotValue())
                        localPlacements[id, default: []] += inner.map { LocalPlacement(found: $0, signature: signature, slot: given) }
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
                armCounts[branch] = b.arms.count
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
            // What follows a return in the same statement list never runs (an earlier layout left below
            // the return): its specs are not in the tree.
            if Self.alwaysExits([s]) { return }
        }
    }

    /// `if let x = value as? Type` or `if value is Type` on a property or local (not an `if` that exits):
    /// the value's name and the type.
    private func castTest(_ branch: Branch) -> (String, String)? {
        guard branch.conditions.count == 1, !branch.arms.contains(where: Self.alwaysExits) else { return nil }
        let tested: Expr
        switch branch.conditions[0] {
        case .local(let id): guard let value = context.local(id).initializer else { return nil }; tested = value
        case .expression(let e): tested = e
        default: return nil
        }
        guard case .cast(let value, let op, let type, _) = tested.unparenthesized, op == "as?" || op == "is" else { return nil }
        switch value.unparenthesized {
        case .name(let name, _, _), .member(.selfRef?, let name, _): return (name, type.text)
        default: return nil
        }
    }

    /// `children` and `layoutElements` are one slot; each position label is its own.
    static func slot(of label: String) -> String { listLabels.contains(label) ? "children" : label }

    /// The placements of a spec construction, by the slot of the spec each came through; a value that
    /// is not a spec construction gives its placements without a slot.
    private func slots(of value: Expr) -> [(slot: String?, found: [Found])] {
        guard case .call(let call) = value.unparenthesized, isSpecBuilder(call) else {
            var inner: [Found] = []
            positions(in: value, into: &inner, holder: nil)
            return [(nil, inner)]
        }
        var result: [(String?, [Found])] = []
        for argument in call.arguments {
            guard let label = argument.label else { continue }
            var inner: [Found] = []
            if Self.positionLabels.contains(label) {
                positions(in: argument.value, into: &inner, holder: call.callee.offset)
            } else if Self.listLabels.contains(label) {
                list(argument.value, into: &inner, holder: call.callee.offset)
            }
            if !inner.isEmpty { result.append((Self.slot(of: label), inner)) }
        }
        return result
    }

    /// A slot of local `id` assigned at `signature`: what was placed there where the assignment always
    /// follows (the same arms) is gone; what was placed before a branch whose arm assigns it stays on the
    /// branch's other arms only.
    private mutating func newSlotValue() -> Int {
        nextSlotValue += 1
        return nextSlotValue
    }

    private mutating func replace(_ slot: String, of id: Int, at signature: Signature) {
        guard var items = localPlacements[id] else { return }
        var kept: [LocalPlacement] = []
        for item in items {
            guard item.slot?.name == slot, item.signature.count <= signature.count,
                  zip(item.signature, signature).allSatisfy({ $0.branch == $1.branch && $0.arm == $1.arm }) else {
                kept.append(item)
                continue
            }
            if item.signature.count == signature.count { continue }
            // Assigned one branch deeper: the old placements hold on the other arms of that branch.
            guard item.signature.count + 1 == signature.count, let last = signature.last,
                  let arms = armCounts[last.branch] else { kept.append(item); continue }
            for arm in 0...arms where arm != last.arm {
                kept.append(LocalPlacement(found: item.found, signature: item.signature + [(last.branch, arm)], slot: item.slot))
            }
        }
        items = kept
        localPlacements[id] = items
    }

    /// A local whose value is known where it is used: a `let`, or a variable never assigned after its
    /// declaration (Objective-C locals are all variables: `ASStackLayoutSpec *stack = …`).
    private func isTracked(_ id: Int) -> Bool {
        context.local(id).isLet || !reassigned.contains(id)
    }

    /// The root of the tree (a returned value): every placement in it, and in the locals it uses.
    private mutating func use(_ value: Expr, signature: Signature) {
        if case .name(_, _, .local(let id)) = value.unparenthesized {
            place(localPlacements[id] ?? [], signature: signature, slots: [], expanding: [])
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
            place(item, recorded: recorded, signature: signature, slots: [], expanding: expanding)
        }
    }

    private mutating func place(_ found: [LocalPlacement], signature: Signature, slots: [SlotValue], expanding: Set<Int>) {
        for item in found {
            place(item.found, recorded: item.signature, signature: signature, slots: slots + (item.slot.map { [$0] } ?? []),
                  expanding: expanding)
        }
    }

    private mutating func place(_ item: Found, recorded: Signature, signature: Signature, slots: [SlotValue], expanding: Set<Int>) {
        let combined = signature + recorded
        let placement = Placement(element: item.element, name: item.name, offset: item.offset, signature: combined, slots: slots)
        let repeated = placements.contains { Self.clash($0, placement) }
        placements.append(placement)
        guard !repeated, case .local(let id) = item.element,
              !expanding.contains(id) else { return }
        place(localPlacements[id] ?? [], signature: combined, slots: slots, expanding: expanding.union([id]))
    }

    /// Two placements of one element that can both be in the tree of one run.
    static func clash(_ a: Placement, _ b: Placement) -> Bool {
        guard a.element == b.element, compatible(a.signature, b.signature) else { return false }
        // Through two values of one slot: one replaced the other.
        for x in a.slots { for y in b.slots where x.local == y.local && x.name == y.name && x.value != y.value { return false } }
        return true
    }

    /// Placements inside an expression: position arguments of spec constructions and factories,
    /// recursively. `holder` is the offset of the spec `expr` sits in a position of (nil at the root).
    private func positions(in expr: Expr, into found: inout [Found], holder: Int?) {
        let e = expr.unparenthesized
        if holder != nil, let element = element(e) {
            found.append((element.0, element.1, e.offset))
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
    private func element(_ e: Expr) -> (ReceiverKey, String)? {
        switch e {
        case .name(let name, _, .unresolved) where context.isImplicitSelfMember(name, in: region):
            return (.member(name), name)
        case .member(let base?, let name, _) where context.isSelf(base):
            return (.member(name), name)
        case .name(let name, _, .local(let id)) where !reassigned.contains(id):
            let local = context.local(id)
            guard local.kind == .variable else { return nil }
            return (.local(id), name)
        default:
            return nil
        }
    }

    /// For each pair of placements of one element that can happen in the same run, the later one in
    /// the source (the second occurrence), once per place written.
    func duplicates() -> [(offset: Int, name: String)] {
        var result: [(Int, String)] = []
        var seen: Set<Int> = []
        for (k, later) in placements.enumerated() {
            for earlier in placements[..<k] where Self.clash(earlier, later) {
                let second = max(earlier.offset, later.offset)
                if seen.insert(second).inserted { result.append((second, later.name)) }
            }
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

    static func reassignedLocals(_ statements: [Stmt], context: RuleContext) -> Set<Int> {
        var ids: Set<Int> = []
        context.walk(statements) { expr, walk in
            if walk.isAssignmentTarget, case .name(_, _, .local(let id)) = expr.unparenthesized { ids.insert(id) }
        }
        return ids
    }
}
