import NodeLintAnalysis
import NodeLintModel

/// The view of an ASDKViewController or of its node touched in the controller's initializer, or in a
/// method the initializer calls (docs/texture-facts.md#view-access-in-vc-init): it loads the view early, and through Texture's
/// `onDidLoad` hook `loadView` and `viewDidLoad` then run inside `init`. Another node's view loads
/// alone (the hook is on the controller's node only), on the main thread: not reported.
struct ViewAccessInVCInit: Rule {
    let id = "view-access-in-vc-init"

    func check(_ context: RuleContext) {
        // Methods that the initializers of each controller type in this file run, with the calls that lead there.
        var helpers: [String: [String: [CallSite]]] = [:]
        for (_, type) in context.analysis.types where context.index.isNodeViewController(type) && helpers[type] == nil {
            var reached: [String: [CallSite]] = [:]
            for helper in context.index.helpersCalled(from: "init", in: type) {
                if reached[helper.method] == nil { reached[helper.method] = helper.via }
            }
            helpers[type] = reached
        }
        // The names each controller type's initializers give the node they pass to `super.init(node:)`.
        // And computed properties that return the node (`var tableNode: ASTableNode { node }`).
        var rootNames: [String: Set<String>] = [:]
        for region in context.allRegions where helpers[region.typeName] != nil {
            if region.member.kind == .initializer {
                context.walk(region.body) { expr, _ in
                    if let name = Shapes.nodePassedToControllerInit(expr).flatMap(Self.propertyOrLocalName) {
                        rootNames[region.typeName, default: []].insert(name)
                    }
                }
            } else if region.member.kind == .variable, !region.member.isStoredProperty, region.closure == nil,
                      region.body.statements.count == 1, Self.returnsControllersNode(region.body.statements[0]) {
                rootNames[region.typeName, default: []].insert(region.member.name)
            }
        }
        for region in context.allRegions where region.source == .member && !region.typeName.isEmpty {
            guard let reached = helpers[region.typeName] else { continue }
            let roots = rootNames[region.typeName] ?? []
            let via: [CallSite]
            if region.member.kind == .initializer && !region.isPropertyInitializer {
                via = []
            } else if region.member.kind == .function, let chain = reached[region.member.name] {
                via = chain
            } else {
                continue
            }
            context.walk(region.body) { expr, _ in
                switch expr {
                case .member(let base?, let name, let offset) where name == "view" || name == "layer":
                    if (name == "view" && context.isSelf(base)) || (Self.isControllersNode(base, roots: roots, context: context)
                                                                      && context.isNode(base, in: region)) {
                        context.report(at: offset, message(name), via: via)
                    }
                case .name("view", let offset, .unresolved):
                    context.report(at: offset, message("view"), via: via)
                default:
                    if let call = Shapes.methodCall(expr), call.name == "loadViewIfNeeded",
                       call.receiver.map({ context.isSelf($0) }) ?? true {
                        context.report(at: call.offset,
                                       "loadViewIfNeeded() in the view controller's init loads the view early; do view work in viewDidLoad()",
                                       via: via)
                    }
                }
            }
        }
    }

    /// `node`, `self.node`, or a name the initializer passes as the controller's node.
    private static func isControllersNode(_ base: Expr, roots: Set<String>, context: RuleContext) -> Bool {
        switch base.unparenthesized {
        case .name(let name, _, _): return name == "node" || roots.contains(name)
        case .member(let owner?, let name, _): return context.isSelf(owner) && (name == "node" || roots.contains(name))
        case .call(let call) where context.isGetterMessage(call): return isControllersNode(call.callee, roots: roots, context: context)
        default: return false
        }
    }

    /// `node`, `return node`, `self.node as! ASTableNode`: a getter's one statement giving the node.
    private static func returnsControllersNode(_ statement: Stmt) -> Bool {
        var value: Expr
        switch statement {
        case .expression(let e): value = e
        case .return(let e?, _): value = e
        default: return false
        }
        if case .cast(let inner, _, _, _) = value.unparenthesized { value = inner }
        switch value.unparenthesized {
        case .name("node", _, .unresolved), .member(.selfRef?, "node", _): return true
        default: return false
        }
    }

    /// `tableNode`, `self.tableNode`, `_tableNode`: the name the node is held by; nil for a node made in
    /// the argument itself.
    private static func propertyOrLocalName(_ expr: Expr) -> String? {
        switch expr.unparenthesized {
        case .name(let name, _, _): return name
        case .member(.selfRef?, let name, _): return name
        default: return nil
        }
    }

    private func message(_ name: String) -> String {
        "'\(name)' in the view controller's init loads the view early (loadView and viewDidLoad then run inside init); do view work in viewDidLoad()"
    }
}
