import Foundation
import NodeLintObjC

/// The compiler arguments each Objective-C file is parsed with: its entry in the compilation database
/// (`compile_commands.json`; a header borrows the entry of its `.m` or of a file in its folder),
/// followed by the `--objc-arg` values. A file with neither is parsed against nodelint's prelude
/// (declarations of Foundation, UIKit and Texture) instead of the SDK and the project's headers.
public struct ObjCCompilerArguments: Sendable {
    public var database: CompileCommands?
    /// `--objc-arg` values, appended to every file's arguments (and alone for a file without an entry).
    public var extra: [String]

    public init(database: CompileCommands? = nil, extra: [String] = []) {
        self.database = database
        self.extra = extra
    }

    /// No real arguments: every Objective-C file is parsed against the prelude.
    public static let prelude = ObjCCompilerArguments()

    /// The arguments for `path` (as given to the run: absolute, or relative to the current directory);
    /// empty means the prelude.
    public func arguments(for path: String) -> [String] {
        (database?.arguments(for: path) ?? []) + extra
    }

    public static let defaultFileName = "compile_commands.json"

    /// The database a run uses: the one named by `--compile-commands`, else a `compile_commands.json`
    /// in the current directory or at the repository root, if there is one. An explicit file that
    /// cannot be read is an error (thrown); a default one that cannot be read is reported in `problem`
    /// and not used.
    public static func database(explicit: String?, currentDirectory: String, repositoryRoot: String?)
        throws -> (database: CompileCommands?, problem: String?) {
        if let explicit {
            return (try CompileCommands(contentsOf: explicit), nil)
        }
        var candidates = [currentDirectory]
        if let repositoryRoot, repositoryRoot != currentDirectory { candidates.append(repositoryRoot) }
        for directory in candidates {
            let path = (directory.hasSuffix("/") ? directory : directory + "/") + defaultFileName
            guard FileManager.default.fileExists(atPath: path) else { continue }
            do {
                return (try CompileCommands(contentsOf: path), nil)
            } catch {
                return (nil, "\(error); Objective-C files are parsed with nodelint's prelude instead")
            }
        }
        return (nil, nil)
    }
}
