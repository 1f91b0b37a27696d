#if os(Linux)
import NodeLintAnalysis
import NodeLintModel
@testable import NodeLintObjC
import TextureReference
import XCTest

/// Texture's class hierarchy is described once as data (`TextureClasses`), and written twice more where
/// a description cannot be data: the Objective-C prelude that stands in for Texture's headers, and the
/// reference model's Swift classes. This test holds the three equal: every class the prelude or the model
/// declares under a Texture name has the superclass the tables give it, and every class the tables know
/// is declared by both.
final class TextureHierarchyAgreementTests: XCTestCase {
    /// The tables' superclass of every Texture class they describe.
    private var tables: [String: String] {
        TextureClasses.nodeSuperclass.merging(TextureClasses.layoutSpecSuperclass) { a, _ in a }
            .merging(TextureClasses.viewControllerSuperclass) { a, _ in a }
            .merging(TextureClasses.otherSuperclass) { a, _ in a }
    }

    func testThePreludeDeclaresTheTablesHierarchy() {
        let prelude = ObjCFrontEnd.parseDeclarations(path: Prelude.path, bytes: Array(Prelude.text.utf8))
        var declared: [String: String] = [:]
        for type in prelude.types where type.kind == .class {
            if let superclass = type.inherits.first?.base { declared[type.name] = superclass }
        }
        for (name, superclass) in tables {
            XCTAssertEqual(declared[name], superclass, "the prelude's \(name)")
        }
        for (name, superclass) in declared where name.hasPrefix("AS") && !name.hasPrefix("AS_") {
            guard let expected = tables[name] else { continue }
            XCTAssertEqual(superclass, expected, "the prelude's \(name)")
        }
    }

    func testTheReferenceModelDeclaresTheTablesHierarchy() {
        var checked = 0
        for (name, superclass) in tables {
            guard let modelClass = Self.modelClass(name) else { continue }
            checked += 1
            let modelSuperclass = _getSuperclass(modelClass).map { String(describing: $0) }
            XCTAssertEqual(modelSuperclass, superclass, "the reference model's \(name)")
        }
        // The model implements the node classes the scenarios use; it must not fall out of the check.
        XCTAssertGreaterThanOrEqual(checked, 20, "too few of the tables' classes found in the reference model")
    }

    /// The model's class of that name, looked up by its mangled name (a top-level class of the module).
    private static func modelClass(_ name: String) -> AnyClass? {
        let module = "TextureReference"
        return _typeByName("\(module.utf8.count)\(module)\(name.utf8.count)\(name)C") as? AnyClass
    }
}
#endif
