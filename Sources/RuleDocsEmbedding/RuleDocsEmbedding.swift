import Foundation

/// The Swift source that carries every rule page (`rules/*.md`) inside the binary, so that
/// `nodelint explain`, `nodelint rules`, SARIF help text and the rule tests read the pages of the
/// repository and an installed binary needs no files beside it.
///
/// The source is generated into `Sources/NodeLintRulePages/EmbeddedRulePages.swift` and committed, not
/// made by a build plugin: a package that uses nodelint's build-tool plugin builds nodelint as a plugin
/// tool, and SwiftPM does not run the build plugins of a plugin tool's own modules. A test checks that
/// the committed file matches the pages; `swift run nodelint-embed-rule-docs` rewrites it.
public enum RuleDocsEmbedding {
    /// Where the generated file lives, relative to the package root.
    public static let outputPath = "Sources/NodeLintRulePages/EmbeddedRulePages.swift"
    /// Where the pages live, relative to the package root.
    public static let pagesPath = "rules"

    /// The generated source for pages given as (file name, text), in file-name order.
    public static func source(pages: [(file: String, text: String)]) -> String {
        var source = "// Generated from rules/*.md by `swift run nodelint-embed-rule-docs`. Do not edit.\n"
        source += "let embeddedRulePages: [(file: String, text: String)] = [\n"
        for page in pages.sorted(by: { $0.file < $1.file }) {
            source += "    (\(rawLiteral(page.file)), \(rawLiteral(page.text))),\n"
        }
        source += "]\n"
        return source
    }

    /// The pages of a folder: every `*.md` file, with its text.
    public static func readPages(in folder: String) throws -> [(file: String, text: String)] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".md") }.sorted().map { name in
            let path = folder + "/" + name
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path])
            }
            return (name, String(decoding: data, as: UTF8.self))
        }
    }

    /// A raw string literal that holds `text` unchanged: one more `#` than the longest run in the text,
    /// so neither `"""#...` nor `\#...` inside it can end the literal or start an escape.
    static func rawLiteral(_ text: String) -> String {
        var longest = 0, run = 0
        for c in text.unicodeScalars {
            if c == "#" { run += 1; longest = max(longest, run) } else { run = 0 }
        }
        let hashes = String(repeating: "#", count: longest + 1)
        return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
    }
}
