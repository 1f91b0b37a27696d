import Foundation
import XCTest
@testable import NodeLintWorkflow

/// git's `-z` listing cut into paths: what `Data.split(separator: 0)` gave, in one pass.
final class ProjectFilesTests: XCTestCase {
    func testPathsAreCutAtEachNulAndEmptyOnesDropped() {
        func paths(_ text: String) -> [String] { GitRepository.nulSeparatedPaths(Data(text.utf8)) }
        XCTAssertEqual(paths(""), [])
        XCTAssertEqual(paths("\0"), [])
        XCTAssertEqual(paths("a.swift\0"), ["a.swift"])
        XCTAssertEqual(paths("a.swift\0b/c d.m\0\0Ünï.swift\0"), ["a.swift", "b/c d.m", "Ünï.swift"])
        XCTAssertEqual(paths("\0x\0y"), ["x", "y"], "a listing without its last NUL")
    }
}
