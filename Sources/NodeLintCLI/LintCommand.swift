import NodeLintEngine
import NodeLintRulePages
import Foundation
import NodeLintConfig
import NodeLintModel
import NodeLintReporters
import NodeLintRules
import NodeLintWorkflow

/// `nodelint [PATH...]`: choose the files (paths, `--staged` or `--stdin-filename`) and each file's
/// settings from its configuration, lint, narrow the findings (`--changed-since`, `--baseline`),
/// with `--fix` apply their fixes and lint again, report, and say with the exit status whether errors
/// were found.
///
/// Exit status: 2 when anything kept the run from being complete (a usage or configuration error, a
/// missing path, git or the baseline failing, the report not written, a file `--fix` could not write),
/// else 1 when an error (or, with `--strict`, any diagnostic) is reported, else 0. Problems with single
/// files are reported and the run goes on.
enum LintCommand {
    static func run(_ invocation: Invocation, output: TextOutput) -> Int32 {
        let timing = RunTiming(environment: output.environment)
        let currentDirectory = FileManager.default.currentDirectoryPath
        let reporter: any Reporter
        let only: [String]?
        let resolver: ConfigurationResolver
        // The git repository, looked up once when first needed (--staged, project context, --changed-since).
        var knownRepository: GitRepository?
        func repository() throws -> GitRepository {
            if let knownRepository { return knownRepository }
            let found = try GitRepository(containing: currentDirectory)
            knownRepository = found
            return found
        }
        do {
            reporter = try ReportOutput.reporter(named: invocation.reporter)
            only = invocation.only.isEmpty ? nil : try RuleSelection.rules(only: invocation.only).map(\.id)
            // `--staged` lints the staged files under the configuration staged with them.
            var source = ConfigFileSource.disk
            if invocation.staged && invocation.configPath == nil {
                let repository = try repository()
                source = .snapshot(try repository.indexedFiles(named: ConfigurationResolver.fileName), root: repository.root)
            }
            resolver = try ConfigurationResolver(rules: RuleInfo.catalog, configFile: invocation.configPath,
                                                 currentDirectory: currentDirectory, source: source,
                                                 textureVersions: ProjectTextureVersions.discovery(currentDirectory: currentDirectory))
        } catch let error as ConfigError {
            output.error(ConfigErrorText.line(error, currentDirectory: currentDirectory))
            return 2
        } catch {
            output.error("nodelint: \(error)")
            return 2
        }
        let profiles = FileProfiles(resolver: resolver, only: only)
        timing.lap("configuration")

        // 1. What to lint, and whether the rest of the repository is read for context: when the files
        // linted are not a folder the user chose (files named alone, staged files, standard input).
        var targets: LintInputs
        var changed: ChangedLines?
        let repositoryRoot = RepositoryRoot.find(from: currentDirectory)
        let cache = CacheLocation.cache(invocation, environment: output.environment)
        let paths = invocation.arguments.isEmpty ? ["."] : invocation.arguments
        // What is linted is not a folder the user chose (files named alone, staged files, standard
        // input): the rest of the repository is read for context, and git starts listing it now.
        let needsContext = invocation.stdinFilename != nil || invocation.staged || paths.allSatisfy(isRegularFile)
        // Without git nothing is added, and the run says so (ContextLoss).
        var listing: ProjectFileListing?
        var contextError: (any Error)?
        if needsContext && repositoryRoot != nil {
            do { listing = ProjectFileListing(try repository()) } catch { contextError = error }
        }
        let structure = ProjectStructure.discover(root: repositoryRoot ?? currentDirectory, cache: cache)
        timing.lap("project files (Xcode projects, Package.swift)")
        do {
            if let stdinPath = invocation.stdinFilename {
                targets = try LintInputs.fromStandardInput(output.readAllInput(), as: stdinPath, profiles: profiles)
            } else if invocation.staged {
                targets = try LintInputs.fromStagedFiles(of: repository(), currentDirectory: currentDirectory, profiles: profiles)
            } else {
                targets = LintInputs.fromPaths(paths, profiles: profiles, structure: structure)
            }
            if let listing, !targets.inputs.isEmpty {
                switch listing.files() {
                case .success(let files):
                    targets.addProjectContext(listed: files, of: listing.repository, currentDirectory: currentDirectory,
                                              profiles: profiles, structure: structure)
                case .failure(let error):
                    contextError = error
                }
            }
            // Shown even with --quiet: the findings may be incomplete, not just a file skipped.
            if let contextError, !targets.inputs.isEmpty { output.error(ContextLoss.line(contextError)) }
            if let revision = invocation.changedSince {
                let lines = try repository().changedLines(since: revision)
                targets.restrict(to: lines, currentDirectory: currentDirectory)
                changed = lines
            }
        } catch {
            output.error("nodelint: \(error)")
            return 2
        }
        timing.lap("files to lint, and their context from git")
        let status = finish(invocation, output: output, targets: targets, profiles: profiles, reporter: reporter, changed: changed,
                            repositoryRoot: repositoryRoot, currentDirectory: currentDirectory, structure: structure, cache: cache,
                            timing: timing)
        timing.lap("report")
        timing.write(to: output)
        return status
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// Lints the chosen files, narrows, reports and decides the exit status.
    private static func finish(_ invocation: Invocation, output: TextOutput, targets: LintInputs, profiles: FileProfiles,
                               reporter: any Reporter, changed: ChangedLines?, repositoryRoot: String?,
                               currentDirectory: String, structure: ProjectStructure, cache: DeclarationCache?,
                               timing: RunTiming) -> Int32 {
        var incomplete = targets.missingPath
        for problem in targets.problems { output.error("nodelint: \(problem)") }
        for error in profiles.errors { output.error(ConfigErrorText.line(error, currentDirectory: currentDirectory)) }
        if !profiles.errors.isEmpty { incomplete = true }

        // 2. Lint: parse and index every input once, lint each file with its profile.
        var options = LintRun.Options(profiles: profiles.profiles.isEmpty ? [LintProfile(rules: [])] : profiles.profiles,
                                      maxFileSize: invocation.maxFileSize,
                                      extraNodeBases: profiles.nodeBases, extraViewControllerBases: profiles.viewControllerBases)
        if let jobs = invocation.jobs { options.jobs = jobs }
        options.modules = structure.moduleMap(for: targets.inputs.map(\.path))
        for problem in structure.layout.problems { output.error("nodelint: \(problem)") }
        do {
            let found = try ObjCCompilerArguments.database(explicit: invocation.compileCommandsPath,
                                                           currentDirectory: currentDirectory, repositoryRoot: repositoryRoot)
            if let problem = found.problem { output.error("nodelint: \(problem)") }
            options.objcArguments = ObjCCompilerArguments(database: found.database, extra: invocation.objcArguments)
        } catch {
            output.error("nodelint: \(error)")
            return 2
        }
        let pool = ObjCWorkers.pool(jobs: options.jobs, environment: output.environment)
        defer { pool?.shutdown() }
        if let pool { options.objcParsing = .workers(pool) }
        options.declarationCache = cache
        options.clock = timing.lint
        defer { cache?.trimIfDue() }
        timing.lap("module map, Objective-C arguments")
        func lint() -> LintRun.Result {
            withProgress(targets.inputs, output: output) { progress in
                options.progress = progress
                return LintRun.run(targets.inputs, options: options)
            }
        }
        var result = lint()
        timing.lap(RunTiming.lintStep)
        if invocation.fix {
            let outcome = FixStep.apply(reportedForFixing(result, invocation: invocation, changed: changed,
                                                          root: repositoryRoot ?? currentDirectory, currentDirectory: currentDirectory))
            for problem in outcome.problems { output.error("nodelint: \(problem)") }
            if !outcome.problems.isEmpty { incomplete = true }
            if !invocation.quiet, let summary = outcome.summary { output.error("nodelint: \(summary)") }
            // What is left is what a run without --fix now reports. The whole run is linted again, not only
            // the fixed files: through the class graph a fix can change findings elsewhere.
            if outcome.fixedFiles > 0 { result = lint() }
        }
        if !invocation.quiet {
            for message in result.messages { output.error("nodelint: \(message)") }
        }
        // Files over their parse budget make the run incomplete, so they are named even with --quiet.
        for failure in result.parseFailures { output.error("nodelint: \(failure)") }
        if !result.parseFailures.isEmpty { incomplete = true }

        // 3. Narrow: changed lines, then the baseline.
        var reported = result.diagnostics
        if let changed { reported = changed.filter(reported, currentDirectory: currentDirectory) }
        if invocation.baselinePath != nil || invocation.writeBaselinePath != nil {
            let step = BaselineStep(readPath: invocation.baselinePath, writePath: invocation.writeBaselinePath,
                                    root: repositoryRoot ?? currentDirectory, currentDirectory: currentDirectory)
            do {
                // The baseline records everything found in the linted files, not only the changed lines.
                let all = changed == nil ? reported : result.diagnostics
                let outcome = try step.apply(to: all, lintedPaths: result.lintedPaths)
                if let changed {
                    reported = changed.filter(outcome.reported, currentDirectory: currentDirectory)
                } else {
                    reported = outcome.reported
                }
                if !invocation.quiet { for message in outcome.messages { output.error("nodelint: \(message)") } }
            } catch {
                output.error("nodelint: \(error)")
                return 2
            }
        }

        // 4. Report.
        let context = ReportContext(toolVersion: NodeLintMain.version,
                                    rules: type(of: reporter).showsRulePages ? ReportRule.catalog : [], currentDirectory: currentDirectory,
                                    workspaceRoot: ReportContext.workspaceRoot(environment: output.environment, repositoryRoot: repositoryRoot),
                                    lintedFiles: result.lintedPaths)
        let destination = ReportOutput(reporter: reporter, outputPath: invocation.outputPath)
        if !destination.write(reported, context: context, to: output) { return 2 }
        if incomplete { return 2 }
        let failing = reported.contains { $0.severity == .error || invocation.strict }
        return failing ? 1 : 0
    }

    /// The findings `--fix` may fix: those the run reports, narrowed as the report is (changed lines, then
    /// the baseline, which is only read here). Suppressed findings never reach this point. When the
    /// baseline cannot be read nothing is fixed: the report that follows names the problem.
    private static func reportedForFixing(_ result: LintRun.Result, invocation: Invocation, changed: ChangedLines?,
                                          root: String, currentDirectory: String) -> [Diagnostic] {
        var reported = result.diagnostics
        if let changed { reported = changed.filter(reported, currentDirectory: currentDirectory) }
        guard let readPath = invocation.baselinePath else { return reported }
        guard FileManager.default.fileExists(atPath: readPath) else {
            // `--baseline F --write-baseline F` before F exists: nothing is baselined yet.
            return invocation.writeBaselinePath.map { samePath($0, readPath, currentDirectory: currentDirectory) } == true ? reported : []
        }
        guard let baseline = try? Baseline.read(from: readPath) else { return [] }
        let all = changed == nil ? reported : result.diagnostics
        let kept = baseline.filter(all, root: root, currentDirectory: currentDirectory, lintedPaths: result.lintedPaths).newDiagnostics
        return changed.map { $0.filter(kept, currentDirectory: currentDirectory) } ?? kept
    }

    private static func samePath(_ a: String, _ b: String, currentDirectory: String) -> Bool {
        let cwd = ReportPaths.normalize(currentDirectory, base: "/")
        return ReportPaths.normalize(a, base: cwd) == ReportPaths.normalize(b, base: cwd)
    }

    /// Runs `work` with a progress line on standard error when the run is long and a person is watching.
    private static func withProgress(_ inputs: [LintRun.Input], output: TextOutput,
                                     _ work: (LintProgress?) -> LintRun.Result) -> LintRun.Result {
        guard ProgressLine.isWanted(errorIsTerminal: output.errorIsTerminal, environment: output.environment) else {
            return work(nil)
        }
        let progress = LintProgress(toParse: inputs.count, toLint: inputs.filter { !$0.indexOnly }.count)
        let line = ProgressLine(progress: progress, write: output.errorText)
        line.start()
        defer { line.stop() }
        return work(progress)
    }
}

/// Which rules `--only` names: exactly those, each checked to exist.
enum RuleSelection {
    static func rules(only: [String]) throws -> [any Rule] {
        if only.isEmpty {
            return RuleRegistry.all.filter { RuleCatalog.page($0.id)?.enabledByDefault ?? true }
        }
        var selected: [any Rule] = []
        for id in only {
            guard let rule = RuleRegistry.rule(id) else {
                throw UsageError(message: "unknown rule '\(id)' (see nodelint rules)")
            }
            selected.append(rule)
        }
        return selected
    }
}

/// A configuration error as one line editors link: `path:line:column: error: message`, the path
/// relative to the current directory when below it.
enum ConfigErrorText {
    static func line(_ error: ConfigError, currentDirectory: String) -> String {
        let cwd = ReportPaths.normalize(currentDirectory, base: "/")
        let file = ReportPaths.relative(error.origin.file, to: cwd) ?? error.origin.file
        return "\(file):\(error.origin.line):\(error.origin.column): error: \(error.message)"
    }
}
