#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One parse worker process as the lint run sees it: a pipe to its standard input, one from its
/// standard output (the frames) and one from its standard error, of which the last few kilobytes are
/// kept: when a worker dies, they tell an allocation that failed under the memory limit from another
/// crash. Every wait has a deadline; a worker that misses it is killed.
final class WorkerProcess {
    let pid: pid_t
    private let toWorker: Int32
    private let fromWorker: Int32
    private let errors: Int32
    private var errorTail: [UInt8] = []
    private var isReaped = false
    private var isInputOpen = true

    enum Exchange {
        case response([UInt8])
        /// The deadline passed; the worker was killed.
        case timedOut
        /// The worker ended before it answered (`sentRequest`: after it had read the whole request).
        case died(ProcessEnd, errorOutput: String, sentRequest: Bool)
    }

    /// How a process ended.
    enum ProcessEnd: Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    /// Pipes and spawns are made under one lock: every descriptor is close-on-exec, but between
    /// `pipe` and `fcntl` another thread's spawn would inherit it (and a worker holding another's
    /// standard input open would never see it end).
    private static let spawnLock = NSLock()

    private init(pid: pid_t, toWorker: Int32, fromWorker: Int32, errors: Int32) {
        self.pid = pid
        self.toWorker = toWorker
        self.fromWorker = fromWorker
        self.errors = errors
        Self.running.insert(pid)
    }

    /// Workers not reaped yet, whose CPU time `RUSAGE_CHILDREN` does not count; guarded by `spawnLock`
    /// (`init` runs under it, in `start`).
    nonisolated(unsafe) private static var running: Set<pid_t> = []

    /// CPU seconds (user and system) of the workers still running, from `/proc/<pid>/stat`; 0 where
    /// that cannot be read.
    static func runningWorkersCPU() -> Double {
        #if os(Linux)
        spawnLock.lock()
        let pids = running
        spawnLock.unlock()
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        var total = 0.0
        for pid in pids {
            guard let stat = ProcFile.text("/proc/\(pid)/stat"),
                  let close = stat.lastIndex(of: ")") else { continue }
            // After `pid (comm)`: state is field 3, utime and stime fields 14 and 15.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) { total += (user + system) / ticks }
        }
        return total
        #else
        return 0
        #endif
    }

    deinit {
        if !isReaped { terminate() }
        closeInput()
        close(fromWorker)
        close(errors)
    }

    /// Starts `executable` with `arguments` and the environment plus `extraEnvironment`; nil when the
    /// process could not be spawned.
    static func start(executable: String, arguments: [String], extraEnvironment: [String: String]) -> WorkerProcess? {
        spawnLock.lock()
        defer { spawnLock.unlock() }
        var input: [Int32] = [-1, -1], output: [Int32] = [-1, -1], error: [Int32] = [-1, -1]
        guard pipe(&input) == 0 else { return nil }
        guard pipe(&output) == 0 else { closeAll(input); return nil }
        guard pipe(&error) == 0 else { closeAll(input + output); return nil }
        let all = input + output + error
        for fd in all { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        // The run never blocks on a worker that stopped reading.
        _ = fcntl(input[1], F_SETFL, fcntl(input[1], F_GETFL) | O_NONBLOCK)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, error[1], 2)

        var environment = ProcessInfo.processInfo.environment
        for (key, value) in extraEnvironment { environment[key] = value }
        let argv = ([executable] + arguments).map { strdup($0) }
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") }
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = (argv + [nil]).withUnsafeBufferPointer { argvBuffer in
            (envp + [nil]).withUnsafeBufferPointer { envpBuffer in
                posix_spawn(&pid, executable, &actions, nil, argvBuffer.baseAddress!, envpBuffer.baseAddress!)
            }
        }
        // The worker's ends belong to the worker now.
        close(input[0])
        close(output[1])
        close(error[1])
        guard status == 0 else {
            closeAll([input[1], output[0], error[0]])
            return nil
        }
        return WorkerProcess(pid: pid, toWorker: input[1], fromWorker: output[0], errors: error[0])
    }

    private static func closeAll(_ fds: [Int32]) {
        for fd in fds where fd >= 0 { close(fd) }
    }

    /// Sends one request frame and waits for the response frame, both within `seconds`.
    func exchange(_ payload: [UInt8], seconds: Double) -> Exchange {
        let deadline = Monotonic.now() + Int64(seconds * 1e9)
        let request = WorkerProtocol.frame(payload)
        var sent = 0
        var received: [UInt8] = []
        var expected: Int?
        while true {
            if let expected, received.count >= expected + 4 {
                return .response(Array(received[4..<(expected + 4)]))
            }
            let remaining = deadline - Monotonic.now()
            guard remaining > 0 else { return timeOut() }
            var fds = [pollfd(fd: fromWorker, events: Int16(POLLIN), revents: 0), pollfd(fd: errors, events: Int16(POLLIN), revents: 0)]
            if sent < request.count { fds.append(pollfd(fd: toWorker, events: Int16(POLLOUT), revents: 0)) }
            let ready = poll(&fds, nfds_t(fds.count), Int32(clamping: max(1, remaining / 1_000_000)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            if fds[1].revents != 0 { drainErrors() }
            if sent < request.count, fds[2].revents & Int16(POLLOUT | POLLERR | POLLHUP) != 0 {
                let n = request.withUnsafeBytes { write(toWorker, $0.baseAddress! + sent, request.count - sent) }
                if n > 0 {
                    sent += n
                } else if n < 0 && errno != EAGAIN && errno != EINTR {
                    return died(sentRequest: false)
                }
            }
            if fds[0].revents != 0 {
                var chunk = [UInt8](repeating: 0, count: 65536)
                let n = chunk.withUnsafeMutableBytes { read(fromWorker, $0.baseAddress!, $0.count) }
                if n > 0 {
                    received += chunk[0..<n]
                    if expected == nil, received.count >= 4 {
                        let length = WorkerProtocol.frameLength(received[0..<4])
                        guard length <= WorkerProtocol.maximumFrame else { terminate(); return died(sentRequest: true) }
                        expected = length
                        received.reserveCapacity(length + 4)
                    }
                } else if n == 0 || (errno != EAGAIN && errno != EINTR) {
                    return died(sentRequest: sent == request.count)
                }
            }
        }
    }

    /// Closes the worker's input, so that it exits, and reaps it; killed if it has not gone within a second.
    func stop() {
        guard !isReaped else { return }
        closeInput()
        let deadline = Monotonic.now() + 1_000_000_000
        while Monotonic.now() < deadline {
            if reap(blocking: false) != nil { return }
            usleep(2_000)
        }
        terminate()
    }

    private func closeInput() {
        if isInputOpen { close(toWorker) }
        isInputOpen = false
    }

    /// Kills the worker (if it still runs) and reaps it.
    func terminate() {
        guard !isReaped else { return }
        _ = kill(pid, SIGKILL)
        _ = reap(blocking: true)
    }

    private func timeOut() -> Exchange {
        terminate()
        return .timedOut
    }

    /// The worker closed its output: wait for its end (a crashing process may take a moment to go),
    /// and keep the last of its standard error.
    private func died(sentRequest: Bool) -> Exchange {
        var end: ProcessEnd?
        let deadline = Monotonic.now() + 2_000_000_000
        while end == nil && Monotonic.now() < deadline {
            drainErrors()
            end = reap(blocking: false)
            if end == nil { usleep(2_000) }
        }
        if end == nil {
            _ = kill(pid, SIGKILL)
            end = reap(blocking: true)
        }
        drainErrors()
        return .died(end ?? .signalled(SIGKILL), errorOutput: String(decoding: errorTail, as: UTF8.self), sentRequest: sentRequest)
    }

    /// Reads what the worker wrote on standard error without blocking, keeping the last 4 KB.
    private func drainErrors() {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            var fd = pollfd(fd: errors, events: Int16(POLLIN), revents: 0)
            guard poll(&fd, 1, 0) > 0, fd.revents & Int16(POLLIN) != 0 else { return }
            let n = chunk.withUnsafeMutableBytes { read(errors, $0.baseAddress!, $0.count) }
            guard n > 0 else { return }
            errorTail += chunk[0..<n]
            if errorTail.count > 4096 { errorTail.removeFirst(errorTail.count - 4096) }
        }
    }

    private func reap(blocking: Bool) -> ProcessEnd? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
            if result < 0 && errno == EINTR { continue }
            if result == 0 { return nil }
            isReaped = true
            Self.spawnLock.lock()
            Self.running.remove(pid)
            Self.spawnLock.unlock()
            if result < 0 { return .signalled(SIGKILL) }
            // WIFEXITED / WEXITSTATUS / WTERMSIG, which are macros C exposes but Swift does not.
            let signal = status & 0x7F
            return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
        }
    }
}

/// Nanoseconds of a clock that never jumps (wall-clock changes do not move deadlines).
enum Monotonic {
    static func now() -> Int64 {
        Int64(DispatchTime.now().uptimeNanoseconds)
    }
}
