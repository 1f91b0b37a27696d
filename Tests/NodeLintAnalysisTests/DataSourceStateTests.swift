import NodeLintAnalysis
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
}
