import Foundation
import XCTest

/// End to end on the small projects in `fixtures/evidence/`, one per way a node class gets created:
/// a finding in a node's init takes its level and a note from where the class is created (DESIGN.md,
/// Evidence). Each project's output is pinned in `fixtures/evidence/<Case>.expected`.
final class EvidenceCLITests: XCTestCase {
    private static let root = "fixtures/evidence"

    private func lint(_ name: String, _ extra: [String] = []) -> CLIRun {
        nodelint(extra + ["."], in: repositoryRoot + "/\(Self.root)/\(name)")
    }

    private func assertPinned(_ name: String, status: Int32 = 1, file: StaticString = #filePath, line: UInt = #line) {
        let run = lint(name)
        XCTAssertEqual(run.stderr, "", file: file, line: line)
        XCTAssertEqual(run.status, status, file: file, line: line)
        assertMatchesPinned(run.stdout, "\(Self.root)/\(name).expected", file: file, line: line)
    }

    /// Created in a node block: errors, with a note at the block; a node created in that node's init
    /// gets both places.
    func testNodeBlock() { assertPinned("NodeBlock") }

    /// Created on `DispatchQueue.global()` and on a queue the code made.
    func testGlobalQueue() { assertPinned("GlobalQueue") }

    /// Created only in viewDidLoad or a target-action handler: one level lower with a note; main-thread
    /// APIs in such an init are not reported; DispatchQueue.main.sync there is a certain deadlock.
    func testMainOnly() { assertPinned("MainOnly", status: 1) }

    /// A base class never created itself takes its subclasses' creation sites.
    func testSubclass() { assertPinned("Subclass") }

    /// Factory methods: what they create is created where they are called.
    func testFactory() { assertPinned("Factory") }

    /// Public API (a `public` Swift class, an Objective-C class in a library's public header) keeps
    /// the contract's level although the project creates it only on main; an internal one is lowered,
    /// and so is an `open` class of the app target (no module imports an app).
    func testPublicFrameworkClass() { assertPinned("PublicFramework") }

    /// A Swift node created by an Objective-C node block, an Objective-C node created by Swift.
    func testAcrossLanguages() { assertPinned("CrossLanguage") }

    /// The Objective-C node block is the only creation site of the Swift node: without it the
    /// finding is back to the contract's level, without a note.
    func testTheObjectiveCCreationSiteIsWhatProvesBackground() {
        let dir = ScratchDirectory()
        copyFixture("\(Self.root)/CrossLanguage", to: dir)
        try! FileManager.default.removeItem(atPath: dir.path + "/Sources/XYFeedViewController.m")
        let run = nodelint(["."], in: dir.path)
        XCTAssertEqual(run.stdout, """
            Sources/PhotoCellNode.swift:8:9: error: \(viewAccessInInitMessage) [view-access-in-init]
            Sources/XYHeaderNode.m:8:14: warning: \(viewAccessInInitMessage) [view-access-in-init]
            Sources/SettingsViewController.swift:6:25: note: XYHeaderNode is created here, on the main thread; Texture still requires a node's init to be safe on any thread

            """)
    }

    /// `evidence: contract`: every finding at the rule's level, no creation notes, and the main-thread
    /// APIs in the init of a node created on main are reported as Texture's contract says.
    func testContractTurnsEvidenceOff() {
        let dir = ScratchDirectory()
        copyFixture("\(Self.root)/MainOnly", to: dir)
        dir.write(".nodelint.yml", "evidence: contract\n")
        let run = nodelint(["."], in: dir.path)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(run.status, 1)
        assertMatchesPinned(run.stdout, "\(Self.root)/MainOnly.contract.expected")
        XCTAssertFalse(run.stdout.contains("note:"))
        XCTAssertFalse(run.stdout.contains(": warning: "))

        let config = nodelint(["config", "HeaderNode.swift"], in: dir.path)
        XCTAssertTrue(config.stdout.contains("\nevidence: contract  (.nodelint.yml:1:11)\n"), config.stdout)
    }

    func testConfigShowsTheDefault() {
        let run = nodelint(["config", "HeaderNode.swift"], in: repositoryRoot + "/\(Self.root)/MainOnly")
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.contains("\nevidence: creation-sites (default: init findings judged by where each node is created)\n"), run.stdout)
    }

    func testAnUnknownEvidenceValueIsAConfigurationError() {
        let dir = ScratchDirectory()
        copyFixture("\(Self.root)/MainOnly", to: dir)
        dir.write(".nodelint.yml", "evidence: sure\n")
        let run = nodelint(["."], in: dir.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains(".nodelint.yml:1:11: error: evidence must be creation-sites or contract, not 'sure'"), run.stderr)
    }

    /// A configured level moves all three together: the main-only finding stays one level below it.
    func testAConfiguredSeverityIsWhereTheMainOnlyLevelStepsDownFrom() {
        let dir = ScratchDirectory()
        copyFixture("\(Self.root)/Subclass", to: dir)
        dir.write(".nodelint.yml", "severity:\n  view-access-in-init: warning\n")
        let run = nodelint(["."], in: dir.path)
        XCTAssertEqual(run.stdout, """
            CardNodes.swift:7:9: warning: \(viewAccessInInitMessage) [view-access-in-init]
            CardsViewController.swift:11:18: note: PhotoCardNode (a subclass of BaseCardNode) is created here, in a node block, which runs on a background thread
            CardNodes.swift:7:14: error: \(addGestureRecognizerInInitMessage) [gesture-in-init]
            CardsViewController.swift:11:18: note: PhotoCardNode (a subclass of BaseCardNode) is created here, in a node block, which runs on a background thread
            CardNodes.swift:19:9: note: \(viewAccessInInitMessage) [view-access-in-init]
            CardsViewController.swift:6:25: note: PromoBannerNode (a subclass of BaseBannerNode) is created here, on the main thread; Texture still requires a node's init to be safe on any thread

            """)
    }

    /// The notes and the evidence reach every reporter.
    func testEveryReporterCarriesTheCreationNotes() throws {
        let note = "HeaderNode is created here, on the main thread; Texture still requires a node's init to be safe on any thread"
        let json = lint("MainOnly", ["--reporter", "json"]).stdout
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(document["diagnostics"] as? [[String: Any]])
        let uikit = try XCTUnwrap(diagnostics.first { $0["rule"] as? String == "uikit-in-init" })
        XCTAssertEqual(uikit["evidence"] as? String, "main-only")
        XCTAssertEqual(uikit["severity"] as? String, "warning")
        let notes = try XCTUnwrap(uikit["notes"] as? [[String: Any]])
        XCTAssertEqual(notes.first?["message"] as? String, note)
        XCTAssertEqual(notes.first?["path"] as? String, "ProfileViewController.swift")
        XCTAssertEqual(notes.first?["line"] as? Int, 8)

        let sarif = lint("MainOnly", ["--reporter", "sarif"]).stdout
        XCTAssertTrue(sarif.contains("\"relatedLocations\""))
        XCTAssertTrue(sarif.contains(note))

        let github = lint("MainOnly", ["--reporter", "github"]).stdout
        // Paths relative to the repository root, the notes on lines of the annotation's message.
        XCTAssertTrue(github.contains("%0Anote: \(Self.root)/MainOnly/ProfileViewController.swift:8:22: \(note)"), github)

        let html = lint("MainOnly", ["--reporter", "html"]).stdout
        XCTAssertTrue(html.contains("<li><code>ProfileViewController.swift:8:22</code> HeaderNode is created here, on the main thread; Texture still requires a node&apos;s init to be safe on any thread</li>"), html)
    }

    /// `nodelint explain` describes the levels.
    func testExplainDescribesTheLevels() {
        let run = nodelint(["explain", "uikit-in-init"])
        XCTAssertTrue(run.stdout.contains("## Evidence"))
        XCTAssertTrue(run.stdout.contains("Created only on the main thread"))
        XCTAssertTrue(run.stdout.contains("evidence: contract"))
    }
}
