#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The limits a parse worker puts on itself when it starts, and what it can read of its own memory.
enum ResourceLimits {
    /// Caps the process's address space at `bytes` (`RLIMIT_AS`: allocations beyond it fail, which
    /// libclang's crash recovery turns into a failed parse) and turns core dumps off (a worker killed
    /// for its budget must not leave a core file of a gigabyte behind). Returns false when the
    /// address-space limit could not be set.
    @discardableResult
    static func apply(addressSpace bytes: Int) -> Bool {
        var core = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setResourceLimit(coreLimit, &core)
        var limit = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
        return setResourceLimit(addressSpaceLimit, &limit) == 0
    }

    /// The most address space the process has had mapped (`VmPeak` on Linux); nil where it cannot be read.
    static func peakAddressSpace() -> Int? {
        #if os(Linux)
        guard let status = ProcFile.text("/proc/self/status") else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmPeak:") {
            // `VmPeak:\t  292156 kB`
            let digits = line.dropFirst("VmPeak:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Int($0) }
            return digits.map { $0 * 1024 }
        }
        return nil
        #else
        return nil
        #endif
    }

    /// Whether the process came within 64 MiB of an address-space limit of `bytes`: a crash then is
    /// taken to be an allocation the limit refused. Where the peak cannot be read (not Linux), every
    /// crash under a limit counts as one.
    static func reachedAddressSpace(_ bytes: Int) -> Bool {
        guard let peak = peakAddressSpace() else { return true }
        return peak >= bytes - (64 << 20)
    }

    #if os(Linux)
    private static let coreLimit = __rlimit_resource_t(RLIMIT_CORE.rawValue)
    private static let addressSpaceLimit = __rlimit_resource_t(RLIMIT_AS.rawValue)
    private static func setResourceLimit(_ resource: __rlimit_resource_t, _ limit: inout rlimit) -> Int32 {
        setrlimit(resource, &limit)
    }
    #else
    private static let coreLimit = RLIMIT_CORE
    private static let addressSpaceLimit = RLIMIT_AS
    private static func setResourceLimit(_ resource: Int32, _ limit: inout rlimit) -> Int32 {
        setrlimit(resource, &limit)
    }
    #endif
}
