import XCTest
import NodeLintModel
@testable import NodeLintObjC

final class MethodTests: XCTestCase {
    private let source = """
    @interface Feed : ASDKViewController<ASCollectionNode *> <ASCollectionDataSource, ASCollectionDelegate>
    @end
    @implementation Feed
    - (instancetype)initWithModel:(FeedModel *)model { return [super initWithNode:[ASCollectionNode new]]; }
    - (instancetype)init { return [self initWithModel:nil]; }
    - (void)dealloc {}
    + (instancetype)feed { return nil; }
    - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize { return nil; }
    - (ASCellNodeBlock)collectionNode:(ASCollectionNode *)collectionNode nodeBlockForItemAtIndexPath:(NSIndexPath *)indexPath { return nil; }
    - (ASCellNodeBlock)tableNode:(ASTableNode *)tableNode nodeBlockForRowAtIndexPath:(NSIndexPath *)indexPath { return nil; }
    - (void)collectionNode:(ASCollectionNode *)collectionNode willBeginBatchFetchWithContext:(ASBatchContext *)context {}
    - (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {}
    - (void)viewWillAppear:(BOOL)animated {}
    - (void)interfaceStateDidChange:(ASInterfaceState)newState fromState:(ASInterfaceState)oldState {}
    - (ASCellNodeBlock)pagerNode:(ASPagerNode *)pagerNode nodeBlockAtIndex:(NSInteger)index { return nil; }
    - (BOOL)shouldBatchFetchForCollectionNode:(ASCollectionNode *)collectionNode { return YES; }
    - (void)didMoveToParentViewController:(UIViewController *)parent {}
    - (IBAction)tap:(id)sender {}
    - (void)didLoad {}
    @end
    """

    func testNamesSignaturesAndSelectors() {
        let file = parseObjC(source)
        let members = file.types[1].members
        let rows = members.map { "\($0.kind.rawValue) \($0.name) \($0.signature) \($0.objcSelector ?? "-")" }
        XCTAssertEqual(rows, [
            "initializer init init(model:) initWithModel:",
            "initializer init init() init",
            "deinitializer deinit deinit dealloc",
            "function feed feed() feed",
            "function layoutSpecThatFits layoutSpecThatFits(_:) layoutSpecThatFits:",
            "function collectionNode collectionNode(_:nodeBlockForItemAt:) collectionNode:nodeBlockForItemAtIndexPath:",
            "function tableNode tableNode(_:nodeBlockForRowAt:) tableNode:nodeBlockForRowAtIndexPath:",
            "function collectionNode collectionNode(_:willBeginBatchFetchWith:) collectionNode:willBeginBatchFetchWithContext:",
            "function touchesBegan touchesBegan(_:with:) touchesBegan:withEvent:",
            "function viewWillAppear viewWillAppear(_:) viewWillAppear:",
            "function interfaceStateDidChange interfaceStateDidChange(_:from:) interfaceStateDidChange:fromState:",
            "function pagerNode pagerNode(_:nodeBlockAt:) pagerNode:nodeBlockAtIndex:",
            "function shouldBatchFetch shouldBatchFetch(for:) shouldBatchFetchForCollectionNode:",
            "function didMove didMove(toParent:) didMoveToParentViewController:",
            "function tap tap(_:) tap:",
            "function didLoad didLoad() didLoad",
        ])
    }

    func testModifiersTypesAndParameters() {
        let file = parseObjC(source)
        let members = file.types[1].members
        XCTAssertEqual(members[3].modifiers, [.static])
        XCTAssertTrue(members.filter { $0.name != "feed" }.allSatisfy { $0.modifiers.isEmpty }, "no override modifiers")
        XCTAssertEqual(members[4].declaredType?.text, "ASLayoutSpec")
        XCTAssertNil(members[2].declaredType, "void is no type")
        XCTAssertNil(members[14].declaredType, "IBAction is void")
        let p = members[5].parameters
        XCTAssertEqual(p.map(\.label), ["collectionNode", "nodeBlockForItemAtIndexPath"])
        XCTAssertEqual(p.map(\.name), ["collectionNode", "indexPath"])
        XCTAssertEqual(p.map { $0.type?.text }, ["ASCollectionNode", "NSIndexPath"])
        XCTAssertEqual(members[0].parameters.first?.type?.text, "FeedModel", "unknown types keep their written name")
        XCTAssertEqual(file.text.position(of: members[4].nameOffset), SourcePosition(line: 8, column: 19))
        XCTAssertEqual(file.text.line(of: members[4].range.lowerBound), 8)
    }

    func testBodiesHaveKindsAndParameterLocals() {
        let file = parseObjC(source)
        let members = file.types[1].members
        XCTAssertEqual(members[0].body?.kind, .initializer)
        XCTAssertEqual(members[2].body?.kind, .deinitializer)
        XCTAssertEqual(members[4].body?.kind, .function)
        let body = members[5].body!
        XCTAssertEqual(body.parameters.map { file.locals[$0].name }, ["collectionNode", "indexPath"])
        XCTAssertTrue(body.parameters.allSatisfy { file.locals[$0].kind == .parameter && file.locals[$0].bodyID == body.id })
        // Interface methods have no bodies.
        let header = parseObjC("@interface X : NSObject\n- (void)a;\n@end\n")
        XCTAssertNil(header.types[0].members[0].body)
    }

    func testCFunctionsGlobalsAndTypedefs() {
        let src = """
        static NSString *const kTitle = @"Title";
        typedef ASDKViewController<ASTableNode *> TableController;
        static CGFloat Scale(CGFloat value, CGFloat factor) { return value * factor; }
        void Log(void);
        """
        let file = parseObjC(src)
        XCTAssertEqual(file.globals.map(\.signature), ["kTitle", "Scale(_:_:)", "Log()"])
        XCTAssertEqual(file.globals[0].kind, .variable)
        XCTAssertEqual(file.globals[0].declaredType?.text, "NSString")
        XCTAssertEqual(file.globals[0].initializer.map { ModelPrinter(file: file).stmts($0.statements) }, "lit(string)")
        XCTAssertEqual(file.globals[1].body.map { ModelPrinter(file: file).stmts($0.statements) },
                       "return seq(name(value local:value) * name(factor local:factor))")
        XCTAssertEqual(file.globals[1].declaredType?.text, "CGFloat")
        XCTAssertNil(file.globals[2].body)
        XCTAssertEqual(file.typealiases.map(\.name), ["TableController"])
        XCTAssertEqual(file.typealiases[0].target.base, "ASDKViewController")
    }

    func testOutline() {
        let file = parseObjC("@interface A : ASDisplayNode\n@property (nonatomic) BOOL on;\n- (void)didLoad;\n@end\n", path: "A.h")
        XCTAssertEqual(Outline.lines(for: file), [
            "A.h\tclass\t\tA\t1\t4\tASDisplayNode",
            "A.h\tvar\tA\ton\t2\t2\t",
            "A.h\tfunc\tA\tdidLoad()\t3\t3\t",
        ])
    }
}
