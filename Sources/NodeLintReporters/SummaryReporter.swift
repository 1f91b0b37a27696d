import NodeLintModel

/// A table of counts per rule and severity, most frequent rule first, for a quick look at a codebase:
///
///     rule                  error  warning  info  total
///     view-access-in-init       3        0     0      3
///     layout-spec-cached        0        1     0      1
///     total                     3        1     0      4
///
///     4 diagnostics in 2 files (3 errors, 1 warning, 0 infos); 10 files linted
public struct SummaryReporter: Reporter {
    public static let identifier = "summary"
    public static let summary = "counts per rule and severity, as a table"

    public init() {}

    public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        var perRule: [String: SeverityCounts] = [:]
        for d in diagnostics {
            var counts = perRule[d.ruleID] ?? SeverityCounts([])
            counts.add(d.severity)
            perRule[d.ruleID] = counts
        }
        let rows = perRule.sorted { a, b in
            a.value.total != b.value.total ? a.value.total > b.value.total : a.key < b.key
        }
        let total = SeverityCounts(diagnostics)
        let table = [["rule", "error", "warning", "info", "total"]]
            + rows.map { [$0.key, String($0.value.errors), String($0.value.warnings), String($0.value.infos), String($0.value.total)] }
            + [["total", String(total.errors), String(total.warnings), String(total.infos), String(total.total)]]
        let widths = (0..<5).map { column in table.map { $0[column].count }.max() ?? 0 }
        var out = ""
        for row in table {
            var line = row[0].padding(toLength: widths[0])
            for column in 1..<5 { line += "  " + row[column].leftPadding(toLength: widths[column]) }
            out += line + "\n"
        }
        let files = Set(diagnostics.map(\.path)).count
        var sentence = "\(counted(diagnostics.count, "diagnostic")) in \(counted(files, "file"))"
            + " (\(counted(total.errors, "error")), \(counted(total.warnings, "warning")), \(counted(total.infos, "info")))"
        if let linted = context.lintedFiles { sentence += "; \(counted(linted.count, "file")) linted" }
        return out + "\n" + sentence + "\n"
    }
}

extension SeverityCounts {
    var total: Int { errors + warnings + infos }

    mutating func add(_ severity: Severity) {
        switch severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .info: infos += 1
        }
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }

    func leftPadding(toLength length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}
