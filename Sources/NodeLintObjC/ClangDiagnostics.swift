internal import CClang

/// An error libclang reported in the main file.
struct ClangError {
    var offset: Int
    var message: String
}

enum ClangDiagnostics {
    /// Errors (and fatal errors) located in the main file, in libclang's order.
    static func mainFileErrors(_ unit: ClangUnit, locations: MainFileLocations) -> [ClangError] {
        var out: [ClangError] = []
        let count = clang_getNumDiagnostics(unit.tu)
        for i in 0..<count {
            let diagnostic = clang_getDiagnostic(unit.tu, i)
            defer { clang_disposeDiagnostic(diagnostic) }
            guard clang_getDiagnosticSeverity(diagnostic).rawValue >= CXDiagnostic_Error.rawValue else { continue }
            guard let offset = locations.offset(clang_getDiagnosticLocation(diagnostic)) else { continue }
            out.append(ClangError(offset: offset, message: clang_getDiagnosticSpelling(diagnostic).consume()))
        }
        return out
    }
}

extension ClangError {
    /// Messages whose cause is only that a header was not found; not worth a note in prelude mode.
    var isMissingHeader: Bool {
        message.hasSuffix("file not found") || message.contains("when modules are disabled")
    }
}

extension ClangDiagnostics {
    /// Every error of the unit, wherever it is, as `file:line:column: message` (for tests).
    static func allErrors(_ unit: ClangUnit) -> [String] {
        var out: [String] = []
        for i in 0..<clang_getNumDiagnostics(unit.tu) {
            let diagnostic = clang_getDiagnostic(unit.tu, i)
            defer { clang_disposeDiagnostic(diagnostic) }
            guard clang_getDiagnosticSeverity(diagnostic).rawValue >= CXDiagnostic_Error.rawValue else { continue }
            out.append(clang_formatDiagnostic(diagnostic, clang_defaultDiagnosticDisplayOptions()).consume())
        }
        return out
    }
}
