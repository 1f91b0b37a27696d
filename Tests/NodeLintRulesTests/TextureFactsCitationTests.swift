import Foundation
import NodeLintRulePages
import XCTest

/// Code, rule pages and tests cite `docs/texture-facts.md#<anchor>`: every anchor cited must exist,
/// every rule page must have its facts there, and nothing may cite a document outside the repository.
final class TextureFactsCitationTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let factsPath = "docs/texture-facts.md"

    /// The anchors of the facts page: `## Heading` / `### heading` as GitHub spells them, and explicit
    /// `<a id="…">` anchors.
    static func anchors(of markdown: String) -> Set<String> {
        var anchors: Set<String> = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            if inFence { continue }
            if line.hasPrefix("#") {
                let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                let slug = title.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
                anchors.insert(slug.replacingOccurrences(of: " ", with: "-"))
            }
            if let range = line.range(of: "<a id=\"") {
                let rest = line[range.upperBound...]
                if let end = rest.firstIndex(of: "\"") { anchors.insert(String(rest[..<end])) }
            }
        }
        return anchors
    }

    /// Every `docs/texture-facts.md#<anchor>` (and `#<anchor>` right after it, comma-separated) in the
    /// repository's sources, tests and pages, with the file it is in.
    static func citations() throws -> [(file: String, anchor: String)] {
        var found: [(String, String)] = []
        let regex = try NSRegularExpression(pattern: #"docs/texture-facts\.md#([a-z0-9-]+)((?:, #[a-z0-9-]+)*)"#)
        for path in try repositoryTextFiles() {
            let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            let ns = text as NSString
            for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
                found.append((path, ns.substring(with: match.range(at: 1))))
                for more in ns.substring(with: match.range(at: 2)).split(separator: "#").dropFirst() {
                    found.append((path, more.trimmingCharacters(in: CharacterSet(charactersIn: ", "))))
                }
            }
        }
        return found
    }

    static func repositoryTextFiles() throws -> [String] {
        var files: [String] = []
        for folder in ["Sources", "Tests", "rules", "fixtures/scenarios", "docs"] {
            guard let walk = FileManager.default.enumerator(atPath: root + "/" + folder) else { continue }
            for case let relative as String in walk where relative.hasSuffix(".swift") || relative.hasSuffix(".md") {
                files.append(folder + "/" + relative)
            }
        }
        return files + ["README.md", "CONTRIBUTING.md"].filter { FileManager.default.fileExists(atPath: root + "/" + $0) }
    }

    func testEveryCitedAnchorExists() throws {
        let facts = try String(contentsOfFile: Self.root + "/" + Self.factsPath, encoding: .utf8)
        let anchors = Self.anchors(of: facts)
        let citations = try Self.citations()
        XCTAssertGreaterThan(citations.count, 80, "the citations were not found")
        for (file, anchor) in citations {
            XCTAssertTrue(anchors.contains(anchor), "\(file) cites \(Self.factsPath)#\(anchor), which does not exist")
        }
    }

    func testEveryTextureRuleHasItsFacts() throws {
        let facts = try String(contentsOfFile: Self.root + "/" + Self.factsPath, encoding: .utf8)
        let anchors = Self.anchors(of: facts)
        for page in RuleCatalog.pages where page.id != "unused-suppression" {
            XCTAssertTrue(anchors.contains(page.id), "\(Self.factsPath) has no section `### \(page.id)`")
        }
    }

    func testNothingCitesTheOutsideCatalog() throws {
        let outside = "texture-rules" + ".md"
        for path in try Self.repositoryTextFiles() {
            let text = try String(contentsOfFile: Self.root + "/" + path, encoding: .utf8)
            XCTAssertFalse(text.contains(outside), "\(path) cites \(outside), a document outside the repository")
        }
    }

    func testAnchorsAreReadAsGitHubSpellsThem() {
        let anchors = Self.anchors(of: "## Layout and automatic subnode management\n### lock-in-init\n```\n## not\n```\n<a id=\"requires-super\"></a>\n")
        XCTAssertEqual(anchors, ["layout-and-automatic-subnode-management", "lock-in-init", "requires-super"])
    }
}
