import XCTest
import NodeLintModel
@testable import NodeLintObjC

final class RobustnessTests: XCTestCase {
    func testPreludeParsesWithoutErrorsInBothDialects() {
        for path in ["/tmp/nodelint-tests/Empty.m", "/tmp/nodelint-tests/Empty.mm"] {
            let lines = ObjCFrontEnd.diagnose(path: path, bytes: Array("\n".utf8))
            XCTAssertEqual(lines, ["parse 1: 0 dropped statements"], path)
        }
    }

    func testPreludeTextParsesWithoutErrorsWithoutPCH() {
        // The fallback when no precompiled header can be written: the prelude as text.
        let parser = FileParser(mainPath: "/tmp/nodelint-tests/Text.m", bytes: Array("\n".utf8), dialect: .objectiveC, compileArguments: [])
        let unsaved = [ClangUnit.UnsavedFile(path: "/tmp/nodelint-tests/Text.m", bytes: Array("\n".utf8)),
                       ClangUnit.UnsavedFile(path: Prelude.path, bytes: Array(Prelude.text.utf8))]
        guard case .success(let unit) = ClangUnit.parse(mainPath: parser.mainPath,
                                                        arguments: ParseArguments.prelude(.objectiveC, pch: nil, extraIncludes: []),
                                                        unsaved: unsaved, options: FileParser.options) else { return XCTFail("no unit") }
        XCTAssertEqual(ClangDiagnostics.allErrors(unit), [])
    }

    func testEmptyGarbageAndBinaryInputNeverFail() {
        let inputs: [[UInt8]] = [
            [],
            Array("@interface".utf8),
            Array("@implementation X\n- (void)f {\n".utf8),
            Array("}}}} ]]] ))) @end @end".utf8),
            [0x00, 0xFF, 0xFE, 0x40, 0x69, 0x00, 0x0A],
            Array("int x = \"unterminated\n/* unterminated comment".utf8),
            Array((0..<2000).map { _ in UInt8.random(in: 0...255) }),
        ]
        for bytes in inputs {
            let file = ObjCFrontEnd.parse(path: "/tmp/nodelint-tests/Garbage.m", bytes: bytes, arguments: [])
            XCTAssertEqual(file.language, .objectiveC)
            XCTAssertEqual(file.text.bytes, bytes)
        }
    }

    func testCommentsAreAllKept() {
        let src = "// one\n/* two */\n@implementation C // three\n- (void)f { /* four */ }\n@end\n/// five"
        let file = parseObjC(src)
        XCTAssertEqual(file.comments.map(\.text), ["// one", "/* two */", "// three", "/* four */", "/// five"])
        XCTAssertEqual(file.comments.map(\.isBlock), [false, true, false, true, false])
        XCTAssertEqual(file.text.position(of: file.comments[2].range.lowerBound), SourcePosition(line: 3, column: 19))
    }

    func testUnknownClassesAreRecoveredByASecondParse() {
        let src = """
        @implementation FeedNode
        - (instancetype)init {
          if ((self = [super init])) {
            FeedHeaderNode *header = [[FeedHeaderNode alloc] initWithTitle:kFeedTitle];
            [self addSubnode:header];
            header.view.alpha = 0;
          }
          return self;
        }
        @end
        """
        let file = parseObjC(src)
        XCTAssertEqual(file.problems.count, 0, file.problemLines.joined(separator: "\n"))
        XCTAssertEqual(file.body("init"), "if(self = call(member(super, init), [])) {variable header: FeedHeaderNode = call(name(FeedHeaderNode), [title: name(kFeedTitle)]); call(member(self, addSubnode), [name(header local:header)]); member(member(name(header local:header), view), alpha) = lit(integer)} {}; return self")
    }

    func testUnreadableStatementIsReportedOnceAndTheRestIsModelled() {
        let src = """
        @implementation N
        - (void)didLoad {
          [super didLoad];
          int broken = ;
          int alsoBroken = + ;
          self.view.alpha = 0.5;
        }
        @end
        """
        let file = parseObjC(src)
        XCTAssertEqual(file.problemLines.count, 1)
        XCTAssertTrue(file.problemLines[0].hasPrefix("4:16 libclang could not read 2 statements"), file.problemLines[0])
        XCTAssertTrue(file.body("didLoad").hasSuffix("member(member(self, view), alpha) = lit(float)"), file.body("didLoad"))
    }

    func testInactivePreprocessorBranchesAreNotDroppedCode() {
        let src = "@implementation P\n- (void)f {\n#if 0\n  this is not code;\n#else\n  [self g];\n#endif\n}\n@end\n"
        let file = parseObjC(src)
        XCTAssertEqual(file.problems.count, 0, file.problemLines.joined(separator: "\n"))
        XCTAssertEqual(file.body("f"), "call(member(self, g), [])")
    }

    func testHeaderFile() {
        let file = parseObjC("#import <UIKit/UIKit.h>\n@protocol P;\n@interface H : UIView <UITextFieldDelegate>\n- (void)configure;\n@end\n", path: "/tmp/nodelint-tests/H.h")
        XCTAssertEqual(file.types.map(\.name), ["H"])
        XCTAssertEqual(file.types[0].inherits.map(\.text), ["UIView", "UITextFieldDelegate"])
        XCTAssertEqual(file.problems.count, 0)
    }

    func testObjectiveCPlusPlus() {
        let src = """
        #import <vector>
        @implementation Locked {
          AS::Mutex _lock;
        }
        - (void)layout {
          [super layout];
          AS::MutexLocker l(_lock);
          std::vector<int> v;
          v.push_back(1);
          auto twice = [](int x) { return 2 * x; };
          [self.view setNeedsLayout];
        }
        @end
        """
        let file = parseObjC(src, path: "/tmp/nodelint-tests/Locked.mm")
        let body = file.body("layout")
        XCTAssertTrue(body.hasPrefix("call(member(super, layout), []); variable l: AS::MutexLocker = call(name(MutexLocker), [name(_lock)])"), body)
        XCTAssertTrue(body.hasSuffix("call(member(member(self, view), setNeedsLayout), [])"), body)
        XCTAssertEqual(file.types.map { "\($0.name): \($0.members.map(\.name))" }, ["Locked: [\"_lock\", \"layout\"]"])
    }

    func testOnlyTheMainFileIsModelledWhenItExistsOnlyInMemory() {
        // The recovery header is in memory too; none of its declarations may leak into the model.
        let file = ObjCFrontEnd.parse(path: "not/on/disk/Stdin.m", bytes: Array("@implementation X\n- (void)f { [super f]; }\n@end\n".utf8), arguments: [])
        XCTAssertEqual(file.types.map(\.name), ["X"])
        XCTAssertEqual(file.path, "not/on/disk/Stdin.m")
        XCTAssertEqual(file.body("f"), "call(member(super, f), [])")
    }

    func testDeepAndLongInputOnASmallStack() {
        let chain = (0..<20000).map { _ in "1" }.joined(separator: " + ")
        let parens = String(repeating: "(", count: 250) + "1" + String(repeating: ")", count: 250)
        let blocks = String(repeating: "dispatch_async(dispatch_get_main_queue(), ^{ ", count: 120) + "[self f];" + String(repeating: " });", count: 120)
        let ifs = String(repeating: "if (1) { ", count: 250) + "[self f];" + String(repeating: " }", count: 250)
        let src = "@implementation D\n- (void)f {\n  long a = \(chain);\n  long b = \(parens);\n  \(blocks)\n  \(ifs)\n}\n@end\n"
        var file: SourceFile?
        // Worker threads can have small stacks: mapping must not recurse without bound.
        let thread = Thread { file = parseObjC(src) }
        thread.stackSize = 512 << 10  // what Dispatch gives worker threads on macOS
        let done = expectation(description: "parsed")
        let watcher = Thread {
            while !thread.isFinished { Thread.sleep(forTimeInterval: 0.01) }
            done.fulfill()
        }
        thread.start()
        watcher.start()
        wait(for: [done], timeout: 120)
        XCTAssertEqual(file?.types.first?.members.first?.name, "f")
        XCTAssertTrue(file?.body("f").hasPrefix("variable a: long = seq(lit(integer) + lit(integer)") ?? false)
    }

    func testWithoutThePrecompiledHeaderTheResultIsTheSame() {
        let src = inInit("[self addSubnode:_child];\n  self.view.alpha = 0;", ivars: "ASDisplayNode *_child;")
        let withPCH = parseObjC(src)
        PrecompiledPrelude.isEnabled = false
        defer { PrecompiledPrelude.isEnabled = true }
        let withText = parseObjC(src)
        XCTAssertEqual(withText.types.map(\.name), ["TestNode", "TestNode"], "no prelude declaration in the model")
        XCTAssertEqual(withText.body("init"), withPCH.body("init"))
        XCTAssertEqual(withText.problems.count, 0)
    }
}
