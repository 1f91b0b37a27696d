import Foundation
import NodeLintEngine
import NodeLintReporters
import XCTest
@testable import NodeLintCLI

/// Every reporter through the command line: `--reporter NAME` selects it and `--output FILE` receives
/// it (the reporters' own golden tests check every byte; these check the wiring), plus colour and the
/// progress line.
final class ReporterCLITests: XCTestCase {
    private func project() -> ScratchDirectory {
        let dir = ScratchDirectory()
        try! FileManager.default.createDirectory(atPath: dir.path + "/.git", withIntermediateDirectories: true)
        dir.write("Sources/Cell.swift", violatingCell)
        dir.write("Sources/Clean.swift", cleanCell.replacingOccurrences(of: "class Cell", with: "class CleanCell"))
        return dir
    }

    /// Runs `--reporter name --output report` and returns the file's text; stdout must stay empty.
    private func report(_ name: String, environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) -> String {
        let dir = project()
        let run = nodelint(["--reporter", name, "--output", "out/report.txt", "Sources"], in: dir.path, environment: environment)
        XCTAssertEqual(run.status, 1, run.stderr, file: file, line: line)
        XCTAssertEqual(run.stdout, "", "the report goes to --output, not standard output", file: file, line: line)
        XCTAssertEqual(run.stderr, "", file: file, line: line)
        guard let data = FileManager.default.contents(atPath: dir.path + "/out/report.txt") else {
            XCTFail("no report written for \(name)", file: file, line: line)
            return ""
        }
        return String(decoding: data, as: UTF8.self)
    }

    private func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    func testXcodeReporterIsTheDefault() {
        let dir = project()
        let stdout = nodelint(["Sources"], in: dir.path).stdout
        XCTAssertEqual(nodelint(["--reporter", "xcode", "Sources"], in: dir.path).stdout, stdout)
        XCTAssertTrue(stdout.hasPrefix("Sources/Cell.swift:4:9: error: 'view' loads the node"), stdout)
        XCTAssertTrue(report("xcode").hasPrefix("Sources/Cell.swift:4:9: error: 'view' loads the node"))
    }

    func testXcodeReporterKeepsNoteLines() {
        let dir = project()
        dir.write("Sources/Helper.swift", """
            final class HelperCell: ASCellNode {
                override init() {
                    super.init()
                    setUp()
                }
                private func setUp() {
                    view.backgroundColor = .red
                }
            }

            """)
        let run = nodelint(["Sources/Helper.swift"], in: dir.path)
        XCTAssertEqual(run.stdout, """
            Sources/Helper.swift:7:9: error: \(viewAccessInInitMessage) [view-access-in-init]
            Sources/Helper.swift:4:9: note: setUp() is called from init() here

            """)
    }

    func testJSONReporter() throws {
        let root = try XCTUnwrap(try json(report("json")) as? [String: Any])
        XCTAssertEqual(root["format"] as? String, "nodelint-json")
        let diagnostics = try XCTUnwrap(root["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.map { $0["rule"] as? String }, ["view-access-in-init"])
    }

    func testSARIFReporter() throws {
        let root = try XCTUnwrap(try json(report("sarif")) as? [String: Any])
        XCTAssertEqual(root["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((root["runs"] as? [[String: Any]])?.first)
        let rules = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        XCTAssertTrue(rules.contains { $0["id"] as? String == "view-access-in-init" }, "the rule catalogue is in the report")
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        let location = (results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        XCTAssertEqual((location?["artifactLocation"] as? [String: Any])?["uri"] as? String, "Sources/Cell.swift")
    }

    func testGitHubReporterUsesTheWorkspaceRoot() {
        XCTAssertEqual(report("github"), "::error file=Sources/Cell.swift,line=4,endLine=4,col=9,endColumn=13,title=nodelint (view-access-in-init)::"
                       + "\(viewAccessInInitMessage)\n")
        // GITHUB_WORKSPACE above the current directory: paths are relative to the workspace.
        let dir = project()
        let parent = (dir.path as NSString).deletingLastPathComponent
        let run = nodelint(["--reporter", "github", "Sources"], in: dir.path, environment: ["GITHUB_WORKSPACE": parent])
        let name = (dir.path as NSString).lastPathComponent
        XCTAssertTrue(run.stdout.hasPrefix("::error file=\(name)/Sources/Cell.swift,line=4,"), run.stdout)
    }

    func testCheckstyleReporter() {
        let text = report("checkstyle")
        XCTAssertTrue(text.contains("<checkstyle version=\"4.3\">"), text)
        XCTAssertTrue(text.contains("<file name=\"Sources/Cell.swift\">"), text)
        XCTAssertTrue(text.contains("source=\"nodelint.view-access-in-init\""), text)
    }

    func testJUnitReporterCountsCleanFilesToo() {
        let text = report("junit")
        XCTAssertTrue(text.contains("<testsuites name=\"nodelint\" tests=\"2\" failures=\"1\""), text)
        XCTAssertTrue(text.contains("Sources/Clean.swift"), "a clean linted file is a passing test case")
    }

    func testGitLabReporter() throws {
        let items = try XCTUnwrap(try json(report("gitlab")) as? [[String: Any]])
        XCTAssertEqual(items.count, 1)
        XCTAssertEqual(items.first?["check_name"] as? String, "view-access-in-init")
        XCTAssertEqual((items.first?["location"] as? [String: Any])?["path"] as? String, "Sources/Cell.swift")
        XCTAssertNotNil(items.first?["fingerprint"] as? String)
    }

    func testSummaryReporter() {
        let text = report("summary")
        XCTAssertTrue(text.contains("view-access-in-init      1        0     0      1"), text)
        XCTAssertTrue(text.contains("1 diagnostic in 1 file (1 error, 0 warnings, 0 infos); 2 files linted"), text)
    }

    func testHTMLReporter() {
        let text = report("html")
        XCTAssertTrue(text.hasPrefix("<!DOCTYPE html>"), String(text.prefix(80)))
        XCTAssertTrue(text.contains("Sources/Cell.swift"), text)
        XCTAssertTrue(text.contains("view-access-in-init"), text)
    }

    func testEveryLibraryReporterIsCoveredHere() {
        let tested = ["xcode", "json", "sarif", "github", "checkstyle", "junit", "gitlab", "summary", "html"]
        XCTAssertEqual(Reporters.identifiers.sorted(), tested.sorted(), "add a CLI test for the new reporter")
        let list = nodelint(["reporters"]).stdout
        for name in tested { XCTAssertTrue(list.contains("\n\(name) ") || list.hasPrefix("\(name) "), name) }
    }

    func testUnknownReporterListsTheValidNames() {
        let dir = project()
        let run = nodelint(["--reporter", "pmd", "Sources"], in: dir.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "nodelint: unknown reporter 'pmd' (valid: xcode, json, sarif, github, checkstyle, junit, gitlab, summary, html)\n")
    }

    func testOutputIsWrittenAtomicallyAndAnUnwritablePathIsExitTwo() throws {
        let dir = project()
        dir.write("out.txt", "old contents that are longer than the new report, to show the file is replaced whole\n")
        XCTAssertEqual(nodelint(["--output", "out.txt", "Sources/Clean.swift"], in: dir.path).status, 0)
        XCTAssertEqual(FileManager.default.contents(atPath: dir.path + "/out.txt"), Data())
        // A folder that does not exist yet is created (CI writes to reports/...).
        XCTAssertEqual(nodelint(["--output", "reports/lint/out.txt", "Sources"], in: dir.path).status, 1)
        XCTAssertNotNil(FileManager.default.contents(atPath: dir.path + "/reports/lint/out.txt"))
        // A path below a file cannot be written.
        let run = nodelint(["--output", "Sources/Cell.swift/out.txt", "Sources"], in: dir.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.hasPrefix("nodelint: cannot write Sources/Cell.swift/out.txt"), run.stderr)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { !["out.txt", "Sources", ".git", "reports"].contains($0) }
        XCTAssertEqual(leftovers, [], "no temporary files are left behind")
    }

    func testColourOnlyOnATerminalWithoutNoColor() {
        let dir = project()
        let terminal = nodelint(["Sources"], in: dir.path, outputIsTerminal: true)
        XCTAssertTrue(terminal.stdout.hasPrefix("Sources/Cell.swift:4:9: \u{1B}[1;31merror:\u{1B}[0m 'view' loads"), terminal.stdout)
        let plain = nodelint(["Sources"], in: dir.path).stdout
        XCTAssertEqual(terminal.stdout.replacingOccurrences(of: "\u{1B}[1;31m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: ""), plain)
        XCTAssertEqual(nodelint(["Sources"], in: dir.path, environment: ["NO_COLOR": "1"], outputIsTerminal: true).stdout, plain)
        XCTAssertEqual(nodelint(["--reporter", "json", "Sources"], in: dir.path, outputIsTerminal: true).stdout.contains("\u{1B}"), false)
        XCTAssertFalse(plain.contains("\u{1B}"))
    }

    func testProgressLineOnlyOnATerminalOutsideCI() {
        XCTAssertTrue(ProgressLine.isWanted(errorIsTerminal: true, environment: [:]))
        XCTAssertFalse(ProgressLine.isWanted(errorIsTerminal: false, environment: [:]), "never in a pipe")
        XCTAssertFalse(ProgressLine.isWanted(errorIsTerminal: true, environment: ["CI": "true"]), "never in CI")
        XCTAssertFalse(ProgressLine.isWanted(errorIsTerminal: true, environment: ["TERM": "dumb"]))
        // A short run on a terminal prints nothing: the line waits a second.
        let dir = project()
        XCTAssertEqual(nodelint(["Sources"], in: dir.path, errorIsTerminal: true).stderr, "")
    }

    func testProgressLineAppearsAfterTheDelayAndIsErased() {
        let progress = LintProgress(toParse: 10, toLint: 10)
        XCTAssertEqual(progress.text, "parsing 0/10 files")
        for _ in 0..<10 { progress.parsed() }
        XCTAssertEqual(progress.text, "indexing 10 files")
        progress.indexed()
        for _ in 0..<4 { progress.linted() }
        let lock = NSLock()
        var written = ""
        let line = ProgressLine(progress: progress, delay: .milliseconds(20), interval: .milliseconds(10)) { text in
            lock.lock(); written += text; lock.unlock()
        }
        line.start()
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            lock.lock(); let shown = !written.isEmpty; lock.unlock()
            if shown { break }
            usleep(5_000)
        }
        line.stop()
        lock.lock(); let text = written; lock.unlock()
        XCTAssertTrue(text.hasPrefix("\r\u{1B}[2Knodelint: linting 4/10 files"), text)
        XCTAssertTrue(text.hasSuffix("\r\u{1B}[2K"), "the line is erased when the run ends")
        let after = text
        usleep(50_000)
        lock.lock(); XCTAssertEqual(written, after, "nothing is drawn after stop()"); lock.unlock()
    }
}
