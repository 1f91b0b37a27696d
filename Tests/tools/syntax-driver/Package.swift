// swift-tools-version:6.0
// A development driver for nodelint's Swift front end (not part of the product): prints outlines
// and front-end problems, dumps tokens and models, times the lexer and parser, fuzzes them, and
// prints body statistics to compare with the compiler's parser (../body-oracle). It compiles the
// front end's sources directly (Sources/NodeLint* are links into the repository).
import PackageDescription

let v5: [SwiftSetting] = [.swiftLanguageMode(.v5)]
let package = Package(
    name: "syntax-driver",
    targets: [
        .target(name: "NodeLintModel", swiftSettings: v5),
        .target(name: "NodeLintSyntax", dependencies: ["NodeLintModel"], swiftSettings: v5),
        .executableTarget(name: "syntax-driver", dependencies: ["NodeLintSyntax", "NodeLintModel"], swiftSettings: v5),
    ]
)
