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

    /// Apple's names with Texture's prefix (AuthenticationServices, AdSupport) and the words `ASC`,
    /// `ASCII` are not Texture's; Texture names that begin like them are (`ASCellNode`, `ASCollectionNode`,
    /// `ASExperimentalFeatures`), with or without the names a run adds.
    func testApplesNamesWithTexturesPrefixAreNotTexture() {
        for names in [IdentifierScan.NameSet([]), IdentifierScan.NameSet(["FeedNode"])] {
            func mentions(_ s: String) -> Bool { IdentifierScan.mentionsTexture(Array(s.utf8), orAnyOf: names) }
            XCTAssertFalse(mentions("let controller = ASAuthorizationController(authorizationRequests: [request])"))
            XCTAssertFalse(mentions("ASPasswordCredential(user: u, password: p); ASCredentialIdentityStore.shared"))
            XCTAssertFalse(mentions("final class CredentialProvider: ASCredentialProviderViewController {}"))
            XCTAssertFalse(mentions("ASWebAuthenticationSession(url: u, callbackURLScheme: s) { _, _ in }; ASPresentationAnchor()"))
            XCTAssertFalse(mentions("ASExtensionError.Code.userCanceled; ASIdentifierManager.shared(); ORDER BY date ASC; ASCII"))
            XCTAssertTrue(mentions("ASAuthorizationController(); ASCellNode()"))
            XCTAssertTrue(mentions("ASCollectionNode"))
            XCTAssertTrue(mentions("ASExperimentalFeatures"))
            XCTAssertTrue(mentions("ASCIINode"))
            // The family decides, as for Apple's: a project's own node of such a name is found as a project
            // Texture name (its superclass), not by its prefix.
            XCTAssertFalse(mentions("ASPasswordNode"))
        }
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

/// `IdentifierScan.NameTable` and `NameSet` look identifiers up in an open-addressed table whose hash
/// reads only the ends of a name; what they find must be what a dictionary of the whole names finds.
final class IdentifierScanReferenceTests: XCTestCase {
    /// Names that collide on purpose: the same length and the same first and last eight bytes.
    private let names = ["A", "a", "_", "Node", "CellNode", "FeedCellNode", "ASDisplayNode",
                         "VeryLongPrefixXXMiddleOneXXVeryLongSuffix", "VeryLongPrefixXXMiddleTwoXXVeryLongSuffix",
                         "ABCDEFGH", "ABCDEFGHI", "ABCDEFGHIJKLMNOP", "ABCDEFGHXJKLMNOP", "Ünïcode"]
        + (0..<200).map { "Generated\($0)Name" }

    /// The ids of the names `text`'s identifiers spell, by splitting it and asking a dictionary.
    private func reference(_ text: String, _ table: [String: Set<Int>]) -> Set<Int> {
        var found = Set<Int>(), current = "", previousContinues = false
        func flush() { if let ids = table[current] { found.formUnion(ids) }; current = "" }
        for byte in text.utf8 {
            let starts = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
            let continues = starts || (byte >= 0x30 && byte <= 0x39)
            if !current.isEmpty && continues {
                current.append(Character(UnicodeScalar(byte)))
            } else {
                flush()
                if starts && !previousContinues { current = String(UnicodeScalar(byte)) }
            }
            previousContinues = continues
        }
        flush()
        return found
    }

    /// Twice: the table turns its first-byte test off when a name starts outside ASCII.
    func testTheTableFindsWhatADictionaryOfTheWholeNamesFinds() {
        check(names)
        check(names.filter { $0.utf8.first! < 0x80 })
    }

    private func check(_ names: [String]) {
        var table = IdentifierScan.NameTable(), dictionary: [String: Set<Int>] = [:]
        for (i, name) in names.enumerated() {
            table.add(name, id: i % 50)
            dictionary[name, default: []].insert(i % 50)
        }
        table.add("Node", id: 99)
        dictionary["Node", default: []].insert(99)
        var generator = SystemRandomNumberGenerator()
        let pieces = names + ["Nod", "Nodes", "ABCDEFGHIJKLMNOQ", "VeryLongPrefixXXMiddleTreXXVeryLongSuffix", "9Node",
                              "x.Node", "Generated1", "Generated1Names", " ", "\n", "(", "_Node", "é", "CellNode2"]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...12, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }
                .joined(separator: [" ", "", ".", "\n"].randomElement(using: &generator)!)
            XCTAssertEqual(table.ids(mentionedIn: Array(text.utf8)), reference(text, dictionary), text)
        }
    }

    func testTheSetFindsOnlyWholeCapitalisedNames() {
        let set = IdentifierScan.NameSet(["FeedCellNode", "VeryLongPrefixXXMiddleOneXXVeryLongSuffix"])
        XCTAssertTrue(IdentifierScan.mentionsAny(Array("let n = FeedCellNode()".utf8), of: set))
        XCTAssertFalse(IdentifierScan.mentionsAny(Array("let n = FeedCellNodes()".utf8), of: set))
        XCTAssertFalse(IdentifierScan.mentionsAny(Array("let n = MyFeedCellNode()".utf8), of: set))
        XCTAssertFalse(IdentifierScan.mentionsAny(Array("VeryLongPrefixXXMiddleTwoXXVeryLongSuffix".utf8), of: set))
        XCTAssertTrue(IdentifierScan.mentionsAny(Array("x(VeryLongPrefixXXMiddleOneXXVeryLongSuffix)".utf8), of: set))
        XCTAssertFalse(IdentifierScan.mentionsAny(Array("let n = 1".utf8), of: IdentifierScan.NameSet([])))
    }
}
