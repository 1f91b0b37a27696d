import Foundation

/// `nodelint lsp`: the language server on standard input and output. A thread reads standard input
/// and frames messages; the main loop takes every message that has arrived, handles them in order, and
/// then publishes diagnostics once: a burst of keystrokes is linted once, for its last state. Standard
/// output carries protocol messages only; everything else goes to standard error.
public enum StdioServer {
    /// Runs until `exit` (or the end of standard input) and returns the exit status.
    public static func run(version: String, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) -> Int32 {
        let inbox = Inbox()
        let reader = Thread {
            var framer = MessageFramer()
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { break }
                framer.append(Array(chunk[0..<n]))
                while let event = framer.next() { inbox.put(.framed(event)) }
            }
            inbox.put(.end)
        }
        reader.stackSize = 1 << 20
        reader.start()
        let server = LanguageServer(version: version, send: { write(frame: $0, to: output) }, log: logLine)
        while true {
            for item in inbox.takeAll() {
                switch item {
                case .end:
                    // The client went away without `exit`: as an exit without shutdown.
                    if server.exitCode == nil { logLine("standard input closed before exit") }
                    return server.exitCode ?? 1
                case .framed(.malformed(let problem)):
                    logLine("malformed message: \(problem)")
                case .framed(.message(let body)):
                    do {
                        server.handle(try JSONValue.parse(body))
                    } catch {
                        server.malformed("not JSON (\(body.count) bytes): \(error)")
                    }
                }
                if let code = server.exitCode { return code }
            }
            server.publishDiagnostics()
        }
    }

    private static func write(frame message: JSONValue, to fd: Int32) {
        let bytes = MessageFramer.frame(message.serialized())
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return }
            sent += n
        }
    }

    private static func logLine(_ line: String) {
        FileHandle.standardError.write(Data("nodelint lsp: \(line)\n".utf8))
    }
}

/// Messages handed from the reading thread to the main loop.
private final class Inbox: @unchecked Sendable {
    enum Item { case framed(MessageFramer.Event), end }
    private var items: [Item] = []
    private let condition = NSCondition()

    func put(_ item: Item) {
        condition.lock()
        items.append(item)
        condition.signal()
        condition.unlock()
    }

    /// Every item that has arrived, waiting for at least one.
    func takeAll() -> [Item] {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty { condition.wait() }
        let taken = items
        items = []
        return taken
    }
}
