import XCTest
@testable import NodeLintProject

/// The path arithmetic every file of a run goes through (its folder, whether it lies in another),
/// done on UTF-8 bytes: the same answers as on Characters, for any path.
final class FileTreePathTests: XCTestCase {
    func testParentIsTheFolderHoldingThePath() {
        XCTAssertEqual(FileTree.parent("/a/b/c.swift"), "/a/b")
        XCTAssertEqual(FileTree.parent("/c.swift"), "/")
        XCTAssertEqual(FileTree.parent("c.swift"), ".")
        XCTAssertEqual(FileTree.parent("/Ünï/Çödé/Ñode.swift"), "/Ünï/Çödé")
        XCTAssertEqual(FileTree.parent("/e\u{301}/x"), "/e\u{301}", "a combining accent before the slash")
    }

    func testInsideMeansTheFolderOrBelowItNotASiblingThatSharesItsPrefix() {
        XCTAssertTrue(FileTree.isInside("/a/b", "/a/b"))
        XCTAssertTrue(FileTree.isInside("/a/b/c", "/a/b"))
        XCTAssertFalse(FileTree.isInside("/a/bc", "/a/b"))
        XCTAssertFalse(FileTree.isInside("/a", "/a/b"))
        XCTAssertTrue(FileTree.isInside("/x", "/"))
        XCTAssertTrue(FileTree.isInside("/Ünï/x", "/Ünï"))
        XCTAssertFalse(FileTree.isInside("/Ünïx", "/Ünï"))
    }

    func testAbsoluteAsksTheWorkingFolderOnlyForARelativePath() {
        XCTAssertEqual(FileTree.absolute("/a/b"), "/a/b")
        XCTAssertEqual(FileTree.absolute("/a/./b/../c"), "/a/c")
        XCTAssertEqual(FileTree.absolute("x/y"), FileManager.default.currentDirectoryPath + "/x/y")
    }
}
