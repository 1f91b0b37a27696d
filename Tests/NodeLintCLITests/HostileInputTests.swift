import Foundation
import XCTest

/// Files that would make libclang exhaust the machine or never finish, linted through the built
/// `nodelint` binary (in-process runs parse without budgets; see `ObjCWorkers`): each is named on
/// standard error in one line and not linted, the normal file beside it is, the run's exit status is
/// 2, and the run ends within its budget. Small budgets keep the suite fast: 512 MB of address space
/// and 3 s per parse. `--jobs 1`, so the hostile file's worker is the one that must be replaced for
/// the normal file. Every hostile file mentions Texture, or it would be read for the class graph only
/// and never reach libclang.
final class HostileInputTests: XCTestCase {
    private static let seconds = 3.0
    private let budget = ["NODELINT_PARSE_MEMORY_MB": "512", "NODELINT_PARSE_SECONDS": "\(Int(seconds))"]

    /// A node whose init touches its view: one error, which must be reported whatever its neighbour is.
    private let card = """
        #import <AsyncDisplayKit/AsyncDisplayKit.h>

        @interface CardNode : ASDisplayNode
        @end

        @implementation CardNode
        - (instancetype)init {
          if (self = [super init]) {
            self.view.backgroundColor = [UIColor redColor];
          }
          return self;
        }
        @end

        """

    /// `X30(1)` expands to 2^(2^30) tokens.
    func testAPreprocessorBombRunsOutOfMemory() throws {
        var bomb = "@interface BombNode : ASDisplayNode\n@end\n#define X0(a) a a\n"
        for i in 1...30 { bomb += "#define X\(i)(a) X\(i - 1)(X\(i - 1)(a))\n" }
        bomb += "int bomb = X30(1);\n"
        try assertSkipped("Bomb.m", bomb, because: "libclang ran out of its 512 MB memory budget")
    }

    /// Includes itself twice at every level, 40 levels deep (below clang's include depth limit): 2^40
    /// inclusions, whose memory grows with the time they take (which budget runs out first depends on
    /// the machine).
    func testAFileThatIncludesItselfIsStoppedByABudget() throws {
        let selfInclude = """
            #if __INCLUDE_LEVEL__ < 40
            #include __FILE__
            #include __FILE__
            #endif
            @interface SelfNode : ASDisplayNode
            @end

            """
        try assertSkipped("SelfInclude.m", selfInclude, because: eitherBudget)
    }

    /// 20,000 nested parentheses, braces and blocks in one method: libclang's parser overflows its stack
    /// (its crash recovery catches it), and nodelint's own readers of the file must not.
    func testDeepNestingCrashesLibclangOnly() throws {
        let n = 20_000
        let deep = "@implementation DeepNode : ASDisplayNode\n- (void)layout {\n  int x = " + String(repeating: "(", count: n) + "1"
            + String(repeating: ")", count: n) + ";\n  " + String(repeating: "{", count: n) + String(repeating: "}", count: n)
            + "\n  dispatch_async(q, " + String(repeating: "^{ ", count: n) + String(repeating: "}", count: n) + ");\n}\n@end\n"
        try assertSkipped("Deep.m", deep, because: "libclang crashed")
    }

    /// A header of 200,000 properties (6.9 MB): read for the class graph in a moment, too big to parse
    /// in full within the test's budgets (time or memory, whichever the machine runs out of first).
    func testAHugeHeaderIsStoppedByABudget() throws {
        var huge = "@interface HugeNode : ASDisplayNode\n"
        huge.reserveCapacity(7_000_000)
        for i in 0..<200_000 { huge += "@property (nonatomic) int p\(i);\n" }
        huge += "@end\n"
        try assertSkipped("Huge.h", huge, because: eitherBudget)
    }

    /// Each instantiation needs two new ones: 2^40 of them before the static assertion is decided. Which
    /// budget runs out first depends on the machine's speed (a quiet machine reaches 512 MB within 3 s).
    func testRunawayTemplatesRunOutOfABudget() throws {
        let templates = """
            template <int N, int M> struct Grow {
              static constexpr int value = Grow<N - 1, 2 * M>::value + Grow<N - 1, 2 * M + 1>::value;
            };
            template <int M> struct Grow<0, M> { static constexpr int value = 1; };
            static_assert(Grow<40, 1>::value > 0, "runaway");
            @interface TemplateNode : ASDisplayNode
            @end

            """
        try assertSkipped("Templates.mm", templates, because: eitherBudget)
    }

    /// Budgets come from the environment; without them a normal run is not affected.
    func testNormalFilesParseInWorkersWithTheSameFindings() throws {
        let dir = ScratchDirectory()
        dir.write("Card.m", card)
        let run = try runProcess(try builtNodelint(), ["--jobs", "1", "Card.m"], in: dir.path, environment: environment())
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, nodelint(["Card.m"], in: dir.path).stdout, "workers and the in-process parse agree")
        XCTAssertTrue(run.stdout.hasPrefix("Card.m:9:10: error:"), run.stdout)
    }

    // MARK: Support

    private func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testCacheHome  // not the user's cache
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    private let eitherBudget = ["libclang ran out of its 512 MB memory budget", "libclang took longer than its 3 s budget"]

    private func assertSkipped(_ name: String, _ text: String, because reason: String,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        try assertSkipped(name, text, because: [reason], file: file, line: line)
    }

    private func assertSkipped(_ name: String, _ text: String, because reasons: [String],
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let dir = ScratchDirectory()
        dir.write(name, text)
        dir.write("Card.m", card)
        let start = Date()
        let run = try runProcess(try builtNodelint(), ["--jobs", "1", name, "Card.m"], in: dir.path, environment: environment(budget))
        let elapsed = Date().timeIntervalSince(start)
        let expected = reasons.map { "nodelint: \(name): \($0); the file is not linted\n" }
        XCTAssertTrue(expected.contains(run.stderr), "standard error: \(run.stderr)", file: file, line: line)
        XCTAssertTrue(run.stdout.hasPrefix("Card.m:9:10: error: 'view' loads the node"), "the normal file is still linted: \(run.stdout)",
                      file: file, line: line)
        XCTAssertEqual(run.stdout.split(separator: "\n").count, 1, run.stdout, file: file, line: line)
        XCTAssertEqual(run.status, 2, file: file, line: line)
        // The run ends: the budget stops the parse. The bound only tells a stopped parse from one left to
        // run (the templates alone would take hours); the rest is the normal file and a debug binary's
        // start on a machine that may be busy building, which has taken 22 s.
        XCTAssertLessThan(elapsed, Self.seconds + 60, "the run took \(elapsed) s", file: file, line: line)
    }
}
