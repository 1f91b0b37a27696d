import Foundation
import NodeLintAnalysis
import NodeLintModel
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
        // 1. Read and parse, in parallel.
        let parsed: [(SourceFile?, String?)] = parallelMap(inputs.count, jobs: options.jobs) { i in
            defer { options.progress?.parsed() }
            let input = inputs[i]
            let bytes: [UInt8]
            if let content = input.content {
                bytes = content
            } else {
                switch SourceReader.read(input.path, maxSize: options.maxFileSize) {
                case .text(let b): bytes = b
                case .skipped(let why): return (nil, "\(input.path): \(why)")
                }
            }
            return (FrontEnds.parse(path: input.path, language: input.language, bytes: bytes), nil)
        }
        var result = Result()
        var files: [SourceFile] = []
        // The files to lint, with their profile.
        var linted: [(file: SourceFile, profile: Int)] = []
        for (i, (file, message)) in parsed.enumerated() {
            if let message, !inputs[i].indexOnly { result.messages.append(message) }
            guard let file else { continue }
            files.append(file)
            if inputs[i].indexOnly { continue }
            linted.append((file, inputs[i].profile))
            for problem in file.problems {
                result.messages.append("\(file.path):\(file.text.position(of: problem.offset)): \(problem.message)")
            }
        }
        // 2. The class graph of the whole run.
        let index = ProjectIndex(extraNodeBases: options.extraNodeBases, extraViewControllerBases: options.extraViewControllerBases)
        for file in files { index.add(file) }
        index.finish()
        options.progress?.indexed()
        // 3. Contexts and rules, in parallel.
        let linters = options.profiles.map { $0.makeLinter() }
        let perFile: [[Diagnostic]] = parallelMap(linted.count, jobs: options.jobs) { i in
            defer { options.progress?.linted() }
            return linters[linted[i].profile].lint(FileAnalysis(file: linted[i].file, index: index))
        }
        result.diagnostics = perFile.flatMap { $0 }.sorted(by: Diagnostic.outputOrder)
        result.filesLinted = linted.count
        result.bytesLinted = linted.reduce(0) { $0 + $1.file.text.bytes.count }
        result.lintedPaths = linted.map(\.file.path)
        return result
    }
}

/// The front end for each language.
public enum FrontEnds {
    public static let languages: Set<Language> = [.swift]

    public static func parse(path: String, language: Language, bytes: [UInt8]) -> SourceFile {
        switch language {
        case .swift:
            return SwiftFrontEnd.parse(path: path, bytes: bytes)
        case .objectiveC:
            let file = SourceFile(path: path, language: .objectiveC, text: SourceText(bytes: bytes))
            file.problems.append(FrontEndProblem(offset: 0, message: "Objective-C is not supported by this build"))
            return file
        }
    }
}
