@testable import NodeLintAnalysis
import NodeLintEngine
import NodeLintModel
import XCTest

/// A lint run's index keeps a plain read (one that runs no project code) as two names, not as a self
/// call (`separatingPlainReads`), and answers every question as an index that keeps every read.
final class PlainReadsTests: XCTestCase {
    private let sources = [
        "BaseNode.swift": """
            class BaseNode: ASDisplayNode {
                lazy var shadow = ASDisplayNode()
                let title = ASTextNode()
            }
            """,
        "CardNode.swift": """
            final class CardNode: BaseNode {
                lazy var badge = ASImageNode()
                let subtitle = ASTextNode()
                let footer = ASTextNode()
                override init() {
                    super.init()
                    setUp()
                }
                func setUp() {
                    let name = title
                    let detail = subtitle
                    let again = subtitle
                    let icon = badge
                    let back = shadow
                    DispatchQueue.main.async { let end = self.footer }
                    style()
                }
                func style() { let text = title.attributedText }
            }
            """,
    ]

    /// Both indexes of `sources`: one that keeps every read (the tests' and a live workspace's), one made
    /// as a lint run makes it.
    private func indexes() -> (everyRead: ProjectIndex, separated: ProjectIndex) {
        let project = TestProject(sources)
        let classes = project.index.classGraph
        let behaviours = project.files.map { BehaviourSummary($0, in: classes).separatingPlainReads(in: classes) }
        return (project.index, ProjectIndex(classes: classes, behaviours: behaviours, replaceable: false))
    }

    func testPlainReadsLeaveTheSelfCallsAndReadsOfLazyPropertiesStay() {
        let (everyRead, separated) = indexes()
        let uses = { (index: ProjectIndex) in (index.selfCalls["CardNode"] ?? []).map { $0.isCall ? "\($0.callee)()" : $0.callee } }
        XCTAssertEqual(uses(everyRead), ["setUp()", "title", "subtitle", "subtitle", "badge", "shadow", "style()", "footer", "title"],
                       "every self use, the one in the main-queue closure included: what this test is about")
        // `shadow` is lazy in the superclass: the read may create it, so it stays a self call.
        XCTAssertEqual(uses(separated), ["setUp()", "badge", "shadow", "style()"])
        XCTAssertEqual(Set(separated.merged.plainReads["CardNode"] ?? []),
                       [PlainRead(caller: "setUp", property: "title"), PlainRead(caller: "setUp", property: "subtitle"),
                        PlainRead(caller: "style", property: "title")],
                       "each (member, property) once, and not the read in the main-queue closure (a context of its own)")
    }

    func testTheIndexAnswersAsOneThatKeepsEveryRead() {
        let (everyRead, separated) = indexes()
        for method in ["setUp", "style", "init"] {
            XCTAssertEqual(separated.propertiesRead(by: method, in: "CardNode"), everyRead.propertiesRead(by: method, in: "CardNode"), method)
        }
        XCTAssertEqual(separated.propertiesRead(by: "setUp", in: "CardNode"), ["title", "subtitle", "badge", "shadow"],
                       "a read in a closure with a context of its own is not the method's")
        for (type, member) in [("CardNode", "badge"), ("BaseNode", "shadow"), ("CardNode", "setUp()"), ("CardNode", "style()")] {
            let contexts = { (index: ProjectIndex) in
                index.propagatedContexts(type: type, method: member).map { "\($0.context) via \($0.via.map(\.callee))" }
            }
            XCTAssertEqual(contexts(separated), contexts(everyRead), "\(type).\(member)")
        }
        XCTAssertFalse(everyRead.propagatedContexts(type: "CardNode", method: "badge").isEmpty,
                       "a read in init creates the lazy property there: the comparison above compares something")
        XCTAssertEqual(separated.merged.readers["badge"], ["CardNode"])
        XCTAssertNil(separated.merged.readers["subtitle"], "a plain read is no reader of a lazy property")
    }
}
