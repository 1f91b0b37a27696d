import NodeLintEngine
import Foundation
import NodeLintWorkflow

/// `nodelint install-hook [options]` and `nodelint uninstall-hook`: a git pre-commit hook that runs
/// `nodelint --staged [options]` in the repository of the current directory. The hooks directory is
/// git's own (`core.hooksPath` is respected); an existing hook is kept and runs first.
enum HookCommands {
    static func install(_ invocation: Invocation, output: TextOutput) -> Int32 {
        do {
            let repository = try GitRepository(containing: FileManager.default.currentDirectoryPath)
            let hook = PreCommitHook(repository: repository)
            let executable = ExecutablePath.current(environment: output.environment)
            let path = try hook.hooksDirectory() + "/" + PreCommitHook.hookName
            switch try hook.install(executable: executable, arguments: invocation.hookArguments) {
            case .installed:
                output.write("nodelint: installed \(path)\n")
            case .updated:
                output.write("nodelint: updated \(path)\n")
            case .installedChained(let previous):
                output.write("nodelint: installed \(path); the hook that was there is kept as \(previous) and runs first\n")
            }
            return 0
        } catch {
            output.error("nodelint: \(error)")
            return 2
        }
    }

    static func uninstall(output: TextOutput) -> Int32 {
        do {
            let repository = try GitRepository(containing: FileManager.default.currentDirectoryPath)
            let hook = PreCommitHook(repository: repository)
            let path = try hook.hooksDirectory() + "/" + PreCommitHook.hookName
            // Uninstalling twice is fine; a hook nodelint did not write is not nodelint's to remove.
            guard try hook.isInstalled() else {
                output.write("nodelint: no nodelint hook in \(path)\n")
                return 0
            }
            switch try hook.uninstall() {
            case .removed: output.write("nodelint: removed \(path)\n")
            case .restored: output.write("nodelint: removed nodelint's hook and put the previous \(path) back\n")
            case .notInstalled: output.write("nodelint: no nodelint hook in \(path)\n")
            }
            return 0
        } catch {
            output.error("nodelint: \(error)")
            return 2
        }
    }
}

/// The path the hook calls nodelint by: as it was started (`/usr/local/bin/nodelint`, not the
/// versioned file a package manager's link points to, so an upgrade keeps the hook working).
enum ExecutablePath {
    static func current(environment: [String: String]) -> String {
        let invoked = CommandLine.arguments.first ?? "nodelint"
        if invoked.contains("/") {
            return invoked.hasPrefix("/") ? invoked : URL(fileURLWithPath: invoked).standardizedFileURL.path
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(invoked)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return Bundle.main.executablePath ?? invoked
    }
}
