import Foundation
import NodeLintAnalysis
import NodeLintModel
import NodeLintProject

/// The project's structure as a lint run uses it, read from its Xcode projects and Package.swift
/// targets: which module each file is in (so two modules may each have an `ItemNode`) and which files
/// no target builds (stray copies, not linted unless named). Without project files everything is in
/// one module and nothing is stray.
public struct ProjectStructure: Sendable {
    public let layout: ProjectLayout
    /// A name for each module that no other module has: the target's name, or, where two projects
    /// have targets of one name (Texture's sample apps are all `Sample`), `Folder/Name`.
    private let ids: [ModuleInfo: String]

    /// Reads the project files under `root` (the repository root), skipping the folders a lint run
    /// skips and checkouts of Texture itself; Xcode projects through `cache` when there is one.
    public static func discover(root: String, cache: DeclarationCache? = nil) -> ProjectStructure {
        let layout = ProjectLayout.discover(root: root, skipping: { path in
            SourceDiscovery.isSkipped(PathNormalization.lastComponent(path))
        }, skippingFolderHolding: { names in
            names.contains { SourceDiscovery.textureCheckoutMarkers.contains($0) }
        }, readProject: { path in
            if let cache { return try cache.xcodeProject(at: path) }
            return try XcodeProject(contentsOf: path)
        })
        return ProjectStructure(layout: layout)
    }

    public init(layout: ProjectLayout) {
        self.layout = layout
        var count: [String: Int] = [:]
        for module in layout.modules { count[module.name, default: 0] += 1 }
        var ids: [ModuleInfo: String] = [:]
        for module in layout.modules {
            if count[module.name] == 1 {
                ids[module] = module.name
            } else {
                let folder = ((module.projectFile as NSString).deletingLastPathComponent as NSString).lastPathComponent
                ids[module] = folder + "/" + module.name
            }
        }
        self.ids = ids
    }

    /// The module of the file at `path` (absolute or relative to the current directory), if a target builds it.
    public func module(of path: String) -> ModuleInfo? { layout.module(of: path) }

    /// The run's name for a module (unique in the run).
    public func id(of module: ModuleInfo) -> String { ids[module] ?? module.name }

    public func isStray(_ path: String) -> Bool { layout.isStray(path) }

    /// The module map of a run's files, keyed by the paths the run uses for them.
    public func moduleMap(for paths: [String]) -> ModuleMap {
        guard !layout.isEmpty else { return .single }
        var byPath: [String: String] = [:]
        var testOnly: Set<String> = []
        for path in paths {
            let modules = layout.modules(of: path)
            if let module = ProjectLayout.preferred(among: modules) { byPath[path] = id(of: module) }
            if !modules.isEmpty && modules.allSatisfy({ $0.kind == .test }) { testOnly.insert(path) }
        }
        var dependencies: [String: Set<String>] = [:]
        var projects: [String: String] = [:]
        var exported: Set<String> = []
        for module in layout.modules {
            projects[id(of: module)] = module.projectFile
            if module.isExported { exported.insert(id(of: module)) }
            let siblings = layout.modules.filter { $0.projectFile == module.projectFile }
            dependencies[id(of: module)] = Set(module.dependencies.compactMap { name in
                (siblings.first { $0.name == name } ?? layout.modules.first { $0.name == name }).map(id)
            })
        }
        return ModuleMap(moduleByPath: byPath, dependencies: dependencies, projects: projects, exported: exported,
                         testOnly: testOnly)
    }

    /// For `nodelint config FILE`: `Feed (App.xcodeproj, framework)`, or why the file has no module.
    public func describeModule(of path: String, currentDirectory: String) -> String {
        if let module = layout.module(of: path) {
            let project = PathNormalization.relative(module.projectFile, to: currentDirectory) ?? module.projectFile
            return "\(id(of: module)) (\(project), \(module.kind.rawValue)\(module.isExported ? ", exported" : ""))"
        }
        if layout.isEmpty { return "none (no Xcode project or Package.swift found: every file is in one module)" }
        if isStray(path) { return "none: no target builds it, though targets build its folder's other files (a stray copy?)" }
        return "none (no target lists files in its folder: it shares the unnamed module)"
    }
}
