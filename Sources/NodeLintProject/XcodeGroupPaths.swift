import Foundation
import NodeLintModel

/// Where each file reference and group of an Xcode project lies on disk.
///
/// A reference's `path` is relative to what its `sourceTree` names: `<group>` is the folder of the
/// group that holds it (so the answer depends on the group tree, walked from the main group down),
/// `SOURCE_ROOT` is the project's folder, `<absolute>` is the root. A group without a `path` is no
/// folder of its own and its children are relative to its parent's folder. References into
/// `BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR` or any other build setting are not source files
/// and have no path here.
struct XcodeGroupPaths {
    private var paths: [String: String] = [:]

    /// `objects` is the project's `objects` dictionary, `sourceRoot` the folder holding the
    /// `.xcodeproj` (plus the project's `projectDirPath`), normalized and absolute.
    init(objects: [String: [String: PropertyListValue]], mainGroup: String?, sourceRoot: String) {
        // Iterative and guarded against cycles: a hand-edited file can make a group its own child.
        var visited: Set<String> = []
        var pending: [(id: String, parentFolder: String?)] = []
        if let mainGroup { pending.append((mainGroup, sourceRoot)) }
        while let (id, parentFolder) = pending.popLast() {
            guard visited.insert(id).inserted, let object = objects[id] else { continue }
            let resolved = Self.resolve(object, parentFolder: parentFolder, sourceRoot: sourceRoot)
            if let resolved { paths[id] = resolved }
            let children = object["children"]?.strings ?? []
            // Reversed so the stack visits children in file order; only the first holder of a
            // reference that two groups list decides its path.
            for child in children.reversed() { pending.append((child, resolved)) }
        }
        // References no group holds (Xcode leaves them behind after some merges): a `<group>` path
        // then has no group to be relative to, and the project folder is the best guess.
        for (id, object) in objects where !visited.contains(id) && Self.isReference(object) {
            if let resolved = Self.resolve(object, parentFolder: sourceRoot, sourceRoot: sourceRoot) {
                paths[id] = resolved
            }
        }
    }

    /// The absolute, normalized path of the reference or group `id`; nil when it has none on disk.
    func path(of id: String) -> String? { paths[id] }

    private static func isReference(_ object: [String: PropertyListValue]) -> Bool {
        switch object["isa"]?.string {
        case "PBXFileReference", "PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXFileSystemSynchronizedRootGroup":
            return true
        default:
            return false
        }
    }

    private static func resolve(_ object: [String: PropertyListValue], parentFolder: String?, sourceRoot: String) -> String? {
        let base: String?
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>": base = parentFolder
        // `SRCROOT` and `PROJECT_DIR` are the build settings that name the same folder.
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR": base = sourceRoot
        case "<absolute>": base = "/"
        default: base = nil
        }
        guard let base else { return nil }
        let isFile = object["isa"]?.string == "PBXFileReference"
        guard var path = object["path"]?.string, !path.isEmpty else {
            // A group without a path is its parent's folder; a file needs a path of its own.
            return isFile ? nil : base
        }
        if path.contains("$") {
            // The project folder's own settings can be substituted; any other setting (the project's
            // build settings are not read here) leaves the path unknown.
            for setting in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] {
                path = path.replacingOccurrences(of: "$(\(setting))", with: sourceRoot)
                path = path.replacingOccurrences(of: "${\(setting)}", with: sourceRoot)
            }
            if path.contains("$(") || path.contains("${") { return nil }
        }
        return PathNormalization.absolute(path, base: base)
    }
}
