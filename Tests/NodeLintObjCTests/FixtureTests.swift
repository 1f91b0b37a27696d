import XCTest
import Foundation
import NodeLintModel
@testable import NodeLintObjC

/// The sample files in fixtures/objc, end to end.
final class FixtureTests: XCTestCase {
    private func fixture(_ name: String) throws -> SourceFile {
        let path = CompileCommandsTests.fixtures + "/" + name
        return ObjCFrontEnd.parse(path: path, bytes: try Array(Data(contentsOf: URL(fileURLWithPath: path))), arguments: [])
    }

    func testPhotoCellNode() throws {
        let file = try fixture("PhotoCellNode.m")
        XCTAssertEqual(file.problems.count, 0, file.problemLines.joined(separator: "\n"))
        XCTAssertEqual(file.types.map { "\($0.kind.rawValue) \($0.name)" }, ["extension PhotoCellNode", "class PhotoCellNode"])
        XCTAssertEqual(file.types[0].members.map { "\($0.name): \($0.declaredType?.text ?? "-")" }, ["cachedSpec: ASLayoutSpec"])
        XCTAssertEqual(file.globals.map(\.name), ["kInset"])
        let initBody = file.body("initWithPhoto:")
        for expected in ["name(_badge) = call(name(UILabel), [])",
                         "member(member(member(self, view), layer), cornerRadius) = lit(integer)",
                         "call(member(member(name(_imageNode), view), addGestureRecognizer), [call(name(UITapGestureRecognizer), [target: self, action: #selector(name(tap:))])])",
                         "member(self, automaticallyManagesSubnodes) = lit(boolean)"] {
            XCTAssertTrue(initBody.contains(expected), expected)
        }
        XCTAssertTrue(file.body("layoutSpecThatFits").hasPrefix(
            "variable width: CGFloat = member(member(member(call(member(name(UIScreen), mainScreen), []), bounds), size), width)"))
        XCTAssertEqual(file.comments.count, 3)
    }

    func testFeedViewController() throws {
        let file = try fixture("FeedViewController.m")
        XCTAssertEqual(file.problems.count, 0, file.problemLines.joined(separator: "\n"))
        XCTAssertEqual(file.body("tableNode:nodeBlockForRowAtIndexPath:"),
                       "variable photo: PhotoModel = subscript(member(self, photos), [member(name(indexPath local:indexPath), row)]); return closure(){return call(name(PhotoCellNode), [photo: name(photo local:photo)])}")
        XCTAssertTrue(file.body("viewDidLoad").hasSuffix("member(member(member(self, node), view), separatorStyle) = name(UITableViewCellSeparatorStyleNone)"))
    }

    func testHeader() throws {
        let file = try fixture("PhotoCellNode.h")
        XCTAssertEqual(Outline.lines(for: file).map { $0.split(separator: "\t").dropFirst().joined(separator: " ") }, [
            "class PhotoCellNode 8 16 ASCellNode",
            "var PhotoCellNode photo 10 10",
            "var PhotoCellNode imageNode 11 11",
            "init PhotoCellNode init(photo:) 13 13",
            "init PhotoCellNode init() 14 14",
        ])
    }

    func testObjectiveCPlusPlusFixture() throws {
        let file = try fixture("LockedNode.mm")
        XCTAssertTrue(file.body("init").contains("variable l: AS::MutexLocker = call(name(MutexLocker), [name(_lock)])"))
        XCTAssertEqual(file.body("layout"), "call(member(super, layout), []); call(name(ASLockScopeSelf), [])")
    }

    func testBrokenFileIsModelledOnWhatParsed() throws {
        let file = try fixture("Broken.m")
        XCTAssertEqual(file.problemLines, ["20:16 libclang could not read 1 statement (the first is here); they are not linted; give the file's compiler arguments (compile_commands.json) to read it all"])
        XCTAssertTrue(file.body("init").contains("variable thing: MissingThing = call(member(name(MissingThing), thing), [options: seq(name(MissingOptionA) | name(MissingOptionB))])"))
        XCTAssertEqual(file.body("didLoad"), "call(member(super, didLoad), []); variable broken: int; member(member(self, view), alpha) = lit(float)")
    }
}
