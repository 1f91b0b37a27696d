import NodeLintEngine
import XCTest

/// `parallelMap` hands back its results and keeps nothing: a run's memory must not hold on to what
/// each file's step made once the step is over (its bytes, summaries, models).
final class ParallelMapTests: XCTestCase {
    private final class Payload {
        let index: Int
        init(_ index: Int) { self.index = index }
    }

    func testResultsComeBackInIndexOrder() {
        let results = parallelMap(1_000, jobs: 4) { $0 * 2 }
        XCTAssertEqual(results, (0..<1_000).map { $0 * 2 })
    }

    func testResultsAreFreedOnceTheCallerDropsThem() {
        var watched: [Weak] = []
        do {
            let results = parallelMap(200, jobs: 2) { Payload($0) }
            watched = results.map(Weak.init)
            XCTAssertEqual(results.map(\.index), Array(0..<200))
        }
        XCTAssertEqual(watched.filter { $0.object != nil }.count, 0, "parallelMap kept its results alive")
    }

    private struct Weak {
        weak var object: Payload?
        init(_ object: Payload) { self.object = object }
    }
}
