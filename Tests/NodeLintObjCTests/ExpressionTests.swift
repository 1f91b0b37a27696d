import XCTest
import NodeLintModel
@testable import NodeLintObjC

/// Expression shapes other than message sends.
final class ExpressionTests: XCTestCase {
    /// The statements of `-f` in a class with a few ivars and properties.
    private func body(_ statements: String, offsets: Bool = false) -> String {
        let src = """
        @interface Box : ASDisplayNode
        @property (nonatomic, strong) NSArray<ASCellNode *> *items;
        @property (nonatomic, strong) ASTextNode *title;
        @end
        @implementation Box {
          ASDisplayNode *_node;
          CGRect _frame;
        }
        - (void)f:(NSIndexPath *)indexPath {
        \(statements)
        }
        @end
        """
        return parseObjC(src).body("f", offsets: offsets)
    }

    func testPropertyAccessIsAMember() {
        XCTAssertEqual(body("self.view.backgroundColor = nil;"), "member(member(self, view), backgroundColor) = lit(nil)")
        XCTAssertEqual(body("id v = _node.view;"), "variable v: id = member(name(_node), view)")
    }

    func testBareIvarIsAnUnresolvedName() {
        XCTAssertEqual(body("_node = nil;"), "name(_node) = lit(nil)")
        XCTAssertEqual(body("CGFloat w = _frame.size.width;"), "variable w: CGFloat = member(member(name(_frame), size), width)")
    }

    func testArrowSuperAndClassProperties() {
        XCTAssertEqual(body("self->_node = nil;"), "member(self, _node) = lit(nil)")
        XCTAssertEqual(body("id v = super.view;"), "variable v: id = member(super, view)")
        XCTAssertEqual(body("CGFloat s = UIScreen.mainScreen.scale;"), "variable s: CGFloat = member(member(name(UIScreen), mainScreen), scale)")
    }

    func testLocalsAndParametersResolve() {
        XCTAssertEqual(body("NSInteger row = indexPath.row;\nNSInteger r2 = row + 1;"),
                       "variable row: NSInteger = member(name(indexPath local:indexPath), row); variable r2: NSInteger = seq(name(row local:row) + lit(integer))")
        // A name that is not a local stays unresolved: a global, a function, an enum case.
        XCTAssertEqual(body("id x = kCAFillModeForwards;"), "variable x: id = name(kCAFillModeForwards)")
    }

    func testSubscripts() {
        XCTAssertEqual(body("id c = self.items[indexPath.row];"),
                       "variable c: id = subscript(member(self, items), [member(name(indexPath local:indexPath), row)])")
        XCTAssertEqual(body("int a[3]; int b = a[1];"), "variable a: int[3]; variable b: int = subscript(name(a local:a), [lit(integer)])")
    }

    func testCollectionLiteralsAndBoxing() {
        XCTAssertEqual(body("NSArray *a = @[_node, self.title];"), "variable a: NSArray = array[name(_node), member(self, title)]")
        XCTAssertEqual(body("NSDictionary *d = @{@\"k\": _node};"), "variable d: NSDictionary = dict[lit(string), name(_node)]")
        XCTAssertEqual(body("NSNumber *n = @(indexPath.row);"), "variable n: NSNumber = prefix(@, member(name(indexPath local:indexPath), row))")
        XCTAssertEqual(body("NSNumber *n = @5;"), "variable n: NSNumber = lit(integer)")
    }

    func testOperators() {
        XCTAssertEqual(body("CGFloat x = 1 + 2 * 3;"), "variable x: CGFloat = seq(lit(integer) + lit(integer) * lit(integer))")
        XCTAssertEqual(body("CGFloat x = (1 + 2) * 3;"), "variable x: CGFloat = seq(seq(lit(integer) + lit(integer)) * lit(integer))")
        XCTAssertEqual(body("BOOL b = !self.isNodeLoaded && _node != nil;"),
                       "variable b: BOOL = seq(prefix(!, member(self, isNodeLoaded)) && name(_node) != lit(nil))")
        XCTAssertEqual(body("id v = _node ? _node : self;"), "variable v: id = seq(name(_node) ? name(_node) : self)")
        XCTAssertEqual(body("NSInteger i = 0; i++;"), "variable i: NSInteger = lit(integer); postfix(++, name(i local:i))")
        XCTAssertEqual(body("_frame.origin.x += 2;"), "member(member(name(_frame), origin), x) += lit(integer)")
    }

    func testCastsAndParenthesesAreDropped() {
        XCTAssertEqual(body("UIView *v = (UIView *)_node.view;"), "variable v: UIView = member(name(_node), view)")
        XCTAssertEqual(body("id v = (__bridge id)((void *)0);"), "variable v: id = lit(integer)")
        XCTAssertEqual(body("CGFloat w = ((UIView *)self.view).frame.size.width;"),
                       "variable w: CGFloat = member(member(member(member(self, view), frame), size), width)")
    }

    func testSelectorsProtocolsAndLiterals() {
        XCTAssertEqual(body("SEL s = @selector(tap:with:);"), "variable s: SEL = #selector(name(tap:with:))")
        XCTAssertEqual(body("id p = @protocol(ASTableDelegate);"), "variable p: id = #protocol(name(ASTableDelegate))")
        XCTAssertEqual(body("id s = @\"a\"; const char *c = \"b\"; double d = 1.5; BOOL y = YES; BOOL t = true; id n = nil; id z = NULL;"),
                       "variable s: id = lit(string); variable c: char = lit(string); variable d: double = lit(float); variable y: BOOL = lit(boolean); variable t: BOOL = lit(boolean); variable n: id = lit(nil); variable z: id = lit(nil)")
    }

    func testCFunctionCalls() {
        XCTAssertEqual(body("CGRect r = CGRectMake(0, 0, 1, 2);"),
                       "variable r: CGRect = call(name(CGRectMake), [lit(integer), lit(integer), lit(integer), lit(integer)])")
        XCTAssertEqual(body("dispatch_async(dispatch_get_main_queue(), ^{ [self setNeedsLayout]; });"),
                       "call(name(dispatch_async), [call(name(dispatch_get_main_queue), []), closure(){call(member(self, setNeedsLayout), [])}])")
    }

    func testMacros() {
        let src = """
        #define MY_ASSERT(cond, msg) do { if (!(cond)) { NSLog(msg); } } while (0)
        #define PADDING 8
        #define SQUARE(x) ((x) * (x))
        @implementation M
        - (void)f {
          ASLockScopeSelf();
          MY_ASSERT(self.view != nil, @"no view");
          CGFloat p = PADDING;
          CGFloat q = SQUARE(p) + MAX(p, 2);
        }
        @end
        """
        XCTAssertEqual(parseObjC(src).body("f"), [
            "call(name(ASLockScopeSelf), [])",
            "call(name(MY_ASSERT), [seq(member(self, view) != lit(nil)), lit(string)])",
            "variable p: CGFloat = name(PADDING)",
            "variable q: CGFloat = seq(call(name(SQUARE), [name(p local:p)]) + call(name(MAX), [name(p local:p), lit(integer)]))",
        ].joined(separator: "; "))
    }

    func testMemberOffsets() {
        XCTAssertEqual(body("id v = _node.view;", offsets: true), "variable v: id = member(name(_node)@10:8, view@10:14)@10:4")
    }

    func testCompoundLiteralsAndBraceInitialisers() {
        XCTAssertEqual(body("CGRect r = (CGRect){CGPointZero, _frame.size};"),
                       "variable r: CGRect = call(name(CGRect), [name(CGPointZero), member(name(_frame), size)])")
        XCTAssertEqual(body("CGSize s = {1, 2};"), "variable s: CGSize = tuple(lit(integer), lit(integer))")
    }

    func testGNUConditionalAndRecoveredConditions() {
        XCTAssertEqual(body("id v = _node ?: self;"), "variable v: id = seq(name(_node) ?: self)")
        // An unknown constant makes clang keep nothing of the condition; the second parse declares it.
        let file = parseObjC("@implementation R\n- (void)f { if ((self.edges & UIRectEdgeTopX) == 0) { [self g]; } }\n@end\n")
        XCTAssertEqual(file.body("f"), "if(seq(seq(member(self, edges) & name(UIRectEdgeTopX)) == lit(integer))) {call(member(self, g), [])} {}")
        XCTAssertEqual(file.problems.count, 0)
    }
}
