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
        let file = SourceFile(path: path, language: .objectiveC, text: SourceText(bytes: bytes))
        let tokens = SourceTokens(bytes: bytes)
        file.comments = tokens.comments.map { c in
            let text = String(decoding: bytes[c.start..<c.end], as: UTF8.self)
            return Comment(range: c.start..<c.end, text: text, isBlock: text.hasPrefix("/*"))
        }
        let dialect = ObjCDialect.of(path: path, tokens: tokens)
        let mainPath = absolutePath(path)
        let parser = FileParser(mainPath: mainPath, bytes: bytes, dialect: dialect, compileArguments: arguments)
        var unit: ClangUnit
        switch parser.parse(recovery: nil) {
        case .failure(let failure):
            file.problems.append(FrontEndProblem(offset: 0, message: failure.message))
            return file
        case .success(let first):
            unit = first
        }
        if arguments.isEmpty { unit = parser.recover(from: unit, tokens: tokens) }
        let mapper = ObjCMapper(unit: unit, file: file, tokens: tokens, mainPath: mainPath)
        mapper.mapTranslationUnit(unit.tu)
        if let first = mapper.droppedStatements.first {
            let count = mapper.droppedStatements.count
            let what = count == 1 ? "1 statement" : "\(count) statements"
            let hint = arguments.isEmpty ? "; give the file's compiler arguments (compile_commands.json) to read it all" : ""
            file.problems.append(FrontEndProblem(offset: first, message: "libclang could not read \(what) (the first is here); they are not linted\(hint)"))
        }
        return file
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

    /// Parses again with declarations for what `unit` could not find, as long as that finds new
    /// names; returns the last unit that parsed.
    func recover(from unit: ClangUnit, tokens: SourceTokens) -> ClangUnit {
        var declarations = RecoveryDeclarations()
        return recover(from: unit, tokens: tokens, declarations: &declarations)
    }

    func recover(from unit: ClangUnit, tokens: SourceTokens, declarations: inout RecoveryDeclarations) -> ClangUnit {
        var current = unit
        for _ in 1..<Self.maximumParses {
            let errors = ClangDiagnostics.mainFileErrors(current, locations: MainFileLocations(tu: current.tu, path: mainPath))
            guard declarations.add(errors: errors, tokens: tokens, dialect: dialect),
                  case .success(let next) = parse(recovery: declarations.header) else { break }
            current = next
        }
        return current
    }

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
    /// What the parses of a file went through, for tests and for investigating a file: the errors of
    /// the first parse, the recovery declarations made from them, and the errors left after.
    struct Diagnosis {
        var firstErrors: [String]
        var recoveryHeader: String?
        var finalErrors: [String]
    }

    static func diagnose(path: String, bytes: [UInt8], arguments: [String] = []) -> Diagnosis {
        let tokens = SourceTokens(bytes: bytes)
        let text = SourceText(bytes: bytes)
        let dialect = ObjCDialect.of(path: path, tokens: tokens)
        let mainPath = absolutePath(path)
        let parser = FileParser(mainPath: mainPath, bytes: bytes, dialect: dialect, compileArguments: arguments)
        func errors(_ unit: ClangUnit) -> [ClangError] {
            ClangDiagnostics.mainFileErrors(unit, locations: MainFileLocations(tu: unit.tu, path: mainPath))
        }
        func describe(_ list: [ClangError]) -> [String] { list.map { "\(text.position(of: $0.offset)) \($0.message)" } }
        guard case .success(let first) = parser.parse(recovery: nil) else {
            return Diagnosis(firstErrors: ["parse failed"], recoveryHeader: nil, finalErrors: [])
        }
        let firstErrors = errors(first)
        guard arguments.isEmpty else {
            return Diagnosis(firstErrors: describe(firstErrors), recoveryHeader: nil, finalErrors: describe(firstErrors))
        }
        var recovery = RecoveryDeclarations()
        let last = parser.recover(from: first, tokens: tokens, declarations: &recovery)
        return Diagnosis(firstErrors: describe(firstErrors), recoveryHeader: recovery.isEmpty ? nil : recovery.header,
                         finalErrors: describe(errors(last)))
    }
}
