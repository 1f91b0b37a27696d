import NodeLintAnalysis
import NodeLintEngine
import NodeLintModel
import XCTest

/// How the index judges where a node class is created (CreationEvidence): the cases the end-to-end
/// fixtures do not show, where a wrong verdict would lower a real error or claim a crash that is not.
final class CreationEvidenceTests: XCTestCase {
    private func evidence(_ type: String, _ sources: [String: String]) -> CreationEvidence {
        TestProject(sources).index.creationEvidence(of: type)
    }

    private let controller = """
        final class ListViewController: ASDKViewController<ASDisplayNode> {
            override func viewDidLoad() {
                super.viewDidLoad()
                node.addSubnode(CommentNode())
            }
        }
        """

    /// `public` and `open` make a class visible to code nodelint does not see only in a module other
    /// modules import (a framework); an app's own `open class` (TuChong) is created only where the app
    /// creates it. In the unnamed module (no project file lists the file) nothing is known, so it counts.
    func testAPublicClassOfAnAppIsCreatedOnlyWhereTheAppCreatesIt() {
        let path = "/p/App/CommentNode.swift"
        let file = FrontEnds.parse(path: path, language: .swift,
                                   bytes: Array(("open class CommentNode: ASDisplayNode {}\n" + controller).utf8))
        func level(_ modules: ModuleMap) -> CreationEvidenceLevel {
            var builder = ClassGraphBuilder(modules: modules)
            builder.add(FileSummary(file))
            let classes = builder.build()
            let index = ProjectIndex(classes: classes, behaviours: [BehaviourSummary(file, in: classes)])
            return index.creationEvidence(of: classes.key(ofDeclaration: "CommentNode", inFile: path)).level
        }
        let app = ModuleMap(moduleByPath: [path: "App"], dependencies: [:], projects: ["App": "/p/App.xcodeproj"])
        XCTAssertEqual(level(app), .mainOnly)
        let framework = ModuleMap(moduleByPath: [path: "Feed"], dependencies: [:], projects: ["Feed": "/p/App.xcodeproj"],
                                  exported: ["Feed"])
        XCTAssertEqual(level(framework), .unknown)
        XCTAssertEqual(level(ModuleMap.single), .unknown)
    }

    func testCreatedOnlyInViewDidLoadIsMainOnly() {
        let found = evidence("CommentNode", ["A.swift": "final class CommentNode: ASDisplayNode {}\n" + controller])
        XCTAssertEqual(found.level, .mainOnly)
        XCTAssertEqual(found.notes.map(\.start.line), [5])
    }

    /// One creation site whose thread is unknown (a closure handed to an API nodelint does not know)
    /// is enough to keep the contract.
    func testOneUnknownSiteKeepsTheContract() {
        let found = evidence("CommentNode", ["A.swift": "final class CommentNode: ASDisplayNode {}\n" + controller + """

            final class Loader {
                func load(_ done: @escaping (ASDisplayNode) -> Void) {
                    fetch { done(CommentNode()) }
                }
            }
            """])
        XCTAssertEqual(found, .unknown)
    }

    /// A node created in a private helper of a node (whose methods have no context of their own) is
    /// created where each of its type's calls of the helper runs: on main when every call is (the note
    /// at the call); unknown when one is not known; background when one runs there.
    func testAPrivateHelperRunsWhereItsCallersDo() {
        func helperProject(_ calls: String) -> [String: String] {
            ["A.swift": """
                final class CommentNode: ASDisplayNode {}
                final class ThreadNode: ASDisplayNode {
                    override func didLoad() {
                        super.didLoad()
                        \(calls)
                    }

                    private func addComment() {
                        addSubnode(CommentNode())
                    }
                }
                """]
        }
        let main = evidence("CommentNode", helperProject("DispatchQueue.main.async { self.addComment() }\n        addComment()"))
        XCTAssertEqual(main.level, .mainOnly)
        XCTAssertEqual(main.notes.map(\.start.line), [6])
        XCTAssertEqual(evidence("CommentNode", helperProject("fetch { self.addComment() }")), .unknown)
        XCTAssertEqual(evidence("CommentNode", helperProject("DispatchQueue.global().async { self.addComment() }")).level, .background)
        // Not private: called from anywhere, so its own context stays unknown.
        let open = helperProject("DispatchQueue.main.async { self.addComment() }")["A.swift"]!.replacingOccurrences(of: "private func", with: "func")
        XCTAssertEqual(evidence("CommentNode", ["A.swift": open]), .unknown)
    }

    /// Layout code may run on either thread: a node created there proves nothing.
    func testCreationInLayoutCodeIsNotProof() {
        let found = evidence("CommentNode", ["A.swift": """
            final class CommentNode: ASDisplayNode {}
            final class ThreadNode: ASDisplayNode {
                override func layoutSpecThatFits(_ size: ASSizeRange) -> ASLayoutSpec {
                    return ASWrapperLayoutSpec(layoutElement: CommentNode())
                }
            }
            """])
        XCTAssertEqual(found, .unknown)
    }

    /// A node whose init creates its own kind (replies of a comment): the cycle proves nothing, and
    /// the one real site still decides.
    func testACycleThroughInitIsNotProof() {
        let source = """
            final class CommentNode: ASDisplayNode {
                private var replies: [CommentNode] = []
                init(depth: Int) {
                    super.init()
                    if depth > 0 { replies = [CommentNode(depth: depth - 1)] }
                }
            }
            """
        XCTAssertEqual(evidence("CommentNode", ["A.swift": source]), .unknown)
        let withBlock = source + """

            final class Feed: NSObject, ASTableDataSource {
                func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
                    return { ASCellNode() }
                }
                func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
                    let cell = ASCellNode()
                    cell.addSubnode(CommentNode(depth: 2))
                    return cell
                }
            }
            """
        XCTAssertEqual(evidence("CommentNode", ["A.swift": withBlock]).level, .unknown,
                       "the recursive site in its own init is unknown, so main-only is not proven")
    }

    /// Two classes of one name in one module: their record merges unrelated classes.
    func testAnAmbiguousClassIsUnknown() {
        let found = evidence("CommentNode", [
            "A.swift": "final class CommentNode: ASDisplayNode {}\n" + controller,
            "B.swift": "final class CommentNode: ASDisplayNode {}\n",
        ])
        XCTAssertEqual(found, .unknown)
    }

    /// A class the project cannot see all of: Texture's own, or not a node.
    func testTextureClassesAndOtherTypesHaveNoEvidence() {
        let project = TestProject(["A.swift": "final class Model {}\n" + controller])
        XCTAssertEqual(project.index.creationEvidence(of: "ASTextNode"), .unknown)
        XCTAssertEqual(project.index.creationEvidence(of: "Model"), .unknown)
    }
}
