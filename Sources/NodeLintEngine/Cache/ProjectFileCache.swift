import Foundation
import NodeLintModel
import NodeLintProject

/// Xcode projects as read before, in the cache folder beside the declarations: a run on one file reads
/// every `.xcodeproj` of the repository for the module map, and parsing a large `project.pbxproj` (an
/// app's is often a megabyte) costs more than reading it many times over. An entry holds the targets
/// (`XcodeTarget`: names, product types, files, headers, dependencies) and is named by a digest of the
/// file's bytes, the bundle's path and where it really is when it is a link (its paths are relative to
/// that), nodelint's version and this format's. A project with synchronized folders lists files from
/// the disk, which no key covers: it is always parsed. A project file that cannot be read or parsed is
/// not stored, so its problem is reported on every run. Entries are checked like the declarations'
/// (`CacheEntry`), and one that does not decode in full is ignored and written again.
extension DeclarationCache {
    /// Bump when the payload's layout changes.
    static let projectFormat = 1

    /// The project at `path` (an `.xcodeproj` bundle), from its entry when the
    /// file is unchanged, else parsed and stored.
    public func xcodeProject(at path: String) throws -> XcodeProject {
        let path = PathNormalization.absolute(path, base: FileManager.default.currentDirectoryPath)
        let bytes = try XcodeProject.projectFileBytes(of: path)
        guard XcodeProject.dependsOnlyOnItsFile(bytes) else { return try XcodeProject(pbxproj: bytes, projectPath: path) }
        var material = Array("xcodeproj \(Self.projectFormat)\u{0}".utf8) + keyPrefix
        for part in [path, XcodeProject.resolvedLocation(of: path)] { material += Array(part.utf8) + [0] }
        material += ContentHash(bytes).bytes
        return try entry(key: ContentHash(material), decode: { ProjectPayload.decode($0, path: path) },
                         make: { try XcodeProject(pbxproj: bytes, projectPath: path) }, encode: ProjectPayload.encode)
    }
}

/// The bytes of a project's entry: its source root, then each target's name, product type, source
/// files, headers, public headers and dependencies, written with the model cache's primitives (and read
/// back with its bounded reads, so a corrupt entry is rejected, never trusted).
enum ProjectPayload {
    static func encode(_ project: XcodeProject) -> [UInt8] {
        var out = ModelEncoder()
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
        return out.bytes
    }

    /// The project, or nil unless the bytes are one whole payload.
    static func decode(_ bytes: [UInt8], path: String) -> XcodeProject? {
        var input = ModelDecoder(bytes: bytes)
        do {
            let sourceRoot = try input.string()
            var targets: [XcodeTarget] = []
            for _ in 0..<(try input.count()) {
                targets.append(XcodeTarget(name: try input.string(), productType: try input.string(),
                                           sourceFiles: try input.strings(), headers: try input.strings(),
                                           publicHeaders: try input.strings(), dependencies: try input.strings()))
            }
            try input.expectEnd()
            return XcodeProject(path: path, sourceRoot: sourceRoot, targets: targets)
        } catch {
            return nil
        }
    }
}
