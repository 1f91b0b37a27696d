import Foundation
internal import CClang

/// The prelude compiled once into a precompiled header per dialect. Parsing the prelude's text
/// costs about 30 ms per file; loading it precompiled about 1 ms.
///
/// The header and the PCH are written to a per-user cache directory under the system temporary
/// directory, named by a hash of the prelude, the flags and libclang's version, so runs reuse them
/// and a changed prelude never meets a stale PCH. Files are written under a temporary name and
/// renamed, so concurrent runs never read half a file. If anything fails, callers fall back to
/// including the prelude's text.
enum PrecompiledPrelude {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var built: [ObjCDialect: String?] = [:]

    /// How many times each dialect's PCH was built (or found on disk) in this process: once, however
    /// many threads ask at the same time. Read by the tests.
    nonisolated(unsafe) private(set) static var builds: [ObjCDialect: Int] = [:]

    /// Where the prelude's header and PCHs are written: files that nodelint's version and libclang's
    /// decide, not the user's (a parse's included files leave them out).
    static let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("nodelint-objc-\(getuid())", isDirectory: true).path

    /// Off only to measure what the PCH saves (the benchmark test) or to test the text fallback.
    nonisolated(unsafe) static var isEnabled = true

    /// Forgets the PCHs built so far, so a test can watch the first use again.
    static func forgetBuilt() {
        lock.lock()
        built = [:]
        builds = [:]
        lock.unlock()
    }

    /// The PCH path for `dialect`, built on first use; nil when it could not be built.
    static func path(for dialect: ObjCDialect) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard isEnabled else { return nil }
        if let known = built[dialect] { return known }
        let made = build(dialect)
        builds[dialect, default: 0] += 1
        built[dialect] = made
        return made
    }

    /// Stops using the PCH of `dialect` (libclang could not read it).
    static func markUnusable(_ dialect: ObjCDialect) {
        lock.lock()
        built[dialect] = .some(nil)
        lock.unlock()
    }

    private static func build(_ dialect: ObjCDialect) -> String? {
        let version = clang_getClangVersion().consume()
        let flags = ParseArguments.preludeFlags(dialect)
        let key = Hash.fnv1a(Prelude.text + "\u{0}" + flags.joined(separator: " ") + "\u{0}" + version + "\u{0}record")
        let directory = URL(fileURLWithPath: Self.directory, isDirectory: true)
        let headerPath = directory.appendingPathComponent("prelude-\(key).h").path
        let pchPath = directory.appendingPathComponent("prelude-\(key)-\(dialect == .objectiveC ? "objc" : "objcxx").pch").path
        let fm = FileManager.default
        if fm.fileExists(atPath: pchPath) && fm.fileExists(atPath: headerPath) { return pchPath }
        do {
            try fm.createDirectory(at: directory, withIntermediateDirectories: true)
            if !fm.fileExists(atPath: headerPath) {
                try writeAtomically(Array(Prelude.text.utf8), to: headerPath)
            }
        } catch {
            return nil
        }
        let arguments = ["-x", dialect.rawValue + "-header"] + flags
        // The detailed preprocessing record must be in the PCH too, or files parsed with it get no
        // record of their own macro uses.
        let options = CXTranslationUnit_Incomplete.rawValue | CXTranslationUnit_ForSerialization.rawValue
            | CXTranslationUnit_DetailedPreprocessingRecord.rawValue
        guard case .success(let unit) = ClangUnit.parse(mainPath: headerPath, arguments: arguments, unsaved: [], options: options) else {
            return nil
        }
        // A prelude with errors would make every file's parse worse; fall back to the text.
        for i in 0..<clang_getNumDiagnostics(unit.tu) {
            let diagnostic = clang_getDiagnostic(unit.tu, i)
            defer { clang_disposeDiagnostic(diagnostic) }
            if clang_getDiagnosticSeverity(diagnostic).rawValue >= CXDiagnostic_Error.rawValue { return nil }
        }
        let temporary = pchPath + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        guard clang_saveTranslationUnit(unit.tu, temporary, 0) == 0 else {
            try? fm.removeItem(atPath: temporary)
            return nil
        }
        guard rename(temporary, pchPath) == 0 else {
            try? fm.removeItem(atPath: temporary)
            return nil
        }
        return pchPath
    }

    private static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let temporary = path + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        try Data(bytes).write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, path) == 0 else {
            try? FileManager.default.removeItem(atPath: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }
}

enum Hash {
    /// 64-bit FNV-1a, as 16 hex digits: stable across runs and platforms (unlike `Hasher`).
    static func fnv1a(_ s: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in s.utf8 {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
