@testable import NodeLintAnalysis
import NodeLintModel
import XCTest

/// Whether a data source's state can change after its container starts loading
/// (`ProjectIndex.changesAfterLoading`), across files: code the run did not read for its behaviour
/// (a file that does not concern Texture) may change what it can name, and nothing else.
final class DataSourceStateTests: XCTestCase {
    /// The data source of the judged false alarms (Texture's TextStressTest, FlowCrypt): its collection is
    /// filled in `viewDidLoad` and, unless `extraMember` writes it, never written again.
    private func controller(extraMember: String) -> String {
        """
        final class LabelsViewController: ASDKViewController<ASCollectionNode>, ASCollectionDataSource {
            private var labels: [String] = []

            override init() {
                super.init(node: ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout()))
                node.dataSource = self
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                labels = ["Fight of the Living Dead", "S1 E1"]
            }

            func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
                return {
                    let cell = ASTextCellNode()
                    cell.text = self.labels[0]
                    return cell
                }
            }
            \(extraMember)
        }

        """
    }

    private func findings(_ extraMember: String, helpers: [String: String]) -> [String] {
        var sources = helpers
        sources["LabelsViewController.swift"] = controller(extraMember: extraMember)
        return TestProject.lint(sources, rules: ["node-block-data-source-access"]).map { "\($0.path):\($0.start.line)" }
    }

    /// An ordinary helper extension of UIViewController (or NSObject) in a file that does not concern
    /// Texture: the project only extends those classes, and an extension can neither add stored state
    /// nor name a subclass's, so it cannot change `labels`.
    func testExtensionsOfAFrameworkAncestorCannotChangeASubclasssState() {
        let helpers = [
            "UIViewController+Alert.swift": """
            extension UIViewController {
                func showError(_ message: String) {
                    let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
                    present(alert, animated: true)
                }
            }

            """,
            "NSObject+Describing.swift": "extension NSObject {\n    var typeDescription: String { String(describing: type(of: self)) }\n}\n",
        ]
        XCTAssertEqual(findings("", helpers: helpers), [])
    }

    /// The control: the same files, with `labels` written again after loading, is reported; and a project
    /// superclass whose code was not read may change what the subclass inherits from it.
    func testStateWrittenAfterLoadingOrInAnUnreadProjectSuperclassIsStillReported() {
        let helper = ["UIViewController+Alert.swift": "extension UIViewController {\n    func showError(_ message: String) {}\n}\n"]
        XCTAssertEqual(findings("func reload() { labels = [] }", helpers: helper), ["LabelsViewController.swift:17"])
        let inherited = TestProject.lint([
            "BaseListController.swift": """
            class BaseListController: UIViewController {
                var items: [String] = []
                func refresh() { items = [] }
            }

            """,
            "ListViewController.swift": """
            final class ListViewController: BaseListController, ASTableDataSource {
                func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
                    return {
                        let cell = ASTextCellNode()
                        cell.text = self.items[0]
                        return cell
                    }
                }
            }

            """,
        ], rules: ["node-block-data-source-access"]).map { "\($0.path):\($0.start.line)" }
        XCTAssertEqual(inherited, ["ListViewController.swift:5"])
    }

    /// InstaCloneTexture's data sources (judged false alarms): the model is set by a method of the data
    /// source that only its owner's initializer calls, in another file, on the data source the owner makes;
    /// the model is a decoded struct declared in a file that does not concern Texture.
    private func homeProject(ownerExtra: String = "", otherFiles: [String: String] = [:]) -> [String] {
        var sources = otherFiles
        sources["FeedModel.swift"] = """
        struct FeedModel: Codable {
            var posts: [String]?
        }

        """
        sources["HomeTableDataSource.swift"] = """
        final class HomeTableDataSource: NSObject, ASTableDataSource {
            private var model: FeedModel?

            func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
                return { [weak self] in
                    let cell = ASTextCellNode()
                    cell.text = self?.model?.posts?[indexPath.row] ?? ""
                    return cell
                }
            }

            func loadBundledFeed() {
                model = FeedModel(posts: ["Welcome"])
            }
        }

        """
        sources["HomeNode.swift"] = """
        final class HomeNode: ASDisplayNode {
            let table = ASTableNode()
            let dataSource = HomeTableDataSource()

            override init() {
                super.init()
                table.dataSource = dataSource
                setUp()
            }

            private func setUp() {
                dataSource.loadBundledFeed()
            }
            \(ownerExtra)
        }

        """
        return TestProject.lint(sources, rules: ["node-block-data-source-access"]).map { "\($0.path):\($0.start.line)" }
    }

    func testASetUpMethodOnlyItsOwnersInitializerCallsDoesNotChangeTheStateAfterLoading() {
        XCTAssertEqual(homeProject(), [])
    }

    /// The controls: the owner calls it again later; another type calls it, later, on a data source it
    /// makes itself; a type calls it in its initializer on a data source it was given; a call through a
    /// property whose type the graph does not know.
    func testASetUpMethodCalledAgainAfterLoadingOrOnAnotherObjectIsAChange() {
        XCTAssertEqual(homeProject(ownerExtra: "func refresh() { dataSource.loadBundledFeed() }"), ["HomeTableDataSource.swift:7"])
        let later = ["FeedRefresher.swift": """
            final class FeedRefresher: ASDisplayNode {
                let source = HomeTableDataSource()
                func refresh() { source.loadBundledFeed() }
            }

            """]
        XCTAssertEqual(homeProject(otherFiles: later), ["HomeTableDataSource.swift:7"])
        let given = ["SharedFeedNode.swift": """
            final class SharedFeedNode: ASDisplayNode {
                let source: HomeTableDataSource
                init(shared: HomeTableDataSource) {
                    source = shared
                    super.init()
                    source.loadBundledFeed()
                }
            }

            """]
        XCTAssertEqual(homeProject(otherFiles: given), ["HomeTableDataSource.swift:7"])
        let unknown = ["FeedPoller.swift": """
            final class FeedPoller: ASDisplayNode {
                var source = makeSource()
                func poll() { source.loadBundledFeed() }
            }

            """]
        XCTAssertEqual(homeProject(otherFiles: unknown), ["HomeTableDataSource.swift:7"])
    }

    /// Submission-Capstone's grid (judged false alarms): the node block reads the state of an object the
    /// data source holds, a presenter in a file that imports only Foundation, set in the presenter's
    /// initializer and nowhere else. Its code is read (DataSourceHolds), so what it changes is known.
    private func gridProject(presenterExtra: String) -> [String] {
        TestProject.lint([
            "MoviesPresenter.swift": """
            import Foundation

            final class MoviesPresenter {
                var movies: [String] = []
                init(all: [String]) { load(all) }
                private func load(_ all: [String]) { movies = all }
                \(presenterExtra)
            }

            """,
            "GridDataSource.swift": """
            final class GridDataSource: NSObject, ASCollectionDataSource {
                let presenter: MoviesPresenter
                init(presenter: MoviesPresenter) { self.presenter = presenter }

                func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
                    return { [weak self] in
                        let cell = ASTextCellNode()
                        cell.text = (self?.presenter.movies[indexPath.item] ?? "")
                        return cell
                    }
                }
            }

            """,
        ], rules: ["node-block-data-source-access"]).map { "\($0.path):\($0.start.line)" }
    }

    func testStateOfAnObjectTheDataSourceHoldsIsKnownFromItsCode() {
        XCTAssertEqual(gridProject(presenterExtra: ""), [])
        XCTAssertEqual(gridProject(presenterExtra: "func reload(_ all: [String]) { movies = all }"), ["GridDataSource.swift:8"],
                       "the control: movies written again by a method anyone may call")
    }

    /// Niceter's create-room screen: the data source's list is written by the controller that holds the
    /// data source, in a closure that runs after loading (`self.tableDelegates.adminGroups = …`). The
    /// write is another type's code: it is found through the property that holds the data source.
    private func moviesProject(controllerExtra: String) -> [String] {
        TestProject.lint([
            "MoviesDataSource.swift": """
            final class MoviesDataSource: NSObject, ASCollectionDataSource {
                var movies: [String] = []

                func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
                    return {
                        let cell = ASTextCellNode()
                        cell.text = self.movies[indexPath.item]
                        return cell
                    }
                }
            }

            """,
            "MoviesViewController.swift": """
            final class MoviesViewController: ASDKViewController<ASCollectionNode> {
                let source = MoviesDataSource()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    node.dataSource = source
                    source.movies = ["Heat"]
                    \(controllerExtra)
                }
            }

            """,
        ], rules: ["node-block-data-source-access"]).map { "\($0.path):\($0.start.line)" }
    }

    func testAWriteByTheObjectHoldingTheDataSourceCounts() {
        XCTAssertEqual(moviesProject(controllerExtra: ""), [], "set once in viewDidLoad, before the collection loads")
        XCTAssertEqual(moviesProject(controllerExtra: "DispatchQueue.main.async { self.source.movies.append(\"Ronin\") }"),
                       ["MoviesDataSource.swift:7"])
    }

    /// What a run keeps of the writes into held objects: those into a data source (or a class one holds),
    /// not a node's settings of its subnodes, which are most of them.
    func testARunKeepsOnlyTheHeldWritesIntoStateNodeBlocksRead() {
        let project = TestProject([
            "MoviesDataSource.swift": """
            final class MoviesDataSource: NSObject, ASCollectionDataSource {
                var movies: [String] = []
                func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
                    return { ASTextCellNode() }
                }
            }

            """,
            "MoviesNode.swift": """
            final class MoviesNode: ASDisplayNode {
                let titleNode = ASTextNode()
                let source = MoviesDataSource()
                override init() {
                    super.init()
                    titleNode.maximumNumberOfLines = 1
                    source.movies = ["Heat"]
                }
            }

            """,
        ])
        let classes = project.index.classGraph
        let node = project.files.first { $0.path == "MoviesNode.swift" }!
        let made = BehaviourSummary(node, in: classes)
        XCTAssertEqual(made.heldWrites.flatMap(\.writes).map { "\($0.holder).\($0.property)" }.sorted(),
                       ["source.movies", "titleNode.maximumNumberOfLines"])
        let kept = made.keepingHeldWritesNodeBlocksRead(in: classes)
        XCTAssertEqual(kept.heldWrites.flatMap(\.writes).map { "\($0.holder).\($0.property)" }, ["source.movies"])
        XCTAssertEqual(project.index.heldWrites(into: "MoviesDataSource").map { "\($0.writer): \($0.write.property)" },
                       ["MoviesNode: movies"])
        XCTAssertEqual(project.index.heldWrites(into: "ASTextNode").count, 0)
    }
}
