import Foundation
import TextureReference
import XCTest

final class EagerController: ASDKViewController<ASTableNode> {
    var events: [String] = []
    static var viewLine = 0
    var initFinished = false

    override init() {
        let table = ASTableNode()
        super.init(node: table)
        EagerController.viewLine = #line; table.view.separatorStyle = .none
        initFinished = true
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad(initFinished: \(initFinished))")
    }
}

final class PatientController: ASDKViewController<ASDisplayNode> {
    var layoutPasses = 0
    var events: [String] = []
    override init() {
        super.init(node: ASDisplayNode())
        node.backgroundColor = .white
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("viewWillAppear")
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutPasses += 1
        events.append("viewWillLayoutSubviews \(Int(view.bounds.width))x\(Int(view.bounds.height))")
    }
}

final class ReplacingController: ASDKViewController<ASDisplayNode> {
    static let loadViewLine = #line + 1
    override func loadView() {
        view = UIView()
    }
}

final class GestureInLayoutController: ASDKViewController<ASDisplayNode> {
    static var addLine = 0
    override init() { super.init(node: ASDisplayNode()) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        GestureInLayoutController.addLine = #line; view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("tap")))
    }
}

/// ASDKViewController (docs/texture-facts.md#view-controllers).
final class ViewControllerTests: XCTestCase {
    func testTouchingNodeViewInInitLoadsTheControllerInsideInit() {
        var controller: EagerController?
        let violations = TextureRuntime.collectViolations { controller = EagerController() }
        XCTAssertEqual(controller?.events, ["viewDidLoad(initFinished: false)"], "viewDidLoad ran inside init")
        XCTAssertEqual(violations.map(\.ruleAndLine), [RuleAndLine(ruleID: RuleID.viewAccessInVCInit,
                                                                   line: EagerController.viewLine)], "\(violations)")
    }

    func testPresentingRunsTheLifecycleAndLayoutPassesRunManyTimes() {
        let controller = PatientController()
        let violations = TextureRuntime.collectViolations {
            let life = ScenarioLife()
            XCTAssertFalse(controller.node.isNodeLoaded, "nothing loads in init")
            life.present(controller)
            XCTAssertTrue(controller.view === controller.node.view, "loadView replaced the view with the node's")
            life.rotate(controller)
            life.showKeyboard(controller)
        }
        XCTAssertEqual(violations, [])
        XCTAssertEqual(controller.events, ["viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews 390x844",
                                           "viewWillLayoutSubviews 844x390", "viewWillLayoutSubviews 844x90"])
        XCTAssertTrue(controller.node.isVisible)
    }

    func testReplacingTheViewInLoadView() throws {
        try XCTSkipUnless(TextureRuntime.canInspectOverrides)
        let violations = TextureRuntime.collectViolations {
            ScenarioLife().present(ReplacingController(node: ASDisplayNode()))
        }
        // Once, at the override: it skipped super and replaced the view, and the node is not shown.
        XCTAssertEqual(violations.map(\.ruleAndLine), [
            RuleAndLine(ruleID: RuleID.loadViewOverride, line: ReplacingController.loadViewLine),
        ], "\(violations)")
    }

    func testControllerCreatedOffMainIsReportedWhereItIsConstructed() {
        var line = 0
        let violations = TextureRuntime.collectViolations {
            _ = TextureRuntime.onBackgroundThread { line = #line; return PatientController() }
        }
        XCTAssertEqual(violations.filter { $0.ruleID == RuleID.vcCreatedOffMain }.map(\.location?.line), [line],
                       "\(violations)")
    }

    func testOneTimeSetupInLayoutPassIsObservedOnTheSecondPass() {
        let violations = TextureRuntime.collectViolations {
            let life = ScenarioLife()
            let controller = GestureInLayoutController()
            life.present(controller)
            life.rotate(controller)
        }
        XCTAssertEqual(violations.map(\.ruleAndLine), [RuleAndLine(ruleID: RuleID.oneTimeSetupInLayoutPass,
                                                                   line: GestureInLayoutController.addLine)])
    }
}
