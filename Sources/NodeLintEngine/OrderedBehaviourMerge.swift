import NodeLintAnalysis
import Synchronization

/// The behaviour summaries of a run merged as the parallel parses make them, in file order: each
/// position is delivered once, with its summary or none, and a summary is merged as soon as every
/// position before it has been delivered. A run so never holds every file's summary beside the merge
/// (with the merge made after the last parse, both were held at once: on eight copies of texture-swift,
/// that was the run's peak). The order is the one a merge made after the parses would use, so the
/// index, and every finding, is the same.
final class OrderedBehaviourMerge: Sendable {
    private struct State: Sendable {
        var merge = BehaviourMerge(replaceable: false)
        /// Delivered out of order, waiting for the positions before them.
        var waiting: [Int: BehaviourSummary?] = [:]
        var next = 0
    }
    private let state = Mutex(State())

    /// The summary made at `position` (nil: the file has none), once per position.
    func deliver(_ behaviour: BehaviourSummary?, at position: Int) {
        state.withLock { state in
            state.waiting[position] = .some(behaviour)
            while let ready = state.waiting.removeValue(forKey: state.next) {
                if let ready { state.merge.add(ready) }
                state.next += 1
            }
        }
    }

    /// The merge, once every position has been delivered.
    func finished() -> BehaviourMerge {
        state.withLock { state in
            precondition(state.waiting.isEmpty, "a position was delivered out of range")
            state.merge.finishAdding()
            return state.merge
        }
    }
}
