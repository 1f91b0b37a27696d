import NodeLintAnalysis
import NodeLintModel
import XCTest

/// Whether a container can ask a data source again for an item's node (`ProjectIndex.repeatedNodeRequests`),
/// across files, and what `cell-node-reuse` makes of it for a property holding one node: reported, with a
/// note at the update, only when the data source's code (its extensions and project superclasses
/// included) reloads items or both deletes and inserts them, or when part of that code was not read.
final class RepeatedNodeRequestsTests: XCTestCase {
    /// A one-row form (the judged false alarm in sushnaya-ios) that keeps its cell node.
    private let form = """
        final class CodeViewController: BaseFormController, ASTableDataSource {
            let codeCell = ASTextCellNode()

            func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int {
                1
            }

            func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
                return codeCell
            }
        }

        """

    private let base = "class BaseFormController: ASDKViewController<ASTableNode> {}\n"

    private func findings(_ sources: [String: String]) -> [String] {
        TestProject.lint(sources, rules: ["cell-node-reuse"]).map { diagnostic in
            ([diagnostic.path, "\(diagnostic.start.line)"] + diagnostic.notes.map { "\($0.path):\($0.start.line):\($0.start.column) \($0.message)" })
                .joined(separator: " ")
        }
    }

    func testAFormThatNeverAsksAgainIsNotReported() {
        XCTAssertEqual(findings(["CodeViewController.swift": form, "BaseFormController.swift": base]), [])
        // Inserting alone, or deleting alone, never asks for the node of an item that exists.
        let inserts = "extension CodeViewController {\n    func add() { node.insertRows(at: [], with: .none) }\n}\n"
        XCTAssertEqual(findings(["CodeViewController.swift": form, "BaseFormController.swift": base,
                                 "CodeViewController+Rows.swift": inserts]), [])
    }

    /// The update is in an extension in another file, or in the project superclass: the note points at it.
    func testAReloadInAnotherFileOrASuperclassIsFoundAndNamed() {
        let reload = "extension CodeViewController {\n    func reset() {\n        node.reloadData()\n    }\n}\n"
        XCTAssertEqual(findings(["CodeViewController.swift": form, "BaseFormController.swift": base,
                                 "CodeViewController+Reset.swift": reload]),
                       ["CodeViewController.swift 9 CodeViewController+Reset.swift:3:14 the container asks for its items' nodes again after this reloadData(…)"])
        let reloadingBase = "class BaseFormController: ASDKViewController<ASTableNode> {\n    func refresh() { node.reloadSections(IndexSet(integer: 0), with: .fade) }\n}\n"
        XCTAssertEqual(findings(["CodeViewController.swift": form, "BaseFormController.swift": reloadingBase]),
                       ["CodeViewController.swift 9 BaseFormController.swift:2:27 the container asks for its items' nodes again after this reloadSections(…)"])
        // Of several, a reload in the finding's own file is named, whatever file comes first.
        let formReloading = form.replacingOccurrences(of: "        return codeCell\n    }\n",
                                                      with: "        return codeCell\n    }\n\n    func clear() { node.reloadData() }\n")
        XCTAssertEqual(findings(["CodeViewController.swift": formReloading, "BaseFormController.swift": reloadingBase,
                                 "CodeViewController+Reset.swift": reload]),
                       ["CodeViewController.swift 9 CodeViewController.swift:12:25 the container asks for its items' nodes again after this reloadData(…)"])
        let toggles = "extension CodeViewController {\n    func hide() { node.deleteRows(at: [], with: .none) }\n    func show() { node.insertRows(at: [], with: .none) }\n}\n"
        XCTAssertEqual(findings(["CodeViewController.swift": form, "BaseFormController.swift": base, "CodeViewController+Rows.swift": toggles]),
                       ["CodeViewController.swift 9 CodeViewController+Rows.swift:3:24 the container asks for its items' nodes again after this insertRows(…)"])
    }

    /// A container that feeds itself reloads with an implicit `self`.
    func testAContainerThatIsItsOwnDataSourceReloadsWithoutAReceiver() {
        let table = """
            final class FormTableNode: ASTableNode, ASTableDataSource {
                let codeCell = ASTextCellNode()

                func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
                    return codeCell
                }

                func reset() {
                    reloadData()
                }
            }

            """
        XCTAssertEqual(findings(["FormTableNode.swift": table]),
                       ["FormTableNode.swift 5 FormTableNode.swift:9:9 the container asks for its items' nodes again after this reloadData(…)"])
    }

    /// A project superclass whose file does not concern Texture was not read: what it does is not known,
    /// so the finding stays (without a note).
    func testAnUnreadProjectSuperclassMayAskAgain() {
        let plain = "class BaseFormController: UIViewController {}\n"
        XCTAssertEqual(findings(["CodeViewController.swift": form, "BaseFormController.swift": plain]), ["CodeViewController.swift 9"])
    }
}
