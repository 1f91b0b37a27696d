import NodeLintSyntax
import XCTest

/// The names the first-pass triage can reach a file by, read from tokens without a parse. A name
/// missed loses a cross-file fact, so each kind of declaration is checked, and so are the words that
/// look like declarations but are not.
final class DeclaredNamesTests: XCTestCase {
    private func names(_ source: String) -> [String] { SwiftDeclaredNames.scan(Array(source.utf8)) }

    func testTypesOfEveryKindAndNesting() {
        let source = """
            public final class FeedViewModel: NSObject {
                struct Section { enum Kind { case a } }
                class func make() -> FeedViewModel { FeedViewModel() }
                class var shared: FeedViewModel { make() }
            }
            protocol Loading: AnyObject {}
            actor Store {}
            """
        XCTAssertEqual(names(source), ["FeedViewModel", "Section", "Kind", "Loading", "Store"])
    }

    func testExtensionsNameEveryComponentAndTypealiasesTheirName() {
        XCTAssertEqual(names("extension Outer.Inner: Equatable {}\nextension Array where Element == Item {}\ntypealias Handler = (Int) -> Void\n"),
                       ["Outer", "Inner", "Array", "Handler"])
        XCTAssertEqual(names("class `Type` {}"), ["Type"])
    }

    func testObjectiveCNames() {
        XCTAssertEqual(names("@objc(FCHFeedNode) final class FeedNode: ASDisplayNode {}\n@objc(loadWith:) func load(with x: Int) {}"),
                       ["FCHFeedNode", "FeedNode", "loadWith"])
    }

    func testTopLevelVariablesOnly() {
        let source = """
            var recentSearches: [String] = []
            var (first, second) = (1, 2)
            var a = f(x, y), b = [1, 2]
            var counter: Int {
                var hidden = 0
                return hidden
            }
            private(set) var lastQuery = ""
            let constant = 1
            final class Holder {
                var stored = 0
                static var shared = Holder()
                func f() { var local = 1; local += 1 }
            }
            """
        XCTAssertEqual(names(source), ["recentSearches", "first", "second", "a", "b", "counter", "lastQuery", "Holder"])
    }

    func testWordsInCommentsAndStringsDoNotOpenScopes() {
        // A brace inside a string or a comment must not change what is top level.
        let source = """
            let text = "{ {"
            // {
            /* { */
            var afterStrings = 0
            """
        XCTAssertEqual(names(source), ["afterStrings"])
    }
}
