import XCTest
@testable import NodeLintWorkflow

final class ChangedLinesParserTests: XCTestCase {
    func testHunkHeaders() {
        XCTAssertEqual(ChangedLines.addedLines("@@ -1,2 +3,4 @@ func x()"), 3...6)
        XCTAssertEqual(ChangedLines.addedLines("@@ -1 +7 @@"), 7...7)
        XCTAssertNil(ChangedLines.addedLines("@@ -5,2 +4,0 @@"))
        XCTAssertNil(ChangedLines.addedLines("@@ garbage @@"))
    }

    func testParseDiff() {
        let diff = """
            diff --git a/A.swift b/A.swift
            index 1..2 100644
            --- a/A.swift
            +++ b/A.swift
            @@ -2,0 +3,2 @@ class A {
            +  let x = 1
            +  let y = 2
            @@ -10 +12 @@
            -old
            +new
            @@ -20,3 +21,0 @@
            -gone
            diff --git a/Gone.swift b/Gone.swift
            deleted file mode 100644
            --- a/Gone.swift
            +++ /dev/null
            @@ -1,3 +0,0 @@
            -a
            diff --git "a/caf\\303\\251 \\"x\\".swift" "b/caf\\303\\251 \\"x\\".swift"
            --- "a/caf\\303\\251 \\"x\\".swift"
            +++ "b/caf\\303\\251 \\"x\\".swift"
            @@ -1 +1 @@
            -a
            +b
            --- a/with space.swift\t
            +++ b/with space.swift\t
            @@ -4 +4,2 @@
            +c

            """
        let files = ChangedLines.parse(unifiedDiff: Array(diff.utf8), root: "/r")
        XCTAssertEqual(files["/r/A.swift"], .ranges([3...4, 12...12]))
        XCTAssertNil(files["/r/Gone.swift"])
        XCTAssertEqual(files["/r/café \"x\".swift"], .ranges([1...1]))
        XCTAssertEqual(files["/r/with space.swift"], .ranges([4...5]))
        XCTAssertEqual(files.count, 3)
    }

    func testMergeAndContains() {
        XCTAssertEqual(ChangedLines.merge([5...6, 1...2, 3...3, 10...12, 11...15]), [1...3, 5...6, 10...15])
        let lines = ChangedLines.Lines.ranges([1...3, 5...6, 10...15])
        XCTAssertEqual((0...16).filter(lines.contains), [1, 2, 3, 5, 6, 10, 11, 12, 13, 14, 15])
        XCTAssertTrue(ChangedLines.Lines.all.contains(99_999))
    }

    func testUnquote() {
        XCTAssertEqual(ChangedLines.unquote(Array("b/plain.swift".utf8)), "b/plain.swift")
        XCTAssertEqual(ChangedLines.unquote(Array("\"b/tab\\there\\\\n\"".utf8)), "b/tab\there\\n")
        XCTAssertEqual(ChangedLines.unquote(Array("\"b/\\360\\237\\223\\246.swift\"".utf8)), "b/📦.swift")
    }
}
