import Foundation
import XCTest

final class LintCommandTests: XCTestCase {
    func testReportsInXcodeFormatAndExitsOneOnErrors() {
        let dir = ScratchDirectory()
        dir.write("Cell.swift", violatingCell)
        let run = nodelint(["Cell.swift"], in: dir.path)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, """
            Cell.swift:4:9: error: \(viewAccessInInitMessage) [view-access-in-init]

            """)
    }

    func testCleanCodeExitsZeroWithNoOutput() {
        let dir = ScratchDirectory()
        dir.write("Cell.swift", cleanCell)
        let run = nodelint(["."], in: dir.path)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, "")
    }

    func testWarningsExitZeroUnlessStrict() {
        let dir = ScratchDirectory()
        dir.write("Cell.swift", """
            final class Cell: ASCellNode {
                override init() {
                    super.init()
                    lock.lock()
                    lock.unlock()
                }
                let lock = NSLock()
            }

            """)
        let relaxed = nodelint(["Cell.swift"], in: dir.path)
        XCTAssertEqual(relaxed.status, 0, relaxed.stdout)
        XCTAssertTrue(relaxed.stdout.contains("warning:"), relaxed.stdout)
        XCTAssertEqual(nodelint(["--strict", "Cell.swift"], in: dir.path).status, 1)
    }

    func testDefaultPathIsTheCurrentDirectoryAndPathsStayAsGiven() {
        let dir = ScratchDirectory()
        dir.write("Sources/My Feature/Cell.swift", violatingCell)
        let here = nodelint([], in: dir.path)
        XCTAssertTrue(here.stdout.hasPrefix("Sources/My Feature/Cell.swift:4:9:"), here.stdout)
        let explicit = nodelint(["Sources/My Feature"], in: dir.path)
        XCTAssertTrue(explicit.stdout.hasPrefix("Sources/My Feature/Cell.swift:4:9:"), explicit.stdout)
        let absolute = nodelint([dir.path + "/Sources"])
        XCTAssertTrue(absolute.stdout.hasPrefix(dir.path + "/Sources/My Feature/Cell.swift:4:9:"), absolute.stdout)
    }

    func testSkipsBuildAndDependencyFolders() {
        let dir = ScratchDirectory()
        for folder in [".build", "Pods", "Carthage", "DerivedData", ".git", "vendor"] {
            dir.write("\(folder)/Cell.swift", violatingCell)
        }
        dir.write("App/Cell.swift", violatingCell)
        let run = nodelint(["."], in: dir.path)
        XCTAssertEqual(run.stdout.split(separator: "\n").map { String($0.prefix(while: { $0 != ":" })) }, ["App/Cell.swift"])
    }

    func testOutputIsSortedAndDeterministic() {
        let dir = ScratchDirectory()
        for name in ["b/Z.swift", "a/Y.swift", "a/X.swift", "c.swift"] { dir.write(name, violatingCell + violatingCell) }
        let first = nodelint(["--jobs", "2", "."], in: dir.path)
        let second = nodelint(["--jobs", "1", "."], in: dir.path)
        XCTAssertEqual(first.stdout, second.stdout)
        let paths = first.stdout.split(separator: "\n").map { String($0.prefix(while: { $0 != ":" })) }
        XCTAssertEqual(paths, paths.sorted())
        XCTAssertEqual(paths.count, 8)
    }

    func testInlineSuppressionsAndUnusedSuppression() {
        let dir = ScratchDirectory()
        dir.write("Cell.swift", """
            final class Cell: ASCellNode {
                override init() {
                    super.init()
                    // nodelint:disable:next view-access-in-init - created on main by the controller
                    view.backgroundColor = .red
                    backgroundColor = .blue // nodelint:disable:this view-access-in-init
                }
            }

            """)
        let run = nodelint(["Cell.swift"], in: dir.path)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, """
            Cell.swift:6:33: warning: nodelint suppression of 'view-access-in-init' suppresses nothing [unused-suppression]

            """)
    }

    func testMissingPathIsReportedAndTheRunGoesOn() {
        let dir = ScratchDirectory()
        dir.write("Cell.swift", violatingCell)
        let run = nodelint(["Missing", "Cell.swift"], in: dir.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "nodelint: Missing: no such file or directory\n")
        XCTAssertTrue(run.stdout.hasPrefix("Cell.swift:4:9: error:"))
    }

    func testFolderWithoutSourcesIsNamed() {
        let dir = ScratchDirectory()
        dir.write("docs/README.md", "# hi\n")
        let run = nodelint(["docs"], in: dir.path)
        XCTAssertEqual(run.stderr, "nodelint: docs: no Swift or Objective-C files here\n")
        XCTAssertEqual(run.status, 0)
    }

    func testBadFilesGetOneLineEachAndTheRunGoesOn() {
        let dir = ScratchDirectory()
        dir.write("Binary.swift", bytes: [0x63, 0x6C, 0x00, 0x01, 0xFF, 0x00])
        dir.write("Latin1.swift", bytes: Array("let caf".utf8) + [0xE9] + Array(" = 1\n".utf8))
        dir.write("Cell.swift", violatingCell)
        mkfifo(dir.path + "/Pipe.swift", 0o644)
        let run = nodelint(["Binary.swift", "Latin1.swift", "Pipe.swift", "Cell.swift"], in: dir.path)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, """
            nodelint: Binary.swift: is a binary file (it contains NUL bytes); skipped
            nodelint: Latin1.swift: is not valid UTF-8; skipped
            nodelint: Pipe.swift: cannot be read

            """)
        XCTAssertTrue(run.stdout.hasPrefix("Cell.swift:4:9: error:"))
    }

    func testHugeFileIsSkippedWithAMessage() {
        let dir = ScratchDirectory()
        let line = Array("let value = 1 // padding padding padding padding padding padding padding\n".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(51 * 1024 * 1024)
        while bytes.count < 50 * 1024 * 1024 { bytes += line }
        dir.write("Generated.swift", bytes: bytes)
        dir.write("Cell.swift", violatingCell)
        let run = nodelint(["."], in: dir.path)
        XCTAssertEqual(run.stderr, "nodelint: Generated.swift: is 50 MB, larger than the 20 MB limit (--max-file-size); skipped\n")
        XCTAssertEqual(run.status, 1)
    }

    func testDeepNestingIsReportedNotCrashing() {
        let dir = ScratchDirectory()
        let depth = 10_000
        let nested = "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n"
        let closures = "let y = " + String(repeating: "{ ", count: depth) + String(repeating: "} ", count: depth) + "\n"
        dir.write("Deep.swift", nested + closures + violatingCell)
        let run = nodelint(["Deep.swift"], in: dir.path)
        XCTAssertTrue(run.stderr.hasPrefix("nodelint: Deep.swift:"), run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, run.stderr.split(separator: "\n").filter { $0.hasPrefix("nodelint: Deep.swift:") }.count)
        XCTAssertTrue(run.stdout.contains("[view-access-in-init]"), run.stdout)
    }

    /// What the parser could not read is one line per analysed file (the first problem and how many
    /// more); a file that does not concern Texture is not analysed, and its problems are not reported.
    func testUnreadableCodeIsOneLinePerAnalysedFile() {
        let dir = ScratchDirectory()
        // A generated fragment that is not Swift (as Sourcery's inline templates leave behind).
        dir.write("Generated.swift", "delegateMethod(_ view: UIView, button: UIButton)\ndelegateMethod(_ view: UIView, other: UIButton)\n")
        dir.write("Cell.swift", "let a = (1, ]\nlet b = (2, ]\nlet c = (3, ]\n" + violatingCell)
        let run = nodelint(["."], in: dir.path)
        let lines = run.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, run.stderr)
        XCTAssertTrue(lines.first?.hasPrefix("nodelint: Cell.swift:1:") ?? false, run.stderr)
        XCTAssertTrue(lines.first?.hasSuffix(" (2 more in this file)") ?? false, run.stderr)
        XCTAssertTrue(run.stdout.contains("[view-access-in-init]"), run.stdout)
    }

    /// A file with unresolved merge conflict markers is named once, at its first marker, and not linted
    /// (read as Swift, the tap handler after the markers would nest inside `init`); the others are.
    func testAFileWithMergeConflictsIsNamedAndNotLinted() {
        let dir = ScratchDirectory()
        dir.write("Conflicted.swift", """
            final class FeedNode: ASDisplayNode {
            <<<<<<< HEAD
                override init() {
                    super.init()
                    backgroundColor = .red
            =======
                override init() {
                    super.init()
                    backgroundColor = .blue
            >>>>>>> feature
                }

                @objc func tapped() {
                    view.backgroundColor = .green
                }
            }

            """)
        // A banner of '<' in a comment is not a conflict.
        dir.write("Cell.swift", "// <<<<<<< not a conflict marker\n" + violatingCell)
        let run = nodelint(["."], in: dir.path)
        XCTAssertEqual(run.stderr, "nodelint: Conflicted.swift:2:1: unresolved merge conflict ('<<<<<<<' here); the file is not linted until the conflict is resolved\n")
        XCTAssertEqual(run.stdout, "Cell.swift:5:9: error: \(viewAccessInInitMessage) [view-access-in-init]\n")
        XCTAssertEqual(run.status, 1)
    }

    /// Where the parser recovers inside a type (here a method lost its closing brace, so the tap handler
    /// is read as part of `init`), findings that depend on which member code is in are not reported
    /// from that type; the problem is named, and the file's other types are still linted.
    func testFindingsInATypeTheParserRecoveredInAreNotReported() {
        let dir = ScratchDirectory()
        dir.write("Broken.swift", violatingCell + """
            final class FeedNode: ASDisplayNode {
                override init() {
                    super.init()
                    if isLayerBacked {
                        backgroundColor = .red
                }

                @objc func tapped() {
                    view.backgroundColor = .green
                }
            }

            """)
        let run = nodelint(["Broken.swift"], in: dir.path)
        XCTAssertEqual(run.stderr, "nodelint: Broken.swift:18:1: missing '}' at the end of 'FeedNode'\n")
        XCTAssertEqual(run.stdout, "Broken.swift:4:9: error: \(viewAccessInInitMessage) [view-access-in-init]\n")
        XCTAssertEqual(run.status, 1)
    }

    /// A checkout of Texture inside the project (a submodule) is dependency code, skipped like Pods;
    /// named explicitly, it is linted.
    func testATextureCheckoutInTheTreeIsSkipped() {
        let dir = ScratchDirectory()
        dir.write("App/Cell.swift", violatingCell)
        dir.write("Submodules/Texture/Texture.podspec", "Pod::Spec.new do |spec|\nend\n")
        dir.write("Submodules/Texture/examples/Sample/Node.swift", violatingCell)
        let run = nodelint(["."], in: dir.path)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdout.contains("App/Cell.swift:"), run.stdout)
        XCTAssertFalse(run.stdout.contains("Submodules/"), run.stdout)
        let named = nodelint(["Submodules/Texture"], in: dir.path)
        XCTAssertTrue(named.stdout.contains("Submodules/Texture/examples/Sample/Node.swift:"), named.stdout)
    }

    /// Unit tests (files importing XCTest) found in a folder are read for the class graph, not linted:
    /// they build hierarchies by hand on purpose. Named on the command line, one is linted.
    func testUnitTestCodeIsContextUnlessNamed() {
        let dir = ScratchDirectory()
        dir.write("App/Cell.swift", violatingCell)
        dir.write("AppTests/CellTests.swift", "import XCTest\n@testable import App\n" + violatingCell.replacingOccurrences(of: "class Cell", with: "class TestCell"))
        dir.write("AppTests/LegacyTests.m", "#import <XCTest/XCTest.h>\n#import <AsyncDisplayKit/AsyncDisplayKit.h>\n"
            + "@interface LegacyNode : ASDisplayNode\n@end\n@implementation LegacyNode\n- (instancetype)init {\n"
            + "    if ((self = [super init])) {\n        self.view.alpha = 0.5;\n    }\n    return self;\n}\n@end\n")
        let run = nodelint(["."], in: dir.path)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdout.contains("App/Cell.swift:"), run.stdout)
        XCTAssertFalse(run.stdout.contains("AppTests/"), run.stdout)
        let named = nodelint(["AppTests/CellTests.swift", "AppTests/LegacyTests.m"], in: dir.path)
        XCTAssertTrue(named.stdout.contains("AppTests/CellTests.swift:"), named.stdout)
        XCTAssertTrue(named.stdout.contains("AppTests/LegacyTests.m:"), named.stdout)
    }

    /// Every usage error is exit 2 with one line naming the problem, before anything is read.
    func testUsageErrorsAreOneLineAndExitTwo() {
        let cases: [([String], String)] = [
            (["--reporter"], "--reporter needs a value"),
            (["--jobs", "0"], "--jobs needs a positive number, not '0'"),
            (["--max-file-size", "big"], "--max-file-size needs a size in megabytes, not 'big'"),
            (["benchmark", "--runs", "0"], "--runs needs a positive number, not '0'"),
            (["explain"], "explain takes one rule id: nodelint explain <rule-id>"),
            (["outline"], "outline takes one or more files: nodelint outline FILE..."),
            (["--staged", "--stdin-filename", "A.swift"], "--staged and --stdin-filename cannot be combined"),
            (["--staged", "--changed-since", "main"],
             "--staged and --changed-since cannot be combined (--staged already lints only what changed)"),
            (["--staged", "Sources"], "--staged lints no paths; remove Sources"),
            (["install-hook", "Sources"], "install-hook takes no paths (the hook lints the staged files); options are passed to the hook"),
            (["install-hook", "--changed-since", "main"],
             "the pre-commit hook runs nodelint --staged; --stdin-filename, --changed-since and --write-baseline do not apply"),
            (["uninstall-hook", "x"], "uninstall-hook takes no arguments"),
            (["--fix", "--staged"], "--fix cannot be combined with --staged (it fixes the files on disk, not what is staged)"),
            (["--stdin-filename", "A.swift", "--fix"], "--fix cannot be combined with --stdin-filename (standard input is not a file to fix)"),
            (["install-hook", "--fix"], "the pre-commit hook lints what is staged and cannot fix it; run nodelint --fix before committing"),
        ]
        for (arguments, message) in cases {
            let run = nodelint(arguments)
            XCTAssertEqual(run.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(run.stderr, "nodelint: \(message)\n", arguments.joined(separator: " "))
            XCTAssertEqual(run.stdout, "", arguments.joined(separator: " "))
        }
    }

    /// `--max-file-size` on the command line, and `--quiet` silencing the skipped-file message.
    func testMaxFileSizeOptionAndQuiet() {
        let dir = ScratchDirectory()
        dir.write("Big.swift", String(repeating: "let value = 1\n", count: 160_000))  // 2.2 MB
        dir.write("Cell.swift", violatingCell)
        let run = nodelint(["--max-file-size", "1", "."], in: dir.path)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("Cell.swift:4:9: error: "), run.stdout)
        XCTAssertTrue(run.stderr.hasPrefix("nodelint: Big.swift: is 2 MB, larger than the 1 MB limit (--max-file-size); skipped"), run.stderr)
        let quiet = nodelint(["--max-file-size", "1", "--quiet", "."], in: dir.path)
        XCTAssertEqual(quiet.status, 1)
        XCTAssertEqual(quiet.stderr, "")
    }

    func testUnknownOptionIsAUsageError() {
        let run = nodelint(["--frobnicate"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "nodelint: unknown option '--frobnicate' (see nodelint --help)\n")
    }

    func testOnlySelectsRules() {
        let dir = ScratchDirectory()
        dir.write("Cell.swift", violatingCell)
        let other = nodelint(["--only", "uikit-in-init", "Cell.swift"], in: dir.path)
        XCTAssertEqual(other.status, 0, other.stderr)
        XCTAssertEqual(other.stdout, "")
        let listed = nodelint(["--only", "uikit-in-init,view-access-in-init", "Cell.swift"], in: dir.path)
        XCTAssertEqual(listed.status, 1, listed.stderr)
        XCTAssertTrue(listed.stdout.hasPrefix("Cell.swift:4:9: error: ") && listed.stdout.hasSuffix("[view-access-in-init]\n"), listed.stdout)
        XCTAssertEqual(nodelint(["--only", "no-such-rule", "Cell.swift"], in: dir.path).status, 2)
    }
}
