import NodeLintModel

/// SARIF 2.1.0 for GitHub code scanning and other SARIF viewers.
///
/// - `tool.driver` names the tool, its version and home, and lists every known rule (sorted by id)
///   with `shortDescription` (the summary), `fullDescription` (why the rule exists), `help.text` and
///   `help.markdown` (the rule page) and `defaultConfiguration.level`; a rule that fired but is not
///   in the catalog gets an entry holding its id, so every `ruleIndex` is valid.
/// - Paths inside the workspace root are relative URIs with `uriBaseId: %SRCROOT%` (declared in
///   `originalUriBaseIds`); others are absolute `file://` URIs.
/// - Regions are complete (start and end line and column). `columnKind` is `unicodeCodePoints`, and
///   the character columns of diagnostics are converted using the line's text.
/// - `partialFingerprints.primaryLocationLineHash` is `Fingerprint`'s hash (no line numbers in it),
///   so alerts survive unrelated edits even when uploaded through the REST API.
/// - `results` is present (and empty) when there is nothing to report.
/// - A finding with a fix carries it in `fixes` (one fix, one `artifactChanges` entry for its file, one
///   replacement per edit). A replacement's `deletedRegion` is both a text region (lines and code point
///   columns; an insertion is an empty one) and a binary one (`byteOffset`, `byteLength`), which is what
///   `nodelint --fix` applies; `insertedContent.text` is the new text.
public struct SARIFReporter: Reporter {
    public static let identifier = "sarif"
    public static let showsRulePages = true
    public static let summary = "SARIF 2.1.0 for GitHub code scanning"
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// GitHub reads at most 1024 characters of a description.
    static let descriptionLimit = 1024

    public init() {}

    public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        let sorted = diagnostics.inOutputOrder
        var rules = context.rules.values.sorted { $0.id < $1.id }
        for d in sorted where context.rules[d.ruleID] == nil && !rules.contains(where: { $0.id == d.ruleID }) {
            rules.append(ReportRule(id: d.ruleID, summary: d.ruleID, severity: d.severity))
        }
        var ruleIndex: [String: Int] = [:]
        for (i, rule) in rules.enumerated() { ruleIndex[rule.id] = i }

        var driver: [(String, JSONValue)] = [("name", .string(context.toolName)), ("version", .string(context.toolVersion))]
        if isSemanticVersion(context.toolVersion) { driver.append(("semanticVersion", .string(context.toolVersion))) }
        if let uri = context.informationURI { driver.append(("informationUri", .string(uri))) }
        driver.append(("rules", .array(rules.map(descriptor))))

        let fingerprints = Fingerprint.compute(sorted, context: context)
        let results: [JSONValue] = zip(sorted, fingerprints).map { d, fingerprint in
            var result: [(String, JSONValue)] = [
                ("ruleId", .string(d.ruleID)),
                ("ruleIndex", .int(ruleIndex[d.ruleID]!)),
                ("level", .string(d.severity.compilerName)),
                ("message", .object([("text", .string(d.message))])),
                ("locations", .array([.object([("physicalLocation", physicalLocation(d, context: context))])])),
            ]
            if !d.notes.isEmpty {
                result.append(("relatedLocations", .array(d.notes.enumerated().map { i, note in
                    .object([
                        ("id", .int(i + 1)),
                        ("physicalLocation", .object([
                            ("artifactLocation", artifactLocation(note.path, context: context)),
                            ("region", .object([("startLine", .int(max(1, note.start.line))),
                                                ("startColumn", .int(max(1, note.start.column)))])),
                        ])),
                        ("message", .object([("text", .string(note.message))])),
                    ])
                })))
            }
            result.append(("partialFingerprints", .object([("primaryLocationLineHash", .string(fingerprint))])))
            if let fix = d.fix { result.append(("fixes", .array([fixObject(fix, path: d.path, context: context)]))) }
            return .object(result)
        }

        let root = context.root
        let run: [(String, JSONValue)] = [
            ("tool", .object([("driver", .object(driver))])),
            ("originalUriBaseIds", .object([
                ("%SRCROOT%", .object([("uri", .string("file://" + ReportPaths.uriEncode(root == "/" ? "/" : root + "/")))])),
            ])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ]
        return JSONValue.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ]).rendered()
    }

    private func descriptor(_ rule: ReportRule) -> JSONValue {
        let full = rule.explanation ?? rule.summary
        var helpText = full
        if let fix = rule.howToFix { helpText += "\n\nHow to fix:\n" + fix }
        var help: [(String, JSONValue)] = [("text", .string(helpText))]
        if let markdown = rule.markdown { help.append(("markdown", .string(markdown))) }
        var properties: [(String, JSONValue)] = []
        if let category = rule.category { properties.append(("tags", .array([.string(category)]))) }
        properties.append(("problem.severity", .string(rule.severity == .info ? "recommendation" : rule.severity.rawValue)))
        return .object([
            ("id", .string(rule.id)),
            ("name", .string(upperCamelCase(rule.id))),
            ("shortDescription", .object([("text", .string(limit(rule.summary)))])),
            ("fullDescription", .object([("text", .string(limit(full)))])),
            ("help", .object(help)),
            ("defaultConfiguration", .object([("enabled", .bool(rule.enabledByDefault)), ("level", .string(rule.severity.compilerName))])),
            ("properties", .object(properties)),
        ])
    }

    private func physicalLocation(_ d: Diagnostic, context: ReportContext) -> JSONValue {
        let startLine = max(1, d.start.line)
        let startColumn = codePointColumn(max(1, d.start.column), in: d.lineText)
        var endLine = max(startLine, d.end.line)
        var endColumn = d.end.line == d.start.line ? codePointColumn(max(1, d.end.column), in: d.lineText) : max(1, d.end.column)
        if endLine == startLine && endColumn < startColumn { endColumn = startColumn }
        if d.end.line < d.start.line { endLine = startLine; endColumn = startColumn }
        return .object([
            ("artifactLocation", artifactLocation(d.path, context: context)),
            ("region", .object([
                ("startLine", .int(startLine)), ("startColumn", .int(startColumn)),
                ("endLine", .int(endLine)), ("endColumn", .int(endColumn)),
            ])),
        ])
    }

    private func fixObject(_ fix: Fix, path: String, context: ReportContext) -> JSONValue {
        let replacements: [JSONValue] = fix.edits.map { edit in
            .object([
                ("deletedRegion", .object([
                    ("startLine", .int(max(1, edit.start.line))), ("startColumn", .int(max(1, edit.startCodePointColumn))),
                    ("endLine", .int(max(1, edit.end.line))), ("endColumn", .int(max(1, edit.endCodePointColumn))),
                    ("byteOffset", .int(edit.range.lowerBound)), ("byteLength", .int(edit.range.count)),
                ])),
                ("insertedContent", .object([("text", .string(edit.replacement))])),
            ])
        }
        return .object([
            ("description", .object([("text", .string(fix.description))])),
            ("artifactChanges", .array([.object([
                ("artifactLocation", artifactLocation(path, context: context)),
                ("replacements", .array(replacements)),
            ])])),
        ])
    }

    private func artifactLocation(_ path: String, context: ReportContext) -> JSONValue {
        if let relative = context.repositoryRelative(path) {
            return .object([("uri", .string(ReportPaths.uriEncode(relative))), ("uriBaseId", .string("%SRCROOT%"))])
        }
        return .object([("uri", .string("file://" + ReportPaths.uriEncode(ReportPaths.normalize(path, base: context.currentDirectory))))])
    }

    private func limit(_ text: String) -> String {
        guard text.count > Self.descriptionLimit else { return text }
        var cut = String(text.prefix(Self.descriptionLimit - 1))
        if let space = cut.lastIndex(of: " ") { cut = String(cut[..<space]) }
        return cut + "…"
    }

    private func upperCamelCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private func isSemanticVersion(_ version: String) -> Bool {
        let core = version.split(separator: "-", maxSplits: 1).first ?? ""
        let parts = core.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }
}

/// The 1-based Unicode code point column of a 1-based character column in `line`. Characters that are
/// several code points (flags, emoji with modifiers, combining accents) make the two differ.
func codePointColumn(_ characterColumn: Int, in line: String) -> Int {
    var scalars = 0
    var characters = 0
    for character in line {
        if characters == characterColumn - 1 { break }
        scalars += character.unicodeScalars.count
        characters += 1
    }
    return scalars + 1 + max(0, characterColumn - 1 - characters)
}
