import NodeLintModel
import NodeLintSyntax
import XCTest

/// `[Stmt].forEachNestedStatement`: every statement of a body at any depth of branches, loops and
/// blocks, outer first, and none of a closure's or a local function's.
final class NestedStatementTests: XCTestCase {
    func testVisitsEveryDepthButNotClosuresOrLocalFunctions() {
        let source = """
        func f() {
            if a { do { b() } catch { c() } } else { for x in xs { while y { d() } } }
            defer { e() }
            run { g() }
            func local() { h() }
        }
        """
        let file = SwiftFrontEnd.parse(path: "t.swift", bytes: Array(source.utf8))
        var called: [String] = []
        var blocks: [BlockKind] = []
        file.globals[0].body!.statements.forEachNestedStatement { statement in
            if case .expression(.call(let call)) = statement, case .name(let name, _, _) = call.callee { called.append(name) }
            if case .block(let b) = statement { blocks.append(b.kind) }
        }
        XCTAssertEqual(called, ["b", "c", "d", "e", "run"])
        XCTAssertEqual(blocks, [.do, .catch, .defer])
    }
}
