import Dispatch

/// Runs `work` for every index in `0..<count` on up to `jobs` threads and returns the results in
/// index order. Each job takes indices from a shared counter, so a large file does not hold up a
/// whole stripe of others.
public func parallelMap<T>(_ count: Int, jobs: Int, _ work: (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    // The results are moved out below, so the buffer holds nothing when it is freed. (Freeing it with
    // its elements still in it leaked every result: each file's bytes, summaries and models stayed
    // allocated to the end of the run, and memory grew with the code.)
    defer { results.deallocate() }
    let next = AtomicCounter()
    let workers = max(1, min(jobs, count))
    withoutActuallyEscaping(work) { work in
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let i = next.increment()
                if i >= count { break }
                results[i] = work(i)
            }
        }
    }
    return (0..<count).map { results.moveElement(from: $0)! }
}

/// A counter shared by worker threads.
public final class AtomicCounter: @unchecked Sendable {
    private var value = 0
    private let lock = DispatchSemaphore(value: 1)
    /// Returns the current value and adds one.
    public func increment() -> Int {
        lock.wait()
        defer { lock.signal() }
        let v = value
        value += 1
        return v
    }
}
