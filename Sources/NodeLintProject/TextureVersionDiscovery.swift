import Foundation
import NodeLintModel

/// Which Texture version a file is built with, from the lock and requirement files of the folders
/// above it: the nearest folder that answers decides, up to a stop folder (the repository root).
///
/// It is asked for every file of a lint run, from many threads, so it keeps each folder's answer:
/// a folder's files are read once, and the files of one folder share one walk.
public final class TextureVersionDiscovery: @unchecked Sendable {
    /// The highest folder searched (absolute, normalized).
    public let stopFolder: String

    // Guarded by `lock`, which is held while a folder is read so that no two threads read one folder.
    private let lock = NSLock()
    /// Each folder's own answer (its files only).
    private var ownAnswers: [String: TextureVersionFinding?] = [:]
    /// Each folder's answer after walking up to the stop folder.
    private var walkedAnswers: [String: TextureVersionFinding?] = [:]
    private var collectedProblems: [ProjectProblem] = []
    /// How many folders have been read, for the tests of the cache.
    private(set) var foldersRead = 0

    public init(stopFolder: String) {
        self.stopFolder = FileTree.absolute(stopFolder)
    }

    /// The version for the file at `path`, searching from its folder up to the stop folder. A file
    /// outside the stop folder gets its own folder's answer only.
    public func version(forFile path: String) -> TextureVersionFinding? {
        version(forFolder: FileTree.parent(FileTree.absolute(path)))
    }

    /// The version for files in `folder`.
    public func version(forFolder folder: String) -> TextureVersionFinding? {
        let start = FileTree.absolute(folder)
        lock.lock()
        defer { lock.unlock() }
        guard FileTree.isInside(start, stopFolder) else { return ownAnswer(start) }
        // Climb to the first folder whose walk is known (or the stop folder), then fill in downwards.
        var chain: [String] = []
        var current = start
        var answer: TextureVersionFinding? = nil
        while true {
            if let known = walkedAnswers[current] {
                answer = known
                break
            }
            chain.append(current)
            if current == stopFolder || current == "/" { break }
            current = FileTree.parent(current)
        }
        for folder in chain.reversed() {
            if let own = ownAnswer(folder) { answer = own }
            walkedAnswers[folder] = .some(answer)
        }
        return answer
    }

    /// Lock and requirement files that could not be read (a `Package.resolved` that is not JSON ...).
    public var problems: [ProjectProblem] {
        lock.lock()
        defer { lock.unlock() }
        return collectedProblems
    }

    /// The folder's own answer, read once. Called with the lock held.
    private func ownAnswer(_ folder: String) -> TextureVersionFinding? {
        if let known = ownAnswers[folder] { return known }
        foldersRead += 1
        let answer = Self.textureVersion(inFolder: folder, problems: &collectedProblems)
        ownAnswers[folder] = .some(answer)
        return answer
    }

    /// What one folder's files say, searched in this order: `Podfile.lock`; `Package.resolved` (the
    /// folder's, then those Xcode keeps inside the folder's workspaces and projects); `Cartfile.resolved`;
    /// the `*.podspec` files by name; the `Podfile` (and, for a local Texture pod, that pod's podspec). Files that cannot be read add to `problems`.
    public static func textureVersion(inFolder folder: String, problems: inout [ProjectProblem]) -> TextureVersionFinding? {
        let names = FileTree.names(in: folder)
        guard !names.isEmpty else { return nil }
        let present = Set(names)
        func text(_ name: String) -> (path: String, text: String)? {
            let path = FileTree.join(folder, name)
            return FileTree.bytes(path).map { (path, String(decoding: $0, as: UTF8.self)) }
        }
        if present.contains("Podfile.lock"), let (path, text) = text("Podfile.lock"),
           let found = LockFiles.textureVersion(podfileLock: text, file: path) { return found }
        var resolved = ["Package.resolved"]
        resolved += names.filter { $0.hasSuffix(".xcworkspace") }.map { $0 + "/xcshareddata/swiftpm/Package.resolved" }
        resolved += names.filter { $0.hasSuffix(".xcodeproj") }.map { $0 + "/project.xcworkspace/xcshareddata/swiftpm/Package.resolved" }
        for name in resolved {
            let path = FileTree.join(folder, name)
            guard let bytes = FileTree.bytes(path) else { continue }
            do {
                if let found = try LockFiles.textureVersion(packageResolved: bytes, file: path) { return found }
            } catch let problem as ProjectProblem {
                problems.append(problem)
            } catch {
                problems.append(ProjectProblem(file: path, message: "\(error)"))
            }
        }
        if present.contains("Cartfile.resolved"), let (path, text) = text("Cartfile.resolved"),
           let found = LockFiles.textureVersion(cartfileResolved: text, file: path) { return found }
        for name in names where name.hasSuffix(".podspec") {
            if let (path, text) = text(name), let found = PodRequirements.textureVersion(podspec: text, file: path) { return found }
        }
        if present.contains("Podfile"), let (path, text) = text("Podfile") {
            if let found = PodRequirements.textureVersion(podfile: text, file: path) { return found }
            // `pod 'Texture', :path => 'Vendor/Texture'` builds the copy there, whose podspec has its version.
            if let local = PodRequirements.localTexturePod(podfile: text) {
                let podFolder = PathNormalization.absolute(local.path, base: folder)
                for name in FileTree.names(in: podFolder) where name.hasSuffix(".podspec") {
                    let specPath = FileTree.join(podFolder, name)
                    if let bytes = FileTree.bytes(specPath),
                       let found = PodRequirements.textureVersion(podspec: String(decoding: bytes, as: UTF8.self), file: specPath) {
                        return found
                    }
                }
            }
        }
        return nil
    }
}
