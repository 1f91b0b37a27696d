import NodeLintModel
@testable import NodeLintRules
import XCTest

/// `#pragma clang diagnostic ignored "-Wobjc-missing-super-calls"` suppresses `missing-super-call` over the
/// lines clang's warning is off (rule page: the examples), and is never itself an unused suppression.
final class CompilerPragmaSuppressionTests: XCTestCase {
    private let node = """
        @interface TapNode : ASDisplayNode
        @end

        @implementation TapNode
        %@
        @end

        """

    private func lint(_ body: String, rule: String) -> [Diagnostic] {
        ExampleHarness.lint(node.replacingOccurrences(of: "%@", with: body), language: .objectiveC, ruleID: rule, options: [:])
    }

    /// A pragma around code that skips no super call suppresses nothing, and says nothing about it.
    func testAPragmaThatSuppressesNothingIsNotReportedUnused() {
        let body = """
            #pragma clang diagnostic push
            #pragma clang diagnostic ignored "-Wobjc-missing-super-calls"
            - (void)didLoad {
                [super didLoad];
            }
            #pragma clang diagnostic pop
            """
        XCTAssertEqual(lint(body, rule: Linter.unusedSuppressionID).map(\.message), [])
    }

    /// Nested pushes: the inner pop restores the outer state (still ignored); a `warning` pragma turns the
    /// check back on; a pragma never closed covers the rest of the file.
    func testRegionsFollowClangsDiagnosticStack() {
        let body = """
            #pragma clang diagnostic push
            #pragma clang diagnostic ignored "-Wobjc-missing-super-calls"
            #pragma clang diagnostic push
            #pragma clang diagnostic ignored "-Wunused-variable"
            #pragma clang diagnostic pop
            - (void)didLoad {
            }
            #pragma clang diagnostic warning "-Wobjc-missing-super-calls"
            - (void)layout {
            }
            #pragma clang diagnostic pop
              #  pragma   clang diagnostic ignored "-Wobjc-missing-super-calls"
            - (void)didEnterVisibleState {
            }
            """
        let lines = lint(body, rule: "missing-super-call").map(\.start.line)
        // Only layout (line 13): didLoad is inside the outer push, didEnterVisibleState after an unclosed ignore.
        XCTAssertEqual(lines, [13])
    }

    /// A pragma in a comment is no pragma.
    func testAPragmaInACommentIsNotRead() {
        let body = """
            /*
            #pragma clang diagnostic ignored "-Wobjc-missing-super-calls"
            */
            - (void)didLoad {
            }
            """
        XCTAssertEqual(lint(body, rule: "missing-super-call").count, 1)
    }

    /// Swift has no such pragmas: the text in a string changes nothing.
    func testSwiftIsNotRead() {
        let swift = """
            final class TapNode: ASDisplayNode {
                let note = "#pragma clang diagnostic ignored \\"-Wobjc-missing-super-calls\\""
                override func didLoad() {
                    view.backgroundColor = .red
                }
            }
            """
        XCTAssertEqual(ExampleHarness.lint(swift, language: .swift, ruleID: "missing-super-call", options: [:]).count, 1)
    }
}
