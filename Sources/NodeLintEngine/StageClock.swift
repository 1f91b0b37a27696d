#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// Wall-clock and CPU time of a process, to time stages of a run. CPU time is the whole process's
/// (all threads, user and system) and its parse workers' (those still running and those that ended),
/// so on a machine shared with other work it still says how much a stage costs when the wall clock
/// says little.
public struct StageTime {
    public var wall: Double
    public var cpu: Double

    public init(wall: Double, cpu: Double) {
        self.wall = wall
        self.cpu = cpu
    }

    /// The process's resource usage so far (all threads).
    public static func processUsage() -> rusage {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return usage
    }

    public static func now() -> StageTime {
        let usage = processUsage()
        var children = rusage()
        #if os(Linux)
        getrusage(RUSAGE_CHILDREN.rawValue, &children)
        #else
        getrusage(RUSAGE_CHILDREN, &children)
        #endif
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        let ended = seconds(children.ru_utime) + seconds(children.ru_stime)
        return StageTime(wall: Double(DispatchTime.now().uptimeNanoseconds) / 1e9,
                         cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime) + ended + WorkerProcess.runningWorkersCPU())
    }

    public static func - (a: StageTime, b: StageTime) -> StageTime {
        StageTime(wall: a.wall - b.wall, cpu: a.cpu - b.cpu)
    }
}

/// Records how long each step of a lint run takes (`nodelint benchmark` prints them). Steps are
/// recorded on the thread that runs `LintRun.run`, between its parallel parts.
public final class StageClock: @unchecked Sendable {
    public private(set) var steps: [(name: String, time: StageTime)] = []
    private var last = StageTime.now()

    public init() {}

    /// Starts timing from now.
    public func start() { last = StageTime.now() }

    /// Ends the step `name`, which ran since the previous step ended (or since `start`).
    public func lap(_ name: String) {
        let now = StageTime.now()
        steps.append((name, now - last))
        last = now
    }
}
