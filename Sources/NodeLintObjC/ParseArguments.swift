/// The compiler arguments libclang gets.
///
/// Without real headers (no compile command), files are parsed against the prelude for an iOS
/// target with no system include paths at all, so the result is the same on every machine and no
/// SDK header found by accident can clash with the prelude. Manual reference counting is used on
/// purpose: under ARC, a message the prelude does not declare is an error that loses the statement,
/// while without ARC it is a warning and the message is kept.
enum ParseArguments {
    /// Flags shared by the prelude's precompiled header and every file parsed with it; a PCH is only
    /// accepted by parses with the same language options.
    static func preludeFlags(_ dialect: ObjCDialect) -> [String] {
        var flags = [
            "-target", "arm64-apple-ios14.0",
            "-fobjc-weak", "-fblocks",
            "-nostdinc",
            "-ferror-limit=0", "-fno-spell-checking", "-w",
        ]
        if dialect == .objectiveCPlusPlus { flags += ["-std=gnu++17", "-nostdinc++"] }
        return flags
    }

    /// Arguments for a parse against the prelude: its PCH when one could be built, else its text
    /// (given to libclang as an unsaved file at `Prelude.path`). `extraIncludes` are further
    /// unsaved headers (recovery declarations) included after it.
    static func prelude(_ dialect: ObjCDialect, pch: String?, extraIncludes: [String]) -> [String] {
        var args = ["-x", dialect.rawValue] + preludeFlags(dialect)
        if let pch = pch {
            args += ["-include-pch", pch, "-Xclang", "-fno-validate-pch"]
        } else {
            args += ["-include", Prelude.path]
        }
        for include in extraIncludes { args += ["-include", include] }
        return args
    }

    /// Arguments from a compile command, cleaned for a parse: the compiler itself, the source file,
    /// outputs and dependency-file flags are dropped; error limits and typo correction are turned
    /// off so every error is kept and no name is silently "corrected".
    static func fromCompileCommand(_ arguments: [String], dialect: ObjCDialect) -> [String] {
        var out: [String] = []
        var i = 0
        // Flags whose value is the next argument and that only matter when compiling.
        let droppedWithValue: Set<String> = ["-o", "-MF", "-MT", "-MQ", "--serialize-diagnostics", "-index-store-path",
                                             "-index-unit-output-path", "-Xlinker", "-arch_only"]
        let dropped: Set<String> = ["-c", "-S", "-E", "-M", "-MM", "-MD", "-MMD", "-MG", "-MP", "-fsyntax-only",
                                    "-emit-llvm", "-pipe", "-index-ignore-system-symbols", "-index-record-codegen-name"]
        // Flags whose value is the next argument and must stay with it.
        let keptWithValue: Set<String> = ["-I", "-include", "-isystem", "-iquote", "-idirafter", "-F", "-iframework",
                                          "-D", "-U", "-x", "-arch", "-target", "-isysroot", "-Xclang", "-working-directory",
                                          "-ivfsoverlay", "-include-pch", "-imacros", "-std", "-fmodules-cache-path"]
        let sourceExtensions = [".m", ".mm", ".c", ".cc", ".cpp", ".cxx", ".h"]
        var languageGiven = false
        if let first = arguments.first, !first.hasPrefix("-") { i = 1 } // the compiler executable
        while i < arguments.count {
            let a = arguments[i]
            i += 1
            if droppedWithValue.contains(a) { i += 1; continue }
            if dropped.contains(a) { continue }
            if a.hasPrefix("-ferror-limit") || a.hasPrefix("-Werror") { continue }
            if keptWithValue.contains(a), i < arguments.count {
                if a == "-x" { languageGiven = true }
                out += [a, arguments[i]]
                i += 1
                continue
            }
            // The input file (this one, or the one whose entry a header borrows).
            if !a.hasPrefix("-"), sourceExtensions.contains(where: { a.hasSuffix($0) }) { continue }
            out.append(a)
        }
        if !languageGiven { out = ["-x", dialect.rawValue] + out }
        return out + ["-ferror-limit=0", "-fno-spell-checking", "-w"]
    }
}
