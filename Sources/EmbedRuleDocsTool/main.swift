// Rewrites Sources/NodeLintRulePages/EmbeddedRulePages.swift from rules/*.md; run it from the package
// root after adding, changing or removing a rule page:
//   swift run nodelint-embed-rule-docs
// Not installed. (The rule tests fail, naming this command, while the file is out of date.)
import Foundation
import RuleDocsEmbedding

do {
    let pages = try RuleDocsEmbedding.readPages(in: RuleDocsEmbedding.pagesPath)
    guard !pages.isEmpty else {
        FileHandle.standardError.write(Data("nodelint-embed-rule-docs: no rule pages in \(RuleDocsEmbedding.pagesPath)/ (run it from the package root)\n".utf8))
        exit(1)
    }
    let source = RuleDocsEmbedding.source(pages: pages)
    try Data(source.utf8).write(to: URL(fileURLWithPath: RuleDocsEmbedding.outputPath), options: .atomic)
    print("nodelint-embed-rule-docs: \(pages.count) pages -> \(RuleDocsEmbedding.outputPath)")
} catch {
    FileHandle.standardError.write(Data("nodelint-embed-rule-docs: \(error)\n".utf8))
    exit(1)
}
