import NodeLintEngine
import XCTest

/// `TestCode.importsXCTest` decides which files found in a folder are read for the class graph but not
/// linted; it reads the bytes around each `XCTest`, so the forms and their traps are pinned here.
final class TestCodeTests: XCTestCase {
    private func imports(_ text: String) -> Bool { TestCode.importsXCTest(Array(text.utf8)) }

    func testEachImportFormIsFound() {
        XCTAssertTrue(imports("import XCTest\n"))
        XCTAssertTrue(imports("import Foundation\n@testable import XCTest\nclass T {}"))
        XCTAssertTrue(imports("@import XCTest;"))
        XCTAssertTrue(imports("#import <XCTest/XCTest.h>\n"))
        XCTAssertTrue(imports("#include <XCTest/XCTest.h>"))
        XCTAssertTrue(imports("  \timport XCTest"))
        XCTAssertTrue(imports("import UIKit\r\nimport XCTest\r\n"), "a file with Windows line ends")
        XCTAssertTrue(imports("import UIKit\rimport XCTest"), "a file with classic Mac line ends")
        XCTAssertTrue(imports("// uses XCTest\nimport XCTest"), "a mention before the import")
    }

    func testMentionsThatAreNotImportsAreNot() {
        XCTAssertFalse(imports(""))
        XCTAssertFalse(imports("import UIKit\n"))
        XCTAssertFalse(imports("// import XCTest when testing\n"))
        XCTAssertFalse(imports("let x = \"import XCTest\""))
        XCTAssertFalse(imports("#import \"XCTest.h\""))
        XCTAssertFalse(imports("#import <XCTest>"), "the framework form needs its header")
        XCTAssertFalse(imports("#import <XCTest"), "the file ends before the slash")
        XCTAssertFalse(imports("let XCTest = 1; import  XCTest"))
    }
}

/// `SourceDiscovery.isInSkippedFolder` decides which of the files git lists are read for a single-file
/// run's context: any folder on the way may be a dependency's, the file's own name never counts.
final class SkippedFolderTests: XCTestCase {
    func testAnyFolderOnThePathCountsAndTheFileNameDoesNot() {
        XCTAssertTrue(SourceDiscovery.isInSkippedFolder("Pods/Texture/ASDisplayNode.m"))
        XCTAssertTrue(SourceDiscovery.isInSkippedFolder("App/Vendor/Lib/Thing.swift"))
        XCTAssertTrue(SourceDiscovery.isInSkippedFolder("App/Images.xcassets/Icon.swift"))
        XCTAssertTrue(SourceDiscovery.isInSkippedFolder("/App/Carthage/X.swift"), "a leading slash (a root's remainder)")
        XCTAssertFalse(SourceDiscovery.isInSkippedFolder("App/Pods.swift"))
        XCTAssertFalse(SourceDiscovery.isInSkippedFolder("Pods"))
        XCTAssertFalse(SourceDiscovery.isInSkippedFolder("App/PodsKit/Feed//Cell.swift"))
        XCTAssertFalse(SourceDiscovery.isInSkippedFolder(""))
    }
}
