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
        let key = ContentHash(material)
        let entryPath = folder + "/" + key.hex
        if let stored = Self.readFile(entryPath), let payload = CacheEntry.payload(of: stored, key: key),
           let project = ProjectPayload.decode(payload, path: path) {
            return project
        }
        let project = try XcodeProject(pbxproj: bytes, projectPath: path)
        store(CacheEntry.encode(key: key, payload: ProjectPayload.encode(project)), at: entryPath)
        return project
    }
}

/// The bytes of a project's entry: its source root, then each target's name, product type, source
/// files, headers, public headers and dependencies; strings as a length and UTF-8, lists as a count,
/// lengths and counts as four bytes, little-endian.
enum ProjectPayload {
    static func encode(_ project: XcodeProject) -> [UInt8] {
        var bytes: [UInt8] = []
        func number(_ n: Int) { for i in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: n >> (8 * i))) } }
        func string(_ s: String) { number(s.utf8.count); bytes += Array(s.utf8) }
        func strings(_ list: [String]) { number(list.count); list.forEach(string) }
        string(project.sourceRoot)
        number(project.targets.count)
        for target in project.targets {
            string(target.name)
            string(target.productType)
            strings(target.sourceFiles)
            strings(target.headers)
            strings(target.publicHeaders)
            strings(target.dependencies)
        }
        return bytes
    }

    /// The project, or nil unless the bytes are one whole payload.
    static func decode(_ bytes: [UInt8], path: String) -> XcodeProject? {
        var offset = 0
        func number() -> Int? {
            guard bytes.count - offset >= 4 else { return nil }
            var n = 0
            for i in 0..<4 { n |= Int(bytes[offset + i]) << (8 * i) }
            offset += 4
            return n
        }
        func string() -> String? {
            guard let length = number(), bytes.count - offset >= length else { return nil }
            defer { offset += length }
            return String(validating: bytes[offset..<offset + length], as: UTF8.self)
        }
        func strings() -> [String]? {
            guard let count = number(), count <= bytes.count - offset else { return nil }
            var list: [String] = []
            for _ in 0..<count {
                guard let s = string() else { return nil }
                list.append(s)
            }
            return list
        }
        guard let sourceRoot = string(), let count = number(), count <= bytes.count - offset else { return nil }
        var targets: [XcodeTarget] = []
        for _ in 0..<count {
            guard let name = string(), let productType = string(), let sources = strings(), let headers = strings(),
                  let publicHeaders = strings(), let dependencies = strings() else { return nil }
            targets.append(XcodeTarget(name: name, productType: productType, sourceFiles: sources, headers: headers,
                                       publicHeaders: publicHeaders, dependencies: dependencies))
        }
        guard offset == bytes.count else { return nil }
        return XcodeProject(path: path, sourceRoot: sourceRoot, targets: targets)
    }
}
