import NodeLintAnalysis
import NodeLintModel
import XCTest

/// Which context code runs in (texture-rules.md 3.0), checked on small snippets.
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
}
