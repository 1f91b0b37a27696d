import NodeLintModel

/// Unit-test code: a file that imports XCTest (`import XCTest`, `@import XCTest;`, `#import <XCTest/…>`),
/// or that only test targets build (`ModuleMap.isTestOnly`: a snapshot helper whose header brings XCTest
/// in, a fake, a test node). Test code is not shipped, and it builds node hierarchies by hand on purpose (a node with automatic
/// management given subnodes directly, a spec measured once, nodes made in a layout block to test that
/// they survive): Texture's contract is about the app's running code. Found in a folder, such a file
/// is read for the class graph but not linted; named on the command line, it is linted.
public enum TestCode {
    /// What may stand between a line's indentation and `XCTest` for the line to import it, and whether
    /// a `/` must follow (`#import <XCTest/XCTest.h>`).
    private static let importForms: [(prefix: [UInt8], slashFollows: Bool)] = [
        (Array("import ".utf8), false), (Array("@testable import ".utf8), false), (Array("@import ".utf8), false),
        (Array("#import <".utf8), true), (Array("#include <".utf8), true),
    ]

    /// Whether the file imports XCTest: some line, after its spaces and tabs, starts with one of the
    /// `importForms` followed by `XCTest`. The bytes are read back from each `XCTest` to its line's start
    /// (a line ends at `\n` or `\r`, so files with Windows line ends are read too), not split into
    /// lines: most files never say `XCTest`, and those that do say it a few times.
    public static func importsXCTest(_ bytes: [UInt8]) -> Bool {
        let name = "XCTest", nameLength = 6
        var from = 0
        while let at = firstOffset(of: name, in: bytes, from: from) {
            from = at + nameLength
            var lineStart = at
            while lineStart > 0 && bytes[lineStart - 1] != 0x0A && bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
            while lineStart < at && (bytes[lineStart] == 0x20 || bytes[lineStart] == 0x09) { lineStart += 1 }
            let before = bytes[lineStart..<at]
            for form in importForms where before.elementsEqual(form.prefix) {
                if !form.slashFollows || (from < bytes.count && bytes[from] == 0x2F) { return true }
            }
        }
        return false
    }
}
