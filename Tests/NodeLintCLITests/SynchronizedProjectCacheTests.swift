import Foundation
import NodeLintProject
import XCTest
@testable import NodeLintEngine

/// A project with synchronized folders (Xcode 16) is kept in the cache with the questions its parse
/// asked of the disk: it is used while the disk answers them the same, and parsed again as soon as a
/// folder's files change. Whatever the disk did, the cache gives the targets a parse gives.
final class SynchronizedProjectCacheTests: XCTestCase {
    func testAnEntryIsUsedUntilASynchronizedFolderChanges() throws {
        let dir = ScratchDirectory(), cacheFolder = ScratchDirectory()
        copyFixture("fixtures/project-files/Notes", to: dir)
        let bundle = dir.path + "/Notes.xcodeproj"
        let cache = DeclarationCache(root: cacheFolder.path, toolVersion: "test")
        func targets(_ project: XcodeProject) -> [XcodeTarget] { project.targets }
        func fresh() throws -> [XcodeTarget] { try XcodeProject(contentsOf: bundle).targets }

        XCTAssertEqual(targets(try cache.xcodeProject(at: bundle)), try fresh())
        let written = cache.writtenBytes
        XCTAssertGreaterThan(written, 0, "the first read stores an entry")
        XCTAssertEqual(targets(try cache.xcodeProject(at: bundle)), try fresh())
        XCTAssertEqual(cache.writtenBytes, written, "an unchanged disk: the entry is used")

        // A file added to a synchronized folder: parsed again, and the new file is the app's.
        dir.write("Notes/Model/Tag.swift", "struct Tag {}\n")
        let withTag = targets(try cache.xcodeProject(at: bundle))
        XCTAssertEqual(withTag, try fresh())
        XCTAssertTrue(withTag.first { $0.name == "Notes" }?.sourceFiles.contains(dir.path + "/Notes/Model/Tag.swift") ?? false)
        XCTAssertGreaterThan(cache.writtenBytes, written)
        let rewritten = cache.writtenBytes
        XCTAssertEqual(targets(try cache.xcodeProject(at: bundle)), withTag)
        XCTAssertEqual(cache.writtenBytes, rewritten)

        // The file the widget's exception names becomes a folder (the widget takes what is under it).
        try FileManager.default.removeItem(atPath: dir.path + "/Notes/Model/Note.swift")
        dir.write("Notes/Model/Note.swift/Inner.swift", "struct Inner {}\n")
        let reshaped = targets(try cache.xcodeProject(at: bundle))
        XCTAssertEqual(reshaped, try fresh())
        XCTAssertTrue(reshaped.first { $0.name == "NotesWidget" }?.sourceFiles.contains(dir.path + "/Notes/Model/Note.swift/Inner.swift") ?? false)

        // A file removed: parsed again.
        try FileManager.default.removeItem(atPath: dir.path + "/Notes/Model/Tag.swift")
        XCTAssertEqual(targets(try cache.xcodeProject(at: bundle)), try fresh())
    }

    /// The same end to end: a node file added to a synchronized folder between two runs that share a
    /// cache is built by the app's target, so it is linted. Read from a stale entry, no target would
    /// list it, and it would be left out as a stray copy without a word.
    func testANodeFileAddedToASynchronizedFolderIsLintedOnTheNextWarmRun() {
        let dir = ScratchDirectory(), cacheFolder = ScratchDirectory()
        copyFixture("fixtures/project-files/Notes", to: dir)
        let cold = nodelint(["--quiet", "--cache-path", cacheFolder.path, "."], in: dir.path)
        XCTAssertFalse(cold.stdout.contains("BadgeNode.swift"), cold.stdout)
        dir.write("Notes/Model/BadgeNode.swift", """
            import AsyncDisplayKit

            final class BadgeNode: ASDisplayNode {
                override init() {
                    super.init()
                    view.alpha = 0.5
                }
            }

            """)
        let warm = nodelint(["--quiet", "--cache-path", cacheFolder.path, "."], in: dir.path)
        let fresh = nodelint(["--quiet", "--no-cache", "."], in: dir.path)
        XCTAssertEqual(warm.stdout, fresh.stdout)
        XCTAssertTrue(warm.stdout.contains("Notes/Model/BadgeNode.swift:6:9: error: \(viewAccessInInitMessage) [view-access-in-init]"), warm.stdout)
    }
}
