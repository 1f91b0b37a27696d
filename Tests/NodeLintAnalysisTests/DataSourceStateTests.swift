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
}
