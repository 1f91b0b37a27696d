import NodeLintModel
import NodeLintSyntax
import XCTest

/// A run's parses share one instance of each long name and signature (`StringPool`).
final class StringPoolTests: XCTestCase {
    /// Where a native string's bytes are: two strings that share an instance share it.
    private func storage(_ string: String) -> UnsafeRawPointer? {
        var copy = string
        return copy.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    func testAPoolGivesOneInstanceOfEachLongString() {
        let pool = StringPool(shardCount: 4)
        let first = pool.pooled(String(decoding: Array("layoutSpecThatFits(_:)".utf8), as: UTF8.self))
        let second = pool.pooled(String(decoding: Array("layoutSpecThatFits(_:)".utf8), as: UTF8.self))
        XCTAssertEqual(first, second)
        XCTAssertEqual(storage(first), storage(second))
        XCTAssertEqual(pool.pooled("init(node:)"), "init(node:)", "a short string is stored inline and not pooled")
        XCTAssertEqual(pool.count, 1)
        // Canonically equivalent but not the same bytes: each keeps its own.
        let composed = pool.pooled("caf\u{E9}ConfigurationNode"), decomposed = pool.pooled("cafe\u{301}ConfigurationNode")
        XCTAssertEqual(Array(composed.utf8), Array("caf\u{E9}ConfigurationNode".utf8))
        XCTAssertEqual(Array(decomposed.utf8), Array("cafe\u{301}ConfigurationNode".utf8))
        XCTAssertEqual(pool.count, 1)
    }

    func testFilesParsedWithOnePoolShareTheirLongNamesAndSignatures() {
        let sources = ["A.swift": "final class FeedCellNode: ASCellNode {\n    override func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec { ASLayoutSpec() }\n}\n",
                       "B.swift": "final class ProfileHeaderNode: ASDisplayNode {\n    override func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec { ASLayoutSpec() }\n}\n"]
        func members(pool: StringPool?, declarationsOnly: Bool) -> [Member] {
            sources.keys.sorted().map { path in
                let bytes = Array(sources[path]!.utf8)
                let file = declarationsOnly ? SwiftFrontEnd.parseDeclarations(path: path, bytes: bytes, stringPool: pool)
                    : SwiftFrontEnd.parse(path: path, bytes: bytes, stringPool: pool)
                return file.types[0].members[0]
            }
        }
        for declarationsOnly in [false, true] {
            let pooled = members(pool: StringPool(), declarationsOnly: declarationsOnly)
            XCTAssertEqual(pooled.map(\.signature), ["layoutSpecThatFits(_:)", "layoutSpecThatFits(_:)"])
            XCTAssertEqual(storage(pooled[0].signature), storage(pooled[1].signature))
            XCTAssertEqual(storage(pooled[0].name), storage(pooled[1].name))
            let apart = members(pool: nil, declarationsOnly: declarationsOnly)
            XCTAssertNotEqual(storage(apart[0].signature), storage(apart[1].signature), "without a pool each file has its own")
        }
    }
}
