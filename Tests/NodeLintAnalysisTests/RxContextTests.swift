import NodeLintAnalysis
import NodeLintModel
import XCTest

/// Where the closures given to an RxSwift subscription run (RxSchedulers): on main after the nearest
/// `observeOn`/`observe(on:)` before them names the main scheduler, or given to RxCocoa's `drive`/`emit`;
/// unknown otherwise, and only in files that import RxSwift or RxCocoa. Submission-Capstone creates its
/// section nodes in such closures, and their findings lacked the main-thread evidence.
final class RxContextTests: XCTestCase {
    private func screen(imports: String) -> String {
        """
        \(imports)

        final class MoviesNode: ASDisplayNode {
            func bind(_ movies: Observable<[String]>, titles: Driver<String>) {
                movies
                    .observeOn(MainScheduler.instance)
                    .subscribe(onNext: { _ in print("OBSERVED-ON-MAIN") })
                movies.observe(on: MainScheduler.asyncInstance).map { $0.count }.subscribe(onNext: { _ in print("RX6-MAIN") })
                movies.observeOn(MainScheduler.instance).observeOn(ConcurrentDispatchQueueScheduler(qos: .background))
                    .subscribe(onNext: { _ in print("MOVED-OFF") })
                movies.subscribe(onNext: { _ in print("WHEREVER") })
                titles.drive(onNext: { _ in print("DRIVEN") })
            }
        }

        """
    }

    func testSubscriptionsRunOnMainAfterObservingOnTheMainScheduler() {
        let project = TestProject(["MoviesNode.swift": screen(imports: "import RxSwift\nimport RxCocoa")])
        let expected: [(String, [ExecutionContext])] = [
            ("OBSERVED-ON-MAIN", [.main]), ("RX6-MAIN", [.main]), ("MOVED-OFF", [.unknown]), ("WHEREVER", [.unknown]),
            ("DRIVEN", [.main]),
        ]
        for (marker, contexts) in expected {
            XCTAssertEqual(project.contexts(at: marker, in: "MoviesNode.swift"), contexts, marker)
        }
    }

    func testOnlyInFilesThatImportRx() {
        let plain = TestProject(["MoviesNode.swift": screen(imports: "import Foundation")])
        XCTAssertEqual(plain.contexts(at: "OBSERVED-ON-MAIN", in: "MoviesNode.swift"), [.unknown])
        XCTAssertEqual(plain.contexts(at: "DRIVEN", in: "MoviesNode.swift"), [.unknown])
    }

    /// Evidence for the nodes created there: a node created only in such a closure is created on main.
    func testANodeCreatedInAMainSubscriptionIsCreatedOnMain() {
        let controller = """
            import RxSwift

            final class SectionNode: ASDisplayNode {}

            final class HomeViewController: ASDKViewController<ASDisplayNode> {
                var section: SectionNode?
                func bind(_ movies: Observable<[String]>) {
                    movies.observeOn(MainScheduler.instance).subscribe(onNext: { _ in
                        self.section = SectionNode()
                    })
                }
            }

            """
        XCTAssertEqual(TestProject(["Home.swift": controller]).index.creationEvidence(of: "SectionNode").level, .mainOnly)
        let unobserved = controller.replacingOccurrences(of: ".observeOn(MainScheduler.instance)", with: "")
        XCTAssertEqual(TestProject(["Home.swift": unobserved]).index.creationEvidence(of: "SectionNode").level, .unknown)
    }
}
