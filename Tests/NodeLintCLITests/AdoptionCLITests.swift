import Foundation
import XCTest

/// Adopting nodelint on an existing codebase (`--baseline`, `--write-baseline`) and editor use
/// (`--stdin-filename`), through the command line.
final class AdoptionCLITests: XCTestCase {
    private func project() -> ScratchDirectory {
        let dir = ScratchDirectory()
        try! FileManager.default.createDirectory(atPath: dir.path + "/.git", withIntermediateDirectories: true)
        return dir
    }

    private func locations(_ output: String) -> [String] {
        output.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
    }

    private let newViolation = """
        final class OtherCell: ASDisplayNode {
            init(title: String) {
                super.init()
                layer.cornerRadius = 4
            }
        }

        """

    func testABaselineHidesOldViolationsAfterLinesMoveAndReportsNewOnes() throws {
        let dir = project()
        dir.write("Sources/Feed/Cell.swift", violatingCell)
        dir.write("Sources/Profile/Cell.swift", violatingCell)
        let write = nodelint(["--write-baseline", "nodelint-baseline.json"], in: dir.path)
        XCTAssertEqual(write.status, 1, "writing a baseline still reports")
        let text = try String(contentsOfFile: dir.path + "/nodelint-baseline.json", encoding: .utf8)
        XCTAssertTrue(text.contains("\"path\": \"Sources/Feed/Cell.swift\""), text)
        XCTAssertTrue(text.contains("\"lineText\": \"view.backgroundColor = .red\""), text)

        // Unrelated edits move the old violation down and re-indent nothing it depends on.
        dir.write("Sources/Feed/Cell.swift", "import AsyncDisplayKit\n\n// The feed's cell.\n" + violatingCell)
        let quiet = nodelint(["--baseline", "nodelint-baseline.json"], in: dir.path)
        XCTAssertEqual(quiet.stdout, "")
        XCTAssertEqual(quiet.status, 0)
        XCTAssertEqual(quiet.stderr, "nodelint: nodelint-baseline.json: 2 known diagnostics hidden by the baseline\n")

        // A new violation in a baselined file and one in a new file are reported.
        dir.write("Sources/Feed/Cell.swift", "import AsyncDisplayKit\n\n// The feed's cell.\n" + violatingCell + newViolation)
        dir.write("Sources/New.swift", violatingCell)
        let run = nodelint(["--baseline", "nodelint-baseline.json", "--quiet"], in: dir.path)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(locations(run.stdout), ["Sources/Feed/Cell.swift:13:9:", "Sources/New.swift:4:9:"])
        XCTAssertEqual(run.stderr, "")

        // From a subdirectory the baseline still matches: its paths are relative to the repository root.
        let sub = nodelint(["--baseline", "../nodelint-baseline.json", "Profile"], in: dir.path + "/Sources")
        XCTAssertEqual(sub.status, 0, sub.stderr)
        XCTAssertEqual(sub.stdout, "")
        XCTAssertEqual(sub.stderr, "nodelint: ../nodelint-baseline.json: 1 known diagnostic hidden by the baseline\n")
    }

    func testTheSameMissingFileForBothStartsEmpty() throws {
        let dir = project()
        dir.write("Cell.swift", violatingCell)
        let first = nodelint(["--baseline", "b.json", "--write-baseline", "b.json"], in: dir.path)
        XCTAssertEqual(first.status, 1)
        XCTAssertEqual(locations(first.stdout), ["Cell.swift:4:9:"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.path + "/b.json"))
        let second = nodelint(["--baseline", "b.json", "--write-baseline", "b.json"], in: dir.path)
        XCTAssertEqual(second.status, 0)
        XCTAssertEqual(second.stdout, "")

        let missing = nodelint(["--baseline", "other.json"], in: dir.path)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("other.json: error: cannot read the baseline"), missing.stderr)
        dir.write("broken.json", "{\"format\": \"something else\"}")
        XCTAssertEqual(nodelint(["--baseline", "broken.json"], in: dir.path).status, 2)
    }

    func testWritingFromPartOfTheProjectKeepsTheOtherFilesEntries() throws {
        let dir = project()
        dir.write("A/Cell.swift", violatingCell)
        dir.write("B/Cell.swift", violatingCell)
        XCTAssertEqual(nodelint(["--write-baseline", "b.json"], in: dir.path).status, 1)
        dir.write("A/Cell.swift", cleanCell)
        XCTAssertEqual(nodelint(["--write-baseline", "b.json", "A"], in: dir.path).status, 0)
        let text = try String(contentsOfFile: dir.path + "/b.json", encoding: .utf8)
        XCTAssertFalse(text.contains("A/Cell.swift"), "the fixed file's entry is gone")
        XCTAssertTrue(text.contains("B/Cell.swift"), "the file not linted keeps its entry")
    }

    func testStdinFilenameFollowsConfigurationExcludesAndReportPath() {
        let dir = project()
        dir.write(".nodelint.yml", "exclude: [Generated]\n")
        dir.write("Feature/.nodelint.yml", "extends: ../.nodelint.yml\nseverity:\n  view-access-in-init: warning\n")
        // The file does not exist: the editor's unsaved buffer is linted under its name.
        let feature = nodelint(["--stdin-filename", "Feature/Cell.swift"], in: dir.path, input: violatingCell)
        XCTAssertEqual(feature.status, 0)
        XCTAssertEqual(locations(feature.stdout), ["Feature/Cell.swift:4:9:"])
        XCTAssertTrue(feature.stdout.contains(" warning: "), feature.stdout)

        let root = nodelint(["--stdin-filename", "Cell.swift"], in: dir.path, input: violatingCell)
        XCTAssertEqual(root.status, 1)
        XCTAssertTrue(root.stdout.hasPrefix("Cell.swift:4:9: error: "), root.stdout)

        let excluded = nodelint(["--stdin-filename", "Generated/Cell.swift"], in: dir.path, input: violatingCell)
        XCTAssertEqual(excluded.stdout, "")
        XCTAssertEqual(excluded.status, 0)

        let json = nodelint(["--stdin-filename", "Generated/Cell.swift", "--reporter", "json"], in: dir.path, input: violatingCell)
        XCTAssertTrue(json.stdout.contains("\"diagnostics\": 0"), "an excluded file still gets a well-formed empty report")

        let notSource = nodelint(["--stdin-filename", "notes.txt"], in: dir.path, input: "hello")
        XCTAssertEqual(notSource.status, 2)
        let withPaths = nodelint(["--stdin-filename", "Cell.swift", "Feature"], in: dir.path, input: violatingCell)
        XCTAssertEqual(withPaths.status, 2)
        XCTAssertEqual(withPaths.stderr, "nodelint: --stdin-filename lints no paths; remove Feature\n")
    }
}
