import NodeLintModel
import XCTest
@testable import NodeLintConfig

final class GlobPatternTests: XCTestCase {
    private func glob(_ pattern: String, _ path: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        do { return try GlobPattern(pattern).matches(path) } catch {
            XCTFail("\(pattern): \(error)", file: file, line: line)
            return false
        }
    }

    func testStarStaysWithinOneSegment() {
        XCTAssertTrue(glob("*.swift", "Feed.swift"))
        XCTAssertTrue(glob("*.swift", ".hidden.swift"))
        XCTAssertFalse(glob("*.swift", "Sources/Feed.swift"))
        XCTAssertTrue(glob("Sources/*.swift", "Sources/Feed.swift"))
        XCTAssertFalse(glob("Sources/*.swift", "Sources/Feed/Node.swift"))
        XCTAssertTrue(glob("*Node*", "FeedNodeCell"))
        XCTAssertFalse(glob("*.swift", "Feed.swiftx"))
        XCTAssertFalse(glob("*", ""))  // an empty path has no name for `*` to match
    }

    func testDoubleStarMatchesZeroOrMoreSegments() {
        XCTAssertTrue(glob("**/*.swift", "Feed.swift"))
        XCTAssertTrue(glob("**/*.swift", "a/b/c/Feed.swift"))
        XCTAssertTrue(glob("Sources/**/Generated/*.swift", "Sources/Generated/A.swift"))
        XCTAssertTrue(glob("Sources/**/Generated/*.swift", "Sources/x/y/Generated/A.swift"))
        XCTAssertFalse(glob("Sources/**/Generated/*.swift", "Tests/Generated/A.swift"))
        XCTAssertTrue(glob("Pods/**", "Pods/A/B.m"))
        XCTAssertTrue(glob("Pods/**", "Pods"))
        XCTAssertTrue(glob("**", "anything/at/all"))
        XCTAssertTrue(glob("a/**/**/b", "a/b"))
        XCTAssertTrue(glob("**/b/**/c", "x/b/y/b/z/c"))
        XCTAssertFalse(glob("**/b/**/c", "x/b/y/z/d"))
        // `**` inside a segment is an ordinary star.
        XCTAssertTrue(glob("a**b", "axyb"))
        XCTAssertFalse(glob("a**b", "ax/yb"))
    }

    func testQuestionMarkAndSets() {
        XCTAssertTrue(glob("File?.swift", "File1.swift"))
        XCTAssertFalse(glob("File?.swift", "File.swift"))
        XCTAssertFalse(glob("a?b", "a/b"))
        XCTAssertTrue(glob("[ab]*.m", "b.m"))
        XCTAssertFalse(glob("[ab]*.m", "c.m"))
        XCTAssertTrue(glob("[a-c]x", "bx"))
        XCTAssertTrue(glob("[!a-c]x", "dx"))
        XCTAssertFalse(glob("[!a-c]x", "ax"))
        XCTAssertTrue(glob("[^a-c]x", "dx"))
        XCTAssertTrue(glob("[]]", "]"))
        XCTAssertTrue(glob("[!]]", "a"))
        XCTAssertFalse(glob("[!]]", "]"))
        XCTAssertTrue(glob("[a-]", "-"))
    }

    func testEscapes() {
        XCTAssertTrue(glob("\\*.swift", "*.swift"))
        XCTAssertFalse(glob("\\*.swift", "a.swift"))
        XCTAssertTrue(glob("a\\[1]", "a[1]"))
    }

    func testUnicodeIsMatchedByScalar() {
        XCTAssertTrue(glob("Caf?.swift", "Café.swift"))
        XCTAssertTrue(glob("*/📦/*.swift", "x/📦/A.swift"))
        XCTAssertTrue(glob("[éè]t?", "été"))
        XCTAssertFalse(glob("[!é]t", "ét"))
        XCTAssertTrue(glob("a*?", "a😀"))
        XCTAssertFalse(glob("a??", "a😀"), "one emoji is one character, not four bytes")
        XCTAssertTrue(glob("*é", "Âé"))
    }

    func testPathNormalization() {
        XCTAssertTrue(PathNormalization.isNormalized("/a/b.swift"))
        XCTAssertTrue(PathNormalization.isNormalized("/"))
        XCTAssertTrue(PathNormalization.isNormalized("/a/.hidden/...x"))
        for path in ["/a//b", "/a/./b", "/a/../b", "/a/", "/a/.", "/a/.."] { XCTAssertFalse(PathNormalization.isNormalized(path), path) }
        XCTAssertEqual(Paths.absolute("/a/./b/../c", base: "/x"), "/a/c")
        XCTAssertEqual(Paths.absolute("b/../../../c", base: "/x"), "/c")
        XCTAssertEqual(Paths.absolute("/a/b", base: "/x"), "/a/b")
        XCTAssertEqual(Paths.directory(of: "/a/b"), "/a")
        XCTAssertEqual(Paths.directory(of: "/a"), "/")
        XCTAssertEqual(Paths.relative("/a/b/c", to: "/a/x"), "../b/c")
        XCTAssertEqual(Paths.display("/w/a/b", currentDirectory: "/w"), "a/b")
        XCTAssertEqual(Paths.display("/v/a", currentDirectory: "/w"), "/v/a")
    }

    func testSyntaxErrors() {
        XCTAssertThrowsError(try GlobPattern("[abc"))
        XCTAssertThrowsError(try GlobPattern("abc\\"))
        XCTAssertThrowsError(try GlobPattern("[z-a]"))
    }

    func testPathologicalPatternsStayFast() throws {
        let pattern = try GlobPattern(String(repeating: "*a", count: 30) + "b")
        let text = String(repeating: "a", count: 2_000)
        let start = Date()
        XCTAssertFalse(pattern.matches(text))
        let deep = try GlobPattern(String(repeating: "**/a/", count: 20) + "b")
        XCTAssertFalse(deep.matches(Array(repeating: "a", count: 500).joined(separator: "/")))
        XCTAssertLessThan(Date().timeIntervalSince(start), 1.0)
    }

    func testPathPatternAnchoringAndAncestors() throws {
        XCTAssertTrue(try PathPattern("Pods").matches("Pods/A/B.m"))
        XCTAssertTrue(try PathPattern("Pods/").matches("Pods/A/B.m"))
        XCTAssertTrue(try PathPattern("Pods/**").matches("Pods/A/B.m"))
        XCTAssertTrue(try PathPattern("Generated").matches("Sources/Generated/A.swift"))
        XCTAssertTrue(try PathPattern("*.pb.swift").matches("Sources/Proto/A.pb.swift"))
        XCTAssertFalse(try PathPattern("*.pb.swift").matches("Sources/Proto/A.swift"))
        // With a slash the pattern is anchored at the configuration's directory.
        XCTAssertTrue(try PathPattern("Sources/Generated").matches("Sources/Generated/A.swift"))
        XCTAssertFalse(try PathPattern("Sources/Generated").matches("App/Sources/Generated/A.swift"))
        XCTAssertTrue(try PathPattern("/Package.swift").matches("Package.swift"))
        XCTAssertFalse(try PathPattern("/Package.swift").matches("Sub/Package.swift"))
        XCTAssertFalse(try PathPattern("Pods").matches("PodsX/A.m"))
        XCTAssertThrowsError(try PathPattern(""))
        XCTAssertThrowsError(try PathPattern("/"))
    }
}
