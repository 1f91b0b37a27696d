import NodeLintModel

/// Xcode 16's synchronized folders (`PBXFileSystemSynchronizedRootGroup`): the project names a
/// folder instead of its files, and every file under it belongs to the targets that list the folder
/// in `fileSystemSynchronizedGroups`. Exception sets (`PBXFileSystemSynchronizedBuildFileExceptionSet`)
/// name a target and paths relative to the folder whose membership differs for that target: excluded
/// when the target has the folder, included when it does not (that is how Xcode records one file of
/// a folder ticked for a second target). A path may name a subfolder, which covers what is under it.
struct XcodeSynchronizedFolders {
    private struct Folder {
        var path: String
        /// Per target id: the exception set's membership paths and public headers, relative.
        var exceptions: [String: (membership: [String], publicHeaders: [String])]
    }

    private var folders: [String: Folder] = [:]
    /// Each folder's files, listed once: a project's targets (an app and its extensions) often list
    /// the same folders.
    private let listings = FolderListings()

    init(objects: [String: [String: PropertyListValue]], groupPaths: XcodeGroupPaths) {
        for (id, object) in objects where object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            guard let path = groupPaths.path(of: id) else { continue }
            var folder = Folder(path: path, exceptions: [:])
            for exceptionID in object["exceptions"]?.strings ?? [] {
                guard let set = objects[exceptionID], set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                      let target = set["target"]?.string else { continue }
                var entry = folder.exceptions[target] ?? ([], [])
                entry.membership += set["membershipExceptions"]?.strings ?? []
                entry.publicHeaders += set["publicHeaders"]?.strings ?? []
                folder.exceptions[target] = entry
            }
            folders[id] = folder
        }
    }

    /// The files (absolute, sorted) the target `targetID` takes from synchronized folders, given the
    /// folders it lists, and the headers among them it makes public.
    func members(ofTarget targetID: String, listing listed: [String]) -> (files: [String], publicHeaders: [String]) {
        guard !folders.isEmpty else { return ([], []) }
        var files: Set<String> = [], publicHeaders: [String] = []
        let listedSet = Set(listed)
        for (id, folder) in folders.sorted(by: { $0.key < $1.key }) {
            let exceptions = folder.exceptions[targetID]
            let paths = (exceptions?.membership ?? []).map { PathNormalization.absolute($0, base: folder.path) }
            if listedSet.contains(id) {
                let excepted = ExceptionPaths(paths)
                for file in listings.files(under: folder.path) where !excepted.contain(file) {
                    files.insert(file)
                }
            } else if !paths.isEmpty {
                for path in paths {
                    if listings.isFolder(path) { files.formUnion(listings.files(under: path)) } else { files.insert(path) }
                }
            } else {
                continue
            }
            publicHeaders += (exceptions?.publicHeaders ?? []).map { PathNormalization.absolute($0, base: folder.path) }
        }
        return (files.sorted(), publicHeaders)
    }

    /// What the targets read so far asked of the disk.
    var diskReads: ProjectDiskReads { listings.reads }
}

/// A folder's exception paths (absolute, normalized), asked of every file of the folder whether it is
/// one of them or lies inside one. A few are tested one by one; many (a folder with hundreds of
/// exceptions) are looked up among the file's ancestors instead, which costs the same however many.
struct ExceptionPaths {
    private let paths: [String]
    private let set: Set<String>
    /// Beyond this many, the ancestors are looked up.
    static let testedOneByOne = 16

    init(_ paths: [String]) {
        self.paths = paths
        set = paths.count > Self.testedOneByOne ? Set(paths) : []
    }

    func contain(_ file: String) -> Bool {
        if paths.count <= Self.testedOneByOne { return paths.contains { FileTree.isInside(file, $0) } }
        var current = file
        while true {
            if set.contains(current) { return true }
            let up = FileTree.parent(current)
            if up == current || up == "." { return false }
            current = up
        }
    }
}

/// The files under each folder (`FileTree.files(under:)`), listed the first time they are asked for,
/// and the folder tests asked: together, what a cached project is checked against (`reads`).
private final class FolderListings {
    private var byFolder: [String: [String]] = [:]
    private var folderTests: [(path: String, isFolder: Bool)] = []

    func files(under folder: String) -> [String] {
        if let known = byFolder[folder] { return known }
        let listed = FileTree.files(under: folder)
        byFolder[folder] = listed
        return listed
    }

    func isFolder(_ path: String) -> Bool {
        let answer = FileTree.isDirectory(path)
        folderTests.append((path, answer))
        return answer
    }

    /// The questions asked, the folders in path order.
    var reads: ProjectDiskReads {
        var reads = ProjectDiskReads()
        reads.listings = byFolder.sorted { $0.key < $1.key }.map { (folder: $0.key, files: $0.value) }
        reads.folderTests = folderTests
        return reads
    }
}
