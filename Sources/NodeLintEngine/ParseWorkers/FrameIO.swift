#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Blocking reads and writes of whole frames (`WorkerProtocol.frame`) on a file descriptor: what
/// the worker does on its standard input and output. The lint run's side waits with a deadline
/// instead (`WorkerProcess`).
enum FrameIO {
    /// The next frame's payload; nil at the end of the input, on an error or for a frame larger than
    /// `WorkerProtocol.maximumFrame`.
    static func readFrame(_ fd: Int32) -> [UInt8]? {
        guard let header = readExactly(fd, count: 4) else { return nil }
        let length = WorkerProtocol.frameLength(header[...])
        guard length <= WorkerProtocol.maximumFrame else { return nil }
        return readExactly(fd, count: length)
    }

    /// Writes `payload` as one frame; false when the other side is gone.
    @discardableResult
    static func writeFrame(_ fd: Int32, _ payload: [UInt8]) -> Bool {
        writeAll(fd, WorkerProtocol.frame(payload))
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let n = write(fd, buffer.baseAddress! + done, buffer.count - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                done += n
            }
            return true
        }
    }

    /// Exactly `count` bytes, or nil when the input ends first.
    private static func readExactly(_ fd: Int32, count: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let n = out.withUnsafeMutableBytes { buffer in
                read(fd, buffer.baseAddress! + done, count - done)
            }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return nil }
            done += n
        }
        return out
    }
}
