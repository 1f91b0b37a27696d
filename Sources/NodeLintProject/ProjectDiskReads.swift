/// What reading a project asked of the disk besides its `project.pbxproj`: the files under each of its
/// synchronized folders (Xcode 16 lists a folder, not its files) and whether each exception path of a
/// folder a target does not list is a folder. A project read before stands for the project now exactly
/// when the file is the same and every one of these answers is too (`DeclarationCache.xcodeProject`).
public struct ProjectDiskReads: Sendable {
    /// Each folder listed, with its files (`FileTree.files(under:)`: absolute, sorted), in the order asked.
    public var listings: [(folder: String, files: [String])] = []
    /// Each path asked whether it is a folder, with the answer.
    public var folderTests: [(path: String, isFolder: Bool)] = []

    public init() {}

    /// The same questions asked of the disk now.
    public static func answeredNow(listing folders: [String], testing paths: [String]) -> ProjectDiskReads {
        var reads = ProjectDiskReads()
        reads.listings = folders.map { ($0, FileTree.files(under: $0)) }
        reads.folderTests = paths.map { ($0, FileTree.isDirectory($0)) }
        return reads
    }

    /// Both reads, `other`'s questions after these (the two versions of a conflicted project).
    func adding(_ other: ProjectDiskReads) -> ProjectDiskReads {
        var both = self
        both.listings += other.listings
        both.folderTests += other.folderTests
        return both
    }
}
