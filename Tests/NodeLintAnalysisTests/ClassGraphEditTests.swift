import NodeLintAnalysis
import NodeLintEngine
import NodeLintModel
import XCTest

/// A class graph patched with an edited file equals the graph built afresh with that file: with
/// positions replaced when the edit moved them only, with records merged again when it changed what
/// the file declares.
final class ClassGraphEditTests: XCTestCase {
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
            let members = r.members.map { "\($0.name)@\($0.nameOffset):\($0.type.map { "\($0.text)@\($0.offset)" } ?? "-")" }
            let declarations = r.declarations.map { "\($0.path):\($0.nameOffset)" }
            return "\(key) \(r.kind) super=\(r.superclass.map { "\($0.text)@\($0.offset)" } ?? "-") "
                + "inherits=\(r.inherits.map { "\($0.text)@\($0.offset)" }) decl=\(declarations) files=\(r.files.sorted()) "
                + "members=\(members) lineage=\(graph.lineage(of: key)) node=\(graph.isNode(key))"
        } + ["Cell", "BaseNode", "Base", "Alias", "Other", "ObjCName"].map {
            "resolve \($0) = \(graph.resolve($0)), declares \(graph.declares($0)), global \(graph.isGlobalVariable($0))"
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

    func testADeclarationChangeMergesTheFilesRecordsAgainToWhatAFreshBuildGives() {
        let other = "class Other: BaseNode {}\nvar counter = 0\n"
        let files = ["/p/Base.swift": base, "/p/Cell.swift": cell, "/p/Cell+Extra.swift": extra, "/p/Other.swift": other]
        let paths = files.keys.sorted()
        let edits: [(String, String)] = [
            ("/p/Cell.swift", cell.replacingOccurrences(of: ": BaseNode", with: ": ASCellNode")),
            ("/p/Cell.swift", cell.replacingOccurrences(of: "let title = ASTextNode()", with: "let title = ASTextNode()\n    func more() {}")),
            // The base class becomes a struct: its subclasses in other files lose their superclass.
            ("/p/Base.swift", base.replacingOccurrences(of: "class BaseNode: ASDisplayNode", with: "struct BaseNode")),
            ("/p/Base.swift", base + "typealias Alias = Cell\n@objc(ObjCName) extension UIView { func tint() {} }\nvar shared = 1\n"),
            ("/p/Cell+Extra.swift", "// the extension is gone\n"),
            ("/p/Cell+Extra.swift", extra + "extension Other { func configure() {} }\n"),
            ("/p/Other.swift", "class Other: NSObject {}\n"),
            // Type names declared or gone: in a project of one module, record keys are still the names.
            ("/p/Cell.swift", cell.replacingOccurrences(of: "class Cell", with: "class Row")),
            ("/p/Other.swift", other + "enum Other2 { case a }\nclass Cell {}\n"),
        ]
        for (path, text) in edits {
            var summaries = files.mapValues { _ in FileSummary?.none }
            for (p, t) in files { summaries[p] = summary(p, t) }
            let new = summary(path, text)
            let built = graph(paths.map { summaries[$0]!! })
            summaries[path] = new
            let updated = built.replacingFile(summary(path, files[path]!), with: new, paths: paths, summary: { summaries[$0] ?? nil })
            XCTAssertNotNil(updated, text)
            XCTAssertEqual(updated.map(describe), describe(graph(paths.map { summaries[$0]!! })), text)
        }
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
