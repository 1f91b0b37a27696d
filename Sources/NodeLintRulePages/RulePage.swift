import NodeLintModel

/// One rule's page, `rules/<id>.md`: the single source for `nodelint rules`, `nodelint explain`,
/// SARIF help text and the rule's example tests.
///
/// Format:
///
///     ---
///     id: view-access-in-init
///     severity: error
///     category: lifecycle
///     languages: swift, objective-c
///     enabled: true
///     runtime-observable: true
///     fixable: true                 (optional: `nodelint --fix` applies the rule's fixes)
///     summary: A node's initializer touches `view` or `layer`, which loads the node off the main thread.
///     ---
///     # Title
///     ## Why ...
///     ## Triggering examples        (fenced ```swift / ```objc blocks; ↓ before each expected diagnostic)
///     ## Non-triggering examples
///     ## Fix                        (fixable rules: pairs of fences, the code and then the same code
///                                    fixed, in a fence marked `fixed`: ```swift, then ```swift fixed)
///     ## How to fix ...
///
/// A fence may carry options after the language, `key=value` separated by spaces: `texture-version=3`
/// (the configuration an example runs under), `file=Name.swift` (the file name the example is linted as).
public struct RulePage: Sendable {
    public var id: String
    public var severity: Severity
    public var category: String
    public var languages: [Language]
    public var enabledByDefault: Bool
    /// Whether the reference model can observe the mistake at run time; if not, `runtimeReason` says why.
    public var runtimeObservable: Bool
    public var runtimeReason: String?
    /// `fixable: true`: some of the rule's findings carry a fix that `nodelint --fix` applies.
    public var fixable: Bool
    public var summary: String
    /// Every front matter field, as written.
    public var fields: [String: String]
    /// The page without its front matter.
    public var markdown: String
    /// The page's file name and the 1-based page line where `markdown` starts (for example lines).
    var file: String
    var markdownFirstLine: Int

    /// The examples are read from `markdown` when asked for, not when the page is loaded: a lint run
    /// never needs them, and reading them all was a third of the start-up of a small run.
    /// A page whose examples do not read has none here; `examples()` says what is wrong.
    public var triggering: [RuleExample] { (try? examples())?.triggering ?? [] }
    public var nonTriggering: [RuleExample] { (try? examples())?.nonTriggering ?? [] }
    public var fixExamples: [RuleFixExample] { (try? examples())?.fixes ?? [] }

    /// The text of a `## <heading>` section (without the heading), or nil.
    public func section(_ heading: String) -> String? {
        var lines: [Substring] = []
        var inside = false
        var fence = false
        for line in markdown.lines() {
            if line.hasPrefix("```") { fence.toggle() }
            if !fence && line.hasPrefix("## ") {
                if inside { break }
                inside = line.dropFirst(3).trimmingCharacters() == heading
                continue
            }
            if inside { lines.append(line) }
        }
        return inside || !lines.isEmpty ? lines.joined(separator: "\n").trimmingCharacters() : nil
    }
}

public struct RuleExamples: Sendable {
    public var triggering: [RuleExample] = []
    public var nonTriggering: [RuleExample] = []
    /// The `## Fix` section's pairs.
    public var fixes: [RuleFixExample] = []
}

/// A fixable rule's example of its fix: code, and the code `nodelint --fix` makes of it.
public struct RuleFixExample: Sendable {
    public var language: Language
    public var before: String
    public var after: String
    /// The options of the first fence (`texture-version=3`, `file=Name.swift`).
    public var options: [String: String]
    /// 1-based page line of the first fence's first code line.
    public var pageLine: Int
}

public struct RuleExample: Sendable {
    public var language: Language
    /// The code with the ↓ markers removed.
    public var code: String
    /// Character offsets (within `code`, counted in Swift `Character`s) where diagnostics are expected.
    public var markers: [Int]
    public var options: [String: String]
    /// 1-based line of the fence's first code line in the page, for failure messages.
    public var pageLine: Int
}

public struct RulePageError: Error, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String
    public var description: String { "rules/\(file):\(line): \(message)" }
}

extension RulePage {
    public static let marker: Character = "\u{2193}"

    public static func parse(file: String, text: String) throws -> RulePage {
        // Only the front matter is split into lines; the body is kept as one piece of text.
        var lines: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty && (lines.count < 2 || lines.last != "---") {
            let end = rest.utf8.firstIndex(of: UInt8(ascii: "\n")) ?? rest.endIndex
            lines.append(String(rest[..<end]))
            rest = end == rest.endIndex ? rest[end...] : rest[rest.utf8.index(after: end)...]
        }
        guard lines.first == "---" else { throw RulePageError(file: file, line: 1, message: "missing front matter (---)") }
        var fields: [String: String] = [:]
        var index = 1
        while index < lines.count && lines[index] != "---" {
            let line = lines[index]
            guard let colon = line.firstIndex(of: ":") else {
                throw RulePageError(file: file, line: index + 1, message: "front matter line is not 'key: value'")
            }
            fields[String(line[..<colon]).trimmingCharacters()] = String(line[line.index(after: colon)...]).trimmingCharacters()
            index += 1
        }
        guard index < lines.count else { throw RulePageError(file: file, line: 1, message: "front matter is not closed (---)") }
        func required(_ key: String) throws -> String {
            guard let value = fields[key], !value.isEmpty else {
                throw RulePageError(file: file, line: 1, message: "front matter lacks '\(key)'")
            }
            return value
        }
        let id = try required("id")
        guard file == id + ".md" else { throw RulePageError(file: file, line: 1, message: "id '\(id)' does not match the file name") }
        guard let severity = Severity(rawValue: try required("severity")) else {
            throw RulePageError(file: file, line: 1, message: "severity must be error, warning or info")
        }
        var languages: [Language] = []
        for name in try required("languages").split(separator: ",") {
            guard let language = Language(rawValue: name.trimmingCharacters()) else {
                throw RulePageError(file: file, line: 1, message: "unknown language '\(name)'")
            }
            languages.append(language)
        }
        let observable = fields["runtime-observable"] ?? "true"
        let fixable = fields["fixable"] ?? "false"
        guard fixable == "true" || fixable == "false" else {
            throw RulePageError(file: file, line: 1, message: "fixable must be true or false")
        }
        let body = String(rest)
        let page = RulePage(
            id: id, severity: severity, category: try required("category"), languages: languages,
            enabledByDefault: (fields["enabled"] ?? "true") == "true",
            runtimeObservable: observable == "true",
            runtimeReason: observable == "true" ? nil : fields["runtime-reason"],
            fixable: fixable == "true", summary: try required("summary"), fields: fields, markdown: body,
            file: file, markdownFirstLine: index + 2)
        if !page.runtimeObservable && page.runtimeReason == nil {
            throw RulePageError(file: file, line: 1, message: "runtime-observable: false needs a runtime-reason")
        }
        return page
    }

    /// The code without its markers, and the Character offset of each marker in it. Pieces of ASCII
    /// text between markers are counted by their bytes (walking every Character of every example
    /// made reading the pages, which every run does, cost more than linting a large file).
    static func removeMarkers(_ text: String) -> (code: String, markers: [Int]) {
        let marker = RulePage.marker.unicodeScalars.first!
        let pieces = text.unicodeScalars.split(separator: marker, omittingEmptySubsequences: false)
        var code = ""
        var markers: [Int] = []
        var count = 0
        if pieces.allSatisfy({ $0.allSatisfy { $0.isASCII && $0 != "\r" } }) {
            for (k, piece) in pieces.enumerated() {
                if k > 0 { markers.append(count) }
                code.unicodeScalars.append(contentsOf: piece)
                count += piece.count
            }
            return (code, markers)
        }
        for character in text {
            if character == RulePage.marker { markers.append(count) } else { code.append(character); count += 1 }
        }
        return (code, markers)
    }

    /// The page's examples, read from its text; an error names the page line.
    public func examples() throws -> RuleExamples {
        // Page line k (1-based) is lines[k - 1]; the lines before the body are left empty.
        let lines = [String](repeating: "", count: markdownFirstLine - 1) + markdown.lines().map(String.init)
        var examples = RuleExamples()
        var heading = ""
        // In `## Fix`, the code of a pair until its `fixed` fence comes.
        var pendingFix: RuleFixExample?
        func closePendingFix() throws {
            if let pending = pendingFix {
                throw RulePageError(file: file, line: pending.pageLine - 1, message: "fix example has no fence marked 'fixed' after it")
            }
        }
        var i = markdownFirstLine - 1
        while i < lines.count {
            let line = lines[i]
            if line.hasPrefix("## ") {
                try closePendingFix()
                heading = String(line.dropFirst(3)).trimmingCharacters().lowercased()
                i += 1
                continue
            }
            guard line.hasPrefix("```") else { i += 1; continue }
            let info = line.dropFirst(3).split(separator: " ").map(String.init)
            var end = i + 1
            while end < lines.count && !lines[end].hasPrefix("```") { end += 1 }
            guard end < lines.count else { throw RulePageError(file: file, line: i + 1, message: "code fence is not closed") }
            let isTriggering = heading.hasPrefix("triggering")
            let isNonTriggering = heading.hasPrefix("non-triggering")
            let isFix = heading == "fix"
            if isTriggering || isNonTriggering || isFix, let languageName = info.first {
                let language: Language
                switch languageName {
                case "swift": language = .swift
                case "objc", "objective-c", "objectivec": language = .objectiveC
                default: throw RulePageError(file: file, line: i + 1, message: "examples are swift or objc, not '\(languageName)'")
                }
                var options: [String: String] = [:]
                for option in info.dropFirst() {
                    let parts = option.split(separator: "=", maxSplits: 1)
                    options[String(parts[0])] = parts.count > 1 ? String(parts[1]) : "true"
                }
                var (code, markers) = RulePage.removeMarkers(lines[(i + 1)..<end].joined(separator: "\n"))
                code.append("\n")
                if isFix {
                    guard markers.isEmpty else {
                        throw RulePageError(file: file, line: i + 1, message: "fix examples take no \(RulePage.marker) markers")
                    }
                    if options["fixed"] == nil {
                        try closePendingFix()
                        pendingFix = RuleFixExample(language: language, before: code, after: "", options: options, pageLine: i + 2)
                    } else if var pending = pendingFix, pending.language == language {
                        pending.after = code
                        examples.fixes.append(pending)
                        pendingFix = nil
                    } else {
                        throw RulePageError(file: file, line: i + 1, message: "a 'fixed' fence must follow the code it fixes, in the same language")
                    }
                    i = end + 1
                    continue
                }
                if isTriggering && markers.isEmpty {
                    throw RulePageError(file: file, line: i + 1, message: "triggering example has no \(RulePage.marker) marker")
                }
                if isNonTriggering && !markers.isEmpty {
                    throw RulePageError(file: file, line: i + 1, message: "non-triggering example has a \(RulePage.marker) marker")
                }
                let example = RuleExample(language: language, code: code, markers: markers, options: options, pageLine: i + 2)
                if isTriggering { examples.triggering.append(example) } else { examples.nonTriggering.append(example) }
            }
            i = end + 1
        }
        try closePendingFix()
        if fixable && examples.fixes.isEmpty {
            throw RulePageError(file: file, line: 1, message: "fixable: true needs a '## Fix' section with an example and its fixed code")
        }
        if !fixable && !examples.fixes.isEmpty {
            throw RulePageError(file: file, line: 1, message: "a '## Fix' section with examples needs fixable: true")
        }
        if examples.triggering.isEmpty { throw RulePageError(file: file, line: 1, message: "no triggering examples") }
        if examples.nonTriggering.isEmpty { throw RulePageError(file: file, line: 1, message: "no non-triggering examples") }
        return examples
    }
}

extension String {
    /// The text split at each `\n`, empty lines kept. Splits the UTF-8 bytes: splitting Characters
    /// costs grapheme breaking on every character, and made reading the rule pages a tenth of a lint
    /// run (the pages are LF text).
    public func lines() -> [Substring] {
        utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
    }
}

extension StringProtocol {
    func trimmingCharacters() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\r" || f == "\n" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" || l == "\n" { s.removeLast() }
        return String(s)
    }
}
