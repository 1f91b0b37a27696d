import Dispatch

/// Runs `work` for every index in `0..<count` on up to `jobs` threads and returns the results in
/// index order. Each job takes indices from a shared counter, so a large file does not hold up a
/// whole stripe of others.
public func parallelMap<T>(_ count: Int, jobs: Int, _ work: (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
    results.initialize(repeating: nil)
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
    return results.map { $0! }
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
