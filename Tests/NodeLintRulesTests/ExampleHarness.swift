import Foundation
import NodeLintEngine
import NodeLintModel
import NodeLintRulePages
import NodeLintRules

/// Lints a rule page's example the way the tests need: one file, only the rule under test (and
/// `unused-suppression`) enabled, under the settings the example's fence asks for.
enum ExampleHarness {
    static func lint(_ code: String, language: Language, ruleID: String, options: [String: String]) -> [Diagnostic] {
        // unused-suppression is checked against all rules: whether a suppression is used depends on them.
        let rules: [any Rule]
        if ruleID == Linter.unusedSuppressionID {
            rules = RuleRegistry.all
        } else if let rule = RuleRegistry.rule(ruleID) {
            rules = [rule]
        } else {
            return []
        }
        var settings = LintSettings()
        if let version = options["texture-version"].flatMap(TextureVersion.init) { settings.textureVersion = version }
        let path = options["file"] ?? (language == .swift ? "Example.swift" : "Example.m")
        let run = LintRun.run([LintRun.Input(path: path, language: language, content: Array(code.utf8))],
                              options: LintRun.Options(rules: rules, settings: settings, jobs: 1))
        return run.diagnostics
    }

    /// Whether this build has a front end for the language.
    static func supports(_ language: Language) -> Bool { FrontEnds.languages.contains(language) }

    /// The example's code with ↓ markers put back, for building variants.
    static func marked(_ example: RuleExample) -> String {
        var out = ""
        var index = 0
        var markers = example.markers[...]
        for character in example.code {
            while markers.first == index { out.append(RulePage.marker); markers.removeFirst() }
            out.append(character)
            index += 1
        }
        while markers.first != nil { out.append(RulePage.marker); markers.removeFirst() }
        return out
    }

    /// Code without markers, and the 1-based line/column of each marker (columns in characters).
    static func unmark(_ text: String) -> (code: String, expected: [SourcePosition]) {
        var code = ""
        var expected: [SourcePosition] = []
        var line = 1, column = 1
        for character in text {
            if character == RulePage.marker {
                expected.append(SourcePosition(line: line, column: column))
                continue
            }
            code.append(character)
            if character == "\n" || character == "\r\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (code, expected)
    }

    /// Wraps code so that none of it is code any more: a block comment, or a string literal.
    static func wrappedInComment(_ code: String) -> String { "/*\n" + code + "\n*/\n" }

    static func wrappedInString(_ code: String, language: Language) -> String {
        switch language {
        case .swift:
            return "let example = #\"\"\"\n" + code + "\n\"\"\"#\n"
        case .objectiveC:
            let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                let escaped = line.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                return "    @\"" + escaped + "\\n\""
            }
            return "static NSString *const example =\n" + lines.joined(separator: "\n") + ";\n"
        }
    }

    /// Multi-byte characters before the example, on their own line and on its first line.
    static let multiByteLine = "// 🎉 ünïcödé 漢字 👨‍👩‍👧‍👦\n"
    static let multiBytePrefix = "/* ✓ é 𝄞 */ "
}
