import NodeLintModel

/// A `project.pbxproj` with unresolved merge conflicts (`<<<<<<<` … `=======` … `>>>>>>>`), which git
/// leaves in projects as often as in code and Xcode then refuses to open. Unlike a Swift file, it is not
/// guessed at line by line: each side of every conflict, with the text around them, is a whole project
/// file, and a file either side builds is a file of the project. Without this, the project was not read
/// at all, every file became one module, and a stray copy (`Cell 2.swift`) was linted as code.
enum ConflictedProjectFile {
    /// The two versions of the text: every line outside the conflicts, with the first side's lines of
    /// each (`ours`) or the second's (`theirs`); the common ancestor of a diff3 conflict (`|||||||`) is
    /// in neither. Nil when the text has no conflict.
    static func sides(of bytes: [UInt8]) -> (ours: [UInt8], theirs: [UInt8])? {
        guard ConflictMarkers.firstMarker(in: bytes) != nil else { return nil }
        enum Part { case both, ours, base, theirs }
        var part = Part.both
        var ours: [UInt8] = [], theirs: [UInt8] = []
        ours.reserveCapacity(bytes.count)
        theirs.reserveCapacity(bytes.count)
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            if end < bytes.count { end += 1 }
            let line = bytes[start..<end]
            switch (ConflictMarkers.marker(startingLine: line), part) {
            case (.ours?, .both): part = .ours
            case (.base?, .ours): part = .base
            case (.theirs?, .ours), (.theirs?, .base): part = .theirs
            case (.end?, .theirs): part = .both
            default:
                if part == .both || part == .ours { ours += line }
                if part == .both || part == .theirs { theirs += line }
            }
            start = end
        }
        return (ours, theirs)
    }

    /// The targets of the two versions together: a target either version has, with every file, header
    /// and dependency either gives it (in `ours`'s order, then `theirs`'s additions).
    static func union(_ ours: [XcodeTarget], _ theirs: [XcodeTarget]) -> [XcodeTarget] {
        var merged = ours
        for target in theirs {
            guard let i = merged.firstIndex(where: { $0.name == target.name }) else {
                merged.append(target)
                continue
            }
            merged[i].sourceFiles = Array(Set(merged[i].sourceFiles + target.sourceFiles)).sorted()
            merged[i].headers = Array(Set(merged[i].headers + target.headers)).sorted()
            merged[i].publicHeaders = Array(Set(merged[i].publicHeaders + target.publicHeaders)).sorted()
            for dependency in target.dependencies where !merged[i].dependencies.contains(dependency) {
                merged[i].dependencies.append(dependency)
            }
            if merged[i].productType.isEmpty { merged[i].productType = target.productType }
        }
        return merged
    }
}
