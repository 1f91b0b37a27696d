import NodeLintAnalysis
import NodeLintModel
import NodeLintObjC
import XCTest

final class ClassGraphTests: XCTestCase {
    func testSubclassOfAProjectBaseClassDerivingFromASCellNodeIsANode() {
        let project = TestProject([
            "Base.swift": "class BaseCell: ASCellNode {}\nclass BrandedCell: BaseCell {}\n",
            "Feed.swift": "final class PostCell: BrandedCell {}\nfinal class Plain: NSObject {}\n",
        ])
        XCTAssertTrue(project.index.isNode("PostCell"))
        XCTAssertTrue(project.index.isCellNode("PostCell"))
        XCTAssertEqual(project.index.lineage(of: "PostCell"), ["PostCell", "BrandedCell", "BaseCell", "ASCellNode", "ASDisplayNode", "NSObject"])
        XCTAssertFalse(project.index.isNode("Plain"))
        XCTAssertEqual(project.index.textureAncestor(of: "PostCell"), "ASCellNode")
    }

    /// The file with the extension is read first (a linted file comes before the project's other
    /// files): what it conforms to must not take the superclass's place.
    func testAnExtensionReadBeforeTheDeclarationKeepsTheSuperclassFirst() {
        let project = TestProject([
            "A+Delegate.swift": "extension Cell: UITableViewDelegate {}\n",
            "Cell.swift": "final class Cell: ASCellNode {}\n",
        ])
        XCTAssertTrue(project.index.isCellNode("Cell"))
        XCTAssertEqual(project.index.record("Cell")?.inherits.map { $0.text }, ["ASCellNode", "UITableViewDelegate"])
        let files = [("CardNode.m", "@interface CardNode () <ASTableDataSource>\n@end\n@implementation CardNode\n@end\n"),
                     ("CardNode.h", "@interface CardNode : ASDKViewController<ASTableNode *>\n@end\n")]
            .map { ObjCFrontEnd.parseDeclarations(path: $0.0, bytes: Array($0.1.utf8)) }
        XCTAssertTrue(ProjectIndex.of(files).isNodeViewController("CardNode"))
    }

    func testMembersDeclaredInExtensionsInOtherFilesBelongToTheirType() {
        let project = TestProject([
            "Cell.swift": "final class Cell: ASCellNode { let title = ASTextNode() }\n",
            "Cell+Layout.swift": "extension Cell { func makeSpec() -> ASLayoutSpec { ASLayoutSpec() }\n var badge: ASImageNode { ASImageNode() } }\n",
        ])
        let names = project.index.record("Cell")!.members.map(\.name)
        XCTAssertEqual(Set(names), ["title", "makeSpec", "badge"])
        XCTAssertEqual(project.index.memberType("title", in: "Cell")?.base, "ASTextNode")
    }

    func testTypealiasesResolve() {
        let project = TestProject([
            "Aliases.swift": "typealias BaseNode = ASDisplayNode\ntypealias Controller = ASDKViewController<ASTableNode>\n",
            "Use.swift": "final class Badge: BaseNode {}\nfinal class List: Controller {}\n",
        ])
        XCTAssertTrue(project.index.isNode("Badge"))
        XCTAssertTrue(project.index.isNodeViewController("List"))
    }

    func testLegacyTextureNamesAreAccepted() {
        let project = TestProject([
            "Old.swift": "final class Feed: ASViewController<ASTableNode> {}\nfinal class Nav: ASNavigationController {}\n",
        ])
        XCTAssertTrue(project.index.isNodeViewController("Feed"))
        XCTAssertTrue(project.index.isTextureViewController("Nav"))
        XCTAssertEqual(project.index.memberType("node", in: "Feed")?.base, "ASTableNode")
    }

    func testNestedTypesResolveLexically() {
        let project = TestProject([
            "Nested.swift": """
                final class FeedController: ASDKViewController<ASTableNode> {
                    final class Cell: ASCellNode {}
                }
                final class ProfileController: ASDKViewController<ASTableNode> {
                    final class Cell: NSObject {}
                }
                """,
        ])
        XCTAssertTrue(project.index.isNode("Cell", from: "FeedController"))
        XCTAssertFalse(project.index.isNode("Cell", from: "ProfileController"))
    }

    func testNamesResolveFromTheInnermostScopeOutwards() {
        let project = TestProject([
            "Scopes.swift": """
                enum Feed {
                    enum Rows {
                        final class Cell: ASCellNode {}
                        typealias Header = Banner
                    }
                    final class Banner: ASDisplayNode {}
                    final class Cell: NSObject {}
                }
                final class Cell: ASDisplayNode {}
                """,
        ])
        let index = project.index
        XCTAssertEqual(index.resolve("Cell", from: "Feed.Rows"), "Feed.Rows.Cell")
        XCTAssertEqual(index.resolve("Cell", from: "Feed"), "Feed.Cell")
        XCTAssertEqual(index.resolve("Cell", from: ""), "Cell")
        XCTAssertEqual(index.resolve("Banner", from: "Feed.Rows"), "Feed.Banner")
        XCTAssertEqual(index.resolve("Header", from: "Feed.Rows"), "Feed.Banner")
        XCTAssertEqual(index.resolve("Rows.Cell", from: "Feed"), "Feed.Rows.Cell")
        XCTAssertEqual(index.resolve("UIView", from: "Feed.Rows"), "UIView")
        XCTAssertTrue(index.isNode("Header", from: "Feed.Rows"))
        XCTAssertFalse(index.isNode("Cell", from: "Feed"))
    }

    func testConfiguredBaseClassesOutsideTheTreeAreNodesAndControllers() {
        let file = TestProject(["A.swift": "final class Chip: BrandNode {}\nfinal class Home: BrandController {}\n"]).files[0]
        let index = ProjectIndex.of([file], extraNodeBases: ["BrandNode"], extraViewControllerBases: ["BrandController"])
        XCTAssertTrue(index.isNode("Chip"))
        XCTAssertTrue(index.isNodeViewController("Home"))
    }

    func testOnlyFilesThatConcernTextureAreAnalysed() {
        let project = TestProject([
            "Node.swift": "class Base: ASDisplayNode {}\n",
            "Sub.swift": "final class Sub: Base {}\n",
            "Uses.swift": "final class Router { func open() { DispatchQueue.global().async { _ = FeedController() } } }\n",
            "Feed.swift": "final class FeedController: ASDKViewController<ASTableNode> {}\n",
            "Plain.swift": "struct Money { let cents: Int }\nfinal class Formatter { func format(_ m: Money) -> String { \"\" } }\n",
        ])
        let names = project.index.projectTextureNames()
        let concerned = project.files.filter {
            project.index.concernsTexture(FileSummary($0), bytes: $0.text.bytes, projectTextureNames: names)
        }.map(\.path)
        XCTAssertEqual(concerned.sorted(), ["Feed.swift", "Node.swift", "Sub.swift", "Uses.swift"])
    }

    /// The first pass reads Swift files for their declarations only; a file that concerns Texture only
    /// through the index (it names no Texture class) must still get its full parse and its rules.
    func testAFileThatConcernsTextureOnlyThroughTheIndexIsLintedInFull() {
        let diagnostics = TestProject.lint([
            "Base.swift": "class BaseNode: ASDisplayNode {}\n",
            "Sub.swift": "final class Badge: BaseNode {\n    override init() {\n        super.init()\n        view.tag = 1\n    }\n}\n",
            "Plain.swift": "final class Money {\n    init() { let view = 1; _ = view }\n}\n",
        ], rules: ["view-access-in-init"])
        XCTAssertEqual(diagnostics.map { "\($0.path):\($0.start.line)" }, ["Sub.swift:4"])
    }
}
