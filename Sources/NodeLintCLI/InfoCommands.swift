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
        output.write(text)
        return 0
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
