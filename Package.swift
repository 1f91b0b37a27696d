// swift-tools-version:6.0
// nodelint: a static analyzer for iOS code built on Texture (AsyncDisplayKit).
// Only the toolchain's own modules and Debian's C libraries (libclang, libyaml) are used: SwiftPM
// cannot fetch packages where nodelint is built and tested.
import PackageDescription

let v5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "nodelint",
    platforms: [.macOS(.v13)],
    targets: [
        // The language-neutral model every front end produces and every rule reads.
        .target(name: "NodeLintModel", swiftSettings: v5),
        // The Swift front end: a lossless lexer and a tolerant parser that builds the model.
        .target(name: "NodeLintSyntax", dependencies: ["NodeLintModel"], swiftSettings: v5),
        .testTarget(name: "NodeLintSyntaxTests", dependencies: ["NodeLintSyntax", "NodeLintModel"], swiftSettings: v5),
        // The rules; their documentation (rules/*.md) is embedded at build time.
        .target(name: "NodeLintRules", dependencies: ["NodeLintModel"],
                swiftSettings: v5, plugins: ["EmbedRuleDocs"]),
        .executableTarget(name: "nodelint-embed-rule-docs", path: "Sources/EmbedRuleDocsTool", swiftSettings: v5),
        .plugin(name: "EmbedRuleDocs", capability: .buildTool(), dependencies: ["nodelint-embed-rule-docs"]),
    ]
)
