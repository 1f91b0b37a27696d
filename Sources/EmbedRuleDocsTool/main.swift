// Writes a Swift file holding the text of every rule page given on the command line:
//   nodelint-embed-rule-docs OUTPUT.swift rules/a.md rules/b.md ...
// Used by the EmbedRuleDocs build-tool plugin; not installed.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: nodelint-embed-rule-docs OUTPUT.swift PAGE.md...\n".utf8))
    exit(2)
}

/// A raw string literal that holds `text` unchanged: one more `#` than the longest run in the text,
/// so neither `"""#...` nor `\#...` inside it can end the literal or start an escape.
func rawLiteral(_ text: String) -> String {
    var longest = 0, run = 0
    for c in text.unicodeScalars {
        if c == "#" { run += 1; longest = max(longest, run) } else { run = 0 }
    }
    let hashes = String(repeating: "#", count: longest + 1)
    return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
}

var source = "// Generated at build time from rules/*.md by nodelint-embed-rule-docs. Do not edit.\n"
source += "let embeddedRulePages: [(file: String, text: String)] = [\n"
for path in arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("nodelint-embed-rule-docs: cannot read \(path)\n".utf8))
        exit(1)
    }
    let name = URL(fileURLWithPath: path).lastPathComponent
    source += "    (\(rawLiteral(name)), \(rawLiteral(String(decoding: data, as: UTF8.self)))),\n"
}
source += "]\n"
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("nodelint-embed-rule-docs: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
