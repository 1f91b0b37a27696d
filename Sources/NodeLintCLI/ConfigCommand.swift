import NodeLintEngine
import Foundation
import NodeLintConfig
import NodeLintReporters

/// `nodelint config FILE`: the configuration that applies to FILE (which need not exist), every value
/// with the file, line and column it came from, and whether FILE is linted at all.
enum ConfigCommand {
    static func run(_ invocation: Invocation, output: TextOutput) -> Int32 {
        let currentDirectory = FileManager.default.currentDirectoryPath
        let file = invocation.arguments[0]
        do {
            let resolver = try ConfigurationResolver(rules: RuleInfo.catalog, configFile: invocation.configPath,
                                                     currentDirectory: currentDirectory,
                                                     textureVersions: ProjectTextureVersions.discovery(currentDirectory: currentDirectory))
            let structure = ProjectStructure.discover(root: RepositoryRoot.find(from: currentDirectory) ?? currentDirectory)
            output.write(ConfigPrinter.render(file: file, configuration: try resolver.configuration(forFile: file),
                                              projectVersion: resolver.projectTextureVersion(forFile: file),
                                              module: structure.describeModule(of: file, currentDirectory: currentDirectory)))
            return 0
        } catch let error as ConfigError {
            output.error(ConfigErrorText.line(error, currentDirectory: currentDirectory))
            return 2
        } catch {
            output.error("nodelint: \(error)")
            return 2
        }
    }
}

/// `nodelint reporters`: the output formats `--reporter` accepts.
enum ReportersCommand {
    static func render() -> String {
        let width = Reporters.all.map { $0.identifier.count }.max() ?? 0
        return Reporters.all.map { $0.identifier.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.summary }
            .joined(separator: "\n") + "\n"
    }
}
