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
        // The rules; their documentation (rules/*.md) is embedded at build time.
        .target(name: "NodeLintRules", dependencies: ["NodeLintModel"],
                swiftSettings: v5, plugins: ["EmbedRuleDocs"]),
        .executableTarget(name: "nodelint-embed-rule-docs", path: "Sources/EmbedRuleDocsTool", swiftSettings: v5),
        .plugin(name: "EmbedRuleDocs", capability: .buildTool(), dependencies: ["nodelint-embed-rule-docs"]),
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
]
#endif
