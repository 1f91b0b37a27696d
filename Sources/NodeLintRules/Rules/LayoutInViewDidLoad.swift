import NodeLintAnalysis
import NodeLintModel

/// Geometry code in a Texture view controller's `viewDidLoad` (docs/texture-facts.md#layout-in-viewdidload): it runs once,
/// before the final size is known, and never again on rotation, split screen or keyboard changes.
/// Reported: assignments to `frame`/`bounds`/`center`/`position` of the controller's view, node and
/// stored properties (at the property); `layoutThatFits`/`transitionLayout` calls; other reads of the
/// controller's geometry (`view.bounds`, `UIScreen.main.bounds`), once per statement. Helpers that only
/// `viewDidLoad` calls are followed (with a note at the call). A frame set from the view's size on
/// something whose autoresizing mask tracks that size does not go stale and is not reported.
struct LayoutInViewDidLoad: Rule {
    let id = "layout-in-viewdidload"

    static let assignedGeometry: Set<String> = Geometry.placement
    static let readGeometry: Set<String> = Geometry.sizeReads
    static let layoutCalls: [TextureMethod] = [TextureMethods.layoutThatFits, TextureMethods.transitionLayout]
    /// Callbacks that run on every size change: a helper they call too is layout code in its place.
    static let layoutCallbacks = ["viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewWillTransition", "traitCollectionDidChange"]

    func check(_ context: RuleContext) {
        var helpers: [String: [String: [CallSite]]] = [:]
        var masks: [String: [ReceiverKey: AutoresizingMask]] = [:]
        var setGeometry: [String: [ReceiverKey: [FlowPoint]]] = [:]
        var keptUpToDate: [String: Set<MemberPath>] = [:]
        for region in context.allRegions where region.source == .member && !region.typeName.isEmpty {
            guard context.index.isNodeViewController(region.typeName) else { continue }
            let type = region.typeName
            if helpers[type] == nil { helpers[type] = viewDidLoadHelpers(of: type, context: context) }
            guard let via = Self.via(region, helpers: helpers[type] ?? [:]) else { continue }
            if masks[type] == nil { masks[type] = autoresizingMasks(of: type, context: context) }
            if setGeometry[type] == nil { setGeometry[type] = geometrySet(in: type, helpers: helpers[type] ?? [:], context: context) }
            if keptUpToDate[type] == nil { keptUpToDate[type] = pathsLayoutCallbacksSet(in: type, context: context) }
            check(region, via: via, masks: masks[type] ?? [:], setGeometry: setGeometry[type] ?? [:],
                  keptUpToDate: keptUpToDate[type] ?? [], context: context)
        }
    }

    /// What the layout callbacks (and the helpers they call) assign, in this file: set again on every
    /// size change, so a value set in viewDidLoad as well does not go stale.
    private func pathsLayoutCallbacksSet(in type: String, context: RuleContext) -> Set<MemberPath> {
        var members = Set(Self.layoutCallbacks)
        for callback in Self.layoutCallbacks {
            for helper in context.index.helpersCalled(from: callback, in: type) { members.insert(helper.method) }
        }
        var paths: Set<MemberPath> = []
        for region in context.allRegions where region.source == .member && region.typeName == type
            && region.member.kind == .function && members.contains(region.member.name) {
            context.walk(region) { expr, walk in
                guard walk.isAssignmentTarget, case .assignment? = walk.statement,
                      let path = context.memberPath(expr, in: region) else { return }
                paths.insert(path)
            }
        }
        return paths
    }

    /// The calls through which `viewDidLoad` runs `region` (none for its own body); nil for code it does not run.
    private static func via(_ region: AnalyzedRegion, helpers: [String: [CallSite]]) -> [CallSite]? {
        guard region.member.kind == .function else { return nil }
        if region.member.name == "viewDidLoad" { return [] }
        return helpers[region.member.name]
    }

    /// When, in the run of `viewDidLoad`, a statement runs: the position in `viewDidLoad` of the statement
    /// itself or of the call that leads to the helper it is in, then the member and the offset inside it.
    struct FlowPoint {
        var inViewDidLoad: SourcePosition
        var member: String
        var offset: Int

        func isBefore(_ other: FlowPoint) -> Bool {
            if inViewDidLoad != other.inViewDidLoad { return inViewDidLoad < other.inViewDidLoad }
            return member == other.member && offset < other.offset
        }
    }

    /// Whose frame a frame is: a node's view's (`mallNode.view.frame`) is the node's (Texture keeps them one).
    static func geometryOwner(_ base: Expr, context: RuleContext) -> Expr {
        if case .member(let owner?, "view", _) = base.unparenthesized, !context.isSelf(owner) { return owner }
        return base
    }

    private static func flowPoint(_ offset: Int, in region: AnalyzedRegion, via: [CallSite], context: RuleContext) -> FlowPoint {
        FlowPoint(inViewDidLoad: via.last?.position ?? context.file.text.position(of: offset), member: region.member.signature, offset: offset)
    }

    /// Where the code `viewDidLoad` runs (in this file) sets the frame or bounds of each receiver: a later
    /// read of them gets the value set there, and that assignment is the finding.
    private func geometrySet(in type: String, helpers: [String: [CallSite]], context: RuleContext) -> [ReceiverKey: [FlowPoint]] {
        var result: [ReceiverKey: [FlowPoint]] = [:]
        for region in context.allRegions where region.source == .member && region.typeName == type {
            guard let via = Self.via(region, helpers: helpers) else { continue }
            context.walk(region) { expr, walk in
                // The frame itself, or a part of it (`pager.frame.size.width = …`: set piece by piece).
                guard walk.isAssignmentTarget, let (base, _, offset) = Self.written(["frame", "bounds"], in: expr),
                      let key = context.receiverKey(Self.geometryOwner(base, context: context), in: region) else { return }
                result[key, default: []].append(Self.flowPoint(offset, in: region, via: via, context: context))
            }
        }
        return result
    }

    /// The first member of `names` on the way from a target to its root, itself or the whole of which a
    /// part is written (`pager.frame.size.width`: `frame`): its owner, name and offset.
    private static func written(_ names: Set<String>, in target: Expr) -> (owner: Expr, name: String, offset: Int)? {
        var current = target.unparenthesized
        while case .member(let base?, let name, let offset) = current {
            if names.contains(name) { return (base, name, offset) }
            current = base.unparenthesized
        }
        return nil
    }

    private func check(_ region: AnalyzedRegion, via: [CallSite], masks: [ReceiverKey: AutoresizingMask],
                       setGeometry: [ReceiverKey: [FlowPoint]], keptUpToDate: Set<MemberPath>, context: RuleContext) {
        /// Whether `base`'s frame or bounds were set before this read, by code viewDidLoad ran.
        func wasSetBefore(_ base: Expr, _ offset: Int) -> Bool {
            guard let key = context.receiverKey(Self.geometryOwner(base, context: context), in: region),
                  let points = setGeometry[key] else { return false }
            let read = Self.flowPoint(offset, in: region, via: via, context: context)
            return points.contains { $0.isBefore(read) }
        }
        // Offsets inside the values of reported assignments: their reads are part of that one finding;
        // and the statements a read was reported in (one finding per statement).
        var covered: [Range<Int>] = []
        var reportedStatements: Set<Int> = []
        context.walk(region) { expr, walk in
            // Set again by a layout callback: whatever its value reads is recomputed on every size change.
            if walk.isAssignmentTarget, case .assignment(let a)? = walk.statement,
               let path = context.memberPath(expr, in: region), keptUpToDate.contains(path) {
                covered.append(Self.extent(of: a.value, context: context))
                return
            }
            // `child.view.frame = view.bounds` on another controller's root view (a parameter, a local): not
            // the controller's own geometry, and the view follows its parent; the bounds read is the frame's.
            if walk.isAssignmentTarget, case .member(let target?, let name, _) = expr.unparenthesized,
               name == "frame" || name == "bounds", case .assignment(let a)? = walk.statement,
               let mask = defaultMask(of: target, region: region, context: context), mask.tracks(readsOf: a.value, name: name, context: context) {
                covered.append(Self.extent(of: a.value, context: context))
                return
            }
            if walk.isAssignmentTarget, let (name, offset, target) = geometryTarget(expr, region: region, context: context) {
                guard case .assignment(let a)? = walk.statement else { return }
                covered.append(Self.extent(of: a.value, context: context))
                // A value built from constants alone depends on no size that changes: it cannot go stale
                // (whether a fixed size suits every screen is a design question, not this rule's).
                if Self.isConstant(a.value, isFixed: { isFixedValue($0, region: region, context: context) }) { return }
                if isSizedToItsContent(a.value, view: target, region: region, context: context) { return }
                let mask = context.receiverKey(target, in: region).flatMap { masks[$0] } ?? defaultMask(of: target, region: region, context: context)
                if let mask, mask.tracks(readsOf: a.value, name: name, context: context) { return }
                context.report(at: offset,
                               "'\(name)' is set in viewDidLoad, which runs once, before the final size is known; set geometry in viewWillLayoutSubviews()",
                               via: via)
            } else if let call = Shapes.call(expr, of: Self.layoutCalls, in: context.file.language) {
                covered.append(Self.extent(of: expr, context: context))
                context.report(at: call.offset,
                               "\(call.method.base) in viewDidLoad measures once, before the final size is known; lay out in viewWillLayoutSubviews()",
                               via: via)
            } else if !walk.isAssignmentTarget, case .member(let base?, let name, let offset) = expr,
                      Self.readGeometry.contains(name), !covered.contains(where: { $0.contains(offset) }),
                      !isInsideAssignmentTarget(walk, context: context), isControllerGeometry(base, region: region, context: context),
                      !wasSetBefore(base, offset),
                      reportedStatements.insert(Self.statementKey(walk, context: context)).inserted {
                context.report(at: offset,
                               "'\(name)' is read in viewDidLoad, before the final size is known; size things in viewWillLayoutSubviews() or in the layout spec",
                               via: via)
            }
        }
    }

    /// The methods `viewDidLoad` runs through self calls, with the calls, unless a layout callback
    /// also runs them.
    private func viewDidLoadHelpers(of type: String, context: RuleContext) -> [String: [CallSite]] {
        var result: [String: [CallSite]] = [:]
        for helper in context.index.helpersCalled(from: "viewDidLoad", in: type) where result[helper.method] == nil {
            result[helper.method] = helper.via
        }
        for callback in Self.layoutCallbacks {
            for helper in context.index.helpersCalled(from: callback, in: type) { result[helper.method] = nil }
        }
        return result
    }

    /// Each receiver's autoresizing mask, as the controller's code (in this file) sets it.
    private func autoresizingMasks(of type: String, context: RuleContext) -> [ReceiverKey: AutoresizingMask] {
        var masks: [ReceiverKey: AutoresizingMask] = [:]
        for region in context.allRegions where region.typeName == type {
            context.walk(region) { expr, walk in
                guard walk.isAssignmentTarget, case .member(let base?, "autoresizingMask", _) = expr.unparenthesized,
                      case .assignment(let a)? = walk.statement, let key = context.receiverKey(base, in: region) else { return }
                masks[key] = AutoresizingMask(a.value, context: context)
            }
        }
        return masks
    }

    /// Where a statement starts: reads in one statement are one finding.
    static func statementKey(_ walk: ExpressionWalk, context: RuleContext) -> Int {
        switch walk.statement {
        case .assignment(let a)?: return a.offset
        case .expression(let e)?: return e.offset
        case .local(let id)?: return context.local(id).offset
        case .return(_, let offset)?: return offset
        default: return walk.parents.first?.offset ?? -1
        }
    }

    /// `x.frame = …` where `x` is the controller's view, node or a stored property (not a local): the
    /// property, its offset and `x`.
    private func geometryTarget(_ target: Expr, region: AnalyzedRegion, context: RuleContext) -> (String, Int, Expr)? {
        guard let (base, name, offset) = Self.written(Self.assignedGeometry, in: target),
              isControllerOwned(base, region: region, context: context) else { return nil }
        return (name, offset, base)
    }

    /// The controller itself, its view or node, a stored property, or a member chain from one of them.
    private func isControllerOwned(_ expr: Expr, region: AnalyzedRegion, context: RuleContext) -> Bool {
        switch expr.unparenthesized {
        case .selfRef: return true
        case .name(let name, _, .unresolved): return context.isImplicitSelfMember(name, in: region)
        case .member(let base?, _, _): return isControllerOwned(base, region: region, context: context)
        case .call(let call) where call.arguments.isEmpty: return isControllerOwned(call.callee, region: region, context: context)
        default: return false
        }
    }

    /// Geometry whose value depends on the final size: the controller's (view, node, stored
    /// properties) or the screen's.
    private func isControllerGeometry(_ base: Expr, region: AnalyzedRegion, context: RuleContext) -> Bool {
        // `UIScreen.main.bounds`, and `[UIScreen mainScreen].bounds` (a message: `mainScreen()`).
        if let path = calleePath(base), path.count == 2,
           UIKitClasses.mainOnlySingletons[path[0]]?.contains(path[1].hasSuffix("()") ? String(path[1].dropLast(2)) : path[1]) == true {
            return true
        }
        return isControllerOwned(base, region: region, context: context)
    }

    /// The mask UIKit gives a view the code does not set one for: a view controller's root view (another
    /// controller's `view`, a child's) is created flexible in both sizes, and ASDKViewController copies
    /// that mask to its node (ASDKViewController.mm, loadView).
    private func defaultMask(of target: Expr, region: AnalyzedRegion, context: RuleContext) -> AutoresizingMask? {
        guard case .member(let controller?, "view", _) = target.unparenthesized, !context.isSelf(controller),
              let type = context.type(of: controller, in: region),
              context.index.isViewController(type.base, from: region.typeName) else { return nil }
        return AutoresizingMask(width: true, height: true)
    }

    /// Literals, `.zero` and geometry built from them (`CGRect(x: 0, y: 0, width: 191, height: 29)`,
    /// `CGRectMake(0, 0, 44, 44)`, arithmetic on them); and from the leaves `isFixed` accepts.
    static func isConstant(_ value: Expr, isFixed: (Expr) -> Bool = { _ in false }) -> Bool {
        switch value.unparenthesized {
        case .literal:
            return true
        case .member(nil, "zero", _), .member(.name("CGRect", _, .unresolved)?, "zero", _),
             .member(.name("CGSize", _, .unresolved)?, "zero", _), .member(.name("CGPoint", _, .unresolved)?, "zero", _),
             .name("CGRectZero", _, .unresolved), .name("CGSizeZero", _, .unresolved), .name("CGPointZero", _, .unresolved):
            return true
        case .call(let call):
            guard case .name(let name, _, .unresolved) = call.callee.unparenthesized,
                  Self.geometryConstructors.contains(name) else { return false }
            return call.arguments.allSatisfy { isConstant($0.value, isFixed: isFixed) }
        case .sequence(let operands, _):
            return operands.allSatisfy { isConstant($0, isFixed: isFixed) }
        case .unary(_, let operand, _, _):
            return isConstant(operand, isFixed: isFixed)
        default:
            return isFixed(value)
        }
    }

    /// A value fixed for the life of the process or of the controller, so the same wherever it is read: a
    /// project type's `static let` (`Constants.screenWidth`), or a `let` property of the controller
    /// (`bannerHeight`, `self.bannerHeight`), whatever it was initialized with.
    private func isFixedValue(_ value: Expr, region: AnalyzedRegion, context: RuleContext) -> Bool {
        func isLet(_ name: String, in type: String, isStatic: Bool) -> Bool {
            context.index.members(named: name, in: type).contains { _, member in
                member.kind == .variable && member.modifiers.contains(.let) && !member.modifiers.contains(.lazy)
                    && member.modifiers.contains(.static) == isStatic
            }
        }
        switch value.unparenthesized {
        case .name(let name, _, .unresolved):
            return context.isImplicitSelfMember(name, in: region) && isLet(name, in: region.typeName, isStatic: false)
        case .member(let base?, let name, _) where context.isSelf(base):
            return isLet(name, in: region.typeName, isStatic: false)
        case .member(.name(let type, _, .unresolved)?, let name, _):
            let resolved = context.index.resolve(type, from: region.typeName)
            return context.index.declares(resolved) && isLet(name, in: resolved, isStatic: true)
        default:
            return false
        }
    }

    static let geometryConstructors: Set<String> = Geometry.constructors

    /// A value built from constants and the view's own fitting size (`let size = label.sizeThatFits(…)`,
    /// then `label.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)`): the view is sized to
    /// its content, which no later change of the controller's size affects.
    private func isSizedToItsContent(_ value: Expr, view: Expr, region: AnalyzedRegion, context: RuleContext) -> Bool {
        guard let key = context.receiverKey(view, in: region) else { return false }
        func isTheView(_ expr: Expr) -> Bool { context.receiverKey(expr, in: region) == key }
        func fits(_ expr: Expr, depth: Int) -> Bool {
            if Self.isConstant(expr) { return true }
            guard depth < 8 else { return false }
            switch expr.unparenthesized {
            case .call(let call):
                if case .member(let receiver?, let name, _) = call.callee.unparenthesized, Geometry.contentFittingSizes.contains(name) {
                    // Fitted to the controller's own view (`sizeThatFits(view.bounds.size)`), a multi-line
                    // label's size is the view's: that one goes stale.
                    return isTheView(receiver) && !call.arguments.contains { readsOwnViewOrNode($0.value, depth: 0) }
                }
                guard case .name(let name, _, .unresolved) = call.callee.unparenthesized, Self.geometryConstructors.contains(name)
                else { return false }
                return call.arguments.allSatisfy { fits($0.value, depth: depth + 1) }
            case .member(let base?, let name, _):
                if name == "intrinsicContentSize" { return isTheView(base) }
                return (name == "width" || name == "height") && fits(base, depth: depth + 1)
            case .name(_, _, .local(let id)):
                guard let initializer = context.local(id).initializer else { return false }
                return fits(initializer, depth: depth + 1)
            case .sequence(let operands, _):
                return operands.allSatisfy { fits($0, depth: depth + 1) }
            case .unary(_, let operand, _, _):
                return fits(operand, depth: depth + 1)
            default:
                return false
            }
        }
        return fits(value, depth: 0)
    }

    /// Whether the expression reads the controller's `view` or `node` (`view.bounds.size`, `self.node.frame.width`).
    private func readsOwnViewOrNode(_ expr: Expr, depth: Int) -> Bool {
        guard depth < 8 else { return true }
        switch expr.unparenthesized {
        case .name(let name, _, .unresolved): return name == "view" || name == "node"
        case .member(let base?, let name, _):
            if (name == "view" || name == "node"), case .selfRef = base.unparenthesized { return true }
            return readsOwnViewOrNode(base, depth: depth + 1)
        case .call(let call):
            return readsOwnViewOrNode(call.callee, depth: depth + 1) || call.arguments.contains { readsOwnViewOrNode($0.value, depth: depth + 1) }
        case .sequence(let operands, _): return operands.contains { readsOwnViewOrNode($0, depth: depth + 1) }
        case .unary(_, let operand, _, _): return readsOwnViewOrNode(operand, depth: depth + 1)
        default: return false
        }
    }

    private func isInsideAssignmentTarget(_ walk: ExpressionWalk, context: RuleContext) -> Bool {
        guard case .assignment(let a)? = walk.statement else { return false }
        let target = Self.extent(of: a.target, context: context)
        return walk.parents.contains { target.contains($0.offset) }
    }

    /// The offsets an expression's tokens span, from its sub-expressions.
    static func extent(of expr: Expr, context: RuleContext) -> Range<Int> {
        var low = expr.offset, high = expr.offset
        context.walk(expr, enteringClosure: { _ in true }) { e, _ in
            low = min(low, e.offset)
            high = max(high, e.offset)
        }
        return low..<(high + 1)
    }
}

/// A view's (or node's) `autoresizingMask` as the code sets it: which of its sizes follow the superview's.
struct AutoresizingMask {
    var width = false
    var height = false

    init(width: Bool, height: Bool) {
        self.width = width
        self.height = height
    }

    /// `[.flexibleWidth, .flexibleHeight]`, `UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight`.
    init(_ value: Expr, context: RuleContext) {
        var width = false, height = false
        context.walk(value) { expr, _ in
            let name: String
            switch expr {
            case .member(_, let n, _), .name(let n, _, _): name = n
            default: return
            }
            if name == "flexibleWidth" || name == "UIViewAutoresizingFlexibleWidth" { width = true }
            if name == "flexibleHeight" || name == "UIViewAutoresizingFlexibleHeight" { height = true }
        }
        self.width = width
        self.height = height
    }

    /// Whether setting `name` (`frame`, `bounds`) from `value` stays right as the superview resizes: each
    /// size the value takes from a `bounds`/`frame` read (`view.bounds` both, `view.bounds.width` the
    /// width) is one the mask lets follow. `center` and `position` move, which no mask covers.
    func tracks(readsOf value: Expr, name: String, context: RuleContext) -> Bool {
        guard name == "frame" || name == "bounds" else { return false }
        var needsWidth = false, needsHeight = false, readsSize = false
        context.walk(value) { expr, walk in
            guard case .member(_, let read, _) = expr, read == "bounds" || read == "frame" else { return }
            readsSize = true
            // The members read off it, nearest first: `.size.width`, `.height`.
            var chain: ArraySlice<String> = []
            for parent in walk.parents.reversed() {
                guard case .member(_, let n, _) = parent else { break }
                chain.append(n)
            }
            if chain.first == "size" { chain = chain.dropFirst() }
            switch chain.first {
            case "width"?: needsWidth = true
            case "height"?: needsHeight = true
            default: needsWidth = true; needsHeight = true
            }
        }
        return readsSize && (!needsWidth || width) && (!needsHeight || height)
    }
}
