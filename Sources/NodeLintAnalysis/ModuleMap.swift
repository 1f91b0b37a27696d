import NodeLintModel

/// Which module each file of a run belongs to, and what each module depends on: read from the
/// project's Xcode projects and Package.swift targets (the engine builds it). Two modules may each
/// declare an `ItemNode`; a name resolves in its own module first, then in the modules it depends on.
/// Without project files every file is in the one unnamed module ("").
public struct ModuleMap: Sendable {
    private let moduleByPath: [String: String]
    private let dependenciesByModule: [String: Set<String>]
    private let projectByModule: [String: String]
    /// Modules other modules can import (framework and library targets, SwiftPM targets a library
    /// product names): their public classes may be created by code nodelint does not see.
    private let exportedModules: Set<String>
    /// The files that only test targets build (by the paths the run uses): unit-test code, whatever
    /// they import.
    private let testOnlyPaths: Set<String>

    /// Every file in the unnamed module.
    public static let single = ModuleMap(moduleByPath: [:], dependencies: [:], projects: [:])

    /// `moduleByPath`: the module of each file, by the path the run uses for it; `dependencies`: the
    /// modules each module depends on (links or imports); `projects`: the project file (an Xcode
    /// project, a Package.swift) that declares each module; `exported`: the modules other modules import;
    /// `testOnly`: the files only test targets build.
    public init(moduleByPath: [String: String], dependencies: [String: Set<String>], projects: [String: String],
                exported: Set<String> = [], testOnly: Set<String> = []) {
        self.moduleByPath = moduleByPath
        self.dependenciesByModule = dependencies
        self.projectByModule = projects
        self.exportedModules = exported
        self.testOnlyPaths = testOnly
    }

    /// The module of a file; "" when no project file lists it.
    public func module(of path: String) -> String { moduleByPath[path] ?? "" }

    /// The project file whose targets build a file; "" when none does. Facts about "the project" (which
    /// Texture names it uses) hold per project: several apps may be linted in one run.
    public func project(of path: String) -> String { projectByModule[module(of: path)] ?? "" }

    public func dependencies(of module: String) -> Set<String> { dependenciesByModule[module] ?? [] }

    public var isSingle: Bool { moduleByPath.isEmpty }

    /// Whether other modules can import the module (see `exportedModules`).
    public func isExported(_ module: String) -> Bool { exportedModules.contains(module) }

    /// Whether only test targets build the file: unit-test code (a helper, a fake, a test node) even when
    /// it does not import XCTest itself. A file an app target builds too is the app's.
    public func isTestOnly(_ path: String) -> Bool { testOnlyPaths.contains(path) }
}

extension ModuleMap {
    /// The module and project of each of `paths`, and every module's dependencies and whether it is exported.
    func writeShape(of paths: [String], to out: inout ModelEncoder) {
        for path in paths {
            out.string(module(of: path))
            out.string(project(of: path))
        }
        let modules = Set(paths.map { module(of: $0) }).union(dependenciesByModule.keys).sorted()
        out.count(modules.count)
        for module in modules {
            out.string(module)
            out.strings(dependencies(of: module).sorted())
            out.bool(isExported(module))
        }
    }
}
