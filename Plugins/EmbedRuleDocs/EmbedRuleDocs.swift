import Foundation
import PackagePlugin

/// Embeds the rule pages (`rules/*.md`) into the NodeLintRules module at build time, so that
/// `nodelint explain`, `nodelint rules`, SARIF help text and the rule tests all read the very pages in
/// the repository, and an installed binary needs no files beside it.
///
/// The tool lists the folder itself, and the folder is an input: adding or removing a page changes the
/// folder, so the next build embeds it without re-planning the package.
@main
struct EmbedRuleDocs: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let rulesDirectory = context.package.directoryURL.appending(path: "rules")
        let pages = ((try? FileManager.default.contentsOfDirectory(at: rulesDirectory, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "md" }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedRulePages.swift")
        return [
            .buildCommand(
                displayName: "Embedding rule pages",
                executable: try context.tool(named: "nodelint-embed-rule-docs").url,
                arguments: [output.path, rulesDirectory.path],
                inputFiles: [rulesDirectory] + pages,
                outputFiles: [output]),
        ]
    }
}
