import NodeLintRules
import NodeLintRulePages
import XCTest

final class InfoCommandTests: XCTestCase {
    func testVersionAndHelp() {
        XCTAssertEqual(nodelint(["--version"]).stdout, "0.1.0\n")
        XCTAssertEqual(nodelint(["version"]).status, 0)
        let help = nodelint(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("USAGE: nodelint"))
    }

    func testRulesListsEveryRuleWithSeverityDefaultAndSummary() {
        let run = nodelint(["rules"])
        XCTAssertEqual(run.status, 0)
        for page in RuleCatalog.pages {
            let line = run.stdout.split(separator: "\n").first { $0.hasPrefix(page.id + " ") }
            XCTAssertNotNil(line, page.id)
            XCTAssertTrue(line?.contains(" \(page.severity.rawValue) ") == true, String(line ?? ""))
            XCTAssertTrue(line?.hasSuffix(page.summary) == true, String(line ?? ""))
        }
    }

    func testRulesAndExplainSayWhichRulesAreFixable() {
        let rules = nodelint(["rules"]).stdout.split(separator: "\n")
        XCTAssertTrue(rules.first?.contains("  FIX  ") == true, String(rules.first ?? ""))
        for page in RuleCatalog.pages {
            let line = rules.first { $0.hasPrefix(page.id + " ") } ?? ""
            XCTAssertEqual(line.contains("  yes  "), page.fixable, String(line))
        }
        XCTAssertTrue(rules.last?.hasPrefix("\(RuleCatalog.pages.count) rules (2 fixable with --fix).") == true, String(rules.last ?? ""))
        let explain = nodelint(["explain", "missing-super-call"]).stdout
        XCTAssertTrue(explain.hasPrefix("missing-super-call (error, on by default, swift, objective-c, fixable with --fix)\n"), explain)
        XCTAssertTrue(explain.contains("## Fix\n") && explain.contains("super.touchesBegan(touches, with: event)"))
    }

    func testExplainPrintsThePageFromTheBinary() {
        let run = nodelint(["explain", "view-access-in-init"])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.hasPrefix("view-access-in-init (error, on by default, swift, objective-c)\n"))
        XCTAssertTrue(run.stdout.contains("## Triggering examples"))
        XCTAssertTrue(run.stdout.hasSuffix("""

            ## Source

            Subclassing page (-init); docs/texture-facts.md#view-access-in-init

            docs/texture-facts.md is in nodelint's repository: the Texture facts the rules rest on, each with the Texture file and line it comes from.
            The Subclassing page is Texture's guide to subclassing nodes and view controllers (docs/_docs/subclassing.md).

            """), run.stdout)
        let unknown = nodelint(["explain", "view-access"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("did you mean") && unknown.stderr.contains("view-access-in-init"), unknown.stderr)
    }

    func testOutlinePrintsTheDesignFormat() {
        let dir = ScratchDirectory()
        dir.write("A.swift", """
            class Cell: ASCellNode, Sendable {
                let title = ASTextNode()
                init(model: Int, _ other: String) {}
                func layoutSpecThatFits(_ size: ASSizeRange) -> ASLayoutSpec {
                    ASLayoutSpec()
                }
            }

            """)
        let run = nodelint(["outline", "A.swift"], in: dir.path)
        XCTAssertEqual(run.stdout, """
            A.swift\tclass\t\tCell\t1\t7\tASCellNode,Sendable
            A.swift\tvar\tCell\ttitle\t2\t2\t
            A.swift\tinit\tCell\tinit(model:_:)\t3\t3\t
            A.swift\tfunc\tCell\tlayoutSpecThatFits(_:)\t4\t6\t

            """)
    }
}
