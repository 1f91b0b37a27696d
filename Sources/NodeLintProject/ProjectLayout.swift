import NodeLintModel

/// The modules of a source tree: its Xcode projects' targets and its Swift packages' targets, and
/// which files each one builds.
///
/// A tree with no project file has no modules; the caller then treats every file as one module.
/// Project files that cannot be read are reported in `problems` and the others still count.
public struct ProjectLayout: Sendable {
    /// The folder searched (absolute, normalized).
    public let root: String
    /// The Xcode projects read, by path.
    public let xcodeProjects: [XcodeProject]
    /// The Swift packages read, by path.
    public let packages: [SwiftPackageManifest]
    /// Every module: the Xcode projects' targets in project order, then the packages' targets.
    public let modules: [ModuleInfo]
    /// One line each: `path:line:column: message`.
    public let problems: [ProjectProblem]
    /// For each listed file, the indices in `modules` of the modules that list it.
    private let modulesByFile: [String: [Int]]
    /// The working folder when the layout was made, against which relative paths are made absolute: the
    /// run asks of every file whether a target builds it, and asking the process each time was a system
    /// call per file (a layout lives for one run, whose working folder does not change).
    private let workingDirectory: String
    /// The folders holding a file some target builds (for `isStray`).
    private let listedFolders: Set<String>

    /// Folders never searched: dependency managers' checkouts, build output, version control.
    public static let skippedFolderNames: Set<String> = [
        "Pods", "Carthage", ".build", "DerivedData", ".git", "node_modules", "vendor",
    ]

    /// Finds and reads the `.xcodeproj` bundles and `Package.swift` files under `root`. Hidden folders,
    /// `skippedFolderNames`, links to folders and the inside of bundles are not searched, nor any folder
    /// (or project file) whose absolute path `skipping` accepts, nor any folder below `root` whose
    /// entries' names `skippingFolderHolding` accepts (a checkout of a dependency, known by what it
    /// holds: asked of the listing already read, where a test by path would look at the disk again).
    /// `readProject` reads one `.xcodeproj` bundle (by default `XcodeProject(contentsOf:)`; a caller may
    /// keep projects read before).
    public static func discover(root: String, skipping: (String) -> Bool = { _ in false },
                                skippingFolderHolding: ([String]) -> Bool = { _ in false },
                                readProject: (String) throws -> XcodeProject = { try XcodeProject(contentsOf: $0) }) -> ProjectLayout {
        let root = FileTree.absolute(root)
        var projectPaths: [String] = [], manifestPaths: [String] = []
        var pending = [root]
        while let folder = pending.popLast() {
            // One readdir per folder: the kind of each entry comes with its name (FileTree.kind would
            // lstat every entry, and the folders of a large app hold tens of thousands).
            guard let entries = DirectoryListing.entries(of: folder) else { continue }
            if folder != root && skippingFolderHolding(entries.map(\.name)) { continue }
            for entry in entries where !entry.name.hasPrefix(".") && !skippedFolderNames.contains(entry.name) {
                let name = entry.name, path = FileTree.join(folder, name)
                switch entry.kind {
                case .directory:
                    if skipping(path) { continue }
                    if name.hasSuffix(".xcodeproj") {
                        projectPaths.append(path)
                    } else if FileTree.isPlainFolder(name) {
                        pending.append(path)
                    }
                case .file where name == "Package.swift":
                    if !skipping(path) { manifestPaths.append(path) }
                case .symbolicLink where name == "Package.swift" && DirectoryListing.isRegularFile(following: path):
                    if !skipping(path) { manifestPaths.append(path) }
                default:
                    break  // links to folders are not followed; other files are not project files
                }
            }
        }
        var problems: [ProjectProblem] = []
        var projects: [XcodeProject] = []
        for path in projectPaths.sorted() {
            do {
                projects.append(try readProject(path))
            } catch let problem as ProjectProblem {
                problems.append(problem)
            } catch {
                problems.append(ProjectProblem(file: path, message: "\(error)"))
            }
        }
        var packages: [SwiftPackageManifest] = []
        for path in manifestPaths.sorted() {
            do {
                let manifest = try SwiftPackageManifest(contentsOf: path)
                packages.append(manifest)
                problems += manifest.problems
            } catch let problem as ProjectProblem {
                problems.append(problem)
            } catch {
                problems.append(ProjectProblem(file: path, message: "\(error)"))
            }
        }
        return ProjectLayout(root: root, xcodeProjects: projects, packages: packages, problems: problems)
    }

    /// A layout of projects already read.
    init(root: String, xcodeProjects: [XcodeProject], packages: [SwiftPackageManifest], problems: [ProjectProblem] = []) {
        workingDirectory = currentDirectory()
        self.root = FileTree.absolute(root)
        self.xcodeProjects = xcodeProjects
        self.packages = packages
        self.problems = problems
        var modules: [ModuleInfo] = []
        var byFile: [String: [Int]] = [:]
        func add(_ module: ModuleInfo, files: [String]) {
            for file in files where byFile[file]?.last != modules.count { byFile[file, default: []].append(modules.count) }
            modules.append(module)
        }
        for project in xcodeProjects {
            for target in project.targets {
                add(ModuleInfo(name: target.name, kind: target.kind, isExported: target.kind.isImportable,
                               dependencies: target.dependencies, projectFile: project.path),
                    files: target.sourceFiles + target.headers)
            }
        }
        for package in packages {
            for target in package.targets {
                add(ModuleInfo(name: target.name, kind: target.moduleKind, isExported: target.isExported,
                               dependencies: target.dependencies, projectFile: package.path),
                    files: target.sourceFiles + target.headers)
            }
        }
        self.modules = modules
        modulesByFile = byFile
        listedFolders = Set(byFile.keys.map(FileTree.parent))
    }

    /// No project file was found (or none could be read).
    public var isEmpty: Bool { modules.isEmpty }

    /// Every module that builds the file at `path`, in `modules` order. A header no target lists
    /// belongs where its implementation file (`Foo.m` beside `Foo.h` ...) does: app targets never list
    /// their headers, they compile them through the files that import them.
    public func modules(of path: String) -> [ModuleInfo] {
        let file = FileTree.absolute(path, base: workingDirectory)
        if let indices = modulesByFile[file] { return indices.map { modules[$0] } }
        guard FileTree.headerExtensions.contains(FileTree.pathExtension(file)), let dot = file.lastIndex(of: ".") else { return [] }
        let stem = file[..<dot]
        for ext in ["m", "mm", "c", "cc", "cpp", "cxx"] {
            if let indices = modulesByFile[stem + "." + ext] { return indices.map { modules[$0] } }
        }
        return []
    }

    /// The module the file at `path` belongs to when several list it (an app and its extension): a
    /// module that is not a test first, then by name, then by project file.
    public func module(of path: String) -> ModuleInfo? { Self.preferred(among: modules(of: path)) }

    /// Of the modules that build one file (`modules(of:)`), the one it belongs to (see `module(of:)`).
    public static func preferred(among modules: [ModuleInfo]) -> ModuleInfo? {
        modules.min { a, b in
            let aTest = a.kind == .test, bTest = b.kind == .test
            if aTest != bTest { return !aTest }
            if a.name != b.name { return a.name < b.name }
            return a.projectFile < b.projectFile
        }
    }

    /// Whether some target builds the file at `path` (a header, through its implementation file).
    public func isListed(_ path: String) -> Bool {
        !modules(of: path).isEmpty
    }

    /// A source file no target builds, in a folder whose other files a target does build: a stray copy
    /// (`Cell 2.swift`, which Finder makes beside `Cell.swift`), an excluded or deleted file left on
    /// disk. Headers are never stray (targets need not list them), and files in folders no target uses
    /// (scripts, a development pod's sources, which only the skipped Pods project lists) are not either.
    public func isStray(_ path: String) -> Bool {
        let file = FileTree.absolute(path, base: workingDirectory)
        guard !FileTree.headerExtensions.contains(FileTree.pathExtension(file)), !isListed(file) else { return false }
        return listedFolders.contains(FileTree.parent(file))
    }
}
