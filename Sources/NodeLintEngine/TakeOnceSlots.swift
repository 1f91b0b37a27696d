/// Values that parallel tasks take one each, by index, so that each is let go as soon as its task is
/// done with it instead of when the last task ends (a lint run's file texts: every file's text would
/// otherwise stay alive until the last file of the step is parsed).
///
/// Sendable because each index is taken by at most one task (`parallelMap` gives every index to one
/// thread), and nothing else reads the slots while tasks run.
final class TakeOnceSlots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>

    init(_ values: [Value?]) {
        slots = UnsafeMutableBufferPointer<Value?>.allocate(capacity: values.count)
        _ = slots.initialize(from: values)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// The value at `index`, which is no longer held here (nil when it was taken already, or never given).
    func take(_ index: Int) -> Value? {
        let value = slots[index]
        slots[index] = nil
        return value
    }
}
