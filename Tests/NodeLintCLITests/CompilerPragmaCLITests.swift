import XCTest

/// End to end: `nodelint` on an Objective-C file whose author turned clang's missing-super check off
/// around some overrides reports only the override outside the pragma's region, and no unused
/// suppression for a pragma that covers nothing nodelint reports (rules/missing-super-call.md).
final class CompilerPragmaCLITests: XCTestCase {
    func testClangsMissingSuperPragmaSuppressesTheRuleOverItsLines() {
        let dir = ScratchDirectory()
        dir.write("TapNode.m", """
            #import <AsyncDisplayKit/AsyncDisplayKit.h>

            @interface TapNode : ASDisplayNode
            @end

            @implementation TapNode
            #pragma clang diagnostic push
            #pragma clang diagnostic ignored "-Wobjc-missing-super-calls"
            - (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
                self.alpha = 0.7;
            }
            #pragma clang diagnostic pop

            #pragma clang diagnostic push
            #pragma clang diagnostic ignored "-Wobjc-missing-super-calls"
            - (void)didEnterVisibleState {
                [super didEnterVisibleState];
            }
            #pragma clang diagnostic pop

            - (void)touchesEnded:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
                self.alpha = 1.0;
            }
            @end

            """)
        let run = nodelint(["TapNode.m"], in: dir.path)
        // One finding, the override after the regions; no unused-suppression for the second pragma.
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 1, run.stdout + run.stderr)
        XCTAssertTrue(lines.first?.hasPrefix("TapNode.m:21:9: warning: override of touchesEnded") ?? false, run.stdout)
        XCTAssertTrue(lines.first?.hasSuffix("[missing-super-call]") ?? false, run.stdout)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(run.status, 0)  // a warning only
    }
}
