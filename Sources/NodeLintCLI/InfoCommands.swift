import NodeLintEngine
import NodeLintRulePages
import NodeLintModel
import NodeLintRules

/// `nodelint rules`: id, severity, on/off by default, whether `--fix` fixes it, one-line summary.
enum RulesCommand {
    static func render() -> String {
        let pages = RuleCatalog.pages
        let idWidth = max(2, pages.map(\.id.count).max() ?? 0)
        var out = pad("ID", idWidth) + "  SEVERITY  DEFAULT  FIX  SUMMARY\n"
        for page in pages {
            out += pad(page.id, idWidth) + "  " + pad(page.severity.rawValue, 8) + "  "
                + pad(page.enabledByDefault ? "on" : "off", 7) + "  " + pad(page.fixable ? "yes" : "", 3) + "  " + page.summary + "\n"
        }
        let fixable = pages.filter(\.fixable).count
        out += "\(counted(pages.count, "rule")) (\(fixable) fixable with --fix). nodelint explain <id> prints a rule's documentation.\n"
        return out
    }

    static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
    }
}

/// `nodelint explain <id>`: the rule's page, embedded in the binary at build time.
enum ExplainCommand {
    static func run(_ id: String, output: TextOutput) -> Int32 {
        guard let page = RuleCatalog.page(id) else {
            let close = RuleCatalog.pages.map(\.id).filter { $0.contains(id) || id.contains($0) }
            let hint = close.isEmpty ? "see nodelint rules" : "did you mean \(close.joined(separator: ", "))?"
            output.error("nodelint: unknown rule '\(id)' (\(hint))")
            return 2
        }
        var text = "\(page.id) (\(page.severity.rawValue), \(page.enabledByDefault ? "on" : "off") by default, "
        text += page.languages.map(\.rawValue).joined(separator: ", ")
        text += page.fixable ? ", fixable with --fix)\n" : ")\n"
        text += page.markdown.trimmingCharactersOfNewlines() + "\n"
        if let source = page.fields["source"], !source.isEmpty { text += sourceSection(source) }
        output.write(text)
        return 0
    }

    /// The page's `source:` field, with what its paths are relative to: `docs/…` is nodelint's own
    /// documentation of the Texture facts, `Source/…` and `docs/_docs/…` are Texture's repository.
    static func sourceSection(_ source: String) -> String {
        var text = "\n## Source\n\n" + source + "\n"
        if source.contains("docs/texture-facts.md") {
            text += "\ndocs/texture-facts.md is in nodelint's repository: the Texture facts the rules rest on, each with the Texture file and line it comes from.\n"
        }
        if source.contains("Source/") || source.contains("docs/_docs/") {
            text += "Paths under Source/ and docs/_docs/ are in Texture's repository (TextureGroup/Texture).\n"
        }
        if source.contains("Subclassing page") {
            text += "The Subclassing page is Texture's guide to subclassing nodes and view controllers (docs/_docs/subclassing.md).\n"
        }
        return text
    }
}

extension String {
    func trimmingCharactersOfNewlines() -> String {
        var s = Substring(self)
        while s.first == "\n" { s.removeFirst() }
        while s.last == "\n" { s.removeLast() }
        return String(s)
    }
}
