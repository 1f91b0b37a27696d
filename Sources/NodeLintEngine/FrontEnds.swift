import NodeLintModel
import NodeLintObjC
import NodeLintSyntax

/// The front end for each language.
public enum FrontEnds {
    public static let languages: Set<Language> = [.swift, .objectiveC]

    /// `objcArguments` are compiler arguments for Objective-C files (from `compile_commands.json` or
    /// `--objc-arg`); without them nodelint's own declarations of UIKit and Texture stand in for the SDK.
    /// Objective-C is parsed in this process, without a budget (see `parse(path:language:text:objcArguments:objcParsing:)`).
    public static func parse(path: String, language: Language, bytes: [UInt8], objcArguments: [String] = []) -> SourceFile {
        switch language {
        case .swift:
            return SwiftFrontEnd.parse(path: path, bytes: bytes)
        case .objectiveC:
            return ObjCFrontEnd.parse(path: path, bytes: bytes, arguments: objcArguments)
        }
    }

    /// What became of a parse that may not finish: Objective-C parsed in a worker under a budget.
    public enum Outcome {
        case parsed(SourceFile)
        /// Why the file has no model (`libclang ran out of its 1 GB memory budget`).
        case failed(String)
    }

    /// One file through its front end, Objective-C where `objcParsing` says. A file whose parse went
    /// over its budget or crashed libclang has no model. When no worker can be started at all, the
    /// file is parsed in this process.
    public static func parse(path: String, language: Language, text: SourceText, objcArguments: [String] = [],
                             objcParsing: ObjCParsing) -> Outcome {
        if language == .objectiveC, case .workers(let pool) = objcParsing {
            switch pool.parse(path: path, text: text, arguments: objcArguments) {
            case .parsed(let file): return .parsed(file)
            case .failed(let why): return .failed(why)
            case .noWorker: break
            }
        }
        if language == .objectiveC, let missing = ObjCFrontEnd.libclangLoadError { return .failed(ObjCFrontEnd.libclangMissingMessage(missing)) }
        return .parsed(parse(path: path, language: language, bytes: text.bytes, objcArguments: objcArguments))
    }

    /// What the project index needs of a file, as fast as the language allows: its declarations only,
    /// without bodies. Swift files through the Swift parser (`SwiftFrontEnd.parseDeclarations`),
    /// Objective-C files through the declaration scanner (`ObjCFrontEnd.parseDeclarations`), without
    /// libclang: nothing a file contains can make this slow or exhaust memory.
    public static func parseDeclarations(path: String, language: Language, bytes: [UInt8], objcArguments: [String] = []) -> SourceFile {
        switch language {
        case .swift:
            return SwiftFrontEnd.parseDeclarations(path: path, bytes: bytes)
        case .objectiveC:
            return ObjCFrontEnd.parseDeclarations(path: path, bytes: bytes, arguments: objcArguments)
        }
    }
}

/// Where libclang parses Objective-C files.
public enum ObjCParsing: Sendable {
    /// In this process, with no budget: what callers other than the nodelint executable get (tests
    /// that run the command in-process, tools embedding the engine), which have no worker to start.
    case inProcess
    /// In worker processes of the nodelint executable, each parse under the pool's budget.
    case workers(ParseWorkerPool)
}
