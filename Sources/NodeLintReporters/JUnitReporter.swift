import NodeLintModel

/// JUnit XML, for CI systems that show test results (GitLab, Jenkins, Azure, CircleCI).
/// One `<testsuite>` per file; one failing `<testcase>` per diagnostic (named `rule-id line:column`,
/// `type` is the severity). When the context lists the linted files, each clean file adds a suite with
/// one passing test case, so a clean run shows up as passing tests rather than as no tests.
public struct JUnitReporter: Reporter {
    public static let identifier = "junit"
    public static let summary = "JUnit XML (one test case per diagnostic)"

    public init() {}

    public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        let sorted = diagnostics.inOutputOrder
        var byPath: [String: [Diagnostic]] = [:]
        for d in sorted { byPath[d.path, default: []].append(d) }
        let clean = Set(context.lintedFiles ?? []).subtracting(byPath.keys)
        var paths = Set(byPath.keys).union(clean).sorted()
        let passingName = context.toolName
        if paths.isEmpty {
            // Nothing linted is known and nothing was found: one passing case stands for the run.
            paths = [context.toolName]
        }
        let tests = sorted.count + paths.filter { byPath[$0] == nil }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(XML.escape(context.toolName))\" tests=\"\(tests)\" failures=\"\(sorted.count)\" errors=\"0\">\n"
        for path in paths {
            let found = byPath[path] ?? []
            let name = XML.escape(path)
            out += "  <testsuite name=\"\(name)\" tests=\"\(max(found.count, 1))\" failures=\"\(found.count)\" errors=\"0\">\n"
            if found.isEmpty {
                out += "    <testcase classname=\"\(name)\" name=\"\(XML.escape(passingName))\"/>\n"
            }
            for d in found {
                out += "    <testcase classname=\"\(name)\" name=\"\(XML.escape("\(d.ruleID) \(d.start.line):\(d.start.column)"))\">\n"
                let body = "\(d.path):\(d.start.line):\(d.start.column): \(d.severity.compilerName): \(d.message) [\(d.ruleID)]"
                out += "      <failure type=\"\(d.severity.rawValue)\" message=\"\(XML.escape(d.message))\">\(XML.escape(body))</failure>\n"
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }
}
