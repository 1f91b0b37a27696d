// swift-tools-version:6.0
// nodelint's SwiftPM plugins, in a package of their own (as SwiftLint ships its plugins apart from the
// linter). A plugin that depends on an executable makes SwiftPM build that executable, and every module
// below it, a second time as a host tool; inside nodelint's own package that doubled every build of
// nodelint. Here the plugins depend on the package one folder up, so only a package that uses them
// builds nodelint as a tool, and nodelint's own build compiles each module once.
import PackageDescription

let package = Package(
    name: "NodeLintPlugins",
    // As nodelint, whose executable the plugins run.
    platforms: [.macOS(.v15)],
    products: [
        // Lints a target's sources on every build:
        // `plugins: [.plugin(name: "NodeLintBuildToolPlugin", package: "NodeLintPlugins")]`.
        .plugin(name: "NodeLintBuildToolPlugin", targets: ["NodeLintBuildToolPlugin"]),
        // `swift package nodelint [--target NAME] [options]`.
        .plugin(name: "NodeLintCommandPlugin", targets: ["NodeLintCommandPlugin"]),
    ],
    dependencies: [
        // A path dependency's identity is its folder's name, which differs between checkouts (`nodelint`,
        // a worktree's folder ...); the name makes `package: "nodelint"` below hold in every one of them.
        .package(name: "nodelint", path: ".."),
    ],
    targets: [
        .plugin(name: "NodeLintBuildToolPlugin", capability: .buildTool(),
                dependencies: [.product(name: "nodelint", package: "nodelint")]),
        .plugin(name: "NodeLintCommandPlugin",
                capability: .command(intent: .custom(verb: "nodelint", description: "Lint the package's targets with nodelint")),
                dependencies: [.product(name: "nodelint", package: "nodelint")]),
    ]
)
