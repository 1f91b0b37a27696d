import Foundation
import NodeLintAnalysis
import NodeLintConfig
import NodeLintModel
import NodeLintRules

/// A lint run kept in memory between edits, for the language server: the files under the workspace's
/// folders, each through `LintRun`'s first pass, with unsaved buffers (`setBuffer`) standing in for
/// what is on disk. Linting a file gives what `nodelint <the folders>` would report for it on the same
/// contents: one class graph of every file, each file with the profile of its `.nodelint.yml`.
///
/// An edit re-reads only the edited file. When the edit kept what the file declares (typing in a
/// body, a line added above its types: `FileSummary.declaresTheSame(as:)`), the class graph is kept
/// and only the records of the file's types are made again with their new positions. When it changed
/// declarations but no record key can have changed (the same type names, or one module), only the
/// records the file adds to are merged again (`ClassGraph.replacingFile`); otherwise the graph is
/// rebuilt from the kept summaries (no file is read). Which files concern Texture is decided again for
/// every file only when type names or the set of the project's node, view-controller and layout-spec
/// types changed. Behaviour summaries take only record keys from the graph: they are made again for
/// the edited file and for the files whose types' keys changed, and merged again per file
/// (`BehaviourMerge`). Contexts are propagated only for the types the linted files ask about
/// (`ProjectIndex`). Used from one thread at a time.
public final class LiveWorkspace {
    public let roots: [String]
    private let jobs: Int
    private let maxFileSize: Int
    private var setup: WorkspaceSetup
    private var files: [String: WorkspaceFile] = [:]
    /// Unsaved contents by path: they win over the disk.
    private var buffers: [String: [UInt8]] = [:]
    /// Paths whose contents may have changed since the last analysis.
    private var dirty: Set<String> = []
    /// Files were added or removed: module map and record keys may differ.
    private var membershipChanged = true
    private var needsReload = false
    private var lastTextureKeys: Set<String> = []
    /// The simple names of `lastTextureKeys`: a file that mentions one concerns Texture.
    private var lastTextureNames = IdentifierScan.NameSet([])
    /// The class graph of the last analysis, kept to be patched when an edit moves positions only.
    private var classes: ClassGraph?
    private var index: ProjectIndex?
    /// The behaviour summaries of the files that concern Texture, merged by type, kept for the next index.
    private var behaviourMerge: BehaviourMerge?
    /// What the analyses so far did, for tests of which edits reuse the class graph.
    public private(set) var work = Work()
    public struct Work: Equatable, Sendable {
        /// Class graphs built from every file's summary.
        public var classGraphBuilds = 0
        /// Class graphs kept with only an edited file's positions replaced.
        public var classGraphPatches = 0
        /// Class graphs made from the last one by merging again only the records an edited file adds to.
        public var classGraphUpdates = 0
        public init(classGraphBuilds: Int = 0, classGraphPatches: Int = 0, classGraphUpdates: Int = 0) {
            self.classGraphBuilds = classGraphBuilds
            self.classGraphPatches = classGraphPatches
            self.classGraphUpdates = classGraphUpdates
        }
    }
    /// One line each for standard error: configuration errors, unreadable files (since the last call).
    public private(set) var messages: [String] = []

    /// `roots`: absolute folder paths. Nothing is read until the first `load` or `lint`.
    public init(roots: [String], jobs: Int = ProcessInfo.processInfo.activeProcessorCount, maxFileSize: Int = 20 * 1024 * 1024) {
        self.roots = roots
        self.jobs = jobs
        self.maxFileSize = maxFileSize
        setup = WorkspaceSetup(roots: roots)
        needsReload = true
    }

    /// Every file in the workspace's index, sorted, after taking in the changes reported so far.
    public func indexedPaths() -> [String] {
        refresh()
        return files.keys.sorted()
    }

    /// The text the workspace holds for `path` (its buffer or what it read from disk), if indexed.
    public func text(of path: String) -> SourceText? {
        if dirty.contains(path), let buffer = buffers[path] { return SourceText(bytes: buffer) }
        return files[path]?.text
    }

    /// Messages gathered since the last call, cleared.
    public func takeMessages() -> [String] {
        defer { messages = [] }
        return messages
    }

    /// An unsaved buffer for `path` (an open document), or nil to go back to the file on disk (closed).
    public func setBuffer(_ bytes: [UInt8]?, for path: String) {
        if buffers[path] == bytes { return }
        buffers[path] = bytes
        dirty.insert(path)
    }

    /// A file on disk was created, changed or deleted (a watched-files event, a save). A configuration
    /// file, a project file or a Texture lock file reloads the configuration and the project structure.
    public func diskChanged(_ path: String) {
        if WorkspaceSetup.isSetupFile(path) {
            needsReload = true
        } else {
            dirty.insert(path)
        }
    }

    /// Reads every file now (otherwise the first `lint` does).
    public func load() { refresh() }

    /// The diagnostics of each path (its unsaved buffer, with the whole workspace's class graph), as the
    /// command line reports them for the file; suppressed findings are not among them. A path the
    /// workspace does not lint (excluded, not a source file, not concerning Texture) gets none.
    public func lint(_ paths: [String]) -> [String: [Diagnostic]] {
        refresh()
        guard let index else { return [:] }
        var result: [String: [Diagnostic]] = [:]
        var work: [(path: String, model: SourceFile, profile: Int)] = []
        for path in paths {
            result[path] = []
            if let file = files[path], file.concernsTexture, let model = file.model { work.append((path, model, file.profile)) }
        }
        let linters = setup.linters()
        let started = Date()
        defer {
            if ProcessInfo.processInfo.environment["NODELINT_LSP_TIMING"] != nil {
                FileHandle.standardError.write(Data("lint \(work.count): \(String(format: "%.1f", -started.timeIntervalSinceNow * 1000)) ms\n".utf8))
            }
        }
        let found = parallelMap(work.count, jobs: jobs) { i in
            linters[work[i].profile].lint(FileAnalysis(file: work[i].model, index: index)).sorted(by: Diagnostic.outputOrder)
        }
        for (i, item) in work.enumerated() { result[item.path] = found[i] }
        return result
    }

    // MARK: - Keeping the index current

    private func refresh() {
        if needsReload { reload() }
        guard !dirty.isEmpty || index == nil || membershipChanged else { return }
        var declarationsChanged = membershipChanged
        var previous: [String: FileSummary] = [:]
        for path in dirty.sorted() {
            let before = files[path]
            if let file = firstPass(path) {
                if before == nil { membershipChanged = true }
                files[path] = file
                if before?.declaredTypeNames != file.declaredTypeNames { declarationsChanged = true }
                previous[path] = before?.summary
            } else if files.removeValue(forKey: path) != nil {
                declarationsChanged = true
                membershipChanged = true
            }
        }
        if membershipChanged { setup.updateModules(for: Array(files.keys)) }
        analyse(changed: dirty, declarationsChanged: declarationsChanged, previous: previous)
        dirty = []
        membershipChanged = false
    }

    /// Configuration, project structure and every file, from scratch: a `.nodelint.yml` can change
    /// which files are in the workspace and how each is linted.
    private func reload() {
        setup = WorkspaceSetup(roots: roots)
        needsReload = false
        let found = setup.discover()
        var paths = Set(found.map(\.path))
        paths.formUnion(buffers.keys)
        // Profiles are decided serially (FileProfiles is not shared between threads), files read in parallel.
        let admitted = paths.sorted().compactMap { path in admission(path).map { (path, $0.language, $0.profile) } }
        let passes = parallelMap(admitted.count, jobs: jobs) { i in
            self.firstPass(admitted[i].0, language: admitted[i].1, profile: admitted[i].2)
        }
        files = [:]
        for (i, item) in admitted.enumerated() {
            if let pass = passes[i].file { files[item.0] = pass }
            messages += passes[i].messages
        }
        messages += setup.takeMessages()
        dirty = []
        index = nil
        classes = nil
        behaviourMerge = nil
        membershipChanged = true
        lastTextureKeys = []
        lastTextureNames = IdentifierScan.NameSet([])
    }

    /// The language and profile of a file that belongs in the workspace: an open document its
    /// configuration does not exclude, or a file on disk that a run over the folders would find.
    private func admission(_ path: String) -> (language: Language, profile: Int)? {
        guard let language = setup.language(of: path) else { return nil }
        guard buffers[path] != nil || setup.admitsDiscovered(path) else { return nil }
        return setup.profile(for: path).map { (language, $0) }
    }

    private func firstPass(_ path: String) -> WorkspaceFile? {
        guard let (language, profile) = admission(path) else { return nil }
        let (file, found) = firstPass(path, language: language, profile: profile)
        messages += found + setup.takeMessages()
        return file
    }

    /// The first pass of `path` from its buffer or the disk; nil when it is gone, unreadable or holds
    /// merge conflicts. Safe to run on several threads.
    private func firstPass(_ path: String, language: Language, profile: Int) -> (file: WorkspaceFile?, messages: [String]) {
        let bytes: [UInt8]
        if let buffer = buffers[path] {
            bytes = buffer
        } else {
            guard FileManager.default.fileExists(atPath: path) else { return (nil, []) }
            switch SourceReader.read(path, maxSize: maxFileSize) {
            case .text(let b): bytes = b
            case .skipped(let why): return (nil, ["\(path): \(why)"])
            }
        }
        if let marker = ConflictMarkers.firstMarker(in: bytes) {
            let position = SourceText(bytes: bytes).position(of: marker)
            return (nil, ["\(path):\(position): unresolved merge conflict ('<<<<<<<' here); the file is not linted until the conflict is resolved"])
        }
        return (WorkspaceFile(path: path, language: language, bytes: bytes, profile: profile,
                              objcArguments: setup.objcArguments(for: path, language: language)), [])
    }

    /// LintRun's steps 2 and 3 over the kept files, redoing per file only what the change can reach.
    /// `previous`: the summaries the changed files had in the last analysis.
    private func analyse(changed: Set<String>, declarationsChanged: Bool, previous: [String: FileSummary]) {
        let clock = ProcessInfo.processInfo.environment["NODELINT_LSP_TIMING"] != nil ? StageClock() : nil
        clock?.start()
        defer { if let clock { FileHandle.standardError.write(Data((clock.steps.map { "\($0.name) \(String(format: "%.1f", $0.time.wall * 1000)) ms" }.joined(separator: ", ") + "\n").utf8)) } }
        let paths = files.keys.sorted()
        let classes: ClassGraph
        var textureTypesChanged = false
        if let patched = patchedClassGraph(changed: changed, previous: previous) {
            // The same records, kinds and lineages: the same node, view-controller and layout-spec types.
            classes = patched
            work.classGraphPatches += 1
            clock?.lap("graph patched")
        } else {
            if let updated = updatedClassGraph(changed: changed, previous: previous, paths: paths) {
                classes = updated
                work.classGraphUpdates += 1
                clock?.lap("graph updated")
            } else {
                var builder = setup.classGraphBuilder()
                for path in paths { builder.add(files[path]!.summary) }
                classes = builder.build()
                work.classGraphBuilds += 1
                clock?.lap("graph")
            }
            let textureKeys = self.classes.map(classes.sharesLineages) == true ? lastTextureKeys : Set(classes.records.keys.filter {
                classes.isNode($0) || classes.isTextureViewController($0) || classes.isLayoutSpec($0)
            })
            if textureKeys != lastTextureKeys {
                textureTypesChanged = true
                lastTextureKeys = textureKeys
                lastTextureNames = classes.projectTextureNames()
            }
        }
        let previousClasses = self.classes
        self.classes = classes
        // Which files concern Texture follows from those types (and the file's own bytes).
        let recheck = textureTypesChanged || declarationsChanged ? paths : paths.filter(changed.contains)
        let names = lastTextureNames
        // As `ClassGraph.concernsTexture`; the scan of the bytes for the names is kept while neither changes.
        let concerned = parallelMap(recheck.count, jobs: jobs) { i -> (concerns: Bool, mentions: Bool?) in
            let file = self.files[recheck[i]]!
            let known = textureTypesChanged ? nil : file.mentionsProjectTextureNames
            if file.mentionsTexture || classes.declaresTextureTypes(file.summary, bytes: file.text.bytes) { return (true, known) }
            let mentions = known ?? IdentifierScan.mentionsTexture(file.text.bytes, orAnyOf: names)
            return (mentions, mentions)
        }
        var behaviourChanged: Set<String> = []
        for (i, path) in recheck.enumerated() {
            files[path]!.mentionsProjectTextureNames = concerned[i].mentions
        }
        for (i, path) in recheck.enumerated() where files[path]!.concernsTexture != concerned[i].concerns {
            files[path]!.concernsTexture = concerned[i].concerns
            // A summary not kept up while the file does not concern Texture is made again when it does.
            if !concerned[i].concerns { files[path]!.behaviour = nil }
            behaviourChanged.insert(path)
        }
        clock?.lap("concerns \(recheck.count)")
        // Full models and behaviour summaries where they are missing or out of date: a summary takes
        // only record keys from the graph (which declared names, typealiases and the like decide) and
        // which PromiseKit queues the project changes, so when the graph changed more than positions,
        // only the files whose types now have other keys need new ones; all of them when the queues do.
        var rekeyed: Set<String> = []
        if let previousClasses, previousClasses.promiseKitQueueChanges != classes.promiseKitQueueChanges {
            rekeyed = Set(paths.filter { files[$0]!.concernsTexture && files[$0]!.behaviour != nil })
        } else if previousClasses.map({ classes.resolvesNames(like: $0) }) != true {
            let summarized = paths.filter { files[$0]!.concernsTexture && files[$0]!.behaviour != nil && files[$0]!.model != nil }
            let differ = parallelMap(summarized.count, jobs: jobs) { i -> Bool in
                guard let previousClasses else { return true }
                let model = self.files[summarized[i]]!.model!
                return BehaviourSummary.recordKeys(of: model, in: previousClasses) != BehaviourSummary.recordKeys(of: model, in: classes)
            }
            rekeyed = Set(summarized.indices.filter { differ[$0] }.map { summarized[$0] })
        }
        let stale = paths.filter { path in
            let file = files[path]!
            return file.concernsTexture && (rekeyed.contains(path) || changed.contains(path) || file.behaviour == nil || file.model == nil)
        }
        let made = parallelMap(stale.count, jobs: jobs) { i -> (SourceFile, BehaviourSummary) in
            let path = stale[i]
            let file = self.files[path]!
            let model = file.model ?? FrontEnds.parse(path: path, language: file.language, bytes: file.text.bytes,
                                                      objcArguments: self.setup.objcArguments(for: path, language: file.language))
            return (model, BehaviourSummary(model, in: classes))
        }
        for (i, path) in stale.enumerated() {
            behaviourChanged.insert(path)
            files[path]!.model = made[i].0
            files[path]!.behaviour = made[i].1
            if changed.contains(path) {
                messages += LintRun.problemMessages(made[i].0, LintRun.Input(path: path, language: made[i].0.language))
            }
        }
        clock?.lap("models \(stale.count)")
        // The behaviour merge: afresh when files came or went or many summaries were made again, else
        // file by file. The last index shares the merge's storage and is let go first, so that the
        // merge is changed in place rather than copied.
        index = nil
        if membershipChanged || behaviourMerge == nil || behaviourChanged.count > 100 {
            behaviourMerge = BehaviourMerge(paths.compactMap { files[$0]!.concernsTexture ? files[$0]!.behaviour : nil })
        } else {
            for path in behaviourChanged.sorted() {
                behaviourMerge!.replace(files[path].flatMap { $0.concernsTexture ? $0.behaviour : nil }, for: path)
            }
        }
        behaviourMerge!.prepareSeeds(for: classes)
        index = ProjectIndex(classes: classes, merged: behaviourMerge!)
        clock?.lap("index \(behaviourChanged.count)")
    }

    /// The kept class graph with the changed files' positions replaced, when no file came or went and
    /// each changed file declares what it declared (`ClassGraph.replacingPositions`); nil otherwise.
    private func patchedClassGraph(changed: Set<String>, previous: [String: FileSummary]) -> ClassGraph? {
        guard !membershipChanged, var graph = classes else { return nil }
        // A changed path that is not in the workspace (an excluded file open in the editor) adds nothing.
        for path in changed.sorted() where previous[path] != nil || files[path] != nil {
            guard let old = previous[path], let new = files[path]?.summary,
                  let patched = graph.replacingPositions(of: old, with: new, summary: { self.files[$0]?.summary })
            else { return nil }
            graph = patched
        }
        return graph
    }

    /// The kept class graph with the changed files' records merged again, when no file came or went
    /// and each changed file declares the same type names (`ClassGraph.replacingFile`); nil otherwise.
    private func updatedClassGraph(changed: Set<String>, previous: [String: FileSummary], paths: [String]) -> ClassGraph? {
        guard !membershipChanged, var graph = classes else { return nil }
        for path in changed.sorted() where previous[path] != nil || files[path] != nil {
            guard let old = previous[path], let new = files[path]?.summary,
                  let updated = graph.replacingFile(old, with: new, paths: paths, summary: { self.files[$0]?.summary })
            else { return nil }
            graph = updated
        }
        return graph
    }
}
