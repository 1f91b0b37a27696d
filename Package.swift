// swift-tools-version:6.0
// nodelint: a static analyzer for iOS code built on Texture (AsyncDisplayKit).
// Only the toolchain's own modules and Debian's C libraries (libclang, libyaml) are used: SwiftPM
// cannot fetch packages where nodelint is built and tested.
import PackageDescription
import Foundation

let v5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

// Where libclang lives (the Objective-C front end parses with it). Debian's libclang-dev ships no
// pkg-config file, so the prefix is found here: `NODELINT_LLVM_PREFIX` if set, else the newest
// /usr/lib/llvm-N that has include/clang-c/Index.h, else Homebrew's LLVM. On macOS point it at
// Homebrew's LLVM (`NODELINT_LLVM_PREFIX=$(brew --prefix llvm)`) or at Xcode's toolchain, whose
// libclang.dylib is in usr/lib but which ships no clang-c headers: copy or symlink LLVM's
// include/clang-c into <prefix>/include, e.g. NODELINT_LLVM_PREFIX=/path/with/include-and-lib.
func llvmPrefix() -> String? {
    let fm = FileManager.default
    func hasHeaders(_ prefix: String) -> Bool { fm.fileExists(atPath: prefix + "/include/clang-c/Index.h") }
    if let env = ProcessInfo.processInfo.environment["NODELINT_LLVM_PREFIX"], !env.isEmpty { return env }
    let versions = ((try? fm.contentsOfDirectory(atPath: "/usr/lib")) ?? [])
        .filter { $0.hasPrefix("llvm-") }
        .compactMap { Int($0.dropFirst("llvm-".count)) }
        .sorted(by: >)
    for v in versions where hasHeaders("/usr/lib/llvm-\(v)") { return "/usr/lib/llvm-\(v)" }
    for p in ["/opt/homebrew/opt/llvm", "/usr/local/opt/llvm"] where hasHeaders(p) { return p }
    return nil
}

let llvm = llvmPrefix()
let clangSwiftFlags: [SwiftSetting] = llvm.map { [.unsafeFlags(["-Xcc", "-I\($0)/include"])] } ?? []
// libclang is loaded on first use, not linked (Sources/CClang/include/CClang.h says why): the loader
// gets the headers and the folder where the build found the library.
let clangCSettings: [CSetting] = llvm.map {
    [.unsafeFlags(["-I\($0)/include"]), .define("NODELINT_LIBCLANG_DIR", to: "\"\($0)/lib\"")]
} ?? []

let package = Package(
    name: "nodelint",
    // macOS 15: the caches the rules share sit behind Synchronization's Mutex, which needs it.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "nodelint", targets: ["nodelint"]),
        // The SwiftPM plugins are the package in NodeLintPlugins/: declared here, they would make every
        // build of nodelint compile each module twice (once more as the plugins' host tool).
    ],
    targets: [
        // The language-neutral model every front end produces and every rule reads.
        .target(name: "NodeLintModel", swiftSettings: v5),
        // The Swift front end: a lossless lexer and a tolerant parser that builds the model.
        .target(name: "NodeLintSyntax", dependencies: ["NodeLintModel"], swiftSettings: v5),
        .testTarget(name: "NodeLintSyntaxTests", dependencies: ["NodeLintSyntax", "NodeLintModel"], swiftSettings: v5),
        // The model codec round-trips what both front ends make (hence both as dependencies).
        .testTarget(name: "NodeLintModelTests", dependencies: ["NodeLintModel", "NodeLintSyntax", "NodeLintObjC"], swiftSettings: v5),
        // Project index, Texture knowledge tables, execution contexts.
        .target(name: "NodeLintAnalysis", dependencies: ["NodeLintModel"], swiftSettings: v5),
        // The rule pages (rules/*.md), embedded in the generated EmbeddedRulePages.swift and parsed: the
        // documentation, `nodelint explain`, SARIF help and the rules' examples. A leaf: configuration
        // and reporters read the pages without depending on the rules.
        .target(name: "NodeLintRulePages", dependencies: ["NodeLintModel"], swiftSettings: v5),
        // The rules, one file each, reading the model through RuleContext.
        .target(name: "NodeLintRules", dependencies: ["NodeLintModel", "NodeLintAnalysis", "NodeLintRulePages"], swiftSettings: v5),
        // Generates EmbeddedRulePages.swift from rules/*.md: `swift run nodelint-embed-rule-docs`.
        .target(name: "RuleDocsEmbedding", swiftSettings: v5),
        .executableTarget(name: "nodelint-embed-rule-docs", dependencies: ["RuleDocsEmbedding"],
                          path: "Sources/EmbedRuleDocsTool", swiftSettings: v5),
        // libclang's C API, loaded with dlopen on first use (Debian's libclang-dev, Homebrew's llvm);
        // see llvmPrefix() for how it is found.
        .target(name: "CClang", cSettings: clangCSettings, linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // The Objective-C front end: .m/.mm/.h files -> the model, through libclang.
        .target(name: "NodeLintObjC", dependencies: ["NodeLintModel", "CClang"], swiftSettings: v5 + clangSwiftFlags),
        // Built without libclang's include path on purpose: it checks that NodeLintObjC's users need none.
        .testTarget(name: "NodeLintObjCTests", dependencies: ["NodeLintObjC", "NodeLintModel"], swiftSettings: v5),
        // libyaml, which reads `.nodelint.yml`.
        .systemLibrary(name: "CYaml", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        // `.nodelint.yml`: discovery, extends, validation, effective settings per file, globs.
        .target(name: "NodeLintConfig", dependencies: ["CYaml", "NodeLintModel", "NodeLintRulePages", "NodeLintProject"], swiftSettings: v5),
        .testTarget(name: "NodeLintConfigTests", dependencies: ["NodeLintConfig", "NodeLintModel", "NodeLintProject", "NodeLintRules"], swiftSettings: v5),
        // Output formats: xcode, json, sarif, github, checkstyle, junit, gitlab, summary, html.
        .target(name: "NodeLintReporters", dependencies: ["NodeLintModel", "NodeLintRulePages"], swiftSettings: v5),
        .testTarget(name: "NodeLintReportersTests", dependencies: ["NodeLintReporters"], swiftSettings: v5),
        // Baseline, git (staged files, changed lines) and the pre-commit hook.
        .target(name: "NodeLintWorkflow", dependencies: ["NodeLintModel", "NodeLintReporters"], swiftSettings: v5),
        .testTarget(name: "NodeLintWorkflowTests", dependencies: ["NodeLintWorkflow"], swiftSettings: v5),
        // Checks that every embedded rule page parses and carries enough examples.
        .testTarget(name: "NodeLintRulesTests",
                    dependencies: ["NodeLintRules", "NodeLintRulePages", "NodeLintModel", "NodeLintEngine", "RuleDocsEmbedding"],
                    swiftSettings: v5),
        // The engine: a lint run over files in parallel (front ends, project index, rules), the files a
        // run reads and the profile each is linted with. The command line and its tests use it.
        .target(name: "NodeLintEngine",
                dependencies: ["NodeLintModel", "NodeLintSyntax", "NodeLintObjC", "NodeLintAnalysis", "NodeLintRules",
                               "NodeLintConfig", "NodeLintProject"],
                swiftSettings: v5),
        // The command line: argument parsing, the commands, reports, git workflow.
        .target(name: "NodeLintCLI",
                dependencies: ["NodeLintModel", "NodeLintEngine", "NodeLintSyntax", "NodeLintObjC", "NodeLintAnalysis",
                               "NodeLintRules", "NodeLintRulePages", "NodeLintConfig", "NodeLintReporters", "NodeLintWorkflow",
                               "NodeLintLSP"],
                swiftSettings: v5),
        // `nodelint lsp`: the language server (LSP 3.17 over stdio, Foundation's JSON), on the engine's
        // in-memory workspace.
        .target(name: "NodeLintLSP", dependencies: ["NodeLintEngine", "NodeLintModel", "NodeLintRules"], swiftSettings: v5),
        .testTarget(name: "NodeLintLSPTests", dependencies: ["NodeLintLSP", "NodeLintEngine", "NodeLintModel", "NodeLintRules", "NodeLintCLI"],
                    swiftSettings: v5),
        .executableTarget(name: "nodelint", dependencies: ["NodeLintCLI"], swiftSettings: v5),
        .testTarget(name: "NodeLintCLITests", dependencies: ["NodeLintCLI", "NodeLintEngine", "NodeLintRules", "NodeLintRulePages", "NodeLintModel", "NodeLintObjC"], swiftSettings: v5),
        .testTarget(name: "NodeLintAnalysisTests",
                    dependencies: ["NodeLintAnalysis", "NodeLintSyntax", "NodeLintEngine", "NodeLintRules", "NodeLintObjC", "NodeLintModel"], swiftSettings: v5),
        // What a project is built on: Xcode projects, Package.swift targets, the Texture version its
        // lock files pin, and which module each file belongs to.
        .target(name: "NodeLintProject", dependencies: ["NodeLintModel"], swiftSettings: v5),
        .testTarget(name: "NodeLintProjectTests", dependencies: ["NodeLintProject", "NodeLintModel"], swiftSettings: v5),
    ]
)

#if os(Linux)
// The reference model declares its own UIKit and CoreGraphics stand-ins (UIView, CGColor, Selector ...),
// which would clash with Apple's SDK, and locates violations with the toolchain's Linux backtracer.
// It is built and run on Linux only.
package.targets += [
    // A pure-Swift model of Texture's node classes and UIKit's main-thread rules; it runs scenario
    // code and records the violations Texture or the Main Thread Checker would report at run time.
    .target(name: "TextureReference", swiftSettings: v5),
    // App-like code written against the model, each file with the life that runs it.
    .target(name: "Scenarios", dependencies: ["TextureReference"], path: "fixtures/scenarios",
            swiftSettings: v5),
    .testTarget(name: "TextureReferenceTests", dependencies: ["TextureReference", "Scenarios"],
                swiftSettings: v5),
    // Runs every scenario against the model and lints it with nodelint: the two must agree.
    .testTarget(name: "ScenarioAgreementTests",
                dependencies: ["Scenarios", "TextureReference", "NodeLintEngine", "NodeLintRules", "NodeLintModel", "NodeLintSyntax",
                               "NodeLintAnalysis", "NodeLintObjC"],
                swiftSettings: v5),
]
#endif
