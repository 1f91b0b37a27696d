import NodeLintEngine
import XCTest
@testable import NodeLintCLI

/// `SourceReader.isValidUTF8` skips ASCII eight bytes at a time; its answers must be the standard
/// library's, for bad bytes at every position relative to those eight-byte steps.
final class UTF8ValidationTests: XCTestCase {
    func standardLibrary(_ bytes: [UInt8]) -> Bool { String(validating: bytes, as: UTF8.self) != nil }

    func testAgreesWithTheStandardLibraryAtEveryAlignment() {
        let pieces: [[UInt8]] = [
            Array("é".utf8), Array("👍🏽".utf8), Array("中".utf8),   // well-formed
            [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],  // malformed
        ]
        for piece in pieces {
            for before in 0..<20 {
                for after in 0..<10 {
                    let bytes = [UInt8](repeating: 0x61, count: before) + piece + [UInt8](repeating: 0x62, count: after)
                    XCTAssertEqual(SourceReader.isValidUTF8(bytes), standardLibrary(bytes), "\(piece) after \(before) bytes")
                }
            }
        }
    }

    func testRandomBytesAgree() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let count = Int.random(in: 0..<64, using: &generator)
            // Mostly ASCII with a few high bytes, so that both the fast and the slow path run.
            let bytes = (0..<count).map { _ in
                Int.random(in: 0..<10, using: &generator) == 0 ? UInt8.random(in: 0x80...0xFF, using: &generator)
                                                                 : UInt8.random(in: 0x20...0x7E, using: &generator)
            }
            XCTAssertEqual(SourceReader.isValidUTF8(bytes), standardLibrary(bytes), "\(bytes)")
        }
    }
}
