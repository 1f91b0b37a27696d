/// Locks by name: the types, methods, functions and macros that take one
/// (docs/texture-facts.md#lock-in-init).
public enum Locks {
    /// Types whose `lock()` / `withLock` / `sync` take a lock: Foundation's NSLock.h (`NSLock`,
    /// `NSRecursiveLock`, `NSCondition`, `NSConditionLock`), os's `OSAllocatedUnfairLock`, the
    /// Synchronization module's `Mutex`, Dispatch's `DispatchQueue` (`sync`), Texture's C++ mutexes
    /// (Source/Details/ASThread.h: `AS::Mutex`, `AS::RecursiveMutex`; `ASDN::` before 3.0, and the
    /// `ASDNMutex` spelling) and the C++ standard library's <mutex>. Not `DispatchSemaphore`: its
    /// `wait()` in an init usually waits for work another thread signals, which removing would break.
    public static let lockTypes: Set<String> = [
        "NSLock", "NSRecursiveLock", "NSCondition", "NSConditionLock", "OSAllocatedUnfairLock", "Mutex",
        "ASDNMutex", "DispatchQueue",
        "AS::Mutex", "AS::RecursiveMutex", "ASDN::Mutex", "ASDN::RecursiveMutex", "std::mutex", "std::recursive_mutex",
    ]

    /// Objective-C++ scoped lockers: declaring one (`AS::MutexLocker l(_lock);`) takes the lock
    /// (Source/Details/ASThread.h; <mutex>).
    public static let lockerTypes: Set<String> = [
        "AS::MutexLocker", "ASDN::MutexLocker", "std::lock_guard", "std::unique_lock", "std::scoped_lock",
    ]

    /// Methods of `lockTypes` that take the lock.
    public static let lockMethods: Set<String> = ["lock", "withLock", "tryLock", "sync"]

    /// What takes the node's own lock: `ASLocking`'s `lock` and `tryLock` (Source/ASLocking.h:21-24,
    /// adopted by ASDisplayNode, Source/ASDisplayNode.h:97) and Foundation's `withLock` on `NSLocking`.
    public static let nodeLockMethods: Set<String> = ["lock", "tryLock", "withLock"]

    /// C functions taking a pointer to the lock: `os_unfair_lock_lock` (os/lock.h), `pthread_mutex_lock`
    /// (pthread.h), `objc_sync_enter` (objc/objc-sync.h, what `@synchronized` calls).
    public static let lockFunctions: Set<String> = ["os_unfair_lock_lock", "pthread_mutex_lock", "objc_sync_enter"]

    /// Texture's macros that lock the node itself (Source/Details/ASThread.h).
    public static let nodeLockMacros: Set<String> = ["ASLockScopeSelf", "ASLockScopeUnowned"]
}
