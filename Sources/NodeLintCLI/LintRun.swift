import Foundation
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
        public init(path: String, language: Language, content: [UInt8]? = nil, profile: Int = 0, indexOnly: Bool = false) {
            self.path = path
            self.language = language
            self.content = content
            self.profile = profile
            self.indexOnly = indexOnly
        }
    }

    public struct Options {
        /// What `Input.profile` indexes; at least one.
        public var profiles: [LintProfile]
        public var jobs: Int
        public var maxFileSize: Int
        public var extraNodeBases: [String]
        public var extraViewControllerBases: [String]
        /// Counts files as they are parsed and linted (the progress line).
        public var progress: LintProgress?
        /// The compiler arguments of each Objective-C file (compile_commands.json, `--objc-arg`);
        /// by default none, and every Objective-C file is parsed against nodelint's prelude.
        public var objcArguments: ObjCCompilerArguments = .prelude
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
        public var filesLinted = 0
        public var bytesLinted = 0
        /// Paths of the files that were linted (read, parsed and not `indexOnly`), in input order.
        public var lintedPaths: [String] = []
    }

    public static func run(_ inputs: [Input], options: Options) -> Result {
        // 1. Read, parse and summarise for the index, in parallel.
        let parsed: [(SourceFile?, FileSummary?, String?)] = parallelMap(inputs.count, jobs: options.jobs) { i in
            defer { options.progress?.parsed() }
            let input = inputs[i]
            let bytes: [UInt8]
            if let content = input.content {
                bytes = content
            } else {
                switch SourceReader.read(input.path, maxSize: options.maxFileSize) {
                case .text(let b): bytes = b
                case .skipped(let why): return (nil, nil, "\(input.path): \(why)")
                }
            }
            let arguments = input.language == .objectiveC ? options.objcArguments.arguments(for: input.path) : []
            let file = FrontEnds.parse(path: input.path, language: input.language, bytes: bytes, objcArguments: arguments)
            return (file, FileSummary(file), nil)
        }
        var result = Result()
        // Every parsed file goes into the index; only those not `indexOnly` are linted, with their profile.
        var files: [(file: SourceFile, summary: FileSummary, input: Int)] = []
        for (i, (file, summary, message)) in parsed.enumerated() {
            if let message, !inputs[i].indexOnly { result.messages.append(message) }
            guard let file, let summary else { continue }
            files.append((file, summary, i))
            if inputs[i].indexOnly { continue }
            for problem in file.problems {
                result.messages.append("\(file.path):\(file.text.position(of: problem.offset)): \(problem.message)")
            }
        }
        // 2. The class graph of the whole run, and the files that have anything to do with Texture
        //    (or carry suppression comments, which may be unused): only those are analysed further.
        let index = ProjectIndex(extraNodeBases: options.extraNodeBases, extraViewControllerBases: options.extraViewControllerBases)
        for entry in files { index.add(entry.summary) }
        index.buildClassGraph()
        let textureNames = index.projectTextureNames()
        let isConcerned = parallelMap(files.count, jobs: options.jobs) { i in
            index.concernsTexture(files[i].summary, text: files[i].file.text, projectTextureNames: textureNames)
                || Self.hasSuppressions(files[i].file)
        }
        // Index-only files contribute their behaviour too (a base class read for the hook), but are not linted.
        let relevant = files.indices.filter { isConcerned[$0] }.map { (files[$0].file, files[$0].input) }
        let concerned = relevant.filter { !inputs[$0.1].indexOnly }
        // 3. What their types' code does (self calls, self-set flags), in parallel; then contexts travel.
        let behaviours = parallelMap(relevant.count, jobs: options.jobs) { BehaviourSummary(relevant[$0].0) }
        for behaviour in behaviours { index.add(behaviour) }
        index.finish()
        options.progress?.indexed()
        // 4. Contexts and rules, in parallel, each file with its profile.
        let linters = options.profiles.map { $0.makeLinter() }
        let perFile: [[Diagnostic]] = parallelMap(concerned.count, jobs: options.jobs) { i in
            defer { options.progress?.linted() }
            let (file, input) = concerned[i]
            return linters[inputs[input].profile].lint(FileAnalysis(file: file, index: index))
        }
        let linted = files.filter { !inputs[$0.input].indexOnly }
        result.diagnostics = perFile.flatMap { $0 }.sorted(by: Diagnostic.outputOrder)
        result.filesLinted = linted.count
        result.bytesLinted = linted.reduce(0) { $0 + $1.file.text.bytes.count }
        result.lintedPaths = linted.map(\.file.path)
        return result
    }
}

extension LintRun {
    static func hasSuppressions(_ file: SourceFile) -> Bool {
        file.comments.contains { $0.text.utf8.count > 9 && $0.text.contains("nodelint:") }
    }
}

/// The front end for each language.
public enum FrontEnds {
    public static let languages: Set<Language> = [.swift, .objectiveC]

    /// `objcArguments` are compiler arguments for Objective-C files (from `compile_commands.json` or
    /// `--objc-arg`); without them nodelint's own declarations of UIKit and Texture stand in for the SDK.
    public static func parse(path: String, language: Language, bytes: [UInt8], objcArguments: [String] = []) -> SourceFile {
        switch language {
        case .swift:
            return SwiftFrontEnd.parse(path: path, bytes: bytes)
        case .objectiveC:
            return ObjCFrontEnd.parse(path: path, bytes: bytes, arguments: objcArguments)
        }
    }
}
