import Foundation
import NodeLintAnalysis
import NodeLintModel
import NodeLintRules
import NodeLintSyntax

/// One lint run over a set of files: read and parse in parallel, build the project index, then
/// analyse and run the rules in parallel. Files that cannot be read become messages, never crashes.
public struct LintRun {
    public struct Input {
        public var path: String
        public var language: Language
        /// Content to lint instead of reading `path` (standard input, the git index).
        public var content: [UInt8]?
        public init(path: String, language: Language, content: [UInt8]? = nil) {
            self.path = path
            self.language = language
            self.content = content
        }
    }

    public struct Options {
        public var rules: [any Rule]
        public var settings: LintSettings
        public var jobs: Int
        public var maxFileSize: Int
        public var extraNodeBases: [String]
        public var extraViewControllerBases: [String]
        public init(rules: [any Rule], settings: LintSettings = LintSettings(), jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                    maxFileSize: Int = 20 * 1024 * 1024, extraNodeBases: [String] = [], extraViewControllerBases: [String] = []) {
            self.rules = rules
            self.settings = settings
            self.jobs = jobs
            self.maxFileSize = maxFileSize
            self.extraNodeBases = extraNodeBases
            self.extraViewControllerBases = extraViewControllerBases
        }
    }

    public struct Result {
        public var diagnostics: [Diagnostic] = []
        /// One line each, for standard error: files skipped, parts of files not analysed.
        public var messages: [String] = []
        public var filesLinted = 0
        public var bytesLinted = 0
    }

    public static func run(_ inputs: [Input], options: Options) -> Result {
        // 1. Read, parse and summarise for the index, in parallel.
        let parsed: [(SourceFile?, FileSummary?, String?)] = parallelMap(inputs.count, jobs: options.jobs) { i in
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
            let file = FrontEnds.parse(path: input.path, language: input.language, bytes: bytes)
            return (file, FileSummary(file), nil)
        }
        var result = Result()
        var files: [(file: SourceFile, summary: FileSummary)] = []
        for (file, summary, message) in parsed {
            if let message { result.messages.append(message) }
            guard let file, let summary else { continue }
            files.append((file, summary))
            for problem in file.problems {
                result.messages.append("\(file.path):\(file.text.position(of: problem.offset)): \(problem.message)")
            }
        }
        // 2. The class graph of the whole run, and the files that have anything to do with Texture
        //    (or carry suppression comments, which may be unused): only those are analysed further.
        let index = ProjectIndex(extraNodeBases: options.extraNodeBases, extraViewControllerBases: options.extraViewControllerBases)
        for (_, summary) in files { index.add(summary) }
        index.buildClassGraph()
        let textureNames = index.projectTextureNames()
        let isConcerned = parallelMap(files.count, jobs: options.jobs) { i in
            index.concernsTexture(files[i].summary, text: files[i].file.text, projectTextureNames: textureNames)
                || Self.hasSuppressions(files[i].file)
        }
        let concerned = files.indices.filter { isConcerned[$0] }.map { files[$0].file }
        // 3. What their types' code does (self calls, self-set flags), in parallel; then contexts travel.
        let behaviours = parallelMap(concerned.count, jobs: options.jobs) { BehaviourSummary(concerned[$0]) }
        for behaviour in behaviours { index.add(behaviour) }
        index.finish()
        // 4. Contexts and rules, in parallel.
        let linter = Linter(rules: options.rules, settings: options.settings)
        let perFile: [[Diagnostic]] = parallelMap(concerned.count, jobs: options.jobs) { i in
            linter.lint(FileAnalysis(file: concerned[i], index: index))
        }
        result.diagnostics = perFile.flatMap { $0 }.sorted(by: Diagnostic.outputOrder)
        result.filesLinted = files.count
        result.bytesLinted = files.reduce(0) { $0 + $1.file.text.bytes.count }
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
