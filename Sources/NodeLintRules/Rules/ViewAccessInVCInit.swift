import NodeLintAnalysis
import NodeLintModel

/// The view of an ASDKViewController or of its nodes touched in the controller's initializer, or in a
/// method the initializer calls (docs/texture-facts.md#view-access-in-vc-init): it loads the view early, and through Texture's
/// `onDidLoad` hook `loadView` and `viewDidLoad` then run inside `init`.
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
        for region in context.allRegions where region.source == .member && !region.typeName.isEmpty {
            guard let reached = helpers[region.typeName] else { continue }
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
                    if (name == "view" && context.isSelf(base)) || context.isNode(base, in: region) {
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

    private func message(_ name: String) -> String {
        "'\(name)' in the view controller's init loads the view early (loadView and viewDidLoad then run inside init); do view work in viewDidLoad()"
    }
}
