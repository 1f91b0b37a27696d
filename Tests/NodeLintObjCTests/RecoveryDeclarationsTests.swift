import XCTest
import NodeLintModel
@testable import NodeLintObjC

/// What the second parse is given for names the first could not find, by how the source uses them.
final class RecoveryDeclarationsTests: XCTestCase {
    private func declarations(_ source: String, errors: [(String, String)], dialect: ObjCDialect = .objectiveC) -> [String] {
        let tokens = SourceTokens(bytes: Array(source.utf8))
        let list = errors.map { anchor, message -> ClangError in
            let offset = source.range(of: anchor).map { source.utf8.distance(from: source.startIndex, to: $0.lowerBound) } ?? 0
            return ClangError(offset: offset, message: message)
        }
        let recovery = RecoveryDeclarations(errors: list, tokens: tokens, dialect: dialect)
        return recovery.header.split(separator: "\n").dropFirst().map(String.init)
    }

    func testClassesFromPointersReceiversAndSuperclasses() {
        XCTAssertEqual(declarations("FeedModel *m = [FeedStore shared]; NSCalendar.currentCalendar;",
                                    errors: [("FeedModel", "use of undeclared identifier 'FeedModel'"),
                                             ("FeedStore", "use of undeclared identifier 'FeedStore'"),
                                             ("NSCalendar", "use of undeclared identifier 'NSCalendar'")]),
                       ["@interface FeedModel : NSObject @end", "@interface FeedStore : NSObject @end", "@interface NSCalendar : NSObject @end"])
        XCTAssertEqual(declarations("@interface A : Base @end", errors: [("Base", "cannot find interface declaration for 'Base', superclass of 'A'")]),
                       ["@interface Base : NSObject @end"])
        XCTAssertEqual(declarations("@implementation A @end", errors: [("A", "'A' cannot use 'super' because it is a root class")]),
                       ["@interface A : NSObject @end"])
        // A class the file declares, whose superclass (a Swift class from MyApp-Swift.h) is unknown:
        // only the superclass is declared, so the file's own @interface keeps its superclass.
        XCTAssertEqual(declarations("@interface A : SwiftBase @end @implementation A @end",
                                    errors: [("SwiftBase", "cannot find interface declaration for 'SwiftBase', superclass of 'A'"),
                                             ("A @end", "'A' cannot use 'super' because it is a root class")]),
                       ["@interface SwiftBase : NSObject @end"])
    }

    func testTypesFromDeclarationsAndCasts() {
        XCTAssertEqual(declarations("u_int32_t n = (MyCount)x; MKCoordinateRegion r;",
                                    errors: [("u_int32_t", "use of undeclared identifier 'u_int32_t'"),
                                             ("MyCount", "use of undeclared identifier 'MyCount'"),
                                             ("MKCoordinateRegion", "unknown type name 'MKCoordinateRegion'")]),
                       ["typedef long u_int32_t;", "typedef long MyCount;", "typedef NodeLintUnknown *MKCoordinateRegion;"])
        XCTAssertEqual(declarations("id<Listener> l;", errors: [("Listener", "no type or protocol named 'Listener'")]),
                       ["@protocol Listener @end"])
    }

    func testValues() {
        let source = "x = _count + kPadding; [_title setText:s]; _node.view; @[kKey]; case Loading: y = total; foo(UIBarStyleBlack);"
        XCTAssertEqual(declarations(source, errors: [
            ("_count", "use of undeclared identifier '_count'"),
            ("kPadding", "use of undeclared identifier 'kPadding'"),
            ("_title", "use of undeclared identifier '_title'"),
            ("_node", "use of undeclared identifier '_node'"),
            ("kKey", "use of undeclared identifier 'kKey'"),
            ("Loading", "use of undeclared identifier 'Loading'"),
            ("total", "use of undeclared identifier 'total'"),
            ("UIBarStyleBlack", "use of undeclared identifier 'UIBarStyleBlack'"),
        ]), [
            "extern NodeLintUnknown *_title;", "extern NodeLintUnknown *_node;", "extern NodeLintUnknown *kKey;",
            "extern long _count;", "extern long total;",
            "enum { kPadding = 1000 };", "enum { Loading = 1001 };", "enum { UIBarStyleBlack = 1002 };",
        ])
    }

    func testSelectorPiecesAndFunctionsAreNotTypes() {
        XCTAssertEqual(declarations("[x initWithStyle:UITableViewStyleRedo\n target:self];",
                                    errors: [("UITableViewStyleRedo", "use of undeclared identifier 'UITableViewStyleRedo'")]),
                       ["enum { UITableViewStyleRedo = 1000 };"])
        XCTAssertEqual(declarations("Helper(1);", errors: [("Helper", "use of undeclared identifier 'Helper'")]), [])
        XCTAssertEqual(declarations("Helper(1);", errors: [("Helper", "use of undeclared identifier 'Helper'")], dialect: .objectiveCPlusPlus),
                       ["id Helper(...);"])
        XCTAssertEqual(declarations("std::vector<int> v;", errors: [("std", "use of undeclared identifier 'std'")]), [])
    }

    func testClassPropertiesAndRepeats() {
        XCTAssertEqual(declarations("ASDisplayNode.shouldShowRangeDebugOverlay = YES;",
                                    errors: [("shouldShow", "property 'shouldShowRangeDebugOverlay' not found on object of type 'ASDisplayNode'"),
                                             ("shouldShow", "property 'shouldShowRangeDebugOverlay' not found on object of type 'ASDisplayNode'")]),
                       ["@interface ASDisplayNode (NodeLintRecovery_shouldShowRangeDebugOverlay) @property (class) long shouldShowRangeDebugOverlay; @end"])
        // Instance properties are left to clang's recovery, which keeps the expression.
        XCTAssertEqual(declarations("self.foo = 1;", errors: [("foo", "property 'foo' not found on object of type 'X *'")]), [])
        var recovery = RecoveryDeclarations()
        let tokens = SourceTokens(bytes: Array("A *a;".utf8))
        XCTAssertTrue(recovery.add(errors: [ClangError(offset: 0, message: "use of undeclared identifier 'A'")], tokens: tokens, dialect: .objectiveC))
        XCTAssertFalse(recovery.add(errors: [ClangError(offset: 0, message: "use of undeclared identifier 'A'")], tokens: tokens, dialect: .objectiveC))
    }
}
