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

    /// A file after the first pass: always its text and summary; its model only when it mentions
    /// Texture or carries suppressions (the others are re-parsed in the rare case the index says they
    /// concern Texture, e.g. a subclass of a project node declared elsewhere). Dropping the rest keeps
    /// memory proportional to the Texture code, not to the whole app.
    private struct FirstPass {
        var text: SourceText
        var summary: FileSummary
        var model: SourceFile?
        var input: Int
    }

    public static func run(_ inputs: [Input], options: Options) -> Result {
        // 1. Read, parse and summarise for the index, in parallel.
        let parsed: [(FirstPass?, [String])] = parallelMap(inputs.count, jobs: options.jobs) { i in
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
            let file = parse(input, bytes: bytes, options: options)
            let messages = input.indexOnly ? [] : file.problems.map {
                "\(file.path):\(file.text.position(of: $0.offset)): \($0.message)"
            }
            let keep = IdentifierScan.mentionsTexture(bytes, orAnyOf: IdentifierScan.NameSet([])) || hasSuppressions(file)
            return (FirstPass(text: file.text, summary: FileSummary(file), model: keep ? file : nil, input: i), messages)
        }
        var result = Result()
        var files: [FirstPass] = []
        for (pass, messages) in parsed {
            result.messages += messages
            if let pass { files.append(pass) }
        }
        // 2. The class graph of the whole run, and the files that have anything to do with Texture
        //    (or carry suppression comments, which may be unused): only those are analysed further.
        let index = ProjectIndex(extraNodeBases: options.extraNodeBases, extraViewControllerBases: options.extraViewControllerBases)
        for file in files { index.add(file.summary) }
        index.buildClassGraph()
        let textureNames = index.projectTextureNames()
        let relevant: [(SourceFile, Int)] = parallelMap(files.count, jobs: options.jobs) { i -> (SourceFile, Int)? in
            let file = files[i]
            guard file.model != nil || index.concernsTexture(file.summary, text: file.text, projectTextureNames: textureNames)
            else { return nil }
            let input = inputs[file.input]
            let model = file.model ?? parse(input, bytes: file.text.bytes, options: options)
            return (model, file.input)
        }.compactMap { $0 }
        // Index-only files contribute their behaviour too (a base class read for the hook), but are not linted.
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
        result.bytesLinted = linted.reduce(0) { $0 + $1.text.bytes.count }
        result.lintedPaths = linted.map { inputs[$0.input].path }
        return result
    }
}

extension LintRun {
    /// One file through its front end; an Objective-C file with its compiler arguments.
    static func parse(_ input: Input, bytes: [UInt8], options: Options) -> SourceFile {
        let arguments = input.language == .objectiveC ? options.objcArguments.arguments(for: input.path) : []
        return FrontEnds.parse(path: input.path, language: input.language, bytes: bytes, objcArguments: arguments)
    }

    static func hasSuppressions(_ file: SourceFile) -> Bool {
        let marker = Array("nodelint:".utf8)
        return file.comments.contains { comment in
            let text = file.text.bytes[comment.range.clamped(to: 0..<file.text.bytes.count)]
            return text.count >= marker.count && text.firstRange(of: marker) != nil
        }
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
