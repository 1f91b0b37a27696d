import NodeLintModel
import NodeLintObjC
import NodeLintSyntax

/// The front end for each language.
public enum FrontEnds {
    public static let languages: Set<Language> = [.swift, .objectiveC]

    /// `objcArguments` are compiler arguments for Objective-C files (from `compile_commands.json` or
    /// `--objc-arg`); without them nodelint's own declarations of UIKit and Texture stand in for the SDK.
    /// Objective-C is parsed in this process, without a budget (see `parse(path:language:text:objcArguments:objcParsing:)`).
    /// `stringPool`: the run's (`StringPool`), which the Swift parses share their long names through.
    public static func parse(path: String, language: Language, bytes: [UInt8], objcArguments: [String] = [],
                             stringPool: StringPool? = nil) -> SourceFile {
        switch language {
        case .swift:
            return SwiftFrontEnd.parse(path: path, bytes: bytes, stringPool: stringPool)
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
                             objcParsing: ObjCParsing, stringPool: StringPool? = nil) -> Outcome {
        parseRecordingInputs(path: path, language: language, text: text, objcArguments: objcArguments, objcParsing: objcParsing,
                             stringPool: stringPool).outcome
    }

    /// `parse`, and for an Objective-C file that libclang parsed, the files the parse read besides it
    /// (its headers, `ObjCFrontEnd.parseRecordingInputs`): what its model depends on besides its bytes
    /// and arguments. Nil for a Swift file (its parse reads nothing else), for a failed parse, and for a
    /// file libclang could not parse at all (its model only says why, which may not last).
    public static func parseRecordingInputs(path: String, language: Language, text: SourceText, objcArguments: [String] = [],
                                            objcParsing: ObjCParsing, stringPool: StringPool? = nil) -> (outcome: Outcome, includedFiles: [String]?) {
        guard language == .objectiveC else {
            return (.parsed(parse(path: path, language: language, bytes: text.bytes, objcArguments: objcArguments, stringPool: stringPool)), nil)
        }
        if case .workers(let pool) = objcParsing {
            switch pool.parse(path: path, text: text, arguments: objcArguments) {
            case .parsed(let file, let included): return (.parsed(file), included)
            case .failed(let why): return (.failed(why), nil)
            case .noWorker: break
            }
        }
        if let missing = ObjCFrontEnd.libclangLoadError { return (.failed(ObjCFrontEnd.libclangMissingMessage(missing)), nil) }
        let parsed = ObjCFrontEnd.parseRecordingInputs(path: path, bytes: text.bytes, arguments: objcArguments)
        return (.parsed(parsed.file), parsed.includedFiles)
    }

    /// What the project index needs of a file, as fast as the language allows: its declarations only,
    /// without bodies. Swift files through the Swift parser (`SwiftFrontEnd.parseDeclarations`),
    /// Objective-C files through the declaration scanner (`ObjCFrontEnd.parseDeclarations`), without
    /// libclang: nothing a file contains can make this slow or exhaust memory.
    public static func parseDeclarations(path: String, language: Language, bytes: [UInt8], objcArguments: [String] = [],
                                         stringPool: StringPool? = nil) -> SourceFile {
        switch language {
        case .swift:
            return SwiftFrontEnd.parseDeclarations(path: path, bytes: bytes, stringPool: stringPool)
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
