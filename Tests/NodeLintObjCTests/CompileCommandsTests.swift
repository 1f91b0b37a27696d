import XCTest
import Foundation
import NodeLintModel
@testable import NodeLintObjC

final class CompileCommandsTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("fixtures/objc").path

    private func database(_ json: String) throws -> CompileCommands {
        try CompileCommands(json: Data(json.utf8), source: "test.json")
    }

    func testEntriesWithArgumentsOrCommand() throws {
        let db = try database("""
        [
          {"directory": "/src/app", "file": "Feed/FeedNode.m", "arguments": ["clang", "-x", "objective-c", "-I", "Headers", "-c", "Feed/FeedNode.m"]},
          {"directory": "/src/app", "file": "/src/app/Other/Cell.mm", "command": "clang++ -DNAME=\\"a b\\" -I'My Headers' -c Other/Cell.mm -o Cell.o"}
        ]
        """)
        XCTAssertEqual(db.entries.map(\.file), ["/src/app/Feed/FeedNode.m", "/src/app/Other/Cell.mm"])
        XCTAssertEqual(db.arguments(for: "/src/app/Feed/./FeedNode.m"),
                       ["clang", "-x", "objective-c", "-I", "Headers", "-c", "Feed/FeedNode.m", "-working-directory", "/src/app"])
        XCTAssertEqual(db.arguments(for: "/src/app/Other/../Other/Cell.mm"),
                       ["clang++", "-DNAME=a b", "-IMy Headers", "-c", "Other/Cell.mm", "-o", "Cell.o", "-working-directory", "/src/app"])
    }

    func testHeadersBorrowASiblingEntry() throws {
        let db = try database("""
        [{"directory": "/p", "file": "A/Foo.m", "arguments": ["clang", "-DFOO", "A/Foo.m"]},
         {"directory": "/p", "file": "A/Bar.m", "arguments": ["clang", "-DBAR", "A/Bar.m"]}]
        """)
        XCTAssertEqual(db.arguments(for: "/p/A/Bar.h")?.contains("-DBAR"), true, "same name")
        XCTAssertEqual(db.arguments(for: "/p/A/Other.h")?.contains("-DFOO"), true, "same directory")
        XCTAssertNil(db.arguments(for: "/p/B/Other.h"))
    }

    func testBadDatabasesGiveOneLineErrors() {
        XCTAssertThrowsError(try database("{}")) { XCTAssertEqual("\($0)", "test.json: not a JSON array of compile commands") }
        XCTAssertThrowsError(try database("[{\"file\": \"a.m\"}]")) { XCTAssertEqual("\($0)", "test.json: entry 1 lacks \"directory\" or \"file\"") }
        XCTAssertThrowsError(try database("[{\"file\": \"a.m\", \"directory\": \"/\"}]")) {
            XCTAssertEqual("\($0)", "test.json: entry 1 has neither \"arguments\" nor \"command\"")
        }
        XCTAssertThrowsError(try CompileCommands(contentsOf: "/nonexistent/compile_commands.json"))
    }

    func testShellSplitting() {
        XCTAssertEqual(CompileCommands.splitCommand(#"a "b c" 'd "e"' f\ g "h\"i" j\\k"#), ["a", "b c", #"d "e""#, "f g", #"h"i"#, #"j\k"#])
        XCTAssertEqual(CompileCommands.splitCommand("  "), [])
    }

    func testArgumentsAreCleanedForParsing() {
        let args = ParseArguments.fromCompileCommand(
            ["/usr/bin/clang", "-c", "-MMD", "-MF", "dep.d", "-o", "out.o", "-I", "inc", "-include", "Prefix.h", "Foo.m", "-Werror", "-fobjc-arc"],
            dialect: .objectiveC)
        XCTAssertEqual(args, ["-x", "objective-c", "-I", "inc", "-include", "Prefix.h", "-fobjc-arc", "-ferror-limit=0", "-fno-spell-checking", "-w"])
    }

    func testParsingWithRealArgumentsUsesNoPrelude() throws {
        let path = Self.fixtures + "/UsesMiniSDK.m"
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        let db = try database("""
        [{"directory": "\(Self.fixtures)", "file": "UsesMiniSDK.m", "arguments": ["clang", "-target", "arm64-apple-ios14.0", "-nostdinc", "-c", "UsesMiniSDK.m"]}]
        """)
        let arguments = try XCTUnwrap(db.arguments(for: path))
        let file = ObjCFrontEnd.parse(path: path, bytes: bytes, arguments: arguments)
        XCTAssertEqual(file.problems.count, 0, file.problemLines.joined(separator: "\n"))
        XCTAssertEqual(file.types.map(\.name), ["SampleNode", "SampleNode"])
        XCTAssertEqual(file.types[0].inherits.map(\.text), ["MiniNode"])
        XCTAssertEqual(file.body("didLoad"), "call(member(super, didLoad), []); member(member(self, view), hidden) = lit(integer)")
        XCTAssertEqual(ObjCFrontEnd.diagnose(path: path, bytes: bytes, arguments: arguments), ["parse 1: 0 dropped statements"])
    }

    func testRelativeArgumentsResolveAgainstTheEntryDirectory() {
        // `-include MiniSDK.h` is found through `-working-directory`, not the current directory.
        let src = "@interface T : MiniNode\n@end\n@implementation T\n- (void)didLoad { [super didLoad]; }\n@end\n"
        let arguments = ["clang", "-target", "arm64-apple-ios14.0", "-nostdinc", "-include", "MiniSDK.h", "-working-directory", Self.fixtures]
        let file = ObjCFrontEnd.parse(path: "/tmp/nodelint-tests/T.m", bytes: Array(src.utf8), arguments: arguments)
        XCTAssertEqual(file.problems.count, 0, file.problemLines.joined(separator: "\n"))
        XCTAssertEqual(file.body("didLoad"), "call(member(super, didLoad), [])")
    }

    func testWithRealArgumentsUnknownNamesAreNotRecovered() {
        // Real arguments mean real headers: nothing is made up, and what clang drops is reported.
        let src = "@implementation T\n- (void)f { UIView *v = nil; }\n@end\n"
        let arguments = ["clang", "-target", "arm64-apple-ios14.0", "-nostdinc", "-include", "MiniSDK.h", "-working-directory", Self.fixtures]
        let file = ObjCFrontEnd.parse(path: "/tmp/nodelint-tests/T.m", bytes: Array(src.utf8), arguments: arguments)
        XCTAssertEqual(file.problems.count, 1)
        XCTAssertFalse(file.problems[0].message.contains("compile_commands"), "no hint when arguments were given")
        XCTAssertEqual(ObjCFrontEnd.diagnose(path: "/tmp/nodelint-tests/T.m", bytes: Array(src.utf8), arguments: arguments).filter { $0.hasPrefix("parse") }.count, 1)
    }
}
