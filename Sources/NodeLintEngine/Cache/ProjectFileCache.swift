import Foundation
import NodeLintModel
import NodeLintProject

/// Xcode projects as read before, in the cache folder beside the declarations: a run on one file reads
/// every `.xcodeproj` of the repository for the module map, and parsing a large `project.pbxproj` (an
/// app's is often a megabyte) costs more than reading it many times over. An entry holds the targets
/// (`XcodeTarget`: names, product types, files, headers, dependencies) and is named by a digest of the
/// file's bytes, the bundle's path and where it really is when it is a link (its paths are relative to
/// that), nodelint's version and this format's. A project with synchronized folders also depends on
/// the disk (`ProjectDiskReads`: the files under each folder, whether an exception path is a folder),
/// which no key covers: its entry holds the questions its parse asked and a digest of each answer, and
/// is used only when the disk gives the same answers now (asking them costs a fraction of the parse).
/// A project file that cannot be read or parsed is not stored, so its problem is reported on every run.
/// Entries are checked like the declarations' (`CacheEntry`), and one that does not decode in full is
/// ignored and written again.
extension DeclarationCache {
    /// Bump when the payload's layout changes.
    static let projectFormat = 1

    /// The project at `path` (an `.xcodeproj` bundle), from its entry when the
    /// file is unchanged, else parsed and stored.
    public func xcodeProject(at path: String) throws -> XcodeProject {
        let path = PathNormalization.absolute(path, base: FileManager.default.currentDirectoryPath)
        let bytes = try XcodeProject.projectFileBytes(of: path)
        let onlyItsFile = XcodeProject.dependsOnlyOnItsFile(bytes)
        var material = Array((onlyItsFile ? "xcodeproj \(Self.projectFormat)\u{0}" : "xcodeproj+disk \(Self.projectFormat)\u{0}").utf8) + keyPrefix
        for part in [path, XcodeProject.resolvedLocation(of: path)] { material += Array(part.utf8) + [0] }
        material += ContentHash(bytes).bytes
        guard !onlyItsFile else {
            return try entry(key: ContentHash(material), decode: { ProjectPayload.decode($0, path: path) },
                             make: { try XcodeProject(pbxproj: bytes, projectPath: path) }, encode: ProjectPayload.encode)
        }
        return try entry(key: ContentHash(material), decode: { ProjectPayload.decodeWithDiskReads($0, path: path) },
                         make: { try XcodeProject(pbxproj: bytes, projectPath: path) }, encode: ProjectPayload.encodeWithDiskReads)
    }
}

/// The bytes of a project's entry: its source root, then each target's name, product type, source
/// files, headers, public headers and dependencies, written with the model cache's primitives (and read
/// back with its bounded reads, so a corrupt entry is rejected, never trusted).
enum ProjectPayload {
    static func encode(_ project: XcodeProject) -> [UInt8] {
        var out = ModelEncoder()
        write(project, to: &out)
        return out.bytes
    }

    /// One encoder for the whole payload: its strings are numbered across it.
    private static func write(_ project: XcodeProject, to out: inout ModelEncoder) {
        out.string(project.sourceRoot)
        out.count(project.targets.count)
        for target in project.targets {
            out.string(target.name)
            out.string(target.productType)
            out.strings(target.sourceFiles)
            out.strings(target.headers)
            out.strings(target.publicHeaders)
            out.strings(target.dependencies)
        }
    }

    /// The project, or nil unless the bytes are one whole payload.
    static func decode(_ bytes: [UInt8], path: String) -> XcodeProject? {
        var input = ModelDecoder(bytes: bytes)
        do {
            let project = try readProject(&input, path: path)
            try input.expectEnd()
            return project
        } catch {
            return nil
        }
    }

    private static func readProject(_ input: inout ModelDecoder, path: String) throws -> XcodeProject {
        let sourceRoot = try input.string()
        var targets: [XcodeTarget] = []
        for _ in 0..<(try input.count()) {
            targets.append(XcodeTarget(name: try input.string(), productType: try input.string(),
                                       sourceFiles: try input.strings(), headers: try input.strings(),
                                       publicHeaders: try input.strings(), dependencies: try input.strings()))
        }
        return XcodeProject(path: path, sourceRoot: sourceRoot, targets: targets)
    }

    /// A project with synchronized folders: the questions its parse asked of the disk, each with a
    /// digest of its answer, then the project.
    static func encodeWithDiskReads(_ project: XcodeProject) -> [UInt8] {
        var out = ModelEncoder()
        let reads = project.diskReads
        out.count(reads.listings.count)
        for listing in reads.listings {
            out.string(listing.folder)
            write(digest(of: listing.files), to: &out)
        }
        out.count(reads.folderTests.count)
        for test in reads.folderTests {
            out.string(test.path)
            out.bool(test.isFolder)
        }
        write(project, to: &out)
        return out.bytes
    }

    /// The project, when the payload is whole and the disk answers its questions as it did; else nil.
    static func decodeWithDiskReads(_ bytes: [UInt8], path: String) -> XcodeProject? {
        var input = ModelDecoder(bytes: bytes)
        do {
            let listings = try input.list { (folder: try $0.string(), digest: try readDigest(&$0)) }
            let tests = try input.list { (path: try $0.string(), isFolder: try $0.bool()) }
            let project = try readProject(&input, path: path)
            try input.expectEnd()
            let now = ProjectDiskReads.answeredNow(listing: listings.map(\.folder), testing: tests.map(\.path))
            guard zip(now.listings, listings).allSatisfy({ digest(of: $0.files) == $1.digest }),
                  zip(now.folderTests, tests).allSatisfy({ $0.isFolder == $1.isFolder }) else { return nil }
            return project
        } catch {
            return nil
        }
    }

    /// A listing's digest: its paths, each ended by a NUL.
    private static func digest(of files: [String]) -> ContentHash {
        var bytes: [UInt8] = []
        for file in files {
            bytes += file.utf8
            bytes.append(0)
        }
        return ContentHash(bytes)
    }

    private static func write(_ digest: ContentHash, to out: inout ModelEncoder) {
        out.uint(digest.high)
        out.uint(digest.low)
    }

    private static func readDigest(_ input: inout ModelDecoder) throws -> ContentHash {
        ContentHash(high: try input.uint(), low: try input.uint())
    }
}
