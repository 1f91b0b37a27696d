#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The most memory the process has had resident so far, for a decision that must keep a run's peak
/// bounded whatever the code: whether the run keeps one more model (`LintRun.Options.keptModelMemoryLimit`,
/// which limits how much the run adds to it). What the project's index takes grows with the project and
/// is known only as it is built; the peak resident size counts it, the models kept, libclang and the
/// allocator's slack alike. The peak rather than the current size: `getrusage` is one system call where
/// reading `/proc/self/statm` for each file costs more, and a process that has freed memory often keeps
/// it resident anyway.
public enum ResidentMemory {
    /// The peak resident size in bytes; nil where it cannot be read (then nothing is decided by it).
    public static func peakBytes() -> Int? {
        let peak = Int(StageTime.processUsage().ru_maxrss)
        guard peak > 0 else { return nil }
        #if os(Linux)
        return peak * 1024  // kilobytes on Linux
        #else
        return peak  // bytes on macOS
        #endif
    }
}
