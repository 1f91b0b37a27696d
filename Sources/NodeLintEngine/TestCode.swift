import NodeLintModel

/// Unit-test code: a file that imports XCTest (`import XCTest`, `@import XCTest;`, `#import <XCTest/…>`).
/// Test code is not shipped, and it builds node hierarchies by hand on purpose (a node with automatic
/// management given subnodes directly, a spec measured once, nodes made in a layout block to test that
/// they survive): Texture's contract is about the app's running code. Found in a folder, such a file
/// is read for the class graph but not linted; named on the command line, it is linted.
public enum TestCode {
    /// Whether the file imports XCTest.
    public static func importsXCTest(_ bytes: [UInt8]) -> Bool {
        guard NodeLintModel.bytes(bytes, contain: "XCTest") else { return false }
        let text = String(decoding: bytes, as: UTF8.self)
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("import XCTest") || trimmed.hasPrefix("@testable import XCTest")
                || trimmed.hasPrefix("@import XCTest") || trimmed.hasPrefix("#import <XCTest/") || trimmed.hasPrefix("#include <XCTest/") {
                return true
            }
        }
        return false
    }
}
