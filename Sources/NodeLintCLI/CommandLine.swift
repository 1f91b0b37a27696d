import NodeLintEngine
import NodeLintReporters
/// The parsed command line. Hand-written: SwiftPM cannot fetch swift-argument-parser here, and the
/// surface is small.
public struct Invocation: Equatable {
    public enum Command: String, Equatable {
        case lint, rules, reporters, explain, outline, benchmark, config, version, help, lsp
        case installHook = "install-hook", uninstallHook = "uninstall-hook"
    }
    public var command: Command = .lint
    /// Paths to lint (or to outline / benchmark); the rule id for `explain`; the file for `config`.
    public var arguments: [String] = []
    public var strict = false
    public var quiet = false
    public var reporter = Reporters.defaultIdentifier
    public var outputPath: String?
    public var only: [String] = []
    /// `--config FILE`: this configuration for every file instead of the closest `.nodelint.yml`.
    public var configPath: String?
    /// `--staged`: lint what is staged for the next commit.
    public var staged = false
    /// `--changed-since REF`: report only diagnostics on lines changed since REF.
    public var changedSince: String?
    /// `--stdin-filename PATH`: lint standard input as if it were PATH.
    public var stdinFilename: String?
    public var baselinePath: String?
    public var writeBaselinePath: String?
    /// `--fix`: apply the fixes of the findings a run reports to the files, then report what is left.
    public var fix = false
    /// For `install-hook`: the options the hook passes to `nodelint --staged`, as given.
    public var hookArguments: [String] = []
    public var jobs: Int?
    /// Files larger than this are skipped with a message (generated code, vendored blobs).
    public var maxFileSize = 20 * 1024 * 1024
    public var benchmarkRuns = 3
    /// `--objc-arg ARG` (repeatable): compiler arguments for every Objective-C file.
    public var objcArguments: [String] = []
    /// `--compile-commands FILE`: the compilation database (default: a `compile_commands.json` in the
    /// current directory or at the repository root).
    public var compileCommandsPath: String?
    /// `--cache-path DIR`: keep the cache of parsed declarations there (default: the user's cache folder).
    public var cachePath: String?
    /// `--no-cache`: parse every file, read and write no cache.
    public var noCache = false
}

public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

public enum CommandLineParser {
    public static func parse(_ args: [String]) throws -> Invocation {
        var invocation = Invocation()
        var rest = args[...]
        if let first = rest.first, let command = Invocation.Command(rawValue: first) {
            invocation.command = command
            rest = rest.dropFirst()
        }
        var onlyPaths = false
        if invocation.command == .installHook { invocation.hookArguments = Array(rest) }
        while let arg = rest.popFirst() {
            if onlyPaths || !arg.hasPrefix("-") || arg == "-" {
                invocation.arguments.append(arg)
                continue
            }
            // --name=value and --name value both work.
            var name = arg
            var inlineValue: String?
            if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                name = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            }
            func value() throws -> String {
                if let v = inlineValue { return v }
                guard let v = rest.popFirst() else { throw UsageError(message: "\(name) needs a value") }
                return v
            }
            switch name {
            case "--": onlyPaths = true
            case "--strict": invocation.strict = true
            case "--quiet", "-q": invocation.quiet = true
            case "--reporter", "-r": invocation.reporter = try value()
            case "--output", "-o": invocation.outputPath = try value()
            case "--config", "-c": invocation.configPath = try value()
            case "--staged": invocation.staged = true
            case "--fix": invocation.fix = true
            case "--changed-since": invocation.changedSince = try value()
            case "--stdin-filename": invocation.stdinFilename = try value()
            case "--baseline": invocation.baselinePath = try value()
            case "--write-baseline": invocation.writeBaselinePath = try value()
            case "--only":
                invocation.only += try value().split(separator: ",").map { String($0).trimmed }
            case "--jobs", "-j":
                let text = try value()
                guard let n = Int(text), n > 0 else { throw UsageError(message: "--jobs needs a positive number, not '\(text)'") }
                invocation.jobs = n
            case "--max-file-size":
                let text = try value()
                guard let megabytes = Int(text), megabytes > 0 else {
                    throw UsageError(message: "--max-file-size needs a size in megabytes, not '\(text)'")
                }
                invocation.maxFileSize = megabytes * 1024 * 1024
            case "--runs":
                let text = try value()
                guard let n = Int(text), n > 0 else { throw UsageError(message: "--runs needs a positive number, not '\(text)'") }
                invocation.benchmarkRuns = n
            case "--objc-arg": invocation.objcArguments.append(try value())
            case "--compile-commands": invocation.compileCommandsPath = try value()
            case "--cache-path": invocation.cachePath = try value()
            case "--no-cache": invocation.noCache = true
            case "--version", "-v": invocation.command = .version
            case "--help", "-h": invocation.command = .help
            default:
                throw UsageError(message: "unknown option '\(arg)' (see nodelint --help)")
            }
        }
        if invocation.command == .explain && invocation.arguments.count != 1 {
            throw UsageError(message: "explain takes one rule id: nodelint explain <rule-id>")
        }
        if invocation.command == .outline && invocation.arguments.isEmpty {
            throw UsageError(message: "outline takes one or more files: nodelint outline FILE...")
        }
        if invocation.command == .lsp && !invocation.arguments.isEmpty {
            throw UsageError(message: "lsp takes no paths: the client names the workspace folders (nodelint lsp)")
        }
        if invocation.command == .config && invocation.arguments.count != 1 {
            throw UsageError(message: "config takes one file: nodelint config FILE")
        }
        try checkInputs(invocation)
        return invocation
    }

    /// Options that choose what is linted exclude each other.
    private static func checkInputs(_ invocation: Invocation) throws {
        if invocation.staged && invocation.stdinFilename != nil {
            throw UsageError(message: "--staged and --stdin-filename cannot be combined")
        }
        // --fix writes the files on disk; what --staged and --stdin-filename lint is not on disk.
        if invocation.fix && invocation.staged {
            throw UsageError(message: "--fix cannot be combined with --staged (it fixes the files on disk, not what is staged)")
        }
        if invocation.fix && invocation.stdinFilename != nil {
            throw UsageError(message: "--fix cannot be combined with --stdin-filename (standard input is not a file to fix)")
        }
        if invocation.staged && invocation.changedSince != nil {
            throw UsageError(message: "--staged and --changed-since cannot be combined (--staged already lints only what changed)")
        }
        if invocation.command == .lint && (invocation.staged || invocation.stdinFilename != nil) && !invocation.arguments.isEmpty {
            let option = invocation.staged ? "--staged" : "--stdin-filename"
            throw UsageError(message: "\(option) lints no paths; remove \(invocation.arguments.joined(separator: " "))")
        }
        if invocation.command == .installHook {
            if !invocation.arguments.isEmpty {
                throw UsageError(message: "install-hook takes no paths (the hook lints the staged files); options are passed to the hook")
            }
            if invocation.stdinFilename != nil || invocation.changedSince != nil || invocation.writeBaselinePath != nil {
                throw UsageError(message: "the pre-commit hook runs nodelint --staged; --stdin-filename, --changed-since and --write-baseline do not apply")
            }
            if invocation.fix {
                throw UsageError(message: "the pre-commit hook lints what is staged and cannot fix it; run nodelint --fix before committing")
            }
        }
        if invocation.command == .uninstallHook && !invocation.arguments.isEmpty {
            throw UsageError(message: "uninstall-hook takes no arguments")
        }
    }

    public static let help = """
    OVERVIEW: nodelint finds threading and lifecycle mistakes in code built on Texture (AsyncDisplayKit).

    USAGE: nodelint [lint] [PATH...] [options]     lint Swift and Objective-C files under PATH (default: .)
           nodelint rules                          list the rules
           nodelint reporters                      list the output formats
           nodelint explain <rule-id>              print a rule's documentation
           nodelint config FILE                    the configuration that applies to FILE, and why
           nodelint install-hook [options]         add a git pre-commit hook running nodelint --staged [options]
           nodelint uninstall-hook                 remove it (and restore the hook it replaced)
           nodelint outline FILE...                print the declarations the parser sees
           nodelint benchmark [DIR...] [--runs N]  measure lexing, parsing and linting speed
           nodelint lsp                            run the language server on standard input and output
           nodelint version                        print the version

    OPTIONS:
      --config <file>          use this configuration for every file (default: the closest .nodelint.yml)
      --strict                 exit 1 on any diagnostic, warnings included
      --only <id,...>          run only these rules
      --fix                    apply the safe fixes (nodelint rules marks the fixable rules), then report what is left
      --reporter <name>        output format (default: xcode; nodelint reporters lists them)
      --output <file>          write the report to a file instead of standard output
      --staged                 lint the staged version of the files staged for commit
      --changed-since <ref>    report only diagnostics on lines changed since <ref> (its merge base with HEAD)
      --stdin-filename <path>  lint standard input as the file <path> (configuration, excludes, report path)
      --baseline <file>        hide the diagnostics recorded in this baseline
      --write-baseline <file>  record this run's diagnostics as the baseline
      --jobs <n>               files processed in parallel (default: all cores)
      --max-file-size <MB>     skip larger files with a message (default: 20)
      --compile-commands <file> Objective-C compiler arguments per file (default: ./compile_commands.json,
                               else the repository root's; files without an entry use nodelint's prelude)
      --objc-arg <arg>         a compiler argument for every Objective-C file (repeatable: -I, -D, -isysroot …)
      --cache-path <dir>       keep the cache of each file's declarations here (default: $XDG_CACHE_HOME/nodelint,
                               else ~/.cache/nodelint; ~/Library/Caches/nodelint on macOS; at most 256 MB)
      --no-cache               read and write no cache
      --quiet                  no messages about skipped files or the baseline
      --version, --help

    EXIT STATUS: 0 no errors (warnings allowed), 1 at least one error (any diagnostic with --strict),
                 2 usage, configuration or internal error.

    SUPPRESSIONS: // nodelint:disable <ids|all> ... // nodelint:enable <ids|all>
                  // nodelint:disable:next <ids>, :this, :previous (text after ' - ' is a reason)
    """
}

extension String {
    var trimmed: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\n" || f == "\r" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\n" || l == "\r" { s.removeLast() }
        return String(s)
    }
}
