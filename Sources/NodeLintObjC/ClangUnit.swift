internal import CClang
import Foundation

/// The dialect a file is parsed as.
enum ObjCDialect: String {
    case objectiveC = "objective-c"
    case objectiveCPlusPlus = "objective-c++"

    /// `.mm` is Objective-C++; `.m` Objective-C; a header is Objective-C++ only when it visibly holds
    /// C++ (a `namespace`, a `template`, a `::` name), since most Texture-era headers are plain ObjC.
    static func of(path: String, tokens: SourceTokens) -> ObjCDialect {
        let lower = path.lowercased()
        if lower.hasSuffix(".mm") { return .objectiveCPlusPlus }
        if lower.hasSuffix(".h") || lower.hasSuffix(".hh") || lower.hasSuffix(".hpp") {
            for i in 0..<tokens.tokens.count where tokens.tokens[i].kind != .number {
                if tokens.isToken(i, "namespace") || tokens.isToken(i, "template") || tokens.isToken(i, "::") {
                    return .objectiveCPlusPlus
                }
            }
        }
        return .objectiveC
    }
}

/// A parsed translation unit and the index that owns it. The unit is disposed with this object and
/// its index goes back to `IndexPool`: an index serves one parse at a time, so parses on different
/// threads share no libclang state, while creating an index per parse (about 1.5 ms) is avoided.
final class ClangUnit {
    let index: CXIndex
    let tu: CXTranslationUnit

    private init(index: CXIndex, tu: CXTranslationUnit) {
        self.index = index
        self.tu = tu
    }

    deinit {
        clang_disposeTranslationUnit(tu)
        IndexPool.giveBack(index)
    }

    /// An in-memory file handed to libclang instead of (or in addition to) the disk.
    struct UnsavedFile {
        var path: String
        var bytes: [UInt8]
    }

    /// Parses `mainPath` from the first unsaved file (which must be the main file). Returns the unit,
    /// or the libclang error code when no unit could be made at all.
    static func parse(mainPath: String, arguments: [String], unsaved: [UnsavedFile], options: UInt32) -> Result<ClangUnit, ParseFailure> {
        guard let index = IndexPool.take() else { return .failure(ParseFailure(code: -1)) }
        var cStrings: [UnsafeMutablePointer<CChar>] = []
        defer { cStrings.forEach { free($0) } }
        func keep(_ s: String) -> UnsafeMutablePointer<CChar> {
            let p = strdup(s)!
            cStrings.append(p)
            return p
        }
        let argPointers: [UnsafePointer<CChar>?] = arguments.map { UnsafePointer(keep($0)) }
        // Contents are copied into C buffers because a Swift array's storage is only valid inside a
        // closure; one flat buffer per file keeps the bytes (NULs included) exactly.
        var buffers: [UnsafeMutablePointer<CChar>] = []
        defer { buffers.forEach { $0.deallocate() } }
        var files: [CXUnsavedFile] = []
        for file in unsaved {
            let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: max(1, file.bytes.count))
            file.bytes.withUnsafeBufferPointer { source in
                source.withMemoryRebound(to: CChar.self) { chars in
                    if let base = chars.baseAddress { buffer.update(from: base, count: chars.count) }
                }
            }
            buffers.append(buffer)
            files.append(CXUnsavedFile(Filename: keep(file.path), Contents: buffer, Length: UInt(file.bytes.count)))
        }
        var unit: CXTranslationUnit?
        let code = argPointers.withUnsafeBufferPointer { args in
            files.withUnsafeMutableBufferPointer { unsavedFiles in
                clang_parseTranslationUnit2(index, mainPath, args.baseAddress, Int32(args.count),
                                            unsavedFiles.baseAddress, UInt32(unsavedFiles.count), options, &unit)
            }
        }
        guard code == CXError_Success, let tu = unit else {
            IndexPool.giveBack(index)
            return .failure(ParseFailure(code: Int(code.rawValue)))
        }
        return .success(ClangUnit(index: index, tu: tu))
    }
}

/// Idle libclang indexes, reused by later parses. Never more are kept than were in use at once
/// (one per thread parsing), so the pool stays small.
enum IndexPool {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var idle: [CXIndex] = []

    static func take() -> CXIndex? {
        lock.lock()
        let reused = idle.popLast()
        lock.unlock()
        // `excludeDeclarationsFromPCH`: visiting a unit then skips the prelude's declarations in
        // the precompiled header instead of loading every one of them from it.
        return reused ?? clang_createIndex(1, 0)
    }

    static func giveBack(_ index: CXIndex) {
        lock.lock()
        idle.append(index)
        lock.unlock()
    }
}

struct ParseFailure: Error {
    /// libclang's `CXErrorCode` (1 failure, 2 crashed, 3 invalid arguments, 4 AST read error).
    var code: Int

    var message: String {
        switch code {
        case 2: return "libclang crashed while parsing the file"
        case 3: return "libclang rejected the compiler arguments"
        case 4: return "libclang could not read a precompiled header"
        default: return "libclang could not parse the file"
        }
    }
}
