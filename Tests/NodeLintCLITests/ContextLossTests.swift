import Foundation
import XCTest

/// A file named alone inside a repository is linted with the rest of the repository as context, which
/// git lists. When git cannot (here: it is not on the PATH), the file is still linted, without that
/// context, and standard error says so: a finding that needs another file's declarations is missing,
/// and a quieter report must not pass for a clean one.
final class ContextLossTests: XCTestCase {
    func testAFileNamedAloneSaysWhenTheRepositoryCannotBeListed() throws {
        let repo = try GitSandbox()
        try repo.write("App/BaseNode.swift", "import AsyncDisplayKit\n\nclass BaseNode: ASDisplayNode {}\n")
        try repo.write("App/FancyNode.swift", """
            final class FancyNode: BaseNode {
                override init() {
                    super.init()
                    view.backgroundColor = .red
                }
            }

            """)
        try repo.commitAll("nodes")

        let listed = try repo.nodelintBinary(["--no-cache", "App/FancyNode.swift"])
        XCTAssertTrue(listed.stdout.contains("App/FancyNode.swift:4:9: error:") && listed.stdout.contains("[view-access-in-init]"), listed.stdout)
        XCTAssertFalse(listed.stderr.contains("could not be listed"), listed.stderr)

        var withoutGit = repo.environment
        withoutGit["PATH"] = repo.root + "/no-such-folder"
        for arguments in [["--no-cache", "App/FancyNode.swift"], ["--no-cache", "--quiet", "App/FancyNode.swift"]] {
            let unlisted = try runProcess(try builtNodelint(), arguments, in: repo.root, environment: withoutGit)
            XCTAssertFalse(unlisted.stdout.contains("[view-access-in-init]"), "FancyNode's base class is in a file git did not list: \(unlisted.stdout)")
            let lines = unlisted.stderr.split(separator: "\n").filter { $0.contains("the rest of the repository could not be listed") }
            XCTAssertEqual(lines.count, 1, "\(arguments): \(unlisted.stderr)")
            XCTAssertTrue(lines.first?.hasPrefix("nodelint: warning: ") ?? false, unlisted.stderr)
            XCTAssertTrue(lines.first?.contains("git") ?? false, "the line says what failed: \(unlisted.stderr)")
        }
    }
}
