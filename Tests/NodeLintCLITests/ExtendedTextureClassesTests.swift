import Foundation
import XCTest

/// Extending a Texture class (Swift `extension ASDisplayNode`, an Objective-C category in a header)
/// adds members; it never changes what the class is or what it inherits. The subclasses of six
/// extended Texture classes keep every finding they have without the extensions.
final class ExtendedTextureClassesTests: XCTestCase {
    static let project = "fixtures/projects/ExtendedTexture"

    func testSubclassesOfExtendedTextureClassesKeepTheirFindings() {
        let run = nodelint([Self.project], in: repositoryRoot)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(run.status, 1)
        assertMatchesPinned(run.stdout, Self.project + ".expected")
    }

    func testTheFindingsAreThoseOfTheProjectWithoutTheExtensions() {
        let with = ScratchDirectory(), without = ScratchDirectory()
        copyFixture(Self.project, to: with)
        copyFixture(Self.project, to: without)
        for extensionFile in ["Sources/Extensions/Texture+Helpers.swift", "Sources/Legacy/ASDisplayNode+Shadow.h",
                              "Sources/Legacy/ASDisplayNode+Shadow.m"] {
            try! FileManager.default.removeItem(atPath: without.path + "/" + extensionFile)
        }
        // The subclass then imports Texture itself and no longer calls the category's method.
        let card = without.path + "/Sources/Legacy/CardNode.m"
        let text = try! String(contentsOfFile: card, encoding: .utf8)
            .replacingOccurrences(of: "#import \"ASDisplayNode+Shadow.h\"", with: "#import <AsyncDisplayKit/AsyncDisplayKit.h>")
            .replacingOccurrences(of: "        [self applyCardShadow];\n", with: "")
        try! text.write(toFile: card, atomically: true, encoding: .utf8)

        let withRun = nodelint(["."], in: with.path), withoutRun = nodelint(["."], in: without.path)
        XCTAssertEqual(withoutRun.status, 1)
        XCTAssertEqual(withRun.stdout, withoutRun.stdout)
        // One finding or more for each of the seven subclasses (see the pinned output).
        XCTAssertEqual(withRun.stdout.components(separatedBy: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }.count, 11)
    }
}
