/// The parsed command line. Hand-written: SwiftPM cannot fetch swift-argument-parser here, and the
/// surface is small.
public struct Invocation: Equatable {
    public enum Command: String, Equatable {
        case lint, rules, explain, outline, benchmark, version, help
    }
    public var command: Command = .lint
    /// Paths to lint (or to outline / benchmark); the rule id for `explain`.
    public var arguments: [String] = []
    public var strict = false
    public var quiet = false
    public var reporter = "xcode"
    public var outputPath: String?
    public var only: [String] = []
    public var jobs: Int?
    /// Files larger than this are skipped with a message (generated code, vendored blobs).
    public var maxFileSize = 20 * 1024 * 1024
    public var benchmarkRuns = 3
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
        return invocation
    }

    public static let help = """
    OVERVIEW: nodelint finds threading and lifecycle mistakes in code built on Texture (AsyncDisplayKit).

    USAGE: nodelint [lint] [PATH...] [options]     lint Swift files under PATH (default: .)
           nodelint rules                          list the rules
           nodelint explain <rule-id>              print a rule's documentation
           nodelint outline FILE...                print the declarations the parser sees
           nodelint benchmark [DIR...] [--runs N]  measure lexing, parsing and linting speed
           nodelint version                        print the version

    OPTIONS:
      --strict                 exit 1 on any diagnostic, warnings included
      --only <id,...>          run only these rules
      --reporter <name>        output format: xcode (default)
      --output <file>          write the report to a file instead of standard output
      --jobs <n>               files processed in parallel (default: all cores)
      --max-file-size <MB>     skip larger files with a message (default: 20)
      --quiet                  no messages about skipped files
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
