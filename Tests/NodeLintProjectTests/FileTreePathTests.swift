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

/// A synchronized folder's exception paths, tested one by one or looked up among a file's ancestors:
/// the same answer as testing the file against each exception with `FileTree.isInside`.
final class SynchronizedExceptionTests: XCTestCase {
    func testAncestorLookupAgreesWithTestingEveryException() {
        let files = ["/p/App/A.swift", "/p/App/Sub/B.swift", "/p/App/Sub/Deep/C.swift", "/p/AppKit/D.swift", "/q/E.swift"]
        let exceptionSets: [[String]] = [[], ["/p/App/A.swift"], ["/p/App/Sub"], ["/p/App"], ["/p/Ap"], ["/"], ["/p/App/Sub/Deep/C.swift", "/q"],
                                         ["/p/App/Sub/B.swiftx"]]
        // Each set also padded past the number tested one by one, so both ways are checked.
        let padding = (0..<ExceptionPaths.testedOneByOne).map { "/elsewhere/\($0).swift" }
        for exceptions in exceptionSets + exceptionSets.map({ $0 + padding }) {
            for file in files {
                XCTAssertEqual(ExceptionPaths(exceptions).contain(file),
                               exceptions.contains { FileTree.isInside(file, $0) }, "\(file) in \(exceptions)")
            }
        }
    }
}
