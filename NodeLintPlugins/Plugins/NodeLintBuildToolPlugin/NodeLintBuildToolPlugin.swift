import Foundation
import PackagePlugin

/// Lints a target's sources on every build and shows the diagnostics in Xcode's issue navigator or the
/// `swift build` log. Add it to a target with `plugins: [.plugin(name: "NodeLintBuildToolPlugin",
/// package: "NodeLintPlugins")]`.
///
/// - nodelint is given the target's directory, not its file list: a large target's list can pass the
///   command-line length limit, and nodelint applies `.nodelint.yml` (closest file, `exclude`) itself.
/// - The command declares no outputs, so the build system runs it on every build (as SwiftLint's plugin
///   runs): diagnostics stay visible instead of appearing once. It never writes into the package.
///   SwiftPM runs such a command only in packages of tools version 6.0 or later (older ones skip it
///   with a warning); declaring an output that is never written instead fails the build ("doesn't exist
///   in file system"), as the plugin test showed.
/// - An `error` diagnostic fails the build (exit status 1); warnings and notes do not.
@main
struct NodeLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles.map(\.url).filter(NodeLintBuildToolPlugin.isLintable)
        guard !sources.isEmpty else { return [] }
        return [
            .buildCommand(
                displayName: "nodelint \(target.name)",
                executable: try context.tool(named: "nodelint").url,
                arguments: [NodeLintBuildToolPlugin.commonDirectory(of: sources)],
                inputFiles: sources,
                outputFiles: []),
        ]
    }

    static func isLintable(_ url: URL) -> Bool {
        ["swift", "m", "mm", "h"].contains(url.pathExtension)  // as the CLI and the command plugin
    }

    /// The deepest directory holding every source (the target's directory, or below it), computed from
    /// the files because `Target.directoryURL` needs tools version 6.1.
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
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension NodeLintBuildToolPlugin: XcodeBuildToolPlugin {
    /// Xcode project targets have no single directory: nodelint gets the target's files.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.map(\.url).filter(NodeLintBuildToolPlugin.isLintable)
        guard !sources.isEmpty else { return [] }
        return [
            .buildCommand(
                displayName: "nodelint \(target.displayName)",
                executable: try context.tool(named: "nodelint").url,
                arguments: sources.map(\.path),
                inputFiles: sources,
                outputFiles: []),
        ]
    }
}
#endif
