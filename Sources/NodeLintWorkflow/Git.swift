import Foundation

/// A git command that failed, or git missing; the driver prints it and exits with 2.
public struct GitError: Error, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { "error: \(message)" }
}

/// Runs git with an argument vector (never through a shell), in a given directory, and captures its
/// output. The environment is inherited on purpose: inside a hook, `GIT_INDEX_FILE` and `GIT_DIR`
/// point at what is being committed (`git commit -a` and `git commit PATH` use a temporary index).
struct GitRunner {
    let directory: String
    let executable: String

    init(directory: String) throws {
        self.directory = directory
        guard let git = GitRunner.findGit() else { throw GitError("git is not installed (not found on PATH)") }
        self.executable = git
    }

    static func findGit() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/git"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    struct Output {
        var status: Int32
        var stdout: Data
        var stderr: Data
    }

    /// Runs `git ARGS`; throws when it cannot start. Does not judge the exit status.
    func execute(_ arguments: [String], input: Data? = nil) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let inPipe = input.map { _ in Pipe() }
        process.standardInput = inPipe ?? FileHandle.nullDevice
        // waitUntilExit() polls every 50 ms on Linux; a termination handler returns as soon as git exits.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            throw GitError("cannot run git in \(directory): \(error.localizedDescription)")
        }
        // Read both streams and write the input concurrently: a full pipe would otherwise block git
        // and us on each other.
        let group = DispatchGroup()
        let errorBox = DataBox()
        DispatchQueue.global().async(group: group) { errorBox.data = err.fileHandleForReading.readDataToEndOfFile() }
        if let inPipe, let input {
            GitRunner.ignoreBrokenPipes
            DispatchQueue.global().async(group: group) {
                try? inPipe.fileHandleForWriting.write(contentsOf: input)
                try? inPipe.fileHandleForWriting.close()
            }
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        exited.wait()
        return Output(status: process.terminationStatus, stdout: stdout, stderr: errorBox.data)
    }

    /// Runs `git ARGS` and returns its standard output; a non-zero exit is a GitError quoting git.
    func run(_ arguments: [String], input: Data? = nil) throws -> Data {
        let output = try execute(arguments, input: input)
        guard output.status == 0 else {
            let text = String(decoding: output.stderr, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let first = text.split(separator: "\n").first.map(String.init) ?? "exit status \(output.status)"
            throw GitError("git \(arguments.first ?? "") failed: \(first)")
        }
        return output.stdout
    }

    func text(_ arguments: [String]) throws -> String {
        String(decoding: try run(arguments), as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    /// Writing to a git that exited early must fail the write, not kill nodelint with SIGPIPE.
    static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()
}

private final class DataBox: @unchecked Sendable {
    var data = Data()
}

/// A git working tree, found from any directory inside it.
public struct GitRepository: Sendable {
    /// Absolute path of the top-level directory.
    public let root: String
    let runner: GitRunner

    /// The repository containing `directory`; a GitError when there is none.
    public init(containing directory: String) throws {
        let probe = try GitRunner(directory: directory)
        let output = try probe.execute(["rev-parse", "--show-toplevel"])
        guard output.status == 0 else {
            throw GitError("\(directory) is not inside a git repository")
        }
        let root = String(decoding: output.stdout, as: UTF8.self).trimmingCharacters(in: .newlines)
        guard !root.isEmpty else { throw GitError("\(directory) is not inside a git working tree") }
        self.root = root
        self.runner = try GitRunner(directory: root)
    }

    /// Absolute path of a root-relative path.
    public func absolutePath(_ relative: String) -> String { root == "/" ? "/" + relative : root + "/" + relative }
}

