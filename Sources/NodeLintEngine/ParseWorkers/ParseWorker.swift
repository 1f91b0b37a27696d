#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import NodeLintModel
import NodeLintObjC

/// The parse worker: what `nodelint __objc-worker` runs. It caps its own address space, then answers
/// parse requests from standard input (`WorkerProtocol`) until the input ends, one file at a time.
/// When libclang crashes (its crash recovery caught a signal, often an allocation the limit refused),
/// the worker answers with the failure and exits, since its state may be damaged: the pool starts a
/// fresh one for the next file. It also exits when the lint run that started it is gone.
public enum ParseWorker {
    /// The hidden subcommand; not in `nodelint --help`, not meant to be typed.
    public static let subcommand = "__objc-worker"
    /// `--memory-bytes N`: the worker's address-space limit.
    static let memoryOption = "--memory-bytes"

    /// Runs the worker; `arguments` are those after the subcommand. Returns the exit status.
    public static func serve(arguments: [String]) -> Int32 {
        var memory = ParseBudget().memoryBytes
        if let i = arguments.firstIndex(of: memoryOption), i + 1 < arguments.count, let bytes = Int(arguments[i + 1]) {
            memory = bytes
        }
        // Frames go to the original standard output; anything else that writes to standard output
        // (nothing should) lands on standard error instead of corrupting them.
        let channel = dup(STDOUT_FILENO)
        guard channel >= 0 else { return 2 }
        dup2(STDERR_FILENO, STDOUT_FILENO)
        ResourceLimits.apply(addressSpace: memory)
        ParentWatch.start()
        while let payload = FrameIO.readFrame(STDIN_FILENO) {
            guard let request = WorkerProtocol.decodeRequest(payload) else {
                FrameIO.writeFrame(channel, WorkerProtocol.encode(.failed(.badRequest, detail: "unreadable request")))
                return 3
            }
            if let missing = ObjCFrontEnd.libclangLoadError {
                guard FrameIO.writeFrame(channel, WorkerProtocol.encode(.failed(.libclangMissing, detail: missing))) else { return 1 }
                continue
            }
            let (file, included, crashed) = ObjCFrontEnd.parseRecordingInputs(path: request.path, bytes: request.bytes,
                                                                              arguments: request.arguments)
            if crashed {
                let failure: WorkerFailure = ResourceLimits.reachedAddressSpace(memory) ? .outOfMemory : .crashed
                FrameIO.writeFrame(channel, WorkerProtocol.encode(.failed(failure, detail: "")))
                return 1
            }
            if request.declarationsOnly { dropCode(of: file) }
            let response = WorkerProtocol.Response.model(ModelCodec.encode(file), includedFiles: request.declarationsOnly ? nil : included)
            guard FrameIO.writeFrame(channel, WorkerProtocol.encode(response)) else { return 1 }
        }
        return 0
    }

    /// Keeps the declarations of a model and drops its code (bodies, property initializers, accessors,
    /// locals), as for a file read only for the class graph.
    static func dropCode(of file: SourceFile) {
        func strip(_ members: [Member]) {
            for m in members {
                m.body = nil
                m.initializer = nil
                m.accessors = []
            }
        }
        func strip(_ types: [TypeDecl]) {
            for t in types {
                strip(t.members)
                strip(t.nestedTypes)
            }
        }
        strip(file.types)
        strip(file.globals)
        file.locals = []
        file.bodyCount = 0
    }
}

/// Ends the worker when the process that started it is gone (killed before it could close the
/// worker's input), rather than leave it parsing for nobody.
enum ParentWatch {
    static func start() {
        let parent = getppid()
        let thread = Thread {
            while true {
                usleep(250_000)
                if getppid() != parent { _exit(0) }
            }
        }
        thread.stackSize = 64 << 10
        thread.start()
    }
}
