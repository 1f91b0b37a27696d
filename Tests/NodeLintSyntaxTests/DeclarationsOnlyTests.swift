import Foundation
import NodeLintModel
import NodeLintSyntax
import XCTest

/// `SwiftFrontEnd.parseDeclarations` must model declarations exactly as `parse` does (compared
/// with `DeclarationDigest`) while skipping the code of bodies.
final class DeclarationsOnlyTests: XCTestCase {
    func declarations(_ source: String) -> SourceFile {
        SwiftFrontEnd.parseDeclarations(path: "test.swift", bytes: Array(source.utf8))
    }

    func assertAgrees(_ source: String, file: StaticString = #filePath, line: UInt = #line) {
        let full = DeclarationDigest.lines(parse(source))
        let quick = DeclarationDigest.lines(declarations(source))
        XCTAssertEqual(quick, full, file: file, line: line)
    }

    func testBodiesAreSkippedButKeepTheirKindAndRange() {
        let source = """
            final class Cell: ASCellNode {
                let title = ASTextNode()
                var isWide: Bool { bounds.width > 300 }
                var name: String { get { "a" } set { print(newValue) } }
                lazy var spec: ASLayoutSpec = { let s = ASStackLayoutSpec(); return s }()
                override init() { super.init(); view.backgroundColor = .red }
                func layout() { DispatchQueue.main.async { self.title.attributedText = nil } }
            }
            """
        let file = declarations(source)
        let members = file.types[0].members
        XCTAssertEqual(members.map(\.name), ["title", "isWide", "name", "spec", "init", "layout"])
        // A computed property stays computed: its getter is an empty body, not nil.
        XCTAssertFalse(members[1].isStoredProperty)
        XCTAssertEqual(members[1].body?.kind, .accessor)
        XCTAssertEqual(members[1].body?.statements.count, 0)
        XCTAssertEqual(members[2].accessors.map(\.kind), ["get", "set"])
        XCTAssertTrue(members[0].isStoredProperty)
        XCTAssertTrue(members[3].isStoredProperty)
        // Code is not read: no statements, no locals.
        XCTAssertEqual(members[4].body?.statements.count, 0)
        XCTAssertEqual(members[5].body?.statements.count, 0)
        XCTAssertTrue(file.locals.isEmpty)
        XCTAssertTrue(file.comments.isEmpty)
        // The full parse does read them.
        XCTAssertEqual(parse(source).types[0].members[5].body?.statements.count, 1)
        assertAgrees(source)
    }

    func testPropertyInitializersAreReadUpToTheirClosures() {
        let source = """
            final class Controller: ASDKViewController<ASTableNode> {
                let queue = DispatchQueue(label: "q", qos: .userInitiated)
                let spec = ASStackLayoutSpec.vertical()
                let handler: () -> Void = { [weak self] in self?.reload() }
                var items = [Item]() { didSet { reload() } }
                static let shared = Controller.init()
                func reload() {}
            }
            """
        let file = declarations(source)
        guard case .expression(.call(let call))? = file.types[0].members[0].initializer?.statements.first else {
            return XCTFail("the initializer is not a call")
        }
        XCTAssertEqual(call.arguments.map(\.label), ["label", "qos"])
        guard case .expression(.closure(let closure))? = file.types[0].members[2].initializer?.statements.first else {
            return XCTFail("the initializer is not a closure")
        }
        XCTAssertTrue(closure.body.statements.isEmpty)
        XCTAssertTrue(closure.captures.isEmpty)
        assertAgrees(source)
    }

    func testTypealiasesInsideBodiesAreStillFound() {
        let source = """
            struct Loader {
                func load() {
                    typealias Row = (id: Int, name: String)
                    let rows: [Row] = []
                    _ = rows
                }
                func other() { let closure = { typealias Inner = Int; return 1 }; _ = closure }
            }
            """
        XCTAssertEqual(declarations(source).typealiases.map(\.name), ["Row", "Inner"])
        assertAgrees(source)
    }

    func testTypesDeclaredInTopLevelCodeAndMacrosAreKept() {
        let source = """
            configure {
                final class Helper: ASDisplayNode {}
                return Helper()
            }
            #Preview {
                struct Wrapper: View { var body: some View { Text("a") } }
                return Wrapper()
            }
            final class Screen: ASDKViewController<ASDisplayNode> {
                #Preview { struct Inner {} }
            }
            if true { struct InIf {} }
            """
        let names = declarations(source).types.map(\.name)
        XCTAssertTrue(names.contains("Helper"), "\(names)")
        XCTAssertTrue(names.contains("Wrapper"), "\(names)")
        assertAgrees(source)
    }

    func testUnbalancedAndTrickyBodiesAgreeWithTheFullParse() {
        let sources = [
            "class A { func f() { let s = \"}\"; let t = \"\\(x.map { $0 })\" } func g() {} }",
            "class A { func f() { /* } */ // }\n } var x: Int { 1 } }",
            "class A { func f() { let r = #/a{2}/#; _ = r } func g() {} }",
            "class A { func f() {\n#if X\nif a {\n#else\nif b {\n#endif\nfoo()\n}\n}\nfunc g() {} }",
            "class A { func f() { if x { }\nclass B {}",
            "class A { func f() { foo( } func g() {} }",
            "class A { func f() { ) ] } func g() {} }",
            "class A { init() { `typealias`() } }",
            "class A { var x: Int { get { 1 } set { } } subscript(i: Int) -> Int { i } deinit { print(1) } }",
            "struct S { var a = 1 { willSet { } didSet(old) { } } }",
            "func top() { class Local { func m() {} } }\nlet x = top()",
            "class A { func f() {",
            "class A { func f() { \"\"\"\n}\n\"\"\" } func g() {} }",
        ]
        for source in sources { assertAgrees(source) }
    }

    /// Every Swift file of the repository (sources, tests, fixtures): real code in many shapes.
    func testTheRepositorysOwnSwiftFilesAgree() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var checked = 0
        for folder in ["Sources", "Tests", "fixtures"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift", !url.path.contains("/.build/") else { continue }
                let bytes = [UInt8](try Data(contentsOf: url))
                let full = DeclarationDigest.lines(SwiftFrontEnd.parse(path: url.path, bytes: bytes))
                let quick = DeclarationDigest.lines(SwiftFrontEnd.parseDeclarations(path: url.path, bytes: bytes))
                XCTAssertEqual(quick, full, url.path)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 300)
    }
}
