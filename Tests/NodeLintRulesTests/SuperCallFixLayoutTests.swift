import NodeLintModel
import NodeLintRules
import XCTest

/// The super call `missing-super-call` inserts follows the file's layout beyond the page's examples:
/// tabs, two-space files, CRLF, bodies on one line, comments after the brace, directives; and it is
/// not offered where the text is not as expected or super is called somewhere.
final class SuperCallFixLayoutTests: XCTestCase {
    private func fixed(_ code: String, language: Language = .swift) -> String {
        let found = ExampleHarness.lint(code, language: language, ruleID: "missing-super-call", options: [:])
        XCTAssertFalse(found.isEmpty, "no finding in\n\(code)")
        return String(decoding: FixApplication.apply(found.compactMap(\.fix), to: Array(code.utf8)).bytes, as: UTF8.self)
    }

    func testTabsAndCRLFAreKept() {
        let code = "final class Cell: ASCellNode {\r\n\toverride func didLoad() {\r\n\t\tbackgroundColor = .red\r\n\t}\r\n}\r\n"
        XCTAssertEqual(fixed(code),
                       "final class Cell: ASCellNode {\r\n\toverride func didLoad() {\r\n\t\tsuper.didLoad()\r\n\t\tbackgroundColor = .red\r\n\t}\r\n}\r\n")
        let empty = "final class Cell: ASCellNode {\n\toverride func didLoad() {\n\t}\n}\n"
        XCTAssertEqual(fixed(empty), "final class Cell: ASCellNode {\n\toverride func didLoad() {\n\t\tsuper.didLoad()\n\t}\n}\n")
    }

    func testTwoSpaceFilesGetTwoSpaces() {
        let code = "final class Cell: ASCellNode {\n  override func didLoad() {}\n}\n"
        XCTAssertEqual(fixed(code), "final class Cell: ASCellNode {\n  override func didLoad() {\n    super.didLoad()\n  }\n}\n")
    }

    func testACommentAfterTheBraceAndDirectivesBeforeTheFirstStatement() {
        let code = """
            final class Cell: ASCellNode {
                override func didLoad() { // set up
            #if DEBUG
                    backgroundColor = .red
            #endif
                }
            }

            """
        XCTAssertEqual(fixed(code), """
            final class Cell: ASCellNode {
                override func didLoad() { // set up
                    super.didLoad()
            #if DEBUG
                    backgroundColor = .red
            #endif
                }
            }

            """)
    }

    func testNoFixWhereCodeFollowsTheBraceOnItsLineOrACommentStaysOpen() {
        for code in ["final class Cell: ASCellNode {\n    override func didLoad() { backgroundColor = .red\n    }\n}\n",
                     "final class Cell: ASCellNode {\n    override func didLoad() { /* set\n    up */ backgroundColor = .red\n    }\n}\n"] {
            XCTAssertEqual(fixed(code), code)
        }
    }

    func testNoFixWhereSuperIsCalledSomewhere() {
        let code = """
            final class ImageNode: ASNetworkImageNode {
                override func didExitPreloadState() {
                    DispatchQueue.main.async {
                        super.didExitPreloadState()
                    }
                }
            }

            """
        XCTAssertEqual(fixed(code), code)
    }

    func testParameterNamesAsWritten() {
        let code = """
            final class Controller: ASDKViewController<ASDisplayNode> {
                override func viewWillAppear(_ `default`: Bool) {
                    print(`default`)
                }

                override func didMove(toParent: UIViewController?) {
                    print(toParent as Any)
                }
            }

            """
        XCTAssertEqual(fixed(code), """
            final class Controller: ASDKViewController<ASDisplayNode> {
                override func viewWillAppear(_ `default`: Bool) {
                    super.viewWillAppear(`default`)
                    print(`default`)
                }

                override func didMove(toParent: UIViewController?) {
                    super.didMove(toParent: toParent)
                    print(toParent as Any)
                }
            }

            """)
    }

    func testObjectiveCOneLineBodies() {
        let code = """
            @interface Controller : ASDKViewController<ASDisplayNode *>
            @end

            @implementation Controller
            - (void)viewWillAppear:(BOOL)animated { [self.node setNeedsLayout]; }
            - (void)viewDidLayoutSubviews {}
            @end

            """
        XCTAssertEqual(fixed(code, language: .objectiveC), """
            @interface Controller : ASDKViewController<ASDisplayNode *>
            @end

            @implementation Controller
            - (void)viewWillAppear:(BOOL)animated { [super viewWillAppear:animated]; [self.node setNeedsLayout]; }
            - (void)viewDidLayoutSubviews {
                [super viewDidLayoutSubviews];
            }
            @end

            """)
    }
}
