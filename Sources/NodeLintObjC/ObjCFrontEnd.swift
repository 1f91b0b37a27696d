import Foundation
internal import CClang
import NodeLintModel

/// The Objective-C front end: `.m`, `.mm` and `.h` files parsed with libclang and mapped onto the
/// language-neutral model (see the mapping table in `ObjCMapping.swift`).
public enum ObjCFrontEnd {
    /// Parses one file. `arguments` are the file's compiler arguments (from compile_commands.json
    /// or `--objc-arg`); when empty, the file is parsed against nodelint's prelude instead of the
    /// SDK and Texture headers, and names the prelude does not know are declared in a second parse.
    ///
    /// Never fails: a file libclang cannot parse at all is returned with its comments and a
    /// `FrontEndProblem`; statements libclang had to drop are listed in one `FrontEndProblem`.
    /// Safe to call from several threads at once (each call has its own libclang index).
    public static func parse(path: String, bytes: [UInt8], arguments: [String]) -> SourceFile {
        run(path: path, bytes: bytes, arguments: arguments).file
    }

    /// One parse of a file and what it gave.
    struct Attempt {
        var errors: [ClangError]
        var recoveryHeader: String?
        var droppedStatements: Int
    }

    /// Parses and maps `bytes`; while statements are dropped (and no real compiler arguments were
    /// given), parses again with recovery declarations for the names the parse could not find, and
    /// keeps the mapping that dropped the fewest statements. A file without dropped statements is
    /// parsed once, whatever errors it has: clang keeps the structure of code that does not type-check.
    static func run(path: String, bytes: [UInt8], arguments: [String]) -> (file: SourceFile, attempts: [Attempt]) {
        let text = SourceText(bytes: bytes)
        let tokens = SourceTokens(bytes: bytes)
        let dialect = ObjCDialect.of(path: path, tokens: tokens)
        let mainPath = absolutePath(path)
        let parser = FileParser(mainPath: mainPath, bytes: bytes, dialect: dialect, compileArguments: arguments)
        var best: (file: SourceFile, dropped: [Int])?
        var attempts: [Attempt] = []
        var declarations = RecoveryDeclarations()
        var recoveryHeader: String?
        var failure: ParseFailure?
        parses: for _ in 0..<FileParser.maximumParses {
            switch parser.parse(recovery: recoveryHeader) {
            case .failure(let f):
                failure = failure ?? f
                break parses
            case .success(let unit):
                let file = SourceFile(path: path, language: .objectiveC, text: text)
                let mapper = ObjCMapper(unit: unit, file: file, tokens: tokens, mainPath: mainPath)
                mapper.mapTranslationUnit(unit.tu)
                let errors = ClangDiagnostics.mainFileErrors(unit, locations: mapper.locations)
                attempts.append(Attempt(errors: errors, recoveryHeader: recoveryHeader, droppedStatements: mapper.droppedStatements.count))
                if best == nil || mapper.droppedStatements.count < best!.dropped.count { best = (file, mapper.droppedStatements) }
                guard !mapper.droppedStatements.isEmpty, arguments.isEmpty,
                      declarations.add(errors: errors, tokens: tokens, dialect: dialect) else { break parses }
                recoveryHeader = declarations.header
            }
        }
        let file = best?.file ?? SourceFile(path: path, language: .objectiveC, text: text)
        file.comments = tokens.comments.map { c in
            let text = String(decoding: bytes[c.start..<c.end], as: UTF8.self)
            return Comment(range: c.start..<c.end, text: text, isBlock: text.hasPrefix("/*"))
        }
        if best == nil {
            file.problems.append(FrontEndProblem(offset: 0, message: (failure ?? ParseFailure(code: 1)).message))
        } else if let dropped = best?.dropped, let first = dropped.first {
            let what = dropped.count == 1 ? "1 statement" : "\(dropped.count) statements"
            let hint = arguments.isEmpty ? "; give the file's compiler arguments (compile_commands.json) to read it all" : ""
            file.problems.append(FrontEndProblem(offset: first, message: "libclang could not read \(what) (the first is here); they are not linted\(hint)"))
        }
        return (file, attempts)
    }

    static func absolutePath(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        let cwd = FileManager.default.currentDirectoryPath
        return (cwd.hasSuffix("/") ? cwd : cwd + "/") + path
    }
}

/// One file's parses: the arguments and unsaved files for the first parse and the recovery parse.
struct FileParser {
    let mainPath: String
    let bytes: [UInt8]
    let dialect: ObjCDialect
    let compileArguments: [String]

    static let recoveryPath = "/nodelint-prelude/NodeLintRecovery.h"
    static let options = CXTranslationUnit_KeepGoing.rawValue | CXTranslationUnit_DetailedPreprocessingRecord.rawValue
        | CXTranslationUnit_IgnoreNonErrorsFromIncludedFiles.rawValue

    /// At most this many parses per file: the first, and recovery parses while they find new names.
    static let maximumParses = 3

    func parse(recovery: String?) -> Result<ClangUnit, ParseFailure> {
        var unsaved = [ClangUnit.UnsavedFile(path: mainPath, bytes: bytes)]
        let arguments: [String]
        if compileArguments.isEmpty {
            var pch = PrecompiledPrelude.path(for: dialect)
            if pch == nil { unsaved.append(ClangUnit.UnsavedFile(path: Prelude.path, bytes: Array(Prelude.text.utf8))) }
            var extra: [String] = []
            if let recovery = recovery {
                unsaved.append(ClangUnit.UnsavedFile(path: Self.recoveryPath, bytes: Array(recovery.utf8)))
                extra.append(Self.recoveryPath)
            }
            var result = ClangUnit.parse(mainPath: mainPath, arguments: ParseArguments.prelude(dialect, pch: pch, extraIncludes: extra),
                                         unsaved: unsaved, options: Self.options)
            if case .failure = result, pch != nil {
                // An unreadable PCH (another version wrote it, the disk is full): use the text.
                pch = nil
                unsaved.append(ClangUnit.UnsavedFile(path: Prelude.path, bytes: Array(Prelude.text.utf8)))
                result = ClangUnit.parse(mainPath: mainPath, arguments: ParseArguments.prelude(dialect, pch: nil, extraIncludes: extra),
                                         unsaved: unsaved, options: Self.options)
            }
            return result
        }
        arguments = ParseArguments.fromCompileCommand(compileArguments, sourcePath: mainPath, dialect: dialect)
        return ClangUnit.parse(mainPath: mainPath, arguments: arguments, unsaved: unsaved, options: Self.options)
    }
}

extension ObjCFrontEnd {
    /// The errors of each parse of a file and the recovery declarations it was given, as text: for
    /// tests and for investigating a file.
    static func diagnose(path: String, bytes: [UInt8], arguments: [String] = []) -> [String] {
        let text = SourceText(bytes: bytes)
        var out: [String] = []
        for (i, attempt) in run(path: path, bytes: bytes, arguments: arguments).attempts.enumerated() {
            out.append("parse \(i + 1): \(attempt.droppedStatements) dropped statements")
            if let header = attempt.recoveryHeader { out += header.split(separator: "\n").map { "  recovery: " + $0 } }
            out += attempt.errors.map { "  error \(text.position(of: $0.offset)) \($0.message)" }
        }
        return out
    }
}
