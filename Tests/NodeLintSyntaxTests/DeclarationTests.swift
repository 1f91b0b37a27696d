import NodeLintModel
import NodeLintSyntax
import XCTest

final class DeclarationTests: XCTestCase {
    func testTypeKindsNamesAndInheritance() throws {
        let f = parse("""
        @objc(TTProfileNode) public final class ProfileNode: ASDisplayNode, Foo<Bar> {}
        struct S: Codable {}
        enum E: String, CaseIterable { case a, b }
        actor A {}
        protocol P: class, AnyObject {}
        extension ProfileNode: ASTableDataSource where T: Equatable {}
        final class VC: ASDKViewController<ASTableNode> {}
        class W: @unchecked Sendable, Dictionary<String, [Int]> {}
        """)
        XCTAssertEqual(f.types.map { $0.kind }, [.class, .struct, .enum, .actor, .protocol, .extension, .class, .class])
        XCTAssertEqual(f.types.map { $0.name }, ["ProfileNode", "S", "E", "A", "P", "ProfileNode", "VC", "W"])
        let node = f.types[0]
        XCTAssertEqual(node.inherits.map { $0.text }, ["ASDisplayNode", "Foo<Bar>"])
        XCTAssertEqual(node.attributes, ["@objc(TTProfileNode)", "public", "final"])
        XCTAssertEqual(node.objcName, "TTProfileNode")
        XCTAssertEqual(f.types[4].inherits.map { $0.text }, ["class", "AnyObject"])
        XCTAssertEqual(f.types[5].inherits.map { $0.text }, ["ASTableDataSource"])
        let vc = f.types[6].inherits[0]
        XCTAssertEqual(vc.text, "ASDKViewController<ASTableNode>")
        XCTAssertEqual(vc.base, "ASDKViewController")
        XCTAssertEqual(vc.genericArguments.map { $0.text }, ["ASTableNode"])
        let w = f.types[7].inherits
        XCTAssertEqual(w.map { $0.text }, ["@unchecked Sendable", "Dictionary<String,[Int]>"])
        XCTAssertEqual(w[0].base, "Sendable")
        XCTAssertEqual(w[1].genericArguments.map { $0.base }, ["String", "Array"])
        XCTAssertEqual(w[1].genericArguments[1].elementType?.text, "Int")
    }

    func testNamePositionsAndRanges() throws {
        let source = "/// doc\n@MainActor\nfinal class Node: ASDisplayNode {\n  func f() {}\n}\n"
        let f = parse(source)
        let t = try XCTUnwrap(f.types.first)
        XCTAssertEqual(f.text.line(of: t.nameOffset), 3)
        XCTAssertEqual(t.range.lowerBound, Array(source.utf8).firstIndex(of: UInt8(ascii: "@"))!)
        XCTAssertEqual(f.text.line(of: t.range.upperBound - 1), 5)
        let m = try XCTUnwrap(t.members.first)
        XCTAssertEqual(f.text.position(of: m.nameOffset), SourcePosition(line: 4, column: 8))
    }

    func testGenericParametersAndNestedTypes() throws {
        let f = parse("""
        struct Box<T: Equatable, U> where U: Hashable {
            enum Kind { case a
                struct Deep {}
            }
            class Inner<V> {}
        }
        """)
        let box = try XCTUnwrap(f.types.first)
        XCTAssertEqual(box.genericParameters, ["T", "U"])
        XCTAssertEqual(box.nestedTypes.map { $0.name }, ["Kind", "Inner"])
        XCTAssertEqual(box.nestedTypes[0].nestedTypes.map { $0.name }, ["Deep"])
        XCTAssertEqual(box.nestedTypes[1].genericParameters, ["V"])
    }

    func testExtensionNamesAsWritten() {
        let f = parse("extension Foo.Bar {}\nextension Array<Int> {}\nextension [String] {}")
        XCTAssertEqual(f.types.map { $0.name }, ["Foo.Bar", "Array<Int>", "[String]"])
    }

    /// The module of each `import`, its first path component, whatever comes before or after it.
    func testImportsNameTheirModules() {
        let f = parse("""
        import UIKit
        @testable import FeedApp
        import class AsyncDisplayKit.ASDisplayNode
        import PromiseKit; import struct Foundation.URL
        import
        class Loader {}
        """)
        XCTAssertEqual(f.imports, ["UIKit", "FeedApp", "AsyncDisplayKit", "PromiseKit", "Foundation"])
        XCTAssertEqual(f.types.map(\.name), ["Loader"])
    }

    func testTypealiasesAtAnyLevel() {
        let f = parse("""
        typealias Handler = (Int) -> Void
        class Outer {
            typealias Cell = ASCellNode
            struct Inner { typealias Map<K> = [K: Outer] }
            func f() { typealias Local = Int }
        }
        """)
        XCTAssertEqual(f.typealiases.map { "\($0.container)|\($0.name)|\($0.target.text)" },
                       ["|Handler|(Int)->Void", "Outer|Cell|ASCellNode", "Outer.Inner|Map|[K:Outer]", "Outer|Local|Int"])
        XCTAssertEqual(f.typealiases[1].target.base, "ASCellNode")
    }

    func testFunctionSignatures() {
        let f = parse("""
        class C {
            func plain() {}
            func labels(_ a: Int, b: Int, for c: String, `in` d: Int) -> Bool { true }
            static func == (lhs: C, rhs: C) -> Bool { true }
            static func ==<T>(lhs: T, rhs: C) -> Bool { true }
            prefix static func - (x: C) -> C { x }
            func generic<T: Equatable>(_ x: T) async throws -> [T] where T: Hashable { [] }
            func rethrowing(_ f: () throws -> Void) rethrows {}
            func `default`() {}
            func typed() throws(MyError) {}
        }
        """)
        let members = f.types[0].members
        XCTAssertEqual(members.map { $0.signature }, [
            "plain()", "labels(_:b:for:`in`:)", "==(lhs:rhs:)", "==(lhs:rhs:)", "-(x:)", "generic(_:)",
            "rethrowing(_:)", "`default`()", "typed()",
        ])
        XCTAssertEqual(members[1].name, "labels")
        XCTAssertEqual(members[7].name, "default")
        XCTAssertEqual(members[1].parameters.map { $0.label }, [nil, "b", "for", "in"])
        XCTAssertEqual(members[1].parameters.map { $0.name }, ["a", "b", "c", "d"])
        XCTAssertEqual(members[1].parameters.map { $0.type?.text }, ["Int", "Int", "String", "Int"])
        XCTAssertEqual(members[1].declaredType?.text, "Bool")
        XCTAssertEqual(members[5].declaredType?.text, "[T]")
        XCTAssertTrue(members[5].modifiers.contains(.async))
        XCTAssertTrue(members[2].modifiers.contains(.static))
    }

    func testInitializersDeinitAndSubscripts() {
        let f = parse("""
        class C: ASDisplayNode {
            override init() { super.init() }
            init?(coder: NSCoder) { nil }
            init!(value: Int) {}
            convenience init(frame: CGRect) { self.init() }
            required init(x: Int, _ y: Int) {}
            deinit { cleanup() }
            subscript(index: Int) -> Int { index }
            subscript(row r: Int, _ c: Int) -> Int { get { r } set { } }
        }
        """)
        let m = f.types[0].members
        XCTAssertEqual(m.map { $0.kind }, [.initializer, .initializer, .initializer, .initializer, .initializer, .deinitializer, .subscript, .subscript])
        XCTAssertEqual(m.map { $0.signature }, ["init()", "init(coder:)", "init(value:)", "init(frame:)", "init(x:_:)", "deinit",
                                                 "subscript(index:)", "subscript(row:_:)"])
        XCTAssertTrue(m[0].modifiers.contains(.override))
        XCTAssertTrue(m[1].modifiers.contains(.failable))
        XCTAssertTrue(m[2].modifiers.contains(.failable))
        XCTAssertTrue(m[3].modifiers.contains(.convenience))
        XCTAssertTrue(m[4].modifiers.contains(.required))
        XCTAssertEqual(m[0].body?.kind, .initializer)
        XCTAssertEqual(m[5].body?.kind, .deinitializer)
        XCTAssertEqual(m[6].body?.kind, .subscript)
        XCTAssertEqual(m[6].declaredType?.text, "Int")
        // A subscript's single parameter name is not an argument label.
        XCTAssertEqual(m[6].parameters.map { $0.label }, [nil])
        XCTAssertEqual(m[7].parameters.map { $0.label }, ["row", nil])
        XCTAssertEqual(m[7].accessors.map { $0.kind }, ["get", "set"])
        XCTAssertEqual(f.text.line(of: m[0].nameOffset), 2)
    }

    func testVariables() throws {
        let f = parse("""
        class C {
            let node = ASTextNode()
            var a = 1, b: Int = 2
            private(set) var c: String?
            lazy var d: UIView = { UIView() }()
            weak var delegate: Delegate?
            var (x, y) = (1, 2)
            @IBOutlet private weak var label: UILabel!
            static let shared = C()
            var computed: Int { 1 }
            var observed: Int = 0 { didSet { } }
            var full: Int { get { 1 } set { } }
            var `default`: Int = 0
        }
        """)
        let m = f.types[0].members
        XCTAssertEqual(m.map { $0.name }, ["node", "a", "b", "c", "d", "delegate", "label", "shared", "computed", "observed", "full", "default"])
        XCTAssertTrue(m[0].modifiers.contains(.let))
        XCTAssertEqual(m[0].initializer?.kind, .propertyInitializer)
        XCTAssertEqual(f.dump.block(m[0].initializer!.statements), "{ASTextNode()}")
        XCTAssertEqual(m[1].range, m[2].range, "bindings of one declaration share its range")
        XCTAssertEqual(m[2].declaredType?.text, "Int")
        XCTAssertEqual(f.dump.block(m[2].initializer!.statements), "{int}")
        XCTAssertFalse(m[3].modifiers.contains(.private), "private(set) restricts the setter only")
        XCTAssertTrue(m[3].declaredType?.isOptional ?? false)
        XCTAssertEqual(m[3].declaredType?.base, "String")
        XCTAssertTrue(m[4].modifiers.contains(.lazy))
        XCTAssertTrue(m[5].modifiers.contains(.weak))
        XCTAssertEqual(m[6].attributes, ["@IBOutlet"])
        XCTAssertTrue(m[6].modifiers.contains(.private))
        XCTAssertTrue(m[7].modifiers.isSuperset(of: [.static, .let]))
        XCTAssertEqual(m.map { $0.isStoredProperty }, [true, true, true, true, true, true, true, true, false, true, false, true])
        XCTAssertEqual(m[8].body?.kind, .accessor)
        XCTAssertEqual(m[9].accessors.map { $0.kind }, ["didSet"])
        XCTAssertEqual(m[11].signature, "`default`")
    }

    func testProtocolRequirementsHaveNoBodies() {
        let f = parse("""
        protocol P {
            var name: String { get }
            var value: Int { get set }
            func f(_ x: Int) -> Int
            init(x: Int)
            subscript(i: Int) -> Int { get }
            associatedtype Item: Equatable
            static func make() -> Self
        }
        """)
        let m = f.types[0].members
        XCTAssertEqual(m.map { $0.signature }, ["name", "value", "f(_:)", "init(x:)", "subscript(i:)", "make()"])
        XCTAssertTrue(m.allSatisfy { $0.body == nil })
        XCTAssertEqual(m[0].accessors.map { $0.kind }, ["get"])
        XCTAssertEqual(m[1].accessors.map { $0.kind }, ["get", "set"])
        XCTAssertFalse(m[0].isStoredProperty)
        XCTAssertEqual(f.text.line(of: m[2].range.upperBound - 1), 4)
    }

    func testEnumCasesAreNotMembers() {
        let f = parse("""
        enum E: Int {
            case a = 1, b = 2
            case c(x: Int, y: String)
            indirect case d(E)
            func f() {}
            var v: Int { 1 }
        }
        """)
        XCTAssertEqual(f.types[0].members.map { $0.signature }, ["f()", "v"])
    }

    func testConditionalCompilationKeepsEveryBranch() {
        let f = parse("""
        class C {
            #if os(iOS)
            func ios() {}
            #elseif os(macOS) || targetEnvironment(macCatalyst)
            func mac() {}
            #else
            func other() {}
            #endif
            #if DEBUG
            @objc
            #endif
            func tagged() {}
        }
        #if canImport(UIKit)
        extension C {}
        #endif
        """)
        XCTAssertEqual(f.types[0].members.map { $0.signature }, ["ios()", "mac()", "other()", "tagged()"])
        XCTAssertEqual(f.types[0].members[3].attributes, ["@objc"])
        XCTAssertEqual(f.types.map { $0.kind }, [.class, .extension])
    }

    func testTopLevelDeclarations() {
        let f = parse("""
        import UIKit
        let globalConstant = 1
        func helper(_ x: Int) {}
        var counter: Int { 0 }
        print("script")
        if flag { struct InCode {} }
        """)
        XCTAssertEqual(f.globals.map { $0.signature }, ["globalConstant", "helper(_:)", "counter"])
        // Types in top-level code are declarations of the file (as the compiler's outline lists them).
        XCTAssertEqual(f.types.map { $0.name }, ["InCode"])
    }

    func testTypesInsideFunctionsAreNotModelled() {
        let f = parse("class C { func f() { class Local { func g() {} }; struct L2 {} } }")
        XCTAssertEqual(f.types.count, 1)
        XCTAssertTrue(f.types[0].nestedTypes.isEmpty)
        XCTAssertEqual(f.types[0].members.map { $0.signature }, ["f()"])
    }

    func testAttributesAndModifiers() {
        let f = parse("""
        class C {
            @objc dynamic var a = 0
            @available(iOS 13, *) @MainActor func b() {}
            @objc(doThing:) func c(_ x: Int) {}
            nonisolated(unsafe) static var d = 0
            final override func e() {}
            class func f() {}
            open class var g: Int { 0 }
            @discardableResult mutating func h() -> Int { 0 }
            func i(@ViewBuilder content: () -> V, handler: @escaping @Sendable (Int) -> Void) {}
        }
        """)
        let m = f.types[0].members
        XCTAssertEqual(m.map { $0.signature }, ["a", "b()", "c(_:)", "d", "e()", "f()", "g", "h()", "i(content:handler:)"])
        XCTAssertEqual(m[1].attributes, ["@available(iOS 13, *)", "@MainActor"])
        XCTAssertEqual(m[2].objcSelector, "doThing:")
        XCTAssertTrue(m[3].modifiers.contains(.static))
        XCTAssertTrue(m[4].modifiers.isSuperset(of: [.final, .override]))
        XCTAssertTrue(m[5].modifiers.contains(.class))
        XCTAssertTrue(m[6].modifiers.contains(.class))
        XCTAssertTrue(m[7].modifiers.contains(.mutating))
        XCTAssertEqual(m[8].parameters.map { $0.type?.text }, ["()->V", "@escaping @Sendable (Int)->Void"])
    }

    func testAccessorsAndImplicitNames() throws {
        let f = parse("""
        class C {
            var a: Int { get { 1 } set(v) { store(v) } }
            var b: Int = 0 { willSet { print(newValue) } didSet { print(oldValue) } }
            var c: Int {
                get
                set
            }
            var d: Int { mutating get { 1 } nonmutating set { } }
            var e: Int {
                _modify { yield &x }
                _read { yield x }
            }
        }
        """)
        let m = f.types[0].members
        XCTAssertEqual(m[0].accessors.map { $0.kind }, ["get", "set"])
        let set = m[0].accessors[1].body
        XCTAssertEqual(set.parameters.map { f.locals[$0].name }, ["v"])
        XCTAssertEqual(f.dump.block(set.statements), "{store($v)}")
        let willSet = m[1].accessors[0].body
        XCTAssertTrue(willSet.parameters.isEmpty, "implicit newValue is a local but not a listed parameter")
        XCTAssertEqual(f.dump.block(willSet.statements), "{print($newValue)}")
        XCTAssertEqual(f.dump.block(m[1].accessors[1].body.statements), "{print($oldValue)}")
        XCTAssertEqual(m[2].accessors.map { $0.kind }, ["get", "set"])
        XCTAssertEqual(m[3].accessors.map { $0.kind }, ["get", "set"])
        XCTAssertEqual(m[4].accessors.map { $0.kind }, ["_modify", "_read"])
        XCTAssertFalse(m[4].isStoredProperty)
    }

    func testTrailingClosureInAPropertyInitializerVersusObservers() {
        let f = parse("""
        class C {
            var a = make { $0 }
            var b = 0 {
                didSet { update() }
            }
            lazy var c = Builder()
            {
                didSet { }
            }
        }
        """)
        let m = f.types[0].members
        XCTAssertEqual(f.dump.block(m[0].initializer!.statements), "{make(trailing {$0})}")
        XCTAssertEqual(m[1].accessors.map { $0.kind }, ["didSet"])
        XCTAssertEqual(f.dump.block(m[2].initializer!.statements), "{Builder()}")
        XCTAssertEqual(m[2].accessors.map { $0.kind }, ["didSet"])
    }

    func testAttributeForms() {
        let f = parse("""
        class C {
            @FocusState<Field?>.Binding var focus: Field?
            init(onSelect: @MainActor @escaping @Sendable() -> Void, @Clamped(range: 0 ... 100) score: Int) {}
            var value: Value { read { $0 } }
        }
        """)
        let m = f.types[0].members
        XCTAssertEqual(m.map { $0.signature }, ["focus", "init(onSelect:score:)", "value"])
        XCTAssertEqual(m[0].attributes, ["@FocusState<Field?>.Binding"])
        XCTAssertEqual(m[1].parameters.map { $0.type?.text }, ["@MainActor @escaping @Sendable()->Void", "Int"])
        // `read { }` is a call (only `_read` is an accessor), as the compiler reads it.
        XCTAssertTrue(m[2].accessors.isEmpty)
        XCTAssertEqual(f.dump.block(m[2].body!.statements), "{read(trailing {$0})}")
        XCTAssertTrue(f.problems.isEmpty)
    }

    func testCommentsAreCollected() {
        let f = parse("// nodelint:disable view-access-in-init\nlet a = 1 /* block */\n/// doc\nfunc f() {}")
        XCTAssertEqual(f.comments.map { $0.text }, ["// nodelint:disable view-access-in-init", "/* block */", "/// doc"])
        XCTAssertEqual(f.comments.map { $0.isBlock }, [false, true, false])
        XCTAssertEqual(f.comments[1].range, 50..<61)
    }
}
