import Foundation
import Synchronization
import NodeLintAnalysis
import NodeLintModel
import NodeLintObjC
import NodeLintRules
import NodeLintSyntax

/// One lint run over a set of files: read and parse in parallel, build the project index, then
/// analyse and run the rules in parallel. Files that cannot be read become messages, never crashes.
/// Each file is linted with its own profile (rules and settings from its configuration); the index is
/// built once from every file, including files only there for context (`indexOnly`).
public struct LintRun {
    public struct Input {
        public var path: String
        public var language: Language
        /// Content to lint instead of reading `path` (standard input, the git index).
        public var content: [UInt8]?
        /// Index into `Options.profiles`.
        public var profile: Int
        /// Parsed and added to the project index (its classes inform the other files) but not linted.
        public var indexOnly: Bool
        /// Found in a folder or staged rather than named: unit-test code (TestCode) is then context only,
        /// decided from the bytes the first pass reads anyway and the targets that build the file
        /// (`ModuleMap.isTestOnly`).
        public var testCodeIsContext: Bool
        public init(path: String, language: Language, content: [UInt8]? = nil, profile: Int = 0, indexOnly: Bool = false,
                    testCodeIsContext: Bool = false) {
            self.path = path
            self.language = language
            self.content = content
            self.profile = profile
            self.indexOnly = indexOnly
            self.testCodeIsContext = testCodeIsContext
        }
    }

    public struct Options {
        /// What `Input.profile` indexes; at least one.
        public var profiles: [LintProfile]
        public var jobs: Int
        public var maxFileSize: Int
        public var extraNodeBases: [String]
        public var extraViewControllerBases: [String]
        /// The module of each file (from the project's Xcode projects and Package.swift targets); by
        /// default every file is in one module.
        public var modules: ModuleMap = .single
        /// Counts files as they are parsed and linted (the progress line).
        public var progress: LintProgress?
        /// Times each step of the run (`nodelint benchmark`).
        public var clock: StageClock?
        /// Times each rule, and each file's analysis before its rules, in the rules step (`nodelint benchmark`).
        public var ruleCosts: RuleCosts?
        /// The compiler arguments of each Objective-C file (compile_commands.json, `--objc-arg`);
        /// by default none, and every Objective-C file is parsed against nodelint's prelude.
        public var objcArguments: ObjCCompilerArguments = .prelude
        /// Where libclang parses Objective-C files: in this process (the default, for callers that are
        /// not the nodelint executable) or in worker processes under a budget.
        public var objcParsing: ObjCParsing = .inProcess
        /// Where the first pass keeps each file's declarations between runs; none by default (every
        /// file is parsed).
        public var declarationCache: DeclarationCache?
        /// Read every file's declarations instead of only those the triage reaches (FirstPassTriage):
        /// the reference the triage is checked against.
        public var readsEveryDeclaration = false
        /// How much Swift source (bytes) may keep its full models (and their recorded walks, which
        /// the rules replay) in memory between the behaviour summaries and the rules; the models of the
        /// files beyond it are dropped and the files parsed again for their rules. A kept model and its
        /// walks take about fifteen times the source: the default keeps a run of the 1,704 Swift files of
        /// 34 Texture apps (7.1 MB concerning Texture) under 140 MB, at the CPU cost of keeping everything.
        public var keptModelBudget = 4_500_000
        /// How much source (bytes) of the files that concern Texture stays in memory from the first pass,
        /// which read it, to their full parses; the texts of the files beyond it are let go and read
        /// again for their full parse (and must still have the bytes the first pass read). Every other
        /// file's text and every declaration summary go before the full parses start. A run over less
        /// Texture code than this (most apps) reads no file twice.
        public var keptTextBudget = 8_000_000
        /// How much source (bytes) the first pass holds from its read of each file to the end of the
        /// class graph: what the triage scans, the declarations are read from, and the files that
        /// concern Texture are chosen by. The bytes of the files beyond it are let go once scanned, and
        /// read again (they must still be what the first read saw) each time the first pass needs them:
        /// holding every file's bytes and line table made the first pass the run's peak on large
        /// projects. A run over less code than this reads no file twice in its first pass. Measured on
        /// eight copies of the Swift files of 32 Texture apps (46.9 MB): peak 199 -> 182 MB; one copy,
        /// four copies and a 23 MB repository's single-file run are under it and unchanged (a budget
        /// of 12 MB cost that single-file run 5 to 10% in second reads, and let four copies keep
        /// more models, up to `keptModelMemoryLimit`: 111 -> 140 MB).
        public var keptFirstPassBudget = 24_000_000
        /// How much the run may add to the process's peak resident size (bytes) before it keeps no more
        /// models, whatever `keptModelBudget` allows; nil for no limit. The budget bounds the models, but
        /// what the index takes grows with the project and is known only as it is built: past this
        /// limit the models give way to it, and are parsed again for their rules. Measured on the 1,558
        /// Swift files of 33 Texture apps, the run had added 80 MB when it kept its last model; four
        /// copies of them (an index four times as large) peaked at 157 MB keeping every model the budget
        /// allowed, where one copy peaks at 109 MB. The default leaves that one copy as it was and holds
        /// the four copies near 1.25 times its peak.
        public var keptModelMemoryLimit: Int? = 84_000_000
        public init(profiles: [LintProfile], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                    maxFileSize: Int = 20 * 1024 * 1024, extraNodeBases: [String] = [], extraViewControllerBases: [String] = []) {
            self.profiles = profiles
            self.jobs = jobs
            self.maxFileSize = maxFileSize
            self.extraNodeBases = extraNodeBases
            self.extraViewControllerBases = extraViewControllerBases
        }

        /// One profile for every file.
        public init(rules: [any Rule], settings: LintSettings = LintSettings(), jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                    maxFileSize: Int = 20 * 1024 * 1024, extraNodeBases: [String] = [], extraViewControllerBases: [String] = []) {
            self.init(profiles: [LintProfile(rules: rules, settings: settings)], jobs: jobs, maxFileSize: maxFileSize,
                      extraNodeBases: extraNodeBases, extraViewControllerBases: extraViewControllerBases)
        }
    }

    public struct Result {
        public var diagnostics: [Diagnostic] = []
        /// One line each, for standard error: files skipped, parts of files not analysed.
        public var messages: [String] = []
        /// Paths of the files that were linted (read, parsed and not `indexOnly`), in input order.
        public var lintedPaths: [String] = []
        /// One line each, for standard error, in input order: files that were not linted because their
        /// parse went over its budget or crashed libclang (`Bomb.m: libclang ran out of its 1 GB memory
        /// budget; the file is not linted`). The run is incomplete when there are any.
        public var parseFailures: [String] = []
    }

    /// A file after the first pass: its bytes, what one scan of them tells, and, for the files the
    /// triage reads (FirstPassTriage), the summary of its declarations (enough for the index, several
    /// times faster than a full parse, and for Objective-C without libclang); a file gets its one full
    /// parse later, only if it turns out to concern Texture.
    private struct FirstPass {
        /// Empty once let go (`droppedDigest`).
        public var bytes: [UInt8]
        /// The digest of the bytes the first read saw, for a file whose bytes were let go past
        /// `keptFirstPassBudget`: they are read again, and checked, when needed.
        public var droppedDigest: ContentHash?
        public var facts: FirstPassTriage.ByteFacts
        /// The text as the front end gave it, once the file's declarations are read.
        public var text: SourceText?
        /// Nil for a file the triage never read: it cannot concern Texture.
        public var summary: FileSummary?
        /// The bytes mention a Texture name or a suppression (`nodelint:`): analysed in any case.
        public var mentionsTexture: Bool { facts.mentionsTexturePrefix || facts.mentionsSuppression }
        /// Unit-test code found in a folder or staged: read for the index, not linted.
        public var isTestContext: Bool
        /// The `@objc(…)` names the file gives its types (CreatorNames), once its declarations are read.
        public var objcNames: [(qualified: String, objc: String)] = []
        public var input: Int
    }

    /// What step 3 gets of a file that concerns Texture: its text from the first pass, or, past
    /// `keptTextBudget`, the digest of the bytes the first pass read, to read them again.
    private enum TextForParse {
        case kept(SourceText)
        case readAgain(digest: ContentHash)
    }

    /// A file that concerns Texture after its full parse (step 3): what the index and the messages
    /// need of it, and what its rules will read (step 4).
    private struct FullParse {
        var input: Int
        var byteCount: Int
        /// Nil once the index has merged it.
        var behaviour: BehaviourSummary?
        var problems: [String]
        var forRules: ForRules
    }

    /// What the rules of a file that concerns Texture get: its model with the walks its summary
    /// recorded, kept (an Objective-C file's always is; see `keptModelBudget`), or a second parse of
    /// the file, read again then, whose bytes must be the ones the first parse read: the run keeps
    /// no text it does not need (a file read from disk), so that its memory does not grow with the code.
    private enum ForRules {
        case kept(model: SourceFile, walks: FileWalks)
        case parseAgain(digest: ContentHash)
        /// An index-only file: read for the index, not linted.
        case none
    }

    /// A full parse, or why the file has none (its parse went over its budget, libclang crashed or is missing).
    private enum FullParseOutcome {
        case parsed(FullParse)
        case failed(input: Int, why: String)
    }

    public static func run(_ inputs: [Input], options: Options) -> Result {
        options.clock?.start()
        var inputs = inputs
        var result = Result()
        var messages: [[String]] = []
        var failures: [String?] = Array(repeating: nil, count: inputs.count)
        let classes: ClassGraph
        var relevant: [FullParse] = []
        /// The behaviour summaries of the files parsed in full, merged in file order.
        var merged = BehaviourMerge(replaceable: false)
        /// The input of every file the first pass read, in input order.
        var filesRead: [Int] = []
        let keptBytes = Atomic<Int>(0)
        let projectHeaders = options.declarationCache.map { _ in Self.projectHeaders(inputs) }
        let headerDigests = FileDigests()
        let droppedModels = Atomic<Bool>(false)
        let peakAtStart = ResidentMemory.peakBytes()
        // The long names and signatures of every file's parses, one instance each (see StringPool).
        let strings = StringPool()
        let keptFirstPassBytes = Atomic<Int>(0)
        /// The files of the first pass (positions in `files`) whose bytes, read again, were not those of
        /// the first read: they changed during the run, and are left out.
        let changedDuringRun = Mutex<Set<Int>>([])
        /// Whether a Swift file's model is kept for its rules: within `keptModelBudget` of source, and while
        /// the run has added less than `keptModelMemoryLimit` to the process's peak resident size.
        func keepsModel(sourceBytes: Int) -> Bool {
            var keep = keptBytes.add(sourceBytes, ordering: .relaxed).newValue <= options.keptModelBudget
            if keep, let limit = options.keptModelMemoryLimit, let start = peakAtStart, let now = ResidentMemory.peakBytes() {
                keep = now - start < limit
            }
            if !keep { droppedModels.store(true, ordering: .relaxed) }
            return keep
        }
        // Steps 1 to 3 in a scope of their own: what they hold of every file (its bytes, its text, its
        // declarations' summary) is freed before the rules run.
        do {
            // 1. Read every file; read the declarations of those the triage reaches and summarise them for
            //    the index, in parallel.
            var scanned: [(pass: FirstPass?, messages: [String])] = parallelMap(inputs.count, jobs: options.jobs) { i in
                defer { options.progress?.parsed() }
                let input = inputs[i]
                let bytes: [UInt8]
                if let content = input.content {
                    bytes = content
                } else {
                    switch SourceReader.read(input.path, maxSize: options.maxFileSize) {
                    case .text(let b): bytes = b
                    case .skipped(let why): return (nil, input.indexOnly ? [] : ["\(input.path): \(why)"])
                    }
                }
                // A file with unresolved merge conflicts is reported and left out, of the index too: its
                // declarations are two versions interleaved.
                if let marker = ConflictMarkers.firstMarker(in: bytes) {
                    let position = SourceText(bytes: bytes).position(of: marker)
                    return (nil, input.indexOnly ? [] : ["\(input.path):\(position): unresolved merge conflict ('<<<<<<<' here); the file is not linted until the conflict is resolved"])
                }
                let facts = FirstPassTriage.ByteFacts(bytes, language: input.language,
                                                      mentionsTexturePrefix: IdentifierScan.mentionsTexture(bytes, orAnyOf: IdentifierScan.NameSet([])),
                                                      mentionsSuppression: mentionsSuppressionMarker(bytes))
                let isTestContext = input.testCodeIsContext
                    && (options.modules.isTestOnly(input.path) || TestCode.importsXCTest(bytes))
                let keep = keptFirstPassBytes.add(bytes.count, ordering: .relaxed).newValue <= options.keptFirstPassBudget
                return (FirstPass(bytes: keep ? bytes : [], droppedDigest: keep ? nil : ContentHash(bytes), facts: facts,
                                  isTestContext: isTestContext, input: i), [])
            }
            var files: [FirstPass] = scanned.compactMap(\.pass)
            messages = scanned.map(\.messages)
            scanned = []  // its copies of the files' bytes
            options.clock?.lap("read, scan for declared names")
            /// A file's bytes in the first pass: those it kept, else read again; nil (and the file noted
            /// in `changedDuringRun`) when they are no longer those of the first read.
            func firstPassBytes(_ i: Int) -> [UInt8]? {
                guard let digest = files[i].droppedDigest else { return files[i].bytes }
                if let bytes = readBytesAgain(inputs[files[i].input], digest: digest, options: options) { return bytes }
                changedDuringRun.withLock { _ = $0.insert(i) }
                return nil
            }
            // What reading a file's declarations gave besides its summary, by file: the text as its front
            // end gave it (the same bytes) and the `@objc` names of its types.
            // (The text only where the first pass keeps the file's bytes.)
            var declarationsRead: [Int: (text: SourceText?, objcNames: [(qualified: String, objc: String)])] = [:]
            func readDeclarations(_ chosen: [Int]) -> [FileSummary?] {
                parallelMap(chosen.count, jobs: options.jobs) { k -> (summary: FileSummary, text: SourceText?, objcNames: [(qualified: String, objc: String)])? in
                    let pass = files[chosen[k]], input = inputs[pass.input]
                    guard let bytes = firstPassBytes(chosen[k]) else { return nil }
                    let keepsText = pass.droppedDigest == nil
                    let arguments = objcArguments(input, options)
                    if let cache = options.declarationCache {
                        let read = cache.summary(path: input.path, language: input.language, bytes: bytes, objcArguments: arguments,
                                                 stringPool: strings)
                        return (summary: read.summary, text: keepsText ? SourceText(bytes: bytes) : nil, objcNames: read.objcNames)
                    }
                    let file = FrontEnds.parseDeclarations(path: input.path, language: input.language, bytes: bytes, objcArguments: arguments,
                                                           stringPool: strings)
                    return (summary: FileSummary(file), text: keepsText ? file.text : nil, objcNames: CreatorNames.objcNames(of: file))
                }.enumerated().map { k, read in
                    guard let read else { return nil }
                    declarationsRead[chosen[k]] = (read.text, read.objcNames)
                    return read.summary
                }
            }
            let summaries = options.readsEveryDeclaration
                ? Dictionary(uniqueKeysWithValues: zip(files.indices, readDeclarations(Array(files.indices))).compactMap { i, s in s.map { (i, $0) } })
                : FirstPassTriage.run(
                    facts: files.map(\.facts),
                    bases: Set((options.extraNodeBases + options.extraViewControllerBases).map { String($0.split(separator: ".").last ?? "") }),
                    jobs: options.jobs, bytes: { firstPassBytes($0) ?? [] },
                    declaredNames: { i in
                        let bytes = firstPassBytes(i) ?? []
                        guard let cache = options.declarationCache else { return SwiftDeclaredNames.scan(bytes) }
                        return cache.declaredNames(path: inputs[files[i].input].path, bytes: bytes)
                    },
                    read: readDeclarations)
            for (i, summary) in summaries { files[i].summary = summary }
            for (i, read) in declarationsRead {
                files[i].text = read.text
                files[i].objcNames = read.objcNames
            }
            declarationsRead = [:]  // its copies of the texts
            for pass in files where pass.isTestContext { inputs[pass.input].indexOnly = true }
            options.clock?.lap("parse declarations (\(summaries.count) of \(files.count) files), summarise")
            // 2. The class graph of the whole run, and the files that have anything to do with Texture
            //    (or carry suppression comments, which may be unused): only those are analysed further.
            // The digest behaviour summaries read from the cache are keyed by (see `DeclarationCache.behaviour`):
            // only worth making when some file is read for context only, and made while the graph is built
            // (both only read the summaries; in a single-file run the digest took a third of the step). The
            // builder holds every summary: it goes once the graph and the digest are made.
            let declarationShape: ContentHash?
            do {
                var builder = ClassGraphBuilder(modules: options.modules, extraNodeBases: options.extraNodeBases,
                                                extraViewControllerBases: options.extraViewControllerBases)
                for file in files { if let summary = file.summary { builder.add(summary) } }
                let wantsShape = options.declarationCache != nil && inputs.contains(where: \.indexOnly)
                let made = parallelMap(wantsShape ? 2 : 1, jobs: options.jobs) { k -> (graph: ClassGraph?, shape: ContentHash?) in
                    if k == 0 { return (builder.build(), nil) }
                    return (nil, ContentHash(builder.declarationShape()))
                }
                classes = made[0].graph!
                declarationShape = made.count > 1 ? made[1].shape : nil
            }
            let textureNames = classes.projectTextureNames()
            // The types of the files linted: an index-only Objective-C file is parsed only when its code can
            // change their findings (see needsFullParse).
            let lintedTypes = Set(files.filter { !inputs[$0.input].indexOnly }.flatMap { $0.summary?.typeNames ?? [] })
            // And the files that name a linted node class or a subclass of one, in Swift or Objective-C: they
            // may create it, which is the evidence its init findings are judged by (CreationSites).
            let lintedNodeNames = CreatorNames.names(linted: files.filter { !inputs[$0.input].indexOnly }.compactMap(\.summary),
                                                     objcNames: files.flatMap { file in
                                                         file.objcNames.map { ($0.qualified, $0.objc, file.summary?.path ?? inputs[file.input].path) } },
                                                     classes: classes)
            options.clock?.lap("class graph")
            // 3. Each file that concerns Texture gets its full parse and the summary of what its types' code
            //    does (self calls, self-set flags, creation sites), in parallel. The index keeps the summaries;
            //    a model is kept for the rules only within `keptModelBudget` (and `keptModelMemoryLimit`), so however large the project,
            //    its models are never all in memory at once: a Swift file past the budget is parsed again
            //    when its rules run (step 4). An Objective-C model is always kept, since a second libclang
            //    parse costs far more than the memory. Which files are kept depends on the threads' order;
            //    the findings do not (a second parse gives the same model).
            //    Each file's text is taken by the task that parses it and let go when that task is done
            //    (unless its model is kept): the texts of every file need not wait for the last parse.
            //    Which files those are is decided first, so that what the first pass holds of every other
            //    file (its text, its declarations' summary) is let go before the full parses start, and of
            //    the files chosen, only the texts within `keptTextBudget` are held for them.
            let chosen: [Bool] = parallelMap(files.count, jobs: options.jobs) { i in
                let file = files[i]
                guard let summary = file.summary else { return false }
                // The bytes only where the answer needs them: a file whose bytes were let go is read again.
                var bytes = file.text?.bytes
                func fileBytes() -> [UInt8] {
                    if bytes == nil { bytes = firstPassBytes(i) ?? [] }
                    return bytes!
                }
                guard file.mentionsTexture || classes.concernsTexture(summary, bytes: fileBytes(), projectTextureNames: textureNames)
                else { return false }
                return needsFullParse(inputs[file.input], summary, classes: classes, lintedTypes: lintedTypes)
                    || IdentifierScan.mentionsAny(fileBytes(), of: lintedNodeNames)
            }
            // A file that changed while the first pass read it again is not linted (and, changed before
            // the graph was made, left out of it).
            let changed = changedDuringRun.withLock { $0 }
            for i in changed where !inputs[files[i].input].indexOnly {
                failures[files[i].input] = notLinted(inputs[files[i].input], "changed while nodelint was linting it")
            }
            var keptTextBytes = 0
            var textsForParse: [TextForParse?] = Array(repeating: nil, count: files.count)
            for i in files.indices {
                if chosen[i], !changed.contains(i) {
                    if let text = files[i].text {
                        keptTextBytes += text.bytes.count
                        textsForParse[i] = keptTextBytes <= options.keptTextBudget ? .kept(text) : .readAgain(digest: ContentHash(text.bytes))
                    } else if let digest = files[i].droppedDigest {
                        textsForParse[i] = .readAgain(digest: digest)
                    }
                }
                files[i].text = nil
                files[i].summary = nil
                files[i].bytes = []
            }
            let texts = TakeOnceSlots(textsForParse)
            textsForParse = []
            // Each summary is merged as soon as those of the files before it are (`OrderedBehaviourMerge`).
            let behaviourMerge = OrderedBehaviourMerge()
            func parseForIndex(_ i: Int) -> FullParseOutcome? {
                guard let forParse = texts.take(i) else { return nil }
                let file = files[i], input = inputs[file.input]
                let text: SourceText
                switch forParse {
                case .kept(let kept):
                    text = kept
                case .readAgain(let digest):
                    guard let again = readAgain(input, digest: digest, options: options) else {
                        return .failed(input: file.input, why: "changed while nodelint was linting it")
                    }
                    text = again
                }
                // A Swift file read for context only: its behaviour, from the cache when the declarations
                // of the run are those its entry was made with. (Its front end's problems are not
                // reported, and no rules read its model.)
                if input.indexOnly && input.language == .swift, let cache = options.declarationCache, let declarationShape {
                    let behaviour = cache.behaviour(path: input.path, text: text, declarationShape: declarationShape) {
                        BehaviourSummary(cache.fullSwiftModel(path: input.path, text: text), in: classes)
                    }
                    return .parsed(FullParse(input: file.input, byteCount: text.bytes.count, behaviour: behaviour, problems: [], forRules: .none))
                }
                switch fullParse(input, text: text, options: options, projectHeaders: projectHeaders, digests: headerDigests,
                                   stringPool: strings) {
                case .parsed(let model):
                    let keep = !input.indexOnly && (input.language != .swift || keepsModel(sourceBytes: text.bytes.count))
                    // A kept model keeps its recorded walks too: its rules replay what its summary walked.
                    let walks = FileWalks(model)
                    let forRules: ForRules = input.indexOnly ? .none
                        : keep ? .kept(model: model, walks: walks) : .parseAgain(digest: ContentHash(text.bytes))
                    return .parsed(FullParse(input: file.input, byteCount: text.bytes.count,
                                             behaviour: BehaviourSummary(model, in: classes, walks: walks),
                                             problems: problemMessages(model, input), forRules: forRules))
                case .failed(let why):
                    return .failed(input: file.input, why: why)
                }
            }
            let firstParses: [FullParseOutcome?] = parallelMap(files.count, jobs: options.jobs) { i in
                var outcome = parseForIndex(i)
                var behaviour: BehaviourSummary?
                if case .parsed(var parse)? = outcome {
                    behaviour = parse.behaviour
                    parse.behaviour = nil
                    outcome = .parsed(parse)
                }
                // The index is made once, over this graph: what it needs of a plain read is two names, and
                // of the writes into held objects, those into state node blocks read.
                behaviourMerge.deliver(behaviour?.separatingPlainReads(in: classes).keepingHeldWritesNodeBlocksRead(in: classes), at: i)
                return outcome
            }
            merged = behaviourMerge.finished()
            // What a front end could not read matters only in the files that are analysed: elsewhere
            // (a generated fragment that is not Swift, an Objective-C file without Texture) it changes nothing.
            for case let outcome? in firstParses {
                switch outcome {
                case .parsed(let parse):
                    messages[parse.input] = parse.problems
                    relevant.append(parse)
                case .failed(let input, let why):
                    if !inputs[input].indexOnly { failures[input] = notLinted(inputs[input], why) }
                }
            }
            filesRead = files.map(\.input)
        }
        // The merge keeps no file's summary (a run replaces none), and neither does the run.
        let index = ProjectIndex(classes: classes, merged: merged)
        merged = BehaviourMerge(replaceable: false)
        options.progress?.indexed()
        if let clock = options.clock {
            let megabytes = Double(relevant.reduce(0) { $0 + $1.byteCount }) / 1_000_000
            clock.lap("Texture files (\(relevant.count), " + String(format: "%.1f MB): parse, behaviour", megabytes))
        }
        // 4. Contexts and rules, in parallel, each file with its profile. Index-only files contributed
        //    their behaviour (a base class read for the hook) but are not linted.
        let concerned = relevant.filter { !inputs[$0.input].indexOnly }
        let linters = options.profiles.map { $0.makeLinter() }
        /// The file's analysis and its rules, each timed into `options.ruleCosts` when there are any.
        func lint(analysing model: SourceFile, walks: FileWalks?, with linter: ProfileLinter) -> [Diagnostic] {
            guard let costs = options.ruleCosts else {
                return linter.lint(FileAnalysis(file: model, index: index, walks: walks))
            }
            let start = RuleCosts.threadCPUSeconds()
            let analysis = FileAnalysis(file: model, index: index, walks: walks)
            costs.add([(RuleCosts.fileAnalysis, RuleCosts.threadCPUSeconds() - start)])
            return linter.lint(analysis, costs: costs)
        }
        let perFile: [(diagnostics: [Diagnostic], failure: String?)] = parallelMap(concerned.count, jobs: options.jobs) { i in
            defer { options.progress?.linted() }
            let parse = concerned[i], input = inputs[parse.input]
            switch parse.forRules {
            case .kept(let model, let walks):
                return (lint(analysing: model, walks: walks, with: linters[input.profile]), nil)
            case .parseAgain(let digest):
                guard let text = readAgain(input, digest: digest, options: options) else {
                    return ([], notLinted(input, "changed while nodelint was linting it"))
                }
                guard case .parsed(let again) = fullParse(input, text: text, options: options, projectHeaders: projectHeaders, digests: headerDigests,
                                   stringPool: strings) else {
                    return ([], nil)  // Swift's front end always gives a model.
                }
                return (lint(analysing: again, walks: nil, with: linters[input.profile]), nil)
            case .none:
                return ([], nil)  // `concerned` holds no index-only file.
            }
        }
        for (parse, outcome) in zip(concerned, perFile) where outcome.failure != nil { failures[parse.input] = outcome.failure }
        options.clock?.lap("rules" + (droppedModels.load(ordering: .relaxed) ? ", parsing Swift files again" : ""))
        result.messages = messages.flatMap { $0 }
        result.parseFailures = failures.compactMap { $0 }
        result.diagnostics = perFile.flatMap(\.diagnostics).sorted(by: Diagnostic.outputOrder)
        result.lintedPaths = filesRead.filter { !inputs[$0].indexOnly && failures[$0] == nil }.map { inputs[$0].path }
        options.clock?.lap("results")
        return result
    }
}

extension LintRun {
    /// The text of a file whose model was dropped after its first parse, for its second: its content
    /// when it was given, else read again; nil when the bytes are not those of the first read (the
    /// file changed or went away during the run).
    static func readAgain(_ input: Input, digest: ContentHash, options: Options) -> SourceText? {
        readBytesAgain(input, digest: digest, options: options).map { SourceText(bytes: $0) }
    }

    /// `readAgain`'s bytes, without the line table.
    static func readBytesAgain(_ input: Input, digest: ContentHash, options: Options) -> [UInt8]? {
        let bytes: [UInt8]
        if let content = input.content {
            bytes = content
        } else {
            guard case .text(let read) = SourceReader.read(input.path, maxSize: options.maxFileSize) else { return nil }
            bytes = read
        }
        return ContentHash(bytes) == digest ? bytes : nil
    }

    /// A file's full model: from the cache when it has one (a run on one file parses every file of the
    /// repository that concerns Texture, and most of them did not change), else its front end's. An
    /// Objective-C model's entry is keyed by the run's headers too (`projectHeaders`, see
    /// `DeclarationCache.fullObjCModel`) and checked against the headers its parse read (`digests`, the run's).
    static func fullParse(_ input: Input, text: SourceText, options: Options, projectHeaders: ContentHash?,
                          digests: FileDigests, stringPool: StringPool) -> FrontEnds.Outcome {
        guard let cache = options.declarationCache else { return parse(input, text: text, options: options, stringPool: stringPool) }
        switch input.language {
        case .swift:
            return .parsed(cache.fullSwiftModel(path: input.path, text: text, stringPool: stringPool))
        case .objectiveC:
            guard let projectHeaders else { return parse(input, text: text, options: options, stringPool: stringPool) }
            return cache.fullObjCModel(path: input.path, text: text, arguments: objcArguments(input, options),
                                       projectHeaders: projectHeaders, digests: digests) {
                FrontEnds.parseRecordingInputs(path: input.path, language: input.language, text: text,
                                               objcArguments: objcArguments(input, options), objcParsing: options.objcParsing)
            }
        }
    }

    /// The digest of the paths of the run's Objective-C headers, absolute and sorted: a header added,
    /// removed or renamed anywhere in the run changes it (what an import finds may have changed).
    static func projectHeaders(_ inputs: [Input]) -> ContentHash {
        let cwd = FileManager.default.currentDirectoryPath
        var material: [UInt8] = []
        for path in inputs.filter({ $0.language == .objectiveC && $0.path.lowercased().hasSuffix(".h") })
            .map({ PathNormalization.absolute($0.path, base: cwd) }).sorted() {
            material += Array(path.utf8) + [0]
        }
        return ContentHash(material)
    }

    /// One file through its front end; an Objective-C file with its compiler arguments, where
    /// `options.objcParsing` says. `stringPool`: the run's.
    public static func parse(_ input: Input, text: SourceText, options: Options, stringPool: StringPool? = nil) -> FrontEnds.Outcome {
        FrontEnds.parse(path: input.path, language: input.language, text: text, objcArguments: objcArguments(input, options),
                        objcParsing: options.objcParsing, stringPool: stringPool)
    }

    /// Whether a file that concerns Texture gets its full parse. Every linted file does, and every
    /// index-only Swift file (its behaviour may reach the linted files; Swift parses fast). An index-only
    /// Objective-C file (a libclang parse, the costly one) only when it has code for a type whose
    /// behaviour reaches the linted files' types (`ProjectIndex.behaviour(of:reaches:)`): the same
    /// project class, an ancestor or a descendant; headers and unrelated files are read for the class
    /// graph only.
    static func needsFullParse(_ input: Input, _ summary: FileSummary, classes: ClassGraph, lintedTypes: Set<String>) -> Bool {
        guard input.indexOnly && input.language == .objectiveC else { return true }
        return summary.implementedTypeNames.contains { classes.behaviour(of: $0, reaches: lintedTypes) }
    }

    /// The line for a file whose parse failed: `Bomb.m: libclang ran out of its 1 GB memory budget;
    /// the file is not linted`.
    static func notLinted(_ input: Input, _ why: String) -> String {
        "\(input.path): \(why); the file is not linted"
    }

    public static func objcArguments(_ input: Input, _ options: Options) -> [String] {
        input.language == .objectiveC ? options.objcArguments.arguments(for: input.path) : []
    }

    /// Whether the bytes contain `nodelint:` anywhere: a superset of the files with suppression
    /// comments (a mention in a string or in code only costs an analysis that finds nothing).
    public static func mentionsSuppressionMarker(_ bytes: [UInt8]) -> Bool {
        NodeLintModel.bytes(bytes, contain: "nodelint:")
    }

    /// One line per file that a front end could not read in full: where the first problem is, what
    /// it is, and how many more there are (`path:line:column: message (3 more in this file)`); none
    /// for index-only inputs.
    public static func problemMessages(_ file: SourceFile, _ input: Input) -> [String] {
        guard !input.indexOnly, let first = file.problems.first else { return [] }
        let more = file.problems.count - 1
        var line = "\(file.path):\(file.text.position(of: first.offset)): \(first.message)"
        if file.hasUnrecordedProblems {
            line += " (more than \(more) more in this file)"
        } else if more > 0 {
            line += " (\(more) more in this file)"
        }
        return [line]
    }
}
