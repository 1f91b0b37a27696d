import NodeLintEngine
import Foundation
import NodeLintConfig
import NodeLintModel
import NodeLintReporters
import NodeLintWorkflow

/// What a lint run reads: files found under the paths, the staged files, or standard input, each with
/// the profile its configuration gives it. Excluded files are left out here, whichever way they came.
struct LintInputs {
    var inputs: [LintRun.Input] = []
    /// One line each for standard error (a missing path, a folder without sources).
    var problems: [String] = []
    /// A named path does not exist: the run goes on, and exits with 2.
    var missingPath = false

    /// The files under `paths` (folders are walked, pruning excluded folders). A file found in a folder
    /// that no target builds is a stray copy and left out, and so is unit-test code (it imports XCTest);
    /// a file named on the command line is linted.
    static func fromPaths(_ paths: [String], profiles: FileProfiles, structure: ProjectStructure) -> LintInputs {
        var discovery = SourceDiscovery(languages: FrontEnds.languages)
        discovery.excludesDirectory = { profiles.excludesDirectory($0) }
        let found = discovery.find(paths)
        var result = LintInputs(problems: found.problems, missingPath: found.missingPath)
        let named = Set(paths)
        for file in found.files {
            if !named.contains(file.path) && structure.isStray(file.path) { continue }
            // Unit tests found in a folder are context only (TestCode, decided as the run reads them); named,
            // they are linted.
            if case .lint(let profile) = profiles.decide(file.path) {
                result.inputs.append(LintRun.Input(path: file.path, language: file.language, profile: profile,
                                                   testCodeIsContext: !named.contains(file.path)))
            }
        }
        return result
    }

    /// Standard input, linted as the file `path`: its configuration, excludes and report path are
    /// those of `path`, which need not exist.
    static func fromStandardInput(_ bytes: [UInt8], as path: String, profiles: FileProfiles) throws -> LintInputs {
        guard let language = SourceDiscovery(languages: FrontEnds.languages).language(ofPath: path) else {
            throw UsageError(message: "--stdin-filename \(path): not a Swift or Objective-C file name (.swift, .m, .mm, .h)")
        }
        var result = LintInputs()
        if case .lint(let profile) = profiles.decide(path) {
            result.inputs.append(LintRun.Input(path: path, language: language, content: bytes, profile: profile))
        }
        return result
    }

    /// The staged version of every staged source file, reported under its path (relative to the
    /// current directory when below it). `profiles` reads the configuration staged in the index.
    static func fromStagedFiles(of repository: GitRepository, currentDirectory: String, profiles: FileProfiles) throws -> LintInputs {
        let discovery = SourceDiscovery(languages: FrontEnds.languages)
        var result = LintInputs()
        for file in try repository.stagedFiles() {
            guard let language = discovery.language(ofPath: file.path) else { continue }
            let path = file.displayPath(currentDirectory: currentDirectory)
            if case .lint(let profile) = profiles.decide(path) {
                // As in a run over the folders: staged unit tests are context, not linted.
                result.inputs.append(LintRun.Input(path: path, language: language, content: file.contents, profile: profile,
                                                   testCodeIsContext: true))
            }
        }
        return result
    }

    /// Adds the other source files of the repository as index-only inputs: they are parsed for the class
    /// graph but not linted, so a file linted on its own (named alone, staged, or from standard input)
    /// gets the findings a run over the whole repository gives it — its base classes may be declared
    /// elsewhere. `files` are git's (tracked, and untracked but not ignored: `ProjectFileListing`); the
    /// folders nodelint always skips and the files the configuration excludes stay out, as in a
    /// whole-repository run.
    mutating func addProjectContext(listed files: [String], of repository: GitRepository, currentDirectory: String,
                                    profiles: FileProfiles, structure: ProjectStructure) {
        let cwd = ReportPaths.normalize(currentDirectory, base: "/")
        var present = Set(inputs.map { ReportPaths.normalize($0.path, base: cwd) })
        let discovery = SourceDiscovery(languages: FrontEnds.languages)
        for file in files {
            guard let language = discovery.language(ofPath: file),
                  !SourceDiscovery.isInSkippedFolder(file[...]) else { continue }
            let absolute = repository.absolutePath(file)
            guard !structure.isStray(absolute), present.insert(absolute).inserted else { continue }
            // Shown (in notes that point into it) relative to the current directory when below it.
            let path = ReportPaths.relative(absolute, to: cwd) ?? absolute
            if case .lint(let profile) = profiles.decide(path, recordingErrors: false) {
                inputs.append(LintRun.Input(path: path, language: language, profile: profile, indexOnly: true))
            }
        }
    }

    /// Keeps only files with changed lines as lint targets; the others stay in the run for the project
    /// index (a changed subclass still knows its unchanged base class), but are not linted.
    mutating func restrict(to changed: ChangedLines, currentDirectory: String) {
        let cwd = ReportPaths.normalize(currentDirectory, base: "/")
        for i in inputs.indices {
            let absolute = ReportPaths.normalize(inputs[i].path, base: cwd)
            if changed.files[absolute] == nil { inputs[i].indexOnly = true }
        }
    }
}
