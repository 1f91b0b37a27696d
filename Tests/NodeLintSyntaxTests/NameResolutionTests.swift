import NodeLintModel
import NodeLintSyntax
import XCTest

/// Scoping: which identifiers are locals (`$name` in dumps) and which local they are.
final class NameResolutionTests: XCTestCase {
    /// Every `.name` expression in a body, with its reference, in source order.
    func names(_ body: Body, _ file: SourceFile) -> [(String, Int, NameRef)] {
        var out: [(String, Int, NameRef)] = []
        func walk(_ e: Expr) {
            switch e {
            case .name(let n, let o, let r): out.append((n, o, r))
            case .selfRef, .superRef, .type, .keyPath: break
            case .member(let b, _, _): if let b { walk(b) }
            case .call(let c): walk(c.callee); c.arguments.forEach { walk($0.value) }
            case .subscript(let b, let a, _): walk(b); a.forEach { walk($0.value) }
            case .closure(let c): c.captures.forEach { if let v = $0.value { walk(v) } }; c.body.statements.forEach(stmt)
            case .literal(let l): l.interpolations.forEach(walk)
            case .collection(let el, _, _): el.forEach(walk)
            case .tuple(let a, _): a.forEach { walk($0.value) }
            case .sequence(let o, _): o.forEach(walk)
            case .unary(_, let o, _, _): walk(o)
            case .cast(let x, _, _, _): walk(x)
            case .pound(_, let a, _): a.forEach { walk($0.value) }
            case .unknown(_, let c): c.forEach(walk)
            }
        }
        func stmt(_ s: Stmt) {
            switch s {
            case .expression(let e): walk(e)
            case .local(let id): if let i = file.locals[id].initializer { walk(i) }
            case .localFunction(_, let b): b.statements.forEach(stmt)
            case .assignment(let a): walk(a.target); walk(a.value)
            case .return(let e, _): if let e { walk(e) }
            case .throw(let e, _): walk(e)
            case .branch(let b): b.conditions.forEach(stmt); b.arms.forEach { $0.forEach(stmt) }
            case .loop(let l): l.header.forEach(stmt); l.body.forEach(stmt)
            case .block(let b): b.header.forEach(stmt); b.body.forEach(stmt)
            case .other: break
            }
        }
        body.statements.forEach(stmt)
        return out
    }

    func testParametersAndLocalsShadowProperties() throws {
        let f = parse("""
        class Node: ASDisplayNode {
            let avatar = ASImageNode()
            init(layer: CALayer) {
                layer.opacity = 1
                view.alpha = 1
                let view = UIView()
                view.alpha = 0
                self.view.alpha = 0
                avatar.layer.x = 1
            }
        }
        """)
        XCTAssertEqual(f.bodyDump("init(layer:)"),
                       "{$layer.opacity = int; view.alpha = int; let view = UIView(); $view.alpha = int; self.view.alpha = int; avatar.layer.x = int}")
        let body = try XCTUnwrap(f.member("init(layer:)")?.body)
        let layerParam = body.parameters[0]
        XCTAssertEqual(f.locals[layerParam].kind, .parameter)
        XCTAssertEqual(f.locals[layerParam].declaredType?.text, "CALayer")
        XCTAssertEqual(f.locals[layerParam].bodyID, body.id)
        let refs = names(body, f)
        XCTAssertEqual(refs[0].0, "layer")
        XCTAssertEqual(refs[0].2, .local(layerParam))
        XCTAssertEqual(refs[1].2, .unresolved, "view before the local declaration is the property")
        guard case .local(let viewLocal) = refs[3].2 else { return XCTFail("view after `let view` is local") }
        XCTAssertEqual(f.locals[viewLocal].kind, .variable)
        XCTAssertEqual(f.dump.expr(f.locals[viewLocal].initializer!), "UIView()")
    }

    func testOptionalBindingsAndGuard() throws {
        let f = parse("""
        class C {
            func f() {
                if let view = view { view.a() }
                view.b()
                guard let layer = self.layer else { layer.c(); return }
                layer.d()
                if let node { node.e() }
                guard let self else { return }
            }
        }
        """)
        // `if let view = view` binds the property; inside the branch the local is meant.
        XCTAssertEqual(f.bodyDump("f()"),
                       "{if let view = view {$view.a()}; view.b(); guard let layer = self.layer else {layer.c(); return}; $layer.d(); "
                       + "if let node = node {$node.e()}; guard self else {return}}")
        let body = try XCTUnwrap(f.member("f()")?.body)
        guard case .branch(let b) = body.statements[0], case .local(let id) = b.conditions[0] else { return XCTFail() }
        XCTAssertEqual(f.locals[id].kind, .patternBinding)
        XCTAssertEqual(f.locals[id].bodyID, body.id)
    }

    func testLoopsPatternsCatchAndClosureParameters() {
        let f = parse("""
        class C {
            func f() {
                for view in view.subviews { view.a() }
                switch result {
                case .success(let value): value.b()
                case let .failure(error): error.c()
                }
                do { try g() } catch { error.d() }
                items.forEach { view in view.e() }
                let handler: (Int) -> Void = { layer in layer.f() }
                view.g()
            }
        }
        """)
        XCTAssertEqual(f.bodyDump("f()"),
                       "{for let view = view.subviews, view.subviews {$view.a()}; switch result {case {let value = result; $value.b()} "
                       + "case {let error = result; $error.c()}}; do {g()}; catch let error {$error.d()}; "
                       + "items.forEach(trailing {(view) in $view.e()}); let handler: (Int)->Void = {(layer) in $layer.f()}; view.g()}")
    }

    func testCapturedOuterLocalsResolveToTheOuterDeclaration() throws {
        let f = parse("""
        class C {
            func f() {
                let label = UILabel()
                DispatchQueue.main.async {
                    label.text = "x"
                    let inner = 1
                    label.tag = inner
                }
                let work = { [label] in label.sizeToFit() }
                let weakWork = { [weak label] in label?.removeFromSuperview() }
                let renamed = { [l = label] in l.layoutIfNeeded() }
            }
        }
        """)
        let body = try XCTUnwrap(f.member("f()")?.body)
        guard case .local(let outer) = body.statements[0] else { return XCTFail() }
        let refs = names(body, f).filter { $0.0 == "label" || $0.0 == "l" }
        XCTAssertEqual(refs.map { $0.0 }, ["label", "label", "label", "label", "label", "l"])
        XCTAssertEqual(refs[0].2, .local(outer), "implicitly captured: the outer local")
        XCTAssertEqual(refs[1].2, .local(outer))
        guard case .local(let captured) = refs[2].2 else { return XCTFail() }
        XCTAssertNotEqual(captured, outer, "an explicit capture introduces its own local")
        XCTAssertTrue(f.locals[captured].isLet)
        XCTAssertEqual(f.dump.expr(f.locals[captured].initializer!), "$label")
        guard case .local(let weakCaptured) = refs[3].2 else { return XCTFail() }
        XCTAssertFalse(f.locals[weakCaptured].isLet)
        XCTAssertEqual(refs[4].2, .local(outer), "a capture's value is read outside the closure")
        guard case .local(let renamed) = refs[5].2 else { return XCTFail() }
        XCTAssertEqual(f.locals[renamed].name, "l")
        // The closure's locals belong to the closure's body.
        guard case .expression(.call(let call)) = body.statements[1], case .closure(let closure) = call.arguments[0].value,
              case .local(let innerID) = closure.body.statements[1] else { return XCTFail() }
        XCTAssertEqual(f.locals[innerID].bodyID, closure.body.id)
        XCTAssertEqual(f.locals[outer].bodyID, body.id)
    }

    func testSelfMembersAreNeverLocals() {
        let f = parse("""
        class C {
            var view: UIView
            func f(view: UIView) {
                self.view = view
                self.view.backgroundColor = view.backgroundColor
            }
        }
        """)
        XCTAssertEqual(f.bodyDump("f(view:)"), "{self.view = $view; self.view.backgroundColor = $view.backgroundColor}")
    }

    func testScopesEndWithTheirBlocks() {
        let f = parse("""
        class C {
            func f() {
                if a { let view = 1; view.x() }
                view.y()
                do { let layer = 2 }
                layer.z()
                for i in 0..<3 {}
                i.w()
            }
            func g() { view.v() }
        }
        """)
        XCTAssertEqual(f.bodyDump("f()"), "{if a {let view = int; $view.x()}; view.y(); do {let layer = int}; layer.z(); for let i = (int ..< int), (int ..< int) {}; i.w()}")
        XCTAssertEqual(f.bodyDump("g()"), "{view.v()}")
    }

    func testPropertyInitializersAndAccessorsHaveTheirOwnScopes() {
        let f = parse("""
        class C {
            let label = UILabel()
            lazy var stack: UIStackView = {
                let view = UIStackView(arrangedSubviews: [label])
                return view
            }()
            var title: String? {
                didSet { label.text = title }
            }
        }
        """)
        XCTAssertEqual(f.dump.block(f.member("stack")!.initializer!.statements),
                       "{{let view = UIStackView(arrangedSubviews: [label]); return $view}()}")
        XCTAssertEqual(f.dump.block(f.member("title")!.accessors[0].body.statements), "{label.text = title}")
    }
}
