import XCTest
import NodeLintModel
@testable import NodeLintObjC

/// Message sends: the shapes the model gives them (see the mapping table on `ObjCFrontEnd`).
final class MessageTests: XCTestCase {
    private func initBody(_ statements: String, ivars: String = "") -> String {
        parseObjC(inInit(statements, ivars: ivars)).body("init")
    }

    /// The statements inside `if ((self = [super init])) { … }`.
    private func inner(_ statements: String, ivars: String = "") -> String {
        let body = initBody(statements, ivars: ivars)
        let prefix = "if(self = call(member(super, init), [])) {"
        guard body.hasPrefix(prefix), let end = body.range(of: "} {}; return self", options: .backwards) else { return body }
        return String(body[body.index(body.startIndex, offsetBy: prefix.count)..<end.lowerBound])
    }

    func testMessageWithArgumentsUsesFirstPieceAndLabelsTheRest() {
        XCTAssertEqual(inner("[self insertSubnode:_a aboveSubnode:_b];", ivars: "ASDisplayNode *_a, *_b;"),
                       "call(member(self, insertSubnode), [name(_a), aboveSubnode: name(_b)])")
    }

    func testUnaryMessagesToSelfAndSuper() {
        XCTAssertEqual(inner("[self view];"), "call(member(self, view), [])")
        XCTAssertEqual(parseObjC("@implementation N\n- (void)didLoad { [super didLoad]; }\n@end\n").body("didLoad"),
                       "call(member(super, didLoad), [])")
    }

    func testAllocInitAndNewConstructTheClass() {
        XCTAssertEqual(inner("UILabel *a = [[UILabel alloc] init];"), "variable a: UILabel = call(name(UILabel), [])")
        XCTAssertEqual(inner("UILabel *a = [UILabel new];"), "variable a: UILabel = call(name(UILabel), [])")
        XCTAssertEqual(inner("id t = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(tap)];"),
                       "variable t: id = call(name(UITapGestureRecognizer), [target: self, action: #selector(name(tap))])")
        XCTAssertEqual(inner("id v = [[UIView alloc] initWithFrame:CGRectZero];"),
                       "variable v: id = call(name(UIView), [frame: name(CGRectZero)])")
        // A class the prelude does not know is constructed the same way.
        XCTAssertEqual(inner("id c = [[FeedCellNode alloc] initWithPost:nil];"),
                       "variable c: id = call(name(FeedCellNode), [post: lit(nil)])")
    }

    func testInitOnAnInstanceIsAnInitCall() {
        let src = "@implementation C\n- (instancetype)initWithNode:(ASDisplayNode *)n { return [super initWithNode:n]; }\n@end\n"
        XCTAssertEqual(parseObjC(src).body("init"), "return call(member(super, init), [node: name(n local:n)])")
    }

    func testClassReceiversAndFactories() {
        XCTAssertEqual(inner("CGRect b = [UIScreen mainScreen].bounds;"),
                       "variable b: CGRect = member(call(member(name(UIScreen), mainScreen), []), bounds)")
        let spec = "@implementation C\n- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)s { return [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsZero child:_n]; }\n@end\n"
        XCTAssertEqual(parseObjC(spec).body("layoutSpecThatFits"),
                       "return call(member(name(ASInsetLayoutSpec), insetLayoutSpec), [insets: name(UIEdgeInsetsZero), child: name(_n)])")
    }

    /// Messages are named as Swift calls the method (and as the method's declaration is named), so
    /// rules written against `insertItems`, `transitionLayout`, `draw` read both languages.
    func testMessagesUseTheSwiftBaseNameAndLabels() {
        XCTAssertEqual(inner("[_table insertRowsAtIndexPaths:_paths withRowAnimation:0];", ivars: "ASTableNode *_table; NSArray *_paths;"),
                       "call(member(name(_table), insertRows), [at: name(_paths), withRowAnimation: lit(integer)])")
        XCTAssertEqual(inner("[self transitionLayoutWithAnimation:YES shouldMeasureAsync:NO measurementCompletion:nil];"),
                       "call(member(self, transitionLayout), [withAnimation: lit(boolean), shouldMeasureAsync: lit(boolean), measurementCompletion: lit(nil)])")
        XCTAssertEqual(inner("[_collection reloadDataWithCompletion:nil];", ivars: "ASCollectionNode *_collection;"),
                       "call(member(name(_collection), reloadData), [completion: lit(nil)])")
        XCTAssertEqual(inner("[self addSubnode:_n];", ivars: "ASDisplayNode *_n;"), "call(member(self, addSubnode), [name(_n)])")
        // A literal passed as an argument is one collection (clang wraps it in a conversion).
        XCTAssertEqual(inner("[_table insertRowsAtIndexPaths:@[_p] withRowAnimation:0];", ivars: "ASTableNode *_table; NSIndexPath *_p;"),
                       "call(member(name(_table), insertRows), [at: array[name(_p)], withRowAnimation: lit(integer)])")
        XCTAssertEqual(inner("[self setNeedsLayout];"), "call(member(self, setNeedsLayout), [])")
        let file = parseObjC("""
            @interface P : ASDisplayNode
            @end
            @implementation P
            - (void)configureWithModel:(NSString *)model { }
            - (instancetype)init { if ((self = [super init])) { [self configureWithModel:@""]; } return self; }
            @end
            """)
        XCTAssertEqual(file.member("configureWithModel:")?.name, "configure")
        XCTAssertEqual(file.body("init"), "if(self = call(member(super, init), [])) {call(member(self, configure), [model: lit(string)])} {}; return self")
    }

    func testSetterSendIsAnAssignment() {
        let file = parseObjC(inInit("[_node setLayerBacked:YES];\n    [self setNeedsLayout];", ivars: "ASDisplayNode *_node;"))
        let printer = ModelPrinter(file: file, offsets: true)
        let body = file.member("init")!.body!
        guard case .branch(let b) = body.statements[0], case .assignment(let a) = b.arms[0][0] else { return XCTFail("no assignment") }
        XCTAssertEqual(printer.expr(a.target), "member(name(_node)@8:2, layerBacked@8:8)")
        XCTAssertEqual(a.op, "=")
        XCTAssertEqual(file.text.position(of: a.offset), SourcePosition(line: 8, column: 8))
        // A message without an argument is not a setter.
        XCTAssertEqual(ModelPrinter(file: file).stmt(b.arms[0][1]), "call(member(self, setNeedsLayout), [])")
    }

    func testUndeclaredSelectorsKeepTheirPieces() {
        XCTAssertEqual(inner("[self frobnicate:1 withWidget:2];"), "call(member(self, frobnicate), [lit(integer), withWidget: lit(integer)])")
    }

    func testVariadicArgumentsAreUnlabelled() {
        XCTAssertEqual(inner("NSString *s = [NSString stringWithFormat:@\"%d %d\", 1, 2];"),
                       "variable s: NSString = call(member(name(NSString), string), [format: lit(string), lit(integer), lit(integer)])")
    }

    func testNestedMessagesAndPropertyChains() {
        XCTAssertEqual(inner("[_imageNode.view addGestureRecognizer:[UITapGestureRecognizer new]];", ivars: "ASImageNode *_imageNode;"),
                       "call(member(member(name(_imageNode), view), addGestureRecognizer), [call(name(UITapGestureRecognizer), [])])")
    }

    func testMessageOffsets() {
        let file = parseObjC(inInit("[self addSubnode:_child];", ivars: "ASDisplayNode *_child;"))
        let printed = ModelPrinter(file: file, offsets: true).stmts(file.member("init")!.body!.statements)
        XCTAssertTrue(printed.contains("call(member(self@8:2, addSubnode@8:7), [name(_child)@8:18])"), printed)
    }
}
