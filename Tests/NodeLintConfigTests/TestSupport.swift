import Foundation
import NodeLintConfig

/// Rules the configuration tests know, independent of which rule pages exist.
let testRules = [
    RuleInfo(id: "view-access-in-init", defaultSeverity: .error),
    RuleInfo(id: "legacy-asviewcontroller-name", defaultSeverity: .warning),
    RuleInfo(id: "layout-spec-cached", defaultSeverity: .warning),
    RuleInfo(id: "opt-in-rule", defaultSeverity: .warning, enabledByDefault: false, optionNames: ["max-depth", "names"]),
]

/// A fresh directory under the system temporary directory, removed by the caller.
func makeTemporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "nodelint-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    // Resolve /tmp symlinks (macOS) so expected paths compare equal.
    return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
}

func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}
