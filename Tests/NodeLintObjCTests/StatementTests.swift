import XCTest
import NodeLintModel
@testable import NodeLintObjC

final class StatementTests: XCTestCase {
    private func body(_ statements: String, offsets: Bool = false) -> String {
        let src = """
        @interface S : ASDisplayNode
        @property (nonatomic, strong) NSArray *items;
        @end
        @implementation S {
          ASDisplayNode *_node;
        }
        - (void)f:(NSInteger)n {
        \(statements)
        }
        @end
        """
        return parseObjC(src).body("f", offsets: offsets)
    }

    func testInitConditionAssignsSelf() {
        let file = parseObjC(inInit("self.backgroundColor = nil;"))
        XCTAssertEqual(file.body("init"),
                       "if(self = call(member(super, init), [])) {member(self, backgroundColor) = lit(nil)} {}; return self")
    }

    func testIfElseIfChain() {
        XCTAssertEqual(body("if (n > 1) { [self a]; } else if (n > 0) [self b]; else { [self c]; }"),
                       "if(seq(name(n local:n) > lit(integer))) {call(member(self, a), [])} {if(seq(name(n local:n) > lit(integer))) {call(member(self, b), [])} {call(member(self, c), [])}}")
    }

    func testSwitchArms() {
        XCTAssertEqual(body("switch (n) {\n case 1:\n case 2: [self a]; break;\n case 3: { [self b]; } [self c];\n default: break;\n}"),
                       "switch(name(n local:n)) {lit(integer); lit(integer); call(member(self, a), []); other} {lit(integer); scope() {call(member(self, b), [])}; call(member(self, c), [])} {other}")
    }

    func testLoops() {
        XCTAssertEqual(body("for (NSInteger i = 0; i < n; i++) { [self a]; }"),
                       "for(variable i: NSInteger = lit(integer); seq(name(i local:i) < name(n local:n)); postfix(++, name(i local:i))) {call(member(self, a), [])}")
        XCTAssertEqual(body("for (;;) { break; }"), "for() {other}")
        XCTAssertEqual(body("for (ASCellNode *cell in self.items) { [cell setNeedsLayout]; }"),
                       "for(loopVariable cell: ASCellNode = member(self, items)) {call(member(name(cell local:cell), setNeedsLayout), [])}")
        XCTAssertEqual(body("id x; for (x in self.items) {}"), "variable x: id; for(name(x local:x) = member(self, items)) {}")
        XCTAssertEqual(body("while (n > 0) { n--; }"), "while(seq(name(n local:n) > lit(integer))) {postfix(--, name(n local:n))}")
        XCTAssertEqual(body("do { n -= 1; } while (n);"), "repeat(name(n local:n)) {name(n local:n) -= lit(integer)}")
    }

    func testObjCBlocksStatements() {
        XCTAssertEqual(body("@synchronized (self) { _node = nil; }", offsets: true),
                           "synchronized(self@8:16) {name(_node)@8:24 = lit(nil)@8:32@8:30}@8:1")
        XCTAssertEqual(body("@autoreleasepool { [self a]; }"), "autoreleasepool() {call(member(self, a), [])}")
        XCTAssertEqual(body("{ [self a]; }"), "scope() {call(member(self, a), [])}")
        XCTAssertEqual(body("@try { [self a]; } @catch (NSException *e) { [self b:e]; } @finally { [self c]; }"),
                       "do() {call(member(self, a), [])}; catch(patternBinding e: NSException) {call(member(self, b), [name(e local:e)])}; finally() {call(member(self, c), [])}")
        XCTAssertEqual(body("@throw [NSException new];"), "throw call(name(NSException), [])")
    }

    func testReturnsAndJumps() {
        XCTAssertEqual(body("if (n) return; goto end; end: [self a];"),
                       "if(name(n local:n)) {return} {}; other; other; call(member(self, a), [])")
    }

    func testMultipleDeclaratorsAndStatics() {
        XCTAssertEqual(body("static dispatch_once_t once; CGFloat a = 1, b = a;"),
                       "variable once: dispatch_once_t; variable a: CGFloat = lit(integer); variable b: CGFloat = name(a local:a)")
    }

    func testLocalsRecordTheirBody() {
        let file = parseObjC("@implementation L\n- (void)f { int a = 0; void (^b)(void) = ^{ int c = a; }; }\n@end\n")
        let f = file.member("f")!.body!
        let a = file.locals.first { $0.name == "a" }!, c = file.locals.first { $0.name == "c" }!
        XCTAssertEqual(a.bodyID, f.id)
        XCTAssertNotEqual(c.bodyID, f.id)
        XCTAssertEqual(file.bodyCount, 2)
    }

    func testPropertyCompoundAndSubscriptAssignments() {
        XCTAssertEqual(body("self.alpha += 0.5; self.items[0] = nil;"),
                       "member(self, alpha) += lit(float); subscript(member(self, items), [lit(integer)]) = lit(nil)")
    }

    func testLibextobjcWeakifyIsAMacroCall() {
        XCTAssertEqual(body("@weakify(self);\n[self onDidLoad:^(ASDisplayNode *n) { @strongify(self); [self layout]; }];"),
                       "call(name(weakify), []); call(member(self, onDidLoad), [closure(n){call(name(strongify), []); call(member(self, layout), [])}])")
    }

    func testObjectiveCPlusPlusLambdaIsAClosure() {
        let file = parseObjC("@implementation L\n- (void)f { auto g = [&](int x) { [self layout]; return x; }; }\n@end\n", path: "/tmp/nodelint-tests/L.mm")
        XCTAssertEqual(file.body("f"), "variable g: auto = closure(x){call(member(self, layout), []); return name(x local:x)}")
    }
}
