import NodeLintModel

/// One native target of an Xcode project (aggregate and external-build targets compile nothing of
/// their own and are left out).
public struct XcodeTarget: Sendable, Hashable {
    public var name: String
    /// The raw `productType`, `com.apple.product-type.framework` for instance; empty when missing.
    public var productType: String
    public var kind: ModuleKind { ModuleKind(xcodeProductType: productType) }
    /// What the target compiles: its Sources build phase and the compiled files of its synchronized
    /// folders. Absolute, normalized, sorted, without duplicates.
    public var sourceFiles: [String]
    /// Every header of its Headers build phase (public, private and project) and the headers of its
    /// synchronized folders; sorted.
    public var headers: [String]
    /// The headers it makes public (`ATTRIBUTES = (Public, )`, or a synchronized folder's
    /// `publicHeaders`); a subset of `headers`, sorted.
    public var publicHeaders: [String]
    /// The names of the targets it depends on (target dependencies, then frameworks it links that
    /// other targets build), then the Swift package products it uses; in file order, without repeats.
    public var dependencies: [String]

    public init(name: String, productType: String, sourceFiles: [String], headers: [String] = [],
                publicHeaders: [String] = [], dependencies: [String] = []) {
        self.name = name
        self.productType = productType
        self.sourceFiles = sourceFiles
        self.headers = headers
        self.publicHeaders = publicHeaders
        self.dependencies = dependencies
    }
}

/// What an `.xcodeproj` bundle says about its targets, read from its `project.pbxproj`.
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` bundle (absolute, normalized).
    public var path: String
    /// The folder the project's `SOURCE_ROOT` paths are relative to: the one holding the bundle (moved
    /// by the project's `projectDirPath`, which is almost always empty).
    public var sourceRoot: String
    /// The native targets in the order the project lists them.
    public var targets: [XcodeTarget]
    /// What reading the targets asked of the disk (synchronized folders); empty for a project read
    /// before, or one without synchronized folders.
    public var diskReads = ProjectDiskReads()

    /// Reads `<projectPath>/project.pbxproj`. Throws a `ProjectProblem` when it cannot be read or is
    /// not a project; synchronized folders are listed from the disk.
    public init(contentsOf projectPath: String) throws {
        let path = FileTree.absolute(projectPath)
        try self.init(pbxproj: try Self.projectFileBytes(of: path), projectPath: path)
    }

    /// A project read before (a cache of parsed projects).
    public init(path: String, sourceRoot: String, targets: [XcodeTarget]) {
        self.path = path
        self.sourceRoot = sourceRoot
        self.targets = targets
    }

    /// The bytes of the bundle's `project.pbxproj` (`projectPath` absolute, normalized); a
    /// `ProjectProblem` when it cannot be read.
    public static func projectFileBytes(of projectPath: String) throws -> [UInt8] {
        let file = projectPath + "/project.pbxproj"
        guard let bytes = FileTree.bytes(file) else {
            throw ProjectProblem(file: file, message: "cannot read the project file")
        }
        return bytes
    }

    /// What besides its `project.pbxproj` a project read from `projectPath` depends on: where the
    /// bundle really is when it is a link (its paths are relative to that), and whether the file has
    /// synchronized folders, whose files are listed from the disk. A project with those is the disk's as
    /// much as the file's: nothing read before can stand for it.
    public static func dependsOnlyOnItsFile(_ bytes: [UInt8]) -> Bool {
        !NodeLintModel.bytes(bytes, contain: "PBXFileSystemSynchronizedRootGroup")
    }

    /// Where the bundle at `projectPath` really is (itself unless it is a symbolic link).
    public static func resolvedLocation(of projectPath: String) -> String { FileTree.resolvingLink(projectPath) }

    /// Reads the text of a `project.pbxproj` that belongs to the bundle at `projectPath`. A text with
    /// unresolved merge conflicts is read as both its versions, their targets together
    /// (`ConflictedProjectFile`); if only one version is a project, as that one.
    public init(pbxproj bytes: [UInt8], projectPath: String) throws {
        if let (ours, theirs) = ConflictedProjectFile.sides(of: bytes) {
            let first = Result { try XcodeProject(unconflicted: ours, projectPath: projectPath) }
            let second = Result { try XcodeProject(unconflicted: theirs, projectPath: projectPath) }
            switch (first, second) {
            case (.success(let a), .success(let b)):
                self = a
                targets = ConflictedProjectFile.union(a.targets, b.targets)
                diskReads = a.diskReads.adding(b.diskReads)
            case (.success(let a), .failure): self = a
            case (.failure, .success(let b)): self = b
            case (.failure, .failure):
                // Neither version reads: the problem is the conflict, at its first marker.
                try self.init(unconflicted: bytes, projectPath: projectPath)
            }
            return
        }
        try self.init(unconflicted: bytes, projectPath: projectPath)
    }

    private init(unconflicted bytes: [UInt8], projectPath: String) throws {
        path = FileTree.absolute(projectPath)
        let file = path + "/project.pbxproj"
        let root: PropertyListValue
        do {
            root = try XMLPropertyList.isXMLOrBinary(bytes) ? XMLPropertyList.parse(bytes) : OldStylePropertyList.parse(bytes)
        } catch let error as PropertyListError {
            throw ProjectProblem(file: file, line: error.line, column: error.column, message: error.message)
        }
        guard let objectValues = root["objects"]?.dictionary else {
            throw ProjectProblem(file: file, message: "no 'objects' dictionary: not an Xcode project")
        }
        let objects = objectValues.compactMapValues(\.dictionary)
        guard let rootID = root["rootObject"]?.string, let project = objects[rootID],
              project["isa"]?.string == "PBXProject" else {
            throw ProjectProblem(file: file, message: "'rootObject' does not name a PBXProject")
        }
        // A bundle that is a link (`_Pods.xcodeproj` -> `Example/Pods/Pods.xcodeproj`) has its paths
        // relative to where it really is.
        sourceRoot = PathNormalization.absolute(project["projectDirPath"]?.string ?? "",
                                                base: FileTree.parent(FileTree.resolvingLink(path)))
        let reader = TargetReader(objects: objects, project: project, sourceRoot: sourceRoot)
        targets = project["targets"]?.strings.compactMap { reader.target(id: $0) } ?? []
        diskReads = reader.synchronizedFolders.diskReads
    }
}

/// Reads the targets of one parsed project; the group tree and the product owners are worked out once.
private struct TargetReader {
    let objects: [String: [String: PropertyListValue]]
    let groupPaths: XcodeGroupPaths
    let synchronizedFolders: XcodeSynchronizedFolders
    /// Each target's name by id, for dependencies.
    let targetNames: [String: String]
    /// The target that builds each product reference, for linked frameworks.
    let productOwners: [String: String]

    init(objects: [String: [String: PropertyListValue]], project: [String: PropertyListValue], sourceRoot: String) {
        self.objects = objects
        groupPaths = XcodeGroupPaths(objects: objects, mainGroup: project["mainGroup"]?.string, sourceRoot: sourceRoot)
        synchronizedFolders = XcodeSynchronizedFolders(objects: objects, groupPaths: groupPaths)
        var names: [String: String] = [:], owners: [String: String] = [:]
        for id in project["targets"]?.strings ?? [] {
            guard let target = objects[id], let name = target["name"]?.string else { continue }
            names[id] = name
            if let product = target["productReference"]?.string { owners[product] = name }
        }
        targetNames = names
        productOwners = owners
    }

    func target(id: String) -> XcodeTarget? {
        guard let object = objects[id], object["isa"]?.string == "PBXNativeTarget",
              let name = object["name"]?.string else { return nil }
        var sources: Set<String> = [], headers: Set<String> = [], publicHeaders: Set<String> = []
        var dependencies: [String] = []
        func depend(on name: String?) {
            if let name, !name.isEmpty, !dependencies.contains(name) { dependencies.append(name) }
        }
        for dependency in lookup(object["dependencies"]) { depend(on: dependencyName(dependency)) }
        for phase in lookup(object["buildPhases"]) {
            switch phase["isa"]?.string {
            case "PBXSourcesBuildPhase":
                for file in lookup(phase["files"]) { sources.formUnion(paths(of: file["fileRef"]?.string)) }
            case "PBXHeadersBuildPhase":
                for file in lookup(phase["files"]) {
                    let found = paths(of: file["fileRef"]?.string)
                    headers.formUnion(found)
                    if file["settings"]?["ATTRIBUTES"]?.strings.contains("Public") == true { publicHeaders.formUnion(found) }
                }
            case "PBXFrameworksBuildPhase":
                for file in lookup(phase["files"]) { depend(on: linkedTargetName(file["fileRef"]?.string)) }
            default:
                break
            }
        }
        for product in lookup(object["packageProductDependencies"]) { depend(on: product["productName"]?.string) }
        let members = synchronizedFolders.members(ofTarget: id, listing: object["fileSystemSynchronizedGroups"]?.strings ?? [])
        for file in members.files {
            let ext = FileTree.pathExtension(file)
            if FileTree.compiledExtensions.contains(ext) { sources.insert(file) }
            if FileTree.headerExtensions.contains(ext) { headers.insert(file) }
        }
        publicHeaders.formUnion(members.publicHeaders.filter(headers.contains))
        return XcodeTarget(name: name, productType: object["productType"]?.string ?? "", sourceFiles: sources.sorted(),
                           headers: headers.sorted(), publicHeaders: publicHeaders.sorted(), dependencies: dependencies)
    }

    /// The objects an array of ids names, skipping ids that name nothing.
    private func lookup(_ ids: PropertyListValue?) -> [[String: PropertyListValue]] {
        (ids?.strings ?? []).compactMap { objects[$0] }
    }

    /// A build file's paths: a variant group (a localized file) stands for all its localizations.
    private func paths(of reference: String?) -> [String] {
        guard let reference, let object = objects[reference] else { return [] }
        if object["isa"]?.string == "PBXVariantGroup" {
            return (object["children"]?.strings ?? []).compactMap(groupPaths.path(of:))
        }
        return groupPaths.path(of: reference).map { [$0] } ?? []
    }

    /// A target dependency names its target directly, or, across projects, through a proxy whose
    /// `remoteInfo` is the target's name; a package product dependency names the product.
    private func dependencyName(_ dependency: [String: PropertyListValue]) -> String? {
        if let id = dependency["target"]?.string, let name = targetNames[id] ?? objects[id]?["name"]?.string { return name }
        if let proxy = dependency["targetProxy"]?.string, let info = objects[proxy]?["remoteInfo"]?.string { return info }
        if let name = dependency["name"]?.string { return name }
        if let product = dependency["productRef"]?.string { return objects[product]?["productName"]?.string }
        return nil
    }

    /// The target building a linked framework or library: one of this project's (by product
    /// reference) or one of a sub-project's (a reference proxy, whose `remoteInfo` names it).
    private func linkedTargetName(_ reference: String?) -> String? {
        guard let reference else { return nil }
        if let owner = productOwners[reference] { return owner }
        guard let object = objects[reference], object["isa"]?.string == "PBXReferenceProxy",
              let proxy = object["remoteRef"]?.string else { return nil }
        return objects[proxy]?["remoteInfo"]?.string
    }
}
