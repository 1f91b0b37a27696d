import Foundation
import XCTest

/// `nodelint --fix` end to end: the files it changes and how, the files it must leave alone, what it
/// prints afterwards, and the combinations it refuses.
final class FixCommandTests: XCTestCase {
    private let swiftBefore = """
        final class FeedViewController: ASViewController<ASTableNode> {
            override func viewWillAppear(_ animated: Bool) {
                node.reloadData()
            }
        }

        final class PressableCell: ASCellNode {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                alpha = 0.6
            }
        }

        """
    private let swiftAfter = """
        final class FeedViewController: ASDKViewController<ASTableNode> {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                node.reloadData()
            }
        }

        final class PressableCell: ASCellNode {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                super.touchesBegan(touches, with: event)
                alpha = 0.6
            }
        }

        """
    // Objective-C with CRLF line breaks, which the fix keeps.
    private let objcBefore = """
        @interface PlayerViewController : ASViewController
        @end

        @implementation PlayerViewController
        - (void)viewWillAppear:(BOOL)animated {
            [self.node setNeedsLayout];
        }
        @end

        """.replacingOccurrences(of: "\n", with: "\r\n")
    private let objcAfter = """
        @interface PlayerViewController : ASDKViewController
        @end

        @implementation PlayerViewController
        - (void)viewWillAppear:(BOOL)animated {
            [super viewWillAppear:animated];
            [self.node setNeedsLayout];
        }
        @end

        """.replacingOccurrences(of: "\n", with: "\r\n")
    /// A finding without a fix, and no fixable one.
    private let unfixable = """
        final class AdCell: ASCellNode {
            var tracksImpressions = true

            override func didEnterVisibleState() {
                guard tracksImpressions else { return }
                super.didEnterVisibleState()
            }
        }

        """

    private func project() -> ScratchDirectory {
        let dir = ScratchDirectory()
        dir.write(".nodelint.yml", "texture-version: 3.1\n")
        dir.write("Sources/Feed.swift", swiftBefore)
        dir.write("Sources/Player.m", objcBefore)
        dir.write("Sources/AdCell.swift", unfixable)
        return dir
    }

    private func read(_ dir: ScratchDirectory, _ relative: String) -> String {
        (try? String(contentsOfFile: dir.path + "/" + relative, encoding: .utf8)) ?? "<missing>"
    }

    private func attributes(_ dir: ScratchDirectory, _ relative: String) -> (modified: Date?, permissions: Int?) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: dir.path + "/" + relative)
        return (attributes?[.modificationDate] as? Date, (attributes?[.posixPermissions] as? NSNumber)?.intValue)
    }

    private func setModificationDate(_ dir: ScratchDirectory, _ relative: String) {
        try! FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)],
                                               ofItemAtPath: dir.path + "/" + relative)
    }

    func testFixesBothRulesInSwiftAndObjectiveCAndReportsWhatIsLeft() {
        let dir = project()
        let before = nodelint(["Sources"], in: dir.path)
        XCTAssertEqual(before.stdout.split(separator: "\n").count, 6, before.stdout)

        let run = nodelint(["--fix", "Sources"], in: dir.path)
        XCTAssertEqual(read(dir, "Sources/Feed.swift"), swiftAfter)
        XCTAssertEqual(read(dir, "Sources/Player.m"), objcAfter)
        XCTAssertEqual(run.stdout, """
            Sources/AdCell.swift:4:19: error: \(missingSuperCallMessage(hook: "didEnterVisibleState", superclassDoesWork: true)) [missing-super-call]

            """)
        XCTAssertEqual(run.stderr, "nodelint: fixed 5 findings in 2 files\n")
        XCTAssertEqual(run.status, 1, "the finding left is an error")
    }

    func testAFileWithoutFixesKeepsItsBytesAndModificationTime() {
        let dir = project()
        setModificationDate(dir, "Sources/AdCell.swift")
        let before = attributes(dir, "Sources/AdCell.swift")
        _ = nodelint(["--fix"], in: dir.path)
        XCTAssertEqual(read(dir, "Sources/AdCell.swift"), unfixable)
        XCTAssertEqual(attributes(dir, "Sources/AdCell.swift").modified, before.modified)
        XCTAssertEqual(read(dir, "Sources/Feed.swift"), swiftAfter)
    }

    func testPermissionsAreKept() {
        let dir = project()
        try! FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: dir.path + "/Sources/Feed.swift")
        try! FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.path + "/Sources/Player.m")
        _ = nodelint(["--fix"], in: dir.path)
        XCTAssertEqual(read(dir, "Sources/Feed.swift"), swiftAfter)
        XCTAssertEqual(attributes(dir, "Sources/Feed.swift").permissions, 0o640)
        XCTAssertEqual(attributes(dir, "Sources/Player.m").permissions, 0o755)
        // No temporary file is left behind.
        let listing = try! FileManager.default.contentsOfDirectory(atPath: dir.path + "/Sources").sorted()
        XCTAssertEqual(listing, ["AdCell.swift", "Feed.swift", "Player.m"])
    }

    func testASymbolicLinkStaysALinkAndItsFileIsFixed() throws {
        let dir = project()
        dir.write("Shared/Feed.swift", swiftBefore)
        try FileManager.default.removeItem(atPath: dir.path + "/Sources/Feed.swift")
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/Sources/Feed.swift", withDestinationPath: "../Shared/Feed.swift")
        _ = nodelint(["--fix", "Sources"], in: dir.path)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: dir.path + "/Sources/Feed.swift"), "../Shared/Feed.swift")
        XCTAssertEqual(read(dir, "Shared/Feed.swift"), swiftAfter)
    }

    func testAReadOnlyFileIsRefusedInOneLineAndTheOthersAreFixed() {
        let dir = project()
        try! FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: dir.path + "/Sources/Player.m")
        let run = nodelint(["--fix"], in: dir.path)
        XCTAssertEqual(run.status, 2)
        let lines = run.stderr.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.contains("Player.m") }, ["nodelint: cannot fix Sources/Player.m: the file is read-only"],
                       run.stderr)
        XCTAssertEqual(read(dir, "Sources/Player.m"), objcBefore)
        XCTAssertEqual(attributes(dir, "Sources/Player.m").permissions, 0o444)
        XCTAssertEqual(read(dir, "Sources/Feed.swift"), swiftAfter)
        // The report still lists what is left, the read-only file's findings included.
        XCTAssertTrue(run.stdout.contains("Player.m:5:9: error"), run.stdout)
        XCTAssertFalse(run.stdout.contains("Feed.swift"), run.stdout)
    }

    func testFixingTwiceChangesNothingTheSecondTime() {
        let dir = project()
        let first = nodelint(["--fix"], in: dir.path)
        for file in ["Sources/Feed.swift", "Sources/Player.m", "Sources/AdCell.swift"] { setModificationDate(dir, file) }
        let dates = ["Sources/Feed.swift", "Sources/Player.m"].map { attributes(dir, $0).modified }
        let second = nodelint(["--fix"], in: dir.path)
        XCTAssertEqual(second.stdout, first.stdout)
        XCTAssertEqual(second.stderr, "", "nothing fixed, nothing said")
        XCTAssertEqual(second.status, first.status)
        XCTAssertEqual(read(dir, "Sources/Feed.swift"), swiftAfter)
        XCTAssertEqual(read(dir, "Sources/Player.m"), objcAfter)
        XCTAssertEqual(["Sources/Feed.swift", "Sources/Player.m"].map { attributes(dir, $0).modified }, dates)
    }

    func testSuppressedAndBaselinedFindingsAreNotFixed() throws {
        let dir = ScratchDirectory()
        dir.write(".nodelint.yml", "texture-version: 3.1\n")
        let suppressed = """
            final class LegacyViewController: ASViewController<ASDisplayNode> {} // nodelint:disable:this legacy-asviewcontroller-name

            """
        dir.write("Suppressed.swift", suppressed)
        dir.write("Baselined.swift", swiftBefore)
        XCTAssertEqual(nodelint(["--write-baseline", "baseline.json", "Baselined.swift"], in: dir.path).status, 1)
        dir.write("Fresh.swift", swiftBefore)

        let run = nodelint(["--fix", "--baseline", "baseline.json"], in: dir.path)
        XCTAssertEqual(read(dir, "Suppressed.swift"), suppressed)
        XCTAssertEqual(read(dir, "Baselined.swift"), swiftBefore)
        XCTAssertEqual(read(dir, "Fresh.swift"), swiftAfter)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.status, 0)
    }

    func testFixWithStagedOrStandardInputIsAUsageError() {
        let staged = nodelint(["--fix", "--staged"])
        XCTAssertEqual(staged.status, 2)
        XCTAssertEqual(staged.stderr, "nodelint: --fix cannot be combined with --staged (it fixes the files on disk, not what is staged)\n")
        let stdin = nodelint(["--stdin-filename", "Feed.swift", "--fix"], input: swiftBefore)
        XCTAssertEqual(stdin.status, 2)
        XCTAssertEqual(stdin.stderr, "nodelint: --fix cannot be combined with --stdin-filename (standard input is not a file to fix)\n")
        XCTAssertEqual(stdin.stdout, "")
        XCTAssertEqual(nodelint(["install-hook", "--fix"]).status, 2)
    }

    func testReportsCarryTheFixWithoutFixing() throws {
        let dir = project()
        let json = nodelint(["--reporter", "json", "Sources/Feed.swift"], in: dir.path)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(document["diagnostics"] as? [[String: Any]])
        let fixes = diagnostics.compactMap { $0["fix"] as? [String: Any] }
        XCTAssertEqual(fixes.count, 3)
        XCTAssertEqual(fixes.first?["description"] as? String, "rename 'ASViewController' to 'ASDKViewController'")

        let sarif = nodelint(["--reporter", "sarif", "Sources/Feed.swift"], in: dir.path)
        XCTAssertTrue(sarif.stdout.contains("\"artifactChanges\""), sarif.stdout)
        XCTAssertTrue(sarif.stdout.contains("\"insertedContent\""), sarif.stdout)
        XCTAssertEqual(read(dir, "Sources/Feed.swift"), swiftBefore, "reporting does not fix")
    }
}
