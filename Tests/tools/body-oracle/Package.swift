// swift-tools-version:5.9
// Body statistics from the compiler's own parser (SwiftParser, shipped in the toolchain), to check
// nodelint's model of code bodies. Built like the swift-outline-oracle (see CONTRIBUTING.md): with
// SWIFT_HOST_LIBS pointing at the toolchain's lib/swift/host (see ../body-agreement.sh).
import Foundation
import PackageDescription

let host = ProcessInfo.processInfo.environment["SWIFT_HOST_LIBS"] ?? "SWIFT_HOST_LIBS-not-set"
let package = Package(
    name: "body-oracle",
    targets: [
        .executableTarget(
            name: "body-oracle",
            swiftSettings: [.unsafeFlags(["-I", host])],
            linkerSettings: [.unsafeFlags(["-L", host, "-lSwiftSyntax", "-lSwiftParser",
                                           "-Xlinker", "-rpath", "-Xlinker", host])])
    ])
