import NodeLintModel
import NodeLintSyntax
import XCTest

/// Statements and expressions of bodies, checked through `ModelDump` (see its notation).
final class BodyTests: XCTestCase {
    /// The dumped statements of `f()` in `class C { func f() { <body> } }`.
    func body(_ code: String) -> String {
        let f = parse("class C {\n func f() {\n" + code + "\n }\n}")
        XCTAssertTrue(f.problems.isEmpty, "problems: \(f.problems.map { $0.message })")
        return f.bodyDump("f()")
    }

    func testLocalsAssignmentsAndReturns() {
        XCTAssertEqual(body("let a: Int = 1\nvar b = a\nb += 2\nb = a\nreturn b"),
                       "{let a: Int = int; var b = $a; $b += int; $b = $a; return $b}")
        XCTAssertEqual(body("var x: Int\nx = 3\nlet (p, q) = (ASTextNode(), 2)\nlet _ = foo()\n_ = bar()"),
                       "{var x: Int; $x = int; let p = ASTextNode(); let q = int; foo(); _ = bar()}")
        XCTAssertEqual(body("x?.y!.z = 1\nself.view.frame.size = .zero\nitems[0] = v"),
                       "{x.y.z = int; self.view.frame.size = .zero; items[int] = v}")
        XCTAssertEqual(body("a = b ?? c\nd ??= e\nthrow Failure()"), "{a = (b ?? c); d ??= e; throw Failure()}")
        XCTAssertEqual(body("guard x else {\n return\n}\nreturn\n}\nfunc g() -> Int {\nreturn\n  1"),
                       "{guard x else {return}; return}")
    }

    func testBranches() {
        XCTAssertEqual(body("if a { b() } else if c { d() } else { e() }"),
                       "{if a {b()} else {if c {d()} else {e()}}}")
        XCTAssertEqual(body("if let v = opt, let w = v.next, w > 0 { v.go() }"),
                       "{if let v = opt, let w = $v.next, ($w > int) {$v.go()}}")
        XCTAssertEqual(body("guard let g = maybe, g.ok else { return }\ng.run()"),
                       "{guard let g = maybe, $g.ok else {return}; $g.run()}")
        XCTAssertEqual(body("if #available(iOS 15, *) { new() } else { old() }"), "{if #available {new()} else {old()}}")
        XCTAssertEqual(body("if case .some(let x) = opt { x.y() }"), "{if let x = opt {$x.y()}}")
        let sw = body("""
        switch value {
        case .a(let x), .b(let x): x.one()
        case let .c(y, z) where y > z:
            y.two()
        case let vc as UIViewController: vc.present()
        case is Int, 1...5: break
        @unknown default: fallthrough
        }
        """)
        XCTAssertEqual(sw, "{switch value {case {let x = value; let x = value; $x.one()} case {let y = value; let z = value; ($y > $z); $y.two()} "
                       + "case {let vc: UIViewController = value; $vc.present()} case {other} case {other}}}")
    }

    func testLoopsAndBlocks() {
        XCTAssertEqual(body("for (i, item) in items.enumerated() where i > 0 { item.draw(i) }"),
                       "{for let i = items.enumerated(), let item = items.enumerated(), items.enumerated(), ($i > int) {$item.draw($i)}}")
        XCTAssertEqual(body("for case let x? in xs { x.f() }\nfor try await line in stream { line.g() }"),
                       "{for let x = xs, xs {$x.f()}; for let line = stream, stream {$line.g()}}")
        XCTAssertEqual(body("while let n = it.next() { n.x() }\nrepeat { c += 1 } while c < 10"),
                       "{while let n = it.next() {$n.x()}; repeat (c < int) {c += int}}")
        XCTAssertEqual(body("do { try risky() } catch let e as NSError { e.log() } catch MyError.bad(let code) { code.f() } catch { error.log() }"),
                       "{do {risky()}; catch let e: NSError {$e.log()}; catch let code {$code.f()}; catch let error {$error.log()}}")
        XCTAssertEqual(body("defer { cleanup() }\nouter: for x in xs { continue outer }"),
                       "{defer {cleanup()}; for let x = xs, xs {other}}")
    }

    func testLocalFunctionsAndTypes() {
        XCTAssertEqual(body("func helper(_ p: Int) -> Int { helper(p) }\nhelper(1)\nstruct Local { var v = 1 }\nclass K {}"),
                       "{func helper(p) {$helper($p)}; $helper(int); other; other}")
    }

    func testPostfixChainsCallsAndTrailingClosures() {
        XCTAssertEqual(body("node.addSubnode(child)\nUILabel()\nfoo(a, label: b)"),
                       "{node.addSubnode(child); UILabel(); foo(a, label: b)}")
        XCTAssertEqual(body("foo\n  .bar()\n  .baz { $0 }"), "{foo.bar().baz(trailing {$0})}")
        XCTAssertEqual(body("UIView.animate(withDuration: 0.3) { self.a = 0 } completion: { _ in done() }"),
                       "{UIView.animate(withDuration: float, trailing {self.a = int}, trailing completion: {done()})}")
        XCTAssertEqual(body("run {\n  a()\n}\nlabel: do { }"), "{run(trailing {a()}); do {}}")
        // A `(` or `[` on a new line starts a new statement.
        XCTAssertEqual(body("a\n(b)\nc\n[d]"), "{a; (b); c; [d]}")
        XCTAssertEqual(body("items[0].subitems[1...].first"), "{items[int].subitems[int...].first}")
        XCTAssertEqual(body("let m = Foo<Bar>(x: 1)\nlet n = Array<Int>.init()\nlet o = [Int]()"),
                       "{let m = Foo(x: int); let n = Array.init(); let o = [Int]()}")
        XCTAssertEqual(body("super.init(frame: .zero)\nself.init()\nlet e: E = .init(raw: 1)"),
                       "{super.init(frame: .zero); self.init(); let e: E = .init(raw: int)}")
        XCTAssertEqual(body("let r = { () -> Int in 1 }()"), "{let r = {int}()}")
    }

    func testNoTrailingClosureInConditions() {
        XCTAssertEqual(body("if items.isEmpty { a() }"), "{if items.isEmpty {a()}}")
        XCTAssertEqual(body("if items.contains(where: { $0 > 1 }) { ok() }"), "{if items.contains(where: {($0 > int)}) {ok()}}")
        XCTAssertEqual(body("guard let x = y.first else { return }"), "{guard let x = y.first else {return}}")
        XCTAssertEqual(body("while x.isValid { step() }"), "{while x.isValid {step()}}")
        XCTAssertEqual(body("for v in views.reversed() { v.r() }"), "{for let v = views.reversed(), views.reversed() {$v.r()}}")
        XCTAssertEqual(body("switch mode.value { default: break }"), "{switch mode.value {case {other}}}")
    }

    func testWhereTrailingClosuresEndAsTheCompilerReadsThem() {
        // A closure on the line after a trailing closure is not a second trailing closure.
        XCTAssertEqual(body("lock.withLock { a = 1 }\n{\n  b()\n}()"), "{lock.withLock(trailing {a = int}); {b()}()}")
        // Literals take no trailing closure.
        XCTAssertEqual(body("let x = 1\n{ y() }()"), "{let x = int; {y()}()}")
        // In a condition, braces followed by the body are a trailing closure (the compiler recovers so).
        XCTAssertEqual(body("if items.contains { $0 > 1 } { ok() }"), "{if items.contains(trailing {($0 > int)}) {ok()}}")
        XCTAssertEqual(body("if flag { @Dependency(\\.uuid) var uuid\n uuid.x() }"), "{if flag {var uuid; $uuid.x()}}")
        // A closure called in a condition after a comma.
        XCTAssertEqual(body("if let a = b, { c() }() { d() }"), "{if let a = b, {c()}() {d()}}")
    }

    func testSwitchCasePatterns() {
        XCTAssertEqual(body("switch v {\ncase .a where x > 0, .b: f()\ncase (a, b): g()\ncase (let p, 0): p.h()\ncase .min..<0: i()\ncase .some(let y) where y.ok: y.j()\n}"),
                       "{switch v {case {(x > int); f()} case {g()} case {let p = v; $p.h()} case {i()} case {let y = v; $y.ok; $y.j()}}}")
        XCTAssertEqual(body("switch v { case let .pair(a, b) where a.ready { a.go() }: b() }"),
                       "{switch v {case {let a = v; let b = v; $a.ready(trailing {$a.go()}); $b()}}}")
    }

    func testLocalComputedVariablesAreLocalFunctions() {
        XCTAssertEqual(body("var size: CGSize { view.bounds.size }\nvar count = 0 { didSet { update() } }\nuse(size)"),
                       "{var size: CGSize; func size() {view.bounds.size}; var count = int; func count() {update()}; use($size)}")
    }

    func testTypesWrittenAsValues() {
        XCTAssertEqual(body("let f = unsafeBitCast(p, to: (@convention(c) (Int) -> Void).self)"),
                       "{let f = unsafeBitCast(p, to: (type(@convention(c)(Int)->Void)).self)}")
        XCTAssertEqual(body("#expect(throws: (any Error).self) { try f() }\nvar blocks = [() throws -> Void]()"),
                       "{#expect(throws: (type(any Error)).self, trailing {f()}); var blocks = [type(()throws->Void)]()}")
        XCTAssertEqual(body("let a = pairs.map(\\.0)\nlet b = store.scope(state: \\.[id: 1])\nlet c = State(syncUp: <#value#>)"),
                       "{let a = pairs.map(\\0); let b = store.scope(state: \\); let c = State(syncUp: <#value#>)}")
    }

    func testOperatorsCastsAndLiterals() {
        XCTAssertEqual(body("let t = cond ? a : b\nlet c = x as? Foo\nlet d = y is Bar\nlet e = z as! [Int]"),
                       "{let t = (cond ? a : b); let c = (x as? Foo); let d = (y is Bar); let e = (z as! [Int])}")
        XCTAssertEqual(body("let r = -value\nlet s = !flag && other\nswap(&a, &b)\nlet p = arr[1...]"),
                       "{let r = -value; let s = (!flag && other); swap(&a, &b); let p = arr[int...]}")
        XCTAssertEqual(body("let l = [1, 2.5, true, nil, \"s\", /re/]\nlet d = [k: v]\nlet e = [:]\nlet f: [Int] = []"),
                       "{let l = [int, float, bool, nil, \"\", regex]; let d = [k: v]; let e = [:]; let f: [Int] = []}")
        XCTAssertEqual(body("let s = a + b * c - d"), "{let s = (a + b * c - d)}")
        XCTAssertEqual(body("let q = (1, label: 2)\nlet sum = [1, 2].reduce(0, +)"),
                       "{let q = (int, label: int); let sum = [int, int].reduce(int, +)}")
    }

    func testTryAwaitAreDropped() {
        XCTAssertEqual(body("let x = try await fetch()\nlet y = try? foo()\nlet z = try! bar()\nawait run()"),
                       "{let x = fetch(); let y = foo(); let z = bar(); run()}")
    }

    func testPoundKeyPathsAndTypes() {
        XCTAssertEqual(body("let s = #selector(tap(_:))\nlet t = #selector(self.didTap)\nlet k = #keyPath(UIView.frame)"),
                       "{let s = #selector(tap(_:)); let t = #selector(self.didTap); let k = #keyPath(UIView.frame)}")
        XCTAssertEqual(body("let a = \\.name\nlet b = \\UIView.frame.size\nobserve(\\.frame)"),
                       "{let a = \\name; let b = \\UIView.frame.size; observe(\\frame)}")
        XCTAssertEqual(body("let t = UILabel.self\nlet u = [ASCellNode].self\nlet v = Foo.Bar.self\nprint(#file, #line)"),
                       "{let t = type(UILabel); let u = type([ASCellNode]); let v = type(Foo.Bar); print(#file, #line)}")
    }

    func testStringInterpolationIsCode() {
        XCTAssertEqual(body("let s = \"v \\(view.frame) \\(a.map { \"\\($0)\" }) \\(x, format: .y)\""),
                       "{let s = \"\\(view.frame)\\(a.map(trailing {\"\\($0)\"}))\\(x)\\(.y)\"}")
        XCTAssertEqual(body("let r = #\"raw \\(no) \\#(yes)\"#"), "{let r = \"\\(yes)\"}")
        XCTAssertEqual(body("let m = \"\"\"\n  \\(self.node.view)\n  \"\"\""), "{let m = \"\\(self.node.view)\"}")
    }

    func testClosures() throws {
        XCTAssertEqual(body("run { [weak self, unowned u = other, v] (a: Int, b) -> Bool in self?.go(a, b, u, v); return true }"),
                       "{run(trailing {[weak self, unowned u = other, v] (a, b) in self.go($a, $b, $u, $v); return bool})}")
        XCTAssertEqual(body("items.forEach { item in item.x() }\nlet f = { $0 + 1 }\nlet g = { _ in 1 }"),
                       "{items.forEach(trailing {(item) in $item.x()}); let f = {($0 + int)}; let g = {int}}")
        XCTAssertEqual(body("Task { @MainActor in update() }\nlet h = { [unowned(unsafe) s = self] in s.f() }"),
                       "{Task(trailing {@MainActor in update()}); let h = {[unowned(unsafe) s = self] in $s.f()}}")
        // A closure starting with an array literal has no capture list.
        XCTAssertEqual(body("let k = { [a, b].first }"), "{let k = {[a, b].first}}")

        let f = parse("class C { func f() { run { [weak self] (a: Int) in self?.x(a) } } }")
        let call = try XCTUnwrap(f.member("f()")?.body?.statements.first)
        guard case .expression(.call(let c)) = call, case .closure(let closure) = c.arguments[0].value else {
            return XCTFail("expected a call with a closure")
        }
        XCTAssertTrue(c.arguments[0].isTrailingClosure)
        XCTAssertEqual(closure.captures.map { $0.name }, ["self"])
        XCTAssertEqual(closure.captures[0].specifier, .weak)
        XCTAssertNil(closure.captures[0].local, "self captures introduce no local")
        XCTAssertEqual(closure.parameters.map { f.locals[$0].name }, ["a"])
        XCTAssertEqual(f.locals[closure.parameters[0]].kind, .closureParameter)
        XCTAssertEqual(f.locals[closure.parameters[0]].declaredType?.text, "Int")
        XCTAssertEqual(closure.body.parameters, closure.parameters)
        XCTAssertEqual(closure.body.kind, .closure)
        let source = Array("class C { func f() { run { [weak self] (a: Int) in self?.x(a) } } }".utf8)
        XCTAssertEqual(source[closure.offset], UInt8(ascii: "{"))
        XCTAssertEqual(closure.body.range.lowerBound, closure.offset)
        XCTAssertEqual(source[closure.body.range.upperBound - 1], UInt8(ascii: "}"))
    }

    func testIfAndSwitchExpressions() {
        XCTAssertEqual(body("let x = if c { a() } else { b() }"), "{let x = unknown(c, a(), b())}")
        XCTAssertEqual(body("return switch k { case .a: f() default: g() }"), "{return unknown(k, f(), g())}")
    }

    func testConditionalCompilationInBodies() {
        XCTAssertEqual(body("#if DEBUG\ndebugOnly()\n#elseif TEST\ntestOnly()\n#else\nreleaseOnly()\n#endif\nafter()"),
                       "{debugOnly(); testOnly(); releaseOnly(); after()}")
        XCTAssertEqual(body("switch x {\n#if os(iOS)\ncase .a: a()\n#endif\ncase .b: b()\n}"),
                       "{switch x {case {a()} case {b()}}}")
        XCTAssertEqual(body("view\n#if os(iOS)\n  .ios()\n#else\n  .mac()\n#endif\nnext()"),
                       "{view.ios().mac(); next()}")
    }

    func testOffsetsPointAtTheRightTokens() throws {
        let source = "class C { func f() { a.view.layer = UILabel(); node.addSubnode(x); items[0]; [1]; {}; -y; z as? T } }"
        let f = parse(source)
        let bytes = Array(source.utf8)
        let statements = try XCTUnwrap(f.member("f()")?.body?.statements)
        func at(_ offset: Int, _ text: String) {
            XCTAssertEqual(String(decoding: bytes[offset..<min(bytes.count, offset + text.utf8.count)], as: UTF8.self), text)
        }
        guard case .assignment(let a) = statements[0], case .member(_, "layer", let lo) = a.target,
              case .call(let ctor) = a.value, case .name("UILabel", let co, _) = ctor.callee else { return XCTFail() }
        at(lo, "layer")
        at(co, "UILabel")
        at(a.offset, "=")
        guard case .expression(.call(let send)) = statements[1], case .member(_, "addSubnode", let so) = send.callee else { return XCTFail() }
        at(so, "addSubnode")
        guard case .expression(.subscript(_, _, let sub)) = statements[2] else { return XCTFail() }
        at(sub, "[0]")
        guard case .expression(.collection(_, _, let co2)) = statements[3] else { return XCTFail() }
        at(co2, "[1]")
        guard case .expression(.closure(let cl)) = statements[4] else { return XCTFail() }
        at(cl.offset, "{}")
        guard case .expression(.unary("-", _, true, let uo)) = statements[5] else { return XCTFail() }
        at(uo, "-y")
        guard case .expression(.cast(_, "as?", _, let castOffset)) = statements[6] else { return XCTFail() }
        at(castOffset, "as?")
    }
}
