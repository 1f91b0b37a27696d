import NodeLintAnalysis
import NodeLintModel
import XCTest

/// Which context code runs in (docs/texture-facts.md#where-code-runs), checked on small snippets.
final class ContextTests: XCTestCase {
    let node = """
        final class Cell: ASCellNode {
            let label = UILabel(/* STORED */)
            lazy var lazyLabel = UILabel(/* LAZY */)
            override init() {
                super.init() // INIT
                setUp()
                DispatchQueue.main.async { print("MAIN-ASYNC") }
                DispatchQueue.global().async { print("GLOBAL") }
                onDidLoad { _ in print("ON-DID-LOAD") }
                [1, 2].forEach { _ in print("FOR-EACH") }
                api.load { print("UNKNOWN-CLOSURE") }
                let switchNode = ASDisplayNode { print("VIEW-BLOCK"); return UISwitch() }
                _ = switchNode
            }
            func setUp() { print("HELPER") }
            func unrelated() { print("UNRELATED") }
            override func didLoad() { super.didLoad(); print("DID-LOAD") }
            override func layoutSpecThatFits(_ s: ASSizeRange) -> ASLayoutSpec { print("LAYOUT"); return ASLayoutSpec() }
            override class func draw(_ bounds: CGRect, withParameters p: Any?, isCancelled: () -> Bool, isRasterizing: Bool) { print("DRAW") }
            let api = API()
        }
        final class API { func load(_ done: @escaping () -> Void) {} }
        final class Source: NSObject, ASCollectionDataSource {
            var items: [Int] = []
            func collectionNode(_ c: ASCollectionNode, nodeBlockForItemAt ip: IndexPath) -> ASCellNodeBlock {
                print("OUTER")
                return { print("NODE-BLOCK"); return Cell() }
            }
            func collectionNode(_ c: ASCollectionNode, willBeginBatchFetchWith ctx: ASBatchContext) { print("FETCH") }
        }
        final class Controller: ASDKViewController<ASDisplayNode> {
            override init() { super.init(node: ASDisplayNode()); print("VC-INIT") }
            required init?(coder: NSCoder) { fatalError() }
            func configure() {
                node.layoutSpecBlock = { _, _ in print("SPEC-BLOCK"); return ASLayoutSpec() }
            }
        }
        """

    func testContexts() {
        let project = TestProject(["Cell.swift": node])
        let expected: [(String, [ExecutionContext])] = [
            ("STORED", [.bgInit]), ("LAZY", []), ("INIT", [.bgInit]), ("HELPER", [.bgInit]), ("UNRELATED", []),
            ("MAIN-ASYNC", [.main]), ("GLOBAL", [.background]), ("ON-DID-LOAD", [.main]), ("FOR-EACH", [.bgInit]),
            ("UNKNOWN-CLOSURE", [.unknown]), ("VIEW-BLOCK", [.main]), ("DID-LOAD", [.main]), ("LAYOUT", [.bgLayout]),
            ("DRAW", [.bgDraw]), ("OUTER", [.main]), ("NODE-BLOCK", [.bgBlock]), ("FETCH", [.bgFetch]),
            ("VC-INIT", [.main]), ("SPEC-BLOCK", [.bgLayout]),
        ]
        for (marker, contexts) in expected {
            XCTAssertEqual(project.contexts(at: marker, in: "Cell.swift"), contexts, marker)
        }
    }

    /// Where Objective-C blocks run: the same decisions, through the selectors' Swift names.
    func testObjectiveCContexts() {
        let source = """
            @interface CardNode : ASDisplayNode
            @end
            @implementation CardNode {
                ASDisplayNode *_switchNode;
            }
            - (instancetype)init {
                if ((self = [super init])) {
                    NSLog(@"INIT");
                    dispatch_async(dispatch_get_main_queue(), ^{ NSLog(@"MAIN-ASYNC"); });
                    dispatch_queue_t queue = dispatch_queue_create("card", DISPATCH_QUEUE_SERIAL);
                    dispatch_async(queue, ^{ NSLog(@"OWN-QUEUE"); });
                    [[NSOperationQueue mainQueue] addOperationWithBlock:^{ NSLog(@"MAIN-OPERATION"); }];
                    [[[NSOperationQueue alloc] init] addOperationWithBlock:^{ NSLog(@"NEW-OPERATION-QUEUE"); }];
                    [_switchNode setViewBlock:^UIView *{ NSLog(@"VIEW-BLOCK"); return nil; }];
                    [CATransaction setCompletionBlock:^{ NSLog(@"TRANSACTION"); }];
                    [self onDidLoad:^(__kindof ASDisplayNode *node) { NSLog(@"ON-DID-LOAD"); }];
                    [self setUpCard];
                }
                return self;
            }
            - (void)setUpCard { NSLog(@"HELPER"); }
            + (void)drawRect:(CGRect)bounds withParameters:(id)p isCancelled:(asdisplaynode_iscancelled_block_t)c isRasterizing:(BOOL)r {
                NSLog(@"DRAW");
            }
            - (NSObject *)drawParametersForAsyncLayer:(_ASDisplayLayer *)layer { NSLog(@"DRAW-PARAMETERS"); return nil; }
            @end
            """
        let project = TestProject(["CardNode.m": source])
        let expected: [(String, [ExecutionContext])] = [
            ("INIT", [.bgInit]), ("MAIN-ASYNC", [.main]), ("OWN-QUEUE", [.background]), ("MAIN-OPERATION", [.main]),
            ("NEW-OPERATION-QUEUE", [.background]), ("VIEW-BLOCK", [.main]), ("TRANSACTION", [.main]),
            ("ON-DID-LOAD", [.main]), ("HELPER", [.bgInit]), ("DRAW", [.bgDraw]), ("DRAW-PARAMETERS", [.main]),
        ]
        for (marker, contexts) in expected {
            XCTAssertEqual(project.contexts(at: marker, in: "CardNode.m"), contexts, marker)
        }
    }

    func testHelperContextCarriesTheCallSite() {
        let project = TestProject(["Cell.swift": node])
        let helper = project.analysis("Cell.swift").regions.first { $0.member.name == "setUp" && $0.closure == nil }!
        XCTAssertEqual(helper.contexts.first?.via.first?.caller, "init()")
        XCTAssertEqual(helper.contexts.first?.via.first?.position.line, 6)
    }

    func testContextCrossesFilesThroughExtensions() {
        let diagnostics = TestProject.lint([
            "Cell.swift": "final class Cell: ASCellNode {\n    override init() {\n        super.init()\n        style()\n    }\n}\n",
            "Cell+Style.swift": "extension Cell {\n    func style() {\n        view.alpha = 0.5\n    }\n}\n",
        ], rules: ["view-access-in-init"])
        XCTAssertEqual(diagnostics.map { "\($0.path):\($0.start)" }, ["Cell+Style.swift:3:9"])
        XCTAssertEqual(diagnostics.first?.notes.map { "\($0.path):\($0.start): \($0.message)" },
                       ["Cell.swift:4:9: style() is called from init() here"])
    }

    /// A lazy property used in init itself and again in a helper init calls afterwards (TuChong's
    /// LaunchAdView): the note names the use in init, the shorter way the context comes, not the helper's.
    func testTheNoteNamesTheShortestWayAContextCameBy() {
        let diagnostics = TestProject.lint([
            "AdNode.swift": """
            final class AdNode: ASDisplayNode {
                lazy var skipButton = UIButton(type: .custom)
                override init() {
                    super.init()
                    skipButton.isHidden = true
                    layOut()
                }
                func layOut() {
                    skipButton.frame = .zero
                }
            }

            """,
        ], rules: ["uikit-in-init"])
        XCTAssertEqual(diagnostics.map { "\($0.path):\($0.start)" }, ["AdNode.swift:2:27"])
        XCTAssertEqual(diagnostics.first?.notes.map { "\($0.path):\($0.start.line): \($0.message)" }.first,
                       "AdNode.swift:5: lazy property 'skipButton' is first used in init() here")
    }
}
