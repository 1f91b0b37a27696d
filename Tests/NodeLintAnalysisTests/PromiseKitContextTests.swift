import NodeLintAnalysis
import NodeLintModel
import XCTest

/// Where the closures handed to PromiseKit run (PromiseKitQueues, docs/texture-facts.md#where-code-runs):
/// on the main queue by default, on the queue `on:` names, unknown where the project changes the
/// default queues, and only in files that import PromiseKit.
final class PromiseKitContextTests: XCTestCase {
    private func loader(imports: String) -> String {
        """
        \(imports)

        final class LoaderNode: ASDisplayNode {
            func load(_ url: URL) {
                firstly {
                    Loader.shared.fetch(url)
                }.done { value in
                    print("DONE")
                }.ensure {
                    print("ENSURE")
                }.catch { error in
                    print("CATCH")
                }
                fetch().done(on: .global()) { _ in print("ON-GLOBAL") }
                fetch().done(on: DispatchQueue.main) { _ in print("ON-MAIN") }
                fetch().done(on: workQueue) { _ in print("ON-OTHER") }
                fetch().then { value in print("THEN"); return fetch() }
                [1, 2].map { _ in print("MAP") }
            }
        }

        """
    }

    func testHandlersRunOnTheMainQueueOrTheOneTheyAreGiven() {
        let project = TestProject(["LoaderNode.swift": loader(imports: "import PromiseKit")])
        let expected: [(String, [ExecutionContext])] = [
            ("DONE", [.main]), ("ENSURE", [.main]), ("CATCH", [.main]), ("ON-GLOBAL", [.background]),
            ("ON-MAIN", [.main]), ("ON-OTHER", [.unknown]), ("THEN", [.main]), ("MAP", []),
        ]
        for (marker, contexts) in expected {
            XCTAssertEqual(project.contexts(at: marker, in: "LoaderNode.swift"), contexts, marker)
        }
    }

    /// Without the import, the same names are some other API's; with RxSwift imported too, `catch` may
    /// be its operator.
    func testOnlyInFilesThatImportPromiseKit() {
        let plain = TestProject(["LoaderNode.swift": loader(imports: "import Foundation")])
        XCTAssertEqual(plain.contexts(at: "DONE", in: "LoaderNode.swift"), [.unknown])
        let rx = TestProject(["LoaderNode.swift": loader(imports: "import PromiseKit\nimport RxSwift")])
        XCTAssertEqual(rx.contexts(at: "DONE", in: "LoaderNode.swift"), [.main])
        XCTAssertEqual(rx.contexts(at: "CATCH", in: "LoaderNode.swift"), [.unknown])
        // The Then library's `then` runs its closure at once.
        let then = TestProject(["LoaderNode.swift": loader(imports: "import PromiseKit\nimport Then")])
        XCTAssertEqual(then.contexts(at: "THEN", in: "LoaderNode.swift"), [])
    }

    /// A project that changes PromiseKit's default queues anywhere: no handler without `on:` that runs on
    /// a changed one is known. (AdvancedAppPublic sets `conf.Q.map` only: its `done` handlers stay on main.)
    func testAProjectThatChangesTheDefaultQueuesMakesThemUnknown() {
        let mapOnly = TestProject([
            "LoaderNode.swift": loader(imports: "import PromiseKit"),
            "AppDelegate.swift": "import PromiseKit\n\nfunc configurePromises() {\n    PromiseKit.conf.Q.map = .global()\n}\n",
        ])
        XCTAssertEqual(mapOnly.contexts(at: "THEN", in: "LoaderNode.swift"), [.unknown])
        XCTAssertEqual(mapOnly.contexts(at: "DONE", in: "LoaderNode.swift"), [.main])
        XCTAssertEqual(mapOnly.contexts(at: "CATCH", in: "LoaderNode.swift"), [.main])
        let project = TestProject([
            "LoaderNode.swift": loader(imports: "import PromiseKit"),
            "AppDelegate.swift": "import PromiseKit\n\nfunc configurePromises() {\n    conf.Q = (map: DispatchQueue.global(), return: .main)\n}\n",
        ])
        XCTAssertEqual(project.contexts(at: "DONE", in: "LoaderNode.swift"), [.unknown])
        XCTAssertEqual(project.contexts(at: "THEN", in: "LoaderNode.swift"), [.unknown])
        XCTAssertEqual(project.contexts(at: "ON-GLOBAL", in: "LoaderNode.swift"), [.background])
    }
}
