import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif
import NodeLintModel
@testable import NodeLintReporters

final class ReporterUnitTests: XCTestCase {
    func testSHA256KnownVectors() {
        XCTAssertEqual(SHA256.hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(SHA256.hex(String(repeating: "a", count: 1_000)),
                       "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    func testFingerprintsIgnoreLineMovesAndIndentationButCountRepeats() {
        let a = Sample.diagnostic("r", .error, "m", "A.swift", 10, 5, 10, 9, "    view.alpha = 0")
        let moved = Sample.diagnostic("r", .error, "m", "A.swift", 42, 9, 42, 13, "\t\tview.alpha  =  0 ")
        let twin = Sample.diagnostic("r", .error, "m", "A.swift", 50, 5, 50, 9, "    view.alpha = 0")
        let other = Sample.diagnostic("r", .error, "m", "B.swift", 10, 5, 10, 9, "    view.alpha = 0")
        let first = Fingerprint.compute([a, twin, other]) { $0.path }
        let second = Fingerprint.compute([moved, twin, other]) { $0.path }
        XCTAssertEqual(first, second)
        XCTAssertEqual(Set(first).count, 3)
        XCTAssertEqual(Fingerprint.normalizedLineText("  a \t b  "), "a b")
        XCTAssertEqual(Fingerprint.normalizedLineText(""), "")
    }

    func testGitHubEscaping() {
        XCTAssertEqual(GitHubReporter.escapeData("100% done\r\nnext: a,b"), "100%25 done%0D%0Anext: a,b")
        XCTAssertEqual(GitHubReporter.escapeProperty("a:b,c%\n"), "a%3Ab%2Cc%25%0A")
    }

    func testGitHubOmitsColumnsForMultiLineRangesAndSummarizesPastTheCap() {
        let context = ReportContext(toolVersion: "1", currentDirectory: "/w/app", workspaceRoot: "/w")
        let multi = Sample.diagnostic("r", .warning, "m", "A.swift", 3, 4, 5, 2, "x")
        XCTAssertEqual(GitHubReporter().render([multi], context: context),
                       "::warning file=app/A.swift,line=3,endLine=5,title=nodelint (r)::m\n")
        let many = (1...11).map { Sample.diagnostic("r", .error, "m", "A.swift", $0, 1, $0, 2, "x") }
        let output = GitHubReporter().render(many, context: context)
        XCTAssertEqual(output.split(separator: "\n").count, 12)
        XCTAssertTrue(output.hasSuffix("::notice title=nodelint::nodelint reported 11 errors, 0 warnings and 0 notes; GitHub shows at most 10 annotations of each level per step, so some are only in this log.\n"), output)
    }

    func testWorkspaceRootFromTheEnvironment() {
        XCTAssertEqual(ReportContext.workspaceRoot(environment: ["GITHUB_WORKSPACE": "/gh", "CI_PROJECT_DIR": "/gl"], repositoryRoot: "/r"), "/gh")
        XCTAssertEqual(ReportContext.workspaceRoot(environment: ["CI_PROJECT_DIR": "/gl"], repositoryRoot: "/r"), "/gl")
        XCTAssertEqual(ReportContext.workspaceRoot(environment: ["GITHUB_WORKSPACE": "relative"], repositoryRoot: "/r"), "/r")
        XCTAssertNil(ReportContext.workspaceRoot(environment: [:], repositoryRoot: nil))
    }

    func testCodePointColumns() {
        XCTAssertEqual(codePointColumn(1, in: "abc"), 1)
        XCTAssertEqual(codePointColumn(3, in: "abc"), 3)
        // "👍🏽" is one character of two code points.
        XCTAssertEqual(codePointColumn(3, in: "a👍🏽b"), 4)
        XCTAssertEqual(codePointColumn(10, in: "ab"), 10)
    }

    func testXMLEscapingKeepsDocumentsWellFormed() {
        XCTAssertEqual(XML.escape("<a href=\"x\">&'</a>\u{1}"), "&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;\u{FFFD}")
        XCTAssertEqual(XML.escape("a\u{FFFF}b\u{FFFE}c\u{FFFD}é\t"), "a\u{FFFD}b\u{FFFD}c\u{FFFD}é&#9;")
        XCTAssertEqual(XML.escape("plain é"), "plain é")
        let d = Sample.diagnostic("r", .error, "bad \u{0} byte & <tag>", "A.swift", 1, 1, 1, 2, "x")
        let context = ReportContext(toolVersion: "1", currentDirectory: "/w")
        for reporter in [CheckstyleReporter() as any Reporter, JUnitReporter(), HTMLReporter()] {
            let output = reporter.render([d], context: context)
            XCTAssertFalse(output.contains("<tag>"), type(of: reporter).identifier)
            XCTAssertFalse(output.unicodeScalars.contains("\u{0}"), type(of: reporter).identifier)
        }
        for reporter in [CheckstyleReporter() as any Reporter, JUnitReporter()] {
            let parser = XMLParser(data: Data(reporter.render(Sample.diagnostics + [d], context: Sample.context).utf8))
            XCTAssertTrue(parser.parse(), "\(type(of: reporter).identifier): \(String(describing: parser.parserError))")
        }
    }

    func testJSONStringEscaping() {
        var out: [UInt8] = []
        JSONValue.writeString("a\"b\\c\n\u{1}\u{2028}\u{2029}é\u{1F}", to: &out)
        XCTAssertEqual(String(decoding: out, as: UTF8.self), "\"a\\\"b\\\\c\\n\\u0001\\u2028\\u2029é\\u001f\"")
        XCTAssertEqual(JSONValue.object([("a", .array([])), ("b", .object([])), ("c", .null), ("d", .bool(false))]).rendered(),
                       "{\n  \"a\": [],\n  \"b\": {},\n  \"c\": null,\n  \"d\": false\n}\n")
    }

    func testJSONReportParsesAndCarriesTheSchemaVersion() throws {
        let text = JSONReporter().render(Sample.diagnostics, context: Sample.context)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(document["format"] as? String, "nodelint-json")
        XCTAssertEqual(document["formatVersion"] as? Int, 1)
        let diagnostics = try XCTUnwrap(document["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.count, Sample.diagnostics.count)
        XCTAssertEqual((document["summary"] as? [String: Any])?["errors"] as? Int, 2)
    }

    func testHTMLMarksTheOffendingRange() {
        let d = Sample.diagnostic("r", .error, "m", "A.swift", 1, 5, 1, 9, "let view = <x>")
        let html = HTMLReporter().render([d], context: ReportContext(toolVersion: "1", currentDirectory: "/w"))
        XCTAssertTrue(html.contains("<pre><code>let <mark>view</mark> = &lt;x&gt;</code></pre>"), html)
        XCTAssertFalse(html.contains("http"), "no external assets")
    }

    func testReportRuleFromTheCatalogPage() throws {
        let rule = try XCTUnwrap(ReportRule.catalog.first { $0.id == "view-access-in-init" })
        XCTAssertEqual(rule.title, "View or layer accessed in a node's initializer")
        XCTAssertTrue(rule.explanation?.hasPrefix("A node's `init` must be callable on any thread") ?? false, "\(String(describing: rule.explanation))")
        XCTAssertTrue(rule.howToFix?.hasPrefix("Move view and layer work to `didLoad()`") ?? false)
        XCTAssertEqual(rule.severity, .error)
        XCTAssertTrue(rule.markdown?.contains("## Triggering examples") ?? false)
    }
}

final class ReportPathsTests: XCTestCase {
    func testNormalizeAndRelative() {
        XCTAssertEqual(ReportPaths.normalize("a/./b/../c", base: "/w"), "/w/a/c")
        XCTAssertEqual(ReportPaths.normalize("../../../x", base: "/w"), "/x")
        XCTAssertEqual(ReportPaths.normalize("//a//b/", base: "/w"), "/a/b")
        XCTAssertEqual(ReportPaths.normalize(".", base: "/"), "/")
        XCTAssertEqual(ReportPaths.relative("/w/a/b", to: "/w"), "a/b")
        XCTAssertEqual(ReportPaths.relative("/w", to: "/w"), nil)
        XCTAssertEqual(ReportPaths.relative("/wx/a", to: "/w"), nil)
        XCTAssertEqual(ReportPaths.relative("/a", to: "/"), "a")
        XCTAssertEqual(ReportPaths.uriEncode("a b/c:d/é%.swift"), "a%20b/c%3Ad/%C3%A9%25.swift")
    }
}
