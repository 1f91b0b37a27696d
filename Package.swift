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
let clangLinkerFlags: [LinkerSetting] = llvm.map {
    [.unsafeFlags(["-L\($0)/lib", "-Xlinker", "-rpath", "-Xlinker", "\($0)/lib"])]
} ?? []

let package = Package(
    name: "nodelint",
    platforms: [.macOS(.v13)],
    targets: [
        // The language-neutral model every front end produces and every rule reads.
        .target(name: "NodeLintModel", swiftSettings: v5),
        // Project index, Texture knowledge tables, execution contexts.
        .target(name: "NodeLintAnalysis", dependencies: ["NodeLintModel"], swiftSettings: v5),
        // The rules; their documentation (rules/*.md) is embedded at build time.
        .target(name: "NodeLintRules", dependencies: ["NodeLintModel", "NodeLintAnalysis"],
                swiftSettings: v5, plugins: ["EmbedRuleDocs"]),
        .executableTarget(name: "nodelint-embed-rule-docs", path: "Sources/EmbedRuleDocsTool", swiftSettings: v5),
        .plugin(name: "EmbedRuleDocs", capability: .buildTool(), dependencies: ["nodelint-embed-rule-docs"]),
        // libclang's C API (module map + shim header); see llvmPrefix() for how it is found.
        .systemLibrary(name: "CClang", path: "Sources/CClang", providers: [.apt(["libclang-dev"]), .brew(["llvm"])]),
        // The Objective-C front end: .m/.mm/.h files -> the model, through libclang.
        .target(name: "NodeLintObjC", dependencies: ["NodeLintModel", "CClang"],
                swiftSettings: v5 + clangSwiftFlags, linkerSettings: clangLinkerFlags),
        // Built without libclang's include path on purpose: it checks that NodeLintObjC's users need none.
        .testTarget(name: "NodeLintObjCTests", dependencies: ["NodeLintObjC", "NodeLintModel"], swiftSettings: v5),
    ]
)
