import Foundation
import NodeLintCLI
import XCTest

/// Real compiler arguments for Objective-C files: `compile_commands.json` (found in the current
/// directory, or named with `--compile-commands`) and `--objc-arg`. The sample's finding sits in an
/// `#if` that only the real arguments turn on, so the output shows which arguments a file was parsed
/// with; its declarations come from a header of its own, which only a real parse reads alone.
final class ObjCArgumentsCLITests: XCTestCase {
    private let stubs = """
        @interface NSObject
        + (instancetype)alloc;
        - (instancetype)init;
        @end
        @interface UIView : NSObject
        @property (nonatomic) double alpha;
        @end
        @interface ASDisplayNode : NSObject
        @property (nonatomic, readonly) UIView *view;
        @end

        """

    private let badgeNode = """
        #import "Stubs.h"
        @interface BadgeNode : ASDisplayNode
        @end
        @implementation BadgeNode
        - (instancetype)init {
            if ((self = [super init])) {
        #if SHOW_BADGE
                self.view.alpha = 0.5;
        #endif
            }
            return self;
        }
        @end

        """

    private let finding = "BadgeNode.m:8:14: error: \(viewAccessInInitMessage) [view-access-in-init]\n"

    private func project() -> ScratchDirectory {
        let dir = ScratchDirectory()
        dir.write("Stubs.h", stubs)
        dir.write("BadgeNode.m", badgeNode)
        return dir
    }

    private func database(_ dir: ScratchDirectory, files: [String]) -> String {
        let entries = files.map { file in
            """
              {"directory": "\(dir.path)", "file": "\(file)", "arguments": ["clang", "-x", "objective-c", "-DSHOW_BADGE=1", "-c", "\(file)", "-o", "/tmp/x.o"]}
            """
        }
        return "[\n" + entries.joined(separator: ",\n") + "\n]\n"
    }

    func testWithoutArgumentsTheFileIsParsedWithThePrelude() {
        let dir = project()
        let run = nodelint(["BadgeNode.m", "--only", "view-access-in-init"], in: dir.path)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.status, 0)
    }

    func testCompileCommandsInTheCurrentDirectoryAreUsed() {
        let dir = project()
        dir.write("compile_commands.json", database(dir, files: ["BadgeNode.m"]))
        let run = nodelint(["BadgeNode.m", "--only", "view-access-in-init"], in: dir.path)
        XCTAssertEqual(run.stdout, finding)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(run.status, 1)
    }

    func testAFileWithoutAnEntryUsesThePrelude() {
        let dir = project()
        dir.write("compile_commands.json", database(dir, files: ["Other.m"]))
        dir.write("Elsewhere/BadgeNode.m", badgeNode.replacingOccurrences(of: "\"Stubs.h\"", with: "\"../Stubs.h\""))
        let run = nodelint(["Elsewhere/BadgeNode.m", "--only", "view-access-in-init"], in: dir.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "")
    }

    func testCompileCommandsOptionNamesTheDatabase() {
        let dir = project()
        dir.write("build/commands.json", database(dir, files: ["BadgeNode.m"]))
        let run = nodelint(["BadgeNode.m", "--compile-commands", "build/commands.json", "--only", "view-access-in-init"], in: dir.path)
        XCTAssertEqual(run.stdout, finding)
        let missing = nodelint(["BadgeNode.m", "--compile-commands", "build/missing.json"], in: dir.path)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stdout, "")
        XCTAssertEqual(missing.stderr, "nodelint: build/missing.json: cannot read the compilation database\n")
    }

    func testObjCArgGivesEveryFileRealArguments() {
        let dir = project()
        let run = nodelint(["BadgeNode.m", "--objc-arg", "-DSHOW_BADGE=1", "--only", "view-access-in-init"], in: dir.path)
        XCTAssertEqual(run.stdout, finding)
        let inline = nodelint(["BadgeNode.m", "--objc-arg=-DSHOW_BADGE=1", "--only", "view-access-in-init"], in: dir.path)
        XCTAssertEqual(inline.stdout, finding)
    }

    func testObjCArgIsAddedToTheCompileCommand() {
        let dir = project()
        dir.write("compile_commands.json", """
            [{"directory": "\(dir.path)", "file": "BadgeNode.m", "command": "clang -x objective-c -c BadgeNode.m"}]

            """)
        let withoutDefine = nodelint(["BadgeNode.m", "--only", "view-access-in-init"], in: dir.path)
        XCTAssertEqual(withoutDefine.status, 0, withoutDefine.stderr)
        XCTAssertEqual(withoutDefine.stdout, "")
        let run = nodelint(["BadgeNode.m", "--objc-arg", "-DSHOW_BADGE=1", "--only", "view-access-in-init"], in: dir.path)
        XCTAssertEqual(run.stdout, finding)
    }

    func testABrokenDefaultDatabaseIsReportedAndThePreludeUsed() {
        let dir = project()
        dir.write("compile_commands.json", "{ not a list")
        let run = nodelint(["BadgeNode.m", "--only", "view-access-in-init"], in: dir.path)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stderr.hasPrefix("nodelint: "), run.stderr)
        XCTAssertTrue(run.stderr.contains("compile_commands.json: not a JSON array of compile commands; Objective-C files are parsed with nodelint's prelude instead"), run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
    }

    func testOptionsParse() throws {
        let invocation = try CommandLineParser.parse(["--objc-arg", "-Iinclude", "--objc-arg=-DDEBUG=1", "--compile-commands", "cc.json", "App"])
        XCTAssertEqual(invocation.objcArguments, ["-Iinclude", "-DDEBUG=1"])
        XCTAssertEqual(invocation.compileCommandsPath, "cc.json")
        XCTAssertEqual(invocation.arguments, ["App"])
        XCTAssertThrowsError(try CommandLineParser.parse(["--objc-arg"]))
    }
}
