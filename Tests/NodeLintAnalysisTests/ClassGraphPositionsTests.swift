import NodeLintAnalysis
import NodeLintEngine
import NodeLintModel
import XCTest

/// A class graph patched with a file whose edit moved positions only equals the graph built afresh
/// with that file: the records it contributes to carry the new offsets, every other record is shared.
final class ClassGraphPositionsTests: XCTestCase {
    private let base = "import AsyncDisplayKit\n\nclass BaseNode: ASDisplayNode {\n    func setup() {}\n}\n"
    private let cell = "final class Cell: BaseNode {\n    let title = ASTextNode()\n    override init() { super.init() }\n}\n"
    private let extra = "extension Cell {\n    func configure(animated: Bool) {}\n}\n"

    private func summary(_ path: String, _ text: String) -> FileSummary {
        FileSummary(FrontEnds.parse(path: path, language: .swift, bytes: Array(text.utf8)))
    }

    /// In path order, as LiveWorkspace adds them (the order `replacingPositions` merges records in).
    private func graph(_ summaries: [FileSummary]) -> ClassGraph {
        var builder = ClassGraphBuilder()
        for summary in summaries.sorted(by: { $0.path < $1.path }) { builder.add(summary) }
        return builder.build()
    }

    /// Everything a record says, positions included.
    private func describe(_ graph: ClassGraph) -> [String] {
        graph.records.keys.sorted().map { key in
            let r = graph.records[key]!
            let members = r.members.map { "\($0.name)@\($0.path):\($0.nameOffset):\($0.type.map { "\($0.text)@\($0.offset)" } ?? "-")" }
            let declarations = r.declarations.map { "\($0.path):\($0.nameOffset)" }
            return "\(key) \(r.kind) super=\(r.superclass.map { "\($0.text)@\($0.offset)" } ?? "-") "
                + "inherits=\(r.inherits.map { "\($0.text)@\($0.offset)" }) decl=\(declarations) files=\(r.files.sorted()) "
                + "members=\(members) lineage=\(graph.lineage(of: key))"
        }
    }

    func testAMoveOfEveryPositionInAFilePatchesItsRecordsToWhatAFreshBuildGives() {
        let old = summary("/p/Cell.swift", cell)
        let summaries = [summary("/p/Base.swift", base), old, summary("/p/Cell+Extra.swift", extra)]
        // A line above the class and a statement in a body: every offset of the file moves.
        let moved = summary("/p/Cell.swift", "// edited\n" + cell.replacingOccurrences(of: "super.init() }", with: "super.init(); setup() }"))
        XCTAssertTrue(old.declaresTheSame(as: moved))
        let current = [summaries[0], moved, summaries[2]]
        let byPath = Dictionary(uniqueKeysWithValues: current.map { ($0.path, $0) })
        let patched = graph(summaries).replacingPositions(of: old, with: moved, summary: { byPath[$0] })
        XCTAssertNotNil(patched)
        let fresh = graph(current)
        XCTAssertEqual(patched.map(describe), describe(fresh))
        XCTAssertNotEqual(describe(graph(summaries)), describe(fresh), "the edit must move the record's positions")
    }

    func testADeclarationChangeIsNotAPositionPatch() {
        let old = summary("/p/Cell.swift", cell)
        let summaries = [summary("/p/Base.swift", base), old]
        for changed in [
            cell.replacingOccurrences(of: ": BaseNode", with: ": ASCellNode"),  // another superclass
            cell.replacingOccurrences(of: "let title = ASTextNode()", with: "let title = ASImageNode()"),  // a member's type
            cell.replacingOccurrences(of: "let title", with: "var title"),  // a modifier
            cell + "final class Other: ASDisplayNode {}\n",  // a new type
            cell.replacingOccurrences(of: "init() {", with: "init(animated: Bool) {"),  // a signature
        ] {
            let new = summary("/p/Cell.swift", changed)
            XCTAssertFalse(old.declaresTheSame(as: new), changed)
            XCTAssertNil(graph(summaries).replacingPositions(of: old, with: new, summary: { _ in nil }), changed)
        }
    }
}
