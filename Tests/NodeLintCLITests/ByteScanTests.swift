import NodeLintEngine
import XCTest
@testable import NodeLintAnalysis
@testable import NodeLintCLI

/// The byte scans that decide, before any parsing, which files a lint run must analyse whatever the
/// index says: a mention of Texture's prefix or of `nodelint:`.
final class ByteScanTests: XCTestCase {
    func testTexturePrefixIsFoundOnlyAtTheStartOfAnIdentifier() {
        func mentions(_ s: String) -> Bool { IdentifierScan.mentionsTexture(Array(s.utf8), orAnyOf: IdentifierScan.NameSet([])) }
        XCTAssertTrue(mentions("ASDisplayNode"))
        XCTAssertTrue(mentions("let a = A; let node = ASTextNode()"))
        XCTAssertTrue(mentions("x(ASB"))
        XCTAssertFalse(mentions("CAShapeLayer AS ASc AS1 _ASX aASB"))
        XCTAssertFalse(mentions("AAS"))
        XCTAssertTrue(mentions("AAS ASA"))
        XCTAssertFalse(mentions("AS"))
        XCTAssertFalse(mentions(""))
        XCTAssertFalse(mentions(String(repeating: "A", count: 1000) + "S"))
    }

    func testSuppressionMarkerIsFoundAnywhere() {
        func mentions(_ s: String) -> Bool { LintRun.mentionsSuppressionMarker(Array(s.utf8)) }
        XCTAssertTrue(mentions("// nodelint:disable view-access-in-init"))
        XCTAssertTrue(mentions("nodelint:"))
        XCTAssertTrue(mentions(String(repeating: "nodelint", count: 100) + ":"))
        XCTAssertTrue(mentions("let s = \"xnodelint:\""))
        XCTAssertFalse(mentions("nodelint :disable"))
        XCTAssertFalse(mentions("nodelint"))
        XCTAssertFalse(mentions("odelint:"))
        XCTAssertFalse(mentions(""))
        XCTAssertFalse(mentions(String(repeating: "nodelin:", count: 100)))
    }
}
