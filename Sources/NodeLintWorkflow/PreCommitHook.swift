import NodeLintReporters
import Foundation

/// `nodelint install-hook` / `uninstall-hook`: a git pre-commit hook that lints what is being committed
/// (`nodelint --staged`).
///
/// - The hooks directory is git's (`git rev-parse --git-path hooks`), so `core.hooksPath` and linked
///   worktrees are respected.
/// - An existing pre-commit hook that nodelint did not write is kept: it is renamed to
///   `pre-commit.before-nodelint` and nodelint's hook runs it first (with the same arguments and
///   input); if it fails, the commit stops there.
/// - Installing again rewrites nodelint's hook (e.g. a new path or arguments) and never chains
///   nodelint to itself.
/// - Uninstalling removes nodelint's hook and puts the previous one back.
public struct PreCommitHook {
    public static let hookName = "pre-commit"
    public static let previousHookName = "pre-commit.before-nodelint"
    /// The line that identifies a hook nodelint wrote.
    public static let marker = "# nodelint pre-commit hook"

    public let repository: GitRepository

    public init(repository: GitRepository) {
        self.repository = repository
    }

    public enum InstallResult: Equatable, Sendable {
        case installed
        /// An existing hook was kept and is run first.
        case installedChained(previous: String)
        /// nodelint's hook was already there; it was rewritten.
        case updated
    }

    public enum UninstallResult: Equatable, Sendable {
        case removed
        /// The previous hook is back in place.
        case restored(previous: String)
        case notInstalled
    }

    /// Absolute path of the hooks directory.
    public func hooksDirectory() throws -> String {
        let path = try repository.runner.text(["rev-parse", "--git-path", "hooks"])
        return ReportPaths.normalize(path, base: repository.root)
    }

    /// Installs the hook.
    /// - Parameters:
    ///   - executable: the nodelint to run (absolute path of the running binary); if it is gone when the
    ///     hook runs, `nodelint` on PATH is used.
    ///   - arguments: added after `--staged` (e.g. `["--config", "ci/.nodelint.yml"]`).
    @discardableResult
    public func install(executable: String, arguments: [String] = []) throws -> InstallResult {
        let directory = try hooksDirectory()
        let hook = directory + "/" + Self.hookName
        let previous = directory + "/" + Self.previousHookName
        let fileManager = FileManager.default
        do {
            try fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw GitError("cannot create the hooks directory \(directory): \(error.localizedDescription)")
        }
        let script = Self.script(executable: executable, arguments: arguments)
        var result = InstallResult.installed
        if fileManager.fileExists(atPath: hook) || isSymbolicLink(hook) {
            if isOurs(hook) {
                result = .updated
            } else {
                guard !fileManager.fileExists(atPath: previous) && !isSymbolicLink(previous) else {
                    throw GitError("both \(hook) and \(previous) exist and neither is nodelint's; move one away and run install-hook again")
                }
                do { try fileManager.moveItem(atPath: hook, toPath: previous) } catch {
                    throw GitError("cannot move the existing hook to \(previous): \(error.localizedDescription)")
                }
                result = .installedChained(previous: previous)
            }
        }
        do {
            let temporary = directory + "/.pre-commit.nodelint-\(ProcessInfo.processInfo.processIdentifier)"
            try Data(script.utf8).write(to: URL(fileURLWithPath: temporary))
            try fileManager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: temporary)
            if fileManager.fileExists(atPath: hook) { try fileManager.removeItem(atPath: hook) }
            try fileManager.moveItem(atPath: temporary, toPath: hook)
        } catch {
            throw GitError("cannot write \(hook): \(error.localizedDescription)")
        }
        return result
    }

    /// Removes nodelint's hook and restores the one it replaced. A hook nodelint did not write is left alone.
    @discardableResult
    public func uninstall() throws -> UninstallResult {
        let directory = try hooksDirectory()
        let hook = directory + "/" + Self.hookName
        let previous = directory + "/" + Self.previousHookName
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: hook) || isSymbolicLink(hook) else { return .notInstalled }
        guard isOurs(hook) else {
            throw GitError("\(hook) was not written by nodelint; leaving it as it is")
        }
        do {
            try fileManager.removeItem(atPath: hook)
            if fileManager.fileExists(atPath: previous) || isSymbolicLink(previous) {
                try fileManager.moveItem(atPath: previous, toPath: hook)
                return .restored(previous: hook)
            }
        } catch {
            throw GitError("cannot uninstall the hook in \(directory): \(error.localizedDescription)")
        }
        return .removed
    }

    /// Whether nodelint's hook is installed.
    public func isInstalled() throws -> Bool { isOurs(try hooksDirectory() + "/" + Self.hookName) }

    private func isOurs(_ path: String) -> Bool {
        guard !isSymbolicLink(path), let data = FileManager.default.contents(atPath: path) else { return false }
        return String(decoding: data.prefix(4096), as: UTF8.self).contains(Self.marker)
    }

    private func isSymbolicLink(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }

    /// The hook: POSIX sh, every value single-quoted.
    static func script(executable: String, arguments: [String]) -> String {
        let extra = arguments.map(shellQuote).joined(separator: " ")
        return """
            #!/bin/sh
            \(marker) (nodelint install-hook). `nodelint uninstall-hook` removes it and restores
            # the hook it replaced, which is kept beside it as \(previousHookName) and runs first.
            hook_directory=$(dirname -- "$0")
            if [ -x "$hook_directory/\(previousHookName)" ]; then
                "$hook_directory/\(previousHookName)" "$@" || exit $?
            fi
            installed=\(shellQuote(executable))
            nodelint=$installed
            if [ ! -x "$nodelint" ]; then
                nodelint=$(command -v nodelint) || {
                    echo "nodelint: $installed is gone and nodelint is not on PATH; reinstall it or run 'nodelint uninstall-hook'" >&2
                    exit 1
                }
            fi
            exec "$nodelint" --staged\(extra.isEmpty ? "" : " " + extra)

            """
    }

    static func shellQuote(_ value: String) -> String {
        "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
