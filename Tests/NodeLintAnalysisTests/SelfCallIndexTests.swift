@testable import NodeLintAnalysis
import NodeLintModel
import XCTest

/// What the index keeps of a type's self calls to the end of a run is kept once: a method its records
/// hold twice is one target of a call, and a type that reads a property many times is one reader of it.
final class SelfCallIndexTests: XCTestCase {
    /// An Objective-C method is declared in the interface and defined in the implementation: two member
    /// records of one signature, one method.
    func testAMethodDeclaredAndDefinedIsOneTargetOfACall() {
        let project = TestProject(["CardNode.m": """
            @interface CardNode : ASDisplayNode
            - (void)setUp;
            @end
            @implementation CardNode
            - (instancetype)init {
                self = [super init];
                [self setUp];
                return self;
            }
            - (void)setUp {}
            @end
            """])
        XCTAssertEqual(project.index.classGraph.members(namedAnyOf: ["setUp"], in: "CardNode")["setUp"]?.count, 2,
                       "the records hold the method twice, which is what this test is about")
        let calls = project.index.selfCalls["CardNode"] ?? []
        let k = calls.firstIndex { $0.callee == "setUp" }!
        let targets = project.index.targetsOfSelfCalls(in: "CardNode")[k]
        XCTAssertEqual(targets.map { "\($0.type).\($0.signature)" }, ["CardNode.setUp()"])
    }

    func testATypeThatReadsAPropertyOftenIsOneReaderOfIt() {
        let project = TestProject(["Cell.swift": """
            final class Cell: ASCellNode {
                lazy var badge = ASImageNode()
                override init() { super.init(); _ = badge; _ = badge }
                func show() { _ = badge }
            }
            """])
        XCTAssertEqual(project.index.merged.readers["badge"], ["Cell"])
        XCTAssertEqual(project.index.reads(of: "badge").map { "\($0.type)@\($0.call.position.line)" }, ["Cell@3", "Cell@3", "Cell@4"])
    }
}

/// Arrays the index keeps to the end of a run hold no spare room (`exactlySized`).
final class ExactlySizedTests: XCTestCase {
    func testAnArrayBuiltByAppendingIsCopiedToItsCount() {
        var grown: [Int] = []
        for k in 0..<1000 { grown.append(k) }
        XCTAssertGreaterThan(grown.capacity, grown.count, "appending leaves room: what this test is about")
        let sized = grown.exactlySized()
        XCTAssertEqual(sized, grown)
        XCTAssertLessThan(sized.capacity, grown.capacity)
        XCTAssertLessThanOrEqual(sized.capacity - sized.count, 8, "only the allocator's rounding is left")
    }

    func testTheSelfCallsOfATypeAreKeptWithoutSpareRoom() {
        let body = (0..<40).map { "        helper\($0 % 3)()" }.joined(separator: "\n")
        let project = TestProject(["Cell.swift": """
            final class Cell: ASCellNode {
                override init() {
                    super.init()
            \(body)
                }
                func helper0() {}
                func helper1() {}
                func helper2() {}
            }
            """])
        let calls = project.index.selfCalls["Cell"] ?? []
        XCTAssertEqual(calls.count, 40)
        XCTAssertLessThanOrEqual(calls.capacity - calls.count, 2)
    }
}
