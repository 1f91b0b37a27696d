// Writes a Swift file holding the text of every rule page (*.md) in a folder, sorted by name:
//   nodelint-embed-rule-docs OUTPUT.swift rules/
// Used by the EmbedRuleDocs build-tool plugin; not installed.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let output = arguments.first, let folder = arguments.last else {
    FileHandle.standardError.write(Data("usage: nodelint-embed-rule-docs OUTPUT.swift RULES-FOLDER\n".utf8))
    exit(2)
}
let pages: [String]
do {
    pages = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".md") }.sorted()
} catch {
    FileHandle.standardError.write(Data("nodelint-embed-rule-docs: cannot list \(folder): \(error)\n".utf8))
    exit(1)
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
for name in pages {
    let path = folder + "/" + name
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("nodelint-embed-rule-docs: cannot read \(path)\n".utf8))
        exit(1)
    }
    source += "    (\(rawLiteral(name)), \(rawLiteral(String(decoding: data, as: UTF8.self)))),\n"
}
source += "]\n"
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("nodelint-embed-rule-docs: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
