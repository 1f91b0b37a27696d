import Foundation
import PackagePlugin

/// `swift package nodelint [--target NAME ...] [nodelint options]`: lints the package's source targets
/// (all of them, or those named with `--target`) with the nodelint built from this package. Other
/// arguments go to nodelint as they are (`--reporter sarif`, `--strict`, `--config FILE` ...).
///
/// - nodelint runs in the package's directory and is given each target's directory, so report paths
///   read `Sources/App/FeedNode.swift` and `.nodelint.yml` files apply as on the command line.
/// - nodelint's exit status becomes the command's: errors (or any diagnostic with `--strict`) fail it.
/// - The plugin asks for no permissions: it only reads. To write a report or a baseline inside the
///   package, run the nodelint binary itself.
@main
struct NodeLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let packageDirectory = context.package.directoryURL.standardizedFileURL.path
        var directories: [String] = []
        for target in targets {
            guard let module = target as? SourceModuleTarget else { continue }
            let sources = module.sourceFiles.map(\.url).filter { ["swift", "m", "mm", "h"].contains($0.pathExtension) }
            guard !sources.isEmpty else { continue }
            let directory = Self.commonDirectory(of: sources)
            let relative = Self.relative(directory, to: packageDirectory)
            if !directories.contains(relative) { directories.append(relative) }
        }
        guard !directories.isEmpty else {
            print("nodelint: no Swift or Objective-C sources in \(names.isEmpty ? "the package" : names.joined(separator: ", "))")
            return
        }

        let process = Process()
        process.executableURL = try context.tool(named: "nodelint").url
        process.arguments = extractor.remainingArguments + ["--"] + directories
        process.currentDirectoryURL = URL(fileURLWithPath: packageDirectory)
        try process.run()
        process.waitUntilExit()
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            throw NodeLintFailed(status: process.terminationStatus)
        }
    }

    /// The deepest directory holding every file.
    static func commonDirectory(of files: [URL]) -> String {
        var common = files[0].deletingLastPathComponent().standardizedFileURL.pathComponents
        for file in files.dropFirst() {
            let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            var length = 0
            while length < min(common.count, components.count) && common[length] == components[length] { length += 1 }
            common = Array(common.prefix(length))
        }
        return common.count <= 1 ? "/" : "/" + common.dropFirst().joined(separator: "/")
    }

    /// `path` relative to `base` when below it, else `path`.
    static func relative(_ path: String, to base: String) -> String {
        if path == base { return "." }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

struct NodeLintFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String {
        status == 1 ? "nodelint found errors" : "nodelint failed (exit status \(status))"
    }
}
