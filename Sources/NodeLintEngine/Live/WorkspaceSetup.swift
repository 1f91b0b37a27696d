import Foundation
import NodeLintAnalysis
import NodeLintConfig
import NodeLintModel
import NodeLintRules

/// What a `LiveWorkspace` reads once and again only when one of its files changes: the configurations
/// (the closest `.nodelint.yml` of each file, as the command line finds them from the first folder),
/// the project structure (modules from Xcode projects and Package.swift), the Texture version of each
/// project, and the Objective-C compiler arguments. The same steps, in the same order, as
/// `LintCommand` takes for `nodelint <the folders>`.
struct WorkspaceSetup {
    let roots: [String]
    private let resolver: ConfigurationResolver?
    private let profiles: FileProfiles?
    private let structure: ProjectStructure
    private let objc: ObjCCompilerArguments
    private var modules: ModuleMap = .single
    private var messages: [String] = []
    private var madeLinters: [ProfileLinter] = []
    private var reportedErrors = 0
    private static let discovery = SourceDiscovery(languages: FrontEnds.languages)

    init(roots: [String]) {
        self.roots = roots
        let base = roots.first ?? FileManager.default.currentDirectoryPath
        let repositoryRoot = RepositoryRoot.find(from: base)
        do {
            let resolver = try ConfigurationResolver(rules: RuleInfo.catalog, currentDirectory: base,
                                                     textureVersions: ProjectTextureVersions.discovery(currentDirectory: base))
            self.resolver = resolver
            profiles = FileProfiles(resolver: resolver, only: nil)
        } catch {
            resolver = nil
            profiles = nil
            messages.append("\(error)")
        }
        structure = ProjectStructure.discover(root: repositoryRoot ?? base)
        messages += structure.layout.problems.map { "\($0)" }
        do {
            let found = try ObjCCompilerArguments.database(explicit: nil, currentDirectory: base, repositoryRoot: repositoryRoot)
            if let problem = found.problem { messages.append(problem) }
            objc = ObjCCompilerArguments(database: found.database)
        } catch {
            messages.append("\(error)")
            objc = .prelude
        }
    }

    /// Files whose change reloads the setup: configurations, project files, lock files.
    static func isSetupFile(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name == ConfigurationResolver.fileName || name == "Package.swift" || name == "project.pbxproj"
            || name == "Podfile" || name == "Podfile.lock" || name == "Package.resolved" || name == "Cartfile.resolved"
            || name.hasSuffix(".podspec") || name == ObjCCompilerArguments.defaultFileName
    }

    /// The source files under the roots, as a run over the folders finds them (skipped folders, folders
    /// the configuration excludes, stray copies no target builds, excluded files left out).
    func discover() -> [(path: String, language: Language)] {
        guard let profiles else { return [] }
        var discovery = Self.discovery
        discovery.excludesDirectory = { profiles.excludesDirectory($0) }
        let found = discovery.find(roots.filter { FileManager.default.fileExists(atPath: $0) })
        return found.files.filter { !structure.isStray($0.path) && profile(for: $0.path) != nil }
    }

    func language(of path: String) -> Language? { Self.discovery.language(ofPath: path) }

    /// Whether a file found later (a watched-files event) belongs with the discovered ones: below a
    /// root, not in a folder a run skips, not a stray copy.
    func admitsDiscovered(_ path: String) -> Bool {
        guard let root = roots.first(where: { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else { return false }
        return !SourceDiscovery.isInSkippedFolder(path.dropFirst(root.count)) && !structure.isStray(path)
    }

    /// The file's profile index, nil when its configuration excludes it or cannot be read.
    func profile(for path: String) -> Int? {
        guard let profiles, case .lint(let profile) = profiles.decide(path) else { return nil }
        return profile
    }

    func objcArguments(for path: String, language: Language) -> [String] {
        language == .objectiveC ? objc.arguments(for: path) : []
    }

    mutating func updateModules(for paths: [String]) { modules = structure.moduleMap(for: paths) }

    func classGraphBuilder() -> ClassGraphBuilder {
        ClassGraphBuilder(modules: modules, extraNodeBases: profiles?.nodeBases ?? [],
                          extraViewControllerBases: profiles?.viewControllerBases ?? [])
    }

    /// One linter per profile; profiles are added as files with new settings are met.
    mutating func linters() -> [ProfileLinter] {
        let all = profiles?.profiles ?? []
        while madeLinters.count < all.count { madeLinters.append(all[madeLinters.count].makeLinter()) }
        return madeLinters
    }

    /// Problems met so far (configuration errors, unreadable project files), each once, cleared.
    mutating func takeMessages() -> [String] {
        var all = messages
        messages = []
        let errors = profiles?.errors ?? []
        for error in errors.dropFirst(reportedErrors) {
            all.append("\(error.origin.file):\(error.origin.line):\(error.origin.column): error: \(error.message)")
        }
        reportedErrors = errors.count
        return all
    }
}
